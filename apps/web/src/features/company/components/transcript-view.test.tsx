import type { PreviewTranscript } from '@clearcall/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import { TranscriptView, sentenceDomId } from './transcript-view';

const TURNS = 40;
const SENTENCES_PER_TURN = 5;

/** A long call: 40 turns of 5 sentences, analysts and executives taking turns. */
function longTranscript(): PreviewTranscript {
  return {
    turns: Array.from({ length: TURNS }, (_, turn) => ({
      speaker: turn % 2 === 0 ? `Analyst ${turn}` : `Executive ${turn}`,
      title: null,
      role: turn % 2 === 0 ? ('analyst' as const) : ('executive' as const),
      sentences: Array.from({ length: SENTENCES_PER_TURN }, (_, index) => {
        const id = turn * SENTENCES_PER_TURN + index;
        return { id, text: `Sentence ${id} of turn ${turn} about margins.` };
      }),
    })),
    qaStartsAt: 20,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TranscriptView', () => {
  it('renders a long call a batch a frame, and then every turn', async () => {
    renderWithRouter(<TranscriptView transcript={longTranscript()} cited={[]} citeRequest={0} />);

    const first = screen.getAllByRole('article').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(TURNS);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(TURNS));
    expect(screen.getByText('Sentence 199 of turn 39 about margins.')).toBeInTheDocument();
  });

  it('scrolls to a cited sentence in a later batch once it is rendered, and marks it', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const id = TURNS * SENTENCES_PER_TURN - 3;
    renderWithRouter(<TranscriptView transcript={longTranscript()} cited={[id]} citeRequest={1} />);
    expect(document.getElementById(sentenceDomId(id))).toBeNull();

    await waitFor(() => expect(scrolled).toHaveLength(1));
    const sentence = document.getElementById(sentenceDomId(id));
    expect(scrolled[0]).toBe(sentence);
    expect(sentence).toHaveAttribute('data-cited', 'true');
  });
});
