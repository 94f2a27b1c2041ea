import type { DemoAccountRows } from './accounts';
import type { CompanyRow } from './companies';
import { generateDemoData, type DemoOptions } from './generate';
import type { SummaryRow } from './summaries';
import type { TemplateRow } from './templates';
import type { StoryRow, TranscriptRow } from './transcripts';

/** Every row of a (small) generated data set, gathered from the batches for assertions. */
export type CollectedDemoData = {
  companies: CompanyRow[];
  stories: StoryRow[];
  transcripts: TranscriptRow[];
  summaries: SummaryRow[];
  templates: TemplateRow[];
  accounts: DemoAccountRows;
  batchKinds: string[];
};

/** Runs the generator to the end and keeps every row; meant for tests and small sets only. */
export function collectDemoData(options: Partial<DemoOptions> = {}): CollectedDemoData {
  const data: CollectedDemoData = {
    companies: [],
    stories: [],
    transcripts: [],
    summaries: [],
    templates: [],
    accounts: { users: [], industries: [], permissions: [], follows: [], notifications: [] },
    batchKinds: [],
  };
  for (const batch of generateDemoData(options)) {
    data.batchKinds.push(batch.kind);
    if (batch.kind === 'companies') data.companies.push(...batch.rows);
    if (batch.kind === 'stories') data.stories.push(...batch.rows);
    if (batch.kind === 'earningTranscripts') data.transcripts.push(...batch.rows);
    if (batch.kind === 'summaries') data.summaries.push(...batch.rows);
    if (batch.kind === 'analysisTemplates') data.templates.push(...batch.rows);
    if (batch.kind === 'accounts') data.accounts = batch.rows;
  }
  return data;
}
