import { direction, percent } from './format';
import type { CallContext, Phrase } from './transcript-context';

/** Context an analyst gives before the question itself. */
const PREAMBLES: readonly Phrase[] = [
  (c) =>
    `${c.people.ceo.firstName}, you mentioned ${c.themes[0]} in your prepared remarks, so I want to come back to that from a slightly different angle.`,
  () => `I have a two-part question, if I may.`,
  () => `A lot of my questions have been asked, so let me try a different angle.`,
  (c) =>
    `We've had a number of investor conversations about ${c.themes[1] ?? c.themes[0]} recently, so it would be helpful to get your perspective.`,
  (c) =>
    `Coming back to the numbers, revenue of ${c.money(c.m.current.revenue)} was ${c.m.outcome === 'above' ? 'ahead of' : c.m.outcome === 'below' ? 'below' : 'in line with'} what we had modeled.`,
  () => `I wanted to follow up on one of the earlier questions.`,
  (c) =>
    `Thinking about the setup into ${c.m.guidance.fiscalYear + (c.m.period.quarter === 4 ? 0 : 1)}, there are a couple of things I'd like to understand better.`,
];

/** The second part of a two-part question, about one of the company's themes. */
const SECOND_PARTS: readonly ((theme: string) => string)[] = [
  (theme) => `And then, secondly, could you touch on ${theme}?`,
  (theme) => `And as a follow-on, how are you thinking about ${theme} over the next twelve months?`,
  (theme) => `Separately, any update on ${theme} would be helpful.`,
  (theme) => `And just quickly, where do things stand on ${theme}?`,
  (theme) => `Second, has anything changed in your thinking on ${theme} since the last call?`,
];

/** An answer paragraph about a theme; reads well for any noun phrase from the profiles. */
const THEME_ANSWERS: readonly ((c: CallContext, theme: string) => string)[] = [
  (c, theme) =>
    `On ${theme}, I'd say we are cautiously optimistic. We have spent a lot of time on this with our largest customers over the last few months, and the feedback is consistent with the outlook we gave today. It is not something that changes overnight, but the trend has been moving in the right direction, and we have built our plan for fiscal ${c.m.guidance.fiscalYear} around a realistic view of the situation.`,
  (c, theme) =>
    `On your second question, we track ${theme} very closely. The net effect on us this quarter was ${c.m.tone === 'soft' ? 'negative' : 'broadly neutral'}. We have a team dedicated to it, and we review it with the board regularly. We think we are better positioned than most of our peers, partly because of the investments we made over the last two years.`,
  (c, theme) =>
    `Regarding ${theme}, there is a lot of noise in the market, so let me give you the facts as we see them. So far, the effect on our results has not been material, and our guidance of ${c.money(c.m.guidance.yearRange.revenueLow)} to ${c.money(c.m.guidance.yearRange.revenueHigh)} for the year already reflects what we know today. If it changes meaningfully, we will tell you.`,
  (_c, theme) =>
    `As for ${theme}, that is one of the three or four things that will determine how next year plays out for the industry. We are planning for a range of scenarios, and we have specific actions ready if conditions move against us. At the same time, if things move in our favor, we have the capacity and the people to capture the upside.`,
  (c, theme) =>
    `On ${theme}, we have made real progress. A year ago, this was one of the topics we heard about most often from investors, and today it is much less of a concern. The improvement shows up in our margins, which were ${percent(c.m.adjustedOperatingMargin)} on an adjusted basis this quarter, and in the conversations we are having with ${c.company.sub.customers}.`,
  (_c, theme) =>
    `With respect to ${theme}, I would not read too much into any single quarter. What matters is the trend over several quarters, and on that basis we are comfortable. We will keep giving you the data points so you can track it alongside us.`,
];

/** A short add-on from the other executive, tying the answer back to the numbers. */
const ADD_ONS: readonly Phrase[] = [
  (c) =>
    `If I could just add one thing: revenue of ${c.money(c.m.current.revenue)} this quarter was ${direction(c.m.revenueGrowth)} year over year, and we did that while continuing to invest. That balance between growth and discipline is what we are managing for, and I think this quarter shows it.`,
  (c) =>
    `Just to add to that, the free cash flow we generated this quarter, ${c.money(c.m.current.freeCashFlow)}, gives us the flexibility to keep investing through the cycle. We are not in a position where we have to make short-term decisions that hurt the long-term business.`,
  (c) =>
    `I'd add that the guidance we gave for the ${c.m.guidance.nextQuarter.quarter === 1 ? 'first' : 'next'} quarter, ${c.money(c.m.guidance.quarterRange.revenueLow)} to ${c.money(c.m.guidance.quarterRange.revenueHigh)}, already reflects what we are seeing on the ground. We have tried to be realistic rather than heroic.`,
  (c) =>
    `Maybe just one more point. Gross margin of ${percent(c.m.grossMargin)} tells you that the underlying economics of the business are ${c.m.grossMargin >= c.m.grossMarginYearAgo ? 'improving' : 'holding up reasonably well despite the pressure'}. That gives us confidence in the margin trajectory we have talked about.`,
  () =>
    `The only thing I would add is that our teams have done a remarkable job this year. A lot of the progress you see in the numbers comes from hundreds of small improvements across the business rather than any single big initiative.`,
  (c) =>
    `And from a financial perspective, we have modeled this conservatively. Adjusted EPS of ${c.cents(c.m.current.epsAdjusted)} this quarter is a good base, and our full-year range of ${c.cents(c.m.guidance.yearRange.epsLow)} to ${c.cents(c.m.guidance.yearRange.epsHigh)} does not depend on any heroic assumptions.`,
  () =>
    `I'd just emphasize that we are being disciplined here. We would rather under-promise and over-deliver, and that is the philosophy behind both our investment decisions and our guidance.`,
];

/** A broader paragraph an executive adds after answering the question itself. */
const PERSPECTIVES: readonly Phrase[] = [
  (c) =>
    `More broadly, I would point you to the consistency of the business. We have now delivered several quarters in a row in line with or better than our guidance, and the ${c.quarterName} was another step in that direction. That track record matters to us, and it shapes how we set expectations.`,
  (c) =>
    `The way I think about it, the decisions we made over the last couple of years are what is showing up in the results now. We focused the portfolio, invested in ${c.offerings[0]} and tightened our cost structure. None of that was quick, but it has made the company more resilient.`,
  () =>
    `I would also say that we try hard not to manage the business quarter to quarter. There will be quarters where a timing issue moves a number around, but our decisions are based on a multi-year view, and we communicate with that in mind.`,
  (c) =>
    `It is also worth remembering where we were a year ago. Revenue in the ${c.quarterName} of last year was ${c.money(c.m.yearAgo.revenue)}, and adjusted EPS was ${c.cents(c.m.yearAgo.epsAdjusted)}. The progress since then reflects both the market and a lot of hard work by our teams.`,
  (c) =>
    `We spend a lot of time with ${c.company.sub.customers}, and one thing we hear consistently is that they want fewer, more capable partners. That plays to our strengths, and it is one of the reasons we are comfortable investing through the cycle.`,
  () =>
    `From a risk perspective, we have stress-tested the plan against a meaningfully weaker environment. Even in that scenario, we would remain solidly profitable and free cash flow positive, and we would still fund our most important investments.`,
  (c) =>
    `I'd also note that our balance sheet, with ${c.money(c.m.current.cash)} of cash at quarter end, gives us options that many of our competitors do not have. When conditions are uncertain, that flexibility is worth a lot.`,
  () =>
    `Internally, we have become much more data-driven about this. Every business reviews the same set of metrics every week, and we can see problems and opportunities earlier than we could before. That has made our forecasts more reliable, too.`,
  (c) =>
    `And we are not standing still. We have a pipeline of new initiatives, including ${c.offerings[c.offerings.length - 1] ?? c.offerings[0]}, that we expect to contribute over the next two to three years. We will keep you updated as they progress.`,
  () =>
    `Ultimately, our goal is to compound earnings and cash flow over time. Some years that comes more from growth and some years more from margins, but the combination is what we are focused on.`,
];

/** A broader paragraph to close an answer. */
export function perspective(c: CallContext): string {
  return c.say(PERSPECTIVES);
}

/** An optional sentence of context before an analyst's question. */
export function questionPreamble(c: CallContext): string {
  return c.random.chance(0.6) ? `${c.say(PREAMBLES)} ` : '';
}

/** The second part of a two-part question. */
export function secondPart(c: CallContext, theme: string): string {
  return c.random.pick(SECOND_PARTS)(theme);
}

/** The answer paragraph to a second-part question about a theme. */
export function themeAnswer(c: CallContext, theme: string): string {
  const fresh = THEME_ANSWERS.filter((_, index) => !c.usedThemeAnswers.has(index));
  const pool = fresh.length > 0 ? fresh : THEME_ANSWERS;
  const chosen = c.random.pick(pool);
  c.usedThemeAnswers.add(THEME_ANSWERS.indexOf(chosen));
  return chosen(c, theme);
}

/** An add-on from a second executive. */
export function addOn(c: CallContext): string {
  return c.say(ADD_ONS);
}
