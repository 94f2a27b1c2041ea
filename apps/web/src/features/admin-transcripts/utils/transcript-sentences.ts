/** One sentence of a transcript, numbered in reading order. */
export type TranscriptSentence = { index: number; text: string };

/** A transcript paragraph: a speaker's name line, or what they said, sentence by sentence. */
export type TranscriptParagraph =
  | { kind: 'speaker'; text: string }
  | { kind: 'speech'; speaker: string | null; sentences: TranscriptSentence[] };

const OPERATOR = 'operator';
const SPEAKER_LINE_MAX = 120;
// Whitespace after closing punctuation, so that "3.5%" and "Q&A" stay whole.
const SENTENCE_BREAK = /(?<=[.!?]["'”’)\]]*)\s+(?=\S)/;
const HANDOVER =
  /question-and-answer|\bQ&A (?:session|portion)|open the (?:call|floor|line)s? (?:for|to) questions|take questions from/i;

function isSpeakerLine(text: string): boolean {
  return text.length <= SPEAKER_LINE_MAX && !/[.!?:]["'”’)\]]*$/.test(text);
}

/** Splits a transcript into speaker lines and numbered sentences; paragraphs are blank-line separated. */
export function splitTranscript(content: string): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let speaker: string | null = null;
  let index = 0;
  for (const block of content.split(/\n\s*\n/)) {
    const text = block.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    if (isSpeakerLine(text)) {
      speaker = text;
      paragraphs.push({ kind: 'speaker', text });
      continue;
    }
    const sentences = text.split(SENTENCE_BREAK).map((part) => ({ index: index++, text: part }));
    paragraphs.push({ kind: 'speech', speaker, sentences });
  }
  return paragraphs;
}

/** Lower-case words only, as the server compares a separating sentence with the transcript. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The index of the sentence the server would split at for this separating sentence (the first
 * that contains it, or that it contains when long enough), or null when none matches.
 */
export function findSeparatingSentence(
  paragraphs: TranscriptParagraph[],
  separator: string,
): number | null {
  const needle = normalize(separator);
  if (needle === '') return null;
  for (const paragraph of paragraphs) {
    if (paragraph.kind !== 'speech') continue;
    for (const sentence of paragraph.sentences) {
      const hay = normalize(sentence.text);
      if (hay.includes(needle) || (hay.length >= 20 && needle.includes(hay))) return sentence.index;
    }
  }
  return null;
}

/** The operator's sentence that opens the Q&A, once management has spoken; null when not found. */
export function suggestSeparatingSentence(paragraphs: TranscriptParagraph[]): string | null {
  let hasManagementSpoken = false;
  for (const paragraph of paragraphs) {
    if (paragraph.kind !== 'speech') continue;
    const isOperator = paragraph.speaker?.toLowerCase() === OPERATOR;
    if (!isOperator && paragraph.speaker !== null) hasManagementSpoken = true;
    if (!isOperator || !hasManagementSpoken) continue;
    const handover = paragraph.sentences.find((sentence) => HANDOVER.test(sentence.text));
    if (handover) return handover.text;
  }
  return null;
}
