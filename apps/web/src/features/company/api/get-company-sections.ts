import {
  CompanyInsightsResponseSchema,
  NewsPreviewResponseSchema,
  PreviousTranscriptsResponseSchema,
  RelatedCompaniesResponseSchema,
  type CompanyInsights,
  type FeedStory,
  type PreviousTranscript,
  type RelatedCompany,
} from '@clearcall/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const SECTION_STALE_MS = 5 * 60 * 1000;
// These sections fail silently (the specification's silent failures): one retry, then hidden.
const sectionQuery = { staleTime: SECTION_STALE_MS, retry: 1 } as const;

/** The company's other earnings-call transcripts, newest first. */
export async function getPreviousTranscripts(
  storyId: string,
  signal?: AbortSignal,
): Promise<PreviousTranscript[]> {
  const response = await apiRequest(`/user/previous-transcripts/${encodeURIComponent(storyId)}`, {
    schema: PreviousTranscriptsResponseSchema,
    signal,
  });
  return response.data;
}

export function usePreviousTranscripts(storyId: string) {
  return useQuery({
    ...sectionQuery,
    queryKey: ['company', 'previous-transcripts', storyId],
    queryFn: ({ signal }) => getPreviousTranscripts(storyId, signal),
  });
}

/** Companies of the same industry, most similar first, each with its latest transcript. */
export async function getRelatedCompanies(
  channelId: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<RelatedCompany[]> {
  const path = [channelId, companyId].map(encodeURIComponent).join('/');
  const response = await apiRequest(`/user/related-companies/${path}`, {
    schema: RelatedCompaniesResponseSchema,
    signal,
  });
  return response.data;
}

export function useRelatedCompanies(channelId: string | null, companyId: string) {
  return useQuery({
    ...sectionQuery,
    queryKey: ['company', 'related', channelId, companyId],
    queryFn: ({ signal }) => getRelatedCompanies(channelId ?? '', companyId, signal),
    enabled: channelId !== null && channelId !== '',
  });
}

/** The company's latest news cards. */
export async function getNewsPreview(
  companyId: string,
  signal?: AbortSignal,
): Promise<FeedStory[]> {
  const response = await apiRequest(`/user/news-preview/${encodeURIComponent(companyId)}`, {
    schema: NewsPreviewResponseSchema,
    signal,
  });
  return response.data;
}

export function useNewsPreview(companyId: string) {
  return useQuery({
    ...sectionQuery,
    queryKey: ['company', 'news', companyId],
    queryFn: ({ signal }) => getNewsPreview(companyId, signal),
  });
}

/** Trends, Buzz Index, SWOT and Strategy computed from the company's stories. */
export async function getCompanyInsights(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyInsights> {
  const response = await apiRequest(`/user/company-insights/${encodeURIComponent(companyId)}`, {
    schema: CompanyInsightsResponseSchema,
    signal,
  });
  return response.data;
}

export function useCompanyInsights(companyId: string) {
  return useQuery({
    ...sectionQuery,
    queryKey: ['company', 'insights', companyId],
    queryFn: ({ signal }) => getCompanyInsights(companyId, signal),
  });
}
