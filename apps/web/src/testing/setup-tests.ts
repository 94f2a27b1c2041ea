import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useAuthStore } from '../lib/auth';
import { queryClient } from '../lib/query-client';

// Route chunks are compiled on first use in a cold test run; give findBy* queries time for it.
configure({ asyncUtilTimeout: 5000 });

/** jsdom is 1024 px wide; min-width and max-width queries are answered against that width. */
function matchesQuery(query: string): boolean {
  const width = window.innerWidth;
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'em' ? 16 : 1);
  const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  if (min?.[1] && min[2] && width < toPx(min[1], min[2])) return false;
  if (max?.[1] && max[2] && width > toPx(max[1], max[2])) return false;
  return Boolean(min || max);
}

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesQuery(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.setState({ token: null, user: null, isVerified: false, endReason: null });
  queryClient.clear();
});
