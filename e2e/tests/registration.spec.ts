import type { Page } from '@playwright/test';
import {
  activateAccount,
  expect,
  linkIn,
  readMail,
  registerAccount,
  signIn,
  signInAsAdminWithPasscode,
  test,
  type OutboxMessage,
  type TestAccount,
  uniqueEmail,
} from '../fixtures';

const SETUP_SUBJECT = /^Set up your Clearcall account$/;
const ACTIVE_SUBJECT = /^Your Clearcall account is active$/;

function justNow(): Date {
  return new Date(Date.now() - 1000);
}

/** Holds every request to a URL for a moment, so a progress label can be seen. */
async function slowDown(page: Page, url: string, ms = 700) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The link of an e-mail to this server whose path is `path`, as a path with its query. */
function linkTo(message: OutboxMessage, baseURL: string, path: string): string {
  const link = new URL(linkIn(message, baseURL));
  expect(link.pathname).toBe(path);
  return `${link.pathname}${link.search}`;
}

/** Registers an address and returns the sign-up link of its account-setup e-mail. */
async function requestAccount(page: Page, baseURL: string, email: string): Promise<string> {
  const startedAt = justNow();
  const response = await page.request.post('/api/user/register', { data: { email } });
  expect(response.ok()).toBe(true);
  return linkTo(await readMail(page, email, SETUP_SUBJECT, startedAt), baseURL, '/signUp');
}

/** A self-registered account awaiting activation, with a surname no other test uses. */
function createPendingAccount(page: Page, label: string): Promise<TestAccount> {
  const suffix = Math.random().toString(36).slice(2, 7);
  return registerAccount(page, label, { firstName: 'Avery', lastName: `Quinn ${suffix}` });
}

test.describe('registration, activation and onboarding', () => {
  test('a visitor registers, sets up the account from the e-mail and waits for activation', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('register');
    const startedAt = justNow();

    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your request to create an account has been submitted successfully.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 10_000 });

    const link = linkTo(await readMail(page, email, SETUP_SUBJECT, startedAt), baseURL!, '/signUp');
    expect(link).toMatch(/^\/signUp\?token=/);

    await slowDown(page, '**/api/admin/validateinvite');
    await page.goto(link);
    await expect(page.getByText('Working...')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true);

    // Each field is checked when it loses focus; a submit with errors says what to do.
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').focus();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel(/^Password/).fill('a-long-password');
    await slowDown(page, '**/api/admin/create-user');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/signUp\?token=/);
    await expect(page).toHaveURL('/login', { timeout: 6_000 });

    await signIn(page, email, 'a-long-password');
    await expect(page).toHaveURL('/lead-gen');
    await expect(page.getByRole('heading', { name: 'Thanks Avery!' })).toBeVisible();
    await expect(page.getByText(/private beta/i)).toBeVisible();

    // The link works once: a second visit shows the server's message and the way back.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.unroute('**/api/admin/validateinvite');
    await page.goto(link);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Create Account' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('an invalid sign-up link shows the server message and a way back to /register', async ({
    page,
  }) => {
    await page.goto('/signUp?token=this-is-not-an-invitation');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Create Account' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('the outbox page shows the account-setup e-mail, and its link opens the sign-up', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('outbox');
    await requestAccount(page, baseURL!, email);

    await page.goto('/dev/mail');
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
    const message = page.getByRole('article', { name: 'Set up your Clearcall account' });
    await expect(message.getByText(email)).toBeVisible();

    const frame = page.frameLocator('iframe[title="Message: Set up your Clearcall account"]');
    const opened = page.waitForEvent('popup');
    await frame.getByRole('link', { name: 'Set up your account' }).click();
    const signUp = await opened;
    await expect(signUp).toHaveURL(/\/signUp\?token=/);
    await expect(signUp.getByLabel('Email')).toHaveValue(email);
    await signUp.close();

    await message.getByRole('tab', { name: 'Plain text' }).click();
    await expect(message.getByText(/Set up your account: http/)).toBeVisible();
  });

  test('the admin finds and activates the account; the next sign-in opens onboarding', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const account = await createPendingAccount(page, 'activate');

    // The admin's own sign-in, through the e-mailed passcode, is part of this journey.
    await signInAsAdminWithPasscode(page);
    await page.getByLabel('Search users').fill(`no-such-person-${Date.now()}`);
    await expect(page.getByText('No users found')).toBeVisible();
    await page.getByLabel('Search users').fill(account.email);
    const row = page.getByRole('row', { name: `${account.firstName} ${account.lastName}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(account.email);
    await expect(row).toContainText('Inactive');

    const activatedAt = justNow();
    await slowDown(page, '**/api/admin/updateUserStatus/**');
    await row.getByRole('button', { name: 'Activate' }).click();
    await expect(row.getByRole('button', { name: 'Activating...' })).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('button', { name: 'Activate' })).toHaveCount(0);

    const activation = await readMail(page, account.email, ACTIVE_SUBJECT, activatedAt);
    expect(linkTo(activation, baseURL!, '/login')).toBe('/login');

    const context = await browser.newContext({ baseURL, extraHTTPHeaders });
    const userPage = await context.newPage();
    await userPage.goto('/login');
    await signIn(userPage, account.email, account.password);
    await expect(userPage).toHaveURL('/onboarding');
    await expect(
      userPage.getByRole('heading', {
        name: `Welcome ${account.firstName}! Select a few industries to get started.`,
      }),
    ).toBeVisible();
    await context.close();
  });

  test('onboarding saves the chosen industries and opens the feed, now and at every sign-in', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const account = await createPendingAccount(page, 'onboard');
    await activateAccount(page, account.email);

    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL('/onboarding');
    await expect(
      page.getByRole('heading', {
        name: `Welcome ${account.firstName}! Select a few industries to get started.`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(10);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Manufacturing' }).click();
    await page.getByRole('checkbox', { name: 'Retail Trade' }).click();
    await expect(page.getByText('2 industries selected')).toBeVisible();
    await slowDown(page, '**/api/user/updateProjectInUser/**');
    await next.click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(page).toHaveURL('/earnings/feeds');

    // The choice is kept: onboarding is behind the user, in this session and the next.
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/earnings/feeds');

    const context = await browser.newContext({ baseURL, extraHTTPHeaders });
    const later = await context.newPage();
    await later.goto('/login');
    await signIn(later, account.email, account.password);
    await expect(later).toHaveURL('/earnings/feeds');
    const login = await later.request.post('/api/user/login', {
      data: { email: account.email, password: account.password },
    });
    const { result } = (await login.json()) as {
      result: { user: { project: { projectName: string }[] } };
    };
    expect(result.user.project.map((project) => project.projectName)).toEqual([
      'Manufacturing',
      'Retail Trade',
    ]);
    await context.close();
  });
});
