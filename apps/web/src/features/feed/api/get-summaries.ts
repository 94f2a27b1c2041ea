import {
  SummaryItemsResponseSchema,
  SummaryOptionsResponseSchema,
  type SummaryCompany,
  type SummaryItem,
  type SummaryType,
} from '@clearcall/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const TWO_MINUTES_MS = 2 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;

/** A company quarter and a summary type: what the Summary tab shows. */
export type SummarySelection = {
  companyId: string;
  year: number;
  quarter: number;
  type: SummaryType;
};

/** Fetches every company with summaries and its quarters, for the Summary tab's menus. */
export async function getSummaryOptions(
  userId: string,
  signal?: AbortSignal,
): Promise<SummaryCompany[]> {
  const response = await apiRequest(`/user/summary-options/${encodeURIComponent(userId)}`, {
    schema: SummaryOptionsResponseSchema,
    signal,
  });
  return response.data;
}

/** Fetches one company quarter's summaries of one type. */
export async function getSummaries(
  userId: string,
  selection: SummarySelection,
  signal?: AbortSignal,
): Promise<SummaryItem[]> {
  const query = new URLSearchParams({
    companyId: selection.companyId,
    year: String(selection.year),
    quarter: String(selection.quarter),
    type: selection.type,
  });
  const response = await apiRequest(
    `/user/summaries/${encodeURIComponent(userId)}?${query.toString()}`,
    { schema: SummaryItemsResponseSchema, signal },
  );
  return response.data;
}

/** The menus are cached like a feed page: fresh 2 minutes, kept 10. */
export function useSummaryOptions(userId: string, { enabled = true } = {}) {
  return useQuery(
    queryOptions({
      queryKey: ['feed', 'summary-options', userId],
      queryFn: ({ signal }) => getSummaryOptions(userId, signal),
      staleTime: TWO_MINUTES_MS,
      gcTime: TEN_MINUTES_MS,
      enabled,
    }),
  );
}

/** The chosen quarter's summaries; the previous ones stay on screen while the next load. */
export function useSummaries(userId: string, selection: SummarySelection | null) {
  return useQuery(
    queryOptions({
      queryKey: ['feed', 'summaries', userId, selection],
      queryFn: ({ signal }) => getSummaries(userId, selection as SummarySelection, signal),
      staleTime: TWO_MINUTES_MS,
      gcTime: TEN_MINUTES_MS,
      enabled: selection !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
