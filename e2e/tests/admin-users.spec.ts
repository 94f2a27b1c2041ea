import { expect, openAsAdmin, registerAccount, signIn, test } from '../fixtures';

test('the admin finds an account awaiting activation in the users list', async ({ page }) => {
  await openAsAdmin(page);
  await expect(page.getByText('analyst@example.com').first()).toBeVisible();

  await page.getByLabel('Search users').fill('pending');
  await expect(page.getByText('pending@example.com').first()).toBeVisible();
  await expect(page.getByText('analyst@example.com')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Activate/ }).first()).toBeVisible();

  await page.getByLabel('Search users').fill('nobody-by-this-name');
  await expect(page.getByText('No users found')).toBeVisible();
});

test('deleting an account asks first, signs the person out and removes them', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await registerAccount(page, 'deleted', { firstName: 'Dana', lastName: 'Gone' });
  const person = await (await browser.newContext({ baseURL })).newPage();
  await person.goto('/login');
  await signIn(person, account.email, account.password);
  await expect(person).toHaveURL('/lead-gen');

  await openAsAdmin(page);
  await page.getByLabel('Search users').fill(account.email);
  const deleteButton = page.getByRole('button', { name: 'Delete Dana Gone' }).first();
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Dana Gone?' });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(account.email).first()).toBeVisible();

  await deleteButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No users found')).toBeVisible();

  // The person's session ended with the account: the next check sends them to /login.
  await person.reload();
  await expect(person).toHaveURL('/login');
  await signIn(person, account.email, account.password);
  await expect(person.getByText('Invalid email or password')).toBeVisible();
  await person.context().close();
});
