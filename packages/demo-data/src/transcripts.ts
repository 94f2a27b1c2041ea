import type { earningTranscripts, stories } from '@clearcall/server/db/schema';
import { callMetrics } from './call-metrics';
import type { DemoCompany } from './companies';
import type { FinancialModel } from './financials';
import { direction, wordCount } from './format';
import { analystsFor, leadershipFor } from './people';
import { DAY_MS, periodIndex, quarterEnd, type Period } from './period';
import { createRandom, stableUuid } from './random';
import { ceoHeadline, ceoKpi, ceoSegments } from './transcript-ceo-results';
import { ceoStrategy } from './transcript-ceo-strategy';
import { writeCfoRemarks } from './transcript-cfo';
import {
  createCallContext,
  periodLabel,
  renderTurns,
  speakerLine,
  type Turn,
} from './transcript-context';
import { writeOpening } from './transcript-opening';
import { pickSeparatingSentence, writeClosing, writeQuestionsAndAnswers } from './transcript-qa';

export type StoryRow = Omit<typeof stories.$inferInsert, 'id'> & { id: string };
export type TranscriptRow = Omit<typeof earningTranscripts.$inferInsert, 'id'> & { id: string };

/** A written earnings call with the facts tests and loaders need about it. */
export type TranscriptDocument = {
  content: string;
  separatingSentence: string;
  words: number;
  questions: number;
  /** A one-line factual description of the results for the story card. */
  headline: string;
  publishedAt: Date;
};

export const MIN_TRANSCRIPT_WORDS = 4000;
export const MAX_TRANSCRIPT_WORDS = 9000;

const turnsWords = (turns: readonly Turn[]) =>
  turns.reduce(
    (sum, turn) =>
      sum +
      wordCount(turn.speaker) +
      turn.paragraphs.reduce((inner, text) => inner + wordCount(text), 0),
    0,
  );

/**
 * When the call took place: three to six weeks after the quarter ended, but never on or after
 * the reference date, at a morning or afternoon hour (US Eastern, as UTC).
 */
export function callDate(
  seed: number,
  company: DemoCompany,
  period: Period,
  reference: Date,
): Date {
  const random = createRandom(seed, 'call-date', company.index, periodIndex(period));
  const end = quarterEnd(period).getTime();
  const latest = Math.min(42, Math.floor((reference.getTime() - end) / DAY_MS) - 1);
  const days = random.int(21, Math.max(21, latest));
  let date = new Date(end + days * DAY_MS);
  // Calls happen on weekdays.
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() - DAY_MS);
  const hour = random.pick([12, 13, 14, 20, 21]);
  return new Date(date.getTime() + hour * 3_600_000 + random.pick([0, 30]) * 60_000);
}

/** Writes the full earnings-call transcript of a company for one quarter. */
export function writeTranscript(
  seed: number,
  company: DemoCompany,
  model: FinancialModel,
  period: Period,
  reference: Date,
): TranscriptDocument {
  const random = createRandom(seed, 'transcript', company.index, periodIndex(period));
  const metrics = callMetrics(seed, company, model, period);
  const c = createCallContext({
    random,
    company,
    people: leadershipFor(seed, company),
    analysts: analystsFor(seed, company),
    metrics,
  });
  const target = random.int(4700, 8200);
  const opening = writeOpening(c);
  const ceo: Turn = {
    speaker: speakerLine(c.people.ceo),
    paragraphs: [
      ...ceoHeadline(c),
      ...ceoSegments(c),
      ceoKpi(c),
      ...ceoStrategy(c, random.int(5, 9)),
    ],
  };
  const cfo: Turn = { speaker: speakerLine(c.people.cfo), paragraphs: writeCfoRemarks(c) };
  const prepared = [...opening, ceo, cfo];
  const separatingSentence = pickSeparatingSentence(c);
  const closing = writeClosing(c);
  const qa = writeQuestionsAndAnswers(c, separatingSentence, {
    minimum: 6,
    wordBudget: target - turnsWords(prepared) - turnsWords(closing),
    wordLimit: MAX_TRANSCRIPT_WORDS - 100 - turnsWords(prepared) - turnsWords(closing),
    countWords: turnsWords,
  });
  const content = renderTurns([...prepared, ...qa.turns, ...closing]);
  return {
    content,
    separatingSentence,
    words: wordCount(content),
    questions: qa.questions,
    headline: `${company.row.name} reported ${c.quarterName} revenue of ${c.money(metrics.current.revenue)}, ${direction(metrics.revenueGrowth)} year over year, and adjusted earnings per share of ${c.cents(metrics.current.epsAdjusted)}.`,
    publishedAt: callDate(seed, company, period, reference),
  };
}

/** The earnings story and the raw transcript row of one call, linked by the story id. */
export function transcriptRows(
  seed: number,
  company: DemoCompany,
  period: Period,
  document: TranscriptDocument,
  isPublished: boolean,
): { story: StoryRow | null; transcript: TranscriptRow } {
  const label = periodLabel(period);
  const storyId = stableUuid(seed, 'earnings-story', company.index, periodIndex(period));
  const story: StoryRow | null = isPublished
    ? {
        id: storyId,
        companyId: company.row.id,
        industryId: company.row.industryId,
        contentType: 'earnings',
        status: 'published',
        publishedAt: document.publishedAt,
        quarter: period.quarter,
        year: period.year,
        source: 'Earnings call',
        title: `${company.row.name} ${label} Earnings Call Transcript`,
        description: document.headline,
        url: `${company.row.website}/investors/events/q${period.quarter}-${period.year}-earnings-call`,
        content: document.content,
      }
    : null;
  return {
    story,
    transcript: {
      id: stableUuid(seed, 'transcript', company.index, periodIndex(period)),
      companyId: company.row.id,
      storyId: story ? storyId : null,
      symbol: company.row.symbol,
      quarter: period.quarter,
      year: period.year,
      content: document.content,
      separatingSentence: isPublished ? document.separatingSentence : null,
      status: isPublished,
    },
  };
}
