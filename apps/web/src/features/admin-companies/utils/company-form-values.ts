import {
  CompanyInputSchema,
  INDUSTRIES,
  type AdminCompany,
  type ApiIssue,
  type CompanyInput,
} from '@clearcall/contracts';

/** The company form's fields, as typed: every one a string, empty when left blank. */
export type CompanyFormValues = {
  name: string;
  symbol: string;
  exchange: string;
  industryId: string;
  website: string;
  logoUrl: string;
  cik: string;
};

export type CompanyFormField = keyof CompanyFormValues;

export const COMPANY_FORM_FIELDS: readonly CompanyFormField[] = [
  'name',
  'symbol',
  'exchange',
  'industryId',
  'website',
  'logoUrl',
  'cik',
];

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  symbol: '',
  exchange: '',
  industryId: '',
  website: '',
  logoUrl: '',
  cik: '',
};

/** The form prefilled with a listed company, for changing it through the same upsert. */
export function toCompanyFormValues(company: AdminCompany): CompanyFormValues {
  return {
    name: company.name,
    symbol: company.symbol,
    exchange: company.exchange ?? '',
    industryId: company.industryId ?? '',
    website: company.website ?? '',
    logoUrl: company.logoUrl ?? '',
    cik: company.cik === null ? '' : String(company.cik),
  };
}

export type CompanyFormResult =
  | { isValid: true; input: CompanyInput }
  | { isValid: false; errors: Partial<Record<CompanyFormField, string>> };

/** Reads the form through the contract's schema; blank optional fields are left out. */
export function parseCompanyForm(values: CompanyFormValues): CompanyFormResult {
  const candidate: Record<string, string> = {};
  for (const field of COMPANY_FORM_FIELDS) {
    const value = values[field].trim();
    if (value !== '' || field === 'name' || field === 'symbol') candidate[field] = value;
  }
  const parsed = CompanyInputSchema.safeParse(candidate);
  if (parsed.success) return { isValid: true, input: parsed.data };
  return {
    isValid: false,
    errors: fieldErrorsOf(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    ),
  };
}

/**
 * The server's validation issues placed on the form's fields: `symbol` and `body.symbol` both
 * name the ticker field. Issues about no field of the form are left for the form's banner.
 */
export function fieldErrorsOf(issues: ApiIssue[]): Partial<Record<CompanyFormField, string>> {
  const errors: Partial<Record<CompanyFormField, string>> = {};
  for (const issue of issues) {
    const field = issue.path
      .split('.')
      .find((segment): segment is CompanyFormField =>
        (COMPANY_FORM_FIELDS as readonly string[]).includes(segment),
      );
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** An industry's name from its id, or null for an unclassified company. */
export function industryNameOf(industryId: string | null): string | null {
  if (!industryId) return null;
  return INDUSTRIES.find((industry) => industry.id === industryId)?.name ?? industryId;
}
