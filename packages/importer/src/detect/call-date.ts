const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const MONTH_FIRST = new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2}),?\\s+((?:19|20)\\d{2})\\b`, 'i');
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})\\s+${MONTH_NAME},?\\s+((?:19|20)\\d{2})\\b`, 'i');
const ISO = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/;
const US_NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/;

function monthIndex(name: string): number {
  const lower = name.toLowerCase().replace('.', '');
  return MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3))) + 1;
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** A date such as "January 28, 2021", "28 Jan 2021", "2021-01-28" or "1/28/2021" in a line. */
export function findDate(line: string): string | null {
  const text = line.slice(0, 400);
  let match = MONTH_FIRST.exec(text);
  if (match?.[1] && match[2] && match[3]) return iso(+match[3], monthIndex(match[1]), +match[2]);
  match = DAY_FIRST.exec(text);
  if (match?.[1] && match[2] && match[3]) return iso(+match[3], monthIndex(match[2]), +match[1]);
  match = ISO.exec(text);
  if (match?.[1] && match[2] && match[3]) return iso(+match[1], +match[2], +match[3]);
  match = US_NUMERIC.exec(text);
  if (match?.[1] && match[2] && match[3]) return iso(+match[3], +match[1], +match[2]);
  return null;
}

/** The call's date, from the header lines before the call itself begins; else null. */
export function findCallDate(headerLines: string[]): string | null {
  for (const line of headerLines) {
    const date = findDate(line);
    if (date) return date;
  }
  return null;
}
