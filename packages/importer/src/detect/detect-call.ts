import type { DetectedCall, DetectedSpeaker, QaStartReason } from '@clearcall/contracts';
import { parseTranscript, TranscriptInputError, type Transcript } from '@clearcall/insights';
import { ImportFileError } from '../errors';
import { MAX_TEXT_CHARS } from '../limits';
import { findCallDate } from './call-date';
import { detectCompany } from './company';
import { englishShare } from './language';
import { detectPeriod } from './period';

export type DetectHints = { ticker?: string; quarter?: number; year?: number; callDate?: string };
export type DetectCallOptions = { fileName?: string; hints?: DetectHints };
export type DetectCallResult = {
  detected: Omit<DetectedCall, 'companyId'>;
  transcript: Transcript;
};

/** Words a call's text uses; a text with speakers in none of them is still no call. */
const CALL_VOCABULARY = [
  'quarter',
  'earnings',
  'revenue',
  'call',
  'operator',
  'questions',
  'guidance',
  'fiscal',
  'analyst',
  'results',
  'margin',
  'growth',
  'year',
  'sales',
  'customers',
  'thank',
];
const MIN_WORDS = 80;
const HEADER_LINES = 12;

const REASONS: Record<string, QaStartReason> = {
  heading: 'heading',
  'operator-handover': 'operator hand-over',
  'question-cue': 'first analyst question',
  'first-question': 'first analyst question',
  separator: 'separating sentence',
  'sentence-index': 'separating sentence',
};

function checkLanguage(text: string, fileName?: string): void {
  const { share, words } = englishShare(text);
  if (words >= 30 && share < 0.12) {
    throw new ImportFileError(
      'UNSUPPORTED_LANGUAGE',
      fileName,
      'does not read as English: the import reads English transcripts only.',
    );
  }
}

function vocabularyCount(text: string): number {
  const sample = text.slice(0, 200_000).toLowerCase();
  return CALL_VOCABULARY.filter((word) => new RegExp(`\\b${word}\\b`).test(sample)).length;
}

/** Everyone who speaks, once each, with the role, title and firm the parse found. */
function speakersOf(transcript: Transcript): DetectedSpeaker[] {
  const listed = new Map(transcript.participants.map((entry) => [entry.name, entry]));
  const byName = new Map<string, DetectedSpeaker>();
  for (const turn of transcript.turns) {
    const name = turn.speaker?.trim();
    if (!name) continue;
    const entry = listed.get(name);
    const speaker: DetectedSpeaker = {
      name: name.slice(0, 120),
      role: turn.role,
      title: (turn.title ?? entry?.title)?.slice(0, 200) ?? null,
      firm: (turn.firm ?? entry?.firm)?.slice(0, 200) ?? null,
    };
    const known = byName.get(name);
    if (!known || (known.role === 'unknown' && speaker.role !== 'unknown'))
      byName.set(name, speaker);
    else {
      known.title ??= speaker.title;
      known.firm ??= speaker.firm;
    }
  }
  return [...byName.values()];
}

function headerLines(text: string, transcript: Transcript): string[] {
  const firstSpoken = transcript.sentences[0]?.start ?? 0;
  const head = text.slice(0, Math.min(firstSpoken + 1, 4000));
  const lines = head
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const firstLines = text.slice(0, 2000).split('\n').slice(0, HEADER_LINES);
  return [...new Set([...lines.slice(0, HEADER_LINES), ...firstLines.map((line) => line.trim())])];
}

/**
 * Works out what a transcript's text is: the company (ticker and name), the fiscal quarter and year
 * its speakers state, the call date from its header, the speakers with their roles, and where the
 * question-and-answer session starts and why. Hints given with the upload override detection.
 */
export function detectCall(text: string, options: DetectCallOptions = {}): DetectCallResult {
  const { fileName, hints = {} } = options;
  if (text.length > MAX_TEXT_CHARS) {
    throw new ImportFileError(
      'TOO_LONG',
      fileName,
      `is too long: ${text.length.toLocaleString('en-US')} characters, over the limit of ${MAX_TEXT_CHARS.toLocaleString('en-US')}.`,
    );
  }
  if (text.trim() === '') throw new ImportFileError('EMPTY_FILE', fileName, 'holds no text.');
  checkLanguage(text, fileName);

  let transcript: Transcript;
  try {
    transcript = parseTranscript(text);
  } catch (error) {
    if (!(error instanceof TranscriptInputError)) throw error;
    if (error.code === 'EMPTY') throw new ImportFileError('EMPTY_FILE', fileName, 'holds no text.');
    throw new ImportFileError('TOO_LONG', fileName, `is too long to read: ${error.message}`);
  }

  const words = transcript.sentences.reduce((sum, sentence) => sum + sentence.words, 0);
  const speakers = speakersOf(transcript);
  const vocabulary = vocabularyCount(text);
  if (words < MIN_WORDS || (speakers.length === 0 && vocabulary < 4) || vocabulary < 2) {
    throw new ImportFileError(
      'NOT_A_TRANSCRIPT',
      fileName,
      words < MIN_WORDS
        ? `is too short to be an earnings-call transcript (${words} words).`
        : 'does not read as an earnings-call transcript: it names no speakers and uses none of the words of a call.',
    );
  }

  const sentenceTexts = transcript.sentences.map((sentence) => sentence.text);
  const header = headerLines(text, transcript);
  const company = detectCompany(header, sentenceTexts.slice(0, 20));
  const period = detectPeriod(header, sentenceTexts);
  const callDate = hints.callDate ?? findCallDate(header);

  const ticker = hints.ticker ?? company.ticker;
  const quarter = hints.quarter ?? period.quarter;
  const year = hints.year ?? period.year;
  const uncertain: string[] = [];
  if (!ticker && !company.companyName) uncertain.push('company');
  if (quarter === null || (hints.quarter === undefined && !period.confident))
    uncertain.push('quarter');
  if (year === null || (hints.year === undefined && !period.confident)) uncertain.push('year');
  const reason = REASONS[transcript.split.method] ?? 'none';
  if (transcript.split.qaStart === null) uncertain.push('qaStart');
  if (speakers.some((speaker) => speaker.role === 'unknown')) uncertain.push('speakers');

  return {
    detected: {
      ticker: ticker ?? null,
      companyName: company.companyName,
      quarter,
      year,
      callDate,
      qaStartSentence: transcript.split.qaStart,
      qaStartReason: transcript.split.qaStart === null ? 'none' : reason,
      speakers,
      uncertain,
    },
    transcript,
  };
}
