import { capitalize, direction, percent } from './format';
import { by, operationsLead, type QaTopic } from './qa-topic';
import type { CallContext } from './transcript-context';

function standout(c: CallContext, strongest: boolean) {
  const sorted = [...c.m.segments].sort((a, b) =>
    strongest ? b.growth - a.growth : a.growth - b.growth,
  );
  return sorted[0] ?? c.m.segments[0];
}

const segmentStrength: QaTopic = {
  key: 'segment-strength',
  applies: (c) => (standout(c, true)?.growth ?? 0) > 0,
  question: (c) => {
    const segment = standout(c, true);
    return `I wanted to double-click on ${segment?.name}. Revenue there was ${c.money(segment?.revenue ?? 0)}, ${direction(segment?.growth ?? 0)}. What drove that, and how durable do you think it is?`;
  },
  answer: (c) => {
    const segment = standout(c, true);
    return [
      by(
        operationsLead(c),
        `${capitalize(segment?.name ?? 'That business')} had a ${(segment?.growth ?? 0) > 0.05 ? 'very good' : 'solid'} quarter. ${c.say(
          [
            `The main driver was demand from ${c.company.sub.customers}, and ${c.offerings[0]} is now a meaningful contributor.`,
            `We won several new customers over the last year, and they are now fully ramped.`,
            `Our teams have done a great job of cross-selling, and more customers are buying more than one of our offerings.`,
          ],
        )}`,
        c.say([
          'In terms of durability, the pipeline supports continued growth, although the comparisons get tougher in the second half.',
          'We think a good part of this is structural rather than cyclical, so we are comfortable that it can continue.',
          'I would not extrapolate this exact growth rate, but we do expect it to remain one of our faster-growing businesses.',
        ]),
      ),
    ];
  },
};

const segmentWeakness: QaTopic = {
  key: 'segment-weakness',
  applies: (c) => c.m.segments.length > 1,
  question: (c) => {
    const segment = standout(c, false);
    return `I wanted to ask about ${segment?.name}, which was ${direction(segment?.growth ?? 0)} at ${c.money(segment?.revenue ?? 0)}. What's going on there, and when do you expect that business to accelerate?`;
  },
  answer: (c) => {
    const segment = standout(c, false);
    const isDown = (segment?.growth ?? 0) < 0;
    return [
      by(
        c.people.ceo,
        `${isDown ? `${capitalize(segment?.name ?? 'That business')} is working through a softer period.` : `${capitalize(segment?.name ?? 'That business')} actually grew, just more slowly than the rest of the company.`} ${c.say(
          [
            `Part of it is pressure related to ${c.themes[0]}, and part of it is our own decision to exit lower-margin work.`,
            'Some of the larger projects we expected slipped into next year; they have not gone away.',
            'We also lapped a strong quarter last year, which made the comparison difficult.',
          ],
        )}`,
        c.say([
          'We expect it to stabilize over the next couple of quarters and return to growth next year.',
          'We have put new leadership in place there, and we are encouraged by the early changes.',
          'We are not going to chase volume at the expense of margin, so it may take a bit longer, but we like the long-term position.',
        ]),
      ),
    ];
  },
};

const demand: QaTopic = {
  key: 'demand',
  question: (c) =>
    c.say([
      (x) =>
        `I wanted to ask about ${x.themes[0]}. What are you hearing from ${x.company.sub.customers}, and has anything changed since the start of the quarter?`,
      (x) =>
        `Could you talk about the demand environment more broadly? In particular, how are you thinking about ${x.themes[1] ?? x.themes[0]} as you plan for next year?`,
    ]),
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'Overall, customer conversations remain constructive.',
        'The tone of our customer conversations has been fairly consistent.',
        'It is a mixed picture, and it varies quite a bit by market.',
      ])} ${c.say([
        `On ${c.themes[0]}, we have seen ${c.m.tone === 'soft' ? 'some deterioration, especially in the last few weeks of the quarter' : 'steady improvement, and that has supported our volumes'}.`,
        `Our larger customers are planning for ${c.m.tone === 'soft' ? 'a cautious year' : 'modest growth'}, and our outlook is consistent with that.`,
      ])}`,
      c.say([
        `What gives us confidence is that our revenue of ${c.money(c.m.current.revenue)} this quarter came from a broader customer base than a year ago.`,
        `We are staying close to our customers and will adjust quickly if conditions change, as we did this quarter.`,
        'Regardless of the environment, we are focused on the things we control: service, innovation and cost.',
      ]),
    ),
  ],
};

const kpi: QaTopic = {
  key: 'kpi',
  question: (c) =>
    `${capitalize(c.m.kpi.label)} came in at ${c.m.kpi.value}, compared with ${c.m.kpi.priorValue} a year ago. What's behind that trend, and where do you think it can go over the next year or two?`,
  answer: (c) => {
    const isGood = c.m.kpi.rising === c.m.kpi.isHigherBetter;
    return [
      by(
        operationsLead(c),
        `${isGood ? `We are pleased with the move to ${c.m.kpi.value}.` : `We are not satisfied with ${c.m.kpi.value}, and we are working on it.`} ${c.say(
          [
            'The biggest factor is the operating discipline we have built into how we plan and measure the business.',
            `A good part of it relates to ${c.themes[1] ?? c.themes[0]}, where the actions we took last year are now showing up.`,
            'It also reflects the mix of business we won over the last year.',
          ],
        )}`,
        c.say([
          'We do not give a target for it publicly, but internally we see room for continued improvement.',
          'I would expect some quarter-to-quarter variability, but the direction of travel is what matters.',
          'It is one of the metrics our leadership team reviews every week.',
        ]),
      ),
    ];
  },
};

const offering: QaTopic = {
  key: 'offering',
  question: (c) =>
    `Could you give us an update on ${c.offerings[0]}? How is adoption tracking, and how big could it be for you over time?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'It is going well.',
        'We are really encouraged by what we are seeing.',
        'It is still early days, but the signs are good.',
      ])} ${c.say([
        `Adoption among ${c.company.sub.customers} is ahead of our plan, and the feedback has helped us prioritize the next round of improvements.`,
        'We now have a good number of customers live, and the first renewals have come in at higher volumes.',
      ])}`,
      c.say([
        `In terms of size, we think it can become a meaningful part of ${c.m.segments[0]?.name ?? 'the business'} over the next three years, but we will be disciplined about how fast we scale it.`,
        'We will give you more detail on the financial contribution at our investor day, but it is already accretive to our growth rate.',
      ]),
    ),
  ],
};

const competition: QaTopic = {
  key: 'competition',
  question: () =>
    `Are you seeing any change in the competitive landscape, particularly around pricing or new entrants?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'The competitive environment is rational.',
        'Competition is always intense in our markets, but we have not seen anything unusual this quarter.',
        'We see a few new entrants, mostly at the low end, but they are not showing up in our large deals.',
      ])} ${c.say([
        `Our win rates were stable to up, and we continue to compete on the quality of what we deliver to ${c.company.sub.customers} rather than on price alone.`,
        'Where we do lose, it is usually on price in smaller deals, and we are comfortable with that trade-off.',
      ])}`,
    ),
  ],
};

const technology: QaTopic = {
  key: 'technology',
  question: () =>
    `How are you using AI and automation inside the business, and are you seeing any measurable effect on costs or growth yet?`,
  answer: (c) => [
    by(
      operationsLead(c),
      `${c.say([
        'We have a number of use cases in production today.',
        'We are taking a practical approach and focusing on a handful of high-value use cases.',
      ])} ${c.say([
        'In customer service and back-office processes, we are seeing real productivity gains.',
        'Our forecasting and planning tools have improved noticeably, which helps with inventory and staffing.',
        'We are also using it in product development, where it is shortening our development cycles.',
      ])}`,
      c.say([
        'It is part of how we are funding investments while still expanding margins.',
        'We are careful not to overstate the near-term impact, but over time we think it will be significant.',
      ]),
    ),
  ],
};

const longTerm: QaTopic = {
  key: 'long-term',
  question: (c) =>
    `Stepping back, how does this year's performance change your view of the medium-term framework you laid out, particularly on margins and growth for ${c.m.guidance.fiscalYear + 1} and beyond?`,
  answer: (c) => [
    by(
      c.people.ceo,
      `${c.say([
        'It reinforces it.',
        'We remain committed to the framework.',
        'Our long-term targets have not changed.',
      ])} ${c.say([
        'We continue to expect to grow faster than our markets and to expand margins every year, with a few quarters of variability along the way.',
        `With adjusted operating margin at ${percent(c.m.adjustedOperatingMargin)} today, we see a credible path to further improvement as we scale.`,
      ])}`,
      c.say([
        'We will provide a full update at our investor day, but nothing we saw this quarter changes the direction.',
        'The investments we are making now are what will get us there, which is why we are protecting them.',
      ]),
    ),
  ],
};

/** Questions about the business: segments, demand, operations, products and strategy. */
export const BUSINESS_TOPICS: readonly QaTopic[] = [
  segmentStrength,
  segmentWeakness,
  demand,
  kpi,
  offering,
  competition,
  technology,
  longTerm,
];
