import { basename } from 'node:path';
import { formatOutcome, type FileOutcome } from './import-summary';

/** Where the command line writes; a terminal gets redrawn progress bars. */
export type Output = { write(text: string): void; isTTY: boolean };

const BAR_WIDTH = 20;

function bar(progress: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, progress)) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(Math.round(progress * 100)).padStart(3)}%`;
}

/**
 * Shows each file's import as it goes. On a terminal, the files in flight are redrawn in place
 * below the finished ones, one line each with a bar; otherwise each change is one plain line.
 */
export class ImportProgress {
  private readonly active = new Map<string, { status: string; progress: number }>();
  private drawn = 0;
  private finished = 0;

  constructor(
    private readonly out: Output,
    private readonly total: number,
  ) {}

  update(file: string, status: string, progress: number): void {
    const previous = this.active.get(file);
    this.active.set(file, { status, progress });
    if (this.out.isTTY) this.redraw([]);
    else if (previous?.status !== status) this.out.write(`${basename(file)}: ${status}\n`);
  }

  finish(outcome: FileOutcome): void {
    this.active.delete(outcome.file);
    this.finished += 1;
    const line = `[${this.finished}/${this.total}] ${formatOutcome(outcome)}`;
    if (this.out.isTTY) this.redraw([line]);
    else this.out.write(`${line}\n`);
  }

  private redraw(done: readonly string[]): void {
    let text = this.drawn > 0 ? `\x1b[${this.drawn}A` : '';
    for (const line of done) text += `\x1b[2K${line}\n`;
    const lines = [...this.active].map(
      ([file, state]) => `${bar(state.progress)} ${state.status.padEnd(12)} ${basename(file)}`,
    );
    for (const line of lines) text += `\x1b[2K${line}\n`;
    // Clear what is left of a longer block drawn before.
    const stale = this.drawn - lines.length - done.length;
    for (let index = 0; index < stale; index += 1) text += '\x1b[2K\n';
    if (stale > 0) text += `\x1b[${stale}A`;
    this.drawn = lines.length;
    this.out.write(text);
  }
}
