import type { KeyFigure } from '../../extract-figures';
import type { Mention } from '../../figure-words';
import type { CallPeriod } from '../../period';
import type { FigureTrace } from '../../trace';
import type { MeasuredSentence } from '../tags';
import { readAfter } from './after';
import { figuresOf } from './emit';
import { readImpliedMargins } from './margin';
import { startReading, widenToRange } from './measure';
import { asOutlook, asResult, pairChanges } from './outlook';
import { namePart } from './part-names';
import { readPerShare } from './per-share';
import { readRepurchases } from './repurchase';
import { attachSentence, type AttachSentence } from './sentence';

/**
 * The figures of one measure: the rules of the words before it run first (its place in a list
 * said "respectively", "we generated $X of sales", "a 23.4% gross margin", "a 14% increase in
 * sales"), then, when none read an amount, those of the amounts after it.
 */
function readMention(s: AttachSentence, mention: Mention, index: number): KeyFigure[] {
  const reading = startReading(s, mention, index);
  readAfter(s, reading);
  widenToRange(s, reading);
  return figuresOf(s, reading);
}

/**
 * The candidate figures the rules read from a measured sentence, each naming its rule: the rules
 * of the shares bought back, then those of each measure in the order the sentence names them,
 * then "AMOUNT per share" for the amounts no measure took. An amount one rule takes is not read again by a later one.
 */
export function readCandidates(
  measured: MeasuredSentence,
  sentence: number,
  call: CallPeriod,
  trace?: FigureTrace,
): KeyFigure[] {
  const s = attachSentence(measured, sentence, call, trace);
  if (!s) return [];
  // Shares bought back are read first: "repurchases of 1.5 million shares settled for $174
  // million" names the buyback, but the amount is what the shares cost.
  const bought = readRepurchases(s);
  const figures = s.mentions.flatMap((mention, index) => readMention(s, mention, index));
  figures.push(...readImpliedMargins(s, figures));
  if (s.paired && (s.listed?.size ?? 0) === 0) pairChanges(s.text, s.quantities, figures);
  figures.push(...bought, ...readPerShare(s));
  const settled = s.isGuidance
    ? figures.map((f) => asResult(s.text, f))
    : figures.map((f) => asOutlook(s.text, f));
  return s.part ? settled.map((f) => namePart(f, s.part ?? '')) : settled;
}
