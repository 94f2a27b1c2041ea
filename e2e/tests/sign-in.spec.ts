import { expect, signIn, signInAsAdminWithPasscode, test } from '../fixtures';

const LANDINGS = [
  { email: 'analyst@example.com', path: '/earnings/feeds', why: 'an active user with industries' },
  { email: 'premium@example.com', path: '/earnings/feeds', why: 'an active premium user' },
  { email: 'newcomer@example.com', path: '/onboarding', why: 'an active user with no industries' },
  { email: 'pending@example.com', path: '/lead-gen', why: 'an account not yet activated' },
];

test.describe('sign-in', () => {
  for (const { email, path, why } of LANDINGS) {
    test(`${email} lands on ${path} (${why})`, async ({ page }) => {
      await page.goto('/login');
      await signIn(page, email);
      await expect(page).toHaveURL(path);
    });
  }

  test('an admin confirms with the e-mailed passcode and lands on the users list', async ({
    page,
  }) => {
    await signInAsAdminWithPasscode(page);
  });

  test('a wrong passcode is refused with the server message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin@example.com');
    await expect(page).toHaveURL('/passcode');
    // A new code can be asked for once the last one is half a minute old.
    await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await page.getByLabel('Passcode').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/passcode');
  });

  test('the pending user is told about the private beta', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'pending@example.com');
    await expect(page.getByText(/Thanks Pat!/)).toBeVisible();
    await expect(page.getByText(/private beta/i)).toBeVisible();
  });

  test('a wrong password shows the error and stays on the login screen', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'analyst@example.com', 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('the form explains what is missing before it sends anything', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a signed-out visit to a feed returns there after sign-in', async ({ page }) => {
    await page.goto('/news/feeds');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL('/news/feeds');
  });

  test('a signed-out visit to /earnings/feeds lands on /login and returns', async ({ page }) => {
    await page.goto('/earnings/feeds');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'analyst@example.com');
    await expect(page).toHaveURL('/earnings/feeds');
  });

  test('a session survives a reload and is checked with the server', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'analyst@example.com');
    await expect(page).toHaveURL('/earnings/feeds');
    await page.reload();
    await expect(page).toHaveURL('/earnings/feeds');
    await page.evaluate(() => {
      for (const storage of [localStorage, sessionStorage]) {
        for (const key of Object.keys(storage)) {
          const value = storage.getItem(key) ?? '';
          if (value.length >= 40)
            storage.setItem(key, value.replace(/[A-Za-z0-9_-]{40,}/, 'x'.repeat(43)));
        }
      }
    });
    await page.reload();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('logout', () => {
  test('asks for confirmation, can be cancelled, and returns to /login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'analyst@example.com');
    await expect(page).toHaveURL('/earnings/feeds');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to Logout?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No, cancel' }).click();
    await expect(page).toHaveURL('/earnings/feeds');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: "Yes, I'm sure" }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/earnings/feeds');
    await expect(page).toHaveURL('/login');
  });

  test('an admin can log out too', async ({ page }) => {
    await signInAsAdminWithPasscode(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: "Yes, I'm sure" }).click();
    await expect(page).toHaveURL('/login');
  });
});
