import { possessive } from './format';
import {
  OPERATOR,
  speakerLine,
  type CallContext,
  type Phrase,
  type Turn,
} from './transcript-context';

const WELCOME: readonly Phrase[] = [
  (c) =>
    `Good ${c.partOfDay}, and welcome to the ${c.name} ${c.quarterName} ${c.m.period.year} earnings conference call. At this time, all participants are in a listen-only mode. After the speakers' presentation, we will take questions from analysts. Please be advised that today's conference is being recorded.`,
  (c) =>
    `Ladies and gentlemen, thank you for standing by, and welcome to ${possessive(c.name)} ${c.periodLabel} earnings call. All lines have been placed on mute to prevent background noise. Following the prepared remarks, analysts will have an opportunity to ask questions. As a reminder, this call is being recorded.`,
  (c) =>
    `Hello, and thank you for joining the ${c.name} earnings call for the ${c.quarterName} of ${c.m.period.year}. Participants are currently in listen-only mode. Management will take questions from the analyst community once the prepared remarks are complete. This call is being recorded and a replay will be available on the company's website.`,
  (c) =>
    `Good ${c.partOfDay}. My name is Jamie, and I will be your conference operator today. At this time, I would like to welcome everyone to ${possessive(c.name)} ${c.quarterName} ${c.m.period.year} financial results conference call. All lines are in listen-only mode, and today's call is being recorded.`,
  (c) =>
    `Welcome to the ${c.name} ${c.periodLabel} financial results call. Thank you for standing by. Today's program is being recorded, and all participants are in listen-only mode until the question period that follows management's remarks.`,
];

const HANDOFF: readonly Phrase[] = [
  (c) =>
    `I would now like to turn the call over to ${c.people.investorRelations.name}, ${c.people.investorRelations.title}. Please go ahead.`,
  (c) =>
    `It is now my pleasure to introduce your host, ${c.people.investorRelations.name}. Please go ahead.`,
  (c) =>
    `I will now hand the conference over to ${c.people.investorRelations.firstName} ${c.people.investorRelations.lastName} of investor relations. You may begin.`,
];

function participants(c: CallContext): string {
  const { ceo, cfo, operator } = c.people;
  const people = [ceo, cfo, ...(operator ? [operator] : [])].map(
    (person) => `${person.name}, our ${person.title}`,
  );
  if (people.length === 2) return `${people[0]}, and ${people[1]}`;
  return `${people.slice(0, -1).join('; ')}; and ${people[people.length - 1]}`;
}

const IR_WELCOME: readonly Phrase[] = [
  (c) =>
    `Thank you, operator, and good ${c.partOfDay}, everyone. Welcome to ${possessive(c.name)} ${c.quarterName} ${c.m.period.year} earnings call. With me on the call today are ${participants(c)}.`,
  (c) =>
    `Thanks, and good ${c.partOfDay}. Joining me today to discuss our results for the ${c.quarterName} are ${participants(c)}.`,
  (c) =>
    `Thank you. Good ${c.partOfDay}, and thank you for joining us. On the call with me today are ${participants(c)}.`,
];

const MATERIALS: readonly Phrase[] = [
  (c) =>
    `Earlier today, we issued a press release announcing our results and posted a slide presentation to the investor relations section of our website at ${c.company.row.website}/investors.`,
  (c) =>
    `Our earnings release and the supplemental materials for this call are available on our investor relations website, ${c.company.row.website}/investors, and were also furnished to the SEC on Form 8-K.`,
  (c) =>
    `The press release we issued ${c.partOfDay === 'morning' ? 'before the market opened' : 'after the market closed'} today, together with the presentation that accompanies these remarks, can be found at ${c.company.row.website}/investors.`,
];

const SAFE_HARBOR: readonly Phrase[] = [
  (c) =>
    `Before we begin, I would like to remind you that today's discussion contains forward-looking statements, including statements about our outlook for the ${c.m.guidance.nextQuarter.quarter === 1 ? 'first quarter' : 'coming quarter'} and for fiscal ${c.m.guidance.fiscalYear}, our strategy and the markets we serve. These statements are based on current expectations and are subject to risks and uncertainties that could cause actual results to differ materially. Please refer to the risk factors described in our most recent annual report on Form 10-K and our subsequent quarterly reports. We undertake no obligation to update any forward-looking statement.`,
  () =>
    `Please note that comments made on this call may include forward-looking statements within the meaning of the federal securities laws. Actual results may differ materially from those expressed or implied because of a number of risks and uncertainties, which are discussed in our filings with the Securities and Exchange Commission. Forward-looking statements speak only as of today, and we assume no obligation to revise them.`,
  () =>
    `As a reminder, some of the statements we make today are forward-looking statements. They reflect our current views and involve risks and uncertainties, including those described under risk factors in our annual report. Our actual results could differ materially, and we do not intend to update these statements except as required by law.`,
];

const NON_GAAP: readonly Phrase[] = [
  () =>
    `We will also refer to non-GAAP financial measures, including adjusted operating margin, adjusted earnings per share and free cash flow. Reconciliations to the most directly comparable GAAP measures are included in our earnings release.`,
  () =>
    `In addition, we will discuss certain non-GAAP measures, which exclude items such as amortization of acquired intangibles, stock-based compensation and restructuring charges. You will find reconciliations to GAAP in the appendix of our presentation.`,
  () =>
    `Unless otherwise noted, margins and earnings per share are discussed on both a GAAP and an adjusted basis. The adjusted figures are non-GAAP measures, and the reconciliations are in today's release.`,
];

const IR_HANDOFF: readonly Phrase[] = [
  (c) => `With that, I will turn the call over to ${c.people.ceo.firstName}.`,
  (c) => `And now I'd like to hand the call to ${c.people.ceo.firstName} ${c.people.ceo.lastName}.`,
  (c) =>
    `I will now turn it over to our ${c.people.ceo.title.replace(/^Chairman and |^President and /, '')}, ${c.people.ceo.firstName}.`,
];

/** The operator's welcome and the investor-relations introduction with the safe-harbor statement. */
export function writeOpening(c: CallContext): Turn[] {
  return [
    { speaker: OPERATOR, paragraphs: [`${c.say(WELCOME)} ${c.say(HANDOFF)}`] },
    {
      speaker: speakerLine(c.people.investorRelations),
      paragraphs: [
        `${c.say(IR_WELCOME)} ${c.say(MATERIALS)}`,
        c.say(SAFE_HARBOR),
        `${c.say(NON_GAAP)} ${c.say(IR_HANDOFF)}`,
      ],
    },
  ];
}
