import type { Quantity } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { isLaterTarget, isPrior } from './amounts';
import { periodOfValue, REPURCHASE_HINT, type AttachSentence } from './sentence';

/** A verb of the company buying its own shares back, said right before the amount. */
const BOUGHT_AMOUNT =
  /\b(?:we|company)\b[^.;]{0,40}?\b(?:(?:re)?purchased|bought back|(?:expect|plan) to repurchase|executed|spent)\s+(?:approximately\s+|about\s+|over\s+|nearly\s+|roughly\s+)?$/i;

/** "$100 million of our stock", "$441 million in share buybacks": what the amount bought. */
const STOCK_AFTER =
  /^\s+(?:of|in|on|worth of)\s+(?:our\s+)?(?:own\s+)?(?:common\s+)?(?:stock|shares|share\s+(?:re)?purchases|share\s+buybacks|buybacks|repurchases)\b/i;

/**
 * "we repurchased 305,000 shares at a total cost of $8.4 million", "we purchased almost 6 million
 * shares of our stock for about $244 million", "repurchases of 1.5 million common shares settled
 * for $174 million": a count of shares bought, then what they cost.
 */
const SHARES_THEN_COST =
  /\b(?:(?:re)?purchased|bought back|repurchases of)\s+(?:a total of\s+)?(?:approximately\s+|about\s+|almost\s+|nearly\s+)?[\d.,]+(?:\s+(?:million|thousand))?\s+(?:(?:common|ordinary)\s+)?shares\b[^;]{0,100}?\b(?:for|(?:total\s+)?cost of|settled for)\s+(?:a\s+total\s+(?:cost\s+)?of\s+)?(?:approximately\s+|about\s+|over\s+|nearly\s+)?$/i;

/** "remaining under our authorization": what is left of a program, not what was bought. */
const REMAINING_AFTER = /^\s+(?:remaining|left|still available)\b/i;

/**
 * "As of February 27, the company had repurchased a total of...", "since we initiated the
 * program": shares bought over the life of a program, not in the period.
 */
const CUMULATIVE =
  /\b(?:had\s+(?:re)?purchased|as of|since\s+(?:the|we|our|its|inception)|to date|cumulative(?:ly)?|life of)\b/i;

/** True when the words around an amount say the company bought its shares back for it. */
function isRepurchaseCost(text: string, q: Quantity): boolean {
  const before = text.slice(Math.max(0, q.start - 160), q.start);
  const after = text.slice(q.end, q.end + 40);
  if (REMAINING_AFTER.test(after) || CUMULATIVE.test(before)) return false;
  return (BOUGHT_AMOUNT.test(before) && STOCK_AFTER.test(after)) || SHARES_THEN_COST.test(before);
}

/**
 * The rule "we VERB AMOUNT of stock | we VERB COUNT shares for AMOUNT": what the company spent
 * buying back its shares, said with the verb of buying rather than the name of the program. It
 * reads the scaled money amounts no other rule took.
 */
export function readRepurchases(s: AttachSentence): KeyFigure[] {
  if (!REPURCHASE_HINT.test(s.text)) return [];
  const figures: KeyFigure[] = [];
  for (const q of s.quantities) {
    if (s.used.has(q) || q.kind !== 'money' || q.scale === null || q.negative) continue;
    if (!isRepurchaseCost(s.text, q) || isPrior(s.text, q, s.ranges)) continue;
    if (isLaterTarget(s.text, q, s.call)) continue;
    s.used.add(q);
    figures.push({
      rule: 'shares-repurchased',
      metric: 'buyback',
      label: 'share repurchase',
      basis: null,
      value: q,
      range: null,
      change: null,
      period: periodOfValue(s, q.start, q.end),
      isGuidance: s.isGuidance,
      isLoss: false,
      isSegment: false,
      sentence: s.sentence,
      confidence: 0.8,
    });
  }
  return figures;
}
