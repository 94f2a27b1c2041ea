import type { StoryType } from '@clearcall/contracts';
import { firstSentences } from '@clearcall/server/modules/stories/stories.engine';
import type { DemoCompany } from './companies';
import type { FinancialModel } from './financials';
import { periodOf } from './period';
import type { Random } from './random';
import type { StoryRow } from './transcripts';

/** What a story writer gets: the company, its model, a random stream and the date. */
export type StoryInput = {
  seed: number;
  random: Random;
  id: string;
  company: DemoCompany;
  model: () => FinancialModel;
  publishedAt: Date;
  reference: Date;
  /** The start of the period stories are spread over. */
  earliest: Date;
  /** Another company, for partnerships and comparisons. */
  peer: DemoCompany;
};

/** The fields a writer decides; the rest is filled in by `storyRow`. */
export type StoryText = {
  title: string;
  description: string;
  content: string;
  source: string;
  url: string;
  postUser?: string;
  postUserTitle?: string;
  thumbnailUrl?: string;
  videoUrl?: string;
  /** Overrides the publication date (a filing is dated by its deadline). */
  publishedAt?: Date;
  /** Overrides the period derived from the date (a 10-Q covers the quarter before). */
  period?: { year: number; quarter: number };
};

/** Completes a story row with the fields every story shares. */
export function storyRow(input: StoryInput, contentType: StoryType, text: StoryText): StoryRow {
  const publishedAt = text.publishedAt ?? input.publishedAt;
  const period = text.period ?? periodOf(publishedAt);
  return {
    id: input.id,
    companyId: input.company.row.id,
    industryId: input.company.row.industryId,
    contentType,
    status: 'published',
    publishedAt,
    quarter: period.quarter,
    year: period.year,
    source: text.source,
    title: text.title,
    description: text.description,
    url: text.url,
    postUser: text.postUser ?? null,
    postUserTitle: text.postUserTitle ?? null,
    thumbnailUrl: text.thumbnailUrl ?? null,
    videoUrl: text.videoUrl ?? null,
    content: text.content,
  };
}

/** A short random token for URLs ("k3x9q2"). */
export function urlToken(random: Random, length = 6): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/** The company description without its closing sample-data sentence, for "About" sections. */
export function aboutCompany(company: DemoCompany): string {
  return firstSentences(company.row.description ?? '', 3);
}
