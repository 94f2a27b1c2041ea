import { describe, expect, it } from 'vitest';
import { answerQuestion, type AnswerPart } from './answer-question';
import { Bm25Index, toPassages, transcriptPassages } from './bm25-index';
import { parseTranscript } from '../transcript/parse-transcript';

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

  it('finds a passage by its answering sentences, not by its welcome or notice', () => {
    const local = new Bm25Index();
    local.add(
      toPassages(
        { documentId: 'kite-q3', companyId: 'kite', year: 2024, quarter: 3 },
        'Welcome to the Kite third quarter outlook call. ' +
          'Our outlook is subject to risks and uncertainties in our Form 10-K.\n' +
          'Our outlook for revenue is $4 billion.',
        2,
      ),
    );
    expect(local.search('third quarter outlook', {}, 1)[0]?.passage.id).toBe('kite-q3#1');
  });

  it('with spread, adds the best passage of a document left out of the top', () => {
    const top = index.search('gross margin', {}, 1);
    expect(top).toHaveLength(1);
    const spread = index.search('gross margin', {}, 1, { spread: true });
    expect(new Set(spread.map((h) => h.passage.documentId))).toEqual(
      new Set(['acme-q1', 'acme-q2', 'zen-q2']),
    );
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

  it('names what the calls cover when they do not answer', async () => {
    expect(
      await collect(
        answerQuestion('dividend?', [], { covers: ['data center demand', 'freight costs'] }),
      ),
    ).toEqual([
      {
        type: 'text',
        text: 'The selected transcripts do not cover this question. They cover data center demand and freight costs.',
      },
    ]);
  });
});

async function answerText(question: string, texts: Record<string, string>) {
  const local = new Bm25Index();
  for (const [documentId, text] of Object.entries(texts))
    local.add(toPassages({ documentId, companyId: documentId, year: 2024, quarter: 1 }, text, 3));
  const hits = local.search(question, {}, 5, { spread: true });
  const parts = await collect(answerQuestion(question, hits, { idf: (t) => local.idf(t) }));
  return parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');
}

describe('composing an answer', () => {
  it("finds the answer in other words than the question's", async () => {
    const text = await answerText('How much stock did Acme buy back?', {
      acme: 'Freight costs rose. We repurchased 2 million shares for $90 million. Demand held up.',
    });
    expect(text).toContain('$90 million');
  });

  it("never quotes the operator, an analyst's question or a hand-over", async () => {
    const text = await answerText('What about gross margin?', {
      acme:
        'Operator: Our next question on gross margin comes from Kim Lee. ' +
        'I wanted to ask about gross margin. ' +
        'Gross margin was 41% on better pricing. ' +
        'With that, I will hand over gross margin questions to Dana.',
    });
    expect(text).toBe('Gross margin was 41% on better pricing. [1]');
  });

  it('quotes a sentence once, and leaves out sentences far below the best', async () => {
    const text = await answerText('What was the operating margin in the quarter?', {
      acme:
        'Operating margin was 14.2% in the quarter, a record operating margin. ' +
        'Operating margin was 14.2% in the quarter, a record operating margin. ' +
        'The quarter also saw a new office open in a quarter of Paris, with a view.',
    });
    expect(text.match(/Operating margin was 14\.2%/g)).toHaveLength(1);
    expect(text).not.toContain('Paris');
  });

  it('quotes each of two calls asked about', async () => {
    const text = await answerText('How did revenue guidance change between the two calls?', {
      'acme-q1':
        'We expect revenue of $2.0 billion to $2.1 billion, our revenue guidance for the year, ' +
        'which we set with care. Our plants ran well. Revenue guidance is unchanged on pricing.',
      'acme-q2': 'We now expect revenue of $2.2 billion. The weather was mild.',
    });
    expect(text).toContain('$2.2 billion');
    expect(text).toContain('$2.0 billion');
  });
});

describe('answering from a call with speakers', () => {
  it('quotes the executive by name, never the analyst asking', async () => {
    const call = [
      'Kim Lee -- Analyst, Harbor Bank',
      'What is driving gross margin expansion this year?',
      'Dana Ortiz -- Chief Financial Officer',
      'Gross margin expansion came from pricing and a better mix, up 150 basis points.',
    ].join('\n');
    const local = new Bm25Index();
    local.add(
      transcriptPassages(
        { documentId: 'kite-q3', companyId: 'kite', year: 2024, quarter: 3 },
        parseTranscript(call),
      ),
    );
    const question = 'What drives gross margin expansion?';
    const parts = await collect(answerQuestion(question, local.search(question)));
    const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');
    expect(text).toMatch(/^Dana Ortiz, Chief Financial Officer: Gross margin expansion came/);
    expect(text).not.toContain('What is driving');
    expect(parts.find((p) => p.type === 'citation')).toMatchObject({
      speaker: 'Dana Ortiz, Chief Financial Officer',
    });
  });
});
