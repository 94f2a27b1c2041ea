import { findBoilerplate, type BoilerplateKind } from './boilerplate';

/** A line of a call: the call's file name without extension and the 0-based line. */
export type QaLine = { doc: string; line: number };

/** What a full answer must state: one of these strings, as numbers may be written. */
export type QaFact = { anyOf: string[] };

export const QA_CATEGORIES = [
  'figure',
  'guidance',
  'reason',
  'risk',
  'capital',
  'comparison',
  'what-changed',
] as const;

export type QaCategory = (typeof QA_CATEGORIES)[number];

/** One labelled question of `eval/qa/*.jsonl`. */
export type QaQuestion = {
  id: string;
  question: string;
  docs: string[];
  category: QaCategory;
  facts: QaFact[];
  supportLines: QaLine[];
};

/** An answer as `ask --json` and `batch-ask` write it. */
export type QaAnswer = { answer: string; citations: QaLine[] };

/** How one answer scored. */
export type AnswerScore = {
  id: string;
  category: QaCategory;
  /** Per fact of the question, whether the answer states it. */
  stated: boolean[];
  fullyAnswered: boolean;
  citations: number;
  supporting: number;
  boilerplate: { sentence: string; kind: BoilerplateKind }[];
};

/**
 * Lower-cases a text and drops thousands separators ("1,350" reads as "1350"), so that a fact
 * matches however the answer groups its digits.
 */
export function normalizeForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ');
}

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * Whether `needle` occurs in `haystack` (both normalized) as a whole number: "25 million" must
 * not match inside "125 million", nor "0.6" inside "0.66".
 */
function occursWhole(haystack: string, needle: string): boolean {
  const guardStart = isDigit(needle[0]);
  const guardEnd = isDigit(needle[needle.length - 1]);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const digitBefore =
      isDigit(before) || ((before === '.' || before === ',') && isDigit(haystack[at - 2]));
    const digitAfter =
      isDigit(after) ||
      ((after === '.' || after === ',') && isDigit(haystack[at + needle.length + 1]));
    if ((!guardStart || !digitBefore) && (!guardEnd || !digitAfter)) return true;
  }
  return false;
}

/** Whether a text states a fact: one of its strings occurs in it. */
export function statesFact(text: string, fact: QaFact): boolean {
  const normalized = normalizeForMatch(text);
  return fact.anyOf.some((option) => {
    const needle = normalizeForMatch(option).trim();
    return needle !== '' && occursWhole(normalized, needle);
  });
}

/**
 * Scores one answer. A citation supports when its line is one of the question's support lines or
 * the line's text (from `lineText`) states one of the question's facts.
 */
export function scoreAnswer(
  question: QaQuestion,
  answer: QaAnswer,
  lineText: (doc: string, line: number) => string | undefined,
): AnswerScore {
  const stated = question.facts.map((fact) => statesFact(answer.answer, fact));
  const supportKeys = new Set(question.supportLines.map((s) => `${s.doc}\n${s.line}`));
  let supporting = 0;
  for (const citation of answer.citations) {
    const text = lineText(citation.doc, citation.line);
    if (
      supportKeys.has(`${citation.doc}\n${citation.line}`) ||
      (text !== undefined && question.facts.some((fact) => statesFact(text, fact)))
    )
      supporting++;
  }
  return {
    id: question.id,
    category: question.category,
    stated,
    fullyAnswered: stated.every(Boolean),
    citations: answer.citations.length,
    supporting,
    boilerplate: findBoilerplate(answer.answer),
  };
}

/** Shares over a set of scored answers; a share of nothing is null, not zero. */
export type QaSummary = {
  questions: number;
  fullyAnswered: number | null;
  byCategory: Record<string, { questions: number; fullyAnswered: number | null }>;
  citations: number;
  supportingCitations: number | null;
  withBoilerplate: number | null;
};

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function summarizeScores(scores: readonly AnswerScore[]): QaSummary {
  const byCategory: QaSummary['byCategory'] = {};
  for (const category of QA_CATEGORIES) {
    const inCategory = scores.filter((s) => s.category === category);
    if (inCategory.length === 0) continue;
    byCategory[category] = {
      questions: inCategory.length,
      fullyAnswered: share(inCategory.filter((s) => s.fullyAnswered).length, inCategory.length),
    };
  }
  const citations = scores.reduce((sum, s) => sum + s.citations, 0);
  return {
    questions: scores.length,
    fullyAnswered: share(scores.filter((s) => s.fullyAnswered).length, scores.length),
    byCategory,
    citations,
    supportingCitations: share(
      scores.reduce((sum, s) => sum + s.supporting, 0),
      citations,
    ),
    withBoilerplate: share(scores.filter((s) => s.boilerplate.length > 0).length, scores.length),
  };
}

const isLine = (value: unknown): value is QaLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QaLine).doc === 'string' &&
  Number.isInteger((value as QaLine).line) &&
  (value as QaLine).line >= 0;

/** Reads one labelled question, saying what is wrong with one that breaks the schema. */
export function parseQaQuestion(value: unknown): QaQuestion {
  const q = value as Partial<QaQuestion> | null;
  const fail = (why: string): never => {
    throw new Error(`question ${typeof q?.id === 'string' ? q.id : '?'}: ${why}`);
  };
  if (typeof q !== 'object' || q === null) return fail('is not an object');
  if (typeof q.id !== 'string' || q.id === '') fail('needs an id');
  if (typeof q.question !== 'string' || q.question.trim() === '') fail('needs a question');
  if (!Array.isArray(q.docs) || q.docs.length === 0 || !q.docs.every((d) => typeof d === 'string'))
    fail('needs docs, a list of call names');
  if (!QA_CATEGORIES.includes(q.category as QaCategory))
    fail(`category must be one of ${QA_CATEGORIES.join(', ')}`);
  if (
    !Array.isArray(q.facts) ||
    q.facts.length === 0 ||
    !q.facts.every(
      (f) =>
        Array.isArray(f?.anyOf) &&
        f.anyOf.length > 0 &&
        f.anyOf.every((s) => typeof s === 'string' && s.trim() !== ''),
    )
  )
    fail('needs facts, each with a non-empty anyOf list of strings');
  if (
    !Array.isArray(q.supportLines) ||
    q.supportLines.length === 0 ||
    !q.supportLines.every(isLine)
  )
    fail('needs supportLines, each {doc, line}');
  for (const support of q.supportLines ?? [])
    if (!q.docs?.includes(support.doc)) fail(`support line in ${support.doc}, not one of its docs`);
  return q as QaQuestion;
}
