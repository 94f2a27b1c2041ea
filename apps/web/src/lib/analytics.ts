import {
  ANALYTICS_LIMITS,
  type AnalyticsEventName,
  type AnalyticsProps,
} from '@clearcall/contracts';
import { env } from '../config/env';
import { useAuthStore } from './auth';

/** One recorded event, as `POST /api/events` takes it. */
export type QueuedAnalyticsEvent = {
  name: AnalyticsEventName;
  props: AnalyticsProps;
  at: string;
};

/**
 * What became of a batch: `sent`, `rejected` (the server refused it, so sending it again cannot
 * help) or `failed` (network, rate limit or server trouble: kept and sent again later).
 */
export type SendOutcome = 'sent' | 'rejected' | 'failed';

export type AnalyticsTransport = (
  events: QueuedAnalyticsEvent[],
  options: { keepalive: boolean },
) => Promise<SendOutcome>;

/** Events wait this long for company before they are sent. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** Events kept while the server cannot be reached; the oldest go first. */
export const ANALYTICS_MAX_QUEUE = 500;

/** Posts a batch with the session's token; without a session the events have no owner. */
export const sendAnalyticsBatch: AnalyticsTransport = async (events, { keepalive }) => {
  const token = useAuthStore.getState().token;
  if (!token) return 'rejected';
  try {
    const response = await fetch(`${env.apiBaseUrl}/events`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ events }),
      keepalive,
    });
    if (response.ok) return 'sent';
    if (response.status === 429 || response.status >= 500) return 'failed';
    return 'rejected';
  } catch {
    return 'failed';
  }
};

type AnalyticsClientOptions = {
  send?: AnalyticsTransport;
  flushIntervalMs?: number;
  maxQueue?: number;
};

export type AnalyticsClient = {
  /** Queues an event; it goes out with the next batch. */
  track: (name: AnalyticsEventName, props?: AnalyticsProps) => void;
  /** Sends everything queued now, in batches of at most 50. */
  flush: () => Promise<void>;
  /** The events not yet sent. */
  pending: () => readonly QueuedAnalyticsEvent[];
};

/**
 * A queue of analytics events sent in batches: every few seconds, at once when a full batch is
 * waiting, and with `keepalive` when the page goes away so the last events are not lost.
 */
export function createAnalyticsClient({
  send = sendAnalyticsBatch,
  flushIntervalMs = ANALYTICS_FLUSH_INTERVAL_MS,
  maxQueue = ANALYTICS_MAX_QUEUE,
}: AnalyticsClientOptions = {}): AnalyticsClient {
  let queue: QueuedAnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isFlushing = false;
  let isListening = false;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    if (timer !== null || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushIntervalMs);
  };

  const remove = (batch: QueuedAnalyticsEvent[]) => {
    queue = queue.filter((event) => !batch.includes(event));
  };

  async function flush(): Promise<void> {
    if (isFlushing) return;
    cancelTimer();
    isFlushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, ANALYTICS_LIMITS.batchMax);
        const outcome = await send(batch, { keepalive: false });
        if (outcome === 'failed') break;
        remove(batch);
      }
    } finally {
      isFlushing = false;
      schedule();
    }
  }

  // The page may never come back: hand every queued batch to the browser, which finishes the
  // requests after the page is gone.
  const flushOnExit = () => {
    cancelTimer();
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += ANALYTICS_LIMITS.batchMax) {
      void send(events.slice(start, start + ANALYTICS_LIMITS.batchMax), { keepalive: true });
    }
  };

  const handleVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flushOnExit();
  };

  const listen = () => {
    if (isListening || typeof window === 'undefined') return;
    isListening = true;
    window.addEventListener('pagehide', flushOnExit);
    document.addEventListener('visibilitychange', handleVisibilityChange);
  };

  const track = (name: AnalyticsEventName, props: AnalyticsProps = {}) => {
    listen();
    queue.push({ name, props, at: new Date().toISOString() });
    if (queue.length > maxQueue) queue = queue.slice(queue.length - maxQueue);
    if (queue.length >= ANALYTICS_LIMITS.batchMax) void flush();
    else schedule();
  };

  return { track, flush, pending: () => queue };
}

/** The app's analytics queue. */
export const analytics = createAnalyticsClient();
