import { matchesOf } from './matches';

/** The kind of a quantity written in text. */
export type QuantityKind = 'money' | 'percent' | 'basis-points' | 'number';

/** A number found in text, with its unit and scale as written. */
export type Quantity = {
  kind: QuantityKind;
  /** The value in units (a scale of "million" multiplies by 1e6). */
  value: number;
  /** Short display form built only from the written digits, e.g. "$1.2 billion", "14%". */
  display: string;
  /** The digits as written, without commas, e.g. "1.2". */
  digits: string;
  /** The digits as written, with their thousands separators, e.g. "1,780". */
  written: string;
  scale: 'thousand' | 'million' | 'billion' | 'trillion' | null;
  negative: boolean;
  start: number;
  end: number;
};

/** Two quantities written as a range ("$2.85 to $3.10", "between 6% and 8%"). */
export type QuantityRange = { low: Quantity; high: Quantity; start: number; end: number };

const SCALE: Record<string, Quantity['scale']> = {
  k: 'thousand',
  thousand: 'thousand',
  m: 'million',
  mm: 'million',
  mln: 'million',
  million: 'million',
  millions: 'million',
  b: 'billion',
  bn: 'billion',
  billion: 'billion',
  billions: 'billion',
  trillion: 'trillion',
};
const FACTOR = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 } as const;

const QUANTITY =
  /(negative\s+|minus\s+|\()?(?:(US\$|C\$|\$|€|£|¥)\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(%|percent\b|per cent\b|basis points?\b|bps\b|bp\b|cents?\b|k\b|mm\b|mln\b|m\b|bn\b|b\b|thousand\b|millions?\b|billions?\b|trillion\b))?(?:\s(millions?|billions?)\b)?/gi;
const RANGE_JOIN =
  /^\s*(?:per (?:diluted )?share\s+)?(?:(?:and\s+)?to|-|–|through|and)\s*(?:\+|plus\s+)?$/i;

/** Words of a decline said right before an amount. */
const DECLINE_WORDS = String.raw`(?:down|declines?\s+of|decreases?\s+of|negative|minus)\s*$`;
/** A decline said again before a range's high end: "to down 4%", "to a decline of 12%". */
const DECLINE_AGAIN = new RegExp(String.raw`\s(?:a\s+)?${DECLINE_WORDS}`, 'i');
/** A decline said right before a range's low end. */
const DECLINE_BEFORE = new RegExp(String.raw`\b${DECLINE_WORDS}`, 'i');
/** Words before "$X to $Y" that make it a change ending at a level rather than a range. */
const CHANGE_LEAD =
  /(?:\bby|\b(?:increas|decreas|grew|grow|rose|rise|rising|up|down|declin|fell|fall|improv|went|go|going|mov|expand|jump|climb|drop|rais|lower|chang|shift|cut|reduc|narrow|revis|updat)\w*\s+(?:\S+\s+){0,6}?from)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?$/i;
/** "grew $3.5 billion to $35.7 billion" is a change; "up 14% to 16%" is a range of growth. */
const GROWTH_LEAD =
  /\b(?:grew|grow|increased?|rose|up|down|decreased?|declined?|fell|improved?|expanded|jumped|climbed|dropped)(?:\s+by)?\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?$/i;

function formatScale(scale: Quantity['scale']): string {
  return scale === null ? '' : ` ${scale}`;
}

/** True for an ASCII letter or digit (a character code; NaN, past either end, is neither). */
function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Digits glued to a label ("Q3", "COVID-19", "Q4-21", "2Q") are not quantities. */
function isLabel(text: string, at: number): boolean {
  // Character codes, not one-character patterns: this runs for every number of every sentence.
  const before = text.charCodeAt(at - 1);
  if (isAlphanumeric(before) || before === 46 /* . */) return true;
  return (
    (before === 45 /* - */ || before === 47) /* / */ && isAlphanumeric(text.charCodeAt(at - 2))
  );
}

function unitOf(unit: string): {
  kind: QuantityKind | null;
  scale: Quantity['scale'];
  cents: boolean;
} {
  if (unit === '%' || unit.startsWith('percent') || unit.startsWith('per cent'))
    return { kind: 'percent', scale: null, cents: false };
  if (unit.startsWith('basis') || unit === 'bps' || unit === 'bp')
    return { kind: 'basis-points', scale: null, cents: false };
  if (unit.startsWith('cent')) return { kind: 'money', scale: null, cents: true };
  return { kind: null, scale: unit === '' ? null : (SCALE[unit] ?? null), cents: false };
}

/** Finds money amounts, percentages, basis points and plain numbers in one pass. */
export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const match of matchesOf(QUANTITY, text)) {
    const [whole, sign, currency, rawDigits, unitRaw, trailingScale] = match;
    if (rawDigits === undefined) continue;
    const at = match.index ?? 0;
    if (!sign && !currency && isLabel(text, at)) continue;
    const digits = rawDigits.includes(',') ? rawDigits.replace(/,/g, '') : rawDigits;
    const unit = unitOf((unitRaw ?? '').toLowerCase());
    const kind: QuantityKind = unit.kind ?? (currency ? 'money' : 'number');
    let scale = unit.scale;
    if (scale === null && trailingScale) scale = SCALE[trailingScale.toLowerCase()] ?? null;
    let value = Number(digits) * (scale === null ? 1 : FACTOR[scale]);
    if (unit.cents) value /= 100;
    const isParen = sign === '(';
    const negative = sign !== undefined && (!isParen || text[at + whole.length] === ')');
    // Shown as written: "$1,780 million" stays as the call said it.
    const display =
      kind === 'percent'
        ? `${rawDigits}%`
        : kind === 'basis-points'
          ? `${rawDigits} basis points`
          : unit.cents
            ? `${rawDigits} cents`
            : `${currency ?? ''}${rawDigits}${formatScale(scale)}`;
    out.push({
      kind,
      value: negative ? -value : value,
      display,
      digits,
      written: rawDigits,
      scale,
      negative,
      start: isParen || !sign ? at : at + sign.length,
      end: at + whole.length,
    });
  }
  return out;
}

/**
 * The low end of a range said without the unit of its high end takes it: "6 to 8%", "9 to $12.5
 * million", and "$65 to $75 million", whose low end names its currency but not its scale.
 */
function inheritUnit(a: Quantity, b: Quantity, between: string): Quantity {
  const unscaled =
    a.kind === 'money' &&
    a.scale === null &&
    b.kind === 'money' &&
    b.scale !== null &&
    // "$0.30 per share to $6 million" joins a per-share amount to another figure.
    !/share/i.test(between);
  if ((a.kind !== 'number' && !unscaled) || b.kind === 'number') return a;
  const symbol = b.display.match(/^[^\d]*/)?.[0] ?? '';
  const display =
    b.kind === 'percent'
      ? `${a.written}%`
      : b.kind === 'basis-points'
        ? `${a.written} basis points`
        : `${symbol}${a.written}${formatScale(b.scale)}`;
  const factor = b.scale === null ? 1 : FACTOR[b.scale];
  // "$500 to $2 billion" would run downhill: the low end is of another scale.
  if (unscaled && a.value * factor > b.value) return a;
  return { ...a, kind: b.kind, scale: b.scale, display, value: a.value * factor };
}

/** Pairs consecutive quantities joined by "to", "-" or "and" (after "between") into ranges. */
export function findRanges(text: string, quantities: readonly Quantity[]): QuantityRange[] {
  const ranges: QuantityRange[] = [];
  for (let i = 0; i + 1 < quantities.length; i++) {
    const a = quantities[i];
    const b = quantities[i + 1];
    if (!a || !b) continue;
    let between = text.slice(a.end, b.start);
    // "down 2% to down 4%", "a decline of 10% to a decline of 12%": a range of decline says its
    // decline twice; the second only with the first.
    const again = DECLINE_AGAIN.exec(between);
    if (again && !DECLINE_BEFORE.test(text.slice(Math.max(0, a.start - 24), a.start))) continue;
    if (again) between = between.slice(0, again.index);
    const join = RANGE_JOIN.exec(between);
    if (!join) continue;
    const word =
      /(?:to|-|–|through|and)\s*(?:\+|plus\s+)?$/i
        .exec(join[0])?.[0]
        .replace(/\+|plus/i, '')
        .trim()
        .toLowerCase() ?? '';
    const lead = text.slice(Math.max(0, a.start - 70), a.start);
    // "X and Y" lists two figures unless it follows "between" or "in the range of".
    if (word === 'and' && !/\b(?:between|range of)\s+(?:\S+\s+){0,3}$/i.test(lead)) continue;
    // "raising guidance by $0.01 to $2.83 to $2.87", "grew $3.5 billion to $35.7 billion",
    // "increased from $2.1 billion to $2.4 billion": a change and a level, not a range.
    // "decline 1 to 4%" is a range of growth like "decline 1% to 4%".
    const percent = a.kind === 'percent' || (a.kind === 'number' && b.kind === 'percent');
    if (word === 'to' && (CHANGE_LEAD.test(lead) || (!percent && GROWTH_LEAD.test(lead)))) continue;
    if (a.kind !== b.kind && a.kind !== 'number') continue;
    // "from $328 million in 2019 to $224 million": a year is no low end of an amount.
    if (a.kind === 'number' && b.kind !== 'number' && YEAR_WRITTEN.test(a.written)) continue;
    // "$1.5 million to $2 billion" joins two different figures, not the ends of one range.
    const low = inheritUnit(a, b, between);
    if (low.kind === 'money' && low.value !== 0 && Math.abs(b.value) > 20 * Math.abs(low.value))
      continue;
    ranges.push({ low, high: b, start: a.start, end: b.end });
    i++;
  }
  if (ranges.length === 0 && ENDS_HINT.test(text)) {
    const ends = rangeOfEnds(text, quantities);
    if (ends) ranges.push(ends);
  }
  return ranges;
}

const YEAR_WRITTEN = /^(?:19|20)\d\d$/;

const ENDS_HINT = /[- ]end\b/i;
/** "holding the upper end of our range at 21%": the high end of an outlook set on its own. */
const HIGH_END_BEFORE =
  /\b(?:upper|high|higher|top)[- ]end\b[^.;,%$\d]{0,50}?\b(?:at|to)\s+(?:approximately\s+|about\s+)?$/i;
/** "raising the lower end of the range to 19%": the low end of an outlook set on its own. */
const LOW_END_BEFORE =
  /\b(?:lower|low|bottom)[- ]end\b[^.;,%$\d]{0,50}?\b(?:at|to)\s+(?:approximately\s+|about\s+)?$/i;

/**
 * "holding the upper end of our range at 21% and raising the lower end of the range to 19%": the
 * two ends of one range set apart, read as the range from the low end to the high.
 */
function rangeOfEnds(text: string, quantities: readonly Quantity[]): QuantityRange | null {
  const endOf = (pattern: RegExp) => {
    const found = quantities.filter((q) =>
      pattern.test(text.slice(Math.max(0, q.start - 70), q.start)),
    );
    return found.length === 1 ? found[0] : undefined;
  };
  const high = endOf(HIGH_END_BEFORE);
  const low = endOf(LOW_END_BEFORE);
  if (!high || !low || low.kind !== high.kind || low.value > high.value) return null;
  return {
    low,
    high,
    start: Math.min(low.start, high.start),
    end: Math.max(low.end, high.end),
  };
}
