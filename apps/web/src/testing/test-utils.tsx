import type { SessionUser } from '@clearcall/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { startSession, useAuthStore } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * Reports the router's location after each navigation, so tests can read where they are. It
 * reports in the same commit as the new page's DOM, so a test that has found the page's content
 * also reads its location.
 */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [location, onChange]);
  return null;
}

function renderInRouter(initialEntry: string, routes: ReactNode) {
  let current: Location | null = null;
  const visited: string[] = [];
  const handleLocationChange = (location: Location) => {
    current = location;
    if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
  };
  // Under fake timers, typing and clicking must move the fake clock or they would never finish.
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <AppProvider mantineEnv="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <LocationProbe onChange={handleLocationChange} />
          {routes}
        </MemoryRouter>
      </QueryClientProvider>
    </AppProvider>,
  );
  const location = () => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { ...view, user, location, visitedPaths: visited };
}

/** Mounts the whole app at a URL, the way a person opening that address would see it. */
export function renderApp(initialEntry: string) {
  return renderInRouter(initialEntry, <AppRoutes />);
}

/** Mounts one element at "/" inside a memory router, beside the given extra routes. */
export function renderWithRouter(element: ReactNode, extraRoutes: Record<string, ReactNode> = {}) {
  return renderInRouter(
    '/',
    <Routes>
      <Route path="/" element={element} />
      {Object.entries(extraRoutes).map(([path, routeElement]) => (
        <Route key={path} path={path} element={routeElement} />
      ))}
    </Routes>,
  );
}

/** A session started in this page load, as after a successful sign-in. */
export function signIn(user: SessionUser, token = 'test-session-token'): void {
  startSession({ token, user, rememberMe: true });
}

/** A token found in storage when the page loads; the session check has not run yet. */
export function storeTokenFromEarlierVisit(token = 'stored-session-token'): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  useAuthStore.setState({ token, user: null, isVerified: false, endReason: null });
}
