import type { KeyFigure } from '../../extract-figures';
import {
  countrySubjectBefore,
  isGenericWord,
  isQualified,
  PLACE_AFTER,
  qualifierOf,
  SEGMENT,
  type Mention,
} from '../../figure-words';
import type { MentionReading } from './measure';
import type { AttachSentence } from './sentence';

/** The part of the business a measure's figures are named after, and whether they are a part's. */
export type PartNaming = {
  /** A part named with the measure ("Collection revenue", "sales of Life Science group"). */
  namedPart: string | null;
  /** The name a figure's label opens with: the named part, or the word that qualifies the measure. */
  partName: string | null;
  /** Settled once for the measure's figures, and only when one is given. */
  isSegment: () => boolean;
};

/**
 * "Collection revenue was $110 million": a part's figure is named after the part; "Sales of Life
 * Science group were": a part named after the measure. A part named with its kind ("the
 * Motorcycle segment revenue growth") names even a change said alone; a word before the measure
 * only names the part of an amount.
 */
export function partNaming(s: AttachSentence, reading: MentionReading): PartNaming {
  const { text, lower, part } = s;
  const { mention, lead, values } = reading;
  const after = NAMED_PART_AFTER.exec(text.slice(mention.end, mention.end + 60));
  const namedAfter = after?.[1] ?? after?.[2] ?? after?.[3];
  const qualified = isQualified(lower, mention, text) || namedAfter !== undefined;
  const beforeMention = text.slice(Math.max(0, mention.start - 60), mention.start);
  const namedPart = part
    ? null
    : (namedAfter ??
      namedSegmentBefore(beforeMention) ??
      THE_NAMED_BEFORE.exec(beforeMention)?.[1] ??
      (PER_SHARE_MEASURE.test(mention.def.id) ? null : openingName(text, mention.start)));
  let segment: boolean | undefined;
  // "same property revenue declines of 50.4%", "Flooring Solutions sales growth": a part's.
  const isSegment = (): boolean =>
    (segment ??=
      namedPart !== null ||
      // "we expect that our business will deliver a full year operating margin": the whole.
      SEGMENT.test(lead.replace(OUR_BUSINESS, ' ')) ||
      // "Both Western Europe and emerging markets delivered exceptional organic revenue
      // growth": a region as the subject of the measure's clause.
      (!/[,;]/.test(lower.slice(0, mention.start)) &&
        SEGMENT.test(lower.slice(0, mention.start).replace(OUR_BUSINESS, ' '))) ||
      qualified ||
      part !== null ||
      inPlace(text, lower, mention) ||
      // "From an operating margin perspective, the segment expanded margins by 200 basis points
      // to 19.4%": the part is the subject between the measure and its value.
      /\b(?:the|this|that)\s+(?:segment|division)\b/.test(
        lower.slice(mention.end, values[0]?.start ?? mention.end),
      ));
  return {
    namedPart,
    partName: namedPart ?? (!part && qualified ? qualifierOf(text, mention.start) : null),
    isSegment,
  };
}

/**
 * "revenue in our Title segment", "sales of our annuity products", "sales through Drive Up": words
 * after a measure that place it in a part of the business or a channel.
 */
export const SEGMENT_AFTER =
  /^\s+(?:(?:(?:guidance|growth|outlook)\s+)?(?:in|at|for|from|of)\s+(?:the\s+|our\s+|its\s+|this\s+|that\s+|each\s+)(?:[\w&'-]+\s+){0,3}?(?:segment|division|business|unit|region|product|brand)s?\b|(?:through|via)\s)/;

/**
 * "revenue in our Title segment", "revenue in Italy", "Italy will see a revenue decline": a
 * measure placed in a part of the business or a country by the words after it or its subject.
 */
export function inPlace(text: string, lower: string, mention: Mention): boolean {
  const after = lower.slice(mention.end, mention.end + 50);
  return (
    SEGMENT_AFTER.test(after) ||
    PLACE_AFTER.test(after) ||
    countrySubjectBefore(text, mention.start)
  );
}

/**
 * "The Asset Management segment adjusted operating income", "total irrigation segment revenues": a
 * part named with its kind before a measure.
 */
export const NAMED_SEGMENT_BEFORE =
  /(?:\b(?!(?:The|Our|Its|This|That|Each|Total|Adjusted|Reported)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})|\b(?:[Tt]he|[Oo]ur|[Tt]otal|[Ii]ts)\s+(?!(?:same|whole|entire|overall|total|other|each|new|core|base|combined|consolidated)\b)([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}?))\s+(?:segment|division|business|unit)(?:'s)?\s+$/;

export function namedSegmentBefore(before: string): string | null {
  const match = NAMED_SEGMENT_BEFORE.exec(before);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * "Machine Clothing adjusted EBITDA was $54.9 million", "SSG's operating income for the quarter":
 * a name that opens the sentence right before the measure is a part's; the words that tell any
 * measure ("Strong", "Total", "Year-to-date") and those that open a sentence about the whole
 * company ("Core", "Distributable", "Free") name none.
 */
export const OPENING_NAME = /^((?:[A-Z][\w&-]*\s+){0,2}[A-Z][\w&-]*)(?:'s)?\s+$/;

export const NOT_AN_OPENING_NAME =
  /^(?:we|now|segment|operating|free|cash|capital|pre-?tax|pretax|distributable|diluted|basic|absolute|excluding|days|daily|deferred|recurring|other|interest|normalized|same-store|same-restaurant|q[1-4]|fy|\w+-quarter|quarter-\w+|revenues?|sales|earnings)$/i;

export function openingName(text: string, start: number): string | null {
  const name = OPENING_NAME.exec(text.slice(0, start))?.[1];
  if (
    !name ||
    name.split(/\s+/).some((word) => isGenericWord(word) || NOT_AN_OPENING_NAME.test(word))
  )
    return null;
  return name;
}

/**
 * "The Real Estate Services adjusted EBITDA margin", "the Global RIM adjusted EBITDA": a name after
 * "the" right before a measure is a part's, unless it names the company or a period.
 */
export const THE_NAMED_BEFORE =
  /\b[Tt]he\s+(?!(?:Company|Group|Board|Firm|Bank|Corporation|Total|Consolidated|First|Second|Third|Fourth|Full|Fiscal|Q[1-4]|GAAP|Non-GAAP|Adjusted|Reported)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s+$/;

/**
 * "of Life Science group", "of Clinical Diagnostics products", "in our home warranty business",
 * "Our gross margins in Ag were 13.6%": a named part after a measure.
 */
export const NAMED_PART_AFTER =
  /^\s+(?:of|in|at|for|from)\s+(?:(?:the|our|its)\s+(?!(?:same|whole|entire|overall|total|other|each|every|new|existing|underlying|core|base)\b)([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2})\s+(?:segment|division|business|unit)s?\b|(?:the\s+|our\s+)?(?!(?:The|Our|Its|This|That)\b)([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s+(?:[Ss]egments?|[Dd]ivisions?|[Bb]usiness(?:es)?|[Gg]roups?|[Uu]nits?|[Pp]roducts)\b)|^\s+in\s+(?:the\s+)?(?!(?:Q[1-4]|FY|Fiscal|January|February|March|April|May|June|July|August|September|October|November|December)\b)([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,2})\s+(?:was|were|equaled|totaled|grew|rose|fell|declined|increased|decreased)\b/;

/** Measures of the company's shares, which a name before them does not make a part's. */
export const PER_SHARE_MEASURE = /^(?:eps|ffo|dividend|buyback|book-value)$/;

/** "our business", "the overall business": the company as a whole, no part of it. */
export const OUR_BUSINESS =
  /\b(?:our|the)\s+(?:overall\s+|total\s+|whole\s+|entire\s+)?business\b/g;

/** "Turning to Collection, revenue came in at...": a part's figure is named after the part. */
export function namePart(figure: KeyFigure, part: string): KeyFigure {
  if (!figure.isSegment || figure.metric === 'eps' || figure.metric === 'ffo') return figure;
  if (figure.label.toLowerCase().includes(part.toLowerCase())) return figure;
  // "In institutional and intermediary sales,": the part already names the measure.
  if (part.toLowerCase().endsWith(figure.label.toLowerCase())) return { ...figure, label: part };
  return { ...figure, label: `${part} ${figure.label}` };
}
