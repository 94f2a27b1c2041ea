import { expect, openAsAdmin, registerAccount, signIn, test } from '../fixtures';

test.describe('audit log', () => {
  test('a failed sign-in and an admin activation show up in the audit log', async ({ page }) => {
    const account = await registerAccount(page, 'audited');

    await page.goto('/login');
    await signIn(page, account.email, 'not the right password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await openAsAdmin(page);
    await page.getByLabel('Search users').fill(account.email);
    await page
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect(page.getByText('User activated.')).toBeVisible();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL('/user_rights/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    const activation = log
      .getByRole('row')
      .filter({ hasText: 'User activated' })
      .filter({ hasText: account.email });
    await expect(activation).toHaveCount(1);
    await expect(activation).toContainText('admin@example.com');
    const failure = log
      .getByRole('row')
      .filter({ hasText: 'Failed sign-in' })
      .filter({ hasText: account.email });
    await expect(failure).toHaveCount(1);
    await expect(failure).toContainText('Anonymous');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Failed sign-in' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'User activated' })).toHaveCount(0);
    await expect(log.getByRole('row').filter({ hasText: account.email })).toHaveCount(1);
  });
});
