/**
 * Reads until `check` holds and returns that value, for work a background job does after the
 * request that queued it; fails after 15 s with the last value read.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
