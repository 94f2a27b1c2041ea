import type { Page } from '@playwright/test';
import { expect, openAsAdmin, registerAccount, signIn, test } from '../fixtures';

/** Finds an account in the admin users list and activates it, as the admin does. */
async function activateInUsersList(admin: Page, email: string) {
  await admin.getByLabel('Search users').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText('User activated.')).toBeVisible();
}

test.describe('premium', () => {
  test('a user asks for premium, the admin grants the Social tab, and it opens on reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const account = await registerAccount(page, 'premium', {
      firstName: 'Perry',
      lastName: `Mium ${suffix}`,
    });
    const fullName = `${account.firstName} ${account.lastName}`;

    await openAsAdmin(page);
    await activateInUsersList(page, account.email);

    const member = await (await browser.newContext({ baseURL })).newPage();
    await member.goto('/login');
    await signIn(member, account.email, account.password);
    await expect(member).toHaveURL('/onboarding');
    await member.goto('/social/feeds');
    const tabs = member.getByRole('navigation', { name: 'Feed tabs' });
    const lockedSocial = tabs.getByRole('link', { name: 'Social (locked, upgrade to open)' });
    await expect(lockedSocial).toBeVisible();
    await lockedSocial.hover();
    await expect(member.getByRole('tooltip', { name: 'Upgrade' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Earnings', exact: true })).toBeVisible();

    // The header has no Upgrade button yet, so the request goes through the API with a session.
    const login = await member.request.post('/api/user/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.ok()).toBe(true);
    const { result } = (await login.json()) as { result: { token: string } };
    const requested = await member.request.post('/api/user/upgrade-request', {
      data: { source: 'tab:social' },
      headers: { authorization: `Bearer ${result.token}` },
    });
    expect(requested.ok(), await requested.text()).toBe(true);

    await page.getByRole('link', { name: 'Upgrades' }).click();
    await expect(page).toHaveURL('/user_rights/upgrades');
    await expect(page.getByRole('heading', { name: 'Upgrade requests' })).toBeVisible();
    const request = page.getByRole('row', { name: fullName });
    await expect(request).toContainText(account.email);
    await expect(request).toContainText('Social tab');
    await expect(request).toContainText('Open');
    await request.getByRole('button', { name: `Manage access for ${fullName}` }).click();

    const dialog = page.getByRole('dialog', { name: `Manage access: ${fullName}` });
    const social = dialog.getByRole('switch', { name: 'Social' });
    await expect(social).not.toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'User type' })).toHaveValue('Biz-User');
    await social.check({ force: true });
    await expect(social).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated Successfully')).toBeVisible();
    await expect(page.getByText('Access updated. 1 upgrade request closed.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Granted requests leave the open list and show under Granted.
    await expect(page.getByRole('row', { name: fullName })).toHaveCount(0);
    await page.getByText('Granted', { exact: true }).click();
    await expect(page.getByRole('row', { name: fullName })).toContainText('Granted');

    await member.reload();
    await expect(tabs.getByRole('link', { name: 'Social', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /locked/ }).first()).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Social (locked, upgrade to open)' })).toHaveCount(
      0,
    );
    await member.context().close();
  });
});
