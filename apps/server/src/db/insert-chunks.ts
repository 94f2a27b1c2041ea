/** Large text rows are inserted in smaller statements to keep each one under a few megabytes. */
const MAX_ROWS_PER_INSERT = 250;
const MAX_CHARS_PER_INSERT = 1_500_000;

/** Splits rows into insert-sized chunks by count and by the text size `sizeOf` gives a row. */
export function chunks<T>(rows: readonly T[], sizeOf: (row: T) => number = () => 0): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const row of rows) {
    const length = sizeOf(row);
    if (
      current.length > 0 &&
      (current.length >= MAX_ROWS_PER_INSERT || size + length > MAX_CHARS_PER_INSERT)
    ) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += length;
  }
  if (current.length > 0) result.push(current);
  return result;
}
