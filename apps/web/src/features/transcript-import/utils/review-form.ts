import type {
  DetectedCall,
  DetectedSpeaker,
  ImportJob,
  PublishImportBody,
} from '@clearcall/contracts';

/** The review form's fields, as the inputs hold them. */
export type ReviewValues = {
  companyId: string | null;
  quarter: string;
  year: string;
  callDate: string;
  qaStartSentence: number | null;
  speakers: DetectedSpeaker[];
  replace: boolean;
};

export type ReviewErrors = Partial<
  Record<
    'companyId' | 'quarter' | 'year' | 'callDate' | 'qaStartSentence' | 'speakers' | 'replace',
    string
  >
>;

/** The form as the importer filled it in. */
export function initialReviewValues(detected: DetectedCall | null): ReviewValues {
  return {
    companyId: detected?.companyId ?? null,
    quarter: detected?.quarter ? String(detected.quarter) : '',
    year: detected?.year ? String(detected.year) : '',
    callDate: detected?.callDate ?? '',
    qaStartSentence: detected?.qaStartSentence ?? null,
    speakers: detected?.speakers.map((speaker) => ({ ...speaker })) ?? [],
    replace: false,
  };
}

const FIELD_ALIASES: Record<string, keyof ReviewErrors> = {
  company: 'companyId',
  companyId: 'companyId',
  companyName: 'companyId',
  ticker: 'companyId',
  quarter: 'quarter',
  year: 'year',
  period: 'quarter',
  callDate: 'callDate',
  qaStart: 'qaStartSentence',
  qaStartSentence: 'qaStartSentence',
  qaStartReason: 'qaStartSentence',
  speakers: 'speakers',
};

/** The form fields the importer was unsure of, from the names it reports. */
export function uncertainFields(detected: DetectedCall | null): Set<keyof ReviewErrors> {
  const fields = new Set<keyof ReviewErrors>();
  for (const name of detected?.uncertain ?? []) {
    const field = FIELD_ALIASES[name] ?? FIELD_ALIASES[name.split(/[.[]/)[0] ?? ''];
    if (field) fields.add(field);
    // "period" covers both halves of it.
    if (name === 'period') fields.add('year');
  }
  return fields;
}

/**
 * Checks the form and builds the publish body with the admin's corrections; every refusal names
 * its field.
 */
export function buildPublishBody(
  values: ReviewValues,
  job: Pick<ImportJob, 'duplicateOf' | 'preview'>,
): { body: PublishImportBody } | { errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  if (!values.companyId) errors.companyId = 'Choose the company, or create it.';
  const quarter = Number(values.quarter);
  if (!/^[1-4]$/.test(values.quarter)) errors.quarter = 'Choose the quarter, 1 to 4.';
  const year = Number(values.year);
  if (!/^\d{4}$/.test(values.year) || year < 1990 || year > 2100) {
    errors.year = 'Give the fiscal year, such as 2024.';
  }
  if (values.callDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.callDate)) {
    errors.callDate = 'Give the call date as YYYY-MM-DD.';
  }
  if (values.qaStartSentence === null && (job.preview?.length ?? 0) > 0) {
    errors.qaStartSentence = 'Choose the sentence where the Q&A begins.';
  }
  const unnamed = values.speakers.findIndex((speaker) => speaker.name.trim() === '');
  if (unnamed >= 0) errors.speakers = `Speaker ${unnamed + 1} needs a name.`;
  if (job.duplicateOf && !values.replace) {
    errors.replace =
      'This call is already published. Tick "Replace the published call" to replace it.';
  }
  if (Object.keys(errors).length > 0) return { errors };

  const body: PublishImportBody = {
    companyId: values.companyId ?? undefined,
    quarter,
    year,
    speakers: values.speakers.map((speaker) => ({
      name: speaker.name.trim(),
      role: speaker.role,
      title: speaker.title?.trim() || null,
      firm: speaker.firm?.trim() || null,
    })),
  };
  if (values.callDate) body.callDate = values.callDate;
  if (values.qaStartSentence !== null) body.qaStartSentence = values.qaStartSentence;
  if (job.duplicateOf) body.replace = values.replace;
  return { body };
}
