import type { StoryType } from '@clearcall/contracts';
import type { DemoCompany } from './companies';
import type { FinancialModel } from './financials';
import { DAY_MS } from './period';
import { createRandom } from './random';
import type { StoryInput } from './story-common';
import { writeFiling } from './story-filings';
import { writeNews } from './story-news';
import { writeJobPost, writeSocialPost, writeVideo } from './story-social';
import type { StoryRow } from './transcripts';

/** Stories are spread over the eighteen months before the reference date. */
export const STORY_WINDOW_DAYS = 548;

const TYPE_WEIGHTS: readonly (readonly [Exclude<StoryType, 'earnings'>, number])[] = [
  ['news', 36],
  ['companyReports', 18],
  ['hiring', 20],
  ['youtubeAndWebinar', 10],
  ['linkedin', 16],
];

const WRITERS: Record<Exclude<StoryType, 'earnings'>, (input: StoryInput) => StoryRow> = {
  news: writeNews,
  companyReports: writeFiling,
  hiring: writeJobPost,
  youtubeAndWebinar: writeVideo,
  linkedin: writeSocialPost,
};

/**
 * Returns a function that writes the non-transcript story number `index`. Each story depends
 * only on the seed, its index and the companies, so any range can be generated independently
 * and in constant memory.
 */
export function createStoryWriter(input: {
  seed: number;
  companies: readonly DemoCompany[];
  /** Companies with earnings calls get more coverage. */
  featured: ReadonlySet<number>;
  reference: Date;
  modelFor: (company: DemoCompany) => FinancialModel;
}): (index: number) => StoryRow {
  const { seed, companies, reference } = input;
  const cumulative: number[] = [];
  let total = 0;
  for (const company of companies) {
    total += input.featured.has(company.index) ? 3 : 1;
    cumulative.push(total);
  }
  const pickCompany = (value: number): DemoCompany => {
    const target = value * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const company = companies[low];
    if (!company) throw new Error('No companies to attach stories to');
    return company;
  };
  const earliest = new Date(reference.getTime() - STORY_WINDOW_DAYS * DAY_MS);
  const span = reference.getTime() - earliest.getTime() - 3_600_000;

  return (index) => {
    const random = createRandom(seed, 'story', index);
    const company = pickCompany(random.next());
    const peer = pickCompany(random.next());
    const type = random.weighted(TYPE_WEIGHTS);
    const minutes = Math.floor((random.next() * span) / 60_000);
    return WRITERS[type]({
      seed,
      random,
      id: random.uuid(),
      company,
      peer: peer === company ? (companies[(company.index + 1) % companies.length] ?? peer) : peer,
      model: () => input.modelFor(company),
      publishedAt: new Date(earliest.getTime() + minutes * 60_000),
      reference,
      earliest,
    });
  };
}
