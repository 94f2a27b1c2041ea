import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/test-utils';
import { ChatThread } from './chat-thread';

/** jsdom lays nothing out: the scroller's sizes are set by hand. */
function scrollTo(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 400 });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
}

describe('ChatThread', () => {
  it('offers Scroll to bottom only when more than 5 px from the bottom', () => {
    renderWithRouter(
      <ChatThread contentKey="1" followsNewest>
        <p>Hello</p>
      </ChatThread>,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });

    scrollTo(log, 595);
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
    scrollTo(log, 594);
    expect(screen.getByRole('button', { name: 'Scroll to bottom' })).toBeInTheDocument();
    scrollTo(log, 600);
    expect(screen.queryByRole('button', { name: 'Scroll to bottom' })).toBeNull();
  });
});
