import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'clearcall-demo';

/** The tests' base URL is the server that global setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.CLEARCALL_E2E_URL;
    if (!url) throw new Error('CLEARCALL_E2E_URL is not set: the global setup did not run.');
    await use(url);
  },
});

export { expect };

/** Fills and submits the login form as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type OutboxMessage = { to: string; subject: string; text: string; createdAt: string };

/**
 * Reads the newest sign-in passcode e-mailed to an address from the outbox, which the test
 * server exposes at /api/dev/mail (MAIL_OUTBOX_API).
 */
export async function readPasscode(page: Page, email: string, after: Date): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await page.request.get('/api/dev/mail');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    const message = data.find(
      (mail) =>
        mail.to === email && /passcode/i.test(mail.subject) && new Date(mail.createdAt) >= after,
    );
    code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    expect(code, `a passcode e-mail to ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** Signs an admin in: the password, then the passcode e-mailed to them. */
export async function signInAsAdmin(page: Page, email = 'admin@example.com') {
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
