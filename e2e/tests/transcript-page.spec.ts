import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewMember, signInToFeed } from '../member';

const ANALYST = 'analyst@example.com';
const STORY_URL = /\/Filings\/[^/]+\/[^/?#]+$/;

/** Opens the first card of the Earnings feed and waits for its story to show. */
async function openFirstCard(page: Page): Promise<{ companyName: string; title: string }> {
  const details = page.getByRole('link', { name: /^View Details: / }).first();
  const label = (await details.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^View Details: /, '');
  await details.click();
  await expect(page).toHaveURL(STORY_URL);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const companyName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(companyName).not.toBe('');
  return { companyName, title };
}

/**
 * Opens the first of the feed's first cards whose company has other transcripts: a call
 * published moments ago (the admin's journey publishes one) may be its company's only one.
 */
async function openCardWithPreviousTranscripts(page: Page): Promise<void> {
  const cards = page.getByRole('link', { name: /^View Details: / });
  for (let index = 0; index < 5; index += 1) {
    const previous = page.waitForResponse((response) =>
      response.url().includes('/api/user/previous-transcripts/'),
    );
    await cards.nth(index).click();
    await expect(page).toHaveURL(STORY_URL);
    const { data } = (await (await previous).json()) as { data: unknown[] };
    if (data.length > 0) return;
    await page.goBack();
  }
  throw new Error('None of the first five cards has a previous transcript');
}

function storyIdOf(page: Page): string {
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test.describe('the company transcript page', () => {
  test('a user opens a card and reads each tab', async ({ page }) => {
    await signInToFeed(page, ANALYST);
    await openFirstCard(page);

    const summaryTab = page.getByRole('tab', { name: 'Summary' });
    await expect(summaryTab).toHaveAttribute('aria-selected', 'true');
    const summaryPanel = page.getByRole('tabpanel');
    await expect(summaryPanel.getByRole('heading', { name: 'Summary', level: 3 })).toBeVisible();
    await expect(summaryPanel.getByText(/Generated from the cited transcript/)).toBeVisible();

    await page.getByRole('tab', { name: 'Full Transcript' }).click();
    await expect(page.getByRole('tab', { name: 'Full Transcript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search the transcript' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await page.getByRole('tab', { name: 'FAQs' }).click();
    await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    const faqPanel = page.getByRole('tabpanel');
    await expect(faqPanel.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(faqPanel.getByRole('heading', { name: 'Summary' })).toHaveCount(0);
  });

  test('a citation opens the transcript at the sentence it rests on', async ({ page }) => {
    await signInToFeed(page, ANALYST);
    await openFirstCard(page);

    const citation = page
      .getByRole('tabpanel')
      .getByRole('link')
      .and(page.locator('a[href^="#transcript-sentence-"]'))
      .first();
    const sentenceId = ((await citation.getAttribute('href')) ?? '').slice(1);
    expect(sentenceId).toMatch(/^transcript-sentence-\d+$/);
    await citation.click();

    await expect(page.getByRole('tab', { name: 'Full Transcript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cited = page.locator(`[id="${sentenceId}"]`);
    await expect(cited).toHaveAttribute('data-cited', 'true');
    await expect(cited).toBeInViewport();
  });

  test('a user switches to a previous quarter', async ({ page }) => {
    await signInToFeed(page, ANALYST);
    await openCardWithPreviousTranscripts(page);
    const firstStory = storyIdOf(page);

    await page.getByRole('button', { name: 'Options' }).click();
    const previous = page.getByRole('menuitem').first();
    const quarter = /^(Q\d \d{4}|\d{4}|Undated)/.exec((await previous.innerText()).trim())?.[1];
    expect(quarter).toBeDefined();
    await previous.click();

    await expect(page).toHaveURL(STORY_URL);
    expect(storyIdOf(page)).not.toBe(firstStory);
    // The story line under the title (the print view, hidden on screen, repeats it).
    await expect(page.getByText(new RegExp(`^${quarter} · `)).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a user opens a related company', async ({ page }) => {
    await signInToFeed(page, ANALYST);
    const { companyName } = await openFirstCard(page);

    const related = page.getByRole('region', { name: 'Related companies' });
    const other = related.getByRole('link').first();
    const otherName = (await other.innerText()).trim();
    expect(otherName).not.toBe(companyName);
    await other.click();

    await expect(page).toHaveURL(STORY_URL);
    await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Summary' })).toBeVisible();
  });

  test('the trends show steady-to-rising topics, and the slider widens by keyboard', async ({
    page,
  }) => {
    await signInToFeed(page, ANALYST);
    await openFirstCard(page);

    const trends = page.getByRole('region', { name: 'Trends' });
    await expect(trends.getByText('Momentum 400 to 800: steady to rising topics')).toBeVisible();
    const scores = async () =>
      (await trends.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((text) =>
        Number.parseInt(text, 10),
      );
    const shown = await scores();
    expect(shown.length).toBeGreaterThan(0);
    for (const score of shown) {
      expect(score).toBeGreaterThanOrEqual(400);
      expect(score).toBeLessThanOrEqual(800);
    }

    const upper = trends.getByRole('slider', { name: 'Highest momentum' });
    await upper.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(upper).toHaveAttribute('aria-valuenow', '1000');
    const lower = trends.getByRole('slider', { name: 'Lowest momentum' });
    await lower.focus();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(lower).toHaveAttribute('aria-valuenow', '0');
    await expect(trends.getByText('Momentum 0 to 1000: gone to new topics')).toBeVisible();
    const all = await scores();
    expect(all.length).toBeGreaterThanOrEqual(shown.length);
    expect(all).toEqual(expect.arrayContaining(shown));
  });

  test('a member follows and unfollows the company', async ({ page }) => {
    await signInAsNewMember(page, 'transcript-follow');
    await openFirstCard(page);

    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    const following = page.getByRole('button', { name: 'Following', exact: true });
    await expect(following).toHaveAttribute('aria-pressed', 'true');

    // The server keeps it: a fresh load shows the company followed.
    await page.reload();
    await expect(following).toHaveAttribute('aria-pressed', 'true');

    await following.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
  });

  test('a user exports the story as Markdown', async ({ page }) => {
    await signInToFeed(page, ANALYST);
    const { companyName, title } = await openFirstCard(page);

    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download Markdown' }).click();
    const download = await downloading;

    const slug = companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${slug}-[a-z0-9-]+\\.md$`));
    const content = await readFile(await download.path(), 'utf8');
    expect(content.startsWith(`# ${companyName}: ${title}\n`)).toBe(true);
    expect(content).toContain('\n## Summary\n');
  });
});
