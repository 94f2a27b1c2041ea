import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';

export type SearchableCompany = {
  id: string;
  name: string;
  symbol: string;
  logoUrl: string | null;
};

/**
 * Every company with the fields the typeahead needs, ordered by lower-cased name, the order of
 * the `companies_name_lower_idx` index, so the database reads it in index order.
 */
export async function listSearchableCompanies(db: Database): Promise<SearchableCompany[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
}
