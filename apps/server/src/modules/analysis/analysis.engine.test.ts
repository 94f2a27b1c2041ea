import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callText } from '../../../test/call-text';
import { createCompany, createStory, type TestCompany } from '../../../test/catalog';
import { openTestDatabase, type TestDatabase } from '../../../test/db';
import { stories } from '../../db/schema';
import { retrievalIndexFor } from './analysis.engine';
import { listCalls } from './analysis.repository';

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

describe('retrievalIndexFor', () => {
  it('reuses the index of unchanged calls and rebuilds it from the new text of a changed one', async () => {
    const { id } = await createStory(test.db, acme, {
      year: 2025,
      quarter: 1,
      content: callText('Acme Robotics', 1, 300),
    });
    const first = await retrievalIndexFor(
      test.db,
      await listCalls(test.db, selectionOf(acme, 2025)),
    );
    const again = await retrievalIndexFor(
      test.db,
      await listCalls(test.db, selectionOf(acme, 2025)),
    );
    expect(again).toBe(first);
    expect(first.index.search('hovercraft')).toEqual([]);

    await test.db
      .update(stories)
      .set({
        content: `${callText('Acme Robotics', 1, 300)}\nWe shipped our first hovercraft this quarter.`,
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(stories.id, id));
    const rebuilt = await retrievalIndexFor(
      test.db,
      await listCalls(test.db, selectionOf(acme, 2025)),
    );
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.index.search('hovercraft')[0]?.passage.text).toContain('first hovercraft');
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

    const retrieval = await retrievalIndexFor(test.db, listed);
    expect([...retrieval.calls.keys()]).not.toContain(withdrawn.id);
    expect(retrieval.index.search('zeppelin')).toEqual([]);
  });
});
