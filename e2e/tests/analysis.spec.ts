import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewMember } from '../member';

type ConversationJson = {
  _id: string;
  role: 'user' | 'system';
  message: string;
  sources: { companyName: string; year: number; quarter: number; text: string }[];
};

/** Whether a response answers `method` on a path under the analysis API that ends as given. */
function isAnalysisCall(response: Response, method: string, ending: RegExp): boolean {
  const { pathname } = new URL(response.url());
  return (
    response.request().method() === method &&
    pathname.startsWith('/api/user/') &&
    ending.test(pathname)
  );
}

/**
 * Records every text the pending assistant reply shows while it streams in, so the journey can
 * tell that parts arrived over the realtime room before the final answer replaced them.
 */
async function recordStreamedText(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { streamedTexts: seen });
    new MutationObserver(() => {
      const streaming = document.querySelectorAll(
        '[aria-label="Assistant"][aria-busy="true"] [data-testid="assistant-text"]',
      );
      streaming.forEach((element) => {
        const text = element.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    read: () =>
      page.evaluate(() => (window as unknown as { streamedTexts: string[] }).streamedTexts),
    clear: () =>
      page.evaluate(() => {
        (window as unknown as { streamedTexts: string[] }).streamedTexts.length = 0;
      }),
  };
}

/** Opens one of the workspace's dropdowns, ticks its first option and applies it. */
async function applyFirstOption(page: Page, label: 'Company' | 'Years' | 'Quarters') {
  await page.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  const dropdown = page.getByRole('dialog', { name: label });
  const option = dropdown.getByRole(label === 'Company' ? 'radio' : 'checkbox').first();
  await expect(option).toBeVisible();
  const optionLabel = (await dropdown.locator('label').first().innerText()).trim();
  await option.check();
  const saved = page.waitForResponse((response) =>
    isAnalysisCall(response, 'PUT', /\/analysis\/[^/]+$/),
  );
  await dropdown.getByRole('button', { name: 'Apply' }).click();
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${label}: ${optionLabel}`) }),
  ).toBeVisible();
  return optionLabel;
}

test.describe('the analysis workspace', () => {
  test('a user creates an analysis, runs a company template, asks a question, then renames and deletes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const streamed = await recordStreamedText(page);
    await signInAsNewMember(page, 'analysis');

    // A new member has no analysis yet: the list says so and offers Create.
    await page.getByRole('link', { name: 'Analysis' }).first().click();
    await expect(page).toHaveURL('/analysis');
    await expect(page.getByText('No recent Analysis')).toBeVisible();
    await expect(page.getByText('Start by creating a new one to see the insights.')).toBeVisible();

    const created = page.waitForResponse((response) =>
      isAnalysisCall(response, 'POST', /\/analysis$/),
    );
    await page
      .getByRole('region', { name: 'Start with New Analysis' })
      .getByRole('button', { name: 'Create' })
      .click();
    const { result } = (await (await created).json()) as { result: { _id: string; name: string } };
    expect(result.name).toBe('Analysis1');
    await expect(page).toHaveURL(`/analysis/${result._id}`);
    const tabs = page.getByRole('navigation', { name: 'Open analyses' });
    await expect(tabs.getByRole('link', { name: 'Analysis1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The empty workspace says what to do first; the templates wait for a full selection.
    await expect(page.getByRole('heading', { name: 'Start by choosing a company' })).toBeVisible();
    const templates = page.getByRole('list', { name: 'Templates' });
    await expect(templates.getByRole('button').first()).toBeDisabled();
    const company = await applyFirstOption(page, 'Company');
    await applyFirstOption(page, 'Years');
    await applyFirstOption(page, 'Quarters');
    await expect(page.getByRole('heading', { name: 'Choose a template' })).toBeVisible();

    // A company template runs at once and its summary takes the templates' place.
    const template = templates.getByRole('button').first();
    await expect(template).toBeEnabled();
    const ran = page.waitForResponse((response) =>
      isAnalysisCall(response, 'POST', /\/analysis\/[^/]+\/template$/),
    );
    await template.click();
    const ranResponse = await ran;
    expect(ranResponse.ok(), await ranResponse.text()).toBe(true);
    const body = ranResponse.request().postDataJSON() as { companies: string };
    expect(body.companies).toBe(company);
    const { summary } = ((await ranResponse.json()) as { result: { summary: string } }).result;
    expect(summary.length).toBeGreaterThan(0);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    // The report reads as headings and lists, not as its Markdown marks.
    const heading = summary.split('\n')[0]!.replace(/^#+\s*/, '');
    await expect(conversation.getByText(heading, { exact: true }).first()).toBeVisible();
    await expect(conversation.getByText(/^## /)).toHaveCount(0);
    await expect(templates).toBeHidden();

    // A question streams its reply in over the realtime room, then the final answer shows
    // with the passages it cites.
    const question = 'What did management say about margins?';
    await streamed.clear();
    const answered = page.waitForResponse((response) =>
      isAnalysisCall(response, 'POST', /\/analysis\/[^/]+\/conversation$/),
    );
    await page.getByRole('textbox', { name: 'Message' }).fill(question);
    await page.keyboard.press('Enter');
    await expect(conversation.getByText(question)).toBeVisible();
    const answeredResponse = await answered;
    expect(answeredResponse.ok(), await answeredResponse.text()).toBe(true);
    const { conversations } = (
      (await answeredResponse.json()) as { result: { conversations: ConversationJson[] } }
    ).result;
    const reply = conversations.at(-1)!;
    expect(reply.role).toBe('system');
    const replyBlock = conversation.getByLabel('Assistant').last();
    await expect(replyBlock).toContainText(reply.message.slice(0, 60));
    await expect(replyBlock).not.toHaveAttribute('aria-busy', 'true');
    expect((await streamed.read()).length).toBeGreaterThan(0);
    expect(reply.sources.length).toBeGreaterThan(0);
    const sources = replyBlock.getByRole('list', { name: 'Sources' });
    await expect(sources.getByRole('listitem')).toHaveCount(reply.sources.length);
    await expect(sources.getByRole('listitem').first()).toContainText(
      `${reply.sources[0]!.companyName} · Q${reply.sources[0]!.quarter} ${reply.sources[0]!.year}`,
    );

    // Rename from the tab; the tab and the list show the new name.
    await tabs.getByRole('link', { name: 'Analysis1' }).hover();
    await tabs.getByRole('button', { name: 'Rename Analysis1' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename analysis' });
    await rename.getByRole('textbox', { name: 'Analysis name' }).fill('Margins study');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(tabs.getByRole('link', { name: 'Margins study' })).toBeVisible();

    await tabs.getByRole('link', { name: 'All analyses' }).click();
    await expect(page).toHaveURL('/analysis');
    const card = page.getByRole('article', { name: 'Margins study' });
    await expect(card).toContainText('Last updated');

    // Delete after confirming: the card and its tab go.
    await card.getByRole('button', { name: 'Options for Margins study' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Margins study?' });
    const deleted = page.waitForResponse((response) =>
      isAnalysisCall(response, 'PUT', /\/analysis\/[^/]+$/),
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).request().postDataJSON()).toEqual({ status: false });
    await expect(card).toBeHidden();
    await expect(page.getByText('No recent Analysis')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Margins study' })).toHaveCount(0);
  });
});
