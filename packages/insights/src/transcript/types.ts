import type { Token } from '../text/tokenize';

/** Who speaks a turn: the call operator, company management or a sell-side analyst. */
export type SpeakerRole = 'operator' | 'executive' | 'analyst' | 'unknown';

/** Prepared remarks (management commentary) or the question-and-answer session. */
export type Section = 'remarks' | 'qa';

/**
 * How the input text was laid out: `Name -- Title` lines, `Name: text`, a speaker's name on a
 * line of its own, one sentence per line, or paragraphs with no speakers.
 */
export type TranscriptLayout =
  'speaker-dash' | 'speaker-colon' | 'speaker-line' | 'sentence-lines' | 'paragraphs';

/**
 * How the remarks / Q&A boundary was found: the admin's separating sentence or sentence index,
 * a Q&A heading, the operator's hand-over, a spoken hand-over cue in a text with no speakers,
 * or the first analyst question.
 */
export type SplitMethod =
  | 'sentence-index'
  | 'separator'
  | 'heading'
  | 'operator-handover'
  | 'question-cue'
  | 'first-question'
  | 'none';

/** One sentence of a transcript; `index` is its position in the whole call. */
export type Sentence = {
  index: number;
  turn: number;
  section: Section;
  text: string;
  /** Character offsets in the original text. */
  start: number;
  end: number;
  /** Whitespace-separated words, as summaries count their budget. */
  words: number;
  tokens: Token[];
};

/** One speaker's uninterrupted contribution. */
export type Turn = {
  index: number;
  speaker: string | null;
  /** An executive's job title. */
  title: string | null;
  /** An analyst's firm. */
  firm: string | null;
  role: SpeakerRole;
  section: Section;
  /** Indexes into `Transcript.sentences`. */
  sentences: number[];
};

/** Someone on the call, from the transcript's participants list or from its turns. */
export type Participant = {
  name: string;
  role: SpeakerRole;
  title: string | null;
  firm: string | null;
};

/** A parsed transcript: turns, sentences, participants and the section split. */
export type Transcript = {
  layout: TranscriptLayout;
  turns: Turn[];
  sentences: Sentence[];
  participants: Participant[];
  split: {
    method: SplitMethod;
    /** Index of the first Q&A sentence, or null when the call has no Q&A part. */
    qaStart: number | null;
  };
};
