import {
  readCallFigures,
  type CallFigure,
  type CallFigureOptions,
  type CallFigures,
} from '../figures/call-figures';
import type { KeyFigure } from '../figures/extract-figures';
import type { MetricId } from '../figures/metrics';
import type { CallPeriod } from '../figures/period';
import type { Transcript } from '../transcript/types';
import { isCompanyFigure, isNamedPartFigure, partOfFigure } from './figure-scope';
import { guidanceAction } from './guidance-action';
import { renderBullet } from './render-bullet';

/**
 * One bullet of a newswire-style brief, with the transcript sentence it comes from and the
 * business part its figure belongs to (null for the company's own figure).
 */
export type Bullet = {
  text: string;
  sentences: number[];
  score: number;
  figure: KeyFigure;
  part: string | null;
};

/**
 * Measures whose result is a call's headline, the ones a newswire brief opens with: those whose
 * result the ECTSum training briefs state at least half the time (see {@link PRIOR}).
 */
const HEADLINE_RESULTS: ReadonlySet<MetricId> = new Set<MetricId>([
  'eps',
  'ffo',
  'revenue',
  'same-store-sales',
  'operating-ratio',
  'net-interest-income',
]);

/**
 * What a bullet leads a brief with: the company's headline result, the company's outlook, or
 * nothing (another measure, or a part's figure).
 */
export function leadOf(bullet: Bullet): 'result' | 'outlook' | null {
  if (bullet.part !== null) return null;
  if (bullet.figure.isGuidance) return 'outlook';
  return HEADLINE_RESULTS.has(bullet.figure.metric) ? 'result' : null;
}

/** Where a bullet stands in the brief: headline results, then outlook, then the rest. */
const LEAD_ORDER = { result: 0, outlook: 1, none: 2 } as const;

/** The brief's bullets with the company's headline results and outlook first, each kept in score order. */
function headlinesFirst(bullets: Bullet[]): Bullet[] {
  const rank = (bullet: Bullet) => LEAD_ORDER[leadOf(bullet) ?? 'none'];
  return bullets
    .map((bullet, position) => ({ bullet, position }))
    .sort((a, b) => rank(a.bullet) - rank(b.bullet) || a.position - b.position)
    .map(({ bullet }) => bullet);
}

/**
 * The most bullets a brief has unless the caller asks otherwise; how many it really has is
 * decided by {@link BulletOptions.minRelativeScore} (8 scored best on the ECTSum training subset).
 */
export const DEFAULT_MAX_BULLETS = 8;

/** Options for {@link writeBullets}: how many bullets, and what the caller already knows. */
export type BulletOptions = CallFigureOptions & {
  /** Upper bound on the number of bullets; the engine may write fewer. */
  max?: number;
  /**
   * Bullets whose estimated likelihood of belonging in the brief is below this share of the best
   * bullet's are left out (default 0.3, chosen on the ECTSum training subset).
   */
  minRelativeScore?: number;
};

const CONTINUING_LABEL = ' from continuing operations';

function slotOf(figure: KeyFigure): string {
  const basis =
    figure.metric === 'eps' || figure.metric === 'ffo' || figure.metric === 'net-income'
      ? figure.basis === 'adjusted' || figure.basis === 'non-gaap' || figure.basis === 'core'
        ? 'adj'
        : 'gaap'
      : '';
  const period =
    figure.period.kind === 'quarter'
      ? `q${figure.period.quarter}`
      : figure.period.kind === 'year'
        ? `fy${figure.period.year ?? ''}`
        : figure.period.kind;
  // An outlook of growth ("sales up 22% to 25%") is told beside the amounts it comes to.
  const growth =
    figure.isGuidance && (figure.range?.high.kind === 'percent' || figure.worded) ? ':growth' : '';
  // "income from continuing operations... $0.23 per share" is told beside the total's $0.30.
  const continuing = figure.label.endsWith(CONTINUING_LABEL) ? ':continuing' : '';
  return `${figure.isGuidance ? 'guide' : 'result'}:${figure.metric}:${basis}:${figure.isGuidance ? period : ''}${growth}${continuing}`;
}

/** How likely an outlook of growth said in words is, against the measure's outlook prior. */
const WORDED_GROWTH = 0.75;

/** A reported amount other than per share whose sentence names no period is often a detail. */
const UNKNOWN_PERIOD = 0.6;

/**
 * How likely a figure of each measure is to belong in a newswire earnings brief, for a reported
 * result and for an outlook. Measured on the ECTSum training subset: the share of candidate
 * bullets of that measure whose number the reference brief also states.
 */
const PRIOR: Record<MetricId, { result: number; guidance: number }> = {
  eps: { result: 0.85, guidance: 0.82 },
  ffo: { result: 0.85, guidance: 0.45 },
  revenue: { result: 0.5, guidance: 0.45 },
  'same-store-sales': { result: 0.7, guidance: 0.3 },
  'operating-ratio': { result: 0.7, guidance: 0.3 },
  'net-interest-income': { result: 0.6, guidance: 0.2 },
  // Not measured on the training subset, which has few banks: kept low until it is.
  'net-interest-margin': { result: 0.1, guidance: 0.1 },
  aum: { result: 0.3, guidance: 0.2 },
  orders: { result: 0.2, guidance: 0.2 },
  'book-value': { result: 0.1, guidance: 0.1 },
  dividend: { result: 0.12, guidance: 0.3 },
  buyback: { result: 0.12, guidance: 0.3 },
  'net-income': { result: 0.06, guidance: 0.3 },
  'operating-income': { result: 0.08, guidance: 0.1 },
  ebitda: { result: 0.04, guidance: 0.2 },
  'free-cash-flow': { result: 0.03, guidance: 0.25 },
  'operating-cash-flow': { result: 0.02, guidance: 0.2 },
  capex: { result: 0.02, guidance: 0.1 },
  'gross-margin': { result: 0.02, guidance: 0.05 },
  'operating-margin': { result: 0.02, guidance: 0.15 },
  'ebitda-margin': { result: 0.02, guidance: 0.1 },
  backlog: { result: 0.03, guidance: 0.1 },
};

/**
 * Estimates how likely a figure is to be one a newswire brief reports (0..1): the measure's prior,
 * lowered for parts of the business, other periods, weak wording and stated changes without a
 * level.
 */
function scoreFigure(
  figure: KeyFigure,
  call: CallPeriod,
  direct: boolean,
  isPart: boolean,
): number {
  const prior = PRIOR[figure.metric];
  let score = figure.isGuidance ? prior.guidance : prior.result;
  const perShare = figure.metric === 'eps' || figure.metric === 'ffo';
  const period = figure.period;
  if (isPart) score *= 0.4;
  // "organic sales growth in the mid-single digits": an outlook of growth said in words.
  if (figure.worded)
    return Math.min(1, score * WORDED_GROWTH * (period.kind === 'unknown' ? 0.5 : 1));
  if (figure.value === null && figure.range === null) score *= 0.5;
  if (figure.confidence < 0.7) score *= perShare ? 0.65 : 0.6;
  if (figure.isGuidance) {
    // An outlook is a range or a stated growth rate; a bare amount is often a detail of one.
    if (figure.range === null) score *= figure.change ? 0.8 : direct ? 0.7 : 0.45;
    else if (figure.change !== null) score *= 1.3;
    if (period.kind === 'unknown') score *= perShare ? 0.9 : 0.45;
  } else {
    if (period.kind === 'year') score *= perShare ? 0.5 : 0.15;
    else if (period.kind === 'quarter' && call.quarter !== null && period.quarter !== call.quarter)
      score *= 0.6;
    else if (period.kind === 'unknown' && !perShare) score *= UNKNOWN_PERIOD;
    if (figure.range) score *= 0.4;
  }
  return Math.min(1, score);
}

/** The year a figure is for, 0 when its sentence names none. */
function yearOf(figure: KeyFigure): number {
  return figure.period.kind === 'unknown' ? 0 : (figure.period.year ?? 0);
}

/** The company's revenue is the largest revenue figure of the quarter; smaller ones are parts. */
function preferLargestRevenue(candidates: Candidate[]): void {
  let largest = 0;
  for (const { figure } of candidates) {
    if (figure.metric === 'revenue' && !figure.isGuidance && figure.value?.kind === 'money')
      largest = Math.max(largest, figure.period.kind === 'year' ? 0 : figure.value.value);
  }
  if (largest === 0) return;
  for (const entry of candidates) {
    const { figure } = entry;
    if (figure.metric !== 'revenue' || figure.isGuidance || figure.value?.kind !== 'money')
      continue;
    const share = Math.min(1, figure.value.value / largest);
    entry.score *= 0.4 + 0.6 * share;
    // The headline revenue of a quarterly call needs no quarter named in its own sentence.
    if (share === 1 && figure.period.kind === 'unknown' && entry.part === null)
      entry.score = Math.min(1, entry.score / UNKNOWN_PERIOD);
  }
}

/**
 * Writes a short bullet summary of a call's key figures: per-share results, revenue,
 * guidance and other measures, each a terse bullet built from the numbers the call states.
 */
export function writeBullets(transcript: Transcript, options: BulletOptions = {}): Bullet[] {
  return bulletsOf(transcript, readCallFigures(transcript, options), options);
}

/**
 * The bullet brief of a call whose figures {@link readCallFigures} already read, so a caller that
 * also lists the key figures from them settles the call's figures once.
 */
export function bulletsOf(
  transcript: Transcript,
  read: CallFigures,
  options: Pick<BulletOptions, 'max' | 'minRelativeScore'> = {},
): Bullet[] {
  const max = options.max ?? DEFAULT_MAX_BULLETS;
  const minRelative = options.minRelativeScore ?? 0.3;
  const { call, figures } = read;
  const candidates = tellable(transcript, figures).map(({ each, part }) => ({
    figure: each.figure,
    part,
    score: scoreFigure(each.figure, call, each.direct, part !== null),
  }));
  preferLargestRevenue(candidates);
  const best = new Map<string, Candidate>();
  for (const entry of candidates) {
    // A part's figure is its own fact: it neither stands for nor displaces the company's.
    const slot = `${entry.part ?? ''}|${slotOf(entry.figure)}`;
    const current = best.get(slot);
    // Of two figures as likely, the later year's: "the second quarter of 2020 included..." is
    // the comparison of "$1.41 for the second quarter of 2021".
    if (
      !current ||
      entry.score > current.score ||
      (entry.score === current.score &&
        yearOf(current.figure) > 0 &&
        yearOf(entry.figure) > yearOf(current.figure))
    )
      best.set(slot, entry);
  }
  // The same amount said again with its change ("revenue of $1.16 billion grew 9.4%") lends the
  // change to the bullet, even where that sentence names the amount a part's ("home sales revenues
  // of $2.23 billion were up 37%"): one amount is one fact.
  for (const [slot, entry] of best) {
    if (entry.figure.change !== null || entry.figure.value === null) continue;
    const display = entry.figure.value.display;
    const told = figures.find(
      (other) =>
        other.figure.change !== null &&
        other.figure.value?.display === display &&
        slotOf(other.figure) === slotOf(entry.figure),
    );
    if (told) best.set(slot, { ...entry, figure: { ...entry.figure, change: told.figure.change } });
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  const chosen = ranked.filter((entry, i) => i < max && entry.score >= top * minRelative);
  const seen = new Set<string>();
  const bullets: Bullet[] = [];
  for (const entry of chosen) {
    const source = transcript.sentences[entry.figure.sentence]?.text ?? '';
    const action = entry.figure.isGuidance ? guidanceAction(source) : null;
    const text = renderBullet(entry.figure, call, action);
    // One number stated twice (GAAP and adjusted alike) is one fact.
    const valueKey = `${entry.figure.metric}:${entry.figure.isGuidance}:${entry.figure.range?.low.display ?? entry.figure.value?.display ?? text}`;
    if (seen.has(text) || seen.has(valueKey)) continue;
    seen.add(text);
    seen.add(valueKey);
    bullets.push({
      text,
      sentences: [entry.figure.sentence],
      score: entry.score,
      figure: entry.figure,
      part: entry.part,
    });
  }
  return headlinesFirst(bullets);
}

/** A figure the brief may tell, with the part it belongs to, and how likely it is to belong. */
type Candidate = { figure: KeyFigure; part: string | null; score: number };

/**
 * The figures a brief may tell: the company's, unless the call states them with another value,
 * and a part's only where its bullet names the part, so that no part's figure reads as the
 * company's.
 */
function tellable(
  transcript: Transcript,
  figures: readonly CallFigure[],
): { each: CallFigure; part: string | null }[] {
  const told: { each: CallFigure; part: string | null }[] = [];
  for (const each of figures) {
    const text = transcript.sentences[each.figure.sentence]?.text ?? '';
    if (isCompanyFigure(each, text)) told.push({ each, part: null });
    else if (isNamedPartFigure(each, text)) told.push({ each, part: partOfFigure(each, text) });
  }
  return told;
}
