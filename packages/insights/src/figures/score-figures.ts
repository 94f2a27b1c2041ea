import { HEADLINE_METRICS, type FigureDocument, type FigureRecord } from './figure-record';

/** How far a value may be from the labelled one and still match, as a share of it. */
export const VALUE_TOLERANCE = 0.005;

const HEADLINE = new Set<string>(HEADLINE_METRICS);

/** "Marine Systems", "marine systems." and "Marine-Systems" name one part. */
export function normalScope(scope: string): string {
  return scope
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function near(predicted: number | null, labelled: number | null): boolean {
  if (predicted === null || labelled === null) return predicted === labelled;
  if (labelled === 0) return predicted === 0;
  return Math.abs(predicted - labelled) <= VALUE_TOLERANCE * Math.abs(labelled);
}

/**
 * A predicted figure matches a labelled one when measure, kind, period and scope agree, the value
 * (each end of a range) is within {@link VALUE_TOLERANCE}, and the basis agrees unless either side
 * leaves it unspecified.
 */
export function figuresMatch(predicted: FigureRecord, labelled: FigureRecord): boolean {
  return (
    predicted.metric === labelled.metric &&
    predicted.kind === labelled.kind &&
    predicted.period === labelled.period &&
    normalScope(predicted.scope) === normalScope(labelled.scope) &&
    (predicted.basis === labelled.basis ||
      predicted.basis === 'unspecified' ||
      labelled.basis === 'unspecified') &&
    near(predicted.value, labelled.value) &&
    near(predicted.low, labelled.low) &&
    near(predicted.high, labelled.high)
  );
}

/** A headline figure: the company's revenue or EPS, reported or guided. */
export function isHeadline(figure: FigureRecord): boolean {
  return (figure.metric === 'revenue' || figure.metric === 'eps') && figure.scope === 'company';
}

/** One document's comparison: which labels were found, and the predictions that match none. */
export type DocumentScore = {
  doc: string;
  matched: { predicted: FigureRecord; labelled: FigureRecord }[];
  missed: FigureRecord[];
  wrong: FigureRecord[];
};

/**
 * Pairs a document's predictions with its labels one to one, each label with the first
 * prediction that matches it. Predictions of measures the labels do not cover are left out.
 */
export function scoreDocument(predicted: FigureDocument, labelled: FigureDocument): DocumentScore {
  const open = predicted.figures.filter((figure) => HEADLINE.has(figure.metric));
  const matched: DocumentScore['matched'] = [];
  const missed: FigureRecord[] = [];
  for (const label of labelled.figures) {
    const at = open.findIndex((figure) => figuresMatch(figure, label));
    if (at === -1) {
      missed.push(label);
      continue;
    }
    matched.push({ predicted: open[at] as FigureRecord, labelled: label });
    open.splice(at, 1);
  }
  return { doc: labelled.doc, matched, missed, wrong: open };
}

/** Precision, recall and F1 of a count of matches. */
export type Rates = {
  matched: number;
  predicted: number;
  labelled: number;
  precision: number;
  recall: number;
  f1: number;
};

export function rates(matched: number, predicted: number, labelled: number): Rates {
  const precision = predicted === 0 ? 0 : matched / predicted;
  const recall = labelled === 0 ? 0 : matched / labelled;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { matched, predicted, labelled, precision, recall, f1 };
}

/** The scores of a set of documents: overall, headline recall, per measure and per rule. */
export type CorpusScore = {
  overall: Rates;
  headline: Rates;
  /** Part figures shown as the company's: a prediction for the company matching a part's label. */
  partsAsCompany: number;
  byMetric: Map<string, Rates>;
  byRule: Map<string, Rates>;
};

/** Precision and recall of each measure. */
function tallyMetrics(scores: readonly DocumentScore[]): Map<string, Rates> {
  const counts = new Map<string, { matched: number; predicted: number; labelled: number }>();
  const count = (metric: string) => {
    let entry = counts.get(metric);
    if (!entry) counts.set(metric, (entry = { matched: 0, predicted: 0, labelled: 0 }));
    return entry;
  };
  for (const score of scores) {
    for (const { labelled } of score.matched) {
      const entry = count(labelled.metric);
      entry.matched++;
      entry.predicted++;
      entry.labelled++;
    }
    for (const figure of score.wrong) count(figure.metric).predicted++;
    for (const figure of score.missed) count(figure.metric).labelled++;
  }
  return new Map(
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, c]) => [key, rates(c.matched, c.predicted, c.labelled)]),
  );
}

/**
 * Precision of each rule's figures, and its recall as the share of all labels it found: a label
 * belongs to no rule, so a rule's misses cannot be told.
 */
function tallyRules(scores: readonly DocumentScore[], labelled: number): Map<string, Rates> {
  const counts = new Map<string, { matched: number; predicted: number }>();
  for (const score of scores) {
    const figures = [
      ...score.matched.map((pair) => ({ figure: pair.predicted, right: true })),
      ...score.wrong.map((figure) => ({ figure, right: false })),
    ];
    for (const { figure, right } of figures) {
      const rule = figure.rule ?? '(unnamed)';
      const entry = counts.get(rule) ?? { matched: 0, predicted: 0 };
      entry.predicted++;
      if (right) entry.matched++;
      counts.set(rule, entry);
    }
  }
  return new Map(
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rule, c]) => [rule, rates(c.matched, c.predicted, labelled)]),
  );
}

/** Counts, over every document, how often a company prediction is a part's labelled figure. */
function countPartsAsCompany(scores: readonly DocumentScore[]): number {
  let count = 0;
  for (const score of scores) {
    const parts = [...score.missed, ...score.matched.map((pair) => pair.labelled)].filter(
      (label) => label.scope !== 'company',
    );
    for (const figure of score.wrong) {
      if (figure.scope !== 'company') continue;
      if (parts.some((label) => figuresMatch(figure, { ...label, scope: 'company' }))) count++;
    }
  }
  return count;
}

export function scoreCorpus(scores: readonly DocumentScore[]): CorpusScore {
  let matched = 0;
  let predicted = 0;
  let labelled = 0;
  let headlineFound = 0;
  let headlineLabelled = 0;
  for (const score of scores) {
    matched += score.matched.length;
    predicted += score.matched.length + score.wrong.length;
    labelled += score.matched.length + score.missed.length;
    headlineFound += score.matched.filter((pair) => isHeadline(pair.labelled)).length;
    headlineLabelled +=
      score.matched.filter((pair) => isHeadline(pair.labelled)).length +
      score.missed.filter(isHeadline).length;
  }
  return {
    overall: rates(matched, predicted, labelled),
    headline: rates(headlineFound, headlineFound, headlineLabelled),
    partsAsCompany: countPartsAsCompany(scores),
    byMetric: tallyMetrics(scores),
    byRule: tallyRules(scores, labelled),
  };
}
