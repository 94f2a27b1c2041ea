import { expect, signInAsAdmin, test } from '../fixtures';

test('the admin finds an account awaiting activation in the users list', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByText('analyst@example.com').first()).toBeVisible();

  await page.getByLabel('Search users').fill('pending');
  await expect(page.getByText('pending@example.com').first()).toBeVisible();
  await expect(page.getByText('analyst@example.com')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Activate/ }).first()).toBeVisible();

  await page.getByLabel('Search users').fill('nobody-by-this-name');
  await expect(page.getByText('User No Found')).toBeVisible();
});
