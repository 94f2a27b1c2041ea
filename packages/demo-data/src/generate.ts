import {
  earningsFields,
  leadSummaryFields,
  textSummaryFields,
} from '@clearcall/server/modules/stories/stories.engine';
import { demoAccountRows, type DemoAccountRows, type EarningsStoryRef } from './accounts';
import {
  generateCompanies,
  selectTranscriptCompanies,
  type CompanyRow,
  type DemoCompany,
} from './companies';
import { buildFinancialModel, type FinancialModel } from './financials';
import { lastCompletedQuarter, offsetPeriod } from './period';
import { createStoryWriter } from './stories';
import { createSummaryCollector, type SummaryRow } from './summaries';
import { analysisTemplateRows, type TemplateRow } from './templates';
import { transcriptRows, writeTranscript, type StoryRow, type TranscriptRow } from './transcripts';

/** What the generator makes; every field has a default. */
export type DemoOptions = {
  seed: number;
  companies: number;
  /** Target count of stories other than earnings calls. */
  stories: number;
  /** Companies with four quarters of earnings-call transcripts. */
  transcriptCompanies: number;
  /** Transcripts that still wait for their separating sentence (admin screen). */
  pendingTranscripts: number;
  /** Stories and calls are dated relative to this instant, never to the clock. */
  referenceDate: Date;
};

/** Accepted ranges, shared with the command line. */
export const DEMO_LIMITS = {
  seed: { min: 0, max: 2 ** 32 - 1 },
  companies: { min: 10, max: 100_000 },
  stories: { min: 0, max: 10_000_000 },
  transcriptCompanies: { min: 0, max: 5_000 },
} as const;

export const DEFAULT_DEMO_OPTIONS: DemoOptions = {
  seed: 1,
  companies: 520,
  stories: 4_000,
  transcriptCompanies: 120,
  pendingTranscripts: 3,
  referenceDate: new Date('2026-11-01T00:00:00.000Z'),
};

/** One batch of rows for one table, in the order they must be inserted. */
export type DemoBatch =
  | { kind: 'companies'; rows: CompanyRow[] }
  | { kind: 'stories'; rows: StoryRow[] }
  | { kind: 'earningTranscripts'; rows: TranscriptRow[] }
  | { kind: 'summaries'; rows: SummaryRow[] }
  | { kind: 'analysisTemplates'; rows: TemplateRow[] }
  | { kind: 'accounts'; rows: DemoAccountRows };

/** Fills in defaults and checks ranges; throws a RangeError naming the bad option. */
export function resolveDemoOptions(partial: Partial<DemoOptions> = {}): DemoOptions {
  const options = { ...DEFAULT_DEMO_OPTIONS, ...partial };
  for (const key of Object.keys(DEMO_LIMITS) as (keyof typeof DEMO_LIMITS)[]) {
    const value = options[key];
    const { min, max } = DEMO_LIMITS[key];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(
        `${key} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`,
      );
    }
  }
  if (options.transcriptCompanies > options.companies) {
    throw new RangeError('transcriptCompanies cannot exceed companies');
  }
  if (Number.isNaN(options.referenceDate.getTime()))
    throw new RangeError('referenceDate is not a valid date');
  return options;
}

/** Rows per batch: transcripts are large (about 40 kB each), short stories are not. */
const BATCH = { companies: 500, calls: 6, stories: 500 } as const;

/**
 * Stories beyond this many (only reached at benchmark scale, e.g. a million stories) take the
 * cheap path: their opening sentences as the card summary instead of the engine's summary.
 * The default demo set (4,000 stories) is engine-made throughout.
 */
export const ENGINE_SUMMARY_LIMIT = 20_000;

/**
 * Generates the demo data set as batches of rows, lazily, so that even millions of stories
 * stay in bounded memory. Pure: no I/O, no clock; the same options give the same batches.
 */
export function* generateDemoData(partial: Partial<DemoOptions> = {}): Generator<DemoBatch> {
  const options = resolveDemoOptions(partial);
  const { seed, referenceDate } = options;
  const companies = generateCompanies(seed, options.companies);
  for (let start = 0; start < companies.length; start += BATCH.companies) {
    yield {
      kind: 'companies',
      rows: companies.slice(start, start + BATCH.companies).map((company) => company.row),
    };
  }

  const anchor = lastCompletedQuarter(referenceDate);
  const models = new Map<number, FinancialModel>();
  const modelFor = (company: DemoCompany) => {
    let model = models.get(company.index);
    if (!model) {
      model = buildFinancialModel(seed, company, anchor);
      models.set(company.index, model);
    }
    return model;
  };

  const featured = selectTranscriptCompanies(companies, options.transcriptCompanies);
  const earningsStories: EarningsStoryRef[] = [];
  const summaries = createSummaryCollector(seed);
  let stories: StoryRow[] = [];
  let transcripts: TranscriptRow[] = [];
  const flush = function* (): Generator<DemoBatch> {
    // Stories first: a transcript row points at its story.
    if (stories.length > 0) yield { kind: 'stories', rows: stories };
    if (transcripts.length > 0) yield { kind: 'earningTranscripts', rows: transcripts };
    stories = [];
    transcripts = [];
  };
  for (const [position, company] of featured.entries()) {
    for (let back = 3; back >= 0; back -= 1) {
      const period = offsetPeriod(anchor, -back);
      const document = writeTranscript(seed, company, modelFor(company), period, referenceDate);
      const rows = transcriptRows(seed, company, period, document, true);
      const { transcript } = rows;
      // The engine summarizes each call as an admin's publication would: split at its sentence.
      const story = rows.story && {
        ...rows.story,
        ...earningsFields(document.content, document.separatingSentence, company.row.name),
      };
      if (story) {
        stories.push(story);
        summaries.addCall(story);
        earningsStories.push({
          storyId: story.id,
          companyIndex: company.index,
          publishedAt: story.publishedAt as Date,
          quartersAgo: back,
        });
      }
      transcripts.push(transcript);
    }
    if ((position + 1) % BATCH.calls === 0) yield* flush();
  }
  const featuredIndexes = new Set(featured.map((company) => company.index));
  const waiting = companies
    .filter((company) => !featuredIndexes.has(company.index))
    .slice(0, options.pendingTranscripts);
  for (const company of waiting) {
    const document = writeTranscript(seed, company, modelFor(company), anchor, referenceDate);
    transcripts.push(transcriptRows(seed, company, anchor, document, false).transcript);
  }
  yield* flush();

  const writeStory = createStoryWriter({
    seed,
    companies,
    featured: featuredIndexes,
    reference: referenceDate,
    modelFor,
  });
  for (let start = 0; start < options.stories; start += BATCH.stories) {
    const end = Math.min(options.stories, start + BATCH.stories);
    const rows: StoryRow[] = [];
    for (let index = start; index < end; index += 1) {
      const story = writeStory(index);
      const content = story.content ?? '';
      summaries.addStory(story, index);
      rows.push({
        ...story,
        ...(index < ENGINE_SUMMARY_LIMIT ? textSummaryFields(content) : leadSummaryFields(content)),
      });
    }
    yield { kind: 'stories', rows };
  }
  for (const rows of summaries.rows(writeStory)) yield { kind: 'summaries', rows };

  yield { kind: 'analysisTemplates', rows: analysisTemplateRows(seed) };
  yield {
    kind: 'accounts',
    rows: demoAccountRows({
      seed,
      reference: referenceDate,
      transcriptCompanies: featured,
      earningsStories,
    }),
  };
}
