import { capitalize, direction, growthPhrase, percent } from './format';
import type { CallContext, Phrase } from './transcript-context';

const GREETING: readonly Phrase[] = [
  (c) =>
    `Thank you, ${c.people.investorRelations.firstName}, and thanks to all of you for joining us this ${c.partOfDay}.`,
  (c) =>
    `Thanks, ${c.people.investorRelations.firstName}. Good ${c.partOfDay}, everyone, and thank you for your interest in ${c.name}.`,
  (c) =>
    `Thank you, ${c.people.investorRelations.firstName}, and good ${c.partOfDay} to everyone on the call.`,
  () => `Thanks, and welcome, everyone. I appreciate you taking the time to be with us today.`,
];

const HEADLINE: Record<'strong' | 'steady' | 'soft', readonly Phrase[]> = {
  strong: [
    (c) =>
      `We delivered an excellent ${c.quarterName}. Revenue was ${c.money(c.m.current.revenue)}, ${direction(c.m.revenueGrowth)} year over year, and adjusted earnings per share of ${c.cents(c.m.current.epsAdjusted)} grew ${percent(c.m.epsGrowth)}. Demand was healthy across the business, our teams executed well, and ${c.m.guidance.yearChange === 'raise' ? 'we are raising our outlook for the year' : 'we are well positioned for the rest of the year'}.`,
    (c) =>
      `I'm very pleased with our performance this quarter. We grew revenue ${percent(c.m.revenueGrowth)} to ${c.money(c.m.current.revenue)}, expanded margins and delivered adjusted earnings per share of ${c.cents(c.m.current.epsAdjusted)}. The momentum we built over the past year carried through, and it gives us confidence in the rest of the year.`,
    (c) =>
      `This was one of the strongest quarters in our history. Revenue reached ${c.money(c.m.current.revenue)}, an increase of ${percent(c.m.revenueGrowth)} from a year ago, and adjusted EPS came in at ${c.cents(c.m.current.epsAdjusted)}. Every part of the business contributed, and we made particularly good progress on ${c.themes[0]}.`,
  ],
  steady: [
    (c) =>
      `Our ${c.quarterName} results were solid and consistent with the plan we laid out at the start of the year. Revenue was ${c.money(c.m.current.revenue)}, ${direction(c.m.revenueGrowth)} from the prior year, and adjusted earnings per share were ${c.cents(c.m.current.epsAdjusted)}, compared with ${c.cents(c.m.yearAgo.epsAdjusted)} a year ago.`,
    (c) =>
      `We delivered a good quarter in what remains a mixed environment. Revenue of ${c.money(c.m.current.revenue)} represented ${growthPhrase(c.m.revenueGrowth)} year over year, and adjusted EPS was ${c.cents(c.m.current.epsAdjusted)}. We kept our focus on execution and on the things we control.`,
    (c) =>
      `The ${c.quarterName} played out largely as we expected. We generated revenue of ${c.money(c.m.current.revenue)}, ${direction(c.m.revenueGrowth)} year over year, with adjusted earnings per share of ${c.cents(c.m.current.epsAdjusted)}. Underneath those numbers, the business continued to get stronger.`,
  ],
  soft: [
    (c) =>
      `The ${c.quarterName} was more challenging than we anticipated. Revenue was ${c.money(c.m.current.revenue)}, ${direction(c.m.revenueGrowth)} year over year, and adjusted earnings per share were ${c.cents(c.m.current.epsAdjusted)}. We are not satisfied with these results, and I want to be clear about what happened and what we are doing about it.`,
    (c) =>
      `Let me start by acknowledging that our results this quarter fell short of what we want to deliver. Revenue came in at ${c.money(c.m.current.revenue)}, which is ${growthPhrase(c.m.revenueGrowth)} from the prior year, and adjusted EPS was ${c.cents(c.m.current.epsAdjusted)}. Developments in ${c.themes[0]} were less favorable than we planned for.`,
    (c) =>
      `We faced a difficult backdrop in the ${c.quarterName}. Revenue of ${c.money(c.m.current.revenue)} was ${direction(c.m.revenueGrowth)} versus last year, and adjusted earnings per share of ${c.cents(c.m.current.epsAdjusted)} compared with ${c.cents(c.m.yearAgo.epsAdjusted)} a year ago. We responded quickly on costs, and I'll walk you through the actions we are taking.`,
  ],
};

function versusGuidance(c: CallContext): string {
  const { priorGuidance: g, outcome } = c.m;
  const range = `${c.money(g.revenueLow)} to ${c.money(g.revenueHigh)}`;
  if (outcome === 'above') {
    return c.say([
      `That was above the high end of the ${range} range we gave you last quarter.`,
      `Revenue exceeded the top of our guidance range of ${range}.`,
      `We came in ahead of the ${range} we had guided for the quarter.`,
    ]);
  }
  if (outcome === 'within') {
    return c.say([
      `That was within the ${range} range we guided to last quarter.`,
      `Revenue landed inside our guidance range of ${range}.`,
      `That is in line with the ${range} outlook we provided in our last call.`,
    ]);
  }
  return c.say([
    `That was below our guidance range of ${range}, mainly because of pressure related to ${c.themes[0]}.`,
    `Revenue fell short of the ${range} we had guided, and most of the gap came late in the quarter.`,
    `We came in under the low end of our ${range} range, which I'll explain in a moment.`,
  ]);
}

const DRIVERS_UP: readonly Phrase[] = [
  (c) =>
    `Demand from ${c.company.sub.customers} stayed healthy, and ${c.offerings[0]} continued to ramp.`,
  () => `Growth was broad-based, and our commercial teams executed well across every region.`,
  () => `Both price and volume contributed, and we continued to win share in our core markets.`,
  (c) =>
    `Customers are consolidating spend with fewer partners, and ${c.name} is increasingly one of them.`,
  () =>
    `We added new customers and expanded with existing ones, and retention stayed at record levels.`,
  (c) =>
    `The investments we made last year in ${c.offerings[1] ?? c.offerings[0]} are now paying off.`,
];

const DRIVERS_DOWN: readonly Phrase[] = [
  (c) =>
    `The decline reflects pressure related to ${c.themes[0]}, which we expect to ease over the next few quarters.`,
  () =>
    `Customers remained cautious with orders, and we chose to protect price rather than chase volume.`,
  () => `We also lapped a particularly strong period last year, which makes the comparison harder.`,
  (c) =>
    `Some of our larger ${c.company.sub.customers} delayed decisions, although we have not lost those relationships.`,
  () => `Lower volumes more than offset the pricing we achieved.`,
];

const SEGMENT_OPENERS: readonly ((
  c: CallContext,
  name: string,
  revenue: string,
  move: string,
) => string)[] = [
  (_c, name, revenue, move) => `In ${name}, revenue was ${revenue}, ${move} year over year.`,
  (_c, name, revenue, move) =>
    `Turning to ${name}, revenue came in at ${revenue}, ${move} from the prior year.`,
  (_c, name, revenue, move) =>
    `${name} delivered revenue of ${revenue}, ${move} compared with last year.`,
  (_c, name, revenue, move) => `Our ${name} business generated ${revenue} in revenue, ${move}.`,
];

/** A reason for the revenue trend that matches its direction. */
function drivers(c: CallContext): string {
  return c.say(c.m.revenueGrowth >= 0 ? DRIVERS_UP : DRIVERS_DOWN);
}

/** The CEO's opening paragraphs: greeting, headline results, and the quarter against guidance. */
export function ceoHeadline(c: CallContext): string[] {
  return [
    `${c.say(GREETING)} ${c.say(HEADLINE[c.m.tone])}`,
    `${versusGuidance(c)} ${drivers(c)} ${drivers(c)}`,
  ];
}

/** One paragraph per reported segment, each with its revenue, growth and a reason. */
export function ceoSegments(c: CallContext): string[] {
  return c.m.segments.map((segment, index) => {
    const opener = c.random.pick(SEGMENT_OPENERS)(
      c,
      segment.name,
      c.money(segment.revenue),
      direction(segment.growth),
    );
    const reason = segment.growth >= 0 ? c.say(DRIVERS_UP) : c.say(DRIVERS_DOWN);
    const share = `${capitalize(segment.name)} now represents about ${percent(segment.share, 0)} of total revenue.`;
    const offering = c.offerings[(index + 2) % c.offerings.length] ?? c.offerings[0];
    const extra = c.say([
      `We also saw early wins for ${offering}, which we launched to ${c.company.sub.customers} this year.`,
      `Our pipeline here is the strongest it has been in several quarters.`,
      `Profitability in this business improved as we focused on higher-value work.`,
      `We see room to grow this business faster than the market over the next few years.`,
      `We are being selective here and walking away from work that does not meet our return thresholds.`,
    ]);
    return `${opener} ${reason} ${index === 0 ? share : ''} ${extra}`.replace(/ {2,}/g, ' ');
  });
}

/** The paragraph on the company's key operating figure. */
export function ceoKpi(c: CallContext): string {
  const { kpi } = c.m;
  const isGood = kpi.rising === kpi.isHigherBetter;
  const reading = isGood
    ? c.say([
        'That improvement reflects the operational discipline we have built over the last two years.',
        'We are pleased with that trend, and we think there is more to come.',
        'It is one of the clearest signs that our strategy is working.',
      ])
    : c.say([
        'That is not where we want it to be, and improving it is a top priority for the team.',
        'We expect this to turn as the actions we took this quarter take hold.',
        'Part of that is timing, but we are also addressing it directly.',
      ]);
  return `${capitalize(kpi.label)} came in at ${kpi.value} for the quarter, compared with ${kpi.priorValue} a year ago. ${reading}`;
}
