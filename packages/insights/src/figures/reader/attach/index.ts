import type { KeyFigure } from '../../extract-figures';
import type { Mention } from '../measure-words';
import type { CallPeriod } from '../../period';
import type { FigureTrace } from '../../trace';
import { RULE_READERS } from '../rules';
import type { MeasuredSentence } from '../tags';
import { figuresOf } from './emit';
import { leadOf, newReading } from './measure';
import { asOutlook, asResult, pairChanges } from './outlook';
import { namePart } from './part-names';
import { attachSentence, type AttachSentence } from './sentence';

/**
 * The figures of one measure: the rules of the words before it run in their declared order until
 * one reads it (its place in a list said "respectively", "we generated $X of sales", "a 23.4%
 * gross margin", "a 14% increase in sales"), then those of the amounts after it.
 */
function readMention(s: AttachSentence, mention: Mention, index: number): KeyFigure[] {
  const reading = newReading(s, mention, index);
  for (const read of RULE_READERS.before) if (read(s, reading)) break;
  reading.lead = leadOf(s, reading);
  for (const read of RULE_READERS.after) read(s, reading);
  return figuresOf(s, reading);
}

/**
 * The candidate figures the rules of FIGURE_RULES read from a measured sentence, each naming its
 * rule, phase by phase: the claiming rules (the shares bought back), then those of each measure in
 * the order the sentence names them, then those that read the measures' figures, then "AMOUNT per
 * share" for the amounts no measure took. An amount one rule takes is not read again by a later
 * one.
 */
export function readCandidates(
  measured: MeasuredSentence,
  sentence: number,
  call: CallPeriod,
  trace?: FigureTrace,
): KeyFigure[] {
  const s = attachSentence(measured, sentence, call, trace);
  if (!s) return [];
  const claimed = RULE_READERS.claim.flatMap((read) => read(s));
  const figures = s.mentions.flatMap((mention, index) => readMention(s, mention, index));
  for (const read of RULE_READERS.figures) figures.push(...read(s, figures));
  if (s.paired && (s.listed?.size ?? 0) === 0) pairChanges(s.text, s.quantities, figures);
  figures.push(...claimed, ...RULE_READERS.rest.flatMap((read) => read(s)));
  const settled = s.isGuidance
    ? figures.map((f) => asResult(s.text, f))
    : figures.map((f) => asOutlook(s.text, f));
  return s.part ? settled.map((f) => namePart(f, s.part ?? '')) : settled;
}
