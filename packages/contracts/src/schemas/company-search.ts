import { z } from 'zod';

/** The most companies one typeahead answer lists. */
export const COMPANY_SEARCH_LIMIT = 10;
export const COMPANY_SEARCH_TEXT_MAX_LENGTH = 100;

/** `GET /api/user/company/{searchText}`: what the user has typed, at least one visible character. */
export const CompanySearchParamsSchema = z.object({
  searchText: z
    .string()
    .trim()
    .min(1, 'Type at least one character to search')
    .max(
      COMPANY_SEARCH_TEXT_MAX_LENGTH,
      `Search text must be at most ${COMPANY_SEARCH_TEXT_MAX_LENGTH} characters`,
    ),
});
export type CompanySearchParams = z.infer<typeof CompanySearchParamsSchema>;

export const CompanySearchHitSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  awsImageUrl: z.string(),
});
export type CompanySearchHit = z.infer<typeof CompanySearchHitSchema>;

/** Names that start with the text first, then ticker symbols, then names that contain it. */
export const CompanySearchResponseSchema = z.object({ data: z.array(CompanySearchHitSchema) });
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>;
