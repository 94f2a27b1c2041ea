import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyAliases } from '../../db/schema';

export type SearchableCompany = {
  id: string;
  name: string;
  symbol: string;
  logoUrl: string | null;
  /** The company's other tickers (a CIK's other share classes), as the SEC lists them. */
  aliases: string[];
};

/**
 * Every company with the fields the typeahead needs, ordered by lower-cased name, the order of
 * the `companies_name_lower_idx` index, so the database reads it in index order.
 */
export async function listSearchableCompanies(db: Database): Promise<SearchableCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
      aliases: sql<
        string | null
      >`(select string_agg(${companyAliases.symbol}, ' ') from ${companyAliases} where ${companyAliases.companyId} = ${companies.id})`,
    })
    .from(companies)
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
  return rows.map((row) => ({ ...row, aliases: row.aliases ? row.aliases.split(' ') : [] }));
}
