// Takes screenshots of the main screens at desktop width and at 390 px, for review and the README.
// Usage: node scripts/screenshots.mjs <base-url> <out-dir> [name...]   (a running server with the
// demo data; names pick some of the screens below, all by default)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'screenshots', ...only] = process.argv.slice(2);
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];
const SCREENS = [
  { name: 'login', account: null, path: '/login' },
  { name: 'login-error', account: null, path: '/login', wrongPassword: 'analyst@example.com' },
  { name: 'register', account: null, path: '/register' },
  { name: 'forgot-password', account: null, path: '/forgot-password' },
  { name: 'reset-password-invalid', account: null, path: '/reset-password' },
  { name: 'feed', account: 'analyst@example.com', path: '/earnings/feeds' },
  { name: 'feed-locked', account: 'analyst@example.com', path: '/social/feeds' },
  { name: 'company-feed', account: 'analyst@example.com', path: '/company/feeds' },
  { name: 'summary', account: 'premium@example.com', path: '/summary/feeds' },
  {
    name: 'transcript',
    account: 'analyst@example.com',
    path: '/earnings/feeds',
    open: async (page) => {
      await page.getByRole('link', { name: 'View Details' }).first().click();
      await page.waitForURL('**/Filings/**');
      // The URL changes before the page is drawn: wait for the figures it shows.
      await page.getByRole('heading', { name: 'Key figures' }).waitFor();
    },
  },
  { name: 'analysis', account: 'premium@example.com', path: '/analysis' },
  {
    name: 'analysis-workspace',
    account: 'premium@example.com',
    path: '/analysis',
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Start with New Analysis' })
        .getByRole('button', { name: 'Create' })
        .click();
      await page.waitForURL('**/analysis/**');
      for (const label of ['Company', 'Years', 'Quarters']) {
        await page.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
        const dropdown = page.getByRole('dialog', { name: label });
        await dropdown
          .getByRole(label === 'Company' ? 'radio' : 'checkbox')
          .first()
          .check();
        await dropdown.getByRole('button', { name: 'Apply' }).click();
      }
      const templates = page.getByRole('list', { name: 'Templates' });
      await templates.getByRole('button').first().click();
      await templates.waitFor({ state: 'hidden' });
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill('What did management say about margins?');
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByRole('log', { name: 'Conversation' })
        .getByLabel('Assistant')
        .last()
        .getByRole('list', { name: 'Sources' })
        .waitFor();
    },
  },
  { name: 'lead-gen', account: 'pending@example.com', path: '/lead-gen' },
  { name: 'onboarding', account: 'newcomer@example.com', path: '/onboarding' },
  { name: 'users', account: 'admin@example.com', path: '/user_rights' },
  { name: 'invite-user', account: 'admin@example.com', path: '/user_rights/create_user' },
  { name: 'upgrade-requests', account: 'admin@example.com', path: '/user_rights/upgrades' },
  { name: 'audit-log', account: 'admin@example.com', path: '/user_rights/audit' },
  { name: 'settings', account: 'analyst@example.com', path: '/settings' },
  { name: 'settings-admin', account: 'admin@example.com', path: '/settings' },
  { name: 'sign-up-invalid', account: null, path: '/signUp?token=not-a-real-token' },
  { name: 'sso-return-invalid', account: null, path: '/auth/linkedInSSO/return?ssotoken=expired' },
  { name: 'terms', account: null, path: '/terms' },
  { name: 'privacy', account: null, path: '/privacy' },
  { name: 'dev-mail', account: null, path: '/dev/mail' },
  { name: 'logout-confirm', account: 'premium@example.com', path: '/earnings/feeds', logout: true },
];

/**
 * Turns the guided tutorial off for a demo account, so that it does not cover the screens: on a
 * fresh data folder every demo account is in its first sessions.
 */
async function stopTutorial(email, password = 'clearcall-demo') {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { result } = await response.json();
  if (!result) return;
  await fetch(`${baseUrl}/api/user/tutorial/${result.user.userId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${result.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stopTutorial: 1 }),
  });
  await fetch(`${baseUrl}/api/admin/logout/${result.user.userId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${result.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token: result.token }),
  });
}

async function signIn(page, email, password = 'clearcall-demo') {
  const startedAt = Date.now() - 1000;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (email !== 'admin@example.com' || password !== 'clearcall-demo') return;
  // Admins confirm with the passcode from the outbox (npm start turns MAIL_OUTBOX_API on).
  await page.waitForURL('**/passcode');
  let code;
  while (!code) {
    const { data } = await (await page.request.get(`${baseUrl}/api/dev/mail`)).json();
    const mail = data.find(
      (m) => m.to === email && /passcode/i.test(m.subject) && Date.parse(m.createdAt) >= startedAt,
    );
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) await page.waitForTimeout(200);
  }
  await page.getByLabel('Passcode').fill(code);
  await page.keyboard.press('Enter');
}

mkdirSync(outDir, { recursive: true });
const accounts = new Set(SCREENS.map((screen) => screen.account).filter(Boolean));
for (const account of accounts) {
  if (account !== 'admin@example.com') await stopTutorial(account);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const viewport of VIEWPORTS) {
  for (const screen of SCREENS.filter((s) => only.length === 0 || only.includes(s.name))) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (screen.account) {
      await signIn(page, screen.account);
      await page.waitForURL((url) => !['/login', '/passcode'].includes(url.pathname));
      if (new URL(page.url()).pathname !== screen.path) await page.goto(`${baseUrl}${screen.path}`);
    } else if (screen.wrongPassword) {
      await signIn(page, screen.wrongPassword, 'wrong-password');
      await page.getByText('Invalid email or password').waitFor();
    } else {
      await page.goto(`${baseUrl}${screen.path}`);
    }
    if (screen.open) await screen.open(page);
    if (screen.logout) {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog').waitFor();
    }
    await page.waitForLoadState('networkidle');
    const file = join(outDir, `${screen.name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
    await context.close();
  }
}
await browser.close();
