import { capitalize, change, direction, marginMove, percent, shareCount } from './format';
import type { CallContext, Phrase } from './transcript-context';

/** Paragraphs a CFO adds to an answer, each tying it to the quarter's figures. */
const FINANCE_DETAILS: readonly Phrase[] = [
  (c) =>
    `To put some numbers around it, revenue of ${c.money(c.m.current.revenue)} was ${direction(c.m.revenueGrowth)} year over year, and ${c.m.segments[0]?.name ?? 'our largest segment'} accounted for about ${percent(c.m.segments[0]?.share ?? 1, 0)} of the total. The rest of the portfolio ${c.m.segments.slice(1).some((segment) => segment.growth > c.m.revenueGrowth) ? 'grew faster than the company average' : 'grew a bit more slowly'}, which matters for mix.`,
  (c) =>
    `From a modeling perspective, I would point you to adjusted operating margin of ${percent(c.m.adjustedOperatingMargin)}, which was ${marginMove(c.m.adjustedOperatingMargin, c.m.adjustedOperatingMarginYearAgo)}. That is the best single measure of how the business is performing underneath the one-time items.`,
  (c) =>
    `Gross profit dollars were ${c.money(c.m.current.grossProfit)}, ${direction(change(c.m.current.grossProfit, c.m.yearAgo.grossProfit))} from a year ago. Our objective is to grow gross profit dollars faster than operating expenses, and we did that this quarter${c.m.operatingMargin >= c.m.operatingMarginYearAgo ? '' : ' on an underlying basis, even though reported operating margin was lower'}.`,
  (c) =>
    `Sequentially, revenue moved from ${c.money(c.m.lastQuarter.revenue)} in the prior quarter to ${c.money(c.m.current.revenue)}, which is consistent with our normal seasonal pattern. I would encourage you to look at the year-over-year comparisons, which remove most of that seasonality.`,
  (c) =>
    `On cash, free cash flow of ${c.money(c.m.current.freeCashFlow)} ${c.m.period.quarter > 1 ? `brings us to ${c.money(c.m.yearToDateFreeCashFlow)} for the year to date` : 'is a good start to the year'}. We continue to expect strong cash conversion for the full year, with the usual seasonality in working capital.`,
  (c) =>
    `The diluted share count was ${shareCount(c.m.current.dilutedShares)} this quarter, compared with ${shareCount(c.m.yearAgo.dilutedShares)} a year ago${c.m.current.dilutedShares < c.m.yearAgo.dilutedShares ? ', so our repurchases are contributing to per-share growth' : ''}. For the rest of the year, you can assume a share count close to the current level.`,
  (c) =>
    `GAAP operating income was ${c.money(c.m.current.operatingIncome)}, or ${percent(c.m.operatingMargin)} of revenue. The gap to our adjusted figure is mostly amortization of acquired intangibles and stock-based compensation${c.m.current.restructuring > 0 ? ', plus the restructuring charge this quarter' : ''}.`,
  (c) =>
    `On the balance sheet, we ended the quarter with ${c.money(c.m.current.cash)} of cash and ${c.money(c.m.current.debt)} of debt. ${c.m.netLeverage < 0.1 ? 'We are essentially net cash, which gives us a lot of flexibility.' : `Net leverage of ${c.m.netLeverage.toFixed(1)} times is comfortable, and we have no significant maturities in the next two years.`}`,
  (c) =>
    `And for the ${c.m.guidance.nextQuarter.quarter === 1 ? 'first quarter' : 'next quarter'}, adjusted EPS of ${c.cents(c.m.guidance.quarterRange.epsLow)} to ${c.cents(c.m.guidance.quarterRange.epsHigh)} assumes a tax rate and share count similar to this quarter, so the range is mostly about revenue and mix.`,
  (c) =>
    `Year over year, adjusted EPS went from ${c.cents(c.m.yearAgo.epsAdjusted)} to ${c.cents(c.m.current.epsAdjusted)}. Roughly speaking, ${c.m.epsGrowth > c.m.revenueGrowth ? 'margin expansion and a lower share count added to revenue growth' : 'higher investment and interest costs offset part of the revenue growth'}.`,
];

/** Paragraphs a CEO or COO adds to an answer, about the business and its customers. */
const BUSINESS_DETAILS: readonly Phrase[] = [
  (c) =>
    `When I talk to ${c.company.sub.customers}, what comes up most is reliability and total cost. Those are exactly the areas we have been investing in, and it is why our relationships are getting deeper rather than more transactional.`,
  (c) =>
    `${capitalize(c.offerings[0] ?? 'Our newest offering')} is a good example. We built it because customers told us what they needed, we piloted it with a few of them, and we are now scaling it. That is the playbook we want to repeat.`,
  (c) =>
    `One of the metrics we manage to is ${c.m.kpi.label}: ${c.m.kpi.value} this quarter versus ${c.m.kpi.priorValue} a year ago. It is a good leading indicator for the health of the business, and we watch it closely.`,
  () =>
    `Our priority list is short on purpose: serve customers well, grow in the areas where we have an edge, and keep getting more efficient. Everything we are doing maps to one of those three things.`,
  (c) =>
    `We have been investing ahead of demand in ${c.offerings[1] ?? c.offerings[0]}, and I think that is the right call. When the market turns up, we want the capacity and the capabilities in place already, not still be building them.`,
  (c) =>
    `If you step back and look at ${c.m.segments[c.m.segments.length - 1]?.name ?? 'our smaller businesses'}, it has become a more meaningful part of the company over the last two years, and it brings us closer to customers in a way that helps the rest of the portfolio.`,
  () =>
    `Our competitive position is as strong as it has been. We are winning on the quality of our service and on execution, and we have not had to use price aggressively to do it.`,
  () =>
    `We also have a very experienced team, and they have been through cycles before. That experience shows in how quickly we adjust when conditions change, both on the way down and on the way up.`,
  (c) =>
    `Looking further out, ${c.themes[c.themes.length - 1] ?? c.themes[0]} is going to matter more and more for our industry. We are spending time on it now so that we are ahead of it, rather than reacting later.`,
  (c) =>
    `I was in ${c.company.city.split(',')[0]} with our operations team a few weeks ago, and the energy there is great. The initiatives we talk about on these calls are very real on the ground, and the teams are proud of the results.`,
];

/** A supporting paragraph for an answer, chosen to match who is speaking. */
export function answerDetail(c: CallContext, isFinance: boolean): string {
  return c.say(isFinance ? FINANCE_DETAILS : BUSINESS_DETAILS);
}
