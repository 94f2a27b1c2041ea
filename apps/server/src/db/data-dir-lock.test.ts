import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  isProcessAlive,
  LOCK_FILE_NAME,
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

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('writes the pid and start time, and removes the file on release', () => {
    const folder = join(freshFolder(), 'not-yet-created');
    const lock = acquireDataDirLock(folder);
    const content = JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'));
    expect(content.pid).toBe(process.pid);
    expect(Number.isNaN(Date.parse(content.startedAt))).toBe(false);
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
