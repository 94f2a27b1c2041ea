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
