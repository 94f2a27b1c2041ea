import { DEFAULT_DEMO_OPTIONS, DEMO_LIMITS } from './generate';

export type SeedCliOptions = {
  seed?: number;
  companies?: number;
  stories?: number;
  transcriptCompanies?: number;
};

export type SeedCliParse =
  { ok: true; help: boolean; options: SeedCliOptions } | { ok: false; error: string };

const FLAGS = {
  '--seed': 'seed',
  '--companies': 'companies',
  '--stories': 'stories',
  '--transcript-companies': 'transcriptCompanies',
} as const satisfies Record<string, keyof SeedCliOptions & keyof typeof DEMO_LIMITS>;

export const SEED_USAGE =
  'Usage: npm run seed -- [--seed N] [--companies N] [--stories N] [--transcript-companies N]';

const isFlag = (name: string): name is keyof typeof FLAGS => Object.hasOwn(FLAGS, name);

/** Parses the seed command's arguments; every problem comes back as one readable line. */
export function parseSeedArgs(argv: readonly string[]): SeedCliParse {
  const options: SeedCliOptions = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') return { ok: true, help: true, options };
    const [name = '', inline] = argument.split(/=(.*)/s, 2);
    if (!isFlag(name)) return { ok: false, error: `Unknown option '${argument}'. ${SEED_USAGE}` };
    const value = inline ?? argv[++index];
    if (value === undefined || value === '' || value.startsWith('--')) {
      return { ok: false, error: `${name} needs a number` };
    }
    const key = FLAGS[name];
    const { min, max } = DEMO_LIMITS[key];
    const range = `from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
    if (!/^\d+$/.test(value)) {
      return { ok: false, error: `${name} must be a whole number ${range}, not '${value}'` };
    }
    const number = Number(value);
    if (number < min || number > max) {
      return { ok: false, error: `${name} must be ${range}, not ${value}` };
    }
    options[key] = number;
  }
  const companies = options.companies ?? DEFAULT_DEMO_OPTIONS.companies;
  const transcriptCompanies =
    options.transcriptCompanies ?? DEFAULT_DEMO_OPTIONS.transcriptCompanies;
  if (transcriptCompanies > companies) {
    return {
      ok: false,
      error: `--transcript-companies (${transcriptCompanies}) cannot be larger than --companies (${companies})`,
    };
  }
  return { ok: true, help: false, options };
}
