/** What the text says about the company: its ticker and its name. */
export type CompanyClues = { ticker: string | null; companyName: string | null };

const EXCHANGES =
  'NYSE\\s?American|NYSE\\s?MKT|NYSE\\s?Arca|NYSE|NASDAQ(?:GS|GM|CM)?|Nasdaq|AMEX|TSX(?:-?V)?|OTCQX|OTCQB|OTC|LSE|ASX|CBOE|BATS';
const EXCHANGE_TICKER = new RegExp(
  `\\b(?:${EXCHANGES})\\s{0,2}:\\s{0,2}([A-Z][A-Z0-9]{0,5}(?:\\.[A-Z]{1,2})?)\\b`,
);
/** "ABM Industries (ABM) Q1 2021 Earnings Call Transcript" and similar title lines. */
const TITLE_TICKER =
  /\(([A-Z][A-Z0-9]{0,5}(?:\.[A-Z]{1,2})?)\)\s*(?:Q[1-4]|FY|F[1-4]Q|\d{4}|(?:First|Second|Third|Fourth|Fiscal|Full)\b|Earnings|Conference)/;
const STOP_WORDS = new Set([
  'first',
  'second',
  'third',
  'fourth',
  'fiscal',
  'full',
  'earnings',
  'conference',
  'quarterly',
  'quarter',
  'call',
  'results',
  'annual',
  'year',
  'year-end',
  'investor',
  'financial',
  'q1',
  'q2',
  'q3',
  'q4',
  'fy',
  'webcast',
  'teleconference',
  'first-quarter',
  'second-quarter',
  'third-quarter',
  'fourth-quarter',
  'fourth-quarter,',
  'today',
  "today's",
  'this',
  'our',
]);
const CONNECTORS = new Set(['&', 'and', 'of', 'de', 'the', 'for']);

/** The capitalised words before a stop word: a company name as a sentence introduces it. */
function nameBefore(words: string[]): string | null {
  const name: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/[,:;]$/, '');
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (STOP_WORDS.has(lower) || /^(?:19|20)\d{2}$/.test(word) || /^q[1-4]$/i.test(word)) break;
    if (!/^[A-Z0-9&]/.test(word) && !(CONNECTORS.has(word) && name.length > 0)) return null;
    name.push(word);
    if (/['’]s$/.test(word) || raw.endsWith(',')) {
      name[name.length - 1] = word.replace(/['’]s$/, '');
      break;
    }
    if (name.length > 6) return null;
  }
  while (name.length > 0 && CONNECTORS.has(name[name.length - 1] ?? '')) name.pop();
  if (name.length === 0) return null;
  const joined = name.join(' ').replace(/[.,]$/, '');
  return /[A-Za-z]/.test(joined) ? joined : null;
}

/** The company named after "welcome to (the)" in an operator's opening. */
function nameFromWelcome(sentence: string): string | null {
  const at = sentence.toLowerCase().search(/\bwelcome(?:\s+(?:everyone|all|you))?\s+to\b/);
  if (at < 0) return null;
  const after = sentence.slice(at).split(/\s+/).slice(0, 16);
  const toAt = after.findIndex((word) => word.toLowerCase() === 'to');
  let words = after.slice(toAt + 1);
  if (words[0]?.toLowerCase() === 'the') words = words.slice(1);
  return nameBefore(words);
}

/** The company named before "(NYSE: ABM)" or "(ABM) Q1 2021" on a line. */
function nameBeforeTicker(line: string, at: number): string | null {
  const before = line.slice(Math.max(0, at - 120), at).replace(/[(\s]+$/, '');
  const words = before.split(/\s+/).filter((word) => word !== '');
  const name: string[] = [];
  for (let i = words.length - 1; i >= 0 && name.length < 6; i--) {
    const word = words[i] ?? '';
    if (!/^[A-Z0-9&]/.test(word) && word !== 'and') break;
    name.unshift(word);
  }
  while (name.length > 0 && (name[0] === 'and' || name[0] === '&')) name.shift();
  return name.length > 0 ? name.join(' ').replace(/,$/, '') : null;
}

/**
 * Finds the company in the opening of a call: a ticker given with its exchange ("NYSE: ABM"), a
 * title line ("ABM Industries (ABM) Q1 2021 Earnings Call"), or the operator's welcome.
 */
export function detectCompany(headerLines: string[], openingSentences: string[]): CompanyClues {
  let ticker: string | null = null;
  let companyName: string | null = null;
  for (const rawLine of [...headerLines, ...openingSentences]) {
    const line = rawLine.slice(0, 400);
    if (ticker === null) {
      const exchange = EXCHANGE_TICKER.exec(line);
      const title = exchange ? null : TITLE_TICKER.exec(line);
      const match = exchange ?? title;
      if (match?.[1]) {
        ticker = match[1];
        const open = line.lastIndexOf('(', match.index + 1);
        companyName ??= nameBeforeTicker(
          line,
          open >= 0 && match.index - open < 3 ? open : match.index,
        );
      }
    }
    if (companyName === null) companyName = nameFromWelcome(line);
    if (ticker !== null && companyName !== null) break;
  }
  return { ticker, companyName };
}
