import { describe, expect, it } from 'vitest';
import { ImportProgress } from './import-progress';
import { exitCodeOf, formatSummary, type FileOutcome } from './import-summary';

const outcomes: FileOutcome[] = [
  { file: 'calls/a.pdf', status: 'published', jobId: 'j1', storyId: 's1' },
  { file: 'calls/b.docx', status: 'needs-review', jobId: 'j2', message: 'not sure of quarter' },
  {
    file: 'calls/c.txt',
    status: 'duplicate',
    jobId: 'j3',
    message: 'already published as story s0',
  },
  { file: 'calls/d.txt', status: 'failed', message: 'd.txt is empty.' },
  { file: 'calls/e.txt', status: 'published', jobId: 'j5', storyId: 's5' },
];

describe('formatSummary', () => {
  it('counts each outcome and lists every file that did not publish with its message', () => {
    expect(formatSummary(outcomes, 12_345)).toBe(
      [
        'Summary: 2 published, 1 needs review, 1 duplicate, 1 failed (5 files in 12.3 s)',
        'Needs review (open the import screen to confirm):',
        '  calls/b.docx: not sure of quarter [job j2]',
        'Duplicates (already published; nothing replaced):',
        '  calls/c.txt: already published as story s0 [job j3]',
        'Failed:',
        '  calls/d.txt: d.txt is empty.',
      ].join('\n'),
    );
  });

  it('exits non-zero only when a file failed', () => {
    expect(exitCodeOf(outcomes)).toBe(1);
    expect(exitCodeOf(outcomes.filter((outcome) => outcome.status !== 'failed'))).toBe(0);
  });
});

describe('ImportProgress', () => {
  it('writes plain lines when not on a terminal', () => {
    const lines: string[] = [];
    const progress = new ImportProgress({ write: (text) => lines.push(text), isTTY: false }, 2);
    progress.update('x/a.pdf', 'uploading', 0);
    progress.update('x/a.pdf', 'running', 0.2);
    progress.update('x/a.pdf', 'running', 0.6);
    progress.finish({ file: 'x/a.pdf', status: 'published', storyId: 's' });
    expect(lines.join('')).toBe(
      'a.pdf: uploading\na.pdf: running\n[1/2] a.pdf: published (story s)\n',
    );
  });

  it('redraws a bar per file in flight on a terminal', () => {
    let screen = '';
    const progress = new ImportProgress({ write: (text) => (screen += text), isTTY: true }, 1);
    progress.update('a.pdf', 'running', 0.5);
    expect(screen).toContain('[##########..........]  50% running      a.pdf');
    progress.finish({ file: 'a.pdf', status: 'failed', message: 'bad' });
    // Back up over the bar, and write the finished line in its place.
    expect(screen.endsWith('\x1b[1A\x1b[2K[1/1] a.pdf: failed: bad\n')).toBe(true);
  });
});
