import { describe, expect, it } from 'vitest';
import { loadFixture } from '../test/load-fixture';
import { buildFaqs } from './faq/build-faqs';
import { answerWithModel } from './llm/answer-with-model';
import { answerQuestion, type AnswerPart } from './retrieval/answer-question';
import { Bm25Index, toPassages } from './retrieval/bm25-index';
import { summarizeTranscript } from './summaries/summarize';
import { runTemplate, type TemplateInput } from './templates/templates';
import { OUTPUT_LIMITS } from './text/limits';
import { countWords } from './text/tokenize';
import { parseTranscript } from './transcript/parse-transcript';

/** A long run of words about margins, with no sentence end: a "sentence" of `words` words. */
const rambling = (words: number) =>
  Array.from({ length: words }, (_, i) => ['margin', 'pricing', 'freight', 'costs'][i % 4]).join(
    ' ',
  );

async function answerText(parts: AsyncIterable<AnswerPart>) {
  let text = '';
  for await (const part of parts) if (part.type === 'text') text += part.text;
  return text;
}

function marginIndex() {
  const index = new Bm25Index();
  for (let i = 0; i < 4; i++)
    index.add(
      toPassages(
        { documentId: `call-${i}`, companyId: 'acme', year: 2024, quarter: i + 1 },
        `Gross margin ${rambling(2_000)}.`,
        1,
      ),
    );
  return index;
}

describe('output bounds', () => {
  it('keeps an extractive answer within the answer length', async () => {
    const text = await answerText(
      answerQuestion('What about margin and pricing?', marginIndex().search('margin pricing')),
    );
    expect(text.length).toBeGreaterThan(1_000);
    expect(text.length).toBeLessThanOrEqual(OUTPUT_LIMITS.maxAnswerChars);
    expect(text).toMatch(/\[1\]/);
  });

  it("stops a language model's answer at the answer length", async () => {
    const chunk = `data: ${JSON.stringify({ choices: [{ delta: { content: 'Margins rose. '.repeat(20) } }] })}\n\n`;
    let sent = 0;
    const fakeFetch = (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            sent++;
            if (sent > 2_000) controller.close();
            else controller.enqueue(new TextEncoder().encode(chunk));
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      )) as typeof fetch;
    const hits = marginIndex().search('margin');
    const text = await answerText(
      answerWithModel('How were margins?', hits, {
        baseUrl: 'http://model.invalid/v1',
        model: 'm',
        fetch: fakeFetch,
      }),
    );
    expect(text.length).toBe(OUTPUT_LIMITS.maxAnswerChars);
    expect(text.endsWith('…')).toBe(true);
    // The stream was closed once the answer was long enough, not read to its end.
    expect(sent).toBeLessThan(100);
  });

  it('keeps FAQ questions and answers within their length', () => {
    const call = [
      'Operator: Welcome. I will turn it over to Dana Wu.',
      'Dana Wu: Revenue rose 5% and we expect more growth next year.',
      'Operator: Our first question comes from Pat Lane with Lakeside Partners.',
      `Pat Lane: ${Array.from({ length: 6 }, () => `What about ${rambling(300)}?`).join(' ')}`,
      `Dana Wu: ${Array.from({ length: 6 }, () => `Gross margin ${rambling(300)}.`).join(' ')}`,
    ].join('\n');
    const faqs = buildFaqs(parseTranscript(call));
    expect(faqs).toHaveLength(1);
    expect(faqs[0]?.question.length).toBeLessThanOrEqual(OUTPUT_LIMITS.maxFaqChars);
    expect(faqs[0]?.answer.length).toBeLessThanOrEqual(OUTPUT_LIMITS.maxFaqChars);
    expect(faqs[0]?.answer.length).toBeGreaterThan(1_000);
  });

  it('keeps a template report within the report length', () => {
    const text = loadFixture('demo-call.txt');
    const inputs: TemplateInput[] = Array.from({ length: 60 }, (_, i) => ({
      companyId: `c${i}`,
      companyName: `Company ${i}`,
      year: 2024,
      quarter: 3,
      text,
    }));
    const report = runTemplate('earnings-overview', inputs, 'x '.repeat(5_000));
    expect(report.length).toBeLessThanOrEqual(OUTPUT_LIMITS.maxReportChars);
    expect(report.length).toBeGreaterThan(OUTPUT_LIMITS.maxReportChars / 2);
  });

  it('never returns more words than the summary budget', () => {
    const transcript = parseTranscript(
      Array.from(
        { length: 400 },
        (_, i) => `Revenue grew ${i}% as ${rambling(5 + (i % 37))}.`,
      ).join(' '),
    );
    for (const words of [20, 57, 150, 250, 750]) {
      const summary = summarizeTranscript(transcript, { words });
      expect(summary.words).toBeLessThanOrEqual(words);
      expect(countWords(summary.text)).toBeLessThanOrEqual(words);
      expect(summary.words).toBeGreaterThan(0);
    }
  });
});
