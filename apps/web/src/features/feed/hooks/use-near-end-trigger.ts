import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the trigger card may be when the next page starts loading. */
const ROOT_MARGIN = '0px 0px 400px 0px';

/**
 * Calls `onReached` when the element given to the returned ref scrolls into (or near) view, as
 * long as `isEnabled`. Browsers without IntersectionObserver keep the Load More button only.
 */
export function useNearEndTrigger(onReached: () => void, isEnabled: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const onReachedRef = useRef(onReached);

  useEffect(() => {
    onReachedRef.current = onReached;
  }, [onReached]);

  useEffect(() => {
    if (!element || !isEnabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachedRef.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isEnabled]);

  return setElement;
}
