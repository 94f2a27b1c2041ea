import { capitalize, direction, growthPhrase, marginMove, percent, shareCount } from './format';
import type { CallContext, Phrase } from './transcript-context';

const INTRO: readonly Phrase[] = [
  (c) => `Thanks, ${c.people.ceo.firstName}, and good ${c.partOfDay}, everyone.`,
  (c) => `Thank you, ${c.people.ceo.firstName}. Good ${c.partOfDay}.`,
  (c) => `Thanks, ${c.people.ceo.firstName}, and thanks, everyone, for joining us.`,
  () => `Thank you, and good day to everyone on the call.`,
];

function revenueParagraph(c: CallContext): string {
  const { current, lastQuarter, revenueGrowth, sequentialGrowth } = c.m;
  const total = c.say([
    (x) =>
      `Total revenue for the ${x.quarterName} was ${x.money(current.revenue)}, ${direction(revenueGrowth)} year over year and ${direction(sequentialGrowth)} sequentially.`,
    (x) =>
      `Revenue in the quarter was ${x.money(current.revenue)}, representing ${growthPhrase(revenueGrowth)} compared with the ${x.quarterName} of last year.`,
    (x) =>
      `We reported revenue of ${x.money(current.revenue)} for the quarter, ${direction(revenueGrowth)} from ${x.money(x.m.yearAgo.revenue)} in the prior-year period.`,
  ]);
  const sequential = c.say([
    (x) =>
      `Compared with the ${x.m.period.quarter === 1 ? 'fourth quarter' : 'prior quarter'}, revenue was ${sequentialGrowth >= 0 ? 'higher' : 'lower'} by ${x.money(Math.abs(current.revenue - lastQuarter.revenue))}, in line with our usual seasonal pattern.`,
    () => `Foreign exchange had a negligible effect on growth in the quarter.`,
    (x) =>
      x.m.revenueGrowth > 0
        ? `Acquisitions contributed less than one point of growth, so the increase was almost entirely organic.`
        : `There were no acquisitions or divestitures affecting the comparison.`,
  ]);
  return `${c.say(INTRO)} ${total} ${sequential}`;
}

function segmentParagraph(c: CallContext): string {
  const parts = c.m.segments.map((segment, index) => {
    const revenue = c.money(segment.revenue);
    const move = direction(segment.growth);
    if (index === 0) return `${segment.name} revenue was ${revenue}, ${move}`;
    if (index === c.m.segments.length - 1)
      return `and ${segment.name} contributed ${revenue}, ${move}`;
    return `${segment.name} revenue was ${revenue}, ${move}`;
  });
  const check = c.say([
    () => `Segment growth rates are all year over year.`,
    () => `All growth rates are year over year.`,
    (x) =>
      `${capitalize(x.m.segments[0]?.name ?? 'Our largest segment')} remains our largest business at ${percent(x.m.segments[0]?.share ?? 0, 0)} of revenue.`,
  ]);
  const lead = c.say(['By segment, ', 'Looking at our segments, ', 'Turning to the segments, ']);
  return `${lead}${parts.join('; ')}. ${check}`;
}

function marginParagraph(c: CallContext): string {
  const { grossMargin, grossMarginYearAgo, operatingMargin, operatingMarginYearAgo } = c.m;
  const { adjustedOperatingMargin, adjustedOperatingMarginYearAgo, current } = c.m;
  const better = grossMargin >= grossMarginYearAgo;
  const reason = better
    ? c.say([
        'driven by favorable mix, pricing and productivity savings',
        'reflecting higher volumes and the benefit of our cost programs',
        'as pricing more than offset cost inflation',
      ])
    : c.say([
        'mainly because of lower volumes and cost inflation',
        'reflecting an unfavorable mix and higher input costs',
        'as we absorbed start-up costs for new capacity',
      ]);
  const opex = current.grossProfit - current.operatingIncome;
  return `Gross profit was ${c.money(current.grossProfit)}, and gross margin was ${percent(grossMargin)}, ${marginMove(grossMargin, grossMarginYearAgo)}, ${reason}. Operating expenses, including amortization and stock-based compensation, were ${c.money(opex)}. GAAP operating income was ${c.money(current.operatingIncome)}, for an operating margin of ${percent(operatingMargin)}, compared with ${percent(operatingMarginYearAgo)} a year ago. On an adjusted basis, operating margin was ${percent(adjustedOperatingMargin)}, ${marginMove(adjustedOperatingMargin, adjustedOperatingMarginYearAgo)}.`;
}

/** Lines of business that report research and development as its own expense line. */
const RESEARCH_HEAVY_SIC_CODES = new Set([
  2821, 2834, 2836, 3559, 3571, 3674, 3711, 3721, 3841, 7372, 7374, 8071,
]);

/** Splits operating expenses into lines that add up to the total the margin paragraph gives. */
function expenseParagraph(c: CallContext): string {
  const { current, yearAgo } = c.m;
  const opex = current.grossProfit - current.operatingIncome;
  const hasResearch = RESEARCH_HEAVY_SIC_CODES.has(c.company.sub.sic);
  const step = c.m.scale === 'billions' ? 100 : 1;
  const share = 0.25 + (c.company.index % 7) / 40;
  const research = hasResearch ? Math.round((opex * share) / step) * step : 0;
  const other = Math.round((opex * 0.12) / step) * step + current.restructuring;
  const selling = opex - research - other;
  const lines = [
    `selling, general and administrative expense was ${c.money(selling)}`,
    ...(hasResearch ? [`research and development was ${c.money(research)}`] : []),
    `amortization and other operating items were ${c.money(other)}`,
  ];
  const last = lines.pop() ?? '';
  const priorOpexRatio = (yearAgo.grossProfit - yearAgo.operatingIncome) / yearAgo.revenue;
  const opexRatio = opex / current.revenue;
  const trend =
    opexRatio <= priorOpexRatio
      ? `As a percentage of revenue, operating expenses were ${percent(opexRatio)}, compared with ${percent(priorOpexRatio)} a year ago, as we continued to get leverage from our cost base.`
      : `As a percentage of revenue, operating expenses rose to ${percent(opexRatio)} from ${percent(priorOpexRatio)}, reflecting the investments ${c.people.ceo.firstName} described and some deleverage on lower volumes.`;
  return `Looking at operating expenses in more detail, ${lines.join(', ')} and ${last}. ${trend}`;
}

function earningsParagraph(c: CallContext): string {
  const { current, yearAgo, epsGrowth } = c.m;
  const restructuring =
    current.restructuring > 0
      ? ` GAAP results include a restructuring charge of ${c.money(current.restructuring)}, mostly severance and facility consolidation costs related to the actions we announced this quarter.`
      : '';
  const eps = c.say([
    (x) =>
      `GAAP net income was ${x.money(current.netIncome)}, or ${x.cents(current.epsGaap)} per diluted share, compared with ${x.cents(yearAgo.epsGaap)} in the prior year. Adjusted earnings per share were ${x.cents(current.epsAdjusted)}, ${direction(epsGrowth)} from ${x.cents(yearAgo.epsAdjusted)}.`,
    (x) =>
      `Diluted earnings per share were ${x.cents(current.epsGaap)} on a GAAP basis and ${x.cents(current.epsAdjusted)} on an adjusted basis, compared with ${x.cents(yearAgo.epsGaap)} and ${x.cents(yearAgo.epsAdjusted)}, respectively, a year ago. Net income was ${x.money(current.netIncome)}.`,
    (x) =>
      `Net income for the quarter was ${x.money(current.netIncome)}. That translates into GAAP EPS of ${x.cents(current.epsGaap)} and adjusted EPS of ${x.cents(current.epsAdjusted)}, ${direction(epsGrowth)} year over year.`,
  ]);
  return `${eps}${restructuring} Diluted share count was ${shareCount(current.dilutedShares)}.`;
}

function cashParagraph(c: CallContext): string {
  const { current, yearToDateFreeCashFlow, netLeverage } = c.m;
  const ytd =
    c.m.period.quarter > 1
      ? ` Year to date, free cash flow was ${c.money(yearToDateFreeCashFlow)}.`
      : '';
  const leverage =
    netLeverage < 0.1
      ? 'We are essentially in a net cash position.'
      : `Net leverage was ${netLeverage.toFixed(1)} times trailing adjusted EBITDA, ${netLeverage > 3 ? 'above' : 'within'} our target range.`;
  const operating = current.freeCashFlow + current.capitalExpenditures;
  return `${c.say(['Turning to cash flow and the balance sheet. ', 'Moving to cash flow. ', 'Now to the balance sheet and cash flow. '])}Cash from operations was ${c.money(operating)} and capital expenditures were ${c.money(current.capitalExpenditures)}, resulting in free cash flow of ${c.money(current.freeCashFlow)} in the quarter.${ytd} We ended the quarter with ${c.money(current.cash)} in cash and equivalents and ${c.money(current.debt)} of total debt. ${leverage}`;
}

function returnsParagraph(c: CallContext): string | null {
  const { current, yearAgo, dividendRaised } = c.m;
  const parts: string[] = [];
  if (current.buyback > 0) {
    parts.push(
      `During the quarter, we repurchased ${shareCount(current.sharesRepurchased)} for ${c.money(current.buyback)}.`,
    );
  }
  if (current.dividendPerShare > 0) {
    const dividends = Math.round((current.dividendPerShare / 100) * current.dilutedShares * 10);
    parts.push(
      dividendRaised
        ? `We paid ${c.money(dividends)} in dividends, reflecting the ${percent((current.dividendPerShare - yearAgo.dividendPerShare) / yearAgo.dividendPerShare, 0)} increase in our quarterly dividend to ${c.cents(current.dividendPerShare)} per share that we announced in February.`
        : `We paid ${c.money(dividends)} in dividends, or ${c.cents(current.dividendPerShare)} per share.`,
    );
  }
  if (parts.length === 0) return null;
  return `${parts.join(' ')} ${c.say(['In total, we returned a significant share of our free cash flow to shareholders.', 'We continue to balance investment in the business with returns to shareholders.', 'Capital returns remain an important part of our value creation model.'])}`;
}

function guidanceParagraphs(c: CallContext): string[] {
  const { guidance } = c.m;
  const q = guidance.quarterRange;
  const y = guidance.yearRange;
  const quarterName = `${guidance.nextQuarter.quarter === 1 ? 'first' : guidance.nextQuarter.quarter === 2 ? 'second' : guidance.nextQuarter.quarter === 3 ? 'third' : 'fourth'} quarter`;
  const verb = {
    initiate: `we are introducing our outlook for fiscal ${guidance.fiscalYear}`,
    raise: `we are raising our full-year ${guidance.fiscalYear} outlook`,
    lower: `we are lowering our full-year ${guidance.fiscalYear} outlook`,
    narrow: `we are narrowing our full-year ${guidance.fiscalYear} outlook`,
    reaffirm: `we are reaffirming our full-year ${guidance.fiscalYear} outlook`,
  }[guidance.yearChange];
  return [
    `Now let me turn to our outlook. For the ${quarterName} of ${guidance.nextQuarter.year}, we expect revenue in the range of ${c.money(q.revenueLow)} to ${c.money(q.revenueHigh)} and adjusted earnings per share of ${c.cents(q.epsLow)} to ${c.cents(q.epsHigh)}.`,
    `For the full year, ${verb}. We now expect revenue of ${c.money(y.revenueLow)} to ${c.money(y.revenueHigh)} and adjusted earnings per share of ${c.cents(y.epsLow)} to ${c.cents(y.epsHigh)}. ${c.say(
      [
        'This assumes no meaningful change in the macro environment and current exchange rates.',
        'Our outlook assumes a stable demand environment and includes the cost actions we have already taken.',
        'The range reflects the visibility we have today, and we will update it as the year progresses.',
        'We have built a reasonable amount of prudence into these numbers.',
      ],
    )}`,
  ];
}

/** Balance-sheet and working-capital commentary that carries no new figures. */
const BALANCE_SHEET: readonly Phrase[] = [
  () =>
    `Working capital was well managed. Inventory days improved compared with a year ago, and receivables remain current, with no meaningful change in customer payment behavior. We continue to look for opportunities to release cash from working capital without affecting service levels.`,
  () =>
    `During the quarter, we extended the maturity of our revolving credit facility and increased its size, which further strengthens our liquidity. Our debt is predominantly fixed rate, so changes in interest rates have a limited effect on our interest expense in the near term.`,
  () =>
    `Our investment-grade balance sheet remains a strategic asset. It allows us to invest through the cycle, pursue acquisitions when the right opportunity comes along and return cash to shareholders, all at the same time.`,
  () =>
    `Pension and other long-term obligations were stable, and we made no significant changes to our capital structure in the quarter. Our effective tax rate was in line with our expectations.`,
  (c) =>
    `We continue to allocate capital to the areas with the highest returns. The majority of our investment this year goes to ${c.offerings[0]} and to productivity projects with short payback periods.`,
];

const CLOSING: readonly Phrase[] = [
  () => `With that, we would be happy to take your questions. Operator?`,
  () => `That concludes our prepared remarks. Operator, please open the line.`,
  (c) => `With that, ${c.people.ceo.firstName} and I are ready for your questions.`,
  () => `And with that, let's open it up for Q&A.`,
];

/** The CFO's prepared remarks: results, margins, earnings, cash, capital returns and guidance. */
export function writeCfoRemarks(c: CallContext): string[] {
  const returns = returnsParagraph(c);
  return [
    revenueParagraph(c),
    segmentParagraph(c),
    marginParagraph(c),
    expenseParagraph(c),
    earningsParagraph(c),
    cashParagraph(c),
    c.say(BALANCE_SHEET),
    ...(returns ? [returns] : []),
    ...guidanceParagraphs(c),
    c.say(CLOSING),
  ];
}
