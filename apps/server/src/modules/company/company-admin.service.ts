import {
  ADMIN_COMPANIES_LIMIT,
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
} from './company-admin.repository';
import { parseCompanyFile, type CompanyImportRow } from './company-import';
import { CompanyPlan, patchOf, type RowResult } from './company-plan';

/** Who changes companies, for the audit log. */
export type CompanyActor = { userId: string; ipAddress: string | null };

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
