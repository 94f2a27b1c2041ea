import { describe, expect, it } from 'vitest';
import { answerQuestion, type AnswerPart } from './answer-question';
import { Bm25Index, toPassages } from './bm25-index';

const index = new Bm25Index();
index.add(
  toPassages(
    { documentId: 'acme-q1', companyId: 'acme', year: 2024, quarter: 1 },
    'Revenue grew 8% to $2.1 billion. Gross margin was 42%. We opened two plants in Ohio.',
    1,
  ),
);
index.add(
  toPassages(
    { documentId: 'acme-q2', companyId: 'acme', year: 2024, quarter: 2 },
    'Gross margin fell to 39% on freight costs. Revenue was flat.',
    1,
  ),
);
index.add(
  toPassages(
    { documentId: 'zen-q2', companyId: 'zen', year: 2024, quarter: 2 },
    'Gross margin reached a record 55% for Zen.',
    1,
  ),
);

async function collect(parts: AsyncIterable<AnswerPart>) {
  const out: AnswerPart[] = [];
  for await (const part of parts) out.push(part);
  return out;
}

describe('Bm25Index', () => {
  it('ranks passages by BM25 and applies company, year and quarter filters', () => {
    expect(index.search('gross margin', {}, 3).map((h) => h.passage.documentId)).toHaveLength(3);
    const hits = index.search('gross margin', { companyIds: ['acme'], quarters: [2] });
    expect(hits.map((h) => h.passage.id)).toEqual(['acme-q2#0']);
    expect(index.search('gross margin', { years: [2023] })).toEqual([]);
    expect(index.search('unrelated words')).toEqual([]);
  });
});

describe('answerQuestion', () => {
  it('streams sentences followed by their citations', async () => {
    const parts = await collect(
      answerQuestion(
        'What was the gross margin for Acme?',
        index.search('gross margin acme', { companyIds: ['acme'] }),
      ),
    );
    const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');
    expect(text).toMatch(/Gross margin (?:was 42%|fell to 39%)[^[]*\[1\]/);
    const citations = parts.filter((p) => p.type === 'citation');
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.type === 'citation' && c.companyId === 'acme')).toBe(true);
  });

  it('quotes a sentence that points back together with the one before it', async () => {
    const local = new Bm25Index();
    local.add(
      toPassages(
        { documentId: 'kite-q3', companyId: 'kite', year: 2024, quarter: 3 },
        'We exited two small product lines this year. They were a drag on margins.',
        3,
      ),
    );
    const parts = await collect(answerQuestion('What hurt margins?', local.search('margins')));
    const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');
    expect(text).toBe(
      'We exited two small product lines this year. They were a drag on margins. [1]',
    );
  });

  it('says so when nothing matches, and rejects an empty question', async () => {
    expect(await collect(answerQuestion('dividend?', []))).toEqual([
      { type: 'text', text: 'The selected transcripts do not cover this question.' },
    ]);
    await expect(collect(answerQuestion('  ', []))).rejects.toThrow('The question is empty.');
  });
});
