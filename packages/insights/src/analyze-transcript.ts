import { bulletsOf, type Bullet } from './bullets/write-bullets';
import { buildFaqs, type Faq } from './faq/build-faqs';
import { readCallFigures } from './figures/call-figures';
import { keyFiguresOf, type KeyFigureView } from './figures/key-figures';
import { callPeriodOf } from './figures/period';
import { scoreSentences } from './summaries/score-sentences';
import { rankSentences, summarizeTranscript, type Summary } from './summaries/summarize';
import { parseTranscript, type ParseOptions } from './transcript/parse-transcript';
import type { Transcript } from './transcript/types';

/** Everything the product shows for one transcript, each part citing its sentences. */
export type TranscriptInsights = {
  transcript: Transcript;
  shortSummary: Summary;
  longSummary: Summary;
  managementHighlights: Summary;
  qaHighlights: Summary;
  faqs: Faq[];
  keyFigures: KeyFigureView[];
  bullets: Bullet[];
};

/** Options for {@link analyzeTranscript}: how to split the call, and whose call it is. */
export type AnalyzeOptions = ParseOptions & {
  /** The company's own name, so that its figures are not read as a part's ("Nucor revenue"). */
  company?: string;
};

/**
 * Parses a transcript once and derives the 250- and 750-word summaries, the management and
 * Q&A highlights, FAQs, key figures and the bullet brief from one shared tokenisation.
 */
export function analyzeTranscript(text: string, options: AnalyzeOptions = {}): TranscriptInsights {
  const transcript = parseTranscript(text, options);
  const scores = scoreSentences(transcript.sentences);
  const ranked = rankSentences(transcript.sentences, scores);
  const call = callPeriodOf(transcript);
  const hasQa = transcript.split.qaStart !== null;
  // Summaries, key figures and bullets read the call's figures alike: settle them once for all.
  // Only the sentences they come from (the prepared remarks when the call has them) are read.
  const read = readCallFigures(transcript, { detected: call, company: options.company });
  const shared = { scores, ranked, figures: read };
  return {
    transcript,
    shortSummary: summarizeTranscript(transcript, { words: 250, ...shared }),
    longSummary: summarizeTranscript(transcript, { words: 750, ...shared }),
    managementHighlights: summarizeTranscript(transcript, {
      words: 150,
      ...shared,
      section: 'remarks',
    }),
    qaHighlights: hasQa
      ? summarizeTranscript(transcript, { words: 150, ...shared, section: 'qa' })
      : { sentences: [], words: 0, text: '' },
    faqs: buildFaqs(transcript, scores),
    keyFigures: keyFiguresOf(read),
    bullets: bulletsOf(transcript, read),
  };
}
