import { capitalize, longDate, money, perShare, wordCount } from './format';
import { leadershipFor } from './people';
import { DAY_MS, offsetPeriod, periodOf, quarterEnd, quarterWord } from './period';
import { firstSentences } from '@clearcall/server/modules/stories/stories.engine';
import { storyRow, urlToken, type StoryInput } from './story-common';
import { slugify } from './companies';
import type { StoryRow } from './transcripts';
import { CITIES, FIRST_NAMES, LAST_NAMES, NAME_PREFIXES, NEWS_OUTLETS } from './word-lists';

type NewsEvent = { headline: string; lead: string; details: string[]; quote: string };

const NEW_ROLES = [
  'Chief Technology Officer',
  'Chief Operating Officer',
  'Chief Commercial Officer',
  'General Counsel',
  'Chief People Officer',
  'Chief Digital Officer',
];

function events(input: StoryInput): NewsEvent[] {
  const { company, random, peer } = input;
  const name = company.row.name;
  const offering = random.pick(company.sub.offerings);
  const theme = random.pick(company.sub.themes);
  const city = random.pick(CITIES.filter((entry) => entry !== company.city));
  const ceo = leadershipFor(input.seed, company).ceo;
  const scale = input.model().scale;
  const amount = (share: number) =>
    money(Math.round(company.annualRevenueMillions * 10 * share), scale);
  const hire = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const role = random.pick(NEW_ROLES);
  const target = `${random.pick(NAME_PREFIXES)} ${random.pick(company.sub.nouns)}`;
  // The latest quarter whose results are surely out by the publication date.
  let period = offsetPeriod(periodOf(input.publishedAt), -1);
  if (input.publishedAt.getTime() < quarterEnd(period).getTime() + 42 * DAY_MS) {
    period = offsetPeriod(period, -1);
  }
  const figures = (() => {
    const model = input.model();
    const index = period.year * 4 + period.quarter - 1;
    return index >= model.firstIndex && index <= model.lastIndex ? model.quarter(period) : null;
  })();
  const list: NewsEvent[] = [
    {
      headline: `${name} launches ${offering}`,
      lead: `${name} on ${longDate(input.publishedAt)} announced ${offering}, expanding what it offers ${company.sub.customers}.`,
      details: [
        `The company said the launch follows a pilot with a small group of customers that ran for most of the past year.`,
        `Executives expect the offering to contribute to revenue from next year and said early demand was ahead of plan.`,
        `The move comes as ${company.sub.customers} look to consolidate suppliers and cut costs.`,
      ],
      quote: `"This is the result of listening closely to our customers," said ${ceo.name}, ${ceo.title}.`,
    },
    {
      headline: `${name} signs multi-year agreement worth about ${amount(0.03)}`,
      lead: `${name} said it signed a multi-year agreement with one of its largest customers, valued at about ${amount(0.03)} over its term.`,
      details: [
        `The contract covers ${offering} and related services and starts in the coming quarter.`,
        `Terms were not disclosed beyond the total value, and the customer was not named.`,
        `The company said the agreement adds to a backlog that has grown over the past year.`,
      ],
      quote: `"Agreements like this reflect the trust our customers place in us," ${ceo.name} said.`,
    },
    {
      headline: `${name} names ${hire} ${role}`,
      lead: `${name} appointed ${hire} as ${role}, effective next month.`,
      details: [
        `${hire.split(' ')[0]} joins from a larger company in the same sector, where the role covered ${theme}.`,
        `The position is new, and the company said it reflects the growing importance of technology and data to its strategy.`,
        `${hire.split(' ')[0]} will report to ${ceo.name}.`,
      ],
      quote: `"${hire.split(' ')[0]} brings exactly the experience we need for our next phase of growth," said ${ceo.name}.`,
    },
    {
      headline: `${name} to open new site in ${city}`,
      lead: `${name} plans to open a new site in ${city}, adding capacity close to several of its fastest-growing customers.`,
      details: [
        `The company expects to invest about ${amount(0.01)} and to hire around ${random.int(8, 40) * 10} people over two years.`,
        `Local officials welcomed the decision, which the company said followed a search across several regions.`,
        `Construction is expected to start this year, with operations beginning next year.`,
      ],
      quote: `"${city.split(',')[0]} gives us the talent and the location we need," said ${ceo.name}.`,
    },
    {
      headline: `${name} and ${peer.row.name} form partnership`,
      lead: `${name} and ${peer.row.name} announced a partnership to combine ${offering} with ${random.pick(peer.sub.offerings)}.`,
      details: [
        `The companies said the arrangement will let them serve customers that buy from both.`,
        `Financial terms were not disclosed. The partnership does not involve an equity investment.`,
        `Analysts said the tie-up could help both companies widen their reach without large acquisitions.`,
      ],
      quote: `"Together we can offer something neither of us could on our own," said ${ceo.name}.`,
    },
    {
      headline: `${name} agrees to acquire ${target} for ${amount(0.06)}`,
      lead: `${name} agreed to buy privately held ${target} for ${amount(0.06)} in cash.`,
      details: [
        `The deal adds capabilities in ${theme} and is expected to close within two quarters, subject to regulatory approval.`,
        `${name} said it expects the acquisition to add to adjusted earnings in its first full year.`,
        `The company will fund the purchase with cash on hand and its existing credit facility.`,
      ],
      quote: `"${target} is a natural fit for our strategy," said ${ceo.name}.`,
    },
    {
      headline: `${name} outlines growth targets at investor day`,
      lead: `${name} set out medium-term targets at its investor day, including annual revenue growth ahead of its markets and higher margins.`,
      details: [
        `Management highlighted ${offering} as a key driver and said it would keep investing in ${theme}.`,
        `The company reiterated its capital allocation priorities: investment first, then acquisitions and shareholder returns.`,
        `Several analysts said the targets were broadly in line with their expectations.`,
      ],
      quote: `"We have a clear plan and the team to deliver it," ${ceo.name} told investors.`,
    },
    {
      headline: `${name} delays rollout of ${offering}`,
      lead: `${name} pushed back the rollout of ${offering} by about two quarters, citing additional testing.`,
      details: [
        `The company said the delay would not change its financial outlook for the year.`,
        `Customers in the pilot program will keep using the current version until the new one is ready.`,
        `The announcement comes amid industry-wide attention on ${theme}.`,
      ],
      quote: `"We would rather get this right than get it out early," said ${ceo.name}.`,
    },
    {
      headline: `${name} authorizes ${amount(0.05)} share repurchase`,
      lead: `The board of ${name} authorized the repurchase of up to ${amount(0.05)} of its common stock.`,
      details: [
        `The new program has no expiration date and replaces the previous authorization.`,
        `The company said strong cash generation allows it to return more capital while still investing in growth.`,
        `Repurchases may be made in the open market or through privately negotiated transactions.`,
      ],
      quote: `"Our balance sheet gives us the flexibility to do both," said ${ceo.name}.`,
    },
    {
      headline: `${name} commits to new sustainability targets`,
      lead: `${name} published new sustainability targets, including a cut in the emissions intensity of its operations by the end of the decade.`,
      details: [
        `The company said it would link part of executive pay to progress on the targets.`,
        `It plans to report progress annually alongside its financial results.`,
        `Customers increasingly ask suppliers for such commitments, the company said.`,
      ],
      quote: `"This is good for our customers, our people and our business," said ${ceo.name}.`,
    },
  ];
  if (figures) {
    list.push({
      headline: `${name} reports ${quarterWord(period)} revenue of ${money(figures.revenue, input.model().scale)}`,
      lead: `${name} reported ${quarterWord(period)} ${period.year} revenue of ${money(figures.revenue, input.model().scale)} and adjusted earnings of ${perShare(figures.epsAdjusted)} per share.`,
      details: [
        `GAAP earnings were ${perShare(figures.epsGaap)} per share, and free cash flow was ${money(figures.freeCashFlow, input.model().scale)}.`,
        `The company pointed to demand from ${company.sub.customers} and progress on ${theme}.`,
        `Management also updated its outlook for the year on a call with analysts.`,
      ],
      quote: `"Our teams executed well," said ${ceo.name}.`,
    });
  }
  return list;
}

/** A news story from a fictional outlet: a headline and an 80-200 word article. */
export function writeNews(input: StoryInput): StoryRow {
  const { random, company } = input;
  const event = random.pick(events(input));
  const about = `${company.row.name}, based in ${company.city}, ${firstSentences(
    company.row.description ?? '',
    1,
  )
    .replace(/^.*? that /, '')
    .replace(/\.$/, '')}.`;
  const closing = random.pick([
    `${company.row.name} is a fictional company; this article is generated sample data.`,
    `This report concerns a fictional sample company in the Clearcall demo.`,
  ]);
  const sentences = [event.lead, ...random.shuffle(event.details), event.quote, about, closing];
  while (wordCount(sentences.join(' ')) > 200 && sentences.length > 4) sentences.splice(2, 1);
  const outlet = random.pick(NEWS_OUTLETS);
  const month = String(input.publishedAt.getUTCMonth() + 1).padStart(2, '0');
  const content = sentences.join(' ');
  return storyRow(input, 'news', {
    title: capitalize(event.headline),
    description: firstSentences(content, 2),
    content,
    source: outlet,
    url: `https://${slugify(outlet)}.example/${input.publishedAt.getUTCFullYear()}/${month}/${slugify(event.headline)}-${urlToken(random)}`,
  });
}
