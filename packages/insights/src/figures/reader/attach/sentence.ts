import type { Quantity, QuantityRange } from '../../../text/quantities';
import { GUIDANCE, partOf, VERSUS_GUIDANCE, type Mention } from '../../figure-words';
import {
  periodOf,
  quartersIn,
  respectivePeriod,
  subjectYear,
  type CallPeriod,
  type FigurePeriod,
} from '../../period';
import { respectiveMeasures, type RespectiveSlot } from '../../respective-measures';
import type { FigureTrace } from '../../trace';
import type { MeasuredSentence } from '../tags';
import { FORMULA_TERM, FORMULA_TERM_AFTER } from './other-measures';
import type { SentenceAmounts } from './other-amounts';

/**
 * A measured sentence as the attachment rules read it: its measures, what it says of its period
 * and outlook, and the amounts the rules have taken so far (`used`, which each rule adds to, so
 * that an amount read for one measure is not read again for the next).
 */
export type AttachSentence = SentenceAmounts & {
  sentence: number;
  call: CallPeriod;
  mentions: readonly Mention[];
  used: Set<Quantity>;
  period: FigurePeriod;
  isGuidance: boolean;
  /** The part the sentence opens with ("At AeroTech, ..."), if any. */
  part: string | null;
  /** Where "above our prior guidance of $X to $Y" restates an old outlook. */
  stale: { from: number; to: number };
  /** The amounts paired with periods or measures by "respectively", when the sentence says it. */
  paired: readonly { start: number; end: number; kind: string }[] | null;
  /** The measures listed with their amounts in the same order. */
  listed: ReadonlyMap<Mention, RespectiveSlot> | null;
  /** Told of each amount a rule passes over, and why. */
  trace?: FigureTrace;
};

/** Words without which a sentence tells no shares bought back: "repurchased", "bought back". */
export const REPURCHASE_HINT = /purchas|bought back|buyback/i;

/**
 * The sentence's measures, less those named as the terms of another's definition ("free cash
 * flow defined as cash from operations less capital expenditures").
 */
function ownMentions({ lower, measures }: MeasuredSentence): Mention[] {
  return measures.filter(
    (m) =>
      !FORMULA_TERM.test(lower.slice(Math.max(0, m.start - 30), m.start)) &&
      !FORMULA_TERM_AFTER.test(lower.slice(m.end, m.end + 20)),
  );
}

/**
 * "$0.52 and $1.40 for the quarter and the full year, respectively": the amounts paired with
 * periods, a range counted once; read only for the few sentences that say "respectively".
 */
function pairedAmounts({ text, amounts, ranges }: MeasuredSentence): AttachSentence['paired'] {
  if (!text.includes('respectively')) return null;
  return [
    ...ranges.map((r) => ({ start: r.low.start, end: r.high.end, kind: r.high.kind })),
    ...amounts.filter((q) => !ranges.some((r) => q.start >= r.start && q.end <= r.end)),
  ].sort((a, b) => a.start - b.start);
}

/**
 * The sentence the rules read, or null when it can give no figure: without a named measure only
 * "$0.82 per share" or shares bought back can, so the period and outlook reading is skipped for
 * the many sentences that have none of these.
 */
export function attachSentence(
  measured: MeasuredSentence,
  sentence: number,
  call: CallPeriod,
  trace?: FigureTrace,
): AttachSentence | null {
  const { text, lower, amounts: quantities, ranges } = measured;
  if (quantities.length === 0) return null;
  const mentions = ownMentions(measured);
  if (
    mentions.length === 0 &&
    !quantities.some((q) => q.kind === 'money' && q.scale === null) &&
    !REPURCHASE_HINT.test(text)
  )
    return null;
  // "above our prior guidance of $X to $Y" restates old guidance: that phrase and the range
  // right after it are no outlook, but the rest of the sentence may still give one.
  const versus = VERSUS_GUIDANCE_HINT.test(lower) ? VERSUS_GUIDANCE.exec(text) : null;
  const from = versus ? versus.index : Infinity;
  const paired = pairedAmounts(measured);
  return {
    text,
    lower,
    quantities,
    ranges,
    used: new Set<Quantity>(),
    sentence,
    call,
    mentions,
    period: periodOf(text, call),
    isGuidance: GUIDANCE.test(versus ? text.replace(versus[0], ' ') : text),
    part: partOf(text),
    stale: { from, to: versus ? from + versus[0].length + 40 : -1 },
    trace,
    paired,
    // "Net sales and adjusted EBITDA were $500 million and $90 million, respectively", "net
    // income and earnings per share were $8 million and $0.13 per share": measures listed with
    // their amounts in the same order.
    listed:
      mentions.length > 1 && (paired || lower.includes(' and '))
        ? respectiveMeasures(text, mentions, quantities, ranges)
        : null,
  };
}

/** True when a quantity lies in the restated old outlook of {@link AttachSentence.stale}. */
export function inStaleOutlook(s: AttachSentence, q: Quantity): boolean {
  return q.start >= s.stale.from && q.start <= s.stale.to;
}

/** The period an amount starting at `start` is paired with by "respectively", if any. */
export function respectiveAt(s: AttachSentence, start: number): FigurePeriod | null {
  return s.paired && respectivePeriod(s.text, s.paired, start, s.call);
}

/** The year the sentence is about, read only when a figure needs it: most sentences give none. */
const subjects = new WeakMap<AttachSentence, FigurePeriod | null>();

function periodAt(s: AttachSentence, at: number): FigurePeriod {
  if (s.period.kind !== 'unknown') return periodOf(s.text, s.call, at);
  if (!subjects.has(s)) subjects.set(s, subjectYear(s.text));
  return subjects.get(s) ?? s.period;
}

/**
 * The period of a value: "$0.30 to $0.34, the fiscal second quarter outperformance flows
 * through": a quarter named in a later clause is not the figure's period; "$0.30 per share, in the
 * third quarter" is.
 */
export function periodOfValue(s: AttachSentence, at: number, end: number): FigurePeriod {
  const { text, call } = s;
  const found = periodAt(s, at);
  if (found.kind !== 'quarter') return found;
  const cut = text.slice(end).search(/[,;]/);
  if (cut < 0) return found;
  const clause = end + cut;
  const quarters = quartersIn(text);
  const later = quarters.some(
    (hit) =>
      hit.at > clause &&
      hit.quarter === found.quarter &&
      !/^[,;]\s*(?:in|for|during)\b/i.test(text.slice(clause, hit.at)),
  );
  const earlier = quarters.some((hit) => hit.at < clause && hit.quarter === found.quarter);
  return later && !earlier ? periodOf(text.slice(0, clause), call, at) : found;
}

/**
 * "23% to 27% operating margin", "9% to 12% growth in both operating income and...": a measure
 * right after a rate, or the one its growth is said to be in, owns it; one in the next clause
 * ("11% to 13% and expect earnings per share...") or a cause ("19% given our sales growth to
 * date") does not.
 */
export function ownedByLater(s: AttachSentence, end: number): boolean {
  return s.mentions.some(
    (m) =>
      m.start >= end &&
      ((m.start - end < 16 &&
        !/[,;]|\b(?:and|with|expect\w*|given|because|due to|driven by)\b/.test(
          s.lower.slice(end, m.start),
        )) ||
        GROWTH_IN.test(s.lower.slice(end, m.start))),
  );
}

/** A range whose low end is a quantity, if any. */
export function rangeFrom(s: SentenceAmounts, q: Quantity): QuantityRange | null {
  return s.ranges.find((r) => r.low === q) ?? null;
}
/** " growth in both ": words between a rate and the measure it is the growth of. */
export const GROWTH_IN =
  /^\s*(?:growth|increases?|decreases?|declines?)\s+(?:in|of)\s+(?:(?:both|our|the|its|total)\s+)*$/;

/**
 * Every wording {@link VERSUS_GUIDANCE} reads names one of these: most sentences name none, and
 * this plain scan of the lower-cased sentence is much cheaper than the full pattern.
 */
export const VERSUS_GUIDANCE_HINT = /guid|expectations|outlook|forecast/;

/**
 * "raising our 2021 core FFO per share guidance", "fiscal 2022 earnings per share": a year said
 * right before a measure is its period, whatever quarter the sentence named before.
 */
export function yearBefore(text: string, start: number): FigurePeriod | null {
  const from = Math.max(0, start - 40);
  const match =
    /(\b(?:from|off|over|versus|vs\.?|than|compared (?:to|with))\s+(?:the\s+)?)?(?:\b(?:fiscal|fy)\s*(?:year\s+)?)?'?\b(20\d\d)\s+$/i.exec(
      text.slice(from, start),
    );
  // "4% growth off 2019 earnings per share of $2.39": the measure of a year compared with.
  if (!match?.[2] || match[1]) return null;
  const end = from + match.index + match[0].trimEnd().length;
  // "the second quarter 2021 earnings per share" names a quarter of the year, and "our first half
  // 2021 earnings per share" a half of it: the period reading keeps the part.
  if (quartersIn(text).some((hit) => hit.year !== null && hit.end === end)) return null;
  if (
    PART_OF_YEAR_BEFORE.test(text.slice(Math.max(0, from + match.index - 20), from + match.index))
  )
    return null;
  return { kind: 'year', year: Number(match[2]) };
}

/** "first half", "year-to-date", "nine months": a part of a year said before the year. */
export const PART_OF_YEAR_BEFORE =
  /\b(?:(?:first|second)[- ]half|h[12]|year[- ]to[- ]date|(?:six|nine)[- ]months?)\s+(?:of\s+)?(?:fiscal\s+)?$/i;
