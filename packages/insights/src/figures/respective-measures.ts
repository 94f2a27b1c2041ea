import type { Quantity, QuantityRange } from '../text/quantities';
import { directionNear, fits, type Mention } from './figure-words';

/** What one measure of a list said before "respectively" is paired with. */
export type RespectiveSlot = {
  /** Its amount (a range's low end stands for the range), or null when the list gives none. */
  value: Quantity | null;
  /** Its change, or null when the list gives none. */
  change: { value: Quantity; direction: 'up' | 'down' } | null;
};

/** Words that join the measures of a list: "revenue and orders", "sales, EBITDA and EPS". */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+)$/;

/** "increased at a compound annual growth rate of 11%, 23% and 35%": rates over several years. */
const OVER_YEARS = /\b(?:compound|cagr|annual(?:ized)? growth rate|per year|a year)\b/i;

/**
 * What may come between the last item of a list and "respectively": "an 11% and 31% increase
 * respectively", "up 24% and 16% year over year, respectively", "up 29% and 46% over the year ago
 * period respectively".
 */
const BEFORE_RESPECTIVELY =
  /^\s*(?:(?:increases?|decreases?|declines?|growth|improvements?)\b)?\s*(?:(?:year[- ]over[- ]year|(?:over|versus|from|compared (?:to|with))\s+(?:the\s+)?(?:prior|last|previous|year[- ]ago)\b[^,;$%\d]{0,30})\s*)?,?\s*$/i;

/**
 * The amounts of a list, each counted once: a range is its low end, and the quantities inside
 * it are not counted again.
 */
function itemsBetween(
  quantities: readonly Quantity[],
  ranges: readonly QuantityRange[],
  from: number,
  to: number,
): Quantity[] {
  return quantities.filter(
    (q) =>
      q.start >= from &&
      q.end <= to &&
      !ranges.some((r) => q !== r.low && q.start >= r.start && q.end <= r.end),
  );
}

/** "were", "of", "totaled": words between a list of two measures and their two amounts. */
const PAIR_VERB = /^\s+(?:were|was|of|totall?ed|came in at)\s+(?:(?:approximately|about)\s+)?$/;

/**
 * "net income and earnings per share were $8 million and $0.13 per share.": two measures joined
 * by "and", a verb, and two amounts joined by "and" that end the clause pair up as "respectively"
 * pairs them. Gives where "respectively" would stand, or -1 when the sentence says no such pair.
 */
function pairedListEnd(
  text: string,
  mentions: readonly Mention[],
  quantities: readonly Quantity[],
  ranges: readonly QuantityRange[],
): number {
  for (let i = 0; i + 1 < mentions.length; i++) {
    const first = mentions[i];
    const second = mentions[i + 1];
    if (!first || !second || !/^\s+and\s+$/.test(text.slice(first.end, second.start))) continue;
    const items = itemsBetween(quantities, ranges, second.end, text.length);
    const a = items[0];
    const b = items[1];
    if (!a || !b || !PAIR_VERB.test(text.slice(second.end, a.start))) continue;
    const aEnd = ranges.find((r) => r.low === a)?.end ?? a.end;
    if (!/^\s*(?:per (?:diluted )?share\s+)?and\s+$/.test(text.slice(aEnd, b.start))) continue;
    const bEnd = ranges.find((r) => r.low === b)?.end ?? b.end;
    const tail = /^\s*(?:per (?:diluted )?share)?/.exec(text.slice(bEnd))?.[0] ?? '';
    if (!/^\s*(?:[.,;]|$)/.test(text.slice(bEnd + tail.length))) continue;
    return bEnd;
  }
  return -1;
}

/** The list a sentence pairs: the last run of measures joined by "and" or commas before `resp`. */
function listBefore(text: string, mentions: readonly Mention[], resp: number): Mention[] {
  let last = -1;
  for (let i = 0; i < mentions.length && (mentions[i]?.end ?? Infinity) <= resp; i++) last = i;
  let first = last;
  while (
    first > 0 &&
    LIST_JOIN.test(text.slice(mentions[first - 1]?.end ?? 0, mentions[first]?.start ?? 0))
  )
    first--;
  return mentions.slice(first, last + 1);
}

/**
 * "Net sales and adjusted EBITDA were $500 million and $90 million, up 12% and 7%,
 * respectively", "revenue and orders up 33% and 21%, respectively": measures named in a list and
 * then as many amounts (and as many changes), the first for the first. Gives each listed
 * measure what is paired with it; none when the sentence pairs no measures so.
 */
export function respectiveMeasures(
  text: string,
  mentions: readonly Mention[],
  quantities: readonly Quantity[],
  ranges: readonly QuantityRange[],
): Map<Mention, RespectiveSlot> {
  const slots = new Map<Mention, RespectiveSlot>();
  if (mentions.length < 2) return slots;
  const said = text.indexOf('respectively');
  const resp = said >= 0 ? said : pairedListEnd(text, mentions, quantities, ranges);
  if (resp < 0) return slots;
  const listed = listBefore(text, mentions, resp);
  const end = listed[listed.length - 1]?.end;
  if (listed.length < 2 || end === undefined) return slots;
  const items = itemsBetween(quantities, ranges, end, resp);
  const lastItem = items[items.length - 1];
  if (
    !lastItem ||
    !BEFORE_RESPECTIVELY.test(
      text.slice(ranges.find((r) => r.low === lastItem)?.end ?? lastItem.end, resp),
    )
  )
    return slots;
  const n = listed.length;
  // "$500 million and $90 million, up 12% and 7%": amounts, then as many changes.
  const levels = items.length === 2 * n ? items.slice(0, n) : items.length === n ? items : null;
  const rates = items.length === 2 * n ? items.slice(n) : [];
  if (!levels || rates.some((q) => q.kind !== 'percent') || OVER_YEARS.test(text.slice(end, resp)))
    return slots;
  // A percentage paired with a measure of amounts is its change ("revenue and orders up 33% and
  // 21%"); the direction is said once, before the first change.
  const isChange = (q: Quantity, mention: Mention) =>
    q.kind === 'percent' && mention.def.kinds.includes('money');
  const changes =
    rates.length > 0 ? rates : levels.filter((q, k) => listed[k] && isChange(q, listed[k]));
  const direction = changes[0] ? directionNear(text, changes[0]) : null;
  if (changes.length > 0 && direction === null) return slots;
  listed.forEach((mention, k) => {
    const level = levels[k];
    if (!level) return;
    const rate = rates[k] ?? (isChange(level, mention) ? level : undefined);
    const value = rate === level || !fits(mention.def, level) ? null : level;
    // A place whose amount is not of its measure ("dividends and capex of $26 million and $11
    // million") is still taken: the measure reads nothing else.
    slots.set(mention, {
      value,
      change:
        rate && direction !== null && (value !== null || rate === level)
          ? { value: rate, direction }
          : null,
    });
  });
  return slots;
}

/**
 * "Consolidated revenue was $4.5 billion and fee revenue was $1.8 billion, increases of 18% and
 * 41%, respectively": two changes listed after two amounts, each the change of its own; gives
 * them in order, or null when the sentence ends on no such pair.
 */
export function respectiveChanges(
  text: string,
  quantities: readonly Quantity[],
):
  | [{ value: Quantity; direction: 'up' | 'down' }, { value: Quantity; direction: 'up' | 'down' }]
  | null {
  const resp = text.indexOf('respectively');
  if (resp < 0) return null;
  const before = quantities.filter((q) => q.end <= resp);
  const second = before[before.length - 1];
  const first = before[before.length - 2];
  if (
    !first ||
    !second ||
    first.kind !== 'percent' ||
    second.kind !== 'percent' ||
    !/^\s*and\s*$/.test(text.slice(first.end, second.start)) ||
    !BEFORE_RESPECTIVELY.test(text.slice(second.end, resp))
  )
    return null;
  const direction = directionNear(text, first);
  if (direction === null) return null;
  return [
    { value: first, direction },
    { value: second, direction },
  ];
}
