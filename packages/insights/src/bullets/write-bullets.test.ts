import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { parseTranscript } from '../transcript/parse-transcript';
import { unsupportedNumbers } from './faithfulness';
import { writeBullets } from './write-bullets';

describe('writeBullets', () => {
  it('rewrites the call into terse newswire bullets with the call quarter', () => {
    const text = loadFixture('demo-call.txt');
    const bullets = writeBullets(parseTranscript(text)).map((b) => b.text);
    expect(bullets).toContain('q3 adjusted earnings per share $1.24.');
    expect(bullets).toContain('q3 gaap earnings per share $1.05.');
    expect(bullets).toContain('q3 revenue rose 12 percent to $452.2 million.');
    expect(bullets).toContain('sees fy 2024 adjusted earnings per share $4.60 to $4.75.');
    for (const bullet of bullets)
      expect(unsupportedNumbers(bullet.replace(/\bq[1-4]\b/, ''), text)).toEqual([]);
  });

  it('reads sentence-per-line documents and respects --max', () => {
    const t = parseTranscript(loadFixture('sentence-lines.txt'));
    const bullets = writeBullets(t, { max: 2 });
    expect(bullets).toHaveLength(2);
    expect(bullets[0]?.text).toMatch(/^q1 (gaap|adjusted) earnings per share \$1\.(10|01)\.$/);
    expect(bullets.every((b) => b.sentences.length === 1)).toBe(true);
  });

  it('writes nothing when the call states no figures', () => {
    expect(
      writeBullets(parseTranscript('We had a good quarter.\nThe team did well.\nThank you all.')),
    ).toEqual([]);
  });
});

describe('unsupportedNumbers', () => {
  it('lists numbers the transcript never states', () => {
    expect(unsupportedNumbers('revenue $5.1 billion, up 7%', 'Revenue was $5.1 billion.')).toEqual([
      '7',
    ]);
  });
});
