import { expect, linkIn, openAsAdmin, readMail, signIn, test, uniqueEmail } from '../fixtures';

test.describe('admin invite', () => {
  test('the invitee signs up from the e-mail and starts active with their industries', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('invitee');
    await openAsAdmin(page);
    await page.getByRole('link', { name: 'Invite user' }).click();
    await expect(page).toHaveURL('/user_rights/create_user');

    const invitedAt = new Date(Date.now() - 1000);
    await page.getByLabel('First name').fill('Li');
    await page.getByLabel('Last name').fill('Wei');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Profile Image Url').fill('https://example.test/avatars/li.png');
    await page.getByRole('combobox', { name: 'Industries' }).click();
    await page.getByRole('option', { name: 'Manufacturing' }).click();
    await page.getByRole('option', { name: 'Finance, Insurance, Real Estate' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    // Back to the list after the spec's 2.3 s.
    await expect(page).toHaveURL('/user_rights', { timeout: 6_000 });

    const mail = await readMail(page, email, /invited to/i, invitedAt);
    const invitee = await (await browser.newContext({ baseURL })).newPage();
    await invitee.goto(linkIn(mail, baseURL!));
    await expect(invitee).toHaveURL(/\/signUp\?token=/);
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await expect(invitee.getByLabel('Email')).toHaveAttribute('readonly', '');
    await invitee.getByLabel('First name').fill('Li');
    await invitee.getByLabel('Last name').fill('Wei');
    await invitee.getByLabel(/^Password/).fill('invited and welcome');
    await invitee.getByRole('button', { name: 'Submit' }).click();
    await expect(invitee).toHaveURL('/login', { timeout: 6_000 });

    await signIn(invitee, email, 'invited and welcome');
    // An invited account is active and already has industries: straight to the feed.
    await expect(invitee).toHaveURL('/earnings/feeds');
    await invitee.context().close();
  });

  test('every rule of the invite form is explained before anything is sent', async ({ page }) => {
    await openAsAdmin(page);
    await page.goto('/user_rights/create_user');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Please Select Required Field');

    await page.getByLabel('First name').fill('L');
    await page.getByLabel('Last name').fill('W');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Profile Image Url').fill('avatar.png');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Invalid Url')).toBeVisible();
    await expect(page).toHaveURL('/user_rights/create_user');
  });
});
