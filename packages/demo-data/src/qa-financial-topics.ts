import { basisPoints, direction, growthPhrase, marginMove, percent, shareCount } from './format';
import { by, nextQuarterName, type QaTopic } from './qa-topic';
import type { CallContext } from './transcript-context';

const yearRange = (c: CallContext) =>
  `${c.money(c.m.guidance.yearRange.revenueLow)} to ${c.money(c.m.guidance.yearRange.revenueHigh)}`;
const quarterRange = (c: CallContext) =>
  `${c.money(c.m.guidance.quarterRange.revenueLow)} to ${c.money(c.m.guidance.quarterRange.revenueHigh)}`;

const guidance: QaTopic = {
  key: 'guidance',
  question: (c) =>
    c.say([
      (x) =>
        `I wanted to start with the full-year guide. At the midpoint, the revenue range of ${yearRange(x)} implies growth of roughly ${percent(x.m.impliedYearGrowth)} for fiscal ${x.m.guidance.fiscalYear}. Can you walk us through what's embedded in that, and how much conservatism you've built in?`,
      (x) =>
        `On the outlook, you ${x.m.guidance.yearChange === 'raise' ? 'raised' : x.m.guidance.yearChange === 'lower' ? 'lowered' : 'updated'} the full-year range to ${yearRange(x)}. What are the key assumptions behind the low end and the high end?`,
      (x) =>
        `Could you help us bridge from this quarter to the full-year outlook? The ${yearRange(x)} range implies about ${percent(x.m.impliedYearGrowth)} growth, and I'm curious what would have to go right to get to the top end.`,
    ]),
  answer: (c) => [
    by(
      c.people.cfo,
      `Sure. At the midpoint, our fiscal ${c.m.guidance.fiscalYear} revenue range of ${yearRange(c)} implies growth of about ${percent(c.m.impliedYearGrowth)} over the ${c.money(c.m.priorFiscalYearRevenue)} we reported for fiscal ${c.m.guidance.fiscalYear - 1}. ${c.say(
        [
          'The low end assumes demand stays roughly where it is today, with no improvement in the second half.',
          'The low end essentially assumes that the softness we saw in a couple of markets persists through the year.',
          'At the low end, we assume no recovery in the areas that were weaker this quarter.',
        ],
      )} ${c.say([
        'The high end would require a modest pickup in volumes and continued success with pricing.',
        'To get to the high end, we would need the new programs to ramp a bit faster than we have planned.',
        'The top of the range reflects a scenario where order activity improves through the year.',
      ])}`,
      `For the ${nextQuarterName(c)}, our range of ${quarterRange(c)} implies ${growthPhrase(c.m.impliedQuarterGrowth)} year over year at the midpoint, with adjusted EPS of ${c.cents(c.m.guidance.quarterRange.epsLow)} to ${c.cents(c.m.guidance.quarterRange.epsHigh)}. ${c.say(
        [
          'We have taken the same approach to guidance that we always take, which is to plan for what we can see.',
          'I would characterize our approach as prudent rather than conservative.',
          'We have tried to give ourselves room for the things we cannot control.',
        ],
      )}`,
    ),
  ],
  followUp: {
    question: (c) =>
      `And on EPS, the full-year range of ${c.cents(c.m.guidance.yearRange.epsLow)} to ${c.cents(c.m.guidance.yearRange.epsHigh)}: does that assume any further share repurchases?`,
    answer: (c) => [
      by(
        c.people.cfo,
        c.m.current.buyback > 0
          ? `It includes the repurchases we have already made and a modest level of buybacks for the rest of the year, broadly in line with the pace you saw this quarter. It does not assume any acquisitions.`
          : `It does not. We are not buying back shares at the moment, and the range also excludes any acquisitions we might make.`,
      ),
    ],
  },
};

const grossMargin: QaTopic = {
  key: 'gross-margin',
  question: (c) => {
    const bps = basisPoints(c.m.grossMargin, c.m.grossMarginYearAgo);
    return c.say([
      (x) =>
        `I wanted to ask about gross margin. You printed ${percent(x.m.grossMargin)}, ${bps >= 0 ? 'up' : 'down'} ${Math.abs(bps)} basis points year over year. Can you unpack the drivers and tell us how sustainable that level is from here?`,
      (x) =>
        `Gross margin came in at ${percent(x.m.grossMargin)} versus ${percent(x.m.grossMarginYearAgo)} last year. How should we think about the puts and takes on gross margin going into the ${nextQuarterName(x)}?`,
    ]);
  },
  answer: (c) => {
    const improved = c.m.grossMargin >= c.m.grossMarginYearAgo;
    return [
      by(
        c.people.cfo,
        `Gross margin of ${percent(c.m.grossMargin)} was ${marginMove(c.m.grossMargin, c.m.grossMarginYearAgo)}. ${
          improved
            ? c.say([
                'About half of the improvement came from pricing and mix, and the rest from productivity in our operations.',
                'The biggest driver was mix, as our higher-margin offerings grew faster than the rest of the portfolio, with productivity savings adding to that.',
                'Most of the expansion came from the cost programs we put in place last year, which are now fully in the run rate.',
              ])
            : c.say([
                'The decline was mostly volume-related: we have a fixed cost base in our operations, and lower volumes meant less absorption.',
                'Input cost inflation was the main headwind, and our pricing actions only partly offset it in the quarter.',
                'Mix was unfavorable, and we also carried some start-up costs for new capacity that will not repeat.',
              ])
        }`,
        improved
          ? c.say([
              `We would expect some of that to carry into the ${nextQuarterName(c)}, although we will not see the same rate of improvement every quarter.`,
              `Over the medium term, we continue to see a path to higher gross margins as our newer offerings scale.`,
            ])
          : c.say([
              `Going forward, we expect gross margin in the ${nextQuarterName(c)} to be broadly similar to this quarter, with normal seasonal movement, and to improve as volumes recover.`,
              `We have actions under way to recover that, and we expect gross margin to improve over the next few quarters.`,
            ]),
      ),
    ];
  },
};

const operatingLeverage: QaTopic = {
  key: 'operating-leverage',
  question: (c) =>
    c.say([
      (x) =>
        `Adjusted operating margin was ${percent(x.m.adjustedOperatingMargin)} this quarter, compared with ${percent(x.m.adjustedOperatingMarginYearAgo)} a year ago. How much more room is there on operating expenses, and how are you balancing that against the investments ${x.people.ceo.firstName} talked about?`,
      (x) =>
        `Can you talk about operating leverage? GAAP operating margin was ${percent(x.m.operatingMargin)}, and I'm trying to understand how much of the cost savings you're reinvesting versus letting fall through.`,
    ]),
  answer: (c) => [
    by(
      c.people.cfo,
      `We were pleased with adjusted operating margin of ${percent(c.m.adjustedOperatingMargin)}, which was ${marginMove(c.m.adjustedOperatingMargin, c.m.adjustedOperatingMarginYearAgo)}. ${c.say(
        [
          'Our philosophy is to fund growth investments from productivity, so that margins can still expand over time.',
          'We are deliberately reinvesting a portion of the savings into our growth priorities, but we expect margin expansion for the full year.',
          'We have a long list of efficiency opportunities, and we are working through them in a disciplined way.',
        ],
      )}`,
    ),
    by(
      c.people.ceo,
      c.say([
        `I'd just add that we are not going to under-invest in ${c.offerings[0]}. That is where our future growth comes from, and we are confident in the returns.`,
        `From my perspective, the organization has become a lot more cost-conscious over the last two years, and that is a cultural change that will stick.`,
      ]),
    ),
  ],
};

const pricing: QaTopic = {
  key: 'pricing',
  question: (c) =>
    c.say([
      () =>
        `Could you break down the growth this quarter between price and volume, and what you're assuming for pricing in the outlook?`,
      (x) =>
        `How is the pricing environment with ${x.company.sub.customers}? I'm trying to understand how much of the ${percent(Math.abs(x.m.revenueGrowth))} ${x.m.revenueGrowth >= 0 ? 'growth' : 'decline'} came from price versus volume.`,
    ]),
  answer: (c) => {
    const points = Math.round(c.m.revenueGrowth * 1000) / 10;
    const price = Math.round(c.random.float(0.8, 3.2) * 10) / 10;
    const volume = Math.round((points - price) * 10) / 10;
    const volumeText =
      volume >= 0
        ? `volume added ${volume.toFixed(1)} points`
        : `volume subtracted ${Math.abs(volume).toFixed(1)} points`;
    return [
      by(
        c.people.cfo,
        `Of the ${points.toFixed(1)}% change in revenue, price contributed about ${price.toFixed(1)} points and ${volumeText}. ${c.say(
          [
            'Pricing has held up well, and we have not seen any meaningful change in customer behavior as a result of our increases.',
            'We expect the contribution from price to moderate over the course of the year as we lap prior increases.',
            'Our outlook assumes pricing roughly in line with cost inflation, so we are not counting on price to expand margins.',
          ],
        )}`,
      ),
    ];
  },
};

const capitalAllocation: QaTopic = {
  key: 'capital-allocation',
  question: (c) =>
    c.say([
      (x) =>
        `On capital allocation, you generated ${x.money(x.m.current.freeCashFlow)} of free cash flow in the quarter and net leverage is ${x.m.netLeverage.toFixed(1)} times. How are you thinking about buybacks versus M&A from here?`,
      (x) =>
        `With ${x.money(x.m.current.cash)} of cash on the balance sheet, what's the appetite for acquisitions, and has anything changed in how you prioritize shareholder returns?`,
    ]),
  answer: (c) => {
    const returns =
      c.m.current.buyback > 0
        ? `This quarter we bought back ${shareCount(c.m.current.sharesRepurchased)} for ${c.money(c.m.current.buyback)}, and we will continue to be opportunistic.`
        : 'We are not repurchasing shares today, because we see better returns in investing in the business.';
    const dividend =
      c.m.current.dividendPerShare > 0
        ? ` The dividend, now ${c.cents(c.m.current.dividendPerShare)} per quarter, remains a priority, and we intend to grow it over time.`
        : '';
    return [
      by(
        c.people.cfo,
        `Our priorities have not changed. ${returns}${dividend} ${c.say([
          `Net leverage of ${c.m.netLeverage.toFixed(1)} times gives us plenty of flexibility.`,
          'The balance sheet is in very good shape, and we have ample liquidity.',
        ])}`,
      ),
      by(
        c.people.ceo,
        c.say([
          'On M&A, we look at a lot of opportunities and we are very disciplined. We are interested in businesses that add capabilities or customers in our core markets, at valuations that make sense. We will not stretch for growth.',
          'We have a healthy pipeline of smaller, bolt-on opportunities. Larger transactions are not a priority right now, and anything we do has to earn its cost of capital within a reasonable time frame.',
        ]),
      ),
    ];
  },
};

const cashFlow: QaTopic = {
  key: 'cash-flow',
  question: (c) =>
    `Free cash flow was ${c.money(c.m.current.freeCashFlow)} in the quarter${c.m.period.quarter > 1 ? ` and ${c.money(c.m.yearToDateFreeCashFlow)} year to date` : ''}. Were there any timing items in working capital, and how should we think about capital spending for the rest of the year?`,
  answer: (c) => [
    by(
      c.people.cfo,
      `Capital expenditures were ${c.money(c.m.current.capitalExpenditures)} in the quarter, and free cash flow was ${c.money(c.m.current.freeCashFlow)}, ${direction((c.m.current.freeCashFlow - c.m.yearAgo.freeCashFlow) / Math.max(1, Math.abs(c.m.yearAgo.freeCashFlow)))} from a year ago. ${c.say(
        [
          'There was some timing in receivables, which we expect to reverse next quarter.',
          'Inventory came down as we expected, which helped working capital.',
          'Our cash flow is seasonal, and the fourth quarter is typically our strongest.',
        ],
      )} ${c.say([
        'For the full year, we still expect capital spending to be in the same range as last year as a percentage of revenue.',
        'We expect capital intensity to come down slightly next year as the current capacity projects are completed.',
      ])}`,
    ),
  ],
};

const earningsBridge: QaTopic = {
  key: 'earnings-bridge',
  question: (c) =>
    `Adjusted EPS of ${c.cents(c.m.current.epsAdjusted)} was ${c.m.epsOutcome === 'above' ? 'ahead of' : c.m.epsOutcome === 'below' ? 'below' : 'within'} the range you gave last quarter. What were the main moving parts versus your plan, and were there any one-time items?`,
  answer: (c) => [
    by(
      c.people.cfo,
      `Versus our guidance of ${c.cents(c.m.priorGuidance.epsLow)} to ${c.cents(c.m.priorGuidance.epsHigh)}, ${c.m.epsOutcome === 'above' ? 'the upside came mostly from higher revenue and better gross margin, with a little help from a lower share count' : c.m.epsOutcome === 'below' ? 'the shortfall was mostly lower volumes, partly offset by cost control' : 'the quarter played out very close to plan'}. ${
        c.m.current.restructuring > 0
          ? `The restructuring charge of ${c.money(c.m.current.restructuring)} is excluded from adjusted EPS, and we do not expect further charges of that size.`
          : 'There were no significant one-time items in the quarter.'
      } GAAP EPS was ${c.cents(c.m.current.epsGaap)}, and the difference from adjusted EPS is mainly amortization and stock-based compensation.`,
    ),
  ],
};

const cadence: QaTopic = {
  key: 'cadence',
  question: (c) =>
    `Just on the near term, the ${nextQuarterName(c)} guide of ${quarterRange(c)} implies ${growthPhrase(c.m.impliedQuarterGrowth)} year over year. Could you talk about the monthly cadence and any seasonality we should keep in mind?`,
  answer: (c) => [
    by(
      c.people.cfo,
      `${c.say([
        'The quarter started in line with our expectations.',
        'Order activity in the first few weeks of the quarter has been consistent with the guide.',
        'We have good visibility into the first part of the quarter.',
      ])} ${c.say([
        `The ${nextQuarterName(c)} is seasonally ${(c.company.profile.seasonality[c.m.guidance.nextQuarter.quarter - 1] ?? 1) >= 1 ? 'one of our stronger quarters' : 'a softer quarter for us'}, and the guide reflects that pattern.`,
        'We have assumed normal seasonality, so nothing unusual in the shape of the quarter.',
      ])} ${c.say([
        'As always, the last month of the quarter carries the most weight.',
        'We will update you if anything changes, but we feel comfortable with the range.',
      ])}`,
    ),
  ],
};

/** Questions about the numbers: guidance, margins, pricing, cash and capital returns. */
export const FINANCIAL_TOPICS: readonly QaTopic[] = [
  guidance,
  grossMargin,
  operatingLeverage,
  pricing,
  capitalAllocation,
  cashFlow,
  earningsBridge,
  cadence,
];
