import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { buildCompanyInsights, summarizeByTheme, type CompanyStory } from './company-insights';

/** Words of every earnings call that no analyst would call a topic. */
const GENERIC = new Set(
  (
    'quarter quarters billion million thank thanks question questions great revenue growth ' +
    'business year years percent operator morning call results earnings margin margins ' +
    'guidance outlook company customers investments everyone team points basis dollars'
  ).split(' '),
);

const isGeneric = (topic: string) => topic.split(' ').every((word) => GENERIC.has(word));

/** Mentions of the planted product per quarter, singular and plural alike. */
const PLANTED = [2, 3, 3, 5];

const REGIONS = ['Ohio', 'Texas', 'Utah', 'Iowa', 'Maine', 'Idaho'];

/**
 * A small call of Northwind Networks: boilerplate, filler, figures and a planted product. A
 * sentence said word for word in most calls is a template, so the statements vary by quarter.
 */
function call(quarter: number): string {
  const region = REGIONS[quarter - 1] ?? '';
  const product = Array.from({ length: PLANTED[quarter - 1] ?? 0 }, (_, i) =>
    i % 2 === 0
      ? `Orders for our quantum routing platform rose again in ${REGIONS[i] ?? ''} and ${region}.`
      : `${i + quarter} more carriers in ${region} standardized on quantum routing platforms.`,
  ).join(' ');
  return [
    'Operator',
    '',
    `Good morning, and welcome to the Northwind Networks quarter ${quarter} 2025 earnings call. All lines are in listen-only mode. I will now turn the call over to Ada Brooks.`,
    '',
    'Ada Brooks -- Vice President, Investor Relations',
    '',
    'Thank you, operator, and thank you everyone for joining us this quarter. Some statements today are forward-looking statements and involve risks described under risk factors in our SEC filings. Our actual results could differ materially.',
    '',
    'Oscar Reyes -- Chief Executive Officer',
    '',
    `Thanks, Ada. Revenue for the quarter was $${quarter + 1}.2 billion, up ${quarter + 2}% year over year, and adjusted earnings per share were $1.${quarter}0. ${product} Gross margin was 41.${quarter}%, up ${quarter}0 basis points, as pricing more than offset freight costs in ${region}. Our backlog reached a record $3.${quarter} billion in the quarter. We remain focused on the cloud migration of our carrier customers in ${region}, which is our long-term strategy. Freight costs in ${region} remain a headwind, and we expect them to ease next year.`,
    '',
    'Operator',
    '',
    'Thank you. Our first question comes from Lena Park with Harbor Securities.',
    '',
    'Lena Park -- Harbor Securities -- Analyst',
    '',
    'Great question to start with, thanks. How should we think about record demand for the quarter, and is there any risk of a decline in billions of orders next quarter?',
    '',
    'Oscar Reyes -- Chief Executive Officer',
    '',
    `Great question, Lena. Cloud migration projects keep us busy in ${region}, and we see a strong pipeline of carrier cloud migration deals. We plan to launch a data center in ${region} next year.`,
  ].join('\n');
}

const calls: CompanyStory[] = [1, 2, 3, 4].map((quarter) => ({
  id: `call-${quarter}`,
  source: 'Earnings call',
  year: 2025,
  quarter,
  text: call(quarter),
}));

const news: CompanyStory[] = [2, 4].map((quarter) => ({
  id: `news-${quarter}`,
  source: 'News',
  year: 2025,
  quarter,
  text: `Northwind Networks said carriers continue to adopt its quantum routing platform. The company reported revenue of $${quarter}.2 billion for the quarter. This article was prepared by the newsroom.`,
}));

const stories = [...calls, ...news];

describe('company topics', () => {
  const insights = buildCompanyInsights(stories);
  const topics = insights.trends.map((trend) => trend.topic);

  it('never offers call vocabulary, units or periods as a topic', () => {
    expect(topics.length).toBeGreaterThan(2);
    for (const topic of topics.slice(0, 10)) expect(isGeneric(topic), topic).toBe(false);
    expect(topics).not.toContain('northwind networks');
    expect(topics.some((topic) => /\b(?:ada|oscar|lena)\b/.test(topic))).toBe(false);
  });

  it('ranks a product mentioned across the quarters in the top three, as one phrase', () => {
    expect(topics.slice(0, 3)).toContain('quantum routing platform');
    // Singular and plural are one topic, and the words inside the phrase are not topics again.
    for (const part of ['quantum routing platforms', 'routing platform', 'quantum', 'platform'])
      expect(topics).not.toContain(part);
    expect(topics).toContain('cloud migration');
    expect(topics).toContain('freight costs');
  });

  it('counts mentions per quarter and the momentum into the latest quarter', () => {
    const planted = insights.trends.find((trend) => trend.topic === 'quantum routing platform');
    expect(planted?.mentions).toEqual({
      '2025-Q1': PLANTED[0],
      '2025-Q2': (PLANTED[1] ?? 0) + 1,
      '2025-Q3': PLANTED[2],
      '2025-Q4': (PLANTED[3] ?? 0) + 1,
    });
    // Q3 had 3 mentions and Q4 has 6: up 100%.
    expect(planted?.momentum).toBeCloseTo(1, 6);
  });

  it('finds the topics of a generated demo call and of the hand-written call', () => {
    const demo = buildCompanyInsights([
      {
        id: 'g',
        source: 'Earnings call',
        year: 2026,
        quarter: 2,
        text: loadFixture('generated-call.txt'),
      },
      {
        id: 'd',
        source: 'Earnings call',
        year: 2026,
        quarter: 3,
        text: loadFixture('demo-call.txt'),
      },
    ]).trends.map((trend) => trend.topic);
    for (const topic of demo.slice(0, 10)) expect(isGeneric(topic), topic).toBe(false);
    expect(demo.slice(0, 5)).toEqual(expect.arrayContaining(['pricing', 'wireless carriers']));
    expect(demo).toContain('copper decline');
  });

  it('groups quotes by theme using every written form of the topic', () => {
    const themes = summarizeByTheme(stories, 3);
    const planted = themes.find((theme) => theme.theme === 'quantum routing platform');
    expect(planted?.quotes.length).toBeGreaterThan(0);
    for (const quote of planted?.quotes ?? [])
      expect(quote.text).toMatch(/quantum routing platform/);
  });
});

describe('company SWOT and strategy', () => {
  const insights = buildCompanyInsights(stories);
  const quotes = [
    ...insights.swot.strengths,
    ...insights.swot.weaknesses,
    ...insights.swot.opportunities,
    ...insights.swot.threats,
    ...insights.strategy,
  ];

  it('quotes specific statements, never boilerplate, operator lines or analyst questions', () => {
    expect(quotes.length).toBeGreaterThan(3);
    for (const { text } of quotes) {
      expect(text).not.toMatch(/forward-looking|listen-only|first question|risk factors/i);
      expect(text.endsWith('?')).toBe(false);
      expect(text).not.toMatch(/^Great question/);
    }
    expect(
      insights.swot.threats.some((q) => /^Freight costs in \w+ remain a headwind/.test(q.text)),
    ).toBe(true);
    expect(insights.swot.strengths.some((q) => /pricing more than offset/.test(q.text))).toBe(true);
    expect(insights.strategy.some((q) => /cloud migration/.test(q.text))).toBe(true);
  });

  it('quotes a statement repeated in every quarter once', () => {
    for (const list of [...Object.values(insights.swot), insights.strategy]) {
      const texts = list.map((quote) =>
        quote.text.replace(/[\d.$%]+/g, '#').replace(new RegExp(REGIONS.join('|'), 'g'), '#'),
      );
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('does not count an outlook range as a strength or a weakness', () => {
    const outlook: CompanyStory = {
      id: 'outlook',
      source: 'Earnings call',
      year: 2025,
      quarter: 4,
      text: 'For the first quarter, our range of $1.89 billion to $1.96 billion implies growth of 5.8% year over year at the midpoint, with adjusted EPS of $1.43 to $1.57.',
    };
    const swot = buildCompanyInsights([...stories, outlook]).swot;
    for (const quote of [...swot.strengths, ...swot.weaknesses])
      expect(quote.storyId).not.toBe('outlook');
  });
});
