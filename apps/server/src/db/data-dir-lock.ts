import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = '.clearcall.lock';

/**
 * What the lock file records about its holder. A pid alone is not enough: after a restart in a
 * container the new server often has the same pid as the one that was killed (pid 1), and a
 * pid may have passed to an unrelated process. The process start time and the boot id tell
 * those cases apart on Linux; elsewhere they are absent and the pid is all there is.
 */
type LockContent = {
  pid: number;
  startedAt: string;
  /** Random per lock: tells this lock from one another server has taken since. */
  id: string;
  /** For a person reading the file; a holder on another host cannot be checked from here. */
  host: string;
  /** The holder's start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  processStart: string | undefined;
  /** The kernel's boot id: a lock from before the machine restarted is stale whatever its pid. */
  bootId: string | undefined;
};

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

/** The ids of the locks this process holds: a second server in one process is refused too. */
const heldLockIds = new Set<string>();

/** True when a process with this id exists (EPERM means it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot, from /proc (Linux); undefined elsewhere
 * or when the process is gone. The name in field 2 may hold spaces and parentheses, so fields
 * are counted from the last `)`.
 */
export function readProcessStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the running kernel's boot (Linux); undefined elsewhere. */
export function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

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
      const fields = parsed as Partial<Record<keyof LockContent, unknown>>;
      return {
        pid: parsed.pid,
        startedAt: String(fields.startedAt ?? ''),
        id: String(fields.id ?? ''),
        host: String(fields.host ?? ''),
        processStart: optionalString(fields.processStart),
        bootId: optionalString(fields.bootId),
      };
    }
  } catch {
    // Missing or unreadable: treated as no lock below.
  }
  return undefined;
}

/**
 * Whether the process that wrote the lock still runs. Stale: a lock with our own pid that this
 * process did not take (an earlier run with the same pid, as after a container restart), a lock
 * from an earlier boot, a pid that is gone, or a pid whose process started at another time
 * than the holder did (the pid was reused).
 */
function isHolderAlive(holder: LockContent): boolean {
  if (heldLockIds.has(holder.id)) return true;
  if (holder.pid === process.pid) return false;
  const bootId = readBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  if (!isProcessAlive(holder.pid)) return false;
  if (holder.processStart) {
    const processStart = readProcessStart(holder.pid);
    if (processStart && processStart !== holder.processStart) return false;
  }
  return true;
}

/**
 * Takes the data folder for this process. PGlite does not lock its folder, and two processes on
 * one folder corrupt it, so the server keeps `DATA_DIR/.clearcall.lock` with its pid, start time
 * and boot id. A lock whose holder is gone (see isHolderAlive) is taken over, so a server killed
 * with SIGKILL starts again, also as pid 1 in a restarted container.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    id: randomUUID(),
    host: hostname(),
    processStart: readProcessStart(process.pid),
    bootId: readBootId(),
  };
  // Written aside then hard-linked into place: the link either fails because a lock exists or
  // makes a complete file appear at once, so no reader ever sees a half-written lock.
  const draft = `${path}.${content.id}`;
  writeFileSync(draft, JSON.stringify(content));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        heldLockIds.add(content.id);
        return { path, release: () => releaseIfOurs(path, content.id) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readLock(path);
      if (holder && isHolderAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      // Removed only if unchanged, so a starter that has just replaced it keeps its lock.
      if (readLock(path)?.id === holder?.id) rmSync(path, { force: true });
    }
    throw new Error(`Could not take the lock ${path}; another server may be starting.`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function releaseIfOurs(path: string, id: string): void {
  heldLockIds.delete(id);
  const holder = readLock(path);
  if (holder?.id !== id) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
