import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'clearcall-demo';

/** A stable private address per test (and retry), so each test is its own client. */
function clientAddressFor(testId: string, retry: number): string {
  let hash = retry;
  for (const character of testId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 0xff}.${(hash >>> 8) & 0xff}.${(hash & 0xfe) + 1}`;
}

/**
 * The tests' base URL is the server that global setup started. Every request of a test says it
 * comes from that test's own address: the server trusts the forwarding header in the tests, so
 * its per-address rate limits count each test separately, as they would count separate people.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.CLEARCALL_E2E_URL;
    if (!url) throw new Error('CLEARCALL_E2E_URL is not set: the global setup did not run.');
    await use(url);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientAddressFor(testInfo.testId, testInfo.retry),
    });
  },
});

export { expect };

/** Fills and submits the login form as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

/**
 * Waits for the newest e-mail to an address whose subject matches, sent at or after `after`,
 * from the outbox that the test server exposes at /api/dev/mail (MAIL_OUTBOX_API).
 */
export async function readMail(
  page: Page,
  to: string,
  subject: RegExp,
  after: Date,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const response = await page.request.get('/api/dev/mail');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    found = data.find(
      (mail) => mail.to === to && subject.test(mail.subject) && new Date(mail.createdAt) >= after,
    );
    expect(found, `an e-mail to ${to} matching ${String(subject)}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The first link in an e-mail's text that starts with the test server's address. */
export function linkIn(message: OutboxMessage, baseURL: string): string {
  const escaped = baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}/\\S+`).exec(message.text)?.[0];
  if (!link) throw new Error(`No link to ${baseURL} in "${message.subject}"`);
  return link;
}

/** Reads the newest sign-in passcode e-mailed to an address. */
export async function readPasscode(page: Page, email: string, after: Date): Promise<string> {
  const message = await readMail(page, email, /passcode/i, after);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No passcode in "${message.subject}"`);
  return code;
}

/** An address no other test uses, at a domain that never receives mail. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export type TestAccount = { email: string; firstName: string; lastName: string; password: string };

/**
 * Creates an account the way a visitor does, through the API: registration request, the
 * account-setup e-mail, then the invitation sign-up. The account awaits activation.
 */
export async function registerAccount(
  page: Page,
  label: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account: TestAccount = {
    email: uniqueEmail(label),
    firstName: 'Robin',
    lastName: 'Tester',
    password: 'correct horse battery',
    ...overrides,
  };
  const startedAt = new Date(Date.now() - 1000);
  const registered = await page.request.post('/api/user/register', {
    data: { email: account.email },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await readMail(page, account.email, /set up your/i, startedAt);
  const token = /[?&]token=([^&\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('No invitation token in the account-setup e-mail');
  const created = await page.request.post('/api/admin/create-user', {
    data: { ...account, token: decodeURIComponent(token) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return account;
}

export const DEMO_ADMIN = 'admin@example.com';

/** The key under which the web app keeps a remembered session token (apps/web/src/lib/storage.ts). */
const SESSION_TOKEN_KEY = 'clearcall.token';

/**
 * Signs an admin in through the screens: the password, then the passcode e-mailed to them.
 * Every sign-in e-mails a new passcode, so the tests of the admin screens use `openAsAdmin`
 * (one session per worker), and this full flow is kept for the tests of sign-in itself.
 */
export async function signInAsAdminWithPasscode(page: Page, email = DEMO_ADMIN) {
  const startedAt = new Date(Date.now() - 1000);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/passcode');
  await expect(page.getByText('Enter passcode')).toBeVisible();
  const code = await readPasscode(page, email, startedAt);
  await page.getByLabel('Passcode').fill(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user_rights');
}

let adminToken: string | undefined;

/** One admin session per test worker, opened through the API with the e-mailed passcode. */
async function adminSessionToken(page: Page): Promise<string> {
  if (adminToken) {
    const check = await page.request.post('/api/user/verify-token', {
      data: { token: adminToken },
    });
    if (((await check.json()) as { login: boolean }).login) return adminToken;
  }
  const startedAt = new Date(Date.now() - 1000);
  const login = await page.request.post('/api/user/login', {
    data: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
  });
  const { challenge } = (await login.json()) as { challenge?: string };
  expect(challenge).toBeDefined();
  const code = await readPasscode(page, DEMO_ADMIN, startedAt);
  const validated = await page.request.post('/api/admin/totp-validate', {
    data: { email: DEMO_ADMIN, token: code, challenge },
  });
  expect(validated.ok(), await validated.text()).toBe(true);
  adminToken = ((await validated.json()) as { result: { token: string } }).result.token;
  return adminToken;
}

/**
 * Activates an account as the admin does, through the API in a session of the demo admin, and
 * returns its user id: the journeys of the signed-in screens need active accounts of their own.
 */
export async function activateAccount(page: Page, email: string): Promise<string> {
  return setAccountStatus(page, email, true);
}

/**
 * Switches an account on or off as the admin does (`updateUserStatus`), in a session of the demo
 * admin, and returns its user id.
 */
export async function setAccountStatus(
  page: Page,
  email: string,
  userStatus: boolean,
): Promise<string> {
  const headers = { authorization: `Bearer ${await adminSessionToken(page)}` };
  const found = await page.request.get(`/api/admin/userSearch/${encodeURIComponent(email)}`, {
    headers,
  });
  expect(found.ok(), await found.text()).toBe(true);
  const { data } = (await found.json()) as { data: { userId: string; email: string }[] };
  const userId = data.find((user) => user.email === email)?.userId;
  if (!userId) throw new Error(`The admin's search does not find ${email}`);
  const updated = await page.request.put(`/api/admin/updateUserStatus/${userId}`, {
    headers,
    data: { userStatus },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return userId;
}

/**
 * Opens an admin screen in a session of the demo admin, as after a remembered sign-in: the
 * browser holds the token, and the app checks it with the server on load.
 */
export async function openAsAdmin(page: Page, path = '/user_rights') {
  const token = await adminSessionToken(page);
  await page.goto('/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

/**
 * Stops the guided tutorial of an account through the API, in a session opened and closed for
 * it, so that journeys about other screens never meet the tour that overlays a new user's feed.
 */
export async function stopTutorialFor(
  request: APIRequestContext,
  { email, password }: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  const login = await request.post('/api/user/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { result } = (await login.json()) as {
    result: { token: string; user: { userId: string } };
  };
  const headers = { authorization: `Bearer ${result.token}` };
  const stopped = await request.put(`/api/user/tutorial/${result.user.userId}`, {
    headers,
    data: { stopTutorial: 1 },
  });
  expect(stopped.ok(), await stopped.text()).toBe(true);
  await request.post(`/api/admin/logout/${result.user.userId}`, {
    headers,
    data: { token: result.token },
  });
}
