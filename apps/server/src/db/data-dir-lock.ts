import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = '.clearcall.lock';

type LockContent = { pid: number; startedAt: string; id: string };

export type DataDirLock = {
  path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
};

/** Thrown when a live process already holds the data folder. */
export class DataDirLockedError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `Another Clearcall server (pid ${pid}) is using the data folder ${dataDir}; stop it or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

/** True when a process with this id exists (EPERM means it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      Number.isInteger(parsed.pid) &&
      parsed.pid > 0
    ) {
      const { startedAt, id } = parsed as Partial<LockContent>;
      return { pid: parsed.pid, startedAt: String(startedAt ?? ''), id: String(id ?? '') };
    }
  } catch {
    // Missing or unreadable: treated as no lock below.
  }
  return undefined;
}

/**
 * Takes the data folder for this process. PGlite does not lock its folder, and two processes on
 * one folder corrupt it, so the server keeps `DATA_DIR/.clearcall.lock` with its pid and start
 * time. A lock whose process is gone is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    id: randomUUID(),
  };
  // Written aside then hard-linked into place: the link either fails because a lock exists or
  // makes a complete file appear at once, so no reader ever sees a half-written lock.
  const draft = `${path}.${content.id}`;
  writeFileSync(draft, JSON.stringify(content));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        return { path, release: () => releaseIfOurs(path, content.id) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readLock(path);
      if (holder && isProcessAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(path, { force: true });
    }
    throw new Error(`Could not take the lock ${path}; another server may be starting.`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function releaseIfOurs(path: string, id: string): void {
  const holder = readLock(path);
  if (holder?.id !== id) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
