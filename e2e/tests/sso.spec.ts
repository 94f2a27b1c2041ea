import { expect, linkIn, readMail, test } from '../fixtures';

const PROVIDERS = [
  {
    label: 'LinkedIn',
    providerName: 'LinkedIn (test)',
    returnPath: /\/auth\/linkedInSSO\/return\?ssotoken=[\w-]+$/,
  },
  {
    label: 'Microsoft',
    providerName: 'Microsoft (test)',
    returnPath: /\/auth\/azureSSO\/openid\/return\?ssotoken=[\w-]+$/,
  },
];

function freshEmail(label: string): string {
  return `sso-${label.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.describe('single sign-on', () => {
  for (const { label, providerName, returnPath } of PROVIDERS) {
    test(`a new e-mail signs in with ${label} and waits on /lead-gen for activation`, async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: `Sign in with ${label}` }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: `Sign in to ${providerName}` }),
      ).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(freshEmail(label));
      await page.getByLabel('Full name').fill('Jordan Lee');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(returnPath);
      await expect(
        page.getByRole('heading', { level: 1, name: `Sign in with ${label}` }),
      ).toBeVisible();
      await expect(page.getByText('Welcome, Jordan.', { exact: false })).toBeVisible();

      await expect(page).toHaveURL('/lead-gen');
      await expect(page.getByText('Thanks Jordan!')).toBeVisible();
      await expect(page.getByText(/private beta/i)).toBeVisible();
    });
  }

  test('an address the provider did not verify is linked only once its owner follows the e-mailed link', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('unverified');
    const startedAt = new Date(Date.now() - 1000);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with LinkedIn' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Full name').fill('Sam Quinn');
    await page.getByLabel('Email verified').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/auth\/linkedInSSO\/return\?sso_confirm=/);
    await expect(page.getByRole('status')).toContainText(
      `We sent a link to ${email} to confirm this address.`,
    );

    const mail = await readMail(page, email, /Confirm your e-mail address/, startedAt);
    await page.goto(linkIn(mail, baseURL!));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page.getByText('Welcome, Sam.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL('/lead-gen');
  });

  test('cancelling at the provider comes back to /login with a message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();

    await expect(page).toHaveURL('/login?sso_error=denied');
    await expect(page.getByRole('alert')).toContainText('Sign-in with the provider was cancelled');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
