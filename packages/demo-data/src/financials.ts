import type { DemoCompany } from './companies';
import { periodFromIndex, periodIndex, type Period } from './period';
import { createRandom } from './random';

/**
 * Money is kept as integer tenths of a million dollars, so segment results always add up to
 * the total exactly. Companies reporting in billions round every amount to $10 million.
 */
export type Scale = 'millions' | 'billions';

/** One quarter of a company's results. Money in tenths of $ millions, per-share values in cents. */
export type QuarterFigures = {
  period: Period;
  revenue: number;
  segments: readonly number[];
  grossProfit: number;
  operatingIncome: number;
  adjustedOperatingIncome: number;
  restructuring: number;
  netIncome: number;
  epsGaap: number;
  epsAdjusted: number;
  freeCashFlow: number;
  capitalExpenditures: number;
  buyback: number;
  sharesRepurchased: number;
  dividendPerShare: number;
  dilutedShares: number;
  cash: number;
  debt: number;
  kpi: number;
};

export type FinancialModel = {
  scale: Scale;
  segmentNames: readonly string[];
  /** The range of quarters the model covers, as period indexes (inclusive). */
  firstIndex: number;
  lastIndex: number;
  quarter: (period: Period) => QuarterFigures;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Builds the deterministic financial history and outlook of a company around an anchor quarter
 * (the last completed one): a growth trend with a slow cycle, seasonality, margins that drift,
 * and capital returns. Twelve quarters back and six ahead are covered.
 */
export function buildFinancialModel(
  seed: number,
  company: DemoCompany,
  anchor: Period,
): FinancialModel {
  const random = createRandom(seed, 'financials', company.index);
  const { profile, sub } = company;
  const anchorIndex = periodIndex(anchor);
  const firstIndex = anchorIndex - 12;
  const lastIndex = anchorIndex + 6;
  const scale: Scale = company.annualRevenueMillions >= 4000 ? 'billions' : 'millions';
  const step = scale === 'billions' ? 100 : 1;
  const round = (tenths: number) => Math.round(tenths / step) * step;

  const segmentCount = sub.segments.length >= 3 && random.chance(0.55) ? 3 : 2;
  const segmentNames = sub.segments.slice(0, segmentCount);
  const rawShares = segmentNames.map((_, position) => random.float(0.5, 1) / (1 + position * 0.6));
  const shareTotal = rawShares.reduce((sum, share) => sum + share, 0);
  const shares = rawShares.map((share) => share / shareTotal);
  const offsets = segmentNames.map(() => random.float(-0.05, 0.06));
  const meanOffset = offsets.reduce((sum, offset, i) => sum + offset * (shares[i] ?? 0), 0);

  const [growthLow, growthHigh] = profile.growth;
  const growthMid = random.float(growthLow, growthHigh);
  const amplitude = random.float(0.008, 0.035);
  const cycle = random.int(14, 28);
  const phase = random.float(0, Math.PI * 2);
  const growthAt = (k: number) =>
    growthMid + amplitude * Math.sin((2 * Math.PI * k) / cycle + phase);

  const seasonTilt = random.float(0.5, 1.2);
  const season = profile.seasonality.map((factor) => 1 + (factor - 1) * seasonTilt);
  const grossBase = random.float(...profile.grossMargin);
  const grossTrend = random.float(-0.006, 0.012);
  const adjustedOperatingBase = random.float(...profile.operatingMargin);
  const operatingTrend = random.float(-0.004, 0.01);
  const amortizationRatio = random.float(0.004, 0.03);
  const stockCompRatio = random.float(0.004, profile.id === 'I' ? 0.08 : 0.025);
  const restructuringIndex = random.chance(0.3) ? random.int(anchorIndex - 8, anchorIndex) : -1;
  const taxRate = random.float(0.19, 0.26);
  const debtRatio = random.float(0.1, ['E', 'H'].includes(profile.id) ? 1.4 : 0.8);
  const cashRatio = random.float(0.05, 0.3);
  const interestRate = random.float(0.038, 0.062);
  const cashConversion = random.float(0.7, 1.2);
  const capexRatio = random.float(0.02, ['B', 'E'].includes(profile.id) ? 0.14 : 0.06);
  const cashSeason = random.pick([
    [0.55, 1.0, 1.1, 1.35],
    [0.9, 1.0, 1.0, 1.1],
    [1.2, 0.8, 1.0, 1.0],
  ]);
  const buybackShare = random.chance(0.65) ? random.float(0.15, 0.6) : 0;
  const payoutRatio = random.chance(profile.id === 'I' ? 0.4 : 0.75) ? random.float(0.18, 0.55) : 0;
  const dividendRaise = random.float(0.03, 0.1);
  const priceEarnings = random.float(12, profile.id === 'I' ? 38 : 24);
  const targetAnnualEps = random.float(1.2, 11);
  const [kpiLow, kpiHigh] = sub.kpi.range;
  const kpiBase = random.float(kpiLow, kpiHigh);
  // Amounts and counts grow by a rate a year; percentages, ratios and days drift by points.
  const isAmount = sub.kpi.unit === 'count' || sub.kpi.unit === 'dollars';
  const kpiYearlyRate = random.float(-0.03, 0.08);
  const kpiYearlyDrift = (kpiHigh - kpiLow) * random.float(-0.05, 0.08);

  // Revenue levels per segment: a cumulative walk of the growth curve, then scaled so that the
  // four quarters up to the anchor add up to the company's annual revenue.
  const levels = segmentNames.map((_, s) => {
    const path: number[] = [];
    let log = Math.log(shares[s] ?? 0);
    for (let k = firstIndex; k <= lastIndex; k += 1) {
      log += Math.log(1 + growthAt(k) + (offsets[s] ?? 0) - meanOffset) / 4;
      path.push(log);
    }
    return path;
  });
  const noise = (label: string, k: number, spread: number) =>
    createRandom(seed, 'noise', company.index, label, k).normal(0, spread);
  const rawRevenue = (s: number, k: number) =>
    Math.exp(levels[s]?.[k - firstIndex] ?? 0) *
    (season[periodFromIndex(k).quarter - 1] ?? 1) *
    (1 + noise(`segment-${s}`, k, 0.012));
  let anchorYear = 0;
  for (let k = anchorIndex - 3; k <= anchorIndex; k += 1) {
    for (let s = 0; s < segmentNames.length; s += 1) anchorYear += rawRevenue(s, k);
  }
  const toTenths = (company.annualRevenueMillions * 10) / anchorYear;

  type Base = Omit<
    QuarterFigures,
    'epsGaap' | 'epsAdjusted' | 'dilutedShares' | 'sharesRepurchased' | 'dividendPerShare'
  > & { adjustedNetIncome: number };
  const base = (k: number): Base => {
    const period = periodFromIndex(k);
    const segments = segmentNames.map((_, s) => Math.max(step, round(rawRevenue(s, k) * toTenths)));
    const revenue = segments.reduce((sum, value) => sum + value, 0);
    const years = (k - anchorIndex) / 4;
    const seasonal = (season[period.quarter - 1] ?? 1) - 1;
    const gross = clamp(
      grossBase + grossTrend * years + seasonal * 0.04 + noise('gross', k, 0.003),
      0.06,
      0.9,
    );
    const annual = company.annualRevenueMillions * 10;
    const debt = round(annual * debtRatio * (1 - 0.01 * (k - firstIndex)));
    const cash = round(
      annual * cashRatio * (1 + 0.015 * (k - firstIndex) + noise('cash', k, 0.05)),
    );
    const interest = (debt * interestRate) / 4 - (cash * 0.02) / 4;
    // Even a seasonally weak quarter earns its interest on an adjusted basis.
    const adjustedMargin = clamp(
      adjustedOperatingBase +
        operatingTrend * years +
        seasonal * 0.2 +
        noise('operating', k, 0.004),
      Math.max(0.02, interest / revenue + 0.012),
      gross - 0.03,
    );
    const adjustedOperatingIncome = round(revenue * adjustedMargin);
    const restructuring = k === restructuringIndex ? round(revenue * 0.012) : 0;
    const nonCash = round(revenue * (amortizationRatio + stockCompRatio));
    const operatingIncome = Math.max(
      round(revenue * 0.005),
      adjustedOperatingIncome - nonCash - restructuring,
    );
    // Kept to the tenth of a million: a thin margin rounded to the scale's step would read as
    // "net income was $0 million".
    const netIncome = Math.round((operatingIncome - interest) * (1 - taxRate));
    const adjustedNetIncome = Math.round(
      (adjustedOperatingIncome - interest) * (1 - taxRate + 0.005),
    );
    const fcfRaw = adjustedNetIncome * cashConversion * (cashSeason[period.quarter - 1] ?? 1);
    const freeCashFlow = round(fcfRaw * (1 + noise('fcf', k, 0.06)));
    const capitalExpenditures = round(revenue * capexRatio * (1 + noise('capex', k, 0.08)));
    const buyback = buybackShare > 0 ? round(Math.max(0, freeCashFlow) * buybackShare) : 0;
    const kpiNoise = noise('kpi', k, isAmount ? 0.012 : (kpiHigh - kpiLow) * 0.01);
    const kpi = isAmount
      ? kpiBase * Math.pow(1 + kpiYearlyRate, years) * (1 + kpiNoise)
      : clamp(kpiBase + kpiYearlyDrift * years + kpiNoise, kpiLow, kpiHigh);
    return {
      period,
      revenue,
      segments,
      grossProfit: round(revenue * gross),
      operatingIncome,
      adjustedOperatingIncome,
      restructuring,
      netIncome,
      adjustedNetIncome,
      freeCashFlow,
      capitalExpenditures,
      buyback,
      cash,
      debt,
      kpi,
    };
  };

  let anchorAdjustedIncome = 0;
  for (let k = anchorIndex - 3; k <= anchorIndex; k += 1)
    anchorAdjustedIncome += base(k).adjustedNetIncome;
  // Shares in millions, sized so that annual adjusted EPS lands near the target.
  const anchorShares = Math.max(5, anchorAdjustedIncome / 10 / targetAnnualEps);
  const quarterlyShrink = buybackShare > 0 ? random.float(0.002, 0.009) : -random.float(0, 0.002);
  const anchorEps = anchorAdjustedIncome / 10 / anchorShares;
  const baseDividend =
    payoutRatio > 0 ? Math.max(5, Math.round((anchorEps * payoutRatio * 100) / 4)) : 0;

  const cache = new Map<number, QuarterFigures>();
  return {
    scale,
    segmentNames,
    firstIndex,
    lastIndex,
    quarter: (period) => {
      const k = periodIndex(period);
      if (k < firstIndex || k > lastIndex) {
        throw new Error(`Quarter ${period.year} Q${period.quarter} is outside the model`);
      }
      const cached = cache.get(k);
      if (cached) return cached;
      const { adjustedNetIncome, ...figures } = base(k);
      const dilutedShares =
        Math.round(anchorShares * Math.pow(1 - quarterlyShrink, k - anchorIndex) * 10) / 10;
      const price = Math.max(anchorEps, 0.5) * priceEarnings * Math.pow(1.02, k - anchorIndex);
      const result: QuarterFigures = {
        ...figures,
        dilutedShares,
        epsGaap: Math.round((figures.netIncome / 10 / dilutedShares) * 100),
        epsAdjusted: Math.round((adjustedNetIncome / 10 / dilutedShares) * 100),
        sharesRepurchased: Math.round((figures.buyback / 10 / price) * 1000) / 1000,
        dividendPerShare:
          baseDividend > 0
            ? Math.round(baseDividend * Math.pow(1 + dividendRaise, period.year - anchor.year))
            : 0,
      };
      cache.set(k, result);
      return result;
    },
  };
}
