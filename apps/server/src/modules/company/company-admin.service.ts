import {
  industryForSicCode,
  type AdminCompany,
  type AdminCompanyResponse,
  type CompanyImportResult,
  type CompanyInput,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import { invalidateCompanySearch } from '../company-search/company-search.service';
import {
  countCompanyTranscripts,
  deleteAliases,
  findAliases,
  findCompaniesByKeys,
  insertCompanies,
  listAdminCompanyRows,
  listAllAliases,
  listCandidateRows,
  lockCompanyWrites,
  saveAliases,
  updateCompany,
  type AdminCompanyRow,
  type CompanyPatch,
} from './company-admin.repository';
import { parseCompanyFile, type CompanyImportRow } from './company-import';

/** Who changes companies, for the audit log. */
export type CompanyActor = { userId: string; ipAddress: string | null };

/** The admin list answers at most this many companies; the search narrows it. */
export const ADMIN_COMPANIES_LIMIT = 500;

type Outcome = 'created' | 'updated' | 'unchanged';

/** A company as the plan holds it while rows are applied in memory. */
type Planned = {
  key: string;
  row: AdminCompanyRow;
  original: AdminCompanyRow | undefined;
  aliases: Set<string>;
  originalAliases: Set<string>;
};

type RowResult =
  | { line: number; outcome: Outcome; company: Planned; warnings: string[] }
  | { line: number; error: string };

const EDITABLE_FIELDS = [
  'name',
  'symbol',
  'exchange',
  'industryId',
  'sicCode',
  'website',
  'logoUrl',
  'cik',
] as const;

/**
 * Applies company rows in memory first (so that rows of one file that name the same company
 * merge), then writes only what changed: new companies in batches, then changed fields, then
 * aliases. The key is the CIK when a row has one, else the ticker or one of its aliases.
 */
class CompanyPlan {
  private readonly byKey = new Map<string, Planned>();
  private readonly bySymbol = new Map<string, Planned>();
  private readonly byAlias = new Map<string, Planned>();
  private readonly byCik = new Map<number, Planned>();
  private nextNew = 0;

  constructor(
    rows: readonly AdminCompanyRow[],
    aliases: ReadonlyArray<{ symbol: string; companyId: string }>,
  ) {
    for (const row of rows) {
      const planned: Planned = {
        key: row.id,
        row: { ...row },
        original: row,
        aliases: new Set(),
        originalAliases: new Set(),
      };
      this.index(planned);
    }
    for (const alias of aliases) {
      const owner = this.byKey.get(alias.companyId);
      if (!owner) continue;
      owner.aliases.add(alias.symbol);
      owner.originalAliases.add(alias.symbol);
      this.byAlias.set(alias.symbol, owner);
    }
  }

  private index(planned: Planned): void {
    this.byKey.set(planned.key, planned);
    this.bySymbol.set(planned.row.symbol, planned);
    if (planned.row.cik !== null) this.byCik.set(planned.row.cik, planned);
  }

  get companies(): Planned[] {
    return [...this.byKey.values()];
  }

  apply(item: CompanyImportRow): RowResult {
    const { input, line } = item;
    const bySymbol = this.bySymbol.get(input.symbol) ?? this.byAlias.get(input.symbol);
    let target = input.cik === undefined ? undefined : this.byCik.get(input.cik);
    if (!target && bySymbol) {
      if (input.cik !== undefined && bySymbol.row.cik !== null) {
        return {
          line,
          error: `ticker ${input.symbol} belongs to ${bySymbol.row.name} (CIK ${bySymbol.row.cik}), not CIK ${input.cik}`,
        };
      }
      target = bySymbol;
    }
    if (target) {
      const holder = this.bySymbol.get(input.symbol);
      if (holder && holder !== target) {
        return {
          line,
          error: `ticker ${input.symbol} is already the ticker of ${holder.row.name}`,
        };
      }
    }
    const isNew = !target;
    const company = target ?? this.create(input);
    const before = snapshot(company);
    if (!isNew) this.update(company, input);
    const warnings = this.addAliases(company, item.aliases);
    if (isNew) return { line, outcome: 'created', company, warnings };
    return {
      line,
      outcome: snapshot(company) === before ? 'unchanged' : 'updated',
      company,
      warnings,
    };
  }

  private create(input: CompanyInput): Planned {
    this.nextNew += 1;
    const planned: Planned = {
      key: `new:${this.nextNew}`,
      row: {
        id: '',
        name: input.name,
        symbol: input.symbol,
        exchange: input.exchange ?? null,
        industryId: industryOf(input) ?? null,
        sicCode: input.sicCode ?? null,
        website: input.website ?? null,
        logoUrl: input.logoUrl ?? null,
        cik: input.cik ?? null,
      },
      original: undefined,
      aliases: new Set(),
      originalAliases: new Set(),
    };
    this.index(planned);
    return planned;
  }

  /** Sets the fields the row gives; a field it leaves out keeps its value. */
  private update(company: Planned, input: CompanyInput): void {
    const row = company.row;
    // A row found by its CIK may bring the company's new ticker: the old one stays an alias,
    // so that older transcripts still find the company.
    if (input.symbol !== row.symbol && this.byAlias.get(input.symbol) !== company) {
      if (input.cik !== undefined && input.cik === row.cik) {
        this.bySymbol.delete(row.symbol);
        company.aliases.add(row.symbol);
        this.byAlias.set(row.symbol, company);
        row.symbol = input.symbol;
        this.bySymbol.set(row.symbol, company);
        // The new ticker may have been listed as another company's alias: it is this one's now.
        this.byAlias.get(row.symbol)?.aliases.delete(row.symbol);
        this.byAlias.delete(row.symbol);
      }
    }
    row.name = input.name;
    if (input.exchange !== undefined) row.exchange = input.exchange;
    if (input.sicCode !== undefined) row.sicCode = input.sicCode;
    if (input.website !== undefined) row.website = input.website;
    if (input.logoUrl !== undefined) row.logoUrl = input.logoUrl;
    const industryId = industryOf(input);
    if (industryId !== undefined) row.industryId = industryId;
    if (input.cik !== undefined && row.cik === null) {
      row.cik = input.cik;
      this.byCik.set(input.cik, company);
    }
  }

  private addAliases(company: Planned, aliases: readonly string[]): string[] {
    const warnings: string[] = [];
    for (const alias of aliases) {
      if (alias === company.row.symbol || company.aliases.has(alias)) continue;
      const holder = this.bySymbol.get(alias);
      if (holder) {
        warnings.push(`${alias} is the ticker of ${holder.row.name}; not added as an alias`);
        continue;
      }
      this.byAlias.get(alias)?.aliases.delete(alias);
      company.aliases.add(alias);
      this.byAlias.set(alias, company);
    }
    return warnings;
  }
}

function industryOf(input: CompanyInput): string | undefined {
  if (input.industryId) return input.industryId;
  return input.sicCode === undefined ? undefined : industryForSicCode(input.sicCode)?.id;
}

function snapshot(company: Planned): string {
  return JSON.stringify([company.row, [...company.aliases].sort()]);
}

function patchOf(original: AdminCompanyRow, row: AdminCompanyRow): CompanyPatch {
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (original[field] !== row[field]) patch[field] = row[field];
  }
  return patch as CompanyPatch;
}

/**
 * Applies rows of companies in one transaction, under the company write lock, and answers each
 * row's outcome. New companies are inserted, changed ones updated, aliases moved to the company
 * their CIK names. The typeahead sees the changes at once.
 */
async function applyCompanyRows(
  db: Database,
  rows: readonly CompanyImportRow[],
): Promise<RowResult[]> {
  const results = await db.transaction(async (tx) => {
    await lockCompanyWrites(tx);
    const known = await findCompaniesByKeys(tx, {
      symbols: [...new Set(rows.flatMap((row) => [row.input.symbol, ...row.aliases]))],
      ciks: [
        ...new Set(rows.flatMap((row) => (row.input.cik === undefined ? [] : [row.input.cik]))),
      ],
    });
    const plan = new CompanyPlan(
      known,
      await findAliases(
        tx,
        known.map((row) => row.id),
      ),
    );
    const applied = rows.map((row) => plan.apply(row));

    const planned = plan.companies;
    const fresh = planned.filter((company) => !company.original);
    const inserted = await insertCompanies(
      tx,
      fresh.map(({ row: { id: _id, ...values } }) => values),
    );
    fresh.forEach((company, index) => {
      const row = inserted[index];
      if (!row) throw new Error('a company insert answered fewer rows than it was given');
      company.row.id = row.id;
    });
    const primarySymbols = planned.map((company) => company.row.symbol);
    await deleteAliases(tx, primarySymbols);
    for (const company of planned) {
      if (!company.original) continue;
      const patch = patchOf(company.original, company.row);
      if (Object.keys(patch).length > 0) await updateCompany(tx, company.row.id, patch);
    }
    const movedAliases = planned.flatMap((company) =>
      [...company.aliases]
        .filter((symbol) => !company.originalAliases.has(symbol))
        .map((symbol) => ({ symbol, companyId: company.row.id })),
    );
    await saveAliases(tx, movedAliases);
    return applied;
  });
  invalidateCompanySearch(db);
  return results;
}

async function presentCompanies(
  db: Database,
  rows: readonly AdminCompanyRow[],
): Promise<AdminCompany[]> {
  const ids = rows.map((row) => row.id);
  const [aliases, transcripts] = await Promise.all([
    findAliases(db, ids),
    countCompanyTranscripts(db, ids),
  ]);
  const aliasesOf = new Map<string, string[]>();
  for (const alias of aliases) {
    aliasesOf.set(alias.companyId, [...(aliasesOf.get(alias.companyId) ?? []), alias.symbol]);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    exchange: row.exchange,
    industryId: row.industryId,
    website: row.website,
    logoUrl: row.logoUrl,
    cik: row.cik,
    aliases: (aliasesOf.get(row.id) ?? []).sort(),
    transcriptCount: transcripts.get(row.id) ?? 0,
  }));
}

/**
 * Creates a company, or updates the one with the same CIK (or, without a CIK, the same ticker
 * or alias). CONFLICT when the ticker belongs to another company. Audited.
 */
export async function createOrUpdateCompany(
  db: Database,
  input: CompanyInput,
  actor: CompanyActor,
): Promise<AdminCompanyResponse> {
  const [result] = await applyCompanyRows(db, [{ line: 1, input, aliases: [] }]);
  if (!result) throw new Error('applying one company answered nothing');
  if ('error' in result)
    throw new AppError('CONFLICT', `Cannot save ${input.symbol}: ${result.error}.`);
  if (result.outcome !== 'unchanged') {
    await recordAuditEvent(db, {
      actorId: actor.userId,
      action: result.outcome === 'created' ? 'company.created' : 'company.updated',
      targetId: result.company.row.id,
      detail: { symbol: result.company.row.symbol, name: result.company.row.name },
      ipAddress: actor.ipAddress,
    });
  }
  const [company] = await presentCompanies(db, [result.company.row]);
  if (!company) throw new Error('a saved company could not be read back');
  return { company, created: result.outcome === 'created' };
}

/**
 * Imports a CSV company list or the SEC's company_tickers.json: every good row is created or
 * updated, never duplicated; each bad row is reported with its line. Audited as one event.
 */
export async function importCompanies(
  db: Database,
  file: { bytes: Buffer; fileName: string },
  actor: CompanyActor,
): Promise<CompanyImportResult> {
  const parsed = parseCompanyFile(file.bytes, file.fileName);
  const results = parsed.rows.length === 0 ? [] : await applyCompanyRows(db, parsed.rows);
  const summary: CompanyImportResult = {
    format: parsed.format,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [...parsed.errors],
  };
  for (const result of results) {
    if ('error' in result) {
      summary.errors.push({ line: result.line, message: result.error });
      continue;
    }
    summary[result.outcome] += 1;
    for (const warning of result.warnings)
      summary.errors.push({ line: result.line, message: warning });
  }
  summary.errors.sort((a, b) => a.line - b.line);
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'company.imported',
    detail: {
      fileName: file.fileName,
      format: summary.format,
      created: summary.created,
      updated: summary.updated,
      unchanged: summary.unchanged,
      errors: summary.errors.length,
    },
    ipAddress: actor.ipAddress,
  });
  return summary;
}

/** Companies for the admin list, by name, at most ADMIN_COMPANIES_LIMIT. */
export async function listAdminCompanies(
  db: Database,
  filter: { q?: string; unclassified?: boolean },
): Promise<AdminCompany[]> {
  const rows = await listAdminCompanyRows(db, {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.unclassified ? { unclassified: true } : {}),
    limit: ADMIN_COMPANIES_LIMIT,
  });
  return presentCompanies(db, rows);
}

/** Every company with its ticker aliases: what a transcript's company is matched against. */
export async function listCompanyCandidates(
  db: Database,
): Promise<Array<{ id: string; name: string; symbol: string; aliases: string[] }>> {
  const [rows, aliases] = await Promise.all([listCandidateRows(db), listAllAliases(db)]);
  const aliasesOf = new Map<string, string[]>();
  for (const alias of aliases) {
    aliasesOf.set(alias.companyId, [...(aliasesOf.get(alias.companyId) ?? []), alias.symbol]);
  }
  return rows.map((row) => ({ ...row, aliases: aliasesOf.get(row.id) ?? [] }));
}
