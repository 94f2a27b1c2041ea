import { tokenize } from '../text/tokenize';

/**
 * Words analysts and executives use for the same thing: a question that says "buy back" is
 * answered by a call that says "repurchased", and "top line" by "revenue". Each group lists
 * phrases; a question holding every word of one phrase is expanded with the words of the others.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['buyback', 'buy back', 'bought back', 'repurchase', 'share repurchase', 'repurchased'],
  ['revenue', 'sales', 'top line', 'turnover'],
  ['margin', 'profitability'],
  ['headwind', 'pressure', 'risk', 'challenge', 'uncertainty', 'constraint', 'hurt', 'temper'],
  ['outlook', 'guidance', 'expect', 'forecast', 'projecting', 'target', 'planning'],
  ['eps', 'earnings per share', 'earn per share'],
  ['dividend', 'payout'],
  ['inflation', 'cost increase', 'higher costs'],
  ['drove', 'driven', 'driver', 'due to', 'because', 'thanks to'],
  ['strong dollar', 'foreign exchange', 'currency', 'fx'],
  ['grow', 'growth', 'increase', 'rise', 'jump'],
  ['decline', 'decrease', 'fall', 'drop', 'fewer'],
  ['tax rate', 'effective tax rate', 'income tax'],
  ['cash flow', 'free cash flow', 'cash generation'],
  ['shortage', 'supply chain', 'availability'],
  ['q1', 'first quarter'],
  ['q2', 'second quarter'],
  ['q3', 'third quarter'],
  ['q4', 'fourth quarter'],
  ['full year', 'full-year', 'annual', 'fiscal year'],
];

/** Each group's phrases as lists of search terms. */
const GROUP_TERMS: readonly (readonly (readonly string[])[])[] = GROUPS.map((group) =>
  group.map((phrase) =>
    tokenize(phrase)
      .filter((t) => !t.isStopword)
      .map((t) => t.term),
  ),
);

/** The content terms of a text, as the index stores them. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((t) => !t.isStopword)
    .map((t) => t.term);
}

/**
 * The terms a question is matched on: its own content terms, and the terms of the phrases that
 * mean the same as one of its phrases. A term of the question itself is never listed as an
 * expansion.
 */
export function expandQuery(question: string): { own: Set<string>; expanded: Set<string> } {
  const own = new Set(contentTerms(question));
  const expanded = new Set<string>();
  for (const group of GROUP_TERMS) {
    const hit = group.some((phrase) => phrase.length > 0 && phrase.every((t) => own.has(t)));
    if (!hit) continue;
    for (const phrase of group) for (const term of phrase) if (!own.has(term)) expanded.add(term);
  }
  return { own, expanded };
}

/** How much a term found only through the thesaurus counts against one of the question's own. */
export const EXPANSION_WEIGHT = 0.5;

/**
 * How much a name in the question counts ("Iron Mountain", "Xylem"): the name picks out the
 * call, but within a call it is in sentences about anything.
 */
const NAME_WEIGHT = 0.3;

/**
 * Words a question asks with ("How much EBITDA did they book?", "What EPS did they report?")
 * that say nothing of the answer: matched in a call, they find "we booked 27 megawatts".
 */
const ASKING_WORDS = new Set(
  contentTerms('much many report post book achieve generate deliver happen move compare call'),
);

/** The terms of the question's capitalised words after its first: names, not acronyms like "EPS". */
function nameTerms(question: string): Set<string> {
  const names = new Set<string>();
  for (const match of question.matchAll(/(?<=\S\s+)[A-Z][a-z][\w'’]*/g))
    for (const term of contentTerms(match[0])) names.add(term);
  return names;
}

/**
 * The terms a question is searched and answered on, each with its weight: the question's own
 * terms count 1, names {@link NAME_WEIGHT}, the thesaurus's {@link EXPANSION_WEIGHT}; the words
 * it asks with are left out.
 */
export function queryWeights(question: string): Map<string, number> {
  const { own, expanded } = expandQuery(question);
  const names = nameTerms(question);
  const weights = new Map<string, number>();
  for (const term of own) {
    if (ASKING_WORDS.has(term)) continue;
    weights.set(term, names.has(term) ? NAME_WEIGHT : 1);
  }
  for (const term of expanded) if (!ASKING_WORDS.has(term)) weights.set(term, EXPANSION_WEIGHT);
  // A question made only of asking words still searches on them.
  if (weights.size === 0) for (const term of own) weights.set(term, 1);
  return weights;
}
