import { expect, type Page, type Response } from '@playwright/test';
import { activateAccount, registerAccount, signIn, type TestAccount } from './fixtures';

export type FeedStoryJson = {
  _id: string;
  companyId: string;
  company: string;
  channelId: string;
  title: string;
  insightfulCount: number;
};

export type FeedRequestBody = {
  story_type?: string;
  company_filter?: string[];
  channel_filter?: string[];
  all_companies?: boolean;
};

/** Whether a response is page `pageNumber` of the story feed. */
export function isStoryFeedPage(response: Response, pageNumber = 0): boolean {
  const url = new URL(response.url());
  return (
    response.request().method() === 'POST' &&
    url.pathname.startsWith('/api/user/story-feed/') &&
    url.searchParams.get('page') === String(pageNumber)
  );
}

/** Waits for a page of the story feed whose request body passes `accepts`. */
export async function waitForStoryFeed(
  page: Page,
  accepts: (body: FeedRequestBody) => boolean = () => true,
  pageNumber = 0,
): Promise<{ body: FeedRequestBody; stories: FeedStoryJson[] }> {
  const response = await page.waitForResponse(
    (candidate) =>
      isStoryFeedPage(candidate, pageNumber) &&
      accepts(candidate.request().postDataJSON() as FeedRequestBody),
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { result } = (await response.json()) as { result: FeedStoryJson[] };
  return { body: response.request().postDataJSON() as FeedRequestBody, stories: result };
}

/** Signs a demo account in and waits for its Earnings feed. */
export async function signInToFeed(page: Page, email: string) {
  await page.goto('/login');
  const firstPage = waitForStoryFeed(page);
  await signIn(page, email);
  await expect(page).toHaveURL('/earnings/feeds');
  return firstPage;
}

export type Member = TestAccount & { userId: string; token: string };

/**
 * A new active Business account of the test's own, signed in on its Earnings feed: registered,
 * activated by the admin, with industries chosen (Manufacturing and Services unless told) and
 * the guided tutorial stopped (unless `withTutorial`), so that the journeys meet only the
 * screens they are about.
 */
export async function signInAsNewMember(
  page: Page,
  label: string,
  {
    industries = ['D', 'I'],
    lastName,
    withTutorial = false,
  }: { industries?: string[]; lastName?: string; withTutorial?: boolean } = {},
): Promise<Member & { firstPage: FeedStoryJson[] }> {
  const account = await registerAccount(page, label, lastName ? { lastName } : {});
  const userId = await activateAccount(page, account.email);
  const login = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { result } = (await login.json()) as { result: { token: string } };
  const headers = { authorization: `Bearer ${result.token}` };
  const chosen = await page.request.put(`/api/user/updateProjectInUser/${userId}`, {
    headers,
    data: { project: industries },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  if (!withTutorial) {
    const stopped = await page.request.put(`/api/user/tutorial/${userId}`, {
      headers,
      data: { stopTutorial: 1 },
    });
    expect(stopped.ok(), await stopped.text()).toBe(true);
  }

  await page.goto('/login');
  const firstPage = waitForStoryFeed(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/earnings/feeds');
  return { ...account, userId, token: result.token, firstPage: (await firstPage).stories };
}
