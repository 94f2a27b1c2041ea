import type { Token } from '../text/tokenize';

/** Who speaks a turn: the call operator, company management or a sell-side analyst. */
export type SpeakerRole = 'operator' | 'executive' | 'analyst' | 'unknown';

/** Prepared remarks (management commentary) or the question-and-answer session. */
export type Section = 'remarks' | 'qa';

/** How the input text was laid out. */
export type TranscriptLayout = 'speaker-dash' | 'speaker-colon' | 'sentence-lines' | 'paragraphs';

/** How the remarks / Q&A boundary was found. */
export type SplitMethod = 'separator' | 'operator-handover' | 'question-cue' | 'none';

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
  /** Job title for executives, firm for analysts. */
  title: string | null;
  role: SpeakerRole;
  section: Section;
  /** Indexes into `Transcript.sentences`. */
  sentences: number[];
};

/** A parsed transcript: turns, sentences and the section split. */
export type Transcript = {
  layout: TranscriptLayout;
  turns: Turn[];
  sentences: Sentence[];
  split: {
    method: SplitMethod;
    /** Index of the first Q&A sentence, or null when the call has no Q&A part. */
    qaStart: number | null;
  };
};
