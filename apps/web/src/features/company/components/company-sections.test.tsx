import type { TopicTrend } from '@clearcall/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import { Trends } from './company-sections';

const QUARTERS = ['2026-Q3', '2026-Q4'];

function topic(rank: number, name: string, previous: number, latest: number): TopicTrend {
  return {
    rank,
    topic: name,
    mentions: previous + latest,
    series: [
      { quarter: '2026-Q3', mentions: previous },
      { quarter: '2026-Q4', mentions: latest },
    ],
    momentum: 0,
  };
}

const TRENDS = [
  topic(1, 'pricing', 20, 20), // 500
  topic(2, 'backlog', 10, 20), // 667
  topic(3, 'inventory', 20, 10), // 333
  topic(4, 'new plant', 0, 6), // 1000
];

const shownTopics = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.firstChild?.textContent);

describe('Trends', () => {
  it('shows the steady-to-rising topics by default and explains the scale', () => {
    renderWithRouter(<Trends trends={TRENDS} quarters={QUARTERS} />);

    expect(screen.getByText('Momentum 400 to 800: steady to rising topics')).toBeInTheDocument();
    expect(
      screen.getByText(/published in Q4 2026 than in Q3 2026: 500 is as often, 667 twice as often/),
    ).toBeInTheDocument();
    expect(shownTopics()).toEqual(['pricing', 'backlog']);
    expect(screen.getByRole('row', { name: /backlog/ })).toHaveTextContent('667 Rising');
  });

  it('moves with the arrow keys, and its empty state says to widen the range', async () => {
    const { user } = renderWithRouter(<Trends trends={TRENDS} quarters={QUARTERS} />);
    const upper = screen.getByRole('slider', { name: 'Highest momentum' });
    const lower = screen.getByRole('slider', { name: 'Lowest momentum' });
    expect(upper).toHaveAttribute('aria-valuetext', '800, rising');

    // Up to 1000 (four steps of 50): the new topic joins.
    act(() => upper.focus());
    await user.keyboard('{ArrowRight>4/}');
    expect(upper).toHaveAttribute('aria-valuenow', '1000');
    expect(shownTopics()).toEqual(['pricing', 'backlog', 'new plant']);

    // From 700: no topic scores between 700 and 1000 but the new one; from 1000 nothing is left.
    act(() => lower.focus());
    await user.keyboard('{ArrowRight>6/}');
    expect(lower).toHaveAttribute('aria-valuenow', '700');
    expect(shownTopics()).toEqual(['new plant']);
    act(() => upper.focus());
    await user.keyboard('{ArrowLeft>3/}');
    expect(upper).toHaveAttribute('aria-valuenow', '850');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'No topic has a momentum between 700 and 850. Widen the range to see more topics.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all topics' }));
    expect(shownTopics()).toEqual(['pricing', 'backlog', 'inventory', 'new plant']);
  });
});
