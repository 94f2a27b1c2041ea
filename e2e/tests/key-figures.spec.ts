import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInToFeed } from '../member';

const ANALYST = 'analyst@example.com';
const STORY_URL = /\/Filings\/[^/]+\/[^/?#]+$/;

/**
 * Opens the first of the feed's first cards whose company has published several calls: a call
 * published moments ago (the admin's journey publishes one) may be its company's only one.
 */
async function openCompanyWithSeveralCalls(page: Page): Promise<void> {
  const cards = page.getByRole('link', { name: /^View Details: / });
  for (let index = 0; index < 5; index += 1) {
    const figures = page.waitForResponse((response) =>
      response.url().includes('/api/user/company-figures/'),
    );
    await cards.nth(index).click();
    await expect(page).toHaveURL(STORY_URL);
    const { data } = (await (await figures).json()) as { data: { calls: number } };
    if (data.calls >= 2) return;
    await page.goBack();
  }
  throw new Error('None of the first five cards is of a company with two published calls');
}

test('a user reads a call’s key figures by part and charts them across the company’s calls', async ({
  page,
}) => {
  await signInToFeed(page, ANALYST);
  await openCompanyWithSeveralCalls(page);

  const panel = page.getByRole('region', { name: 'Key figures' });
  await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText('Company');
  const results = panel.getByRole('list', { name: 'Results' }).first();
  await expect(results.getByRole('button').first()).toContainText(/(high|medium|low) confidence/);
  await expect(panel.getByRole('list', { name: 'Outlook' }).first()).toBeVisible();

  const charts = page.getByRole('region', { name: 'Figures across calls' });
  await charts.scrollIntoViewIfNeeded();
  const chart = charts.getByRole('img', {
    name: /^Earnings per share from Q\d \d{4} to Q\d \d{4}/,
  });
  await expect(chart).toBeVisible();
  await chart.hover();
  await expect(charts.getByRole('status').first()).toContainText(/result: \$/);

  await charts.getByText('Show the numbers').first().click();
  const table = charts.getByRole('table').first();
  await expect(table.getByRole('row').nth(2)).toBeVisible();
});
