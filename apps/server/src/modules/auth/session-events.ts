import type { Database } from '../../db/database';

/** Told the id of a user some of whose sessions may just have ended. */
export type SessionsEndedListener = (userId: string) => void;

const listeners = new WeakMap<Database, Set<SessionsEndedListener>>();

/**
 * Calls the listener whenever a change that may end sessions of a user has been committed on
 * this database: a sign-out, a password change or reset, a deactivation. Returns the call that
 * stops listening.
 */
export function onSessionsEnded(db: Database, listener: SessionsEndedListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Tells the listeners of this database that sessions of the user may have ended. */
export function announceSessionsEnded(db: Database, userId: string): void {
  for (const listener of listeners.get(db) ?? []) listener(userId);
}
