import type { Quantity } from '../../text/quantities';
import type { ComparisonBase } from '../extract-figures';
import type { TaggedSentence } from './tags';

/** How far after a change its base may be said: "up 10% from the third quarter a year ago". */
const BASE_AFTER_REACH = 80;
/** How far before a change its base may be said: "Year over year, revenue grew 10%". */
const BASE_BEFORE_REACH = 60;

/** True when the text between two points stays in one clause and names no other rate. */
function sameClause(tagged: TaggedSentence, from: number, to: number): boolean {
  if (/[;:]/.test(tagged.text.slice(from, to))) return false;
  return !tagged.amounts.some((q) => q.kind === 'percent' && q.start >= from && q.end <= to);
}

/**
 * What a change is measured against: the base said right after it in its clause ("up 10% from a
 * year ago", "down 3% sequentially", "up 12% versus 2019"), else one said before it in the same
 * clause ("Compared with last year, sales rose 4%"); 'unspecified' when the sentence says none.
 */
export function comparisonBaseOf(tagged: TaggedSentence, change: Quantity): ComparisonBase {
  const after = tagged.bases.find(
    (tag) =>
      tag.start >= change.end &&
      tag.start - change.end <= BASE_AFTER_REACH &&
      sameClause(tagged, change.end, tag.start),
  );
  if (after) return after.base;
  const before = [...tagged.bases]
    .reverse()
    .find(
      (tag) =>
        tag.end <= change.start &&
        change.start - tag.end <= BASE_BEFORE_REACH &&
        sameClause(tagged, tag.end, change.start),
    );
  return before?.base ?? 'unspecified';
}
