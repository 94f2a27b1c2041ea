import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mocks/api';
import { buildSessionUser } from '../testing/mocks/data';
import { signIn } from '../testing/test-utils';
import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  createAnalyticsClient,
  type AnalyticsTransport,
  type QueuedAnalyticsEvent,
} from './analytics';

type Sent = { events: QueuedAnalyticsEvent[]; keepalive: boolean };

function recordingTransport(outcomes: Array<'sent' | 'rejected' | 'failed'> = []) {
  const sent: Sent[] = [];
  const send: AnalyticsTransport = async (events, { keepalive }) => {
    sent.push({ events, keepalive });
    return outcomes.shift() ?? 'sent';
  };
  return { sent, send };
}

describe('createAnalyticsClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the events of a few seconds together in one batch', async () => {
    const { sent, send } = recordingTransport();
    const client = createAnalyticsClient({ send });
    client.track('home_page_view');
    client.track('upgrade_button_clicked', { source: 'Header' });
    expect(sent).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(false);
    expect(sent[0]!.events.map((event) => event.name)).toEqual([
      'home_page_view',
      'upgrade_button_clicked',
    ]);
    expect(sent[0]!.events[1]!.props).toEqual({ source: 'Header' });
    expect(Date.parse(sent[0]!.events[0]!.at)).not.toBeNaN();
    expect(client.pending()).toHaveLength(0);
  });

  it('sends at most 50 events per call, and a full batch at once', async () => {
    const { sent, send } = recordingTransport();
    const client = createAnalyticsClient({ send });
    for (let index = 0; index < 120; index += 1) client.track('card_click', { index });

    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    const indexes = sent.flatMap((batch) => batch.events.map((event) => event.props.index));
    expect(indexes).toEqual(Array.from({ length: 120 }, (_, index) => index));
  });

  it('keeps a batch that failed and sends it again later; drops one the server refused', async () => {
    const { sent, send } = recordingTransport(['failed', 'sent', 'rejected']);
    const client = createAnalyticsClient({ send });
    client.track('tab_click', { tab: 'news' });

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    expect(client.pending()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.events).toEqual(sent[0]!.events);
    expect(client.pending()).toHaveLength(0);

    client.track('tab_click', { tab: 'hiring' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(3);
    expect(client.pending()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(3);
  });

  it('hands what is queued to the browser with keepalive when the page goes away', () => {
    const { sent, send } = recordingTransport();
    const client = createAnalyticsClient({ send });
    client.track('card_click');
    client.track('view_source_click');

    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ events: expect.any(Array), keepalive: true }]);
    expect(sent[0]!.events).toHaveLength(2);
    expect(client.pending()).toHaveLength(0);
  });

  it('posts the batch to /api/events with the session token', async () => {
    signIn(buildSessionUser(), 'analytics-token');
    const api = mockApi([
      {
        method: 'POST',
        path: '/api/events',
        respond: () => ({ status: 202, body: { accepted: 1 } }),
      },
    ]);
    const client = createAnalyticsClient();
    client.track('company_follow', { companyId: 'c-1' });
    await client.flush();

    const [call] = api.callsTo('POST', '/api/events');
    expect(call!.headers.get('Authorization')).toBe('Bearer analytics-token');
    expect(call!.body).toEqual({
      events: [{ name: 'company_follow', props: { companyId: 'c-1' }, at: expect.any(String) }],
    });
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: false });
    expect(client.pending()).toHaveLength(0);
  });
});
