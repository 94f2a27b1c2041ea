import { useCallback, useEffect, useRef } from 'react';

/** How far below the viewport a watched card may be when the next page starts loading. */
const ROOT_MARGIN = '0px 0px 400px 0px';

/**
 * Calls `onReached` when any element given to the returned ref scrolls into (or near) view, as
 * long as `isEnabled`. Every card near the end is watched, not only the first of them: a reader
 * who jumps to the bottom (End key, scrollbar, a fast fling) passes over a single card without
 * it ever being in view. Browsers without IntersectionObserver keep the Load More button only.
 */
export function useNearEndTrigger(onReached: () => void, isEnabled: boolean) {
  const onReachedRef = useRef(onReached);
  const elements = useRef(new Set<HTMLElement>());
  const observerRef = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    onReachedRef.current = onReached;
  }, [onReached]);

  useEffect(() => {
    if (!isEnabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachedRef.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    elements.current.forEach((element) => observer.observe(element));
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [isEnabled]);

  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const watched = elements.current;
    watched.add(element);
    observerRef.current?.observe(element);
    return () => {
      watched.delete(element);
      observerRef.current?.unobserve(element);
    };
  }, []);
}
