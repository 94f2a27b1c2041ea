import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openAsAdmin, test } from '../fixtures';
import { SEPARATING_SENTENCES } from '../../packages/demo-data/src/transcript-qa';
import { signInAsNewMember, type FeedStoryJson, type Member } from '../member';

type PendingTranscript = {
  _id: string;
  symbol: string;
  quarter: number;
  year: number;
  content: string;
};
type StoryNotification = {
  companyId: string;
  storyId: string;
  quarter: number | null;
  year: number | null;
  contentType: string;
};

const NOT_IN_TRANSCRIPT = 'Our cafeteria now serves oat milk lattes on Fridays.';
const SENTENCE_LABEL = 'Management Commentary & Q&A Separating Sentence';
const SESSION_TOKEN_KEY = 'clearcall.token';

function labelOf(transcript: PendingTranscript): string {
  return `${transcript.symbol} · Q${transcript.quarter} ${transcript.year}`;
}

/** The hand-over sentence that comes first in the transcript, where its Q&A begins. */
function handoverSentenceOf(content: string): string {
  const found = SEPARATING_SENTENCES.map((sentence) => ({
    sentence,
    at: content.indexOf(sentence),
  }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) throw new Error('The transcript has no operator hand-over sentence');
  return found.sentence;
}

async function pendingTranscripts(page: Page): Promise<PendingTranscript[]> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_TOKEN_KEY);
  const response = await page.request.get('/api/admin/getStoriesWithFalseStatus', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PendingTranscript[] }).data;
}

/** Makes the member follow every company the symbol's search finds, and returns their ids. */
async function followCompaniesOf(
  request: APIRequestContext,
  member: Member,
  symbol: string,
): Promise<string[]> {
  const headers = { authorization: `Bearer ${member.token}` };
  const search = await request.get(`/api/user/company/${encodeURIComponent(symbol)}`, { headers });
  expect(search.ok(), await search.text()).toBe(true);
  const { data } = (await search.json()) as { data: { companyId: string; companyName: string }[] };
  expect(data.length).toBeGreaterThan(0);
  for (const hit of data) {
    const followed = await request.put(`/api/user/addCompanyToUser/${member.userId}`, {
      headers,
      data: { company: hit.companyName, companyId: hit.companyId },
    });
    expect(followed.ok(), await followed.text()).toBe(true);
  }
  return data.map((hit) => hit.companyId);
}

test('the admin splits a pending transcript at its Q&A and its followers are notified', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await openAsAdmin(page, '/earning_transcript');
  await expect(page.getByRole('heading', { name: 'Earning Transcripts' })).toBeVisible();
  const pending = await pendingTranscripts(page);
  // The demo data has three; each run of this journey publishes one of them.
  test.skip(pending.length === 0, 'Every demo transcript is already published in this run');
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const member = await signInAsNewMember(await memberContext.newPage(), 'transcript-follower');
  const target = pending[0]!;
  const handover = handoverSentenceOf(target.content);
  const companyIds = await followCompaniesOf(memberContext.request, member, target.symbol);

  const symbol = page.getByRole('combobox', { name: 'Symbol' });
  await expect(symbol).toHaveAttribute('placeholder', 'Select a Symbol');
  await symbol.click();
  for (const transcript of pending) {
    await expect(
      page.getByRole('option', { name: labelOf(transcript), exact: true }),
    ).toBeVisible();
  }
  await page.getByRole('option', { name: labelOf(target), exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Quarter' })).toHaveValue(`Q${target.quarter}`);
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(String(target.year));
  const content = page.getByRole('listbox', { name: 'Content' });
  await expect(content).toContainText(handover);

  const sentence = page.getByRole('textbox', { name: SENTENCE_LABEL });
  await sentence.fill(NOT_IN_TRANSCRIPT);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/This sentence is not in the transcript/)).toBeVisible();
  await expect(sentence).toHaveAttribute('aria-invalid', 'true');

  const handoverOption = content.getByRole('option', { name: handover, exact: true });
  await handoverOption.click();
  await expect(sentence).toHaveValue(handover);
  await expect(handoverOption).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(page.getByText(`${labelOf(target)} is published`)).toBeVisible();

  if (pending.length === 1) {
    await expect(page.getByText('Every transcript is published')).toBeVisible();
  } else {
    await expect(sentence).toHaveValue('');
    await symbol.click();
    await expect(
      page.getByRole('option', { name: labelOf(pending[1]!), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: labelOf(target), exact: true })).toHaveCount(0);
  }

  // The followers are notified by a background job.
  const headers = { authorization: `Bearer ${member.token}` };
  let notification: StoryNotification | undefined;
  await expect
    .poll(
      async () => {
        const response = await memberContext.request.get(
          `/api/user/notifications/${member.userId}`,
          { headers },
        );
        const { data } = (await response.json()) as { data: StoryNotification[] };
        notification = data.find(
          (candidate) =>
            companyIds.includes(candidate.companyId) &&
            candidate.contentType === 'earnings' &&
            candidate.quarter === target.quarter &&
            candidate.year === target.year,
        );
        return notification !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  const feed = await memberContext.request.post(`/api/user/story-feed/${member.userId}?page=0`, {
    headers,
    data: { company_filter: [notification!.companyId] },
  });
  expect(feed.ok(), await feed.text()).toBe(true);
  const { result } = (await feed.json()) as { result: FeedStoryJson[] };
  expect(result.map((story) => story._id)).toContain(notification!.storyId);
  await memberContext.close();
});
