import { percent } from './format';
import { by, operationsLead, type QaTopic } from './qa-topic';

const supplyChain: QaTopic = {
  key: 'supply-chain',
  question: () =>
    `Could you give us an update on the supply chain? Are you seeing any pressure on costs or availability, and how much of that is reflected in the outlook?`,
  answer: (c) => [
    by(
      operationsLead(c),
      `${c.say([
        'The supply chain is in good shape overall.',
        'Availability is no longer the issue it was a couple of years ago.',
        'We are seeing a mixed picture: most inputs are stable, with pockets of inflation.',
      ])} ${c.say([
        'We have dual-sourced most of our critical inputs, and our inventory levels are healthy.',
        "Our procurement team has locked in a good part of next year's needs at prices that are already in our plan.",
        'Logistics costs have come down from their peak, which helped us this quarter.',
      ])}`,
      `${c.say([
        'Tariffs and trade policy remain a source of uncertainty, and we have contingency plans in place.',
        'We have assumed modest cost inflation in our guidance and expect to offset it with pricing and productivity.',
      ])} Gross margin of ${percent(c.m.grossMargin)} this quarter already reflects the current cost environment.`,
    ),
  ],
};

const labor: QaTopic = {
  key: 'labor',
  question: () =>
    `How are you thinking about labor availability and wage inflation, and what are you doing on retention?`,
  answer: (c) => [
    by(
      operationsLead(c),
      `${c.say([
        'Labor markets have eased somewhat, although skilled roles remain tight.',
        'We are in a much better position than we were eighteen months ago.',
      ])} ${c.say([
        'Turnover is down meaningfully year over year, which lowers our hiring and training costs and improves service quality.',
        'We invested in pay, scheduling flexibility and career paths for our frontline teams, and it is working.',
      ])} ${c.say([
        'We expect wage inflation in the low single digits next year, and that is built into our plan.',
        'Our productivity initiatives should more than offset wage increases next year.',
      ])}`,
    ),
  ],
};

const regulation: QaTopic = {
  key: 'regulation',
  question: (c) =>
    `There has been a lot of discussion about regulatory and policy changes affecting ${c.company.sub.customers}. How exposed are you, and what scenarios are you planning for?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'It is an area we watch closely, but our direct exposure is limited.',
        'We engage constructively with policymakers, and we are well prepared for the most likely outcomes.',
      ])} ${c.say([
        'Most of the proposals being discussed would take several years to implement, which gives us time to adapt.',
        'In several scenarios, the changes could actually benefit companies of our scale, because compliance is easier for us than for smaller competitors.',
      ])} Our guidance for fiscal ${c.m.guidance.fiscalYear} assumes no change in the current rules.`,
    ),
  ],
};

const retention: QaTopic = {
  key: 'customers',
  question: (c) =>
    `Can you talk about customer retention and concentration? How much of the growth is coming from existing ${c.company.sub.customers} versus new ones?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'Retention remains very high, and it improved again this quarter.',
        'Our customer relationships are long-standing, and our top customers have been with us for many years.',
      ])} ${c.say([
        'Roughly two thirds of our growth came from existing customers buying more, and the rest from new customers.',
        'New customers contributed more than usual this quarter, which is a good sign for next year.',
      ])} ${c.say([
        'No single customer accounts for more than a high single-digit percentage of revenue.',
        'Concentration has come down over time as we broadened our customer base.',
      ])}`,
    ),
  ],
};

const capacity: QaTopic = {
  key: 'capacity',
  question: (c) =>
    `Capital spending was ${c.money(c.m.current.capitalExpenditures)} in the quarter. Do you have the capacity you need to support growth over the next few years, or should we expect a step-up in investment?`,
  answer: (c) => [
    by(
      c.people.cfo,
      `${c.say([
        'We have enough capacity to support our plan through next year.',
        'The investments we are making now are sized for the next several years of growth.',
      ])} ${c.say([
        'Beyond that, we would add capacity in a modular way, so that spending follows demand rather than running ahead of it.',
        'We do not expect a step-up in capital intensity; if anything, it should come down slightly as current projects finish.',
      ])} We spent ${c.money(c.m.current.capitalExpenditures)} this quarter, and we remain comfortable with our full-year capital plan.`,
    ),
  ],
};

const restructuring: QaTopic = {
  key: 'restructuring',
  applies: (c) => c.m.current.restructuring > 0,
  question: (c) =>
    `You took a restructuring charge of ${c.money(c.m.current.restructuring)} this quarter. Can you size the savings and tell us when they show up in the P&L?`,
  answer: (c) => [
    by(
      c.people.cfo,
      `The charge of ${c.money(c.m.current.restructuring)} relates mainly to simplifying our organization and consolidating facilities. We expect the actions to deliver annualized savings of roughly two times the charge, with about half of that showing up over the next four quarters. Some of the savings will be reinvested, but most should support margins.`,
    ),
  ],
};

const international: QaTopic = {
  key: 'international',
  question: () =>
    `How are your international markets performing relative to the domestic business, and is expansion abroad still a priority?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'International is still a smaller part of the business, but it grew faster than the company average this quarter.',
        'Performance outside our home market was mixed: some regions were strong, others were softer.',
      ])} ${c.say([
        'We are expanding selectively, following our largest customers into new markets rather than building from scratch.',
        'We see international as a long-term opportunity, and we are investing at a measured pace.',
      ])} Currency had only a small effect on the quarter.`,
    ),
  ],
};

/** Questions about operations: supply, labor, regulation, customers, capacity and expansion. */
export const OPERATIONS_TOPICS: readonly QaTopic[] = [
  supplyChain,
  labor,
  regulation,
  retention,
  capacity,
  restructuring,
  international,
];
