import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Bm25Index, toPassages } from '../../src/retrieval/bm25-index';
import type { AnswerPart } from '../../src/retrieval/answer-question';
import { answerWithModel } from '../../src/llm/answer-with-model';
import { ChatModelError, streamChat, type ChatModelConfig } from '../../src/llm/chat-client';

type Behaviour = (req: IncomingMessage, res: ServerResponse, model: string) => void;

const chunk = (text: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
const stream: (parts: string[]) => Behaviour = (parts) => (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const part of parts) res.write(chunk(part));
  res.end('data: [DONE]\n\n');
};

let server: Server;
let baseUrl = '';
let behaviours: Behaviour[] = [];
const seen: { model: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const model = (JSON.parse(body) as { model: string }).model;
      seen.push({ model, auth: req.headers.authorization });
      const next = behaviours.shift() ?? stream(['unexpected call']);
      next(req, res, model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  behaviours = [];
  seen.length = 0;
});

const config = (extra: Partial<ChatModelConfig> = {}): ChatModelConfig => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'main',
  fallbackModel: 'backup',
  // Long enough for a first request on a busy machine; the slow-stream test sets its own.
  timeoutMs: 3_000,
  retries: 1,
  backoffMs: 5,
  ...extra,
});

async function text(parts: AsyncIterable<string>) {
  let out = '';
  for await (const part of parts) out += part;
  return out;
}

const index = new Bm25Index();
index.add(
  toPassages(
    { documentId: 'acme-q3', companyId: 'acme', year: 2024, quarter: 3 },
    'Gross margin was 41.3% in the quarter.',
    1,
  ),
);
const hits = index.search('gross margin');

async function answer(cfg: ChatModelConfig | null, signal?: AbortSignal) {
  const parts: AnswerPart[] = [];
  for await (const part of answerWithModel('What was gross margin?', hits, cfg, signal))
    parts.push(part);
  return parts;
}
const joined = (parts: AnswerPart[]) =>
  parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');

describe('streamChat', () => {
  it('streams the deltas of an OpenAI-compatible endpoint with the bearer key', async () => {
    behaviours = [stream(['Gross ', 'margin ', 'was 41.3% [1].'])];
    expect(await text(streamChat(config(), [{ role: 'user', content: 'hi' }]))).toBe(
      'Gross margin was 41.3% [1].',
    );
    expect(seen).toEqual([{ model: 'main', auth: 'Bearer test-key' }]);
  });

  it('retries a server error with backoff, then succeeds', async () => {
    behaviours = [(_q, res) => res.writeHead(503).end(), stream(['ok'])];
    expect(await text(streamChat(config(), []))).toBe('ok');
    expect(seen.map((s) => s.model)).toEqual(['main', 'main']);
  });

  it('moves to the fallback model at once when rate-limited', async () => {
    behaviours = [(_q, res) => res.writeHead(429).end(), stream(['from backup'])];
    expect(await text(streamChat(config(), []))).toBe('from backup');
    expect(seen.map((s) => s.model)).toEqual(['main', 'backup']);
  });

  it('fails with a typed error when every attempt fails', async () => {
    behaviours = Array.from(
      { length: 4 },
      () => ((_q, res) => res.writeHead(500).end()) as Behaviour,
    );
    await expect(text(streamChat(config(), []))).rejects.toBeInstanceOf(ChatModelError);
    expect(seen).toHaveLength(4);
  });

  it('does not retry a client error such as a bad key', async () => {
    behaviours = [(_q, res) => res.writeHead(401).end()];
    await expect(text(streamChat(config(), []))).rejects.toThrow('answered 401');
    expect(seen).toHaveLength(1);
  });
});

describe('answerWithModel', () => {
  it('streams the model text and the citations it uses', async () => {
    behaviours = [stream(['Gross margin was 41.3% [', '1].'])];
    const parts = await answer(config());
    expect(joined(parts)).toBe('Gross margin was 41.3% [1].');
    expect(parts).toContainEqual({
      type: 'citation',
      marker: 1,
      passageId: 'acme-q3#0',
      documentId: 'acme-q3',
      companyId: 'acme',
    });
  });

  it('answers extractively when no model is configured', async () => {
    expect(joined(await answer(null))).toBe('Gross margin was 41.3% in the quarter. [1]');
  });

  it('falls back to the extractive answer when the stream is too slow', async () => {
    const slow: Behaviour = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      setTimeout(() => res.destroyed || res.end(chunk('late')), 1_000);
    };
    behaviours = [slow, slow, slow, slow];
    expect(joined(await answer(config({ timeoutMs: 300 })))).toBe(
      'Gross margin was 41.3% in the quarter. [1]',
    );
  });

  it('keeps the partial text and appends the sources when the server disconnects', async () => {
    behaviours = [
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('Gross margin'));
        setTimeout(() => res.socket?.destroy(), 20);
      },
    ];
    const out = joined(await answer(config()));
    expect(out.startsWith('Gross margin\n\nThe model stopped early; the sources say:\n')).toBe(
      true,
    );
    expect(out.endsWith('Gross margin was 41.3% in the quarter. [1]')).toBe(true);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    behaviours = [
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('Gross'));
      },
    ];
    const run = (async () => {
      const parts: AnswerPart[] = [];
      for await (const part of answerWithModel(
        'q',
        hits,
        config({ timeoutMs: 5_000 }),
        controller.signal,
      )) {
        parts.push(part);
        controller.abort();
      }
      return parts;
    })();
    await expect(run).rejects.toBeDefined();
  });
});
