import type { DevMailMessage } from '@clearcall/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_MAIL_REFRESH_MS } from '../../features/dev-mail/api/get-dev-mail';
import { withLinksInNewTab } from '../../features/dev-mail/components/mail-html-frame';
import { mockApi } from '../../testing/mocks/api';
import { renderApp } from '../../testing/test-utils';

const SETUP: DevMailMessage = {
  id: 'mail-2',
  to: 'new.person@example.com',
  subject: 'Set up your Clearcall account',
  text: 'Hello,\n\nSet up your account: http://localhost/signUp?token=abc\n\n— The Clearcall team',
  html: '<!doctype html><html><body><p>Hello,</p><p><a href="http://localhost/signUp?token=abc">Set up your account</a></p></body></html>',
  createdAt: '2026-11-22T21:40:05.000Z',
};
const PASSCODE: DevMailMessage = {
  id: 'mail-1',
  to: 'admin@example.com',
  subject: 'Your Clearcall sign-in passcode',
  text: 'Hello Root,\n\n482913\n\n— The Clearcall team',
  html: '<!doctype html><html><body><p style="font-size: 28px">482913</p></body></html>',
  createdAt: '2026-11-22T21:38:00.000Z',
};

function answerWith(messages: () => DevMailMessage[]) {
  return mockApi([
    { method: 'GET', path: '/api/dev/mail', respond: () => ({ body: { data: messages() } }) },
  ]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/dev/mail', () => {
  it('lists the messages newest first and opens the newest: rendered HTML in a sandbox, and its text', async () => {
    answerWith(() => [SETUP, PASSCODE]);
    const view = renderApp('/dev/mail');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Set up your Clearcall account');
    expect(items[0]).toHaveTextContent('new.person@example.com');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Your Clearcall sign-in passcode');
    expect(within(list).getAllByRole('time')[0]).toHaveAttribute('datetime', SETUP.createdAt);
    expect(screen.getByText('2 messages')).toBeInTheDocument();

    const article = screen.getByRole('article', { name: 'Set up your Clearcall account' });
    const frame = within(article).getByTitle('Message: Set up your Clearcall account');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toContain('allow-popups');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');
    expect(frame.getAttribute('srcdoc')).toContain('href="http://localhost/signUp?token=abc"');

    await view.user.click(within(article).getByRole('tab', { name: 'Plain text' }));
    expect(
      within(article).getByText(/Set up your account: http:\/\/localhost\/signUp/),
    ).toBeVisible();

    await view.user.click(items[1]!);
    expect(
      screen.getByRole('article', { name: 'Your Clearcall sign-in passcode' }),
    ).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('reads the outbox again with Refresh and on its own every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let messages = [PASSCODE];
    const api = answerWith(() => messages);
    const view = renderApp('/dev/mail');
    expect(await screen.findByText('1 message')).toBeInTheDocument();

    messages = [SETUP, PASSCODE];
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 messages')).toBeInTheDocument();
    const afterRefresh = api.callsTo('GET', '/api/dev/mail').length;
    await view.user.click(screen.getByRole('button', { name: /Your Clearcall sign-in passcode/ }));

    messages = [
      { ...SETUP, id: 'mail-3', subject: 'Your Clearcall account is active' },
      SETUP,
      PASSCODE,
    ];
    act(() => vi.advanceTimersByTime(DEV_MAIL_REFRESH_MS + 100));
    expect(await screen.findByText('3 messages')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dev/mail').length).toBeGreaterThan(afterRefresh);
    // The message the person opened stays open when newer mail arrives.
    expect(screen.getByRole('article', { name: 'Your Clearcall sign-in passcode' })).toBeVisible();
  });

  it('explains that the outbox is off when the API answers 404, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([]);
    renderApp('/dev/mail');
    expect(
      await screen.findByRole('heading', { name: 'The outbox is off in this configuration' }),
    ).toBeVisible();
    expect(
      screen.getByText(/delivers mail\s+through a mail server \(SMTP_URL is set\)/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    const calls = api.callsTo('GET', '/api/dev/mail').length;
    act(() => vi.advanceTimersByTime(DEV_MAIL_REFRESH_MS * 3));
    await waitFor(() => expect(api.callsTo('GET', '/api/dev/mail')).toHaveLength(calls));
  });

  it('says so when the outbox is empty', async () => {
    answerWith(() => []);
    renderApp('/dev/mail');
    expect(await screen.findByText('No mail yet')).toBeVisible();
    expect(screen.getByText('0 messages')).toBeInTheDocument();
  });

  it('offers a retry when the outbox cannot be read', async () => {
    let isDown = true;
    mockApi([
      {
        method: 'GET',
        path: '/api/dev/mail',
        respond: () =>
          isDown
            ? { status: 400, body: { message: 'The outbox is busy.', code: 'VALIDATION_FAILED' } }
            : { body: { data: [PASSCODE] } },
      },
    ]);
    const view = renderApp('/dev/mail');
    expect(await screen.findByText('The outbox could not be read')).toBeVisible();
    expect(screen.getByText('The outbox is busy.')).toBeVisible();
    isDown = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 message')).toBeInTheDocument();
  });
});

describe('withLinksInNewTab', () => {
  it('puts the base tag in the head, creating one when the message has none', () => {
    expect(withLinksInNewTab('<html><head><title>x</title></head><body></body></html>')).toBe(
      '<html><head><base target="_blank"><title>x</title></head><body></body></html>',
    );
    expect(withLinksInNewTab('<!doctype html><html lang="en"><body>x</body></html>')).toBe(
      '<!doctype html><html lang="en"><head><base target="_blank"></head><body>x</body></html>',
    );
    expect(withLinksInNewTab('<p>x</p>')).toBe('<base target="_blank"><p>x</p>');
  });
});
