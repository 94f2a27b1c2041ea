import { readFile } from 'node:fs/promises';
import { signInAsNewMember } from '../member';
import { expect, setAccountStatus, signIn, test } from '../fixtures';

test('an account awaiting activation is held on the private-beta page, where it takes its data', async ({
  page,
}) => {
  await page.goto('/login');
  const signedIn = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/login',
  );
  await signIn(page, 'pending@example.com');
  const login = (await (await signedIn).json()) as {
    result: { token: string; user: { userId: string } };
  };
  await expect(page).toHaveURL('/lead-gen');
  await expect(page.getByRole('heading', { name: /^Thanks/ })).toBeVisible();

  // The browser's gate is not the only one: the server refuses the feed to this token.
  const { token, user } = login.result;
  const feed = await page.request.post(`/api/user/story-feed/${user.userId}?page=0`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(feed.status()).toBe(403);
  expect(await feed.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', reason: 'pending' });

  const account = page.getByRole('region', { name: 'Your account' });
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clearcall-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { email: string; userStatus: boolean };
  };
  expect(exported.profile).toMatchObject({ email: 'pending@example.com', userStatus: false });
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
});

test('a member the admin deactivates is signed out of the open page at once', async ({ page }) => {
  const member = await signInAsNewMember(page, 'deactivated');
  const feedTabs = page.getByRole('navigation', { name: 'Feed tabs' });
  await expect(feedTabs).toBeVisible();

  await setAccountStatus(page, member.email, false);

  // The member's next step meets the ended session: the sign-in screen, not a feed of errors.
  await feedTabs.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to Clearcall' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Signing in again leads only to the private-beta page.
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL('/lead-gen');
  await expect(page.getByRole('region', { name: 'Your account' })).toBeVisible();
});
