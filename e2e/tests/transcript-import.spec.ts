import { renderCall } from '@clearcall/importer';
import type { Locator, Page } from '@playwright/test';
import { expect, openAsAdmin, test } from '../fixtures';
import { signInAsNewMember, type Member } from '../member';
import {
  CEO,
  FIRST_ANALYST,
  HANDOVER,
  secondQuestionOf,
  syntheticCall,
  type SyntheticCall,
} from '../synthetic-call';

type StoryNotification = {
  companyId: string;
  storyId: string;
  quarter: number | null;
  year: number | null;
  contentType: string;
};
type AnalysisCompany = {
  _id: string;
  companyName: string;
  years: { year: number; quarters: number[] }[];
};

// Calls of two years ago: dated by their call days, they sit below the demo stories in every feed.
const YEAR = 2024;
const SENTENCE_LABEL = 'Management Commentary & Q&A Separating Sentence';

/** A ticker and name no other run uses, so the journey adds a company that is truly new. */
function newCompany() {
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  return { ticker: `HB${letters}`, name: `Harborline ${letters} Freight` };
}

type CallFile = { name: string; mimeType: string; buffer: Buffer; quarter: 2 | 3 };

async function callFile(
  call: SyntheticCall,
  quarter: 2 | 3,
  format: 'pdf' | 'docx',
  layout: 'dash' | 'colon',
): Promise<CallFile> {
  const bytes = await renderCall(call, { layout, format });
  return {
    name: `${call.ticker.toLowerCase()}-q${quarter}-${YEAR}.${format}`,
    mimeType:
      format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(bytes),
    quarter,
  };
}

/**
 * The admin adds the company on the Companies screen without an industry, so that its calls
 * reach its followers but no industry feed that other journeys read; returns its id.
 */
async function addCompany(page: Page, company: { ticker: string; name: string }) {
  await openAsAdmin(page, '/admin/companies');
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company' });
  await dialog.getByLabel('Name').fill(company.name);
  await dialog.getByLabel('Ticker').fill(company.ticker);
  await dialog.getByLabel('Exchange').fill('NYSE');
  await dialog.getByLabel('Website').fill('https://harborline.example');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/admin/companies',
  );
  await dialog.getByRole('button', { name: 'Add company' }).click();
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  const { company: added, created } = (await response.json()) as {
    company: { id: string };
    created: boolean;
  };
  expect(created).toBe(true);
  await expect(page.getByText(`${company.name} was added.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search companies' }).fill(company.ticker);
  const row = page.getByRole('row', { name: company.name });
  await expect(row).toContainText(company.ticker);
  await expect(row).toContainText('Unclassified');
  await expect(row).toContainText('NYSE');
  return added.id;
}

/** The member follows the company before anything of it is published. */
async function follow(page: Page, member: Member, companyId: string, companyName: string) {
  const followed = await page.request.put(`/api/user/addCompanyToUser/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { company: companyName, companyId },
  });
  expect(followed.ok(), await followed.text()).toBe(true);
}

/** The upload row of one file on the import screen. */
function uploadRow(page: Page, fileName: string): Locator {
  return page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name: fileName });
}

/** Each speaker of the review's table with the role chosen for them. */
async function speakerRoles(form: Locator): Promise<Record<string, string>> {
  const names = await form
    .getByRole('textbox', { name: /^Speaker \d+ name$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const roles = await form
    .getByRole('combobox', { name: /^Speaker \d+ role$/ })
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  return Object.fromEntries(names.map((name, index) => [name, roles[index] ?? '']));
}

/**
 * Opens the review of one uploaded file, checks what the importer found (the company, the
 * quarter stated by the CEO, the year and the operator's hand-over as the Q&A start), publishes
 * it and returns the story's id.
 */
async function reviewAndPublish(
  page: Page,
  file: CallFile,
  company: { name: string; ticker: string },
): Promise<void> {
  const row = uploadRow(page, file.name);
  await row.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review the import' });
  await expect(review).toBeVisible();
  const form = review.getByRole('form', { name: 'Review the import' });
  await expect(form.getByRole('combobox', { name: /Quarter/ })).toHaveValue(String(file.quarter));
  await expect(form.getByRole('textbox', { name: /Fiscal year/ })).toHaveValue(String(YEAR));
  await expect(form.getByRole('combobox', { name: 'Company' })).toHaveValue(
    `${company.ticker} · ${company.name}`,
  );
  await expect(form.locator('blockquote')).toContainText(HANDOVER);
  await expect(form.getByTestId('qa-start-reason')).toContainText(/hand-over|heading/i);
  await expect
    .poll(() => speakerRoles(form))
    .toMatchObject({
      Operator: 'operator',
      [CEO]: 'executive',
      [FIRST_ANALYST]: 'analyst',
    });

  await form.getByRole('button', { name: 'Publish' }).click();
  const published = review.getByRole('status').filter({ hasText: 'Published' });
  await expect(published).toBeVisible({ timeout: 60_000 });
  await expect(
    published.getByRole('link', { name: 'See it among the published calls' }),
  ).toHaveAttribute('href', '/earning_transcript');
  await review.getByRole('button', { name: 'Close' }).click();
}

async function notificationsOf(page: Page, member: Member): Promise<StoryNotification[]> {
  const response = await page.request.get(`/api/user/notifications/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: StoryNotification[] }).data;
}

/** The questions the FAQs tab of a story shows, in order. */
async function faqQuestions(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'FAQs' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return (await panel.getByRole('heading', { level: 3 }).allInnerTexts()).map((text) =>
    text.trim(),
  );
}

test('[ADMIN] an admin adds a company, imports its calls as PDF and Word, publishes them, and readers find them everywhere', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(300_000);
  const company = newCompany();
  const calls = {
    q2: syntheticCall({
      companyName: company.name,
      ticker: company.ticker,
      quarter: 2,
      year: YEAR,
      callDate: `${YEAR}-07-30`,
    }),
    q3: syntheticCall({
      companyName: company.name,
      ticker: company.ticker,
      quarter: 3,
      year: YEAR,
      callDate: `${YEAR}-10-29`,
    }),
  };
  const files = [
    await callFile(calls.q2, 2, 'pdf', 'dash'),
    await callFile(calls.q3, 3, 'docx', 'colon'),
  ];

  const companyId = await test.step('the admin adds the company', () => addCompany(page, company));

  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const memberPage = await memberContext.newPage();
  const member = await test.step('a member follows it', async () => {
    const signedIn = await signInAsNewMember(memberPage, 'import-follower');
    await follow(memberPage, signedIn, companyId, company.name);
    return signedIn;
  });

  await test.step('the admin uploads a PDF and a Word file and publishes each', async () => {
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { name: 'Import transcripts', level: 1 })).toBeVisible();
    await page.getByTestId('transcript-file-input').setInputFiles(files);
    for (const file of files) {
      await expect(uploadRow(page, file.name).getByRole('progressbar')).toBeVisible();
    }
    for (const file of files) {
      await expect(uploadRow(page, file.name).getByRole('button', { name: 'Review' })).toBeVisible({
        timeout: 60_000,
      });
    }
    for (const file of files) await reviewAndPublish(page, file, company);
  });

  const q3StoryId = await test.step('the follower is notified of each call', async () => {
    const ofCompany = async () =>
      (await notificationsOf(memberPage, member)).filter((item) => item.companyId === companyId);
    await expect
      .poll(async () => (await ofCompany()).map((item) => `Q${item.quarter} ${item.year}`).sort(), {
        timeout: 30_000,
      })
      .toEqual(files.map((file) => `Q${file.quarter} ${YEAR}`).sort());
    const q3 = (await ofCompany()).find((item) => item.quarter === 3);
    expect(q3?.storyId, 'the Q3 notification names its story').toBeTruthy();
    await memberPage.goto('/company/feeds');
    const bell = memberPage.getByRole('button', { name: /^Notifications, / });
    await bell.click();
    const panel = memberPage.getByRole('dialog', { name: 'All Notifications' });
    await expect(panel.getByRole('listitem').filter({ hasText: company.name })).toHaveCount(2);
    await memberPage.keyboard.press('Escape');
    return q3!.storyId;
  });

  await test.step('the story is in the feed of followed companies', async () => {
    await memberPage.goto('/company/feeds');
    await expect(
      memberPage.getByRole('article').filter({ hasText: company.name }).first(),
    ).toBeVisible();
  });

  const faqsBefore =
    await test.step('the company page shows the summary, the transcript with its speakers and the FAQs', async () => {
      await memberPage.goto(`/Filings/${companyId}/${q3StoryId}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
      await memberPage.getByRole('tab', { name: 'Summary' }).click();
      await expect(
        memberPage.getByRole('tabpanel').getByRole('heading', { name: 'Summary', level: 3 }),
      ).toBeVisible();
      await memberPage.getByRole('tab', { name: 'Full Transcript' }).click();
      const transcript = memberPage.getByRole('tabpanel');
      await expect(transcript.getByText(CEO).first()).toBeVisible();
      await expect(transcript.getByText(FIRST_ANALYST).first()).toBeVisible();
      const questions = await faqQuestions(memberPage);
      expect(questions.length).toBeGreaterThan(0);
      return questions;
    });

  await test.step('the analysis workspace offers the company with both quarters', async () => {
    const response = await memberPage.request.get('/api/user/analysis/companies', {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: AnalysisCompany[] };
    const offered = data.find((option) => option._id === companyId);
    expect(offered?.years).toEqual([{ year: YEAR, quarters: [3, 2] }]);
  });

  await test.step('a re-split from the separating-sentence screen changes the FAQs', async () => {
    await page.goto('/earning_transcript');
    await expect(page.getByRole('heading', { name: 'Earning Transcripts' })).toBeVisible();
    const callLabel = `${company.ticker} · Q3 ${YEAR}`;
    await page.getByRole('textbox', { name: 'Search by ticker' }).fill(company.ticker);
    await page
      .getByRole('list', { name: 'Published calls' })
      .getByRole('button', { name: `Re-split ${callLabel}` })
      .click();
    // The Q&A now starts at the second analyst's question: the first one leaves the FAQs.
    const sentence = page.getByRole('textbox', { name: SENTENCE_LABEL });
    await sentence.fill(secondQuestionOf(company.name));
    await page.getByRole('button', { name: 'Update' }).click();
    const check = page.getByRole('alert').filter({ hasText: 'Check this split before publishing' });
    const published = page.getByText(new RegExp(`${callLabel}.* is published`));
    await expect(check.or(published).first()).toBeVisible({ timeout: 30_000 });
    if (await check.isVisible()) await check.getByRole('button').first().click();
    await expect(published).toBeVisible({ timeout: 30_000 });

    await expect
      .poll(
        async () => {
          await memberPage.reload();
          return faqQuestions(memberPage);
        },
        { timeout: 60_000 },
      )
      .not.toEqual(faqsBefore);
  });

  await memberContext.close();
});
