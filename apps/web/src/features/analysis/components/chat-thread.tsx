import { ActionIcon, Transition } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './chat-thread.module.css';

/** The scroll-to-bottom button shows beyond this distance from the bottom (specification, section 9). */
export const SCROLL_BOTTOM_THRESHOLD_PX = 5;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

type ChatThreadProps = {
  /** Changes whenever the content grows, so a reader at the bottom stays there. */
  contentKey: string;
  /** False while the thread shows its introduction, which is read from the top. */
  followsNewest: boolean;
  children: ReactNode;
};

/** The scrolling conversation, with a button back to its newest message. */
export function ChatThread({ contentKey, followsNewest, children }: ChatThreadProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isAtBottomRef = useRef(true);
  const [isAwayFromBottom, setIsAwayFromBottom] = useState(false);

  const scrollToBottom = (behavior: ScrollBehavior) => {
    const element = scrollerRef.current;
    if (!element) return;
    element.scrollTo?.({ top: element.scrollHeight, behavior });
  };

  useEffect(() => {
    // A reader who scrolled up to read is not pulled down by a growing reply.
    if (followsNewest && isAtBottomRef.current) scrollToBottom('auto');
  }, [contentKey, followsNewest]);

  const handleScroll = () => {
    const element = scrollerRef.current;
    if (!element) return;
    const isAway = distanceFromBottom(element) > SCROLL_BOTTOM_THRESHOLD_PX;
    isAtBottomRef.current = !isAway;
    setIsAwayFromBottom(isAway);
  };

  return (
    <div className={classes.frame}>
      <div
        ref={scrollerRef}
        className={classes.scroller}
        onScroll={handleScroll}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        tabIndex={0}
      >
        <div className={classes.content}>{children}</div>
      </div>
      <Transition transition="slide-up" mounted={isAwayFromBottom}>
        {(style) => (
          <ActionIcon
            style={style}
            className={classes.toBottom}
            size="lg"
            radius="xl"
            variant="default"
            aria-label="Scroll to bottom"
            onClick={() => scrollToBottom('smooth')}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </div>
  );
}
