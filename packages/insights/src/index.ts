export {
  analyzeTranscript,
  type AnalyzeOptions,
  type TranscriptInsights,
} from './analyze-transcript';
export {
  DEFAULT_MAX_BULLETS,
  writeBullets,
  type Bullet,
  type BulletOptions,
} from './bullets/write-bullets';
export { unsupportedNumbers } from './bullets/faithfulness';
export {
  buildCompanyInsights,
  summarizeBySource,
  summarizeByTheme,
  type CompanyInsights,
  type CompanyStory,
  type StoryQuote,
  type TopicTrend,
} from './company/company-insights';
export { buildFaqs, type Faq } from './faq/build-faqs';
export { extractKeyFigures, type KeyFigureView } from './figures/key-figures';
export {
  callPeriodLabel,
  figureRecords,
  HEADLINE_METRICS,
  parseCallPeriod,
  periodFromName,
  type FigureDocument,
  type FigureRecord,
} from './figures/figure-record';
export { answerWithModel, buildAnswerMessages } from './llm/answer-with-model';
export {
  ChatModelError,
  streamChat,
  type ChatMessage,
  type ChatModelConfig,
} from './llm/chat-client';
export { answerQuestion, type AnswerPart } from './retrieval/answer-question';
export {
  Bm25Index,
  toPassages,
  transcriptPassages,
  type Passage,
  type SearchFilters,
  type SearchHit,
} from './retrieval/bm25-index';
export {
  createRougeScorer,
  parseExceptionTable,
  type RougeResult,
  type RougeScore,
} from './rouge/rouge';
export {
  summarizeText,
  summarizeTranscript,
  type CitedSentence,
  type Summary,
} from './summaries/summarize';
export {
  ANALYSIS_TEMPLATES,
  runTemplate,
  type AnalysisTemplate,
  type TemplateInput,
} from './templates/templates';
export {
  OUTPUT_LIMITS,
  TRANSCRIPT_LIMITS,
  TranscriptInputError,
  type TranscriptInputCode,
} from './text/limits';
export {
  parseTranscript,
  type ParseOptions,
  type SpeakerCorrection,
} from './transcript/parse-transcript';
export type * from './transcript/types';
