import type { FinancialModel } from './financials';
import { offsetPeriod, periodIndex, type Period } from './period';
import { createRandom } from './random';

/** A guided range; revenue in tenths of $ millions, EPS in cents. */
export type GuidanceRange = {
  revenueLow: number;
  revenueHigh: number;
  epsLow: number;
  epsHigh: number;
};

export type FullYearChange = 'initiate' | 'raise' | 'lower' | 'narrow' | 'reaffirm';

/** What management guides to on the call for a quarter. */
export type CallGuidance = {
  nextQuarter: Period;
  quarterRange: GuidanceRange;
  fiscalYear: number;
  yearRange: GuidanceRange;
  yearChange: FullYearChange;
};

/** A rounding step for revenue ranges that looks like what companies publish. */
function revenueStep(revenue: number, isBillions: boolean): number {
  if (isBillions) return revenue >= 400_000 ? 1000 : revenue >= 20_000 ? 500 : 100;
  return revenue >= 2000 ? 50 : 10;
}

function range(
  revenueCenter: number,
  revenueWidth: number,
  epsCenter: number,
  epsWidth: number,
  isBillions: boolean,
): GuidanceRange {
  const step = revenueStep(revenueCenter, isBillions);
  const low = Math.floor((revenueCenter * (1 - revenueWidth)) / step) * step;
  const high = Math.ceil((revenueCenter * (1 + revenueWidth)) / step) * step;
  const epsHalf = Math.max(2, Math.round(Math.abs(epsCenter) * epsWidth));
  const epsMid = Math.round(epsCenter);
  return {
    revenueLow: low,
    revenueHigh: high,
    epsLow: epsMid - epsHalf,
    epsHigh: epsMid + epsHalf,
  };
}

function quarterGuidance(
  seed: number,
  key: number,
  model: FinancialModel,
  call: Period,
): GuidanceRange {
  const random = createRandom(seed, 'guidance-quarter', key, periodIndex(call));
  const next = model.quarter(offsetPeriod(call, 1));
  // Management guides a little below where the quarter will land, as most companies do.
  const bias = random.float(-0.028, 0.006);
  return range(
    next.revenue * (1 + bias),
    random.float(0.01, 0.022),
    next.epsAdjusted * (1 + bias * 1.4),
    random.float(0.03, 0.06),
    model.scale === 'billions',
  );
}

function yearGuidance(
  seed: number,
  key: number,
  model: FinancialModel,
  call: Period,
): { fiscalYear: number; range: GuidanceRange } {
  const random = createRandom(seed, 'guidance-year', key, periodIndex(call));
  const fiscalYear = call.quarter === 4 ? call.year + 1 : call.year;
  const bias = random.float(-0.022, 0.004);
  let revenue = 0;
  let eps = 0;
  let remaining = 0;
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    const period = { year: fiscalYear, quarter };
    const figures = model.quarter(period);
    const isReported = periodIndex(period) <= periodIndex(call);
    revenue += isReported ? figures.revenue : figures.revenue * (1 + bias);
    eps += isReported ? figures.epsAdjusted : figures.epsAdjusted * (1 + bias * 1.3);
    if (!isReported) remaining += 1;
  }
  const width = 0.003 + remaining * random.float(0.005, 0.008);
  return {
    fiscalYear,
    range: range(revenue, width, eps, width * 1.8, model.scale === 'billions'),
  };
}

const midpoint = (low: number, high: number) => (low + high) / 2;

/**
 * Guidance given on the call for `call`: the next quarter, and the current fiscal year (or the
 * next one on a fourth-quarter call), with how the year range moved since the previous call.
 */
export function guidanceForCall(
  seed: number,
  key: number,
  model: FinancialModel,
  call: Period,
): CallGuidance {
  const year = yearGuidance(seed, key, model, call);
  const previousCall = offsetPeriod(call, -1);
  const previous = yearGuidance(seed, key, model, previousCall);
  let yearChange: FullYearChange = 'initiate';
  if (previous.fiscalYear === year.fiscalYear) {
    const now = midpoint(year.range.revenueLow, year.range.revenueHigh);
    const before = midpoint(previous.range.revenueLow, previous.range.revenueHigh);
    const moved = (now - before) / before;
    if (moved > 0.004) yearChange = 'raise';
    else if (moved < -0.004) yearChange = 'lower';
    else if (
      year.range.revenueHigh - year.range.revenueLow <
      previous.range.revenueHigh - previous.range.revenueLow
    )
      yearChange = 'narrow';
    else yearChange = 'reaffirm';
  }
  return {
    nextQuarter: offsetPeriod(call, 1),
    quarterRange: quarterGuidance(seed, key, model, call),
    fiscalYear: year.fiscalYear,
    yearRange: year.range,
    yearChange,
  };
}

/** The range guided for `period` on the previous quarter's call. */
export function priorGuidanceFor(
  seed: number,
  key: number,
  model: FinancialModel,
  period: Period,
): GuidanceRange {
  return quarterGuidance(seed, key, model, offsetPeriod(period, -1));
}
