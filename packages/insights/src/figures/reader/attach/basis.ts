import type { Quantity } from '../../../text/quantities';
import type { Basis } from '../../extract-figures';
import { basisOf, type Mention } from '../../figure-words';
import type { MentionReading } from './measure';
import type { SentenceAmounts } from './other-amounts';
import type { AttachSentence } from './sentence';

/**
 * The bases of a measure's values, one a value: "$2.85 or $3.00 on an adjusted basis" gives the
 * second value as adjusted, "GAAP and adjusted earnings per share of $0.53 and $0.52" one basis
 * each, and a single value the basis said with the measure, between it and its value, or right
 * after the value. `alternative` is the adjusted figure said after "or", if any.
 */
export function basesOf(
  s: AttachSentence,
  reading: MentionReading,
  alternative: Quantity | null,
): { bases: Basis[]; shared: boolean } {
  const { lower, ranges } = s;
  const { mention, values, lead } = reading;
  const shared = / and (?:adjusted|non-gaap|gaap|core)/.test(lead) && values.length >= 2;
  const firstEnd =
    ranges.find((r) => r.low === values[0])?.high.end ?? values[0]?.end ?? mention.end;
  const bases: Basis[] = alternative
    ? [
        basisOf(lead) ??
          (/^[^,;]*?\b(?:gaap|reported)\b[^,;]*?\band\s*$/.test(
            lower.slice(firstEnd, alternative.start),
          )
            ? 'gaap'
            : null),
        basisOf(lower.slice(alternative.end, alternative.end + 60)) ?? 'adjusted',
      ]
    : shared
      ? // "sales of $2.4 billion and GAAP and adjusted earnings per share of $0.53 and $0.52,
        // respectively": the last names before the measure are the ones its values follow.
        lead.split(/ and /).slice(-values.length).map(basisOf)
      : [singleBasis(s, reading, firstEnd)];
  if (mention.def.id === 'ffo' && /\baffo\b|adjusted funds/.test(mention.text))
    bases[0] = 'adjusted';
  // "Adjusted second quarter net income and earnings per share were...", "After adjusting for
  // these items, net earnings were $100 million or $0.57 per diluted share": a result without a
  // basis of its own takes the one that opens the sentence.
  if (bases[0] === null && /^(?:eps|ffo|net-income|net-interest-margin)$/.test(mention.def.id))
    bases[0] = basisOf(OPENING_BASIS.exec(lower.slice(0, mention.start))?.[0] ?? '');
  return { bases, shared };
}

/**
 * "Our reported earnings per share of $0.38 exceeded our adjusted earnings per share": the basis
 * named with the measure, else the words between it and its value ("FFO, excluding specified
 * items, of $0.49"), else the words right after the value, up to the next clause.
 */
function singleBasis(s: AttachSentence, reading: MentionReading, firstEnd: number): Basis {
  const { lower, quantities } = s;
  const { mention, values, lead, next } = reading;
  const after = lower.slice(
    firstEnd,
    Math.min(firstEnd + 30, Math.max(firstEnd, next?.start ?? Infinity)),
  );
  return (
    basisOf(lead) ??
    adjustedBetween(lower, mention, values[0], quantities) ??
    basisOf(after.split(/,|;| and | or /)[0] ?? '')
  );
}

/** A basis that opens a sentence and covers the measures joined to it by "and". */
export const OPENING_BASIS =
  /^(?:(?:excluding|after adjusting for|adjusting for)\b[^,;]*,\s*(?:[\w-]+\s+){0,5}?|(?:adjusted|non-gaap)\s+(?:[\w-]+\s+){0,5}?)(?:and\s+)?$/;

/**
 * "FFO, excluding specified items, of $0.49", "Operating margin excluding charges of 12.3%": an
 * adjusted basis said between a measure and its value, with no other value between.
 */
export function adjustedBetween(
  lower: string,
  mention: Mention,
  value: Quantity | undefined,
  quantities: readonly Quantity[],
): Basis {
  if (!value || quantities.some((q) => q.start >= mention.end && q.end <= value.start)) return null;
  const basis = basisOf(lower.slice(mention.end, value.start));
  return basis === 'adjusted' || basis === 'non-gaap' ? basis : null;
}

/** "$2.85 to $3.10 or $3.00 to $3.25 on an adjusted basis": the second figure is the adjusted one. */
export function adjustedAlternative(
  { text, lower, quantities, ranges, used }: SentenceAmounts,
  values: readonly Quantity[],
): Quantity | null {
  const first = values[0];
  if (values.length !== 1 || !first || first.kind !== 'money' || first.scale !== null) return null;
  const end = ranges.find((r) => r.low === first)?.high.end ?? first.end;
  // "$1 to $1.10 on a GAAP basis and $1.10 to $1.20 as adjusted" joins the two with "and".
  // "$3.36 or, excluding charges, $3.49" names the basis before the second figure.
  const or =
    /^\s*(?:per (?:diluted )?share)?,?\s*(?:or|(?:on an? (?:gaap|reported) basis|gaap),?\s+and)(?:\s+|,\s*)(?:((?:excluding|before)\s+[\w\s-]{1,40}?|on an? (?:adjusted|non-gaap) basis|(?:adjusted|non-gaap)(?:\s+for\s+[\w\s-]{1,40}?)?),\s*)?/i.exec(
      text.slice(end),
    );
  if (!or) return null;
  const next = quantities.find((q) => q.start === end + or[0].length && !used.has(q));
  if (!next || next.kind !== 'money' || next.scale !== null) return null;
  if (or[1]) return next;
  const after = ranges.find((r) => r.low === next)?.high.end ?? next.end;
  return /adjusted|non-gaap|excluding/.test(lower.slice(after, after + 60)) ? next : null;
}

/** The last `length` characters of a text, without a word cut in two ("non-gaap" is not "gaap"). */
export function wordsBefore(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(-length).replace(/^[^\s,;]*/, '');
}
