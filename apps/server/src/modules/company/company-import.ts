import {
  CompanyInputSchema,
  INDUSTRIES,
  type CompanyInput,
  type CompanyImportResult,
} from '@clearcall/contracts';
import { AppError } from '../../lib/errors';

/** One company read from an import file, with the line (or SEC entry) it came from. */
export type CompanyImportRow = { line: number; input: CompanyInput; aliases: string[] };

export type ParsedCompanyFile = {
  format: CompanyImportResult['format'];
  rows: CompanyImportRow[];
  errors: CompanyImportResult['errors'];
};

/** More rows than any company list we import (the SEC's whole list is about 10,000). */
export const COMPANY_IMPORT_MAX_ROWS = 50_000;

/** The CSV header names each field may go by, lower-cased with spaces and dashes as `_`. */
const CSV_COLUMNS: Record<string, keyof CompanyInput> = {
  name: 'name',
  company: 'name',
  company_name: 'name',
  title: 'name',
  ticker: 'symbol',
  symbol: 'symbol',
  exchange: 'exchange',
  industry: 'industryId',
  industry_id: 'industryId',
  industryid: 'industryId',
  sic: 'sicCode',
  sic_code: 'sicCode',
  siccode: 'sicCode',
  website: 'website',
  url: 'website',
  logo: 'logoUrl',
  logo_url: 'logoUrl',
  logourl: 'logoUrl',
  cik: 'cik',
  cik_str: 'cik',
};

const INDUSTRY_BY_NAME = new Map<string, string>(
  INDUSTRIES.flatMap((industry) => [
    [industry.id.toLowerCase(), industry.id],
    [industry.name.toLowerCase(), industry.id],
  ]),
);

/**
 * Reads an uploaded company list: the SEC's `company_tickers.json` layout or a CSV file with a
 * header row. Whole-file problems (empty, binary, neither layout) fail with 415 or 400 naming the
 * file; a bad row is listed with its line and the other rows are returned.
 */
export function parseCompanyFile(bytes: Buffer, fileName: string): ParsedCompanyFile {
  const text = decodeText(bytes, fileName);
  if (text.trim() === '') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is empty.`);
  }
  if (/^\s*[{[]/.test(text)) return parseSecTickers(text, fileName);
  return parseCompanyCsv(text, fileName);
}

function decodeText(bytes: Buffer, fileName: string): string {
  if (bytes.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is empty.`);
  if (bytes.includes(0)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not a text file: send a CSV file or the SEC's company_tickers.json.`,
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not UTF-8 text: save the CSV file as UTF-8 and send it again.`,
    );
  }
}

/** The first issue of a failed company parse: the schema's messages name the column in words. */
function describeIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'The row does not describe a company';
}

function tooManyRows(fileName: string): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `${fileName} has more than ${COMPANY_IMPORT_MAX_ROWS} companies; split it into smaller files.`,
  );
}

// ---------------------------------------------------------------------------------------------
// SEC company_tickers.json

type SecEntry = { cik_str: unknown; ticker: unknown; title: unknown };

function isSecEntry(value: unknown): value is SecEntry {
  return typeof value === 'object' && value !== null && 'ticker' in value && 'cik_str' in value;
}

/**
 * `{"0": {"cik_str": 320193, "ticker": "AAPL", "title": "Apple Inc."}, ...}`. The entries of one
 * CIK become one company: its first ticker is the symbol, the others its aliases. An entry's
 * "line" is its position in the file, counted from 1.
 */
function parseSecTickers(text: string, fileName: string): ParsedCompanyFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not valid JSON (${(error as Error).message}).`,
    );
  }
  const entries =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? Object.values(data as Record<string, unknown>)
      : [];
  if (entries.length === 0 || !entries.some(isSecEntry)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is JSON but not the SEC company_tickers.json layout ({"0": {"cik_str", "ticker", "title"}}).`,
    );
  }
  if (entries.length > COMPANY_IMPORT_MAX_ROWS) throw tooManyRows(fileName);

  const errors: ParsedCompanyFile['errors'] = [];
  const byCik = new Map<number, CompanyImportRow>();
  entries.forEach((entry, index) => {
    const line = index + 1;
    if (!isSecEntry(entry)) {
      errors.push({ line, message: 'The entry has no cik_str and ticker' });
      return;
    }
    const parsed = CompanyInputSchema.safeParse({
      name: entry.title,
      symbol: entry.ticker,
      cik: entry.cik_str,
    });
    if (!parsed.success) {
      errors.push({ line, message: describeIssue(parsed.error.issues) });
      return;
    }
    const cik = parsed.data.cik;
    const known = cik === undefined ? undefined : byCik.get(cik);
    if (cik === undefined) {
      errors.push({ line, message: 'The entry has no cik_str' });
    } else if (!known) {
      byCik.set(cik, { line, input: parsed.data, aliases: [] });
    } else if (
      known.input.symbol !== parsed.data.symbol &&
      !known.aliases.includes(parsed.data.symbol)
    ) {
      known.aliases.push(parsed.data.symbol);
    }
  });
  return { format: 'sec-json', rows: [...byCik.values()], errors };
}

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * Splits CSV text into records of fields (RFC 4180: quoted fields, `""` inside quotes, commas
 * and line breaks inside quotes, CRLF or LF), in one pass that copies runs of text by slices.
 * Each record keeps the line it starts on.
 */
export function readCsvRecords(
  text: string,
  maxRecords: number,
): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let line = 1;
  let recordLine = 1;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRecord = () => {
    // Blank lines carry no record.
    if (!(fields.length === 1 && fields[0]?.trim() === '')) {
      if (records.length >= maxRecords) throw new RangeError('too many records');
      records.push({ line: recordLine, fields });
    }
    fields = [];
  };

  while (at <= text.length) {
    let field = '';
    if (text[at] === '"') {
      // A quoted field: runs up to each quote are copied whole; `""` is one quote.
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        const end = quote === -1 ? text.length : quote;
        const run = text.slice(at, end);
        field += run;
        for (let index = run.indexOf('\n'); index !== -1; index = run.indexOf('\n', index + 1)) {
          line += 1;
        }
        at = end + 1;
        if (quote === -1 || text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    }
    // The unquoted rest of the field, up to a comma or line break.
    let end = at;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === 44 || code === 10 || code === 13) break;
      end += 1;
    }
    field += text.slice(at, end);
    fields.push(field);
    if (end >= text.length) {
      endRecord();
      break;
    }
    if (text.charCodeAt(end) === 44) {
      at = end + 1;
      continue;
    }
    at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
    endRecord();
    line += 1;
    recordLine = line;
    if (at >= text.length) break;
  }
  return records;
}

function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A CSV cell as the company schema reads it: empty cells are absent, industries by id or name. */
function cellValue(field: keyof CompanyInput, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  if (field === 'industryId') return INDUSTRY_BY_NAME.get(value.toLowerCase()) ?? value;
  return value;
}

function parseCompanyCsv(text: string, fileName: string): ParsedCompanyFile {
  let records: ReturnType<typeof readCsvRecords>;
  try {
    records = readCsvRecords(text, COMPANY_IMPORT_MAX_ROWS + 1);
  } catch {
    throw tooManyRows(fileName);
  }
  const [header, ...body] = records;
  if (!header) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is empty.`);
  const columns = header.fields.map((name) => CSV_COLUMNS[columnKey(name)]);
  const missing = (['name', 'symbol'] as const).filter((field) => !columns.includes(field));
  if (missing.length > 0) {
    const named = missing.map((field) => (field === 'symbol' ? 'ticker (or symbol)' : field));
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not a company list: its first line must name the columns, with at least ${named.join(' and ')} (found: ${header.fields.map((name) => name.trim()).join(', ') || 'nothing'}).`,
    );
  }

  const rows: CompanyImportRow[] = [];
  const errors: ParsedCompanyFile['errors'] = [];
  for (const record of body) {
    if (record.fields.length > columns.length) {
      errors.push({
        line: record.line,
        message: `${record.fields.length} fields where the header names ${columns.length} (quote a value that contains a comma)`,
      });
      continue;
    }
    const candidate: Partial<Record<keyof CompanyInput, unknown>> = {};
    record.fields.forEach((raw, index) => {
      const field = columns[index];
      if (field) candidate[field] = cellValue(field, raw);
    });
    const parsed = CompanyInputSchema.safeParse(candidate);
    if (parsed.success) rows.push({ line: record.line, input: parsed.data, aliases: [] });
    else errors.push({ line: record.line, message: describeIssue(parsed.error.issues) });
  }
  return { format: 'csv', rows, errors };
}
