/**
 * Every match of a global pattern in a text, as `text.matchAll(pattern)` gives them. `matchAll`
 * copies the pattern for each call, which costs more than the search itself on a sentence; this
 * runs the pattern itself from the start and leaves its `lastIndex` at 0 again.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: ${pattern}`);
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    out.push(match);
    // An empty match would be found again at the same place: step over it as matchAll does.
    if (match[0].length === 0) pattern.lastIndex++;
  }
  pattern.lastIndex = 0;
  return out;
}
