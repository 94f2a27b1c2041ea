import { describe, expect, it } from 'vitest';
import { findCallDate } from '../src/detect/call-date';
import { detectCompany } from '../src/detect/company';
import { englishShare } from '../src/detect/language';
import { detectPeriod } from '../src/detect/period';
import { readDocument } from '../src/read/read-document';
import { htmlToText } from '../src/read/read-html';
import { markdownToText } from '../src/read/read-markdown';
import { sniffFormat } from '../src/read/sniff-format';

/** Far above the few milliseconds these take on ordinary input, far below a backtracking blow-up. */
const BUDGET_MS = 3000;

function timed<T>(run: () => T, budget = BUDGET_MS): T {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(budget);
  return result;
}

const MB = 1024 * 1024;
const shapes: Record<string, string> = {
  'a run of dots': '.'.repeat(MB),
  'a run of asterisks': '*'.repeat(MB),
  'unclosed emphasis': '**a'.repeat(MB / 3),
  'brackets and parentheses': '[]('.repeat(MB / 3) + '[x](' + '('.repeat(MB / 2),
  'digits and brackets': '(1) [2] {3} 4.5% $6 '.repeat(MB / 20),
  'one huge sentence': 'revenue grew strongly in the fourth quarter and '.repeat(MB / 48),
  'quarter words without end': 'first quarter and the full year of the '.repeat(MB / 38),
  'exchange colons': 'NYSE: NYSE: (NASDAQ: '.repeat(MB / 21),
  'month names': 'January 3 February 4, March '.repeat(MB / 28),
};

describe('hostile input', () => {
  for (const [name, text] of Object.entries(shapes)) {
    it(`reads ${name} in bounded time`, () => {
      timed(() => markdownToText(text));
      timed(() => htmlToText(text));
      timed(() => englishShare(text));
      const lines = [text.slice(0, 4000), text];
      timed(() => detectCompany(lines, [text]));
      timed(() => detectPeriod(lines, [text, text]));
      timed(() => findCallDate(lines));
      timed(() => sniffFormat({ bytes: new TextEncoder().encode(text) }));
    });
  }

  it('reads deeply nested HTML without overflowing the stack', () => {
    const depth = 100_000;
    const html = '<div>'.repeat(depth) + 'Welcome to the call.' + '</div>'.repeat(depth);
    // The parser takes some microseconds an element: a larger budget, still linear.
    expect(timed(() => htmlToText(html), 10_000)).toBe('Welcome to the call.');
  });

  it('reads 5 MB of repeated text and stops it at the length limit', async () => {
    const text = 'Operator: Thank you. Our next question comes from the line. '.repeat(
      (5 * MB) / 60,
    );
    const started = performance.now();
    await expect(
      readDocument({ bytes: new TextEncoder().encode(text), fileName: 'big.txt' }),
    ).rejects.toMatchObject({
      code: 'TOO_LONG',
    });
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
  });
});
