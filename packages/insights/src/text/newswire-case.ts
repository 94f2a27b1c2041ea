/** Measures and periods a newswire brief writes in capitals, as the engine writes them. */
const ACRONYMS: Record<string, string> = {
  gaap: 'GAAP',
  ebitda: 'EBITDA',
  ebit: 'EBIT',
  ffo: 'FFO',
  affo: 'AFFO',
  eps: 'EPS',
  fy: 'FY',
  ytd: 'YTD',
};

const ACRONYM = new RegExp(String.raw`\b(?:${Object.keys(ACRONYMS).join('|')}|[qh][1-4])\b`, 'g');

/**
 * Writes a measure's name with its acronyms and period names in capitals: "non-gaap ebitda"
 * reads "non-GAAP EBITDA", "q3" reads "Q3".
 */
export function acronymCase(text: string): string {
  return text.replace(ACRONYM, (word) => ACRONYMS[word] ?? word.toUpperCase());
}

/** A bullet as a newswire brief prints it: "sees fy eps..." reads "Sees FY EPS...". */
export function newswireCase(text: string): string {
  const cased = acronymCase(text);
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}
