import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import {
  STRATEGY_OPEN_DELAY_MS,
  STRATEGY_TYPING_MS_PER_CHAR,
  StrategyButton,
} from './strategy-modal';

const TEXT = 'We will expand into Europe and double our service business.';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StrategyButton', () => {
  it('opens after 3 s, types the text at 20 ms a character, and can be skipped', () => {
    renderWithRouter(<StrategyButton companyName="Acme" text={TEXT} />);

    fireEvent.click(screen.getByRole('button', { name: 'View strategy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(STRATEGY_OPEN_DELAY_MS));
    const dialog = screen.getByRole('dialog', { name: 'Acme: strategy' });

    for (let step = 0; step < 5; step += 1) {
      act(() => vi.advanceTimersByTime(STRATEGY_TYPING_MS_PER_CHAR));
    }
    expect(dialog).toHaveTextContent(TEXT.slice(0, 5));
    expect(dialog).not.toHaveTextContent(TEXT.slice(0, 6));

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(dialog).toHaveTextContent(TEXT);
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});
