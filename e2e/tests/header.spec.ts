import { expect, openAsAdmin, test } from '../fixtures';
import { signInAsNewMember, signInToFeed, waitForStoryFeed } from '../member';

const ANALYST = 'analyst@example.com';
const UPGRADE_THANKS =
  'Thank you! Your Premium upgrade request has been successfully submitted. Our team will reach out to you shortly.';

type NotificationJson = { _id: string; companyId: string; storyId: string; company: string };

test.describe('the header', () => {
  test('the bell lists the stories of followed companies, marks them read and opens one', async ({
    page,
  }) => {
    // Notifications come only from stories published for followed companies, and no API
    // publishes a story, so this journey reads the demo analyst's notifications. Opening the
    // panel marks them read for every later test and run on the same server: the unread badge
    // is checked only while the server still counts unread ones.
    const loaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname.startsWith('/api/user/notifications/'),
    );
    await signInToFeed(page, ANALYST);
    const { data, count } = (await (await loaded).json()) as {
      data: NotificationJson[];
      count: number;
    };
    expect(data.length).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName(
      count > 0 ? `Notifications, ${count} unread` : 'Notifications, none unread',
    );

    const marked =
      count > 0
        ? page.waitForResponse((response) =>
            response.url().endsWith('/api/user/updateNotifications'),
          )
        : null;
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'All Notifications' });
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(data.length);
    await expect(items.first()).toContainText(data[0]!.company);
    if (marked) {
      expect((await marked).ok()).toBe(true);
      await expect(bell).toHaveAccessibleName('Notifications, none unread');
    }

    // Only one header panel is open at a time: the search closes the bell's panel.
    await page.getByRole('combobox', { name: 'Search companies' }).fill(data[0]!.company);
    await expect(page.getByRole('listbox', { name: 'Companies' })).toBeVisible();
    await expect(panel).toBeHidden();
    await page.getByRole('combobox', { name: 'Search companies' }).fill('');

    await bell.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Unread')).toHaveCount(0);
    const first = data[0]!;
    // The story page opens at /Filings/{companyId}/{storyId}.
    const opened = page.waitForURL(`/Filings/${first.companyId}/${first.storyId}`);
    await items.first().getByRole('button').click();
    await opened;
    await expect(panel).toBeHidden();
  });

  test('a user searches a company with the keyboard and opens its stories', async ({ page }) => {
    // Searching changes nothing on the server: the demo analyst serves.
    const { stories } = await signInToFeed(page, ANALYST);
    const company = stories[0]!;
    const search = page.getByRole('combobox', { name: 'Search companies' });
    await expect(search).toHaveAttribute('placeholder', 'Explore across 500+ companies');

    await search.focus();
    await page.keyboard.type(company.company);
    const panel = page.getByRole('listbox', { name: 'Companies' });
    await expect(panel.getByRole('option').first()).toContainText(company.company);
    const companyFeed = waitForStoryFeed(page, (body) => body.company_filter !== undefined);
    await page.keyboard.press('ArrowDown');
    // The highlighted option is the search box's active descendant, as screen readers read it.
    const firstOption = panel.getByRole('option').first();
    await expect(firstOption).toHaveAttribute('data-combobox-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await firstOption.getAttribute('id')) ?? 'an option id',
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/earnings/feeds?company=${company.companyId}`);
    await expect(search).toHaveValue('');
    await expect(panel).toBeHidden();
    const feed = await companyFeed;
    expect(feed.body).toEqual({ story_type: 'earnings', company_filter: [company.companyId] });
    const cards = page.getByRole('list', { name: 'Earnings stories' }).getByRole('article');
    await expect(cards).toHaveCount(feed.stories.length);
    await expect(cards.filter({ hasNotText: company.company })).toHaveCount(0);

    // A name that matches nothing says so.
    await search.fill('zzzz no such company');
    await expect(panel.getByText('No data found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a Business user meets a locked tab, asks to upgrade, and the admin sees the request', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const lastName = `Upgrade ${Math.random().toString(36).slice(2, 7)}`;
    const member = await signInAsNewMember(page, 'upgrade', { lastName });
    const fullName = `${member.firstName} ${member.lastName}`;

    await page
      .getByRole('navigation', { name: 'Feed tabs' })
      .getByRole('link', {
        name: 'Social (locked, upgrade to open)',
      })
      .click();
    await expect(page.getByText('Social is a Premium tab')).toBeVisible();

    const requested = page.waitForResponse((response) =>
      response.url().endsWith('/api/user/upgrade-request'),
    );
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const response = await requested;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({ source: 'Header' });
    await expect(page.getByText(UPGRADE_THANKS)).toBeVisible();

    const admin = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage();
    await openAsAdmin(admin, '/user_rights/upgrades');
    await expect(admin.getByRole('heading', { name: 'Upgrade requests' })).toBeVisible();
    const row = admin.getByRole('row', { name: fullName });
    await expect(row).toContainText(member.email);
    await expect(row).toContainText('Upgrade button');
    await expect(row).toContainText('Open');
    await admin.context().close();
  });
});
