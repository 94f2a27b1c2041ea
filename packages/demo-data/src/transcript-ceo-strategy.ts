import type { CallContext, Phrase } from './transcript-context';
import { CITIES } from './word-lists';

const next = (c: CallContext) => c.m.period.year + 1;

/** Paragraphs on strategy and execution; a call uses a few of them. */
const STRATEGY: readonly Phrase[] = [
  (c) =>
    `Let me spend a few minutes on our strategic priorities. During the quarter, we launched ${c.offerings[0]}. Early feedback from ${c.company.sub.customers} has been encouraging, with adoption running ahead of the plan we set internally. We expect it to contribute meaningfully to growth in ${next(c)}, and we are already working on the next release based on what customers are telling us.`,
  (c) =>
    `We continued to invest in ${c.offerings[1] ?? c.offerings[0]}. This is a multi-year effort, and it is one of the most important things we are doing as a company. It broadens what we can offer ${c.company.sub.customers}, it makes us more efficient, and it gives us a platform we can build on. We remain on schedule and on budget, and we will share more detail at our investor day.`,
  (c) =>
    `Our productivity program delivered savings ahead of plan again this quarter. We simplified our organization, consolidated several facilities, and renegotiated a number of supplier contracts. Those savings are funding the investments we are making in ${c.offerings[0]} while still allowing margins to expand over time. We see a further runway of savings into ${next(c)}.`,
  () =>
    `We are using AI across the business, from forecasting and pricing to customer service and software development. The gains are real and measurable. In customer service, for example, resolution times have fallen meaningfully since we rolled out new tools to our teams. We are approaching this with discipline: every project needs a clear owner and a measurable return.`,
  (c) =>
    `On the commercial side, we signed several new multi-year agreements during the quarter, including one of the largest contracts in our history with a long-standing customer. Win rates improved, and our pipeline entering the ${c.m.period.quarter === 4 ? 'new year' : 'next quarter'} is larger than it was a year ago. Importantly, the quality of the pipeline has improved too, with more business coming from customers who buy across several of our offerings.`,
  (c) =>
    `I also want to highlight our progress on ${c.themes[2] ?? c.themes[0]}. This is an area where we have historically underperformed, and over the last year we put new leadership in place, changed how we measure performance, and invested in better systems. The results are starting to show, and I'm proud of how the team has responded.`,
  (c) =>
    `We continued to expand our footprint. We opened a new ${c.random.pick(['facility', 'site', 'regional hub'])} in ${c.random.pick(CITIES.filter((city) => city !== c.company.city))} during the quarter, which adds capacity close to some of our fastest-growing customers. It came in on time and slightly under budget, and it gives us room to grow without significant additional capital for the next few years.`,
  () =>
    `Safety and culture remain the foundation of everything we do. Our recordable incident rate improved again this quarter, and employee engagement scores reached their highest level since we began measuring them. Retention of our frontline teams has improved as well, which directly supports service quality and lowers our cost of hiring and training.`,
  (c) =>
    `Sustainability is increasingly part of how ${c.company.sub.customers} choose their partners. This quarter we published our annual sustainability report, and we are on track against each of the targets we set. More and more of our customer conversations include these topics, and our progress has become a competitive advantage.`,
  (c) =>
    `The integration of the business we acquired last year is on track. We have combined the sales teams, moved customers onto a single platform and delivered the cost synergies we promised, a few months ahead of schedule. Revenue synergies are starting to come through as well, particularly in ${c.m.segments[c.m.segments.length - 1]?.name ?? 'our newer businesses'}.`,
  (c) =>
    `We are also making our offering easier to buy. We simplified our pricing, introduced new packages for smaller ${c.company.sub.customers}, and improved our digital ordering experience. Digital channels now account for a growing share of new business, and customers who buy that way tend to buy more over time.`,
  (c) =>
    `Let me say a word about ${c.offerings[2] ?? c.offerings[0]}. We announced it at the start of the year, and interest has exceeded our expectations. We now have commitments from a number of customers, and we expect the first meaningful revenue in the second half of ${next(c)}. It is still early, but we believe this could become a significant business for us.`,
  (c) =>
    `We strengthened the leadership team during the quarter. We appointed a new head of our ${c.m.segments[0]?.name ?? 'largest'} business, who brings deep industry experience, and we promoted several leaders from within. I'm confident we have the right team in place to execute the plan and to develop the next generation of leaders at ${c.name}.`,
  () =>
    `Our supply chain performed well. Lead times have normalized for most of the components and materials we buy, and we have worked down the excess inventory we built up as a precaution. We have also added a second source for several critical inputs, which reduces our exposure to any single supplier or region.`,
  (c) =>
    `Our innovation pipeline is the fullest it has been. We are working on several new offerings, and ${c.offerings[3] ?? c.offerings[0]} is furthest along. We have tested it with a small group of ${c.company.sub.customers}, and the results were strong enough that we are accelerating the rollout. We will be disciplined about the investment, but we see a real opportunity.`,
  (c) =>
    `We have also been sharpening our portfolio. Over the past year we exited a few small product lines that did not fit our strategy or earn acceptable returns. They were a drag on margins and management attention. The business that remains is more focused, grows faster and is more profitable, and that shows in ${c.m.segments[0]?.name ?? 'our largest segment'}.`,
  () =>
    `Customer experience is another area where we made progress. Our satisfaction scores reached a record high this quarter, and complaints fell for the fourth quarter in a row. We invested in service teams, better tools and clearer communication, and customers have noticed. Satisfied customers stay longer and buy more, so this matters for growth as well as reputation.`,
  (c) =>
    `We continued to digitize how we operate. More of our ordering, scheduling and reporting now runs on a single platform, which gives us better data and lowers our cost to serve. It also lets us launch new services like ${c.offerings[1] ?? c.offerings[0]} faster than before.`,
  () =>
    `I want to touch briefly on pricing discipline. We have worked hard to make sure our prices reflect the value we deliver, and we have become more rigorous about walking away from business that does not meet our return requirements. That has cost us some volume at the margin, but it has clearly improved the quality of our earnings.`,
  (c) =>
    `Finally, a word on our people. We added experienced leaders in several key roles this year, and we continued to invest in training across ${c.name}. Our teams are the reason we can execute on so many priorities at once, and I am grateful for their commitment.`,
];

const ENVIRONMENT: Record<'strong' | 'steady' | 'soft', readonly Phrase[]> = {
  strong: [
    (c) =>
      `Turning to the environment, conditions in our end markets remain supportive. We are watching ${c.themes[3] ?? c.themes[0]} closely, but so far we have not seen any change in customer behavior. Our order activity in the first weeks of the new quarter has been consistent with our outlook.`,
    (c) =>
      `The demand environment is healthy. Customers are investing, and our conversations with ${c.company.sub.customers} point to continued growth. There are always risks, and we are mindful of the broader economy, but our visibility today is better than it has been in some time.`,
  ],
  steady: [
    (c) =>
      `The broader environment remains mixed. Some markets are growing nicely, while others are still working through a slower period. We are seeing steady activity from ${c.company.sub.customers}, and we are managing the business to be ready for a range of outcomes.`,
    (c) =>
      `On the macro environment, we have not seen a material change since our last call. Customers are being careful, and ${c.themes[3] ?? c.themes[0]} remains an area we are monitoring. We are planning prudently while continuing to fund the investments that matter most for our long-term growth.`,
  ],
  soft: [
    (c) =>
      `The environment deteriorated as the quarter went on. Pressure related to ${c.themes[0]} intensified, and several customers delayed orders into next year. We do not believe we have lost business to competitors, but we are planning for these conditions to persist for at least the next couple of quarters.`,
    () =>
      `Conditions in our markets are clearly softer than they were six months ago. We have seen customers reduce inventories and push out projects, and pricing has become more competitive in some areas. We have responded quickly by reducing discretionary spending and adjusting production to match demand.`,
  ],
};

const CAPITAL: readonly Phrase[] = [
  () =>
    `Our approach to capital allocation is unchanged. We invest in the business first, we pursue acquisitions that fit our strategy and meet our return criteria, and we return excess cash to shareholders. Our balance sheet gives us the flexibility to do all three.`,
  () =>
    `We remain disciplined with capital. Organic investment is our first priority, followed by targeted acquisitions, with the remainder returned to shareholders through dividends and share repurchases. That balance has served us well, and it will continue to guide our decisions.`,
  () =>
    `Strong cash generation continues to give us options. We are investing in capacity and technology, keeping leverage within our target range and returning cash to our shareholders. We also continue to review acquisition opportunities, but we will remain patient and selective.`,
];

const CAPITAL_REINVEST: readonly Phrase[] = [
  () =>
    `We continue to reinvest the cash we generate into the business, where we see the best returns today: capacity, technology and our go-to-market teams. We will keep evaluating acquisitions that accelerate our strategy, and we keep a strong balance sheet so that we can act when the right opportunity comes along.`,
  () =>
    `For now, our capital priorities are organic growth and a strong balance sheet. We are not paying a dividend or buying back shares, because the returns on the investments in front of us are higher. As the business matures, we will revisit that.`,
];

const OUTLOOK: Record<'raise' | 'lower' | 'other', readonly Phrase[]> = {
  raise: [
    (c) =>
      `Given our performance and the visibility we have, we are raising our full-year ${c.m.guidance.fiscalYear} outlook, and ${c.people.cfo.firstName} will take you through the details.`,
    (c) =>
      `With a strong ${c.quarterName} behind us, we are increasing our guidance for fiscal ${c.m.guidance.fiscalYear}.`,
  ],
  lower: [
    (c) =>
      `Given what we are seeing, we believe it is prudent to lower our full-year ${c.m.guidance.fiscalYear} outlook. We are not happy about that, but we would rather be realistic and then outperform.`,
    (c) =>
      `We are updating our outlook for fiscal ${c.m.guidance.fiscalYear} to reflect the softer conditions, while continuing to invest in the priorities that will drive our growth when demand recovers.`,
  ],
  other: [
    (c) =>
      `Looking ahead, we remain confident in our plan for fiscal ${c.m.guidance.fiscalYear}, and ${c.people.cfo.firstName} will take you through our outlook in detail.`,
    (c) =>
      `As we look to fiscal ${c.m.guidance.fiscalYear}, our priorities are clear: grow ahead of our markets, keep improving margins and allocate capital with discipline.`,
  ],
};

const HANDOVER: readonly Phrase[] = [
  (c) =>
    `Before I hand over, I want to thank our employees for their hard work and dedication this quarter. With that, I'll turn the call over to ${c.people.cfo.firstName} to walk through the numbers.`,
  (c) =>
    `I want to thank the entire ${c.name} team for another quarter of hard work. ${c.people.cfo.firstName}, over to you.`,
  (c) =>
    `Let me now hand the call to ${c.people.cfo.firstName}, who will cover our financial results and outlook in more detail.`,
  (c) =>
    `With that, I'll pass it to ${c.people.cfo.firstName} ${c.people.cfo.lastName}, our ${c.people.cfo.title}.`,
];

/** The CEO's paragraphs after the results: strategy, environment, capital, outlook, hand-over. */
export function ceoStrategy(c: CallContext, strategyCount: number): string[] {
  const strategy = Array.from({ length: strategyCount }, () => c.say(STRATEGY));
  const change = c.m.guidance.yearChange;
  const returnsCash = c.m.current.dividendPerShare > 0 || c.m.current.buyback > 0;
  const outlook = OUTLOOK[change === 'raise' || change === 'lower' ? change : 'other'];
  return [
    ...strategy,
    c.say(ENVIRONMENT[c.m.tone]),
    `${c.say(returnsCash ? CAPITAL : CAPITAL_REINVEST)} ${c.say(outlook)}`,
    c.say(HANDOVER),
  ];
}
