import type { CompanyMetadata, PreviousTranscript, RelatedCompany } from '@clearcall/contracts';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import { finishFeedStory, presentStoryFields } from '../feed/feed.presenter';
import type {
  CompanyMetadataRow,
  PreviewStoryRow,
  PreviousTranscriptRow,
  RelatedCompanyRow,
} from './company.repository';
import type { StoryInsightsView } from './company.engine';

/**
 * The transcript preview as `{data: Story & {...}}` JSON: the story card's fields (keys listed
 * one by one, never the row) with the detail fields, the full text, the parsed transcript,
 * citations and key figures, closed by the feed's `finishFeedStory` with the caller's
 * Insightful mark. The engine output is spliced in as the JSON text it already is.
 */
export function transcriptPreviewJson(
  row: PreviewStoryRow,
  view: StoryInsightsView,
  callerId: string,
): string {
  const card = JSON.stringify({
    ...presentStoryFields(row, companyLogoUrl(row)),
    viewLongSummary750: view.longSummary,
    viewMangementCommentaryHighlight: view.commentaryHighlight,
    viewQuestionAnswerHighlight: view.qaHighlight,
    viewAsks: view.asks.map((ask) => ({
      question: ask.question,
      answer: ask.answer,
      citations: ask.citations,
    })),
    thumbnailUrl: row.thumbnailUrl,
    videoUrl: row.videoUrl,
    viewFullTranscript: row.content,
  });
  const { json } = view;
  const open =
    `${card.slice(0, -1)},"summaryData":${json.bullets === null ? '{}' : `{"bullets":${json.bullets}}`}` +
    `,"transcript":${json.transcript},"citations":${json.citations}` +
    `,"keyFigures":${json.keyFigures}`;
  const story = finishFeedStory(open, callerId, {
    count: row.insightfulCount,
    isMine: row.isMine,
  });
  return `{"data":${story}}`;
}

export function presentPreviousTranscript(row: PreviousTranscriptRow): PreviousTranscript {
  return { _id: row.id, quarter: row.quarter, year: row.year, contentType: 'earnings' };
}

export function presentCompanyMetadata(row: CompanyMetadataRow): CompanyMetadata {
  const { linkedin, twitter, youtube, facebook } = row.social;
  return {
    companyName: row.name,
    company: row.name,
    companyId: row.id,
    description: row.description,
    awsImageUrl: companyLogoUrl(row),
    website: row.website,
    social: { linkedin, twitter, youtube, facebook },
    following: row.isFollowed ? 1 : 0,
  };
}

export function presentRelatedCompany(row: RelatedCompanyRow): RelatedCompany {
  return {
    companyId: row.id,
    companyName: row.name,
    awsImageUrl: companyLogoUrl(row),
    postId: row.postId,
  };
}
