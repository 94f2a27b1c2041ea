import { expect, openAsAdmin, signIn, test } from '../fixtures';

test('an admin sees only the admin route set', async ({ page }) => {
  await openAsAdmin(page);
  await page.goto('/earnings/feeds');
  await expect(page).toHaveURL('/user_rights');
  await page.goto('/analysis');
  await expect(page).toHaveURL('/user_rights');
});

test('a user never reaches the admin screens', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'premium@example.com');
  await expect(page).toHaveURL('/earnings/feeds');
  await page.goto('/user_rights');
  await expect(page).toHaveURL('/earnings/feeds');
  await page.goto('/earning_transcript');
  await expect(page).toHaveURL('/earnings/feeds');
});

test('an account that is not activated is held on /lead-gen', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'pending@example.com');
  await expect(page).toHaveURL('/lead-gen');
  await page.goto('/earnings/feeds');
  await expect(page).toHaveURL('/lead-gen');
});

test('the logo returns to the earnings feed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'analyst@example.com');
  await expect(page).toHaveURL('/earnings/feeds');
  await page.goto('/analysis');
  await page
    .getByRole('link', { name: /Clearcall home/i })
    .first()
    .click();
  await expect(page).toHaveURL('/earnings/feeds');
});
