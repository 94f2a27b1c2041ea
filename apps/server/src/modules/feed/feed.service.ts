import {
  STORY_TYPES,
  SUMMARY_TYPES,
  TAB_OF_STORY_TYPE,
  TABS,
  type FeedBody,
  type FeedStoryType,
  type InsightAction,
  type Permissions,
  type StoryType,
  type SummaryType,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { SessionIdentity } from '../auth/auth.service';
import { requireStoryTab } from '../premium/tab-access';
import { getSessionPermissions } from '../premium/premium.service';
import { cachedFeedPage } from './feed.cache';
import {
  callerPageBody,
  presentFeedPage,
  presentFeedStory,
  presentFeedSummary,
  type CachedFeedPage,
  type FeedPageBody,
} from './feed.presenter';
import { cachedUserMarks, currentInsightfulCount, recordMarkChange } from './feed.marks';
import {
  findPublishedStoryType,
  findStoryPage,
  findReaderScope,
  findSummaryPage,
  type FeedFilter,
  type ReaderScope,
} from './feed.repository';
import { findUserMarks, setInsightMark } from '../stories/stories.likes';

export { feedCacheVersion, FEED_PAGE_TTL_MS, invalidateFeedCache } from './feed.cache';

export const INSIGHT_MESSAGES: Record<InsightAction, string> = {
  like: 'Marked as insightful.',
  unlike: 'Insightful mark removed.',
};

type FeedRequest = { body: FeedBody; page: number };

const isSummaryType = (type: FeedStoryType): type is SummaryType =>
  (SUMMARY_TYPES as readonly string[]).includes(type);

const normalize = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * The filter of a body, its ids de-duplicated and sorted so equal filters share cache pages. A
 * body without a filter asks for the reader's own feed (`scope`, loaded only then); a reader
 * who has chosen no industry and follows no company sees every story.
 */
async function filterOf(body: FeedBody, scope: () => Promise<ReaderScope>): Promise<FeedFilter> {
  if (body.company_filter) {
    return { kind: 'company', ids: normalize(body.company_filter.map((id) => id.toLowerCase())) };
  }
  if (body.channel_filter) return { kind: 'channel', ids: normalize(body.channel_filter) };
  if (body.all_companies) return { kind: 'all' };
  const { channels, companies } = await scope();
  if (channels.length === 0 && companies.length === 0) return { kind: 'all' };
  return { kind: 'reader', channels, companies };
}

function filterKey(filter: FeedFilter): string {
  switch (filter.kind) {
    case 'all':
      return 'all';
    case 'reader':
      return `reader:${filter.channels.join(',')}:${filter.companies.join(',')}`;
    default:
      return `${filter.kind}:${filter.ids.join(',')}`;
  }
}

function lockedTabError(type: FeedStoryType): AppError {
  const tab = TABS.find((candidate) => candidate.id === TAB_OF_STORY_TYPE[type]);
  return new AppError(
    'FORBIDDEN',
    `Your plan does not include the ${tab?.label ?? type} tab. Upgrade to see these stories.`,
  );
}

const EMPTY_PAGE = presentFeedPage([]);

/** The shared (caller-independent) cards of one page, from the cache or the database. */
function loadPage(
  db: Database,
  types: readonly StoryType[] | SummaryType,
  filter: FeedFilter,
  page: number,
): Promise<CachedFeedPage> {
  const isEmptyFilter =
    (filter.kind === 'company' || filter.kind === 'channel') && filter.ids.length === 0;
  if (isEmptyFilter || types.length === 0) return Promise.resolve(EMPTY_PAGE);
  const typeKey = typeof types === 'string' ? types : types.join(',');
  return cachedFeedPage(db, `${typeKey}|${filterKey(filter)}|${page}`, async () => {
    const loadedAt = Date.now();
    if (typeof types === 'string') {
      const rows = await findSummaryPage(db, { type: types, filter, page });
      return presentFeedPage(rows.map((row) => presentFeedSummary(row, loadedAt)));
    }
    const rows = await findStoryPage(db, { types, filter, page });
    return presentFeedPage(rows.map((row) => presentFeedStory(row, loadedAt)));
  });
}

/** The ids of the stories the caller marked; summaries cannot be marked, so none are read. */
function loadMarks(
  db: Database,
  callerId: string,
  isSummary: boolean,
): Promise<ReadonlySet<string>> {
  if (isSummary) return Promise.resolve(new Set());
  return cachedUserMarks(db, callerId, () => findUserMarks(db, callerId));
}

function pageBody(
  db: Database,
  callerId: string,
  page: CachedFeedPage,
  marks: ReadonlySet<string>,
): FeedPageBody {
  return callerPageBody(page, callerId, (card) => ({
    isMine: marks.has(card.id),
    count: currentInsightfulCount(db, card.id, card.insightfulCount, card.loadedAt),
  }));
}

/**
 * One feed page as the UTF-8 JSON body `{result: [Story]}`, with its gzip form when the page is
 * shared: 20 published stories, newest first, of the requested type or of every story type the
 * caller's permissions open. A locked type is refused with FORBIDDEN. Pages are shared between
 * users through the feed cache and the caller's own marks come from a per-user cache, so a warm
 * request reads nothing.
 */
export async function getFeedPage(
  db: Database,
  caller: SessionIdentity,
  request: FeedRequest,
): Promise<FeedPageBody> {
  const { body, page } = request;
  const permissionsLoad: Promise<Permissions> = getSessionPermissions(db, caller);
  permissionsLoad.catch(() => undefined);
  const filter = await filterOf(body, () => findReaderScope(db, caller.userId));
  const requested = body.story_type;
  if (requested) {
    // The page is shared by every caller, so it and the caller's marks are read while the
    // permissions are; a locked type is refused before anything is sent.
    const isSummary = isSummaryType(requested);
    const pageLoad = loadPage(db, isSummary ? requested : [requested], filter, page);
    const marksLoad = loadMarks(db, caller.userId, isSummary);
    pageLoad.catch(() => undefined);
    marksLoad.catch(() => undefined);
    const permissions = await permissionsLoad;
    if (!permissions[TAB_OF_STORY_TYPE[requested]]) throw lockedTabError(requested);
    return pageBody(db, caller.userId, await pageLoad, await marksLoad);
  }
  const marksLoad = loadMarks(db, caller.userId, false);
  marksLoad.catch(() => undefined);
  const permissions = await permissionsLoad;
  const types = STORY_TYPES.filter((type) => permissions[TAB_OF_STORY_TYPE[type]]);
  const shared = await loadPage(db, types, filter, page);
  return pageBody(db, caller.userId, shared, await marksLoad);
}

/**
 * Marks or unmarks a published story as insightful for the caller; repeating it changes
 * nothing. NOT_FOUND for a story that does not exist or is not published, and FORBIDDEN, as its
 * preview answers, for a story on a tab the caller's plan locks.
 */
export async function setInsightful(
  db: Database,
  caller: SessionIdentity,
  input: { storyId: string; action: InsightAction },
): Promise<string> {
  const permissionsLoad = getSessionPermissions(db, caller);
  permissionsLoad.catch(() => undefined);
  const type = await findPublishedStoryType(db, input.storyId);
  if (!type) throw new AppError('NOT_FOUND', 'No story has this id.');
  requireStoryTab(await permissionsLoad, type);
  const outcome = await setInsightMark(db, {
    userId: caller.userId,
    storyId: input.storyId,
    isLiked: input.action === 'like',
  });
  if (!outcome.isFound) throw new AppError('NOT_FOUND', 'No story has this id.');
  if (outcome.isChanged && outcome.count !== null) {
    recordMarkChange(db, { userId: caller.userId, storyId: input.storyId, count: outcome.count });
  }
  return INSIGHT_MESSAGES[input.action];
}
