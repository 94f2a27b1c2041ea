import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from './import-args';
import { collectTranscriptFiles } from './import-files';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'clearcall-import-files-'));
  await mkdir(join(root, 'calls/2024'), { recursive: true });
  await mkdir(join(root, 'calls/.cache'), { recursive: true });
  await mkdir(join(root, 'empty'), { recursive: true });
  for (const name of [
    'calls/b.PDF',
    'calls/a.txt',
    'calls/notes.xlsx',
    'calls/.hidden.txt',
    'calls/.cache/c.txt',
    'calls/2024/q1.docx',
    'calls/2024/q2.html',
    'calls/2024/q3.md',
    'calls/2024/q4.json',
    'calls/2024/logo.png',
    'empty/readme',
    'single.bin',
  ]) {
    await writeFile(join(root, name), 'x');
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('collectTranscriptFiles', () => {
  it('walks directories for transcript extensions, in name order, skipping hidden entries', async () => {
    const files = await collectTranscriptFiles([join(root, 'calls')]);
    expect(files.map((file) => file.slice(root.length + 1))).toEqual([
      'calls/2024/q1.docx',
      'calls/2024/q2.html',
      'calls/2024/q3.md',
      'calls/2024/q4.json',
      'calls/a.txt',
      'calls/b.PDF',
    ]);
  });

  it('takes a named file as it is, and each file once', async () => {
    const single = join(root, 'single.bin');
    const text = join(root, 'calls/a.txt');
    expect(await collectTranscriptFiles([single, text, join(root, 'calls/a.txt')])).toEqual([
      single,
      text,
    ]);
  });

  it('names a missing path or a directory without transcripts', async () => {
    await expect(collectTranscriptFiles([join(root, 'nope')])).rejects.toThrow(
      /nope: no such file or directory/,
    );
    await expect(collectTranscriptFiles([join(root, 'empty')])).rejects.toBeInstanceOf(UsageError);
  });
});
