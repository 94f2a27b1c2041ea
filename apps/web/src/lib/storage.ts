const PREFIX = 'clearcall.';

/** Every key the app keeps in the browser's storage. */
export const STORAGE_KEYS = {
  /** The session token: in localStorage when remembered, in sessionStorage otherwise. */
  token: `${PREFIX}token`,
  /** The Remember Me choice ('true' | 'false'); always in localStorage. */
  rememberMe: `${PREFIX}rememberMe`,
  /** The e-mail waiting for its sign-in passcode; sessionStorage only. */
  passcodeEmail: `${PREFIX}passcodeEmail`,
  /** The challenge of the sign-in waiting for its passcode; sessionStorage only. */
  passcodeChallenge: `${PREFIX}passcodeChallenge`,
  /** Local progress of the guided tutorial. */
  tutorial: `${PREFIX}tutorial`,
  /** Whether the feed's saved filter has been applied in this sign-in. */
  filter: `${PREFIX}filter`,
} as const;

type StorageKind = 'local' | 'session';

function getStore(kind: StorageKind): Storage | null {
  // Storage can be missing or throw (disabled cookies, some private modes); the app still runs.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a value; null when it is absent or storage is unavailable. */
export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return getStore(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value, ignoring a full or unavailable storage. */
export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    getStore(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply lives for this page only.
  }
}

/** Removes a value from one storage. */
export function removeItem(kind: StorageKind, key: string): void {
  try {
    getStore(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/**
 * Clears everything the app stored in both storages, except the Remember Me choice: that is a
 * preference of this browser, not session data, and the next sign-in form should reflect it.
 */
export function clearAppStorage(): void {
  for (const kind of ['local', 'session'] as const) {
    const store = getStore(kind);
    if (!store) continue;
    try {
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
      for (const key of keys) {
        if (key?.startsWith(PREFIX) && key !== STORAGE_KEYS.rememberMe) store.removeItem(key);
      }
    } catch {
      // Unavailable storage has nothing to clear.
    }
  }
}

/** The stored Remember Me choice; true until the person unticks it. */
export function readRememberMe(): boolean {
  return readItem('local', STORAGE_KEYS.rememberMe) !== 'false';
}

/** Stores the Remember Me choice for the next visit. */
export function writeRememberMe(rememberMe: boolean): void {
  writeItem('local', STORAGE_KEYS.rememberMe, String(rememberMe));
}

/** Resets the tutorial and feed-filter flags to 0 for a fresh start on the feed. */
export function resetFeedFlags(): void {
  writeItem('local', STORAGE_KEYS.tutorial, '0');
  writeItem('local', STORAGE_KEYS.filter, '0');
}
