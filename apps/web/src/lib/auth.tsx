import type { InactiveReason, SessionUser } from '@clearcall/contracts';
import { create } from 'zustand';
import {
  STORAGE_KEYS,
  clearAppStorage,
  readItem,
  removeItem,
  writeItem,
  writeRememberMe,
} from './storage';

/**
 * Why the last session ended: after a logout /login starts fresh, after an expiry it returns to
 * the page; after the account's deletion it starts fresh and says the account is gone.
 */
export type SessionEndReason = 'logout' | 'expired' | 'account-deleted';

type AuthState = {
  token: string | null;
  user: SessionUser | null;
  /** True once the server has confirmed the token during this page load (sign-in or session check). */
  isVerified: boolean;
  endReason: SessionEndReason | null;
  /** Why the server refused the account (private beta), once a call has said so. */
  inactiveReason: InactiveReason | null;
};

function readStoredToken(): string | null {
  return readItem('local', STORAGE_KEYS.token) ?? readItem('session', STORAGE_KEYS.token);
}

/** The session: a token found in storage at load is unverified until the session check confirms it. */
export const useAuthStore = create<AuthState>()(() => ({
  token: readStoredToken(),
  user: null,
  isVerified: false,
  endReason: null,
  inactiveReason: null,
}));

type StartSessionInput = { token: string; user: SessionUser; rememberMe: boolean };

/**
 * Starts a signed-in session. A remembered token goes to localStorage and survives the browser
 * closing; otherwise it lives in sessionStorage, for this tab only.
 */
export function startSession({ token, user, rememberMe }: StartSessionInput): void {
  writeRememberMe(rememberMe);
  removeItem(rememberMe ? 'session' : 'local', STORAGE_KEYS.token);
  writeItem(rememberMe ? 'local' : 'session', STORAGE_KEYS.token, token);
  useAuthStore.setState({
    token,
    user,
    isVerified: true,
    endReason: null,
    inactiveReason: user.inactiveReason ?? null,
  });
}

/** Records the user the server returned for the stored token. */
export function confirmSession(user: SessionUser): void {
  useAuthStore.setState((state) => ({
    user,
    isVerified: true,
    endReason: null,
    inactiveReason: user.userStatus ? null : (user.inactiveReason ?? state.inactiveReason),
  }));
}

/**
 * Holds a signed-in account the server refused as not active: the session stays (its own
 * settings, logout and deletion still answer), and the route guards send the person to the
 * private-beta page, which says why.
 */
export function holdInactiveAccount(reason: InactiveReason): void {
  useAuthStore.setState((state) => ({
    user: state.user ? { ...state.user, userStatus: false } : null,
    inactiveReason: reason,
  }));
}

/** Forgets the session in memory and clears the app's storage. */
export function endSession(reason: SessionEndReason): void {
  clearAppStorage();
  useAuthStore.setState({
    token: null,
    user: null,
    isVerified: false,
    endReason: reason,
    inactiveReason: null,
  });
}

/** The signed-in user; only valid below the session guard, which renders nothing until it exists. */
export function useSessionUser(): SessionUser {
  const user = useAuthStore((state) => state.user);
  if (!user) throw new Error('useSessionUser is used outside the signed-in shell.');
  return user;
}
