import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'test', 'fixtures');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'insights.ts'), ...args], {
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('insights command line', () => {
  it('writes one bullet file per input file with batch-bullets', () => {
    const out = mkdtempSync(join(tmpdir(), 'bullets-'));
    const run = cli('batch-bullets', '--in', fixtures, '--out', out, '--max', '3');
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(readdirSync(fixtures).sort());
    const demo = readFileSync(join(out, 'demo-call.txt'), 'utf8').trim().split('\n');
    expect(demo).toHaveLength(3);
    expect(demo).toContain('Q3 adjusted earnings per share $1.24.');
  }, 20_000);

  it('answers split and ask', () => {
    expect(cli('split', join(fixtures, 'demo-call.txt')).out).toMatch(/method: operator-handover/);
    const ask = cli(
      'ask',
      '--question',
      'What was free cash flow?',
      join(fixtures, 'demo-call.txt'),
    );
    expect(ask.out).toMatch(/free cash flow was \$61 million.*\[1\]/);
  }, 20_000);

  it('reports bad input on one line with a non-zero exit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-'));
    writeFileSync(join(dir, 'empty.txt'), '');
    writeFileSync(join(dir, 'blob.bin'), Buffer.from([0, 1, 2, 3, 0, 255]));
    const cases = [
      [cli('bullets', join(dir, 'missing.txt')), 'no such file'],
      [cli('bullets', join(dir, 'empty.txt')), 'is empty'],
      [cli('bullets', join(dir, 'blob.bin')), 'binary file'],
      [cli('bullets', '--colour', 'x'), "Unknown option '--colour'."],
      [cli('frobnicate', 'x'), 'unknown command'],
    ] as const;
    for (const [run, message] of cases) {
      expect(run.code).not.toBe(0);
      expect(run.err.trim().split('\n')).toHaveLength(1);
      expect(run.err).toContain(message);
    }
  }, 30_000);
});
