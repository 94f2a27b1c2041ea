import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { signInAsNewMember } from '../member';

const STEP_COUNT = 13;
/** How long a person's click holds the button down. */
const PRESS_MS = 100;

/** The tour's card: an alert dialog named by the step's title. */
function tourCard(page: Page) {
  return page.getByRole('alertdialog');
}

async function expectStep(page: Page, index: number, title: string) {
  const card = tourCard(page);
  await expect(card).toContainText(`Step ${index + 1} of ${STEP_COUNT}`, { timeout: 20_000 });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
}

/** Presses Next as a person does, for a moment: a card that moves meanwhile loses the click. */
async function next(page: Page) {
  await tourCard(page).getByRole('button', { name: 'Next' }).click({ delay: PRESS_MS });
}

function isTutorialStop(userId: string) {
  return (response: { url: () => string; request: () => { method: () => string } }) =>
    response.request().method() === 'PUT' &&
    new URL(response.url()).pathname === `/api/user/tutorial/${userId}`;
}

/** Reads the account's stored flag the way the app does: from a new sign-in's user. */
async function readStopTutorial(page: Page, email: string, password: string): Promise<number> {
  const login = await page.request.post('/api/user/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { result } = (await login.json()) as { result: { user: { stopTutorial: number } } };
  return result.user.stopTutorial;
}

/** The feed has loaded its first card, after which the tour would have opened. */
async function expectFeedWithoutTour(page: Page) {
  await expect(page).toHaveURL('/earnings/feeds');
  await expect(page.locator('[data-tour="view-details"]').first()).toBeVisible();
  // The tour opens as soon as the first card shows; give it the time it would need.
  await page.waitForTimeout(1500);
  await expect(tourCard(page)).toHaveCount(0);
}

test.describe('guided tutorial', () => {
  test('a new user walks all 13 steps, and the tour never shows again', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const member = await signInAsNewMember(page, 'tour', { withTutorial: true });
    const search = page.getByRole('combobox', { name: 'Search companies' });

    await expectStep(page, 0, 'Your earnings feed');
    await expect(page).toHaveURL('/earnings/feeds');
    await next(page);
    await expectStep(page, 1, 'One call per card');
    await next(page);
    await expectStep(page, 2, 'View Details');
    const storyHref = await page.locator('[data-tour="view-details"]').first().getAttribute('href');
    expect(storyHref).toMatch(/^\/Filings\/[^/]+\/[^/]+$/);
    const companyId = storyHref!.split('/')[2]!;

    // Step 2 → 3: the tour opens the first card's story, on its Summary tab.
    await next(page);
    await expectStep(page, 3, 'The call in 750 words');
    await expect(page).toHaveURL(storyHref!);
    await expect(page.locator('[data-tour="story-tab-summary"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Step 4 highlights a cited passage of the transcript; the FAQs follow 0.5 s after Next.
    await next(page);
    await expectStep(page, 4, 'Full Transcript');
    await expect(page.locator('[data-tour="story-tab-transcript"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('[data-cited]').first()).toBeVisible();
    await next(page);
    await expectStep(page, 5, 'FAQs');
    await expect(page.locator('[data-tour="story-tab-faqs"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await next(page);
    await expectStep(page, 6, 'Follow the company');
    const companyName = (await page.locator('[data-tour="company-name"]').textContent())!.trim();
    expect(companyName.length).toBeGreaterThan(0);

    // Step 6 → 7: the Company Feed.
    await next(page);
    await expectStep(page, 7, 'Your Company Feed');
    await expect(page).toHaveURL('/company/feeds');
    await next(page);
    await expectStep(page, 8, 'Search 500+ companies');
    await expect(search).toHaveValue('');

    // Step 9 types the story's company into the header search and shows its matches.
    await next(page);
    await expectStep(page, 9, 'Matching companies');
    await expect(search).toHaveValue(companyName);
    await expect(page.getByRole('listbox', { name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('option', { name: companyName }).first()).toBeVisible();

    // Step 9 → 10: that company's stories in the Earnings feed.
    await next(page);
    await expectStep(page, 10, "A company's stories");
    await expect(page).toHaveURL(`/earnings/feeds?company=${companyId}`);
    // The panel closes with the new page; the box keeps the name until step 11 clears it.
    await expect(page.getByRole('listbox', { name: 'Companies' })).toBeHidden();
    await expect(search).toHaveValue(companyName);
    await next(page);
    await expectStep(page, 11, 'Shape your feed');
    await expect(search).toHaveValue('');
    await next(page);
    await expectStep(page, 12, 'You are all set');

    const stopped = page.waitForResponse(isTutorialStop(member.userId));
    await tourCard(page).getByRole('button', { name: 'Finish' }).click();
    expect((await stopped).ok()).toBe(true);
    await expect(tourCard(page)).toHaveCount(0);

    // Neither a reload nor a new sign-in (the third session, still within the three) brings it back.
    await page.goto('/earnings/feeds');
    await page.reload();
    await expectFeedWithoutTour(page);
    const later = await (await browser.newContext({ baseURL })).newPage();
    await later.goto('/login');
    await signIn(later, member.email, member.password);
    await expectFeedWithoutTour(later);
    await later.context().close();
    expect(await readStopTutorial(page, member.email, member.password)).toBe(1);
  });

  test('Skip stops the tour for good', async ({ page }) => {
    const member = await signInAsNewMember(page, 'tour-skip', { withTutorial: true });
    await expectStep(page, 0, 'Your earnings feed');
    await next(page);
    await expectStep(page, 1, 'One call per card');

    const stopped = page.waitForResponse(isTutorialStop(member.userId));
    await tourCard(page).getByRole('button', { name: 'Skip tour' }).click();
    expect((await stopped).ok()).toBe(true);
    await expect(tourCard(page)).toHaveCount(0);
    await expect(page).toHaveURL('/earnings/feeds');
    expect(await readStopTutorial(page, member.email, member.password)).toBe(1);

    await page.reload();
    await expectFeedWithoutTour(page);
  });
});
