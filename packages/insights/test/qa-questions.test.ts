import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseQaQuestion, QA_CATEGORIES, statesFact } from '../src/qa/score-answers';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(packageDir, '..', '..', '..', 'shared', 'data', 'ectsum');

function questions(split: 'val' | 'train') {
  return readFileSync(join(packageDir, 'eval', 'qa', `${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseQaQuestion(JSON.parse(line)));
}

const ticker = (doc: string) => doc.replace(/_q\d_\d{4}$/, '');

describe.each([
  ['val', 60],
  ['train', 40],
] as const)('the %s questions', (split, least) => {
  const set = questions(split);

  it(`hold at least ${least} questions with unique ids, in every category`, () => {
    expect(set.length).toBeGreaterThanOrEqual(least);
    expect(new Set(set.map((q) => q.id)).size).toBe(set.length);
    expect(new Set(set.map((q) => q.category))).toEqual(new Set(QA_CATEGORIES));
  });

  it('ask comparisons over two calls and what changed over two calls of one company', () => {
    for (const q of set) {
      if (q.category === 'comparison') expect(q.docs).toHaveLength(2);
      if (q.category === 'what-changed') {
        expect(q.docs).toHaveLength(2);
        expect(ticker(q.docs[0] ?? '')).toBe(ticker(q.docs[1] ?? 'x'));
      }
    }
  });

  // The labels are checked against the calls wherever the shared data is at hand.
  it.skipIf(!existsSync(join(dataDir, split)))(
    'have every fact stated by one of its support lines',
    () => {
      for (const q of set) {
        const lines = new Map(
          q.docs.map((doc) => [
            doc,
            readFileSync(join(dataDir, split, 'ects', `${doc}.txt`), 'utf8').split('\n'),
          ]),
        );
        const support = q.supportLines.map(({ doc, line }) => lines.get(doc)?.[line] ?? '');
        expect(
          support.every((text) => text !== ''),
          `${q.id}: a support line is missing`,
        ).toBe(true);
        for (const fact of q.facts)
          expect(
            support.some((text) => statesFact(text, fact)),
            `${q.id}: no support line states ${fact.anyOf.join(' / ')}`,
          ).toBe(true);
      }
    },
  );
});
