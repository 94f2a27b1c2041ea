import type { Executive } from './people';
import { speakerLine, type CallContext, type Turn } from './transcript-context';

/** One line of questioning in the Q&A: the question, the answer and an optional follow-up. */
export type QaTopic = {
  key: string;
  applies?: (c: CallContext) => boolean;
  question: (c: CallContext) => string;
  answer: (c: CallContext) => Turn[];
  followUp?: { question: (c: CallContext) => string; answer: (c: CallContext) => Turn[] };
};

/** A turn spoken by an executive. */
export function by(person: Executive, ...paragraphs: string[]): Turn {
  return { speaker: speakerLine(person), paragraphs };
}

/** The executive who takes operational questions: the COO when there is one, else the CEO. */
export function operationsLead(c: CallContext): Executive {
  return c.people.operator ?? c.people.ceo;
}

/** The quarter after the call as words: "fourth quarter". */
export function nextQuarterName(c: CallContext): string {
  const names = ['first', 'second', 'third', 'fourth'];
  return `${names[c.m.guidance.nextQuarter.quarter - 1] ?? 'next'} quarter`;
}
