import { extractSentenceFigures, type Basis, type KeyFigure } from '../figures/extract-figures';
import { GUIDANCE } from '../figures/figure-words';
import type { MetricId } from '../figures/metrics';
import { callPeriodOf, periodOf, type CallPeriod, type FigurePeriod } from '../figures/period';
import type { Transcript } from '../transcript/types';
import { guidanceAction } from './guidance-action';
import { renderBullet } from './render-bullet';

/** One bullet of a newswire-style brief, with the transcript sentence it comes from. */
export type Bullet = { text: string; sentences: number[]; score: number; figure: KeyFigure };

/**
 * The most bullets a brief has unless the caller asks otherwise; how many it really has is
 * decided by {@link BulletOptions.minRelativeScore} (8 scored best on the ECTSum training subset).
 */
export const DEFAULT_MAX_BULLETS = 8;

/** Options for {@link writeBullets}. */
export type BulletOptions = {
  /** Upper bound on the number of bullets; the engine may write fewer. */
  max?: number;
  /**
   * Bullets whose estimated likelihood of belonging in the brief is below this share of the best
   * bullet's are left out (default 0.3, chosen on the ECTSum training subset).
   */
  minRelativeScore?: number;
  /** The quarter and year the call reports, when the caller knows them (a story's metadata). */
  period?: CallPeriod;
  /** Figures per sentence when the caller already extracted them (shared with key figures). */
  figures?: readonly KeyFigure[][];
  /** The period the caller already read from this transcript with `callPeriodOf`. */
  detected?: CallPeriod;
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
function scoreFigure(figure: KeyFigure, call: CallPeriod, direct = false): number {
  const prior = PRIOR[figure.metric];
  let score = figure.isGuidance ? prior.guidance : prior.result;
  const perShare = figure.metric === 'eps' || figure.metric === 'ffo';
  const period = figure.period;
  if (figure.isSegment) score *= 0.4;
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

/**
 * "we expect revenue to be approximately $3.8 billion", "based on sales of approximately $3.9
 * billion", "our revenue guidance is just over $1 billion": a single amount said right after the
 * measure is the outlook itself, not a detail of one.
 */
const DIRECT_OUTLOOK =
  /\b(?:revenues?|sales)\s+(?:(?:guidance|expectation|outlook|forecast)\s+(?:is|of)|to\s+(?:be|approximate|total|reach|exceed)|of|will\s+be|should\s+be|is\s+expected\s+to\s+be)\s+(?:(?:approximately|about|around|roughly|just\s+over|over|in\s+excess\s+of|more\s+than|at\s+least|close\s+to)\s+)?$/i;

/**
 * An outlook's single amount said right after its measure is the outlook itself: returns the
 * figure with the hedge said before the amount ("approximately" is "about"), or null.
 */
function directOutlook(figure: KeyFigure, text: string): KeyFigure | null {
  const value = figure.value;
  if (!figure.isGuidance || figure.range !== null || value === null || value.kind !== 'money')
    return null;
  const match = DIRECT_OUTLOOK.exec(text.slice(Math.max(0, value.start - 60), value.start));
  if (!match) return null;
  const hedge =
    /(approximately|about|around|roughly|close to)|(over|in excess of|more than)|(at least)\s*$/i.exec(
      match[0],
    );
  const qualifier = hedge?.[1]
    ? 'about'
    : hedge?.[2]
      ? 'above'
      : hedge?.[3]
        ? 'at least'
        : undefined;
  return qualifier ? { ...figure, qualifier } : figure;
}

/** Known metadata wins over what the text suggests; the text fills what metadata lacks. */
function resolvePeriod(found: CallPeriod, known: CallPeriod | undefined): CallPeriod {
  if (!known) return found;
  return { quarter: known.quarter ?? found.quarter, year: known.year ?? found.year };
}

/**
 * Outlook wording about the quarter being reported ("ahead of what we expected") is a result;
 * a range ("$3.45 to $3.65") is an outlook however it is introduced; an outlook with no period of
 * its own takes the year its sentence names or the period of the outlook section it is in (the
 * quarter ahead or the year the call just turned to); and a figure with no period of its own after
 * a full-year sentence continues that discussion.
 */
function settleFigure(
  figure: KeyFigure,
  call: CallPeriod,
  previous: FigurePeriod,
  ahead: FigurePeriod,
): KeyFigure {
  const period = figure.period;
  if (figure.isGuidance && period.kind === 'quarter' && period.quarter === call.quarter)
    return { ...figure, isGuidance: false };
  const isGuidance =
    figure.isGuidance || (figure.range !== null && figure.range.high.kind === 'money');
  if (period.kind === 'unknown') {
    // "For Q1, we expect... This translates into revenues between $4.08 billion and $4.13
    // billion": an outlook continues the period its outlook section named.
    if (isGuidance && ahead.kind !== 'unknown') return { ...figure, isGuidance, period: ahead };
    if (previous.kind === 'year') return { ...figure, isGuidance, period: previous };
  }
  return isGuidance === figure.isGuidance ? figure : { ...figure, isGuidance };
}

/** Words that open an outlook section: "Turning to our outlook for the third quarter". */
const OUTLOOK_HEADER = new RegExp(
  String.raw`${GUIDANCE.source}|\b(?:expectations|guidance|outlook)\b`,
  'i',
);

/** How many sentences an outlook section's period lasts without being named again. */
const AHEAD_SPAN = 5;

/** A period an outlook can be for: the next quarter, or a year not before the call's. */
function isAhead(period: FigurePeriod, call: CallPeriod, next: number | null): boolean {
  if (period.kind === 'quarter') return period.quarter === next;
  if (period.kind === 'year') return period.year === null || period.year >= (call.year ?? 0);
  return false;
}

/**
 * "All references will be on an organic or adjusted basis, unless otherwise indicated": the
 * basis a call declares for the figures it discusses.
 */
const DECLARED_BASIS =
  /\b(?:references|comments|discussion|remarks|results|numbers|figures|measures|amounts)\b[^.]{0,60}?\b(?:on|in) an? (?:organic (?:or|and) )?(adjusted|non-gaap)(?: non-gaap)? basis|\bfocus on (?:non-gaap or )?(adjusted|non-gaap)\b|\b(adjusted|non-gaap)\b[^.]{0,30}\bas lead numbers\b/i;

/** The basis a sentence declares for the call's figures, if it declares one. */
function declaredBasis(text: string): Basis {
  if (!/basis|focus on|lead numbers/i.test(text) || /\b(?:reported|gaap) and\b/i.test(text))
    return null;
  const match = DECLARED_BASIS.exec(text);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() === 'non-gaap'
    ? 'non-gaap'
    : 'adjusted';
}

/**
 * A per-share result or outlook said without a basis, after the call declared one, is on that
 * basis; a loss keeps none (a company with an adjusted profit often reports a GAAP loss).
 */
function withDeclaredBasis(figure: KeyFigure, declared: Basis): KeyFigure {
  if (declared === null || figure.basis !== null || figure.isLoss) return figure;
  if (figure.metric !== 'eps' && figure.metric !== 'ffo') return figure;
  return { ...figure, basis: declared, label: `${declared} ${figure.label}` };
}

/** The year a figure is for, 0 when its sentence names none. */
function yearOf(figure: KeyFigure): number {
  return figure.period.kind === 'unknown' ? 0 : (figure.period.year ?? 0);
}

/** The latest year a sentence names ("2022, up from 2021"), if any. */
function latestYear(text: string): number | null {
  let latest: number | null = null;
  for (const match of text.matchAll(/\b20\d\d\b/g)) {
    // "up 25% from 2020": a year compared with is not the one the outlook is for.
    if (
      /\b(?:from|versus|vs\.?|over|than|since|compared (?:to|with))\s+(?:fiscal\s+)?$/i.test(
        text.slice(Math.max(0, match.index - 20), match.index),
      )
    )
      continue;
    latest = Math.max(latest ?? 0, Number(match[0]));
  }
  return latest;
}

/** The company's revenue is the largest revenue figure of the quarter; smaller ones are parts. */
function preferLargestRevenue(candidates: { figure: KeyFigure; score: number }[]): void {
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
    if (share === 1 && figure.period.kind === 'unknown' && !figure.isSegment)
      entry.score = Math.min(1, entry.score / UNKNOWN_PERIOD);
  }
}

/**
 * Writes a short bullet summary of a call's key figures: per-share results, revenue,
 * guidance and other measures, each a terse bullet built from the numbers the call states.
 */
export function writeBullets(transcript: Transcript, options: BulletOptions = {}): Bullet[] {
  const max = options.max ?? DEFAULT_MAX_BULLETS;
  const minRelative = options.minRelativeScore ?? 0.3;
  const remarks = transcript.sentences.filter((s) => s.section === 'remarks');
  const pool = remarks.length > 0 ? remarks : transcript.sentences;
  const call = resolvePeriod(options.detected ?? callPeriodOf(transcript), options.period);
  const candidates: { figure: KeyFigure; score: number }[] = [];
  let previous: FigurePeriod = { kind: 'unknown' };
  let ahead: FigurePeriod = { kind: 'unknown' };
  let aheadAge = 0;
  let declared: Basis = null;
  const next = call.quarter === null ? null : (call.quarter % 4) + 1;
  for (const sentence of pool) {
    const found =
      options.figures?.[sentence.index] ??
      extractSentenceFigures(sentence.text, sentence.index, call);
    const carried = previous;
    const before = ahead;
    const own = periodOf(sentence.text, call);
    const outlook = OUTLOOK_HEADER.test(sentence.text);
    aheadAge++;
    // The period an outlook section turns to stays the subject of the sentences that follow it.
    if (own.kind !== 'unknown') {
      previous = own;
      if (outlook && isAhead(own, call, next)) {
        ahead = own;
        aheadAge = 0;
      }
    }
    if (aheadAge > AHEAD_SPAN) ahead = { kind: 'unknown' };
    // "our 2021 earnings guidance" names its year without "full year" or "fiscal".
    const named = found.length > 0 ? latestYear(sentence.text) : null;
    const context: FigurePeriod =
      named !== null && named >= (call.year ?? 0) ? { kind: 'year', year: named } : before;
    if (declared === null) declared = declaredBasis(sentence.text);
    const settled = found.map((each) =>
      withDeclaredBasis(settleFigure(each, call, carried, context), declared),
    );
    // "We will move to $5.90 to $6.10 adjusted earnings per share and revenues of around $8.7
    // billion": an amount said beside an outlook range, of no period of its own, is outlook too.
    const range = settled.find((f) => f.isGuidance && f.range !== null);
    for (const each of settled) {
      const beside =
        range && !each.isGuidance && each.period.kind === 'unknown'
          ? { ...each, isGuidance: true, period: range.period }
          : each;
      const direct = directOutlook(beside, sentence.text);
      const figure = direct ?? beside;
      candidates.push({ figure, score: scoreFigure(figure, call, direct !== null) });
    }
  }
  preferLargestRevenue(candidates);
  const best = new Map<string, { figure: KeyFigure; score: number }>();
  for (const entry of candidates) {
    const slot = slotOf(entry.figure);
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
  // change to the bullet.
  for (const [slot, entry] of best) {
    if (entry.figure.change !== null || entry.figure.value === null) continue;
    const display = entry.figure.value.display;
    const told = candidates.find(
      (other) =>
        other.figure.change !== null &&
        other.figure.value?.display === display &&
        slotOf(other.figure) === slot,
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
    });
  }
  return bullets;
}
