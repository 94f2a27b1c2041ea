/** What `npm run import -- ...` was asked to do. */
export type ImportCommand =
  | { kind: 'help' }
  | { kind: 'companies'; file: string }
  | {
      kind: 'transcripts';
      paths: string[];
      /** Hints for a single file; they override what the importer detects. */
      ticker?: string;
      quarter?: number;
      year?: number;
      /** Stop every import for review in the admin screen instead of publishing. */
      review: boolean;
      concurrency: number;
    };

/** A bad command line; its message is printed above the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const DEFAULT_CONCURRENCY = 4;
const MAX_CONCURRENCY = 16;

export const IMPORT_USAGE = `Usage:
  npm run import -- companies FILE
  npm run import -- transcripts [options] DIR|FILE...

companies FILE      Add or update companies from a CSV file (a header row naming the columns:
                    name, ticker, exchange, industry, sic, website, logo, cik) or the SEC's
                    company_tickers.json.
transcripts PATH... Import earnings-call transcripts (.txt, .md, .html, .pdf, .docx, .json);
                    a directory is searched for those files, including its subdirectories.

Options for transcripts:
  --ticker SYMBOL   The company's ticker (a single file only)
  --quarter N       The fiscal quarter, 1 to 4 (a single file only)
  --year YYYY       The fiscal year (a single file only)
  --review          Stop every import for review in the admin screen instead of publishing
  --concurrency N   Files imported at once (1 to ${MAX_CONCURRENCY}, default ${DEFAULT_CONCURRENCY})
  --help            Show this help

Reaches the server at CLEARCALL_URL (default http://127.0.0.1:$PORT, PORT 3000) with the admin
API token in CLEARCALL_API_TOKEN (create one in account settings). When no server answers, it
opens the database itself (DATA_DIR or DATABASE_URL) and acts as the first active admin.`;

function integerOption(name: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new UsageError(`${name} needs a whole number from ${min} to ${max}.`);
  }
  const number = Number(value);
  if (number < min || number > max) {
    throw new UsageError(`${name} must be from ${min} to ${max}, not ${value}.`);
  }
  return number;
}

/** Reads the arguments after `npm run import --`; throws UsageError for anything it cannot use. */
export function parseImportArgs(argv: readonly string[]): ImportCommand {
  if (argv.length === 0) throw new UsageError('Say what to import: companies or transcripts.');
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [command, ...rest] = argv;
  if (command === 'companies') {
    const unknown = rest.find((arg) => arg.startsWith('-'));
    if (unknown) throw new UsageError(`companies takes no option ${unknown}.`);
    const [file, ...extra] = rest;
    if (file === undefined || extra.length > 0) {
      throw new UsageError('companies takes exactly one FILE.');
    }
    return { kind: 'companies', file };
  }
  if (command !== 'transcripts') {
    throw new UsageError(`Unknown command "${command}": use companies or transcripts.`);
  }

  const paths: string[] = [];
  const options: { ticker?: string; quarter?: number; year?: number } = {};
  let review = false;
  let concurrency = DEFAULT_CONCURRENCY;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => {
      if (inline !== undefined) return inline;
      index += 1;
      return rest[index];
    };
    switch (flag) {
      case '--ticker': {
        const ticker = value()?.trim().toUpperCase();
        if (!ticker || !/^[A-Z0-9.-]{1,10}$/.test(ticker)) {
          throw new UsageError(
            '--ticker needs a ticker of up to 10 letters, digits, dots or dashes.',
          );
        }
        options.ticker = ticker;
        break;
      }
      case '--quarter':
        options.quarter = integerOption('--quarter', value(), 1, 4);
        break;
      case '--year':
        options.year = integerOption('--year', value(), 1990, 2100);
        break;
      case '--concurrency':
        concurrency = integerOption('--concurrency', value(), 1, MAX_CONCURRENCY);
        break;
      case '--review':
        review = true;
        break;
      default:
        if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
        paths.push(arg);
    }
  }
  if (paths.length === 0) throw new UsageError('transcripts needs at least one DIR or FILE.');
  return { kind: 'transcripts', paths, ...options, review, concurrency };
}

/** The server to reach: CLEARCALL_URL, else this machine on the server's port. */
export function serverUrl(env: NodeJS.ProcessEnv): string {
  const url = env.CLEARCALL_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '3000'}`;
  return url.replace(/\/+$/, '');
}
