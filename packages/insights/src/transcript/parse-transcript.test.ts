import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../test/load-fixture';
import { parseTranscript } from './parse-transcript';

describe('parseTranscript', () => {
  it('reads "Name -- Title" speaker lines, roles and the operator hand-over', () => {
    const t = parseTranscript(loadFixture('demo-call.txt'));
    expect(t.layout).toBe('speaker-dash');
    expect(t.turns.map((turn) => turn.role)).toEqual([
      'operator',
      'executive',
      'executive',
      'executive',
      'operator',
      'analyst',
      'executive',
      'operator',
      'analyst',
      'executive',
      'operator',
    ]);
    const analyst = t.turns[5];
    expect(analyst?.speaker).toBe('Alex Morgan');
    expect(analyst?.title).toBe('Harbor Securities');
    expect(t.split.method).toBe('operator-handover');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toBe(
      'We will now begin the question-and-answer session.',
    );
    expect(
      t.sentences.every((s) => s.index >= (t.split.qaStart ?? 0) === (s.section === 'qa')),
    ).toBe(true);
  });

  it('uses the admin separating sentence when it is given and found', () => {
    const t = parseTranscript(loadFixture('demo-call.txt'), {
      separator: 'Our first question comes from Alex Morgan',
    });
    expect(t.split.method).toBe('separator');
    expect(t.sentences[t.split.qaStart ?? -1]?.text).toMatch(
      /^Our first question comes from Alex Morgan/,
    );
  });

  it('reads "Name: text" lines and infers analysts from the operator introductions', () => {
    const t = parseTranscript(loadFixture('colon-call.txt'));
    expect(t.layout).toBe('speaker-colon');
    const sam = t.turns.find((turn) => turn.speaker === 'Sam Patel');
    expect(sam?.role).toBe('analyst');
    expect(t.turns.find((turn) => turn.speaker === 'Maria Lopez')?.role).toBe('executive');
    expect(t.split.qaStart).not.toBeNull();
  });

  it('keeps one sentence per line for sentence-per-line documents', () => {
    const t = parseTranscript(loadFixture('sentence-lines.txt'));
    expect(t.layout).toBe('sentence-lines');
    expect(t.sentences).toHaveLength(5);
    expect(t.split).toEqual({ method: 'none', qaStart: null });
  });

  it('splits paragraphs into sentences without breaking on abbreviations or decimals', () => {
    const t = parseTranscript(
      'Revenue at Acme Inc. was $1.5 billion in the U.S. market. Margins rose. EPS was $2.10 per share.',
    );
    expect(t.layout).toBe('paragraphs');
    expect(t.sentences.map((s) => s.text)).toEqual([
      'Revenue at Acme Inc. was $1.5 billion in the U.S. market.',
      'Margins rose.',
      'EPS was $2.10 per share.',
    ]);
  });

  it('rejects an empty transcript with a clear error', () => {
    expect(() => parseTranscript(' \n \n')).toThrow('The transcript is empty.');
  });
});
