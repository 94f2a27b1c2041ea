import type { CallFigure, CallFigures } from './call-figures';
import type { KeyFigure } from './extract-figures';
import type { Quantity } from '../text/quantities';
import type { CallPeriod, FigurePeriod } from './period';
import { COMPANY_SCOPE, UNNAMED_PART_SCOPE } from './scope';
import type { FigureTrace } from './trace';

/** How far two amounts may differ and still be one amount said twice, as a share of it. */
const SAME_AMOUNT = 0.005;

/** How much better supported one of two values must be to win their conflict. */
const CLEAR_LEAD = 0.5;

/**
 * Measures a call often states both as reported and adjusted: two values of one of them said
 * without a basis are more likely the two bases than a conflict.
 */
const TWO_BASES = new Set<KeyFigure['metric']>([
  'eps',
  'ffo',
  'net-income',
  'operating-income',
  'ebitda',
  'ebitda-margin',
  'operating-margin',
  'gross-margin',
]);

/** True when the call's other values of a figure's measure, scope and period may conflict with it. */
function isComparable({ figure, scope }: CallFigure): boolean {
  if (scope === undefined || (figure.value === null && figure.range === null)) return false;
  return figure.basis !== null || !TWO_BASES.has(figure.metric);
}

/** The period of a figure in one form, the call's own quarter when its sentence names none. */
function periodKey(figure: KeyFigure, call: CallPeriod): string {
  const period: FigurePeriod = figure.period;
  if (period.kind === 'quarter') return `Q${period.quarter} ${period.year ?? call.year ?? ''}`;
  if (period.kind === 'year') return `${period.span ?? 'FY'} ${period.year ?? call.year ?? ''}`;
  return figure.isGuidance ? `FY ${call.year ?? ''}` : `Q${call.quarter ?? ''} ${call.year ?? ''}`;
}

/** The basis as a reader compares it: adjusted, core and non-GAAP are one. */
function basisKey(figure: KeyFigure): string {
  if (figure.basis === null) return 'unspecified';
  return figure.basis === 'gaap' ? 'gaap' : 'adjusted';
}

/** What two figures must share to state one fact: measure, scope, period, kind, basis and unit. */
function factKey({ figure, scope }: CallFigure, call: CallPeriod): string {
  const unit = figure.range?.high.kind ?? figure.value?.kind ?? 'none';
  return [
    figure.metric,
    scope,
    periodKey(figure, call),
    figure.isGuidance ? 'guidance' : 'actual',
    basisKey(figure),
    unit,
    figure.isLoss ? 'loss' : 'gain',
  ].join('|');
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_AMOUNT * Math.max(Math.abs(a), Math.abs(b));
}

/** True when two figures state the same amount, or the same range. */
function sameAmount(a: KeyFigure, b: KeyFigure): boolean {
  if (a.range && b.range)
    return (
      near(a.range.low.value, b.range.low.value) && near(a.range.high.value, b.range.high.value)
    );
  if (a.value && b.value && !a.range && !b.range) return near(a.value.value, b.value.value);
  return false;
}

/** The step of the last digit an amount is written to: 0.1e6 for "$35.1 million". */
function precisionOf(quantity: Quantity): number {
  const decimals = quantity.digits.split('.')[1]?.length ?? 0;
  const written = Number(quantity.digits);
  if (!Number.isFinite(written) || written === 0) return 0;
  return (Math.abs(quantity.value) / Math.abs(written)) * 10 ** -decimals;
}

/**
 * "Adjusted EBITDA of $35.1 million" and, later, "adjusted EBITDA of $35 million": one amount
 * said once in full and once rounded. The rounded statements of a fact are left out when a more
 * precise one rounds to them; a range is never taken for a rounding.
 */
function roundedRepeats(stated: readonly CallFigure[]): CallFigure[] {
  return stated.filter(({ figure }) => stated.some(({ figure: other }) => roundsTo(other, figure)));
}

/** True when `rounded` states a single amount that `precise` states to a finer digit. */
function roundsTo(precise: KeyFigure, rounded: KeyFigure): boolean {
  if (precise.range || rounded.range || !precise.value || !rounded.value) return false;
  const step = precisionOf(rounded.value);
  const finer = precisionOf(precise.value);
  return (
    finer > 0 &&
    finer < step &&
    Math.abs(Math.abs(precise.value.value) - Math.abs(rounded.value.value)) <= step / 2
  );
}

/** The figures of one fact that state one value, with how well the call supports it. */
type Claim = { figures: CallFigure[]; support: number };

/**
 * How well the call supports a value: once for each time it is said, more for the surest
 * wording, and more again when the prepared remarks say it rather than an answer.
 */
function supportOf(figures: readonly CallFigure[], qaStart: number | null): number {
  const surest = Math.max(...figures.map(({ figure }) => figure.confidence));
  const prepared = figures.some(({ figure }) => qaStart === null || figure.sentence < qaStart);
  return figures.length + surest * 0.5 + (prepared ? 0.25 : 0);
}

/** The support the largest amount of an additive measure gains: as much as one more statement. */
const TOTAL_LEAD = 1;

/** Measures that add up over a company's parts, so that no part's amount exceeds the total. */
const ADDITIVE = new Set<KeyFigure['metric']>(['revenue', 'backlog']);

/**
 * "Sales were a record $1.44 billion" and "Sales were $982 million" in one call, both read as the
 * company's: an amount of a measure that adds up over the parts is the total when it is the
 * largest, and a smaller one a part's the call did not name; the total wins the conflict.
 */
function withTotalFirst(claims: Claim[]): Claim[] {
  const amount = (claim: Claim) => claim.figures[0]?.figure.value?.value ?? 0;
  const first = claims[0]?.figures[0];
  if (!first || first.scope !== COMPANY_SCOPE || !ADDITIVE.has(first.figure.metric)) return claims;
  if (
    first.figure.value?.kind !== 'money' ||
    claims.some((claim) => claim.figures[0]?.figure.range)
  )
    return claims;
  const largest = Math.max(...claims.map(amount));
  return claims.map((claim) =>
    amount(claim) === largest ? { ...claim, support: claim.support + TOTAL_LEAD } : claim,
  );
}

/** The values a fact is stated with, each with the figures that state it. */
function claimsOf(figures: readonly CallFigure[], qaStart: number | null): Claim[] {
  const claims: { figures: CallFigure[] }[] = [];
  for (const each of figures) {
    // An amount said rounded supports the value it rounds.
    const claim = claims.find((c) => {
      const first = c.figures[0]?.figure;
      return (
        first !== undefined &&
        (sameAmount(first, each.figure) ||
          roundsTo(first, each.figure) ||
          roundsTo(each.figure, first))
      );
    });
    if (claim) claim.figures.push(each);
    else claims.push({ figures: [each] });
  }
  return claims.map((claim) => ({ ...claim, support: supportOf(claim.figures, qaStart) }));
}

/**
 * Checks the call's figures before they are shown as data: a result of a year before the call's
 * is a comparison base and is left out, a company figure that repeats a part's amount is the
 * part's and is left out, and one measure of one scope, period, kind and basis
 * stated with two values is a conflict. The best-supported value is
 * kept and marked; when none is clearly better supported, neither is kept. Each figure dropped or
 * marked is traced. (The bullet brief weighs every value itself, and reads them unchecked.)
 */
export function checkCallFigures(read: CallFigures, trace?: FigureTrace): CallFigure[] {
  const { call, qaStart } = read;
  const figures = withoutPartRepeats(
    withoutPriorYears(
      withEstablishedLabels(withLabelScopes(read.figures, trace), trace),
      call,
      trace,
    ),
    call,
    trace,
  );
  const facts = new Map<string, CallFigure[]>();
  for (const each of figures) {
    if (!isComparable(each)) continue;
    const key = factKey(each, call);
    facts.set(key, [...(facts.get(key) ?? []), each]);
  }
  const dropped = new Set<CallFigure>();
  const marked = new Set<CallFigure>();
  const rounded = new Set<CallFigure>();
  for (const stated of facts.values()) {
    // A rounded repeat still supports its value against another one; it is only not shown twice.
    for (const each of roundedRepeats(stated)) {
      rounded.add(each);
      trace?.({
        step: 'check',
        sentence: each.figure.sentence,
        name: 'rounded-repeat',
        figure: each.figure.label,
        reason: 'the call states the same amount more precisely elsewhere',
      });
    }
    const claims = withTotalFirst(claimsOf(stated, qaStart)).sort((a, b) => b.support - a.support);
    const [best, second] = claims;
    if (!best || !second) continue;
    const clear = best.support - second.support >= CLEAR_LEAD;
    for (const claim of claims) {
      const kept = clear && claim === best;
      for (const each of claim.figures) {
        if (kept) marked.add(each);
        else dropped.add(each);
        trace?.({
          step: 'check',
          sentence: each.figure.sentence,
          name: 'conflicting-values',
          figure: each.figure.label,
          reason: kept
            ? 'kept as the best-supported of the values the call states for it'
            : clear
              ? 'the call states another value for it more firmly'
              : 'the call states another value for it as firmly',
        });
      }
    }
  }
  return figures
    .filter((each) => !dropped.has(each) && !rounded.has(each))
    .map((each) => (marked.has(each) ? { ...each, conflict: true } : each));
}

/**
 * "net income of $932 million in 2019", said on a 2020 call: a result of a year before the call's
 * is the base the call compares with, never a figure of the call. (A result a year or more back
 * the call reader already left out; this is the year just before, which it keeps for the brief.)
 */
function isPriorYear(figure: KeyFigure, call: CallPeriod): boolean {
  const year = figure.period.kind === 'unknown' ? null : figure.period.year;
  return !figure.isGuidance && year !== null && call.year !== null && year < call.year;
}

/** Leaves out the results of a year before the call's, each traced as a prior-year base. */
function withoutPriorYears(
  figures: readonly CallFigure[],
  call: CallPeriod,
  trace?: FigureTrace,
): CallFigure[] {
  return figures.filter(({ figure }) => {
    if (!isPriorYear(figure, call)) return true;
    trace?.({
      step: 'check',
      sentence: figure.sentence,
      name: 'prior-year-base',
      figure: figure.label,
      reason: `a result of ${figure.period.kind === 'unknown' ? '' : String(figure.period.year)}, before the call's year`,
    });
    return false;
  });
}

/**
 * "Harbor Services revenue was $740 million. Revenue was $740 million, driven by...": a figure
 * read as the company's that states the amount, measure and period of a figure the call names a
 * part's repeats the part's, and is left out rather than shown as the company's.
 */
function withoutPartRepeats(
  figures: readonly CallFigure[],
  call: CallPeriod,
  trace?: FigureTrace,
): CallFigure[] {
  // Only a part's figure whose own words name the part: one carried from an earlier sentence
  // may be the company's, read under the part the call was discussing.
  const partsFigures = figures.filter(
    ({ figure, scope }) =>
      scope !== undefined &&
      scope !== COMPANY_SCOPE &&
      figure.label.toLowerCase().includes(scope.toLowerCase()),
  );
  if (partsFigures.length === 0) return [...figures];
  const repeatsPart = ({ figure }: CallFigure) =>
    partsFigures.some(
      (part) =>
        part.figure.metric === figure.metric &&
        part.figure.isGuidance === figure.isGuidance &&
        periodKey(part.figure, call) === periodKey(figure, call) &&
        sameAmount(part.figure, figure),
    );
  return figures.filter((each) => {
    if (each.scope !== COMPANY_SCOPE || !repeatsPart(each)) return true;
    trace?.({
      step: 'check',
      sentence: each.figure.sentence,
      name: 'part-repeated-as-company',
      figure: each.figure.label,
      reason: "it repeats the amount of a part's figure of the same measure and period",
    });
    return false;
  });
}

/** Measures whose level is an amount of money, never a percentage. */
const LEVEL_IN_MONEY = new Set<KeyFigure['metric']>(['revenue']);

/**
 * Why a figure's label is not established by its sentence or the context carried into it, or
 * null when it is: a part's figure whose part the call never names has no scope it can be shown
 * under.
 */
function unestablished({ figure, scope }: CallFigure): string | null {
  if (scope === UNNAMED_PART_SCOPE)
    return "a part's figure, and neither its sentence nor the ones before it name the part";
  // "we expect revenue to grow 5% to 6%": a rate of growth states no level of a measure of money.
  if (LEVEL_IN_MONEY.has(figure.metric) && (figure.range?.high ?? figure.value)?.kind === 'percent')
    return 'a rate of growth, which states no level of the measure';
  // "$3.57 to $3." with "67" on the next line: a range that ends below where it starts was cut
  // short, and its amount is not the one said.
  if (figure.range && Math.abs(figure.range.high.value) < Math.abs(figure.range.low.value))
    return 'its range ends below where it starts';
  return null;
}

/**
 * The self-check of a figure's label, not only its number: a figure is kept only when its sentence,
 * or the context carried into it, establishes its measure, period and scope. Each one left out is
 * traced with what its label lacks.
 */
function withEstablishedLabels(figures: readonly CallFigure[], trace?: FigureTrace): CallFigure[] {
  return figures.filter((each) => {
    const reason = unestablished(each);
    if (reason === null) return true;
    trace?.({
      step: 'check',
      sentence: each.figure.sentence,
      name: 'label-not-established',
      figure: each.figure.label,
      reason,
    });
    return false;
  });
}

/**
 * The figures under the scope the labelling guide gives them, where the discourse settled one the
 * cautious reading left open; each one moved is traced.
 */
function withLabelScopes(figures: readonly CallFigure[], trace?: FigureTrace): CallFigure[] {
  return figures.map((each) => {
    if (each.labelScope === undefined || each.labelScope === each.scope) return each;
    trace?.({
      step: 'check',
      sentence: each.figure.sentence,
      name: 'scope-by-discourse',
      figure: each.figure.label,
      reason: `the call's discourse gives it to ${each.labelScope}`,
    });
    return { ...each, scope: each.labelScope };
  });
}
