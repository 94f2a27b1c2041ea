import { industryForSicCode, type CompanyInput } from '@clearcall/contracts';
import type { AdminCompanyRow, CompanyPatch } from './company-admin.repository';
import type { CompanyImportRow } from './company-import';

export type Outcome = 'created' | 'updated' | 'unchanged';

/** A company as the plan holds it while rows are applied in memory. */
export type Planned = {
  key: string;
  row: AdminCompanyRow;
  original: AdminCompanyRow | undefined;
  aliases: Set<string>;
  originalAliases: Set<string>;
};

export type RowResult =
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
 * Company rows applied in memory over the companies they name, so that rows of one file that
 * name the same company merge and the service writes only what changed. The key is the CIK when
 * a row has one, else the ticker or one of the company's aliases.
 */
export class CompanyPlan {
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

export function patchOf(original: AdminCompanyRow, row: AdminCompanyRow): CompanyPatch {
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (original[field] !== row[field]) patch[field] = row[field];
  }
  return patch as CompanyPatch;
}
