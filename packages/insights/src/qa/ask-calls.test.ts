import { describe, expect, it } from 'vitest';
import { askCalls, sentenceLines } from './ask-calls';

const acme = [
  'Good morning, everyone.',
  '',
  'Revenue for the quarter was $3.3 billion, up 12%.',
  'Operating margin expanded to 24.1%.',
  'We repurchased $250 million of stock in the quarter.',
  'The board also raised the quarterly dividend to $0.40 per share.',
  'Freight costs remain a headwind for the rest of the year.',
].join('\n');

const zenith = [
  'Zenith had a quiet quarter.',
  'Zenith bought back $90 million of shares.',
  'Sales were $1.1 billion.',
].join('\n');

describe('sentenceLines', () => {
  it('gives each sentence the 0-based line it sits on, empty lines counted', () => {
    expect(sentenceLines('One. Two.\n\nThree.')).toEqual([
      { text: 'One.', line: 0 },
      { text: 'Two.', line: 0 },
      { text: 'Three.', line: 2 },
    ]);
  });
});

describe('askCalls', () => {
  it('answers from the calls and cites the lines of the sentences it quotes', async () => {
    const result = await askCalls('How much stock did Acme repurchase?', [
      { doc: 'ACME_q3_2024', text: acme },
    ]);
    expect(result.answer).toContain('$250 million');
    expect(result.answer).not.toMatch(/\[\d+\]/);
    expect(result.citations).toContainEqual({ doc: 'ACME_q3_2024', line: 4 });
    for (const citation of result.citations) {
      const text = acme.split('\n')[citation.line] ?? '';
      expect(result.answer).toContain(text);
    }
  });

  it('names the call each citation comes from when asked over several', async () => {
    const result = await askCalls('How much did Zenith buy back?', [
      { doc: 'ACME_q3_2024', text: acme },
      { doc: 'ZEN_q1_2024', text: zenith },
    ]);
    expect(result.answer).toContain('$90 million');
    expect(result.citations).toContainEqual({ doc: 'ZEN_q1_2024', line: 1 });
  });

  it('says so, with no citation, when the calls do not cover the question', async () => {
    const result = await askCalls('What about hurricanes?', [{ doc: 'ACME_q3_2024', text: acme }]);
    expect(result.citations).toEqual([]);
    expect(result.answer).toMatch(/do not cover/);
  });

  it('cites the line of a sentence the answer had to clip', async () => {
    const filler = 'with pricing gains across every region and channel '.repeat(21);
    const text = [1, 2, 3, 4]
      .map((n) => `Widget margin rose in plant ${n} ${filler}this quarter.`)
      .concat(['Headcount was flat.', 'The new office opened in May.'])
      .join('\n');
    const result = await askCalls('Why did widget margin rise?', [{ doc: 'W', text }]);
    expect(result.answer.endsWith('…')).toBe(true);
    expect(result.citations).toHaveLength(4);
    for (const { line } of result.citations) {
      const opening = (text.split('\n')[line] ?? '').slice(0, 40);
      expect(result.answer).toContain(opening);
    }
  });
});
