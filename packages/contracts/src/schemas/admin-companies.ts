import { z } from 'zod';
import { INDUSTRY_IDS } from '../industries';

/** `POST /api/admin/companies`: one company; the CIK, else the ticker, is its key. */
export const CompanyInputSchema = z.object({
  name: z
    .string({ message: 'Give the company name' })
    .trim()
    .min(1, 'Give the company name')
    .max(200, 'A company name has at most 200 characters'),
  symbol: z
    .string({ message: 'Give the ticker' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9.-]{1,10}$/, 'A ticker has up to 10 letters, digits, dots or dashes'),
  exchange: z.string().trim().max(40).optional(),
  /** Without one the company is unclassified: kept out of industry feeds until one is set. */
  industryId: z
    .enum(INDUSTRY_IDS, { message: 'The industry must be one of the ten, A to J' })
    .optional(),
  /** A four-digit SIC code; the industry follows from it when none is given. */
  sicCode: z.coerce
    .number({ message: 'The SIC code must be a number of up to four digits' })
    .int('The SIC code must be a number of up to four digits')
    .min(100, 'The SIC code must be a number of up to four digits')
    .max(9999, 'The SIC code must be a number of up to four digits')
    .optional(),
  website: z
    .url('The website must be a web address such as https://example.com')
    .max(500)
    .optional(),
  logoUrl: z
    .url('The logo must be a web address such as https://example.com/logo.png')
    .max(500)
    .optional(),
  cik: z.coerce
    .number({ message: 'The CIK must be a number' })
    .int('The CIK must be a number')
    .min(1, 'The CIK must be a number')
    .max(9_999_999_999, 'The CIK has at most ten digits')
    .optional(),
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/** A company as the admin screens list it. */
export const AdminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  exchange: z.string().nullable(),
  industryId: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  cik: z.number().nullable(),
  /** Other tickers of the same CIK. */
  aliases: z.array(z.string()),
  transcriptCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompanyResponseSchema = z.object({
  company: AdminCompanySchema,
  created: z.boolean(),
});
export type AdminCompanyResponse = z.infer<typeof AdminCompanyResponseSchema>;

/** `GET /api/admin/companies?q=&unclassified=true`. */
export const AdminCompaniesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  unclassified: z.preprocess((value) => value === 'true' || value === true, z.boolean()).optional(),
});
/** The most companies the admin list answers with, by name; a search finds the others. */
export const ADMIN_COMPANIES_LIMIT = 500;

export const AdminCompaniesResponseSchema = z.object({ data: z.array(AdminCompanySchema) });
export type AdminCompaniesResponse = z.infer<typeof AdminCompaniesResponseSchema>;

/** `POST /api/admin/companies/import`: what a CSV or SEC ticker file did, row by row. */
export const CompanyImportResultSchema = z.object({
  format: z.enum(['csv', 'sec-json']),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CompanyImportResult = z.infer<typeof CompanyImportResultSchema>;
