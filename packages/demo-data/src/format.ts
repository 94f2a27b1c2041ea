import type { Scale } from './financials';
import type { Kpi } from './industry-profiles';

/**
 * "1,234.5": fixed decimals with thousands separators. Written by hand because Intl number
 * formatting is by far the slowest step when millions of sentences are generated.
 */
export function thousands(value: number, digits = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/**
 * Formats tenths of $ millions the way a company of this scale says it on a call:
 * "$4.21 billion", "$310 million" or "$612.4 million".
 */
export function money(tenths: number, scale: Scale): string {
  const sign = tenths < 0 ? 'negative ' : '';
  const millions = Math.abs(tenths) / 10;
  if (scale === 'billions') {
    return millions >= 1000
      ? `${sign}$${thousands(millions / 1000, 2)} billion`
      : `${sign}$${thousands(Math.round(millions))} million`;
  }
  // Whole millions read as "$1,070 million"; others keep their tenth: "$612.4 million".
  return `${sign}$${thousands(millions, Number.isInteger(millions) ? 0 : 1)} million`;
}

/** Formats cents as "$1.27" (or "-$0.04"). */
export function perShare(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A ratio as a percentage with one decimal: 0.4123 -> "41.2%". */
export function percent(ratio: number, digits = 1): string {
  return `${(ratio * 100).toFixed(digits)}%`;
}

/** The year-over-year change of two amounts as a signed fraction. */
export function change(current: number, prior: number): number {
  return prior === 0 ? 0 : (current - prior) / Math.abs(prior);
}

/** "up 6.3%", "down 2.1%" or "flat" for a change written after a figure. */
export function direction(ratio: number): string {
  if (Math.abs(ratio) < 0.0005) return 'flat';
  return `${ratio > 0 ? 'up' : 'down'} ${percent(Math.abs(ratio))}`;
}

/** "an increase of" / "a decrease of" phrasing: "growth of 6.3%" or "a decline of 2.1%". */
export function growthPhrase(ratio: number): string {
  if (Math.abs(ratio) < 0.0005) return 'essentially flat';
  return ratio > 0 ? `growth of ${percent(ratio)}` : `a decline of ${percent(Math.abs(ratio))}`;
}

/**
 * The change between two margins in basis points, computed from the margins as displayed
 * (one decimal), so the words match the printed percentages exactly.
 */
export function basisPoints(current: number, prior: number): number {
  return Math.round(current * 1000) * 10 - Math.round(prior * 1000) * 10;
}

/** "an expansion of 80 basis points", "a contraction of 30 basis points" or "unchanged". */
export function marginMove(current: number, prior: number): string {
  const bps = basisPoints(current, prior);
  if (bps === 0) return 'unchanged from a year ago';
  return `${bps > 0 ? 'up' : 'down'} ${Math.abs(bps)} basis points from a year ago`;
}

/** Millions of shares: "1.2 million shares", or "about 104,000 shares" below a million. */
export function shareCount(millions: number): string {
  if (millions < 1) return `about ${thousands(Math.round(millions * 1000) * 1000)} shares`;
  return `${thousands(millions, millions >= 100 ? 0 : 1)} million shares`;
}

/** "Northwind's", but "Halcyon Biologics'" for a name ending in s. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/**
 * A key operating figure split into its label and value text: "backlog in billions" with 8.42
 * becomes { label: 'backlog', value: '$8.4 billion' }.
 */
export function describeKpi(kpi: Kpi, value: number): { label: string; value: string } {
  const scaled = /^(.*) in (billions|millions|thousands|kilotons)(?: of (.+))?$/.exec(kpi.name);
  if (scaled) {
    const [, label = kpi.name, size = '', noun] = scaled;
    const word = size === 'kilotons' ? 'kilotons' : size.replace(/s$/, '');
    const amount = thousands(value, value < 100 ? 1 : 0);
    const text = kpi.unit === 'dollars' ? `$${amount} ${word}` : `${amount} ${word}`;
    return { label, value: noun ? `${text} ${noun}` : text };
  }
  switch (kpi.unit) {
    case 'percent':
      return { label: kpi.name, value: `${value.toFixed(1)}%` };
    case 'dollars':
      return {
        label: kpi.name,
        value: value >= 1000 ? `$${thousands(Math.round(value))}` : `$${value.toFixed(2)}`,
      };
    case 'days':
      return { label: kpi.name, value: `${Math.round(value)} days` };
    case 'ratio':
      return { label: kpi.name, value: value.toFixed(2) };
    case 'count':
      return { label: kpi.name, value: thousands(Math.round(value)) };
  }
}

/** Number of words, counted as runs of non-whitespace characters (a fast loop, no regex). */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isSpace = code === 32 || code === 10 || code === 9 || code === 13;
    if (!isSpace && !inWord) count += 1;
    inWord = !isSpace;
  }
  return count;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A UTC date as "March 4, 2026". */
export function longDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Capitalizes the first letter of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
