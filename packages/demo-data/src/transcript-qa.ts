import { BUSINESS_TOPICS } from './qa-business-topics';
import { answerDetail } from './qa-details';
import { addOn, perspective, questionPreamble, secondPart, themeAnswer } from './qa-elaboration';
import { FINANCIAL_TOPICS } from './qa-financial-topics';
import { OPERATIONS_TOPICS } from './qa-operations-topics';
import type { QaTopic } from './qa-topic';
import type { Analyst } from './people';
import {
  analystLine,
  OPERATOR,
  speakerLine,
  type CallContext,
  type Phrase,
  type Turn,
} from './transcript-context';

/** The operator's sentence that opens the Q&A; it separates prepared remarks from questions. */
export const SEPARATING_SENTENCES = [
  'We will now begin the question-and-answer session.',
  'At this time, we will begin the question-and-answer session.',
  'We will now open the call for questions.',
  "We'll now begin the question-and-answer portion of today's call.",
  'At this time, I would like to open the floor for questions.',
  'We will now take questions from the analyst community.',
  'We will now begin the Q&A session.',
] as const;

const INSTRUCTIONS: readonly Phrase[] = [
  'To ask a question, please press star then one on your telephone keypad. To withdraw your question, press star then two.',
  'If you would like to ask a question, please press star one on your phone now. We ask that you limit yourself to one question and one follow-up.',
  'Please press star one to join the queue, and make sure your phone is unmuted when your line is opened.',
  'In the interest of time, please limit yourself to one question and a follow-up, and then rejoin the queue.',
];

const FIRST_INTRO = (analyst: Analyst) =>
  `Our first question comes from ${analyst.name} with ${analyst.firm}. Please go ahead.`;

const NEXT_INTROS: readonly ((analyst: Analyst) => string)[] = [
  (a) => `Our next question comes from ${a.name} with ${a.firm}. Please go ahead.`,
  (a) => `The next question is from ${a.name} of ${a.firm}. Your line is open.`,
  (a) => `We'll go next to ${a.name} at ${a.firm}.`,
  (a) => `Next, we have ${a.name} from ${a.firm}. Please proceed.`,
  (a) => `Our next caller is ${a.name} with ${a.firm}. Go ahead, please.`,
  (a) => `The next question comes from the line of ${a.name} with ${a.firm}.`,
];

const GREETINGS: readonly Phrase[] = [
  (c) => `Hi, good ${c.partOfDay}, and thanks for taking my question.`,
  (c) => `Thanks, ${c.people.ceo.firstName} and ${c.people.cfo.firstName}.`,
  () => `Hey, everyone. Thanks for taking the question.`,
  () => `Great, thank you.`,
  (c) => `Good ${c.partOfDay}, everyone.`,
  () => `Hi, thanks for squeezing me in.`,
  () => `Thank you. Appreciate the time.`,
];

const CONGRATULATIONS = [
  'Congrats on the quarter.',
  'Nice results.',
  'Congratulations on a strong quarter.',
];

const THANKS = [
  'Thank you.',
  'Great, thanks.',
  "That's helpful. Thank you.",
  'Got it. Thanks.',
  'Appreciate it.',
];

/** The operator's Q&A opening: the separating sentence and the queue instructions. */
export function pickSeparatingSentence(c: CallContext): string {
  return c.random.pick(SEPARATING_SENTENCES);
}

function ask(c: CallContext, analyst: Analyst, topic: QaTopic, theme: string | null): Turn {
  const greeting = c.say(GREETINGS);
  const congrats =
    c.m.tone === 'strong' && c.random.chance(0.4) ? ` ${c.random.pick(CONGRATULATIONS)}` : '';
  const second = theme ? ` ${secondPart(c, theme)}` : '';
  return {
    speaker: analystLine(analyst),
    paragraphs: [`${greeting}${congrats} ${questionPreamble(c)}${topic.question(c)}${second}`],
  };
}

/**
 * Writes one analyst's exchange: the question (sometimes in two parts), the answers, an add-on
 * from a second executive, and a follow-up or a thank-you.
 */
function exchange(c: CallContext, analyst: Analyst, topic: QaTopic, theme: string | null): Turn[] {
  const answers = topic.answer(c);
  const last = answers[answers.length - 1];
  // The KPI topic already dwells on the figure the business detail pool may repeat.
  if (last && topic.key !== 'kpi' && c.random.chance(0.75)) {
    last.paragraphs.push(answerDetail(c, last.speaker === speakerLine(c.people.cfo)));
  }
  if (last && c.random.chance(0.6)) last.paragraphs.push(perspective(c));
  if (theme && last) last.paragraphs.push(themeAnswer(c, theme));
  const turns: Turn[] = [ask(c, analyst, topic, theme), ...answers];
  const speakers = new Set(answers.map((turn) => turn.speaker));
  const other = [c.people.ceo, c.people.cfo].find((person) => !speakers.has(speakerLine(person)));
  if (other && c.random.chance(0.6)) {
    turns.push({ speaker: speakerLine(other), paragraphs: [addOn(c)] });
  }
  if (topic.followUp && c.random.chance(0.55)) {
    turns.push(
      {
        speaker: analystLine(analyst),
        paragraphs: [
          `${c.random.pick(['Thanks. ', 'Okay, thank you. ', 'Got it. '])}${topic.followUp.question(c)}`,
        ],
      },
      ...topic.followUp.answer(c),
    );
  } else if (c.random.chance(0.5)) {
    turns.push({ speaker: analystLine(analyst), paragraphs: [c.random.pick(THANKS)] });
  }
  return turns;
}

/** Topics for this call in a fitting order: results questions first, longer-term ones later. */
export function planTopics(c: CallContext): QaTopic[] {
  const available = [...FINANCIAL_TOPICS, ...BUSINESS_TOPICS, ...OPERATIONS_TOPICS].filter(
    (topic) => topic.applies?.(c) ?? true,
  );
  const first = c.random.pick(
    available.filter((topic) =>
      ['guidance', 'demand', 'segment-strength', 'gross-margin'].includes(topic.key),
    ),
  );
  return [first, ...c.random.shuffle(available.filter((topic) => topic !== first))];
}

/**
 * Writes the Q&A up to `wordBudget` words (at least `minimum` exchanges): the operator's
 * opening with the separating sentence, then one exchange per analyst.
 */
export function writeQuestionsAndAnswers(
  c: CallContext,
  separatingSentence: string,
  options: {
    minimum: number;
    wordBudget: number;
    /** Words the Q&A must stay under; an exchange that would cross it is left out. */
    wordLimit: number;
    countWords: (turns: readonly Turn[]) => number;
  },
): { turns: Turn[]; questions: number } {
  const topics = planTopics(c);
  const analysts = c.random.shuffle(c.analysts);
  const themes = c.random.shuffle(c.themes);
  // Analysts may rejoin the queue for a second question when the call runs long.
  const count = analysts.length * 2;
  const turns: Turn[] = [];
  let questions = 0;
  let words = 0;
  for (let index = 0; index < count; index += 1) {
    const analyst = analysts[index % analysts.length];
    const topic = topics[index % topics.length];
    if (!analyst || !topic) break;
    if (questions >= options.minimum && words >= options.wordBudget) break;
    const theme = c.random.chance(0.75) ? (themes[index % themes.length] ?? null) : null;
    const intro =
      index === 0
        ? `Thank you. ${separatingSentence} ${c.say(INSTRUCTIONS)} ${FIRST_INTRO(analyst)}`
        : index >= analysts.length
          ? `We have a follow-up question from ${analyst.name} with ${analyst.firm}.`
          : c.random.pick(NEXT_INTROS)(analyst);
    const added: Turn[] = [
      { speaker: OPERATOR, paragraphs: [intro] },
      ...exchange(c, analyst, topic, theme),
    ];
    const addedWords = options.countWords(added);
    // An exchange that would cross the limit is dropped, once the minimum is met.
    if (questions >= options.minimum && words + addedWords > options.wordLimit) break;
    turns.push(...added);
    words += addedWords;
    questions += 1;
  }
  return { turns, questions };
}

const OPERATOR_WRAP: readonly Phrase[] = [
  (c) =>
    `There are no further questions at this time. I would now like to turn the call back over to ${c.people.ceo.name} for closing remarks.`,
  (c) =>
    `That concludes the question period. I'll hand the call back to ${c.people.ceo.firstName} ${c.people.ceo.lastName} for any closing comments.`,
  (c) =>
    `We have no more questions in the queue. I'll turn the call back to ${c.people.ceo.firstName} for closing remarks.`,
];

const CEO_CLOSING: readonly Phrase[] = [
  (c) =>
    `Thank you, everyone, for your questions and for your continued interest in ${c.name}. We are pleased with our progress, we have a clear plan, and we look forward to updating you next quarter.`,
  (c) =>
    `Thanks, everyone. To sum up: ${c.m.tone === 'soft' ? 'this was a tough quarter, but we have taken decisive action and we are confident in our strategy' : 'we delivered a good quarter, our strategy is working and we have momentum going into the rest of the year'}. Thank you for joining us today.`,
  (c) =>
    `Let me close by thanking our employees, customers and shareholders. We remain focused on execution, and we look forward to speaking with many of you over the coming weeks. Thank you for joining the ${c.name} call.`,
];

const OPERATOR_CLOSING = [
  "This concludes today's conference call. Thank you for participating. You may now disconnect.",
  "Ladies and gentlemen, this concludes today's program. Thank you for your participation, and you may now disconnect.",
  'That concludes our call for today. Thank you all for joining, and have a good day.',
];

/** The operator's wrap-up, the CEO's closing remarks and the operator's goodbye. */
export function writeClosing(c: CallContext): Turn[] {
  return [
    { speaker: OPERATOR, paragraphs: [c.say(OPERATOR_WRAP)] },
    { speaker: speakerLine(c.people.ceo), paragraphs: [c.say(CEO_CLOSING)] },
    { speaker: OPERATOR, paragraphs: [c.random.pick(OPERATOR_CLOSING)] },
  ];
}
