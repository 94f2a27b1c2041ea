import type { FeedStory } from '@clearcall/contracts';

let sequence = 0;

/** A feed card as the story feed returns it; ids are unique per call. */
export function buildFeedStory(overrides: Partial<FeedStory> = {}): FeedStory {
  sequence += 1;
  const hex = sequence.toString(16).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${hex}`,
    companyId: '10000000-0000-4000-8000-000000000001',
    company: 'Acme Robotics',
    awsImageUrl: '/api/logos/ACME.svg',
    publishedDateTime: '2024-07-04T12:00:00.000Z',
    quarter: 2,
    year: 2024,
    contentType: 'earnings',
    source: 'Earnings call',
    title: `Acme Robotics Q2 2024 earnings call ${sequence}`,
    description: '',
    url: 'https://news.example.com/acme',
    channelId: 'D',
    channelName: 'Manufacturing',
    postUser: null,
    postUserTitle: null,
    viewShortSummary250: `Revenue grew 12 percent on strong demand for warehouse robots (${sequence}).`,
    viewLongSummary750: '',
    viewMangementCommentaryHighlight: '',
    viewQuestionAnswerHighlight: '',
    viewAsks: [],
    insightfulBy: {},
    insightfulCount: 3,
    thumbnailUrl: null,
    videoUrl: null,
    summaryData: {},
    ...overrides,
  };
}
