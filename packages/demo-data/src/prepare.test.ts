import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isKnownLoaded, markLoaded } from './prepare';

describe('the loaded mark beside the embedded database', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'clearcall-prepare-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('lets a restart skip the database only while the folder it was written for is there', () => {
    const config = { dataDir: dataDir(), databaseUrl: undefined };
    expect(isKnownLoaded(config)).toBe(false);
    mkdirSync(join(config.dataDir, 'pglite'));
    expect(isKnownLoaded(config)).toBe(false);
    markLoaded(config);
    expect(isKnownLoaded(config)).toBe(true);

    rmSync(join(config.dataDir, 'pglite'), { recursive: true });
    expect(isKnownLoaded(config)).toBe(false);
    // A new, empty database in the same place must be loaded again.
    mkdirSync(join(config.dataDir, 'pglite'));
    expect(isKnownLoaded(config)).toBe(false);
  });

  it('is never used for an external database, which is always asked', () => {
    const config = { dataDir: dataDir(), databaseUrl: 'postgres://127.0.0.1/clearcall' };
    mkdirSync(join(config.dataDir, 'pglite'));
    markLoaded(config);
    expect(isKnownLoaded(config)).toBe(false);
  });
});
