import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDemoData, resolveDemoOptions, type DemoOptions } from './generate';

function digest(options: Partial<DemoOptions>): string {
  const hash = createHash('sha256');
  for (const batch of generateDemoData(options)) hash.update(JSON.stringify(batch));
  return hash.digest('hex');
}

describe('generateDemoData', () => {
  it('produces byte-identical output for the same seed and options', () => {
    const first = digest({});
    expect(digest({})).toBe(first);
    const small = { companies: 40, stories: 200, transcriptCompanies: 4 };
    expect(digest({ ...small, seed: 2 })).not.toBe(digest({ ...small, seed: 1 }));
  }, 60_000);

  it('yields rows in insertion order: companies, earnings stories before their transcripts', () => {
    const kinds: string[] = [];
    let storiesSeen = 0;
    for (const batch of generateDemoData({ companies: 40, stories: 50, transcriptCompanies: 8 })) {
      kinds.push(batch.kind);
      if (batch.kind === 'stories') storiesSeen += batch.rows.length;
      if (batch.kind === 'earningTranscripts') {
        // Every published transcript's story was yielded earlier.
        expect(storiesSeen).toBeGreaterThan(0);
      }
    }
    expect(kinds[0]).toBe('companies');
    expect(kinds.slice(-2)).toEqual(['analysisTemplates', 'accounts']);
  });

  it('streams lazily, so a huge story count costs nothing until it is consumed', () => {
    const started = performance.now();
    const batches = generateDemoData({
      companies: 5000,
      stories: 10_000_000,
      transcriptCompanies: 0,
    });
    let storyRows = 0;
    for (const batch of batches) {
      if (batch.kind !== 'stories') continue;
      storyRows += batch.rows.length;
      if (storyRows >= 2000) break;
    }
    expect(storyRows).toBe(2000);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('rejects options outside their ranges', () => {
    expect(() => resolveDemoOptions({ companies: 5 })).toThrow(/companies/);
    expect(() => resolveDemoOptions({ stories: -1 })).toThrow(/stories/);
    expect(() => resolveDemoOptions({ seed: 1.5 })).toThrow(/seed/);
    expect(() => resolveDemoOptions({ companies: 20, transcriptCompanies: 30 })).toThrow(
      /transcriptCompanies/,
    );
    expect(resolveDemoOptions({}).companies).toBeGreaterThanOrEqual(520);
  });
});
