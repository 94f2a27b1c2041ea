import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Returns a function that opens a path after a delay, so a success message can be read first.
 * Leaving the screen before the delay ends cancels the pending navigation.
 */
export function useDelayedNavigate(): (
  path: string,
  delayMs: number,
  options?: NavigateOptions,
) => void {
  const navigate = useNavigate();
  const timerRef = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    },
    [],
  );

  return useCallback(
    (path: string, delayMs: number, options?: NavigateOptions) => {
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
      timerRef.current = window.setTimeout(() => {
        timerRef.current = null;
        void navigate(path, options);
      }, delayMs);
    },
    [navigate],
  );
}
