import { gzipSync } from 'node:zlib';
import { INDUSTRIES, type FeedStoryType, type SummaryType } from '@clearcall/contracts';

/** The columns a feed card is built from: the 250-word summary, never the full content. */
export type FeedStoryRow = {
  id: string;
  companyId: string;
  companyName: string;
  logoUrl: string | null;
  /** Null for a company without an industry yet. */
  industryId: string | null;
  contentType: FeedStoryType;
  publishedAt: Date | string;
  quarter: number | null;
  year: number | null;
  source: string;
  title: string;
  description: string;
  url: string | null;
  postUser: string | null;
  postUserTitle: string | null;
  thumbnailUrl: string | null;
  videoUrl: string | null;
  shortSummary: string;
  insightfulCount: number;
};

/** A Summary-tab row: one company quarter summarized by one source or one theme. */
export type FeedSummaryRow = {
  id: string;
  companyId: string;
  companyName: string;
  logoUrl: string | null;
  /** Null for a company without an industry yet. */
  industryId: string | null;
  type: SummaryType;
  publishedAt: Date | string;
  quarter: number;
  year: number;
  category: string;
  details: string;
  citations: string[];
};

/**
 * A story serialized once for the shared page cache, as the UTF-8 bytes it is sent as. `bytes`
 * is the card without its closing brace and without the per-caller fields, which every request
 * appends; `insightfulCount` is the count when the page was read from the database, at
 * `loadedAt`.
 */
export type CachedFeedStory = {
  id: string;
  bytes: Buffer;
  insightfulCount: number;
  loadedAt: number;
};

const CHANNEL_NAMES = new Map<string, string>(
  INDUSTRIES.map((industry) => [industry.id, industry.name]),
);

/** The channel name of a company without an industry (an imported, unclassified one). */
export const UNCLASSIFIED_CHANNEL = 'Unclassified';

/** A story's industry as its card's channel; an unclassified company's has an empty id. */
function channelOf(industryId: string | null): { channelId: string; channelName: string } {
  if (industryId === null) return { channelId: '', channelName: UNCLASSIFIED_CHANNEL };
  return { channelId: industryId, channelName: CHANNEL_NAMES.get(industryId) ?? industryId };
}

const SUMMARY_SOURCES: Record<SummaryType, string> = {
  summary_by_source: 'Summary by Sources',
  summary_by_theme: 'Summary by Theme',
};

function isoDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Serializes the shared part of a card; its keys are listed one by one, never the row. */
function openCard(card: Record<string, unknown>): string {
  const json = JSON.stringify(card);
  return json.slice(0, -1);
}

/** The story columns that feed cards and the transcript preview both show. */
export type StoryFieldsRow = Pick<
  FeedStoryRow,
  | 'id'
  | 'companyId'
  | 'companyName'
  | 'industryId'
  | 'publishedAt'
  | 'quarter'
  | 'year'
  | 'source'
  | 'title'
  | 'description'
  | 'url'
  | 'postUser'
  | 'postUserTitle'
  | 'shortSummary'
> & { contentType: string };

/** The contract's Story fields common to a feed card and a transcript preview, key by key. */
export function presentStoryFields(row: StoryFieldsRow, awsImageUrl: string) {
  return {
    _id: row.id,
    companyId: row.companyId,
    company: row.companyName,
    awsImageUrl,
    publishedDateTime: isoDate(row.publishedAt),
    quarter: row.quarter,
    year: row.year,
    contentType: row.contentType,
    source: row.source,
    title: row.title,
    description: row.description,
    url: row.url,
    ...channelOf(row.industryId),
    postUser: row.postUser,
    postUserTitle: row.postUserTitle,
    viewShortSummary250: row.shortSummary,
  };
}

/** The shared part of a story card, ready for the page cache. */
export function presentFeedStory(row: FeedStoryRow, loadedAt: number): CachedFeedStory {
  return {
    id: row.id,
    insightfulCount: row.insightfulCount,
    loadedAt,
    bytes: Buffer.from(
      openCard({
        ...presentStoryFields(row, row.logoUrl ?? ''),
        // Detail-page fields stay empty in feeds; the transcript preview serves them.
        viewLongSummary750: '',
        viewMangementCommentaryHighlight: '',
        viewQuestionAnswerHighlight: '',
        viewAsks: [],
        thumbnailUrl: row.thumbnailUrl,
        videoUrl: row.videoUrl,
        summaryData: {},
      }),
    ),
  };
}

/** A Summary-tab row in the story shape, so that every tab reads one kind of card. */
export function presentFeedSummary(row: FeedSummaryRow, loadedAt: number): CachedFeedStory {
  return {
    id: row.id,
    insightfulCount: 0,
    loadedAt,
    bytes: Buffer.from(
      openCard({
        _id: row.id,
        companyId: row.companyId,
        company: row.companyName,
        awsImageUrl: row.logoUrl ?? '',
        publishedDateTime: isoDate(row.publishedAt),
        quarter: row.quarter,
        year: row.year,
        contentType: row.type,
        source: SUMMARY_SOURCES[row.type],
        title: row.category,
        description: '',
        url: null,
        ...channelOf(row.industryId),
        postUser: null,
        postUserTitle: null,
        viewShortSummary250: row.details,
        viewLongSummary750: '',
        viewMangementCommentaryHighlight: '',
        viewQuestionAnswerHighlight: '',
        viewAsks: [],
        thumbnailUrl: null,
        videoUrl: null,
        summaryData: {
          category: row.category,
          summaryDetails: row.details,
          storyIds: row.citations,
        },
      }),
    ),
  };
}

/** The caller's side of a card: whether they marked it, and its current count. */
export type CardSide = { isMine: boolean; count: number };

/**
 * The end of a card with the caller's side: `insightfulBy` names the caller only when they
 * marked the story, and the count is the current one.
 */
function cardClose(callerId: string, side: CardSide): string {
  const mark = side.isMine ? `{${JSON.stringify(callerId)}:1}` : '{}';
  return `,"insightfulBy":${mark},"insightfulCount":${side.count}}`;
}

/** Closes an open card (a card's JSON without its closing brace) with the caller's side. */
export function finishFeedStory(openJson: string, callerId: string, side: CardSide): string {
  return `${openJson}${cardClose(callerId, side)}`;
}

const PAGE_OPEN = Buffer.from('{"result":[');
const PAGE_CLOSE = Buffer.from(']}');

/**
 * The `{result: [...]}` body of a feed page: the cached cards' bytes, each closed with the
 * caller's side of it (`sides`, in the cards' order), copied once into one buffer.
 */
function feedPageBody(
  cards: readonly CachedFeedStory[],
  callerId: string,
  sides: readonly CardSide[],
): Buffer {
  const parts: Buffer[] = [PAGE_OPEN];
  cards.forEach((card, index) => {
    const separator = index < cards.length - 1 ? ',' : '';
    parts.push(
      card.bytes,
      Buffer.from(`${cardClose(callerId, sides[index] as CardSide)}${separator}`),
    );
  });
  parts.push(PAGE_CLOSE);
  return Buffer.concat(parts);
}

/** Bodies below this size are sent as they are: compressing them saves next to nothing. */
const GZIP_MIN_BYTES = 1024;

/**
 * A page in the shared cache: its cards, and the whole body as most callers get it, with no
 * mark of theirs and the counts the page was read with, plain and gzip-compressed. Both are
 * built once, so that a caller with nothing of their own on the page is sent one of them as it
 * is, without copying or compressing anything.
 */
export type CachedFeedPage = {
  cards: readonly CachedFeedStory[];
  body: Buffer;
  gzipped: Buffer | null;
};

export function presentFeedPage(cards: readonly CachedFeedStory[]): CachedFeedPage {
  const sides = cards.map((card) => ({ isMine: false, count: card.insightfulCount }));
  const body = feedPageBody(cards, '', sides);
  return { cards, body, gzipped: body.length < GZIP_MIN_BYTES ? null : gzipSync(body) };
}

/** A page's body for one caller, with its gzip-compressed form when the cache holds it. */
export type FeedPageBody = { body: Buffer; gzipped: Buffer | null };

/** The page's body for one caller: the shared body unless a card's side differs from it. */
export function callerPageBody(
  page: CachedFeedPage,
  callerId: string,
  sideOf: (card: CachedFeedStory) => CardSide,
): FeedPageBody {
  const sides = page.cards.map(sideOf);
  const isShared = sides.every(
    (side, index) => !side.isMine && side.count === page.cards[index]?.insightfulCount,
  );
  if (isShared) return page;
  return { body: feedPageBody(page.cards, callerId, sides), gzipped: null };
}
