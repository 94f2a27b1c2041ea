import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import { RedirectNotice } from './redirect-notice';

describe('RedirectNotice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the seconds down to the login page', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'Date'] });
    renderWithRouter(<RedirectNotice message="Done." delayMs={5000} />);
    expect(screen.getByText(/Taking you to the login page in 5 seconds\./)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/in 4 seconds\./)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(/in 1 second\./)).toBeInTheDocument();
  });
});
