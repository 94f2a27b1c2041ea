import { deltaOf, readSseData } from './sse-lines';

/** Connection settings for any OpenAI-compatible chat completions endpoint. */
export type ChatModelConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Used when the main model is rate-limited or keeps failing. */
  fallbackModel?: string;
  /** Time allowed until the response headers arrive, and between two chunks. */
  timeoutMs?: number;
  /** Extra attempts per model after the first, with exponential backoff. */
  retries?: number;
  backoffMs?: number;
  /** Injected for tests; the global fetch by default. */
  fetch?: typeof fetch;
};

/** A chat message in the OpenAI format. */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Raised when the model endpoint answers with an error or times out. */
export class ChatModelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly isRetryable: boolean,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function* streamOnce(
  config: ChatModelConfig,
  model: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const timeoutMs = config.timeoutMs ?? 30_000;
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort);
  let timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
  };
  try {
    const doFetch = config.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages, stream: true }),
        signal: controller.signal,
      });
    } catch {
      if (signal?.aborted) throw new ChatModelError('The request was cancelled.', null, false);
      throw new ChatModelError('The model endpoint could not be reached or timed out.', null, true);
    }
    if (!response.ok || !response.body) {
      const retryable = response.status === 429 || response.status >= 500;
      throw new ChatModelError(
        `The model endpoint answered ${response.status}.`,
        response.status,
        retryable,
      );
    }
    rearm();
    try {
      for await (const payload of readSseData(response.body)) {
        rearm();
        if (payload === '[DONE]') return;
        const delta = deltaOf(payload);
        if (delta) yield delta;
      }
    } catch (error) {
      if (signal?.aborted) throw new ChatModelError('The request was cancelled.', null, false);
      if (error instanceof SyntaxError)
        throw new ChatModelError('The model sent a malformed chunk.', null, true);
      throw new ChatModelError('The model stream was interrupted.', null, true);
    }
    throw new ChatModelError('The model stream ended without [DONE].', null, true);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Streams a chat completion as text deltas. Retries with backoff while nothing has been
 * streamed yet, then moves to the fallback model; a partial stream that breaks is rethrown.
 */
export async function* streamChat(
  config: ChatModelConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const models = [config.model, ...(config.fallbackModel ? [config.fallbackModel] : [])];
  const retries = config.retries ?? 2;
  let lastError: unknown = null;
  for (const model of models) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      let streamed = false;
      try {
        for await (const delta of streamOnce(config, model, messages, signal)) {
          streamed = true;
          yield delta;
        }
        return;
      } catch (error) {
        if (streamed || !(error instanceof ChatModelError) || !error.isRetryable) throw error;
        lastError = error;
        // A rate limit will not clear within the backoff: go to the fallback model at once.
        if (error.status === 429) break;
        if (attempt < retries) await sleep((config.backoffMs ?? 250) * 2 ** attempt, signal);
      }
    }
  }
  throw lastError instanceof Error
    ? lastError
    : new ChatModelError('The model failed.', null, false);
}
