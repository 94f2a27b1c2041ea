import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callText } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { openTestDatabase, type TestDatabase } from '../../../test/db';
import { stories } from '../../db/schema';
import { retrievalKey, retrieveAnswer } from './analysis.engine';
import { listCalls, readCallTexts } from './analysis.repository';

let test: TestDatabase;
let acme: TestCompany;

beforeAll(async () => {
  test = await openTestDatabase();
  acme = await createCompany(test.db, { name: 'Acme Robotics' });
});

afterAll(async () => {
  await test.close();
});

const selectionOf = (company: TestCompany, year: number) => ({
  companyIds: [company.id],
  years: [year],
  quarters: [],
});

describe('retrieveAnswer', () => {
  it('reuses the index of unchanged calls and needs the new text of a changed one', async () => {
    const { id } = await createStory(test.db, acme, {
      year: 2025,
      quarter: 1,
      content: callText('Acme Robotics', 1, 300),
    });
    const listed = await listCalls(test.db, selectionOf(acme, 2025));
    const key = retrievalKey(listed);
    const question = 'What was quarter revenue?';
    expect(await retrieveAnswer({ question, key })).toEqual({ missing: true });
    const built = await retrieveAnswer({
      question,
      key,
      calls: await readCallTexts(test.db, listed),
    });
    // Built once, the index answers without the texts, the same.
    expect(await retrieveAnswer({ question, key })).toEqual(built);
    const hovercraft = await retrieveAnswer({ question: 'hovercraft', key });
    expect(hovercraft).toMatchObject({ hits: [] });

    await test.db
      .update(stories)
      .set({
        content: `${callText('Acme Robotics', 1, 300)}\nWe shipped our first hovercraft this quarter.`,
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(stories.id, id));
    const changed = await listCalls(test.db, selectionOf(acme, 2025));
    const newKey = retrievalKey(changed);
    expect(newKey).not.toBe(key);
    expect(await retrieveAnswer({ question: 'hovercraft', key: newKey })).toEqual({
      missing: true,
    });
    const rebuilt = await retrieveAnswer({
      question: 'hovercraft',
      key: newKey,
      calls: await readCallTexts(test.db, changed),
    });
    expect('hits' in rebuilt && rebuilt.hits[0]?.passage.text).toContain('first hovercraft');
  });

  it('keys an index by every call and its version, whatever their order', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-01-02T00:00:00Z');
    const a = { id: 'a', updatedAt: at };
    const b = { id: 'b', updatedAt: at };
    expect(retrievalKey([a, b])).toBe(retrievalKey([b, a]));
    expect(retrievalKey([a, b])).not.toBe(retrievalKey([a]));
    expect(retrievalKey([a, b])).not.toBe(retrievalKey([a, { id: 'b', updatedAt: later }]));
  });

  it('leaves out a call unpublished between listing the calls and reading their text', async () => {
    await createStory(test.db, acme, {
      year: 2024,
      quarter: 2,
      content: callText('Acme Robotics', 2, 310),
    });
    const withdrawn = await createStory(test.db, acme, {
      year: 2024,
      quarter: 3,
      content: `${callText('Acme Robotics', 3, 320)}\nOur zeppelin line is sold out.`,
    });
    const listed = await listCalls(test.db, selectionOf(acme, 2024));
    expect(listed).toHaveLength(2);
    await test.db.update(stories).set({ status: 'draft' }).where(eq(stories.id, withdrawn.id));

    const texts = await readCallTexts(test.db, listed);
    expect(texts.map((call) => call.id)).not.toContain(withdrawn.id);
    const retrieved = await retrieveAnswer({
      question: 'zeppelin',
      key: retrievalKey(listed),
      calls: texts,
    });
    expect(retrieved).toMatchObject({ hits: [] });
  });
});
