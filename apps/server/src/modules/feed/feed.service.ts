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
import { getSessionPermissions } from '../upgrades/upgrades.service';
import { cachedFeedPage } from './feed.cache';
import {
  feedPageJson,
  finishFeedStory,
  presentFeedStory,
  presentFeedSummary,
  type CachedFeedStory,
} from './feed.presenter';
import {
  findInsightOverlay,
  findStoryPage,
  findSummaryPage,
  setInsightMark,
  type FeedFilter,
  type FeedOverlayRow,
} from './feed.repository';

export { invalidateFeedCache } from './feed.cache';

export const INSIGHT_MESSAGES: Record<InsightAction, string> = {
  like: 'Marked as insightful.',
  unlike: 'Insightful mark removed.',
};

type FeedRequest = { body: FeedBody; page: number };

const isSummaryType = (type: FeedStoryType): type is SummaryType =>
  (SUMMARY_TYPES as readonly string[]).includes(type);

/** The filter of a body, its ids de-duplicated and sorted so equal filters share cache pages. */
function filterOf(body: FeedBody): FeedFilter {
  const normalize = (ids: readonly string[]) => [...new Set(ids)].sort();
  if (body.company_filter) {
    return { kind: 'company', ids: normalize(body.company_filter.map((id) => id.toLowerCase())) };
  }
  if (body.channel_filter) return { kind: 'channel', ids: normalize(body.channel_filter) };
  return { kind: 'all' };
}

function filterKey(filter: FeedFilter): string {
  return filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.ids.join(',')}`;
}

function lockedTabError(type: FeedStoryType): AppError {
  const tab = TABS.find((candidate) => candidate.id === TAB_OF_STORY_TYPE[type]);
  return new AppError(
    'FORBIDDEN',
    `Your plan does not include the ${tab?.label ?? type} tab. Upgrade to see these stories.`,
  );
}

/** The shared (caller-independent) cards of one page, from the cache or the database. */
function loadPage(
  db: Database,
  types: readonly StoryType[] | SummaryType,
  filter: FeedFilter,
  page: number,
): Promise<CachedFeedStory[]> {
  const isEmptyFilter = filter.kind !== 'all' && filter.ids.length === 0;
  if (isEmptyFilter || types.length === 0) return Promise.resolve([]);
  const typeKey = typeof types === 'string' ? types : types.join(',');
  return cachedFeedPage(db, `${typeKey}|${filterKey(filter)}|${page}`, async () => {
    if (typeof types === 'string') {
      const rows = await findSummaryPage(db, { type: types, filter, page });
      return rows.map(presentFeedSummary);
    }
    const rows = await findStoryPage(db, { types, filter, page });
    return rows.map(presentFeedStory);
  });
}

/** The caller's own marks and the current counts of the page's stories, by story id. */
async function loadOverlay(
  db: Database,
  callerId: string,
  cards: CachedFeedStory[],
  isSummary: boolean,
): Promise<Map<string, FeedOverlayRow>> {
  if (isSummary || cards.length === 0) return new Map();
  const rows = await findInsightOverlay(
    db,
    callerId,
    cards.map((card) => card.id),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function pageJson(
  callerId: string,
  cards: CachedFeedStory[],
  overlay: Map<string, FeedOverlayRow>,
): string {
  return feedPageJson(cards.map((card) => finishFeedStory(card, callerId, overlay.get(card.id))));
}

/**
 * One feed page as the JSON body `{result: [Story]}`: 20 published stories, newest first, of the
 * requested type or of every story type the caller's permissions open. A locked type is
 * refused with FORBIDDEN. Pages are shared between users through the feed cache; only the
 * caller's marks and the counts are read per request.
 */
export async function getFeedPageJson(
  db: Database,
  caller: SessionIdentity,
  request: FeedRequest,
): Promise<string> {
  const { body, page } = request;
  const filter = filterOf(body);
  const permissionsLoad: Promise<Permissions> = getSessionPermissions(db, caller);
  const requested = body.story_type;
  if (requested) {
    // The page is shared by every caller, so it and the caller's marks on it are read while
    // the permissions are; a locked type is refused before anything is sent.
    const isSummary = isSummaryType(requested);
    const pageLoad = loadPage(db, isSummary ? requested : [requested], filter, page);
    const overlayLoad = pageLoad.then((cards) => loadOverlay(db, caller.userId, cards, isSummary));
    overlayLoad.catch(() => undefined);
    const permissions = await permissionsLoad;
    if (!permissions[TAB_OF_STORY_TYPE[requested]]) throw lockedTabError(requested);
    return pageJson(caller.userId, await pageLoad, await overlayLoad);
  }
  const permissions = await permissionsLoad;
  const types = STORY_TYPES.filter((type) => permissions[TAB_OF_STORY_TYPE[type]]);
  const cards = await loadPage(db, types, filter, page);
  return pageJson(caller.userId, cards, await loadOverlay(db, caller.userId, cards, false));
}

/**
 * Marks or unmarks a published story as insightful for the caller; repeating it changes
 * nothing. NOT_FOUND for a story that does not exist or is not published.
 */
export async function setInsightful(
  db: Database,
  input: { userId: string; storyId: string; action: InsightAction },
): Promise<string> {
  const outcome = await setInsightMark(db, {
    userId: input.userId,
    storyId: input.storyId,
    isLiked: input.action === 'like',
  });
  if (!outcome.isFound) throw new AppError('NOT_FOUND', 'No story has this id.');
  return INSIGHT_MESSAGES[input.action];
}
