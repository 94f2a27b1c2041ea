import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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

  it('writes one DOC.json of key figures per input with batch-figures, a period table correcting a misnamed file', () => {
    const input = mkdtempSync(join(tmpdir(), 'figures-in-'));
    const out = mkdtempSync(join(tmpdir(), 'figures-out-'));
    const call = readFileSync(join(fixtures, 'demo-call.txt'), 'utf8');
    writeFileSync(join(input, 'DEMO_q3_2024.txt'), call);
    writeFileSync(join(input, 'DEMO_q1_2024.txt'), call);
    const periods = join(input, '..', `${basename(input)}-periods.json`);
    writeFileSync(periods, JSON.stringify({ DEMO_q1_2024: 'Q3 2024' }));
    const run = cli('batch-figures', '--in', input, '--out', out, '--periods', periods);
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['DEMO_q1_2024.json', 'DEMO_q3_2024.json']);
    const named = JSON.parse(readFileSync(join(out, 'DEMO_q3_2024.json'), 'utf8'));
    const corrected = JSON.parse(readFileSync(join(out, 'DEMO_q1_2024.json'), 'utf8'));
    expect(named.callPeriod).toBe('Q3 2024');
    expect(corrected.callPeriod).toBe('Q3 2024');
    expect(named.figures).toContainEqual(
      expect.objectContaining({
        metric: 'eps',
        scope: 'company',
        period: 'Q3 2024',
        kind: 'actual',
        basis: 'adjusted',
        unit: 'USD/share',
        value: 1.24,
      }),
    );
    const bad = join(input, '..', `${basename(input)}-bad.json`);
    writeFileSync(bad, JSON.stringify({ DEMO_q1_2024: 'third quarter' }));
    const refused = cli('batch-figures', '--in', input, '--out', out, '--periods', bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/DEMO_q1_2024 must read like "Q2 2021"/);
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
