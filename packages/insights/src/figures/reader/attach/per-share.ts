import type { Quantity, QuantityRange } from '../../../text/quantities';
import type { KeyFigure } from '../../extract-figures';
import { basisOf, PER_SHARE_AFTER } from '../../figure-words';
import { yearRightAfter } from '../../period';
import { isLaterTarget, isPrior } from './amounts';
import { wordsBefore } from './basis';
import { inStaleOutlook, periodOfValue, respectiveAt, type AttachSentence } from './sentence';

/** A per-share amount with the words around it the rule reads. */
type PerShareAmount = {
  q: Quantity;
  range: QuantityRange | null;
  /** The words before the amount, and the last of them. */
  lead: string;
  near: string;
};

/**
 * The rule "AMOUNT|RANGE per share": "$0.82 per diluted share" names the measure after the
 * number. It reads the money amounts without a scale no measure took.
 */
export function readPerShare(s: AttachSentence): KeyFigure[] {
  const mentionsFfo = /ffo|funds from/.test(s.lower);
  const figures: KeyFigure[] = [];
  for (const q of s.quantities) {
    if (s.used.has(q) || q.kind !== 'money' || q.scale !== null) continue;
    const amount = perShareAmount(s, q);
    if (amount) figures.push(perShareFigure(s, amount, mentionsFfo));
  }
  return figures;
}

/** "AFFO, which we believe best reflects our performance, was $0.48 per share". */
function perShareAmount(s: AttachSentence, q: Quantity): PerShareAmount | null {
  const { text, lower, ranges } = s;
  // "from our prior guidance of $3.85 to $4.25": a range's high end is no amount of its own.
  if (ranges.some((r) => r.high === q)) return null;
  // "a range of $1.96 to $2.16 per diluted share": the measure follows the whole range.
  const range = ranges.find((r) => r.low === q) ?? null;
  const tail = text.slice(range ? range.high.end : q.end);
  const before = lower.slice(Math.max(0, q.start - 60), q.start);
  // In an outlook, "adjusted earnings in the range of $1.70 to $1.90" is per share too.
  const earningsRange =
    range !== null &&
    s.isGuidance &&
    q.value < 50 &&
    /\bearnings\b(?:\s+\S+){0,8}\s*$/.test(before) &&
    !/\b(?:share|eps)\b/.test(before);
  if (
    (!PER_SHARE_AFTER.test(tail) && !earningsRange) ||
    isPrior(text, q, ranges) ||
    isLaterTarget(text, range?.high ?? q, s.call)
  )
    return null;
  if (range && inStaleOutlook(s, q)) return null;
  const lead = lower.slice(Math.max(0, q.start - 80), q.start);
  const near = lead.slice(-45);
  if (isPerShareChange(near, tail) || isPerShareItem(lower, q, lead, near)) return null;
  return { q, range, lead, near };
}

/** "guidance by $0.15 per share", "an increase of $0.02 per share": a change, not a level. */
function isPerShareChange(near: string, tail: string): boolean {
  return (
    PER_SHARE_DELTA_BEFORE.test(near) ||
    (/\b(?:up|down)\s+(?:(?:about|approximately|roughly|nearly)\s+)?(?:\$[\d.,]+\s+(?:million|billion)\s+or\s+)?$/.test(
      near,
    ) &&
      !LEVEL_COMPARED.test(tail)) ||
    PER_SHARE_DELTA_AFTER.test(tail)
  );
}

/** Words before a per-share amount that make it a dividend, a value, an item or an effect. */
const PER_SHARE_OTHER_NEAR =
  /dividend|book value|asset value|\bnav\b|repurchase|buyback|impact|benefit|headwind|tailwind|charge|cost|savings|adjustment|reserve|reversal|abatement|contribution|effect|(?<!after-)tax|expense|price|\bdcf\b|cash flow|accreti|\bdilution\b|\b(?:gains?|losses)\s+(?:of|totall?ing)\b/;

/** A per-share amount of something besides earnings or funds from operations. */
function isPerShareItem(lower: string, q: Quantity, lead: string, near: string): boolean {
  return (
    PER_SHARE_OTHER_NEAR.test(near) ||
    // "a $0.26 per share quarterly dividend".
    /^\s*per\s+(?:common\s+)?share\s+(?:(?:quarterly|annual|cash|special)\s+)*dividend/.test(
      lower.slice(q.end, q.end + 40),
    ) ||
    // "net asset value is in the range of $30 per share at the low end to $35 per share".
    /book value|asset value|\bnav\b/.test(lead) ||
    // "Collectively, these select items constituted a loss of $3.74 per diluted share".
    /\bitems?\s+(?:constituted|represented|amounted to|totall?ed)\b/.test(near) ||
    // "intangible amortization of approximately $138 million or $0.60 per diluted share".
    NONCASH_ITEM_OR.test(lead)
  );
}

/** The figure of a per-share amount: earnings, a loss or funds from operations, with its basis. */
function perShareFigure(
  s: AttachSentence,
  { q, range, lead, near }: PerShareAmount,
  mentionsFfo: boolean,
): KeyFigure {
  const { text, lower } = s;
  // "AFFO, which we believe best reflects our performance, was $0.48 per share": the sentence's
  // subject names the measure when no other one comes between.
  const subject = mentionsFfo ? FFO_SUBJECT.exec(lower.slice(0, q.start)) : null;
  const ffoWords = subject ? subject[0] : near;
  const isFfo = /ffo|funds from operations/.test(ffoWords);
  s.used.add(q);
  if (range) s.used.add(range.high);
  const after = lower.slice(q.end, q.end + 50);
  const isLoss =
    !isFfo && (/\b(?:loss(?:es)?|lost)\b/.test(lead.slice(-40) + after.slice(0, 30)) || q.negative);
  // "an operating loss of $68.3 million or $1.27 per share": the operating result, a measure
  // beside the net one, is told as such.
  const operating = !isFfo && OPERATING_LEAD.exec(lead.slice(-80))?.[1] === 'operating';
  const basis = perShareBasis(s, q, lead, ffoWords, operating);
  const measure = `${operating ? 'operating ' : ''}${isFfo ? 'ffo' : isLoss ? 'loss' : 'earnings'}`;
  // "income from continuing operations was $13 million or $0.23 per share",
  // "$0.95 per diluted share from continuing operations".
  const continuing =
    !isFfo &&
    (CONTINUING.test(lead.slice(-60).split(/[;:]/).pop() ?? '') ||
      /^\s*from continuing operations\b/.test(lower.slice(q.end).replace(PER_SHARE_WORDS, '')));
  return {
    rule: 'amount-per-share',
    metric: isFfo ? 'ffo' : 'eps',
    label: `${basis && !(isFfo && basis === 'gaap') ? `${basis} ` : ''}${measure} per share${continuing ? CONTINUING_LABEL : ''}`,
    basis: operating ? (basis ?? 'adjusted') : basis,
    value: q,
    range,
    change: null,
    period:
      respectiveAt(s, range?.low.start ?? q.start) ??
      yearRightAfter(text, range?.high.end ?? q.end) ??
      periodOfValue(s, q.start, range?.high.end ?? q.end),
    isGuidance: s.isGuidance,
    isLoss,
    isSegment: false,
    sentence: s.sentence,
    confidence: /earn|income|profit|eps|loss/.test(lead.slice(-60)) ? 0.9 : 0.6,
  };
}

/**
 * "Excluding special items, net income was $169 million or $1.77 per share": without a basis next
 * to the amount, the one that opens the sentence applies; "Reported an operating loss": the verb
 * names no basis of an operating result.
 */
function perShareBasis(
  s: AttachSentence,
  q: Quantity,
  lead: string,
  ffoWords: string,
  operating: boolean,
): KeyFigure['basis'] {
  const after = s.lower.slice(q.end, q.end + 50);
  const isAffo = /\baffo\b|adjusted funds/.test(ffoWords);
  const said = isAffo
    ? 'adjusted'
    : // The words after the amount up to the next clause: "$0.94 per share and after adjusting
      // for a gain, ..." names the basis of what follows.
      (basisOf(wordsBefore(lead, 60) + (after.split(/,|;| and | or /)[0] ?? '')) ??
      basisOf(s.lower.slice(0, q.start)));
  return operating && said === 'gaap' && !/\bgaap\b/.test(wordsBefore(lead, 60) + after)
    ? null
    : said;
}

/** Results of the businesses the company keeps, named with a per-share figure. */
export const CONTINUING = /\bfrom continuing operations\b/;

export const CONTINUING_LABEL = ' from continuing operations';

/** "net income from continuing operations was $229 million, with" before a per-share measure. */
export const CONTINUING_BEFORE =
  /\b(?:income|earnings|loss)\s+from continuing operations\b[^;]*\b(?:with|or|and)\s+(?:(?:gaap|adjusted|diluted|basic)\s+)*$/;

/** "per diluted share" right after a value. */
export const PER_SHARE_WORDS =
  /^\s*(?:per|a)\s+(?:fully\s+)?(?:diluted\s+|basic\s+|common\s+)*share\b/;

/** Words before a per-share amount that make it a change: "guidance by $0.15", "an increase of $1.5 million or $0.06". */
export const PER_SHARE_DELTA_BEFORE =
  /(?:\bby|\bby(?:\s+\S+){1,3}\s+or|\b(?:contribut\w*|provid\w*|add(?:ed|ing|s)?|account(?:ed|ing|s)? for)|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of(?:\s+\S+){0,3}\s+or|\b(?:increase|decrease|improvement|reduction|decline|growth|benefit|headwind)\s+of)\s+(?:approximately\s+|about\s+|roughly\s+|nearly\s+|almost\s+|in\s+the\s+range\s+of\s+)?$/;

/**
 * Words after a per-share amount that make it a change: "$0.09 higher than", "$0.27 per share of
 * negative variance", "a $0.10 per share drag", "$0.41 of earnings per share pickup".
 */
export const PER_SHARE_DELTA_AFTER =
  /^\s*(?:(?:earnings\s+)?per\s+(?:fully\s+)?(?:diluted\s+)?share\s+)?(?:of\s+(?:[\w-]+\s+){0,3}?(?:expenses?|costs?|charges?|items?|gains?|benefits?|losses|impacts?|accretion|dilution|restructuring|amortization)\b|on\s+(?:favorability|unfavorability)|higher|lower|more|less|better|worse|above|below|ahead|of (?:negative|positive|unfavorable|favorable)|(?:out|under)performance|improvement|increase|decrease|reduction|benefit|contribution|(?:net\s+)?impact|headwind|tailwind|drag|hit|charges?|gains?|costs?|expenses?|(?:of\s+earnings\s+per\s+share\s+)?in\s+savings|of\s+(?:earnings\s+per\s+share|eps)\s+(?:pickup|uplift|accretion|dilution|benefit|growth|improvement|headwind|tailwind|drag|impact))\b/i;

/**
 * "up $0.52 per share compared to the fourth quarter" is a change, but "was up $1.08 per share
 * compared to $0.89 last quarter" a level: one compared with another amount.
 */
export const LEVEL_COMPARED =
  /^\s*(?:per\s+(?:diluted\s+)?share\s+)?,?\s*(?:compared (?:to|with)|versus|vs\.?|from)\s+(?:\$|a\s+\$)/i;

/** "amortization of approximately $138 million or": a non-cash item's amount, then per share. */
export const NONCASH_ITEM_OR =
  /\b(?:amortization|depreciation)\s+(?:(?:expense|charges?)\s+)?(?:of|was|were|totall?ed)\s+(?:approximately\s+|about\s+)?\$[\d.,]+(?:\s*(?:million|billion))?\s*,?\s*or\s*$/;

/** The last result named before a per-share amount: "operating income", "net loss". */
export const OPERATING_LEAD =
  /\b(operating|net)\s+(?:income|earnings|loss|results?)\b(?!.*\b(?:operating|net)\s+(?:income|earnings|loss|results?)\b)/;

/** An (A)FFO named before a per-share amount with no other measure or clause between. */
export const FFO_SUBJECT =
  /\b(?:(?:core|normalized|adjusted|nareit)\s+)*(?:a?ffo|funds from operations)\b(?:(?!earnings|eps|income|net|;)(?:[^.]|\.\d))*$/;
