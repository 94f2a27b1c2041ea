import { basename } from 'node:path';

/** How one file's import ended. */
export type FileOutcome = {
  file: string;
  status: 'published' | 'needs-review' | 'duplicate' | 'failed';
  /** Why it failed or waits for review. */
  message?: string;
  jobId?: string;
  storyId?: string;
};

const LABELS: Record<FileOutcome['status'], string> = {
  published: 'published',
  'needs-review': 'needs review',
  duplicate: 'duplicate',
  failed: 'failed',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** One finished file as a line: its name, how it ended and why. */
export function formatOutcome(outcome: FileOutcome): string {
  const detail = outcome.message ? `: ${outcome.message}` : '';
  const story = outcome.storyId ? ` (story ${outcome.storyId})` : '';
  return `${basename(outcome.file)}: ${LABELS[outcome.status]}${story}${detail}`;
}

/**
 * The end of a transcript import: the count of each outcome, then every file that did not
 * publish with its message (and the job to open in the admin screen).
 */
export function formatSummary(outcomes: readonly FileOutcome[], elapsedMs: number): string {
  const count = (status: FileOutcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).length;
  const lines = [
    `Summary: ${count('published')} published, ${count('needs-review')} needs review, ` +
      `${plural(count('duplicate'), 'duplicate')}, ${count('failed')} failed ` +
      `(${plural(outcomes.length, 'file')} in ${(elapsedMs / 1000).toFixed(1)} s)`,
  ];
  const sections: Array<[FileOutcome['status'], string]> = [
    ['needs-review', 'Needs review (open the import screen to confirm):'],
    ['duplicate', 'Duplicates (already published; nothing replaced):'],
    ['failed', 'Failed:'],
  ];
  for (const [status, title] of sections) {
    const listed = outcomes.filter((outcome) => outcome.status === status);
    if (listed.length === 0) continue;
    lines.push(title);
    for (const outcome of listed) {
      const job = outcome.jobId ? ` [job ${outcome.jobId}]` : '';
      lines.push(`  ${outcome.file}: ${outcome.message ?? LABELS[status]}${job}`);
    }
  }
  return lines.join('\n');
}

/** Non-zero when any file failed. */
export function exitCodeOf(outcomes: readonly FileOutcome[]): number {
  return outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
}
