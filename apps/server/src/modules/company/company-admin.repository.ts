import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { companies, companyAliases, earningTranscripts } from '../../db/schema';

/** A company's fields an admin edits, and its import keys. */
export type AdminCompanyRow = {
  id: string;
  name: string;
  symbol: string;
  exchange: string | null;
  industryId: string | null;
  sicCode: number | null;
  website: string | null;
  logoUrl: string | null;
  cik: number | null;
};

export type NewCompanyRow = Omit<AdminCompanyRow, 'id'>;
export type CompanyPatch = Partial<NewCompanyRow>;

const ADMIN_COLUMNS = {
  id: companies.id,
  name: companies.name,
  symbol: companies.symbol,
  exchange: companies.exchange,
  industryId: companies.industryId,
  sicCode: companies.sicCode,
  website: companies.website,
  logoUrl: companies.logoUrl,
  cik: companies.cik,
};

/** Keys per query, well under the protocol's limit of bound parameters. */
const KEYS_PER_QUERY = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/**
 * Holds company writes until the transaction ends, so that two imports (or an import and the
 * form) never race to create the same ticker or CIK.
 */
export async function lockCompanyWrites(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('clearcall.companies.write'))`);
}

/** Companies whose CIK, ticker or alias is among the keys. */
export async function findCompaniesByKeys(
  tx: Database | Transaction,
  keys: { symbols: readonly string[]; ciks: readonly number[] },
): Promise<AdminCompanyRow[]> {
  const found = new Map<string, AdminCompanyRow>();
  for (const symbols of chunks(keys.symbols, KEYS_PER_QUERY)) {
    const rows = await tx
      .select(ADMIN_COLUMNS)
      .from(companies)
      .where(
        or(
          inArray(companies.symbol, symbols),
          inArray(
            companies.id,
            tx
              .select({ id: companyAliases.companyId })
              .from(companyAliases)
              .where(inArray(companyAliases.symbol, symbols)),
          ),
        ),
      );
    for (const row of rows) found.set(row.id, row);
  }
  for (const ciks of chunks(keys.ciks, KEYS_PER_QUERY)) {
    const rows = await tx.select(ADMIN_COLUMNS).from(companies).where(inArray(companies.cik, ciks));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

/** The aliases of the given companies. */
export async function findAliases(
  db: Database | Transaction,
  companyIds: readonly string[],
): Promise<Array<{ symbol: string; companyId: string }>> {
  const out: Array<{ symbol: string; companyId: string }> = [];
  for (const ids of chunks(companyIds, KEYS_PER_QUERY)) {
    out.push(
      ...(await db
        .select({ symbol: companyAliases.symbol, companyId: companyAliases.companyId })
        .from(companyAliases)
        .where(inArray(companyAliases.companyId, ids))),
    );
  }
  return out;
}

/** Inserts companies, a few hundred rows per statement; answers their rows in the same order. */
export async function insertCompanies(
  tx: Transaction,
  rows: readonly NewCompanyRow[],
): Promise<AdminCompanyRow[]> {
  const inserted: AdminCompanyRow[] = [];
  for (const batch of chunks(rows, 500)) {
    inserted.push(...(await tx.insert(companies).values(batch).returning(ADMIN_COLUMNS)));
  }
  return inserted;
}

export async function updateCompany(
  tx: Transaction,
  id: string,
  patch: CompanyPatch,
): Promise<void> {
  await tx.update(companies).set(patch).where(eq(companies.id, id));
}

/** Points each alias at its company, moving it from another company if it was there. */
export async function saveAliases(
  tx: Transaction,
  aliases: ReadonlyArray<{ symbol: string; companyId: string }>,
): Promise<void> {
  for (const batch of chunks(aliases, 1_000)) {
    await tx
      .insert(companyAliases)
      .values(batch)
      .onConflictDoUpdate({
        target: companyAliases.symbol,
        set: { companyId: sql`excluded.company_id` },
      });
  }
}

/** Drops aliases that became a company's own ticker. */
export async function deleteAliases(tx: Transaction, symbols: readonly string[]): Promise<void> {
  for (const batch of chunks(symbols, KEYS_PER_QUERY)) {
    await tx.delete(companyAliases).where(inArray(companyAliases.symbol, batch));
  }
}

/** Escapes `%`, `_` and `\` so that admin text matches literally inside ILIKE. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Companies for the admin list, by name: optionally those whose name, ticker or alias contains
 * the text, and optionally only the unclassified ones.
 */
export function listAdminCompanyRows(
  db: Database,
  filter: { q?: string; unclassified?: boolean; limit: number },
): Promise<AdminCompanyRow[]> {
  const conditions: SQL[] = [];
  if (filter.unclassified) conditions.push(isNull(companies.industryId));
  if (filter.q) {
    const pattern = `%${likeLiteral(filter.q)}%`;
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.symbol, pattern),
        inArray(
          companies.id,
          db
            .select({ id: companyAliases.companyId })
            .from(companyAliases)
            .where(ilike(companyAliases.symbol, pattern)),
        ),
      ) ?? sql`false`,
    );
  }
  return db
    .select(ADMIN_COLUMNS)
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(filter.limit);
}

/** How many earnings transcripts each of the companies has. */
export async function countCompanyTranscripts(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const ids of chunks(companyIds, KEYS_PER_QUERY)) {
    const rows = await db
      .select({ companyId: earningTranscripts.companyId, count: count() })
      .from(earningTranscripts)
      .where(inArray(earningTranscripts.companyId, ids))
      .groupBy(earningTranscripts.companyId);
    for (const row of rows) counts.set(row.companyId, row.count);
  }
  return counts;
}

/** Every company's id, name and ticker, for matching a transcript to its company. */
export function listCandidateRows(
  db: Database,
): Promise<Array<{ id: string; name: string; symbol: string }>> {
  return db
    .select({ id: companies.id, name: companies.name, symbol: companies.symbol })
    .from(companies)
    .orderBy(asc(companies.symbol));
}

/** Every alias, for matching. */
export function listAllAliases(
  db: Database,
): Promise<Array<{ symbol: string; companyId: string }>> {
  return db
    .select({ symbol: companyAliases.symbol, companyId: companyAliases.companyId })
    .from(companyAliases);
}
