import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, readPasscode, signIn, stopTutorialFor, test } from '../fixtures';

type OutboxMessage = { to: string; subject: string; text: string; createdAt: string };

/** The newest outbox message to an address whose subject matches, once it has arrived. */
async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const response = await request.get('/api/dev/mail');
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    found = data.find((mail) => mail.to === to && subject.test(mail.subject));
    expect(found, `a mail to ${to} matching ${subject}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** An admin session through the API: the password, then the e-mailed passcode. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const email = 'admin@example.com';
  const startedAt = Date.now() - 1000;
  const login = await request.post('/api/user/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  const answer = (await login.json()) as { passcodeRequired?: boolean; challenge?: string };
  expect(answer).toMatchObject({ passcodeRequired: true });
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get('/api/dev/mail');
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    const mail = data.find(
      (message) =>
        message.to === email &&
        /passcode/i.test(message.subject) &&
        new Date(message.createdAt).getTime() >= startedAt,
    );
    code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const confirmed = await request.post('/api/admin/totp-validate', {
    data: { email, token: code, challenge: answer.challenge },
  });
  const body = (await confirmed.json()) as { result: { token: string } };
  return body.result.token;
}

type FreshUser = { email: string; password: string };

/**
 * A new, active account of this test's own: an admin invites it (with an industry, so it lands
 * on the feed) and it signs up through the invitation link, as a person would.
 */
async function createFreshUser(request: APIRequestContext): Promise<FreshUser> {
  const unique = randomUUID().slice(0, 8);
  const email = `settings-${unique}@example.com`;
  const password = `first-pass-${unique}`;
  const token = await adminToken(request);
  const invite = await request.post('/api/admin/create-user', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Sam',
      lastName: 'Settings',
      email,
      avatar: 'https://example.com/avatar.png',
      project: [{ projectId: 'D', projectName: 'Manufacturing' }],
    },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const mail = await waitForMail(request, email, /invited/i);
  const inviteToken = /\/signUp\?token=([^\s&"<>]+)/.exec(mail.text)?.[1];
  expect(inviteToken, mail.text).toBeDefined();
  const signUp = await request.post('/api/admin/create-user', {
    data: {
      email,
      firstName: 'Sam',
      lastName: 'Settings',
      password,
      token: decodeURIComponent(inviteToken!),
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await stopTutorialFor(request, { email, password });
  return { email, password };
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

function deviceRows(page: Page) {
  return page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
}

/** The session check on load finds the session gone and sends the page to /login. */
async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL('/login');
}

test('a user manages their password, sessions, passcode, data and account', async ({
  page,
  browser,
  request,
}) => {
  // Six sign-ins on two devices, a passcode e-mail and an export: a long journey, and the first
  // of the run, so it gets three times the usual time on a busy machine.
  test.slow();
  const user = await createFreshUser(request);
  const newPassword = `second-pass-${randomUUID().slice(0, 8)}`;

  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/earnings/feeds');

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await signIn(other, user.email, user.password);
  await expect(other).toHaveURL('/earnings/feeds');

  // Sessions: both devices are listed, this one marked.
  await openSettings(page);
  await expect(deviceRows(page)).toHaveCount(2);
  await expect(deviceRows(page).filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(deviceRows(page).first()).toContainText(/on Linux|on macOS|on Windows/);

  // Changing the password ends the other session and keeps this one.
  await page.getByLabel('Current password', { exact: true }).fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(deviceRows(page)).toHaveCount(1);
  await expectSignedOut(other);

  // Sign out everywhere else.
  await signIn(other, user.email, newPassword);
  await expect(other).toHaveURL('/earnings/feeds');
  await page.reload();
  await expect(deviceRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await confirm.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(page.getByText('This is the only device signed in to your account.')).toBeVisible();
  await expectSignedOut(other);

  // The e-mailed passcode: once on, the next sign-in asks for it.
  const passcodeSwitch = page.getByRole('switch', {
    name: 'Ask for an e-mailed passcode at every sign-in',
  });
  await expect(passcodeSwitch).not.toBeChecked();
  await passcodeSwitch.click();
  await expect(page.getByText(/Sign-in passcode turned on/)).toBeVisible();
  await expect(passcodeSwitch).toBeChecked();
  const signInStartedAt = new Date(Date.now() - 1000);
  await signIn(other, user.email, newPassword);
  await expect(other).toHaveURL('/passcode');
  const code = await readPasscode(other, user.email, signInStartedAt);
  await other.getByLabel('Passcode').fill(code);
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL('/earnings/feeds');

  // Export: a JSON file of the user's own data, without secrets.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clearcall-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(text) as {
    profile: { email: string; passcodeOnSignIn: boolean };
    industries: Array<{ projectId: string }>;
    sessions: unknown[];
  };
  expect(exported.profile).toMatchObject({ email: user.email, passcodeOnSignIn: true });
  expect(exported.industries).toEqual([{ projectId: 'D', projectName: 'Manufacturing' }]);
  expect(exported.sessions.length).toBeGreaterThanOrEqual(4);
  expect(text).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
  expect(text).not.toContain(newPassword);

  // Deleting the account asks for the password again, then signs out everywhere.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your account has not been deleted.');
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/login');
  await expectSignedOut(other);

  await signIn(page, user.email, newPassword);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await elsewhere.close();
});

test('/register links to the Terms of Service and the Privacy Policy', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not investment advice' })).toBeVisible();

  await page.goto('/register');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we store' })).toBeVisible();
  await expect(page.getByText(/scrypt hash/)).toBeVisible();
});
