import { matchesOf } from '../../text/matches';
import type { Quantity } from '../../text/quantities';
import type { Basis } from '../extract-figures';
import { METRICS, type MetricDefinition } from '../metrics';

export type Mention = { def: MetricDefinition; start: number; end: number; text: string };

/** "$0.82 per diluted share", "$4.01 diluted earnings per share": the measure follows the value. */
export const PER_SHARE_AFTER =
  /^\s*(?:(?:per|a)\s+(?:fully\s+)?(?:adjusted\s+|diluted\s+|basic\s+|common\s+)*share\b|(?:of\s+)?(?:(?:gaap|non-gaap|adjusted|diluted|core|reported)\s+)*(?:earnings|eps|loss)\s+per\s+(?:diluted\s+)?share\b)/i;

/** Every metric hint, longest first, as one pattern: one scan finds which hints a sentence has. */
const HINTS = [...new Set(METRICS.flatMap((def) => def.hints))].sort((a, b) => b.length - a.length);
const HINT_PATTERN = new RegExp(
  HINTS.map((hint) => hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);
// One bit per hint in a 32-bit mask.
if (HINTS.length > 31) throw new Error(`${HINTS.length} metric hints do not fit in a bit mask`);
/** Per metric, the bits of its hints in a {@link hintsIn} mask. */
const HINT_BITS = METRICS.map((def) =>
  def.hints.reduce((bits, hint) => bits | (1 << HINTS.indexOf(hint)), 0),
);

/**
 * Per hint, its bit and the bits of the shorter hints it starts with ("net " in "net interest"):
 * the pattern tries the longer hint first, so a match found at a place also finds those.
 */
const HINT_MATCH_BITS = new Map(
  HINTS.map((hint) => [
    hint,
    HINTS.reduce((bits, other, i) => (hint.startsWith(other) ? bits | (1 << i) : bits), 0),
  ]),
);

/** The hints occurring in a lower-cased text, including ones that overlap another, as bits. */
function hintsIn(lower: string): number {
  let present = 0;
  HINT_PATTERN.lastIndex = 0;
  for (let match = HINT_PATTERN.exec(lower); match !== null; match = HINT_PATTERN.exec(lower)) {
    present |= HINT_MATCH_BITS.get(match[0]) ?? 0;
    // Resume one character on, so a hint starting inside this one is found too.
    HINT_PATTERN.lastIndex = match.index + 1;
  }
  HINT_PATTERN.lastIndex = 0;
  return present;
}

/** Finds the measures named in a lower-cased sentence; on overlap the earlier definition wins. */
export function findMentions(lower: string): Mention[] {
  const all: Mention[] = [];
  const present = hintsIn(lower);
  if (present === 0) return all;
  METRICS.forEach((def, order) => {
    if ((present & (HINT_BITS[order] ?? 0)) === 0) return;
    for (const match of matchesOf(def.pattern, lower)) {
      const start = match.index;
      all.push({ def, start, end: start + match[0].length, text: match[0] });
    }
  });
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of all) {
    const last = kept[kept.length - 1];
    if (last && mention.start < last.end) {
      const order = (m: Mention) => METRICS.indexOf(m.def);
      if (order(mention) < order(last) && mention.end >= last.end) kept[kept.length - 1] = mention;
      continue;
    }
    kept.push(mention);
  }
  return kept;
}

/** Reads the accounting basis (adjusted, non-GAAP, core, GAAP) from the words around a figure. */
export function basisOf(text: string): Basis {
  if (
    /non-gaap|non gaap|adjust(?:ed|ing for)|excluding|ex-items|underlying|distributable/.test(text)
  ) {
    return /non-gaap|non gaap/.test(text) ? 'non-gaap' : 'adjusted';
  }
  if (/\bcore\b/.test(text)) return 'core';
  // "reported earnings", "on a reported basis", but not the verb of "we reported $7 billion".
  if (
    /\bgaap\b|(?<!\b(?:we|company|it|segment|business|division)\s+(?:[a-z]+\s+)?)\breported\b/.test(
      text,
    )
  )
    return 'gaap';
  return null;
}

/** The bullet wording of a measure, e.g. "adjusted operating earnings per share". */
export function labelOf(mention: Mention, basis: Basis, isLoss: boolean): string {
  const def = mention.def;
  const text = mention.text;
  if (def.id === 'revenue') {
    const word = /sales/.test(text) ? 'sales' : 'revenue';
    if (/same|comparable|organic/.test(text)) return `organic ${word}`;
    return word;
  }
  if (def.id === 'eps' || def.id === 'ffo') {
    const isAffo = def.id === 'ffo' && /\baffo\b|adjusted funds/.test(text);
    const shown = isAffo ? 'adjusted' : def.id === 'ffo' && basis === 'gaap' ? null : basis;
    const words = [shown ?? '', /\boperating\b/.test(text) ? 'operating' : ''];
    const measure =
      def.id === 'ffo' ? 'ffo per share' : isLoss ? 'loss per share' : 'earnings per share';
    const tail = /continuing operations/.test(text) ? ' from continuing operations' : '';
    return `${words.filter(Boolean).join(' ')} ${measure}${tail}`.trim();
  }
  // "average AUM" is the quarter's mean, not its closing balance.
  if (def.id === 'aum' && text.startsWith('average')) return `average ${def.label}`;
  let label = def.label.replace('{basis}', basis ?? '').trim();
  if (def.id === 'net-income' && isLoss) label = label.replace('net income', 'net loss');
  // "Adjusted EBITDA for the quarter was a loss of $39 million", "an operating loss of $77 million".
  if (def.id === 'operating-income' && isLoss)
    label = label.replace('operating income', 'operating loss');
  if (def.id === 'ebitda' && isLoss) label = `${label} loss`;
  return label.replace(/\s+/g, ' ');
}

/** Whether a quantity can be the value of a measure (per-share amounts are small, totals are scaled). */
export function fits(def: MetricDefinition, q: Quantity): boolean {
  if (!def.kinds.includes(q.kind)) return false;
  if (def.id === 'eps' || def.id === 'ffo' || def.id === 'book-value') {
    return q.kind === 'money' && q.scale === null && Math.abs(q.value) < 500;
  }
  if (def.id === 'dividend') return q.kind !== 'money' || (q.scale === null && q.value < 50);
  // "$2,669 billion" is a garbled "$2.669 billion": no figure to quote as said.
  if (q.scale === 'billion' && Math.abs(q.value) >= 1e12) return false;
  if (q.kind === 'money') return q.scale !== null || Math.abs(q.value) >= 1000;
  return true;
}
