import { runTemplate, type TemplateInput } from '@clearcall/insights';
import {
  computeCompanyInsights,
  computeStoryView,
  type InsightStory,
  type StoredStoryFields,
} from '../modules/company/company.engine';
import { retrieveAnswer, type RetrievalInput } from '../modules/analysis/analysis.engine';
import {
  analyzeCall,
  previewSplit,
  type CallAnalysisInput,
} from '../modules/publishing/publishing.engine';
import { detectImport } from '../modules/transcript-import/transcript-import.reader';

/**
 * The CPU-heavy work of the insights engine that routes hand to the worker pool, by name. Each
 * task takes and returns plain data, so that it crosses to a worker thread by structured clone.
 */
export const ENGINE_TASKS = {
  /** A template's report over the selected calls (0.6-1 s over many companies and quarters). */
  template: (input: { templateId: string; inputs: TemplateInput[]; userInput: string }) =>
    runTemplate(input.templateId, input.inputs, input.userInput),
  /** Trends, Buzz Index, SWOT and Strategy of a company from its stories. */
  companyInsights: (input: { stories: InsightStory[] }) => computeCompanyInsights(input.stories),
  /** The transcript page's view of a story stored without engine output. */
  storyView: (input: StoredStoryFields) => computeStoryView(input),
  /**
   * A chat question's passages and extractive answer, from the worker's index of the selected
   * calls (built from the texts sent, when the worker has none yet).
   */
  retrieval: (input: RetrievalInput) => retrieveAnswer(input),
  /** A call's summaries, FAQs, figures and citations when it is published (0.2-2 s). */
  callAnalysis: (input: CallAnalysisInput) => analyzeCall(input),
  /** The parts a split at an admin's sentence would give, before it is published. */
  splitPreview: (input: { content: string; sentence: string }) => previewSplit(input),
  /** An imported text's call, sentences and warnings (parsing up to the engine's limit). */
  importDetection: (input: Parameters<typeof detectImport>[0]) => detectImport(input),
};

export type EngineTaskName = keyof typeof ENGINE_TASKS;
export type EngineTaskInput<K extends EngineTaskName> = Parameters<(typeof ENGINE_TASKS)[K]>[0];
export type EngineTaskOutput<K extends EngineTaskName> = Awaited<
  ReturnType<(typeof ENGINE_TASKS)[K]>
>;

/** A task as posted to a worker. */
export type EngineRequest = { id: number; name: EngineTaskName; input: unknown };
/** A worker's answer: the task's output, or the message of what it threw. */
export type EngineResponse =
  { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };

/** Runs a posted task; what it throws becomes a failed response, never a dead worker. */
export async function answerEngineRequest(request: EngineRequest): Promise<EngineResponse> {
  try {
    const task = ENGINE_TASKS[request.name] as (input: unknown) => unknown;
    return { id: request.id, ok: true, output: await task(request.input) };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
