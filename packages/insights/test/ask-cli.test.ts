import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'insights.ts');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const northwind = [
  'Good morning and thank you for joining us.',
  'Revenue for the third quarter was $812 million, up 9%.',
  '',
  'We bought back $40 million of our shares during the quarter.',
  'For next year we expect earnings per share of $3.10 to $3.30.',
].join('\n');

const bluefin = [
  'Bluefin delivered sales of $205 million.',
  'Bluefin raised its quarterly dividend to $0.18 per share.',
  'Fuel prices remain the largest risk to margins.',
].join('\n');

/** A folder with the two made-up calls, and the lines of each by name. */
function callsFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'ask-calls-'));
  writeFileSync(join(dir, 'NWD_q3_2024.txt'), northwind);
  writeFileSync(join(dir, 'BLF_q1_2024.txt'), bluefin);
  const lines: Record<string, string[]> = {
    NWD_q3_2024: northwind.split('\n'),
    BLF_q1_2024: bluefin.split('\n'),
  };
  return { dir, lines };
}

type Answer = { id?: string; answer: string; citations: { doc: string; line: number }[] };

describe('ask --json', () => {
  it('prints the answer with citations to 0-based lines of calls named without extension', () => {
    const { dir, lines } = callsFolder();
    const run = cli(
      'ask',
      '--json',
      '--question',
      'How much stock did Northwind buy back?',
      join(dir, 'NWD_q3_2024.txt'),
      join(dir, 'BLF_q1_2024.txt'),
    );
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out) as Answer;
    expect(answer.answer).toContain('$40 million');
    expect(answer.citations).toContainEqual({ doc: 'NWD_q3_2024', line: 3 });
    for (const { doc, line } of answer.citations)
      expect(answer.answer).toContain(lines[doc]?.[line] ?? '(no such line)');
  }, 20_000);

  it('refuses an overlong question on one line', () => {
    const { dir } = callsFolder();
    const run = cli('ask', '--json', '--question', 'x'.repeat(1001), join(dir, 'NWD_q3_2024.txt'));
    expect(run.code).toBe(1);
    expect(run.err.trim().split('\n')).toHaveLength(1);
    expect(run.err).toContain('longer than 1000 characters');
  }, 20_000);
});

describe('batch-ask', () => {
  it('writes one answer a line, in the order of the questions, from the calls each names', () => {
    const { dir, lines } = callsFolder();
    const questions = join(dir, '..', `${dir.split('/').pop()}-questions.jsonl`);
    writeFileSync(
      questions,
      [
        JSON.stringify({
          id: 'q1',
          question: 'What dividend does Bluefin pay?',
          docs: ['BLF_q1_2024'],
        }),
        '',
        JSON.stringify({
          id: 'q2',
          question: 'What earnings per share does Northwind expect next year?',
          docs: ['NWD_q3_2024', 'BLF_q1_2024'],
        }),
      ].join('\n'),
    );
    const out = join(dir, 'answers', 'a.jsonl');
    const run = cli('batch-ask', '--questions', questions, '--in', dir, '--out', out);
    expect(run.code).toBe(0);
    expect(run.out).toContain('wrote 2 answers');
    const answers = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Answer);
    expect(answers.map((a) => a.id)).toEqual(['q1', 'q2']);
    expect(answers[0]?.answer).toContain('$0.18');
    expect(answers[0]?.citations).toContainEqual({ doc: 'BLF_q1_2024', line: 1 });
    expect(answers[1]?.answer).toContain('$3.10 to $3.30');
    expect(answers[1]?.citations).toContainEqual({ doc: 'NWD_q3_2024', line: 4 });
    for (const answer of answers)
      for (const { doc, line } of answer.citations)
        expect(answer.answer).toContain(lines[doc]?.[line] ?? '(no such line)');
  }, 20_000);

  it('stops with the line at fault on a bad questions file', () => {
    const { dir } = callsFolder();
    const file = (name: string, text: string) => {
      const path = join(dir, '..', `${dir.split('/').pop()}-${name}.jsonl`);
      writeFileSync(path, text);
      return path;
    };
    const good = JSON.stringify({ id: 'q1', question: 'Revenue?', docs: ['NWD_q3_2024'] });
    const cases = [
      [file('not-json', `${good}\n{oops`), 'line 2 is not JSON'],
      [
        file('no-docs', JSON.stringify({ id: 'q1', question: 'Revenue?', docs: [] })),
        'needs "docs"',
      ],
      [
        file('unknown', JSON.stringify({ id: 'q1', question: 'Revenue?', docs: ['NOPE'] })),
        'line 1: no call named "NOPE"',
      ],
      [file('repeat', `${good}\n${good}`), 'line 2 repeats the id "q1"'],
      [
        file(
          'long',
          JSON.stringify({ id: 'q1', question: 'y'.repeat(1001), docs: ['NWD_q3_2024'] }),
        ),
        'longer than 1000 characters',
      ],
      [
        file(
          'many',
          JSON.stringify({ id: 'q1', question: 'Revenue?', docs: Array(21).fill('NWD_q3_2024') }),
        ),
        'more than 20 calls',
      ],
    ] as const;
    for (const [questions, message] of cases) {
      const run = cli(
        'batch-ask',
        '--questions',
        questions,
        '--in',
        dir,
        '--out',
        join(dir, 'a.jsonl'),
      );
      expect(run.code).toBe(1);
      expect(run.err.trim().split('\n')).toHaveLength(1);
      expect(run.err).toContain(message);
    }
    const missing = cli('batch-ask', '--in', dir, '--out', join(dir, 'a.jsonl'));
    expect(missing.err).toContain('batch-ask needs --questions');
  }, 60_000);

  it('refuses a call with more lines or bytes than the engine reads', () => {
    const { dir } = callsFolder();
    writeFileSync(join(dir, 'LONG_q1_2024.txt'), 'Sales grew.\n'.repeat(20_001));
    writeFileSync(join(dir, 'HUGE_q1_2024.txt'), 'Sales grew. '.repeat(350_000));
    const questions = join(dir, '..', `${dir.split('/').pop()}-big.jsonl`);
    for (const [doc, message] of [
      ['LONG_q1_2024', 'more than 20000 lines'],
      ['HUGE_q1_2024', 'larger than 4000000 bytes'],
    ] as const) {
      writeFileSync(questions, JSON.stringify({ id: 'q1', question: 'Sales?', docs: [doc] }));
      const run = cli(
        'batch-ask',
        '--questions',
        questions,
        '--in',
        dir,
        '--out',
        join(dir, 'a.jsonl'),
      );
      expect(run.code).toBe(1);
      expect(run.err).toContain(message);
    }
  }, 30_000);
});
