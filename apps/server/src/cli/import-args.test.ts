import { describe, expect, it } from 'vitest';
import { parseImportArgs, serverUrl, UsageError } from './import-args';

function usageError(argv: string[]): string {
  try {
    parseImportArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
}

describe('parseImportArgs', () => {
  it('reads companies FILE and help', () => {
    expect(parseImportArgs(['companies', 'list.csv'])).toEqual({
      kind: 'companies',
      file: 'list.csv',
    });
    expect(parseImportArgs(['transcripts', 'dir', '--help'])).toEqual({ kind: 'help' });
    expect(parseImportArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it('reads transcripts with paths and options, in both --flag value and --flag=value forms', () => {
    expect(
      parseImportArgs([
        'transcripts',
        'a.pdf',
        '--ticker',
        'aapl',
        '--quarter=2',
        '--year',
        '2024',
        '--review',
        '--concurrency=8',
      ]),
    ).toEqual({
      kind: 'transcripts',
      paths: ['a.pdf'],
      ticker: 'AAPL',
      quarter: 2,
      year: 2024,
      review: true,
      concurrency: 8,
    });
    expect(parseImportArgs(['transcripts', 'calls/', 'more/'])).toEqual({
      kind: 'transcripts',
      paths: ['calls/', 'more/'],
      review: false,
      concurrency: 4,
    });
  });

  it('explains each bad command line', () => {
    expect(usageError([])).toMatch(/companies or transcripts/);
    expect(usageError(['users'])).toMatch(/Unknown command "users"/);
    expect(usageError(['companies'])).toMatch(/exactly one FILE/);
    expect(usageError(['companies', 'a.csv', 'b.csv'])).toMatch(/exactly one FILE/);
    expect(usageError(['companies', '--review', 'a.csv'])).toMatch(/no option --review/);
    expect(usageError(['transcripts'])).toMatch(/at least one DIR or FILE/);
    expect(usageError(['transcripts', 'a', '--quarter', '5'])).toMatch(
      /--quarter must be from 1 to 4/,
    );
    expect(usageError(['transcripts', 'a', '--quarter'])).toMatch(/--quarter needs a whole number/);
    expect(usageError(['transcripts', 'a', '--year', '24'])).toMatch(/--year must be from 1990/);
    expect(usageError(['transcripts', 'a', '--concurrency', '0'])).toMatch(/--concurrency/);
    expect(usageError(['transcripts', 'a', '--ticker', 'not a ticker'])).toMatch(/--ticker needs/);
    expect(usageError(['transcripts', 'a', '--force'])).toMatch(/Unknown option --force/);
  });
});

describe('serverUrl', () => {
  it('uses CLEARCALL_URL, else this machine on PORT, else port 3000', () => {
    expect(serverUrl({ CLEARCALL_URL: 'https://clearcall.example/' })).toBe(
      'https://clearcall.example',
    );
    expect(serverUrl({ PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(serverUrl({})).toBe('http://127.0.0.1:3000');
  });
});
