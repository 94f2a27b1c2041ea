import type { DemoCompany } from './companies';
import type { FinancialModel, QuarterFigures, Scale } from './financials';
import {
  guidanceForCall,
  priorGuidanceFor,
  type CallGuidance,
  type GuidanceRange,
} from './guidance';
import { describeKpi } from './format';
import { offsetPeriod, type Period } from './period';

export type SegmentMetrics = {
  name: string;
  revenue: number;
  prior: number;
  growth: number;
  share: number;
};

/** How the quarter landed against the range guided on the previous call. */
export type GuidanceOutcome = 'above' | 'within' | 'below';

/** Everything a call says about its numbers, derived once so every mention agrees. */
export type CallMetrics = {
  period: Period;
  scale: Scale;
  current: QuarterFigures;
  yearAgo: QuarterFigures;
  lastQuarter: QuarterFigures;
  revenueGrowth: number;
  sequentialGrowth: number;
  segments: SegmentMetrics[];
  grossMargin: number;
  grossMarginYearAgo: number;
  operatingMargin: number;
  operatingMarginYearAgo: number;
  adjustedOperatingMargin: number;
  adjustedOperatingMarginYearAgo: number;
  epsGrowth: number;
  yearToDateFreeCashFlow: number;
  netLeverage: number;
  kpi: {
    label: string;
    value: string;
    priorValue: string;
    isHigherBetter: boolean;
    rising: boolean;
  };
  guidance: CallGuidance;
  /** Revenue of the fiscal year before the guided one, and the growth the guided midpoint implies. */
  priorFiscalYearRevenue: number;
  impliedYearGrowth: number;
  /** Revenue growth the next-quarter midpoint implies against the same quarter a year earlier. */
  impliedQuarterGrowth: number;
  priorGuidance: GuidanceRange;
  outcome: GuidanceOutcome;
  epsOutcome: GuidanceOutcome;
  /** Broad tone of the quarter, used to pick words: strong, steady or soft. */
  tone: 'strong' | 'steady' | 'soft';
  dividendRaised: boolean;
};

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const growth = (now: number, before: number) =>
  before === 0 ? 0 : (now - before) / Math.abs(before);

function outcomeOf(value: number, low: number, high: number): GuidanceOutcome {
  if (value > high) return 'above';
  return value < low ? 'below' : 'within';
}

/** KPIs where a lower number is the better one. */
const LOWER_IS_BETTER = /cost|ratio|days|charge-off|cycle/;

/** Derives the metrics of one call from the company's financial model. */
export function callMetrics(
  seed: number,
  company: DemoCompany,
  model: FinancialModel,
  period: Period,
): CallMetrics {
  const current = model.quarter(period);
  const yearAgo = model.quarter(offsetPeriod(period, -4));
  const lastQuarter = model.quarter(offsetPeriod(period, -1));
  const segments = model.segmentNames.map((name, index) => {
    const revenue = current.segments[index] ?? 0;
    const prior = yearAgo.segments[index] ?? 0;
    return {
      name,
      revenue,
      prior,
      growth: growth(revenue, prior),
      share: ratio(revenue, current.revenue),
    };
  });
  let yearToDateFreeCashFlow = 0;
  for (let quarter = 1; quarter <= period.quarter; quarter += 1) {
    yearToDateFreeCashFlow += model.quarter({ year: period.year, quarter }).freeCashFlow;
  }
  let trailingEbitda = 0;
  for (let back = 0; back < 4; back += 1) {
    const figures = model.quarter(offsetPeriod(period, -back));
    trailingEbitda += figures.adjustedOperatingIncome + figures.revenue * 0.04;
  }
  const guidance = guidanceForCall(seed, company.index, model, period);
  const priorGuidance = priorGuidanceFor(seed, company.index, model, period);
  const revenueGrowth = growth(current.revenue, yearAgo.revenue);
  let priorFiscalYearRevenue = 0;
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    priorFiscalYearRevenue += model.quarter({ year: guidance.fiscalYear - 1, quarter }).revenue;
  }
  const yearMidpoint = (guidance.yearRange.revenueLow + guidance.yearRange.revenueHigh) / 2;
  const quarterMidpoint =
    (guidance.quarterRange.revenueLow + guidance.quarterRange.revenueHigh) / 2;
  const nextYearAgo = model.quarter(offsetPeriod(guidance.nextQuarter, -4)).revenue;
  const outcome = outcomeOf(current.revenue, priorGuidance.revenueLow, priorGuidance.revenueHigh);
  const epsOutcome = outcomeOf(current.epsAdjusted, priorGuidance.epsLow, priorGuidance.epsHigh);
  const kpi = describeKpi(company.sub.kpi, current.kpi);
  const isHigherBetter = !LOWER_IS_BETTER.test(company.sub.kpi.name);
  const score =
    (revenueGrowth > 0.06 ? 1 : revenueGrowth < 0 ? -1 : 0) +
    (outcome === 'above' ? 1 : outcome === 'below' ? -1 : 0) +
    (guidance.yearChange === 'raise' ? 1 : guidance.yearChange === 'lower' ? -1 : 0);
  return {
    period,
    scale: model.scale,
    current,
    yearAgo,
    lastQuarter,
    revenueGrowth,
    sequentialGrowth: growth(current.revenue, lastQuarter.revenue),
    segments,
    grossMargin: ratio(current.grossProfit, current.revenue),
    grossMarginYearAgo: ratio(yearAgo.grossProfit, yearAgo.revenue),
    operatingMargin: ratio(current.operatingIncome, current.revenue),
    operatingMarginYearAgo: ratio(yearAgo.operatingIncome, yearAgo.revenue),
    adjustedOperatingMargin: ratio(current.adjustedOperatingIncome, current.revenue),
    adjustedOperatingMarginYearAgo: ratio(yearAgo.adjustedOperatingIncome, yearAgo.revenue),
    epsGrowth: growth(current.epsAdjusted, yearAgo.epsAdjusted),
    yearToDateFreeCashFlow,
    netLeverage: Math.max(0, (current.debt - current.cash) / Math.max(1, trailingEbitda)),
    kpi: {
      label: kpi.label,
      value: kpi.value,
      priorValue: describeKpi(company.sub.kpi, yearAgo.kpi).value,
      isHigherBetter,
      rising: current.kpi >= yearAgo.kpi,
    },
    guidance,
    priorFiscalYearRevenue,
    impliedYearGrowth: growth(yearMidpoint, priorFiscalYearRevenue),
    impliedQuarterGrowth: growth(quarterMidpoint, nextYearAgo),
    priorGuidance,
    outcome,
    epsOutcome,
    tone: score >= 2 ? 'strong' : score <= -1 ? 'soft' : 'steady',
    dividendRaised: current.dividendPerShare > yearAgo.dividendPerShare && period.quarter === 1,
  };
}
