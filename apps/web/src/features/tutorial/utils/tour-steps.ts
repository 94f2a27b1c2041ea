import { matchPath } from 'react-router';
import { COMPANY_FEED_SEGMENT, paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { clickTarget, delay, findTarget, typeInto, waitUntil } from './tour-dom';

/** The data-tour attributes the steps point at, set on the features' own elements. */
export const TOUR_TARGETS = {
  feedTabs: '[data-tour="feed-tabs"]',
  feed: '[data-tour="feed"]',
  feedFilter: '[data-tour="feed-filter"]',
  feedMessage: '[data-tour="feed-message"]',
  storyCard: '[data-tour="story-card"]',
  viewDetails: '[data-tour="view-details"]',
  summaryTab: '[data-tour="story-tab-summary"]',
  transcriptTab: '[data-tour="story-tab-transcript"]',
  faqsTab: '[data-tour="story-tab-faqs"]',
  citation: '[data-tour="citation"]',
  citedSentence: '[data-cited]',
  companyName: '[data-tour="company-name"]',
  follow: '[data-tour="follow"]',
  companySearch: '[data-tour="company-search"]',
  companySearchResults: '[data-tour="company-search-results"]',
  companySearchOption: '[data-tour="company-search-results"] [role="option"]',
} as const;

/** What the tour learns on the way: the story it opens and that story's company. */
export type TourContext = {
  /** The first card's View Details link, /Filings/{companyId}/{storyId}. */
  storyHref: string | null;
  /** The company of that story, typed into the header search. */
  companyName: string | null;
  /** Whether the tour typed into the search box, so that stopping early can clear it. */
  hasTypedSearch: boolean;
};

export type TourPlacement = 'top' | 'bottom' | 'left' | 'right' | 'center';

export type TourStepDefinition = {
  id: string;
  title: string;
  content: string;
  /** Selectors of the element to point at, in order of preference; 'body' for a centred step. */
  target: readonly string[];
  placement?: TourPlacement;
  /** Where the step is shown; the tour navigates there first when the reader is elsewhere. */
  route?: (context: TourContext) => string | null;
  /** Runs on arrival, before the tour waits for the target: opens a tab, types a search. */
  prepare?: (context: TourContext) => Promise<void> | void;
  /** The element sits in the fixed header: nothing to scroll to. */
  isInHeader?: boolean;
  /** Room to leave above the target when scrolling to it, when more than the header needs. */
  scrollOffset?: number;
};

/** The specification's 0.5 s between the transcript highlight and the FAQs. */
export const FAQS_DELAY_MS = 500;
/** How long the search step waits for the Companies panel to list its matches. */
const SEARCH_RESULTS_WAIT_MS = 5000;
/** The transcript's search bar sticks below the header; the highlight must clear both. */
const TRANSCRIPT_SCROLL_OFFSET = LAYOUT.headerHeight + 96;

const EARNINGS_FEED_HREF = paths.app.feed.getHref('earnings');
const COMPANY_FEED_HREF = paths.app.feed.getHref(COMPANY_FEED_SEGMENT);
/** The Earnings feed of one company: /earnings/feeds?company={companyId} (specification, section 2). */
const COMPANY_QUERY_PARAM = 'company';

function readCompanyId(storyHref: string | null): string | null {
  if (!storyHref) return null;
  return matchPath(paths.app.story.path, storyHref)?.params.companyId ?? null;
}

function findSearchInput(): HTMLInputElement | null {
  const element = findTarget([TOUR_TARGETS.companySearch]);
  return element instanceof HTMLInputElement ? element : null;
}

/** Types into the header's company search, with the header in view. */
async function setSearchText(context: TourContext, text: string): Promise<void> {
  window.scrollTo({ top: 0 });
  await waitUntil(() => findSearchInput() !== null, SEARCH_RESULTS_WAIT_MS);
  const input = findSearchInput();
  if (!input) return;
  if (input.value !== text) typeInto(input, text);
  context.hasTypedSearch = text !== '';
}

/** Empties the header search when the tour stops with text of its own still in it. */
export function clearTourSearch(context: TourContext): void {
  const input = findSearchInput();
  if (context.hasTypedSearch && input) typeInto(input, '');
  context.hasTypedSearch = false;
}

/**
 * The 13 steps. Indices are the specification's step numbers: the tour changes route at steps
 * 2 (into the first story), 7 (the Company Feed) and 10 (the searched company's stories); it
 * shows the Summary tab at 3, the cited highlight at 4 and the FAQs 0.5 s later; it empties the
 * search box at 8 and 11 and fills it at 9.
 */
export const TOUR_STEPS: readonly TourStepDefinition[] = [
  {
    id: 'feed',
    title: 'Your earnings feed',
    content:
      'Every new earnings call from the industries you follow lands here, newest first. The tabs switch to news, company reports, hiring and more.',
    target: [TOUR_TARGETS.feedTabs],
    route: () => EARNINGS_FEED_HREF,
  },
  {
    id: 'card',
    title: 'One call per card',
    content:
      'Each card shows the company, the call date and a 250-word summary. Mark a call Insightful to keep track of the ones that matter to you.',
    target: [TOUR_TARGETS.storyCard],
    route: () => EARNINGS_FEED_HREF,
  },
  {
    id: 'view-details',
    title: 'View Details',
    content:
      "View Details opens the call's own page with the long summary, the full transcript and FAQs. Select Next and the tour opens this one.",
    target: [TOUR_TARGETS.viewDetails],
    route: () => EARNINGS_FEED_HREF,
    prepare: (context) => {
      context.storyHref = findTarget([TOUR_TARGETS.viewDetails])?.getAttribute('href') ?? null;
    },
  },
  {
    id: 'summary',
    title: 'The call in 750 words',
    content:
      'The Summary tab condenses the call into about 750 words. Every sentence cites the transcript: select one to read the passage it comes from.',
    target: [TOUR_TARGETS.summaryTab],
    route: (context) => context.storyHref,
    prepare: async () => {
      await waitUntil(() => clickTarget([TOUR_TARGETS.summaryTab]), SEARCH_RESULTS_WAIT_MS);
    },
  },
  {
    id: 'transcript',
    title: 'Full Transcript',
    content:
      'The complete call, speaker by speaker. The passage behind a summary sentence is highlighted, and the search box finds any word in the call.',
    target: [TOUR_TARGETS.citedSentence, TOUR_TARGETS.transcriptTab],
    route: (context) => context.storyHref,
    scrollOffset: TRANSCRIPT_SCROLL_OFFSET,
    prepare: () => {
      if (!clickTarget([TOUR_TARGETS.citation])) clickTarget([TOUR_TARGETS.transcriptTab]);
    },
  },
  {
    id: 'faqs',
    title: 'FAQs',
    content:
      'The questions an analyst would ask about this call, each answered from the call itself with citations to the transcript.',
    target: [TOUR_TARGETS.faqsTab],
    route: (context) => context.storyHref,
    prepare: async () => {
      await delay(FAQS_DELAY_MS);
      clickTarget([TOUR_TARGETS.faqsTab]);
    },
  },
  {
    id: 'follow',
    title: 'Follow the company',
    content:
      'Follow a company to collect its calls, news and filings in your Company Feed as soon as they are published.',
    target: [TOUR_TARGETS.follow],
    route: (context) => context.storyHref,
    prepare: (context) => {
      context.companyName = findTarget([TOUR_TARGETS.companyName])?.textContent?.trim() || null;
    },
  },
  {
    id: 'company-feed',
    title: 'Your Company Feed',
    content:
      'The Company Feed, at /company/feeds, gathers the latest stories of every company you follow in one place. Until you follow one, it tells you how to start.',
    target: [TOUR_TARGETS.storyCard, TOUR_TARGETS.feedMessage],
    route: () => COMPANY_FEED_HREF,
  },
  {
    id: 'search',
    title: 'Search 500+ companies',
    content:
      'Looking for a company you do not follow? Type its name or ticker here; matches appear as you type.',
    target: [TOUR_TARGETS.companySearch],
    route: () => COMPANY_FEED_HREF,
    prepare: (context) => setSearchText(context, ''),
    isInHeader: true,
  },
  {
    id: 'search-results',
    title: 'Matching companies',
    content:
      'Matches appear in the Companies panel. Choosing one opens its stories in the Earnings feed.',
    target: [TOUR_TARGETS.companySearchResults],
    route: () => COMPANY_FEED_HREF,
    prepare: async (context) => {
      await setSearchText(context, context.companyName ?? '');
      await waitUntil(
        () => findTarget([TOUR_TARGETS.companySearchOption]) !== null,
        SEARCH_RESULTS_WAIT_MS,
      );
    },
    isInHeader: true,
  },
  {
    id: 'company-stories',
    title: "A company's stories",
    content:
      'This is the Earnings feed narrowed to the company you searched for: all its calls, newest first.',
    target: [TOUR_TARGETS.storyCard, TOUR_TARGETS.feed],
    route: (context) => {
      const companyId = readCompanyId(context.storyHref);
      if (!companyId) return EARNINGS_FEED_HREF;
      const query = new URLSearchParams({ [COMPANY_QUERY_PARAM]: companyId });
      return `${EARNINGS_FEED_HREF}?${query.toString()}`;
    },
  },
  {
    id: 'filter',
    title: 'Shape your feed',
    content:
      'Pick industries and companies here to focus any feed; the edit buttons change what you follow.',
    target: [TOUR_TARGETS.feedFilter],
    prepare: (context) => setSearchText(context, ''),
  },
  {
    id: 'end',
    title: 'You are all set',
    content:
      'New calls arrive in your feed as companies report. To compare calls or ask questions across companies, open Analysis from the menu.',
    target: ['body'],
    placement: 'center',
  },
];
