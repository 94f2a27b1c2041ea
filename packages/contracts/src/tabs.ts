/** Story content types as stored and as sent in `story_type`. */
export const STORY_TYPES = [
  'earnings',
  'news',
  'companyReports',
  'hiring',
  'youtubeAndWebinar',
  'linkedin',
] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/** Summary types served by the Summary tab. */
export const SUMMARY_TYPES = ['summary_by_source', 'summary_by_theme'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];

/** Permission keys: one per feed tab. */
export const TAB_IDS = [
  'earnings',
  'news',
  'reports',
  'hiring',
  'youtube',
  'social',
  'summary',
] as const;
export type TabId = (typeof TAB_IDS)[number];

export type Permissions = Record<TabId, boolean>;

type TabDefinition = {
  id: TabId;
  label: string;
  path: string;
  storyTypes: readonly (StoryType | SummaryType)[];
};

/** The feed tabs in display order, with their paths and the story types they show. */
export const TABS: readonly TabDefinition[] = [
  { id: 'earnings', label: 'Earnings', path: '/earnings/feeds', storyTypes: ['earnings'] },
  { id: 'news', label: 'News', path: '/news/feeds', storyTypes: ['news'] },
  {
    id: 'reports',
    label: 'Company Reports',
    path: '/reports/feeds',
    storyTypes: ['companyReports'],
  },
  { id: 'hiring', label: 'Hiring', path: '/hiring/feeds', storyTypes: ['hiring'] },
  {
    id: 'youtube',
    label: 'YouTube & Webinars',
    path: '/youtube/feeds',
    storyTypes: ['youtubeAndWebinar'],
  },
  { id: 'social', label: 'Social', path: '/social/feeds', storyTypes: ['linkedin'] },
  { id: 'summary', label: 'Summary', path: '/summary/feeds', storyTypes: SUMMARY_TYPES },
];

/** The tab whose permission key governs a story type. */
export const TAB_OF_STORY_TYPE: Record<StoryType | SummaryType, TabId> = {
  earnings: 'earnings',
  news: 'news',
  companyReports: 'reports',
  hiring: 'hiring',
  youtubeAndWebinar: 'youtube',
  linkedin: 'social',
  summary_by_source: 'summary',
  summary_by_theme: 'summary',
};
