// The tour acts on the page the way a reader would (clicks a tab, types in the search box), so
// the features it walks through need no knowledge of it beyond their data-tour attributes.

const POLL_INTERVAL_MS = 100;

/** Whether an element is rendered and takes up space on the page. */
function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The first shown element matching one of the selectors, tried in order of preference. */
export function findTarget(selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    const match = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(isShown);
    if (match) return match;
  }
  return null;
}

/** Resolves true once the check passes, or false when the time runs out. */
export function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs;
    const poll = () => {
      if (check()) resolve(true);
      else if (Date.now() >= deadline) resolve(false);
      else setTimeout(poll, POLL_INTERVAL_MS);
    };
    poll();
  });
}

/** Resolves after the given time. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Clicks the first shown element matching one of the selectors; false when there is none. */
export function clickTarget(selectors: readonly string[]): boolean {
  const element = findTarget(selectors);
  element?.click();
  return element !== null;
}

/**
 * Types a value into an input as a keystroke would: React listens to the native input event
 * and ignores a plain assignment of `value`, so the prototype's setter is called first.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
