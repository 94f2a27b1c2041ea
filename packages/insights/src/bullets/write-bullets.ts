import { extractSentenceFigures, type KeyFigure } from '../figures/extract-figures';
import { METRICS } from '../figures/metrics';
import { callPeriodOf, periodOf, type CallPeriod, type FigurePeriod } from '../figures/period';
import type { Transcript } from '../transcript/types';
import { guidanceAction } from './guidance-action';
import { renderBullet } from './render-bullet';

/** One bullet of a newswire-style brief, with the transcript sentence it comes from. */
export type Bullet = { text: string; sentences: number[]; score: number; figure: KeyFigure };

/** Options for {@link writeBullets}. */
export type BulletOptions = {
  /** Upper bound on the number of bullets; the engine may write fewer. */
  max?: number;
  /** Bullets scoring below this share of the best bullet are left out. */
  minRelativeScore?: number;
  /** The quarter and year the call reports, when the caller knows them (a story's metadata). */
  period?: CallPeriod;
  /** Figures per sentence when the caller already extracted them (shared with key figures). */
  figures?: readonly KeyFigure[][];
};

const WEIGHT = new Map(METRICS.map((def) => [def.id, def.weight]));

function slotOf(figure: KeyFigure): string {
  const basis =
    figure.metric === 'eps' || figure.metric === 'ffo' || figure.metric === 'net-income'
      ? figure.basis === 'adjusted' || figure.basis === 'non-gaap' || figure.basis === 'core'
        ? 'adj'
        : 'gaap'
      : '';
  const period =
    figure.period.kind === 'quarter' ? `q${figure.period.quarter}` : figure.period.kind;
  return `${figure.isGuidance ? 'guide' : 'result'}:${figure.metric}:${basis}:${figure.isGuidance ? period : ''}`;
}

function scoreFigure(figure: KeyFigure, call: CallPeriod, total: number): number {
  let score = (WEIGHT.get(figure.metric) ?? 0.2) * figure.confidence;
  if (figure.isSegment) score *= 0.35;
  if (figure.value === null && figure.range === null) score *= 0.5;
  if (figure.isGuidance) {
    score *= figure.range ? 0.95 : 0.6;
    if (figure.period.kind === 'unknown') score *= 0.6;
  } else {
    const period = figure.period;
    if (period.kind === 'year') score *= 0.4;
    else if (period.kind === 'quarter' && call.quarter !== null && period.quarter !== call.quarter)
      score *= 0.3;
    if (figure.range) score *= 0.4;
  }
  // Headline figures come early in the prepared remarks.
  const position = total > 0 ? figure.sentence / total : 0;
  score *= 1 - 0.35 * position;
  return score;
}

/** Known metadata wins over what the text suggests; the text fills what metadata lacks. */
function resolvePeriod(found: CallPeriod, known: CallPeriod | undefined): CallPeriod {
  if (!known) return found;
  return { quarter: known.quarter ?? found.quarter, year: known.year ?? found.year };
}

/**
 * Outlook wording about the quarter being reported ("ahead of what we expected") is a result;
 * a range ("$3.45 to $3.65") is an outlook however it is introduced; and a figure with no period
 * of its own after a full-year sentence continues that full-year discussion.
 */
function settleFigure(figure: KeyFigure, call: CallPeriod, previous: FigurePeriod): KeyFigure {
  const period = figure.period;
  if (figure.isGuidance && period.kind === 'quarter' && period.quarter === call.quarter)
    return { ...figure, isGuidance: false };
  if (!figure.isGuidance && figure.range !== null && figure.range.high.kind === 'money')
    return { ...figure, isGuidance: true };
  if (period.kind === 'unknown' && previous.kind === 'year') return { ...figure, period: previous };
  return figure;
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
    entry.score *= 0.4 + 0.6 * Math.min(1, figure.value.value / largest);
  }
}

/**
 * Writes a short bullet summary of a call's key figures: per-share results, revenue,
 * guidance and other measures, each a terse bullet built from the numbers the call states.
 */
export function writeBullets(transcript: Transcript, options: BulletOptions = {}): Bullet[] {
  const max = options.max ?? 5;
  const minRelative = options.minRelativeScore ?? 0.2;
  const remarks = transcript.sentences.filter((s) => s.section === 'remarks');
  const pool = remarks.length > 0 ? remarks : transcript.sentences;
  const call = resolvePeriod(callPeriodOf(transcript), options.period);
  const candidates: { figure: KeyFigure; score: number }[] = [];
  let previous: FigurePeriod = { kind: 'unknown' };
  for (const sentence of pool) {
    const found =
      options.figures?.[sentence.index] ??
      extractSentenceFigures(sentence.text, sentence.index, call);
    const carried = previous;
    const own = periodOf(sentence.text, call);
    if (own.kind !== 'unknown') previous = own;
    for (const each of found) {
      const figure = settleFigure(each, call, carried);
      candidates.push({ figure, score: scoreFigure(figure, call, transcript.sentences.length) });
    }
  }
  preferLargestRevenue(candidates);
  const best = new Map<string, { figure: KeyFigure; score: number }>();
  for (const entry of candidates) {
    const slot = slotOf(entry.figure);
    const current = best.get(slot);
    if (!current || entry.score > current.score) best.set(slot, entry);
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
