import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewMember, signInToFeed, waitForStoryFeed, type FeedStoryJson } from '../member';

const ANALYST = 'analyst@example.com';
const PAGE_SIZE = 20;

function earningsStories(page: Page) {
  return page.getByRole('list', { name: 'Earnings stories' });
}

/** The cards show exactly the page the server answered, in its order. */
async function expectCardsOf(page: Page, stories: FeedStoryJson[]) {
  const cards = earningsStories(page).getByRole('article');
  await expect(cards).toHaveCount(stories.length);
  await expect(cards.first()).toHaveAccessibleName(stories[0]!.title);
  await expect(cards.last()).toHaveAccessibleName(stories.at(-1)!.title);
}

test.describe('the feed', () => {
  // Filtering changes nothing on the server: the demo analyst's industries and companies serve.
  test('a user filters the feed by an industry, then by a company', async ({ page }) => {
    const unfiltered = await signInToFeed(page, ANALYST);
    expect(unfiltered.body).toEqual({ story_type: 'earnings' });
    await expectCardsOf(page, unfiltered.stories);

    const filter = page.getByRole('complementary', { name: 'Feed filter' });
    const industries = filter.getByRole('region', { name: 'Your Industries' });
    const companies = filter.getByRole('region', { name: 'Your Companies' });
    const manufacturing = industries.getByRole('checkbox', { name: 'Manufacturing' });
    await expect(manufacturing).not.toBeChecked();

    const byIndustry = waitForStoryFeed(page, (body) => body.channel_filter !== undefined);
    await industries.getByText('Manufacturing', { exact: true }).click();
    const industryPage = await byIndustry;
    expect(industryPage.body).toEqual({ story_type: 'earnings', channel_filter: ['D'] });
    expect(industryPage.stories.length).toBeGreaterThan(0);
    expect(industryPage.stories.every((story) => story.channelId === 'D')).toBe(true);
    expect(industryPage.stories.map((story) => story._id)).not.toEqual(
      unfiltered.stories.map((story) => story._id),
    );
    await expect(manufacturing).toBeChecked();
    await expectCardsOf(page, industryPage.stories);

    // Choosing a company clears the industries: the feed shows that company's stories only.
    const companyChip = companies.getByRole('checkbox').first();
    const companyName = (await companies.locator('label').first().innerText()).trim();
    const byCompany = waitForStoryFeed(page, (body) => body.company_filter !== undefined);
    await companies.getByText(companyName, { exact: true }).click();
    const companyPage = await byCompany;
    expect(companyPage.body.channel_filter).toBeUndefined();
    expect(companyPage.body.company_filter).toHaveLength(1);
    expect(companyPage.stories.length).toBeGreaterThan(0);
    expect(companyPage.stories.every((story) => story.company === companyName)).toBe(true);
    await expect(companyChip).toBeChecked();
    await expect(manufacturing).not.toBeChecked();
    await expectCardsOf(page, companyPage.stories);
    await expect(
      earningsStories(page).getByRole('article').filter({ hasNotText: companyName }),
    ).toHaveCount(0);

    // Clearing the company chip brings back the reader's own feed.
    await companies.getByText(companyName, { exact: true }).click();
    await expect(companyChip).not.toBeChecked();
    await expectCardsOf(page, unfiltered.stories);
  });

  test("a new member's feed holds the industry they chose until they ask for every company", async ({
    page,
  }) => {
    const member = await signInAsNewMember(page, 'own-feed', { industries: ['B'] });
    expect(member.firstPage.length).toBeGreaterThan(0);
    expect(member.firstPage.every((story) => story.channelId === 'B')).toBe(true);
    await expectCardsOf(page, member.firstPage);

    const filter = page.getByRole('complementary', { name: 'Feed filter' });
    const everyCompany = filter.getByRole('switch', { name: 'All companies' });
    const widened = waitForStoryFeed(page, (body) => body.all_companies === true);
    await everyCompany.check();
    const allPage = await widened;
    expect(allPage.body).toEqual({ story_type: 'earnings', all_companies: true });
    expect(allPage.stories.some((story) => story.channelId !== 'B')).toBe(true);
    await expect(everyCompany).toBeChecked();
    await expectCardsOf(page, allPage.stories);

    // Turning it off again brings back the member's own industry only.
    await everyCompany.uncheck();
    await expect(everyCompany).not.toBeChecked();
    await expectCardsOf(page, member.firstPage);
  });

  test('Load More fetches the next page where the browser cannot watch the scrolling', async ({
    page,
  }) => {
    // Without IntersectionObserver the feed keeps the Load More button as its only way on.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    const first = await signInToFeed(page, ANALYST);
    expect(first.stories).toHaveLength(PAGE_SIZE);
    const items = earningsStories(page).getByRole('listitem');
    await expect(items).toHaveCount(PAGE_SIZE);

    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.scrollIntoViewIfNeeded();
    // Nothing loads by scrolling alone here.
    await expect(items).toHaveCount(PAGE_SIZE);
    const second = waitForStoryFeed(page, () => true, 1);
    await loadMore.click();
    const secondPage = await second;
    expect(secondPage.body).toEqual({ story_type: 'earnings' });
    expect(secondPage.stories.length).toBeGreaterThan(0);
    await expect(items).toHaveCount(PAGE_SIZE + secondPage.stories.length);
    await expect(earningsStories(page).getByRole('article').nth(PAGE_SIZE)).toHaveAccessibleName(
      secondPage.stories[0]!.title,
    );
  });

  test('scrolling near the end of the feed loads the next pages', async ({ page }) => {
    const first = await signInToFeed(page, ANALYST);
    expect(first.stories).toHaveLength(PAGE_SIZE);
    const items = earningsStories(page).getByRole('listitem');
    await expect(items).toHaveCount(PAGE_SIZE);

    for (const pageNumber of [1, 2]) {
      const next = waitForStoryFeed(page, () => true, pageNumber);
      await items.last().scrollIntoViewIfNeeded();
      const nextPage = await next;
      expect(nextPage.stories).toHaveLength(PAGE_SIZE);
      await expect(items).toHaveCount(PAGE_SIZE * (pageNumber + 1));
    }
    // Every page follows the one before: no story twice.
    const titles = await earningsStories(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-labelledby')));
    expect(new Set(titles).size).toBe(PAGE_SIZE * 3);
  });

  test('a user marks a story Insightful and takes the mark back, and both survive a reload', async ({
    page,
  }) => {
    const member = await signInAsNewMember(page, 'insightful');
    const story = member.firstPage[0]!;
    const card = earningsStories(page).getByRole('article').first();
    await expect(card).toHaveAccessibleName(story.title);
    const count = story.insightfulCount;
    const insightful = card.getByRole('button', { name: /^Insightful, / });
    const marks = (n: number) => `Insightful, ${n} ${n === 1 ? 'mark' : 'marks'}`;
    await expect(insightful).toHaveAccessibleName(marks(count));
    await expect(insightful).toHaveAttribute('aria-pressed', 'false');

    const liked = page.waitForResponse((response) =>
      response.url().endsWith(`/api/user/insight/${member.userId}/${story._id}/like`),
    );
    await insightful.click();
    await expect(insightful).toHaveAccessibleName(marks(count + 1));
    await expect(insightful).toHaveAttribute('aria-pressed', 'true');
    expect((await liked).ok()).toBe(true);

    await page.reload();
    await expect(card).toHaveAccessibleName(story.title);
    await expect(insightful).toHaveAccessibleName(marks(count + 1));
    await expect(insightful).toHaveAttribute('aria-pressed', 'true');

    const unliked = page.waitForResponse((response) =>
      response.url().endsWith(`/api/user/insight/${member.userId}/${story._id}/unlike`),
    );
    await insightful.click();
    await expect(insightful).toHaveAccessibleName(marks(count));
    await expect(insightful).toHaveAttribute('aria-pressed', 'false');
    expect((await unliked).ok()).toBe(true);

    await page.reload();
    await expect(card).toHaveAccessibleName(story.title);
    await expect(insightful).toHaveAccessibleName(marks(count));
    await expect(insightful).toHaveAttribute('aria-pressed', 'false');
  });

  test('a user follows a company in the Companies editor and reads it in the company feed', async ({
    page,
  }) => {
    const member = await signInAsNewMember(page, 'follower');
    const company = member.firstPage[0]!;
    const companies = page
      .getByRole('complementary', { name: 'Feed filter' })
      .getByRole('region', { name: 'Your Companies' });
    await expect(
      companies.getByText('Follow companies with the edit button to filter the feed by them.'),
    ).toBeVisible();

    await companies.getByRole('button', { name: 'Edit Your Companies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Companies' });
    await expect(
      dialog.getByText('You follow no companies yet. Search for one above.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Search companies' }).fill(company.company);
    const shownName =
      company.company.length > 25 ? `${company.company.slice(0, 25)}...` : company.company;
    const choice = dialog.getByRole('checkbox', { name: shownName }).first();
    await choice.check();
    await expect(choice).toBeChecked();

    const saved = page.waitForResponse((response) =>
      response.url().endsWith(`/api/user/updateCompanyInUser/${member.userId}`),
    );
    const refetched = waitForStoryFeed(page, (body) => body.company_filter === undefined);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await refetched;
    // The company joins Your Companies, and its chip filters the feed by it.
    const chip = companies.getByRole('checkbox', { name: company.company });
    await expect(chip).not.toBeChecked();
    const filtered = waitForStoryFeed(page, (body) => body.company_filter !== undefined);
    await companies.getByText(company.company, { exact: true }).click();
    const companyPage = await filtered;
    expect(companyPage.body).toEqual({
      story_type: 'earnings',
      company_filter: [company.companyId],
    });
    await expect(chip).toBeChecked();
    await expectCardsOf(page, companyPage.stories);

    const followedFeed = waitForStoryFeed(page);
    await page.goto('/company/feeds');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Companies' })).toBeVisible();
    const feed = await followedFeed;
    expect(feed.body).toEqual({ company_filter: [company.companyId] });
    expect(feed.stories.length).toBeGreaterThan(0);
    const cards = page.getByRole('list', { name: 'company stories' }).getByRole('article');
    await expect(cards).toHaveCount(feed.stories.length);
    await expect(cards.filter({ hasNotText: company.company })).toHaveCount(0);
    await expect(cards.first()).toHaveAccessibleName(feed.stories[0]!.title);
  });

  test('the Summary tab reads any company quarter by source and by theme', async ({ page }) => {
    await signInToFeed(page, 'premium@example.com');
    const optionsResponse = page.waitForResponse((response) =>
      response.url().includes('/api/user/summary-options/'),
    );
    const summaryResponses: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/user/summaries/')) summaryResponses.push(response);
    });
    const tabs = page.getByRole('navigation', { name: 'Feed tabs' });
    await tabs.getByRole('link', { name: 'Summary', exact: true }).click();
    await expect(page).toHaveURL('/summary/feeds');
    const { data: companies } = (await (await optionsResponse).json()) as {
      data: {
        companyId: string;
        companyName: string;
        quarters: { year: number; quarter: number; sources: string[] }[];
      }[];
    };
    expect(companies.length).toBeGreaterThan(1);
    const label = (period: { year: number; quarter: number }) =>
      `Q${period.quarter} ${period.year}`;
    // The tab opens on a followed company with summaries, at its latest quarter with a call.
    const companyMenu = page.getByRole('combobox', { name: 'Company' });
    await expect(companyMenu).not.toHaveValue('');
    const openedName = await companyMenu.inputValue();
    const shown = companies.find((company) => company.companyName === openedName);
    expect(shown, `${openedName} is one of the companies with summaries`).toBeDefined();
    const withCall =
      shown!.quarters.find((period) => period.sources.includes('Earnings calls')) ??
      shown!.quarters[0]!;
    await expect(page.getByRole('combobox', { name: 'Quarter' })).toHaveValue(label(withCall));
    const entries = page.getByRole('article');
    await expect(entries.first()).toBeVisible();
    const shownResponse = summaryResponses.findLast((response) =>
      response.url().includes(`companyId=${shown!.companyId}`),
    );
    const bySource = (await shownResponse!.json()) as { data: { category: string }[] };
    expect(bySource.data.length).toBeGreaterThan(0);
    await expect(entries).toHaveCount(bySource.data.length);
    await expect(entries.first()).toHaveAccessibleName(bySource.data[0]!.category);

    // Another company's quarter, by theme: the menus list what the server has, nothing fixed.
    const other =
      companies.find((company) => company !== shown && company.quarters.length > 1) ??
      companies.find((company) => company !== shown)!;
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: other.companyName, exact: true }).click();
    const olderQuarter = other.quarters.at(-1)!;
    await page.getByRole('combobox', { name: 'Quarter' }).click();
    await page.getByRole('option', { name: label(olderQuarter), exact: true }).click();
    const themes = page.waitForResponse(
      (response) =>
        response.url().includes('/api/user/summaries/') &&
        response.url().includes('summary_by_theme'),
    );
    await page.getByRole('combobox', { name: 'Summary type' }).click();
    await page.getByRole('option', { name: 'Summary by Theme' }).click();
    const byTheme = await themes;
    const query = new URL(byTheme.url()).searchParams;
    expect(query.get('companyId')).toBe(other.companyId);
    expect(`Q${query.get('quarter')} ${query.get('year')}`).toBe(label(olderQuarter));
    await expect(
      page.getByText(`${label(olderQuarter)} · Summary by Theme`, { exact: true }),
    ).toBeVisible();
    const themeData = (await byTheme.json()) as { data: { category: string }[] };
    if (themeData.data.length > 0) {
      await expect(entries.first()).toHaveAccessibleName(themeData.data[0]!.category);
    } else {
      await expect(
        page.getByText(`No Summary by Theme for ${label(olderQuarter)} yet.`),
      ).toBeVisible();
    }
  });

  test('a locked tab explains the upgrade and never asks the server for its stories', async ({
    page,
  }) => {
    await signInAsNewMember(page, 'locked');
    const askedForSocial: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/api/user/story-feed/') &&
        request.postData()?.includes('linkedin')
      )
        askedForSocial.push(request.url());
    });
    const tabs = page.getByRole('navigation', { name: 'Feed tabs' });
    await tabs.getByRole('link', { name: 'Social (locked, upgrade to open)' }).click();
    await expect(page).toHaveURL('/social/feeds');
    await expect(page.getByText('Social is a Premium tab')).toBeVisible();
    await expect(page.getByText(/Upgrade your plan to read Social stories/)).toBeVisible();
    expect(askedForSocial).toEqual([]);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filter opens as a drawer and a button scrolls back to the top', async ({ page }) => {
      await signInToFeed(page, ANALYST);
      await expect(page.getByRole('complementary', { name: 'Feed filter' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Filter' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filter' });
      await expect(drawer.getByRole('region', { name: 'Your Industries' })).toBeVisible();
      await expect(drawer.getByRole('region', { name: 'Your Companies' })).toBeVisible();

      // A chip chosen in the drawer filters the feed and shows on the Filter button.
      const byIndustry = waitForStoryFeed(page, (body) => body.channel_filter !== undefined);
      await drawer.getByText('Services', { exact: true }).click();
      expect((await byIndustry).body).toEqual({ story_type: 'earnings', channel_filter: ['I'] });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: /Filter/ })).toContainText('1');

      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      await expect(toTop).toHaveCount(0);
      await earningsStories(page).getByRole('listitem').nth(8).scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toBeHidden();
    });
  });
});
