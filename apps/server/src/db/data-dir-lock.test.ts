import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findServerPackageRoot } from '../lib/package-root';
import {
  acquireDataDirLock,
  DataDirLockedError,
  isProcessAlive,
  LOCK_FILE_NAME,
  readBootId,
  readProcessStart,
} from './data-dir-lock';

const folders: string[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'clearcall-lock-'));
  folders.push(folder);
  return folder;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(isProcessAlive(child.pid!)).toBe(false);
  return child.pid!;
}

const children: ChildProcess[] = [];

/** A process that takes the folder's lock as a server would, once it has printed `locked`. */
async function startLockHolder(folder: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-dir-lock.ts', folder], {
    cwd: findServerPackageRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('locked')) return child;
  }
  throw new Error(`The lock holder exited without taking the lock: ${output}`);
}

/** A process that stays alive until the test ends, whose pid a lock file can name. */
function startBystander(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)']);
  children.push(child);
  return child;
}

const isLinux = readProcessStart(process.pid) !== undefined && readBootId() !== undefined;

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('writes the pid and start time, and removes the file on release', () => {
    const folder = join(freshFolder(), 'not-yet-created');
    const lock = acquireDataDirLock(folder);
    const content = JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'));
    expect(content.pid).toBe(process.pid);
    expect(Number.isNaN(Date.parse(content.startedAt))).toBe(false);
    expect(content.processStart).toBe(readProcessStart(process.pid));
    expect(content.bootId).toBe(readBootId());
    lock.release();
    lock.release();
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', () => {
    const folder = freshFolder();
    const lock = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(folder)).toThrow(
      `Another Clearcall server (pid ${process.pid}) is using the data folder ${folder}; stop it or set DATA_DIR to another folder.`,
    );
    lock.release();
    acquireDataDirLock(folder).release();
  });

  it('takes over the lock of a process that is gone', () => {
    const folder = freshFolder();
    const path = join(folder, LOCK_FILE_NAME);
    writeFileSync(path, JSON.stringify({ pid: deadPid(), startedAt: '2026-01-01T00:00:00Z' }));
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses a live server in another process, and starts once it is killed with SIGKILL', async () => {
    const folder = freshFolder();
    const holder = await startLockHolder(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(
      `Another Clearcall server (pid ${holder.pid}) is using the data folder ${folder}`,
    );
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('takes over a lock that names its own pid: a restart in a container, as pid 1 again', () => {
    const folder = freshFolder();
    const path = join(folder, LOCK_FILE_NAME);
    // As the killed server wrote it: same pid, same boot, its own id, and without the start
    // time an older server did not record.
    writeFileSync(
      path,
      JSON.stringify({ pid: process.pid, startedAt: '2026-01-01T00:00:00Z', id: 'earlier-run' }),
    );
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(path, 'utf8')).id).not.toBe('earlier-run');
    lock.release();
  });

  it.runIf(isLinux)('takes over a lock whose pid now belongs to another process', () => {
    const folder = freshFolder();
    const path = join(folder, LOCK_FILE_NAME);
    const bystander = startBystander();
    const lockOf = (processStart: string | undefined) =>
      JSON.stringify({ pid: bystander.pid, id: 'old', processStart, bootId: readBootId() });
    // The same process start: still the holder.
    writeFileSync(path, lockOf(readProcessStart(bystander.pid!)));
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    // Another start time: the pid was reused after the holder died.
    writeFileSync(path, lockOf('1'));
    acquireDataDirLock(folder).release();
  });

  it.runIf(isLinux)('takes over a lock written before the machine restarted', () => {
    const folder = freshFolder();
    const bystander = startBystander();
    writeFileSync(
      join(folder, LOCK_FILE_NAME),
      JSON.stringify({
        pid: bystander.pid,
        id: 'old',
        processStart: readProcessStart(bystander.pid!),
        bootId: 'an-earlier-boot',
      }),
    );
    acquireDataDirLock(folder).release();
  });

  it('takes over an unreadable lock file', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, LOCK_FILE_NAME), '');
    acquireDataDirLock(folder).release();
  });

  it('does not remove a lock that another server has since taken', () => {
    const folder = freshFolder();
    const path = join(folder, LOCK_FILE_NAME);
    const lock = acquireDataDirLock(folder);
    const replacement = JSON.stringify({ pid: process.pid, startedAt: 'x', id: 'someone-else' });
    writeFileSync(path, replacement);
    lock.release();
    expect(readFileSync(path, 'utf8')).toBe(replacement);
  });
});
