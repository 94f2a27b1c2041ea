import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { parseCompanyFile, readCsvRecords } from './company-import';

const parse = (text: string, name = 'companies.csv') => parseCompanyFile(Buffer.from(text), name);

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('readCsvRecords', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks in quotes, CRLF and a BOM', () => {
    const text = '\uFEFFname,ticker\r\n"Acme, Inc.",ACME\r\n"Say ""hi""\nCorp",HI\r\n\r\nLast,LST';
    expect(readCsvRecords(text, 10)).toEqual([
      { line: 1, fields: ['name', 'ticker'] },
      { line: 2, fields: ['Acme, Inc.', 'ACME'] },
      { line: 3, fields: ['Say "hi"\nCorp', 'HI'] },
      { line: 6, fields: ['Last', 'LST'] },
    ]);
  });

  it('stops past the record limit', () => {
    expect(() => readCsvRecords('a\nb\nc\n', 2)).toThrow(RangeError);
  });

  it('reads a long run of quotes and commas in linear time', () => {
    const hostile = `name,ticker\n"${'"",'.repeat(1_000_000)}",X\n${',"'.repeat(500_000)}`;
    const plain = 'Acme Corporation,ACME,NYSE,D,3571\n'.repeat(100_000);
    const started = performance.now();
    readCsvRecords(hostile, 10);
    expect(readCsvRecords(plain, 200_000)).toHaveLength(100_000);
    // About 7 MB of input: a quadratic reader would take minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('parseCompanyFile: CSV', () => {
  it('maps the header names, industries by id or name, SIC, CIK, and reports bad rows by line', () => {
    const parsed = parse(
      [
        'Company Name,Symbol,Exchange,Industry,SIC,Website,Logo,CIK,Notes',
        'Apple Inc.,aapl,NASDAQ,D,3571,https://apple.com,,320193,ignored',
        '"Bank, National",BNK,NYSE,"finance, insurance, real estate",,,,,',
        'No Ticker,,NYSE,,,,,,',
        'Bad Industry,BI,,Z,,,,,',
        'Bad Site,BS,,,,not a url,,,',
        'Too,Many,,,,,,,,,extra',
      ].join('\n'),
    );
    expect(parsed.format).toBe('csv');
    expect(parsed.rows).toEqual([
      {
        line: 2,
        aliases: [],
        input: {
          name: 'Apple Inc.',
          symbol: 'AAPL',
          exchange: 'NASDAQ',
          industryId: 'D',
          sicCode: 3571,
          website: 'https://apple.com',
          cik: 320193,
        },
      },
      {
        line: 3,
        aliases: [],
        input: { name: 'Bank, National', symbol: 'BNK', exchange: 'NYSE', industryId: 'H' },
      },
    ]);
    expect(parsed.errors.map((error) => error.line)).toEqual([4, 5, 6, 7]);
    expect(parsed.errors[0]?.message).toMatch(/ticker/);
    expect(parsed.errors[1]?.message).toBe('The industry must be one of the ten, A to J');
    expect(parsed.errors[2]?.message).toMatch(/^The website must be a web address/);
    expect(parsed.errors[3]?.message).toMatch(/11 fields where the header names 9/);
  });

  it('refuses a file without a header naming the name and ticker columns, naming the file', () => {
    const error = failure(() => parse('Apple Inc.,AAPL\nMicrosoft,MSFT\n', 'list.csv'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toMatch(/^list\.csv is not a company list: .*name and ticker/);
  });

  it('refuses an empty, blank, binary or non-UTF-8 file with 415', () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('  \n\r\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]),
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe]),
    ]) {
      const error = failure(() => parseCompanyFile(bytes, 'x.csv'));
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toMatch(/^x\.csv /);
    }
  });
});

describe('parseCompanyFile: SEC company_tickers.json', () => {
  it('makes one company per CIK, its first ticker the symbol and the others aliases', () => {
    const parsed = parse(
      JSON.stringify({
        0: { cik_str: 1652044, ticker: 'GOOGL', title: 'Alphabet Inc.' },
        1: { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
        2: { cik_str: 1652044, ticker: 'GOOG', title: 'Alphabet Inc.' },
        3: { cik_str: 'x', ticker: 'BAD', title: 'Bad' },
        4: { title: 'No keys' },
      }),
      'company_tickers.json',
    );
    expect(parsed.format).toBe('sec-json');
    expect(parsed.rows).toEqual([
      {
        line: 1,
        input: { name: 'Alphabet Inc.', symbol: 'GOOGL', cik: 1652044 },
        aliases: ['GOOG'],
      },
      { line: 2, input: { name: 'Apple Inc.', symbol: 'AAPL', cik: 320193 }, aliases: [] },
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, message: 'The CIK must be a number' },
      { line: 5, message: 'The entry has no cik_str and ticker' },
    ]);
  });

  it('refuses JSON of another layout and broken JSON with 415', () => {
    expect(failure(() => parse('{"a": 1}', 't.json')).message).toMatch(
      /^t\.json is JSON but not the SEC/,
    );
    expect(failure(() => parse('[1,2]', 't.json')).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(failure(() => parse('{"0": {', 't.json')).message).toMatch(/^t\.json is not valid JSON/);
  });
});
