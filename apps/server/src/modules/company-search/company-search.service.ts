import { COMPANY_SEARCH_LIMIT, type CompanySearchHit } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { listSearchableCompanies } from './company-search.repository';
import { presentCompanySearchHit } from './company-search.presenter';
import { CompanySearchIndex } from './company-search-index';

/**
 * How long a loaded index answers before it is reloaded in the background. Companies change
 * rarely (ingestion, the demo loader), and a process that adds one calls
 * `invalidateCompanySearch`; other server processes see it within this time.
 */
const INDEX_TTL_MS = 60_000;

type CachedIndex = {
  index: CompanySearchIndex | undefined;
  loadedAt: number;
  loading: Promise<CompanySearchIndex> | undefined;
};

const cache = new WeakMap<Database, CachedIndex>();

function load(db: Database, entry: CachedIndex): Promise<CompanySearchIndex> {
  entry.loading ??= listSearchableCompanies(db)
    .then((companies) => {
      const index = new CompanySearchIndex(companies);
      entry.index = index;
      entry.loadedAt = Date.now();
      return index;
    })
    .finally(() => {
      entry.loading = undefined;
    });
  return entry.loading;
}

/** The search index of this database: loaded once, then refreshed in the background when old. */
async function searchIndexOf(db: Database): Promise<CompanySearchIndex> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { index: undefined, loadedAt: 0, loading: undefined };
    cache.set(db, entry);
  }
  if (!entry.index) return load(db, entry);
  if (Date.now() - entry.loadedAt > INDEX_TTL_MS) {
    // The old index keeps answering meanwhile; a failed reload is retried on the next search.
    load(db, entry).catch(() => undefined);
  }
  return entry.index;
}

/** Drops the loaded index, so the next search sees companies added or renamed since. */
export function invalidateCompanySearch(db: Database): void {
  // A load still in flight fills the forgotten entry, never the next one.
  cache.delete(db);
}

/** The typeahead: companies whose name starts with the text, then symbols, then names containing it. */
export async function searchCompanies(db: Database, text: string): Promise<CompanySearchHit[]> {
  const index = await searchIndexOf(db);
  return index.search(text, COMPANY_SEARCH_LIMIT).map(presentCompanySearchHit);
}
