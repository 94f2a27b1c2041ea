import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { callText } from '../../../test/call-text';
import { createCompany } from '../../../test/catalog';
import { earningTranscripts, stories } from '../../db/schema';
import { findDuplicateCall, savePublication, type PublicationInput } from './stories.publication';

const t = useTestApp();

function publication(
  company: { id: string; symbol: string; industryId: string },
  summarizeQuarter: PublicationInput['summarizeQuarter'],
): PublicationInput {
  return {
    transcript: {
      id: null,
      companyId: company.id,
      symbol: company.symbol,
      quarter: 1,
      year: 2040,
      content: callText('Test', 1, 300),
      callDate: '2040-04-30',
      separatingSentence: null,
      qaStartSentence: 9,
      speakers: [],
      textHash: 'a'.repeat(64),
      sourceFormat: 'text',
    },
    industryId: company.industryId,
    storyId: null,
    story: {
      shortSummary: 'Revenue grew.',
      longSummary: 'Revenue grew.',
      commentaryHighlight: '',
      qaHighlight: '',
      asks: [],
      summaryData: {},
      title: 'Test Q1 2040 Earnings Call Transcript',
      description: 'Revenue grew.',
      publishedAt: new Date(),
    },
    summarizeQuarter,
    perType: 4,
  };
}

describe('savePublication', () => {
  it('stores the transcript and its story together', async () => {
    const company = await createCompany(t.db);
    const { storyId, transcriptId } = await savePublication(
      t.db,
      publication(company, () => []),
    );
    const [transcript] = await t.db
      .select()
      .from(earningTranscripts)
      .where(eq(earningTranscripts.id, transcriptId));
    expect(transcript).toMatchObject({ storyId, status: true, qaStartSentence: 9 });
    expect(
      await findDuplicateCall(t.db, {
        companyId: null,
        quarter: null,
        year: null,
        textHash: 'a'.repeat(64),
      }),
    ).toMatchObject({ transcriptId, storyId, reason: 'text' });
    expect(
      await findDuplicateCall(t.db, {
        companyId: company.id,
        quarter: 1,
        year: 2040,
        textHash: null,
      }),
    ).toMatchObject({ transcriptId, reason: 'period' });
  });

  it('leaves nothing behind when a step fails', async () => {
    const company = await createCompany(t.db);
    await expect(
      savePublication(
        t.db,
        publication(company, () => {
          throw new Error('summaries failed');
        }),
      ),
    ).rejects.toThrow('summaries failed');
    expect(await t.db.select().from(stories).where(eq(stories.companyId, company.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(earningTranscripts)
        .where(eq(earningTranscripts.companyId, company.id)),
    ).toEqual([]);
  });
});
