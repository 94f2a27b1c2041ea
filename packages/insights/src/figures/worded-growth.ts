import type { KeyFigure } from './extract-figures';
import {
  basisOf,
  countrySubjectBefore,
  opensWithPart,
  GUIDANCE,
  isQualified,
  labelOf,
  SEGMENT,
  VERSUS_GUIDANCE,
  type Mention,
} from './figure-words';
import { periodOf, type CallPeriod, type FigurePeriod } from './period';
import type { MeasuredSentence } from './reader/tags';

/** Growth said in words rather than numbers: "mid-single digits", "the low 20% range". */
export type WordedGrowth = { words: string; direction: 'up' | 'down'; range: boolean };

const LEVEL = String.raw`(?:low|mid|high)`;
const SIZE = String.raw`(?:(?:single|double)(?:[- ]digits?)?|teens|[1-9]0s|[1-9]0(?:%|\s?percent))`;
/** "mid-single digits", "low to mid single-digit", "high single-digit to low double-digit", "mid-20s". */
const PHRASE = String.raw`\b${LEVEL}(?:[- ]to[- ]${LEVEL})?[- ]?${SIZE}(?:[- ]to[- ]${LEVEL}[- ]?${SIZE})?`;
/** Most sentences say none of these; the full patterns only run when one occurs. */
export const WORDED_HINT = /single|double|teens|0s\b|0%|0 percent|flat/i;

/** The phrase after the measure: "sales to be up in the low 20% range", "revenue growth in the mid-20s range". */
const AFTER = new RegExp(
  String.raw`^\s+(?:(?:growth|rate|is|are|will|would|to|be|grow|increase|decrease|decline|rise|up|down|in|at|by|the|a|an|now|expected|anticipated|of|approximately|about|roughly)\s+){1,8}?(${PHRASE}|flat\b)`,
);
/** The phrase before the measure: "mid-single-digit net sales revenue growth", "low single-digit percentage growth in diluted earnings per share". */
const BEFORE = new RegExp(
  String.raw`(${PHRASE})(?:\s+percentage)?\s+(?:(growth|increase|decline|decrease)\s+in\s+)?(?:[\w-]+\s+){0,2}$`,
);
const DOWN = /\b(?:down|declin\w*|decreas\w*|lower|reduc\w*)\b/;
/**
 * "grow revenue by low to mid-single digits annually thereafter", "a low double-digit sales growth
 * scenario": a long-term aim or a scenario, not an outlook.
 */
const LONG_TERM =
  /\b(?:long[- ]term|annually|thereafter|over time|each year|per year|cagr|compound|scenarios?)\b/i;
/** "growth in diluted earnings per share compared to fiscal 2021": the year compared with. */
const COMPARED_YEAR =
  /\b(?:compared (?:to|with)|versus|vs\.?|over|from)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?|fy\s?)?'?(20\d\d|\d\d)\b/i;

/** Normalises the phrase as a newswire writes it: "mid-single-digit" reads "mid-single digits". */
function wordsOf(phrase: string, said: string): { words: string; range: boolean } {
  // "revenue to be about flat": the hedge stays with it.
  if (phrase === 'flat')
    return {
      words: /\b(?:about|approximately|roughly)\s+flat/.test(said) ? 'about flat' : 'flat',
      range: false,
    };
  const words = phrase
    .replace(/\b(single|double)(?:[- ]digits?)?/g, '$1 digits')
    .replace(/\s+/g, ' ');
  return { words, range: !/digits$/.test(words) };
}

/** "which was mid- to high 20% sales growth" after "our previous guidance": an outlook replaced. */
const REPLACED =
  /\b(?:previous(?:ly)?|prior|original(?:ly)?|earlier)\s+(?:[\w-]+\s+){0,3}?(?:guidance|outlook|expectations?|guide)\b/i;
/** "first half 2021 consolidated revenue": growth for half a year. */
const HALF = /\b(?:first|second|back|front)[- ]half\b|\b[12]h\b/i;

/** The figure's period, without the year its growth is compared with ("compared to fiscal 2021"). */
function outlookPeriod(text: string, call: CallPeriod, at: number): FigurePeriod {
  const period = periodOf(text, call, at);
  if (period.kind !== 'year' || period.year === null) return period;
  const compared = COMPARED_YEAR.exec(text);
  if (!compared?.[1] || 2000 + (Number(compared[1]) % 100) !== period.year) return period;
  return { kind: 'year', year: null };
}

/** The measures an outlook of growth in words is read for. */
const WORDED_MEASURES = new Set(['revenue', 'eps', 'same-store-sales']);

/**
 * Reads outlooks of growth said in words ("we expect organic sales growth in the mid-single
 * digits", "overall sales to be up in the low 20% range") for revenue, per-share earnings and
 * same-store sales, skipping measures the sentence already gives a number for. It reads the
 * measures the sentence was tagged with.
 */
export function extractWordedGrowth(
  measured: Pick<MeasuredSentence, 'text' | 'lower' | 'measures'>,
  sentence: number,
  call: CallPeriod,
  found: readonly KeyFigure[],
): KeyFigure[] {
  const { text } = measured;
  if (!WORDED_HINT.test(text)) return [];
  const versus = VERSUS_GUIDANCE.exec(text);
  if (!GUIDANCE.test(versus ? text.replace(versus[0], ' ') : text) || LONG_TERM.test(text))
    return [];
  const figures: KeyFigure[] = [];
  for (const mention of measured.measures) {
    const id = mention.def.id;
    if (!WORDED_MEASURES.has(id)) continue;
    // A number read for the measure wins; a bare change ("versus our previous guide up 20%") does not.
    if (found.some((f) => f.metric === id && (f.value !== null || f.range !== null))) continue;
    if (figures.some((f) => f.metric === id)) continue;
    const figure = wordedFigure(measured, mention, sentence, call);
    if (figure) figures.push(figure);
  }
  return figures;
}

/** The outlook of growth in words said with one measure, if the sentence gives one. */
function wordedFigure(
  { text, lower }: Pick<MeasuredSentence, 'text' | 'lower'>,
  mention: Mention,
  sentence: number,
  call: CallPeriod,
): KeyFigure | null {
  const after = AFTER.exec(lower.slice(mention.end, mention.end + 80));
  const before = after
    ? null
    : BEFORE.exec(lower.slice(Math.max(0, mention.start - 60), mention.start));
  // "mid-single-digit net sales growth": a phrase before the measure needs its growth after it
  // or "growth in" before it.
  if (before && !before[2] && !/^\s+growth\b/.test(lower.slice(mention.end, mention.end + 8)))
    return null;
  const phrase = after?.[1] ?? before?.[1];
  if (!phrase) return null;
  const at = after ? mention.end + after[0].length : mention.start;
  if (REPLACED.test(text.slice(Math.max(0, at - 80), at))) return null;
  if (HALF.test(text.slice(Math.max(0, mention.start - 40), at))) return null;
  const said = after
    ? lower.slice(mention.end, mention.end + after[0].length)
    : (before?.[0] ?? '');
  const lead = lower.slice(Math.max(0, mention.start - 45), mention.end);
  // "high single-digit net sales growth": the phrase is no part of the business.
  const plain = before
    ? lower.slice(0, mention.start - before[0].length) +
      ' '.repeat(before[0].length) +
      lower.slice(mention.start)
    : lower;
  const basis = basisOf(lead);
  return {
    metric: mention.def.id,
    label: labelOf(mention, basis, false),
    basis,
    value: null,
    range: null,
    change: null,
    period: outlookPeriod(text, call, mention.start),
    isGuidance: true,
    isLoss: false,
    isSegment:
      SEGMENT.test(lead) ||
      isQualified(plain, mention, text) ||
      opensWithPart(text) ||
      countrySubjectBefore(text, mention.start),
    sentence,
    confidence: 0.8,
    worded: { ...wordsOf(phrase, said), direction: DOWN.test(said) ? 'down' : 'up' },
  };
}
