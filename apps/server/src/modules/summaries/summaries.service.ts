import {
  SUMMARY_CONTENT_TYPES,
  SUMMARY_SOURCE_NAMES,
  type SummaryCompany,
  type SummaryItem,
  type SummaryQuery,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { DatabaseCache } from '../../lib/database-cache';
import type { SessionIdentity } from '../auth/auth.service';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import { FEED_PAGE_TTL_MS, feedCacheVersion } from '../feed/feed.service';
import { getSessionPermissions } from '../premium/premium.service';
import {
  listSummaryItems,
  listSummaryPeriods,
  type SummaryItemRow,
  type SummaryPeriodRow,
} from './summaries.repository';

export const SUMMARY_LOCKED_MESSAGE =
  'Your plan does not include the Summary tab. Upgrade to see these summaries.';

/**
 * The menus change only when a story is published, which invalidates the feed cache: they are
 * kept under the feed's version, as long as a feed page is, and only the current version.
 */
const optionsCache = new DatabaseCache<SummaryCompany[]>({
  ttlMs: FEED_PAGE_TTL_MS,
  maxEntries: 1,
});

function groupByCompany(rows: readonly SummaryPeriodRow[]): SummaryCompany[] {
  const byCompany = new Map<string, SummaryCompany>();
  for (const row of rows) {
    let company = byCompany.get(row.companyId);
    if (!company) {
      company = {
        companyId: row.companyId,
        companyName: row.companyName,
        awsImageUrl: companyLogoUrl(row),
        quarters: [],
      };
      byCompany.set(row.companyId, company);
    }
    company.quarters.push({ year: row.year, quarter: row.quarter, sources: row.sources });
  }
  return [...byCompany.values()];
}

async function requireSummaryTab(db: Database, caller: SessionIdentity): Promise<void> {
  const permissions = await getSessionPermissions(db, caller);
  if (!permissions.summary) throw new AppError('FORBIDDEN', SUMMARY_LOCKED_MESSAGE);
}

/** Every company with Summary-tab entries and its quarters, for the tab's menus. */
export async function getSummaryOptions(
  db: Database,
  caller: SessionIdentity,
  now: number = Date.now(),
): Promise<SummaryCompany[]> {
  await requireSummaryTab(db, caller);
  return optionsCache.get(db, 'menus', () => listSummaryPeriods(db).then(groupByCompany), {
    version: feedCacheVersion(),
    now,
  });
}

/** Sources in the order the product lists them (earnings calls first), then themes by name. */
const SOURCE_ORDER: readonly string[] = Object.values(SUMMARY_SOURCE_NAMES);

function bySourceOrder(a: SummaryItemRow, b: SummaryItemRow): number {
  const rank = (row: SummaryItemRow) => {
    const index = SOURCE_ORDER.indexOf(row.category);
    return index === -1 ? SOURCE_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.category.localeCompare(b.category);
}

function presentSummaryItem(row: SummaryItemRow): SummaryItem {
  return {
    _id: row.id,
    companyId: row.companyId,
    company: row.companyName,
    awsImageUrl: companyLogoUrl(row),
    publishedDateTime: row.publishedAt.toISOString(),
    contentType: SUMMARY_CONTENT_TYPES[row.type],
    category: row.category,
    summaryDetails: row.details,
    storyIds: row.citations,
  };
}

/** One company quarter's Summary-tab entries of one type; an empty list when it has none. */
export async function getSummaryItems(
  db: Database,
  caller: SessionIdentity,
  query: SummaryQuery,
): Promise<SummaryItem[]> {
  await requireSummaryTab(db, caller);
  const rows = await listSummaryItems(db, query);
  return rows.sort(bySourceOrder).map(presentSummaryItem);
}
