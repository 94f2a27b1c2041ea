import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli-options';

describe('parseSeedArgs', () => {
  it('reads every option, in both --name value and --name=value form', () => {
    expect(
      parseSeedArgs([
        '--seed',
        '7',
        '--companies=600',
        '--stories',
        '900',
        '--transcript-companies',
        '40',
      ]),
    ).toEqual({
      ok: true,
      help: false,
      options: { seed: 7, companies: 600, stories: 900, transcriptCompanies: 40 },
    });
    expect(parseSeedArgs([])).toEqual({ ok: true, help: false, options: {} });
    expect(parseSeedArgs(['--help'])).toMatchObject({ ok: true, help: true });
  });

  it('explains unknown options, missing values, non-numbers and out-of-range numbers', () => {
    const error = (argv: string[]) => {
      const result = parseSeedArgs(argv);
      return result.ok ? '' : result.error;
    };
    expect(error(['--colour', 'red'])).toMatch(/^Unknown option '--colour'/);
    expect(error(['--seed'])).toBe('--seed needs a number');
    expect(error(['--stories', '--seed', '1'])).toBe('--stories needs a number');
    expect(error(['--companies', 'many'])).toMatch(
      /--companies must be a whole number from 10 to 100,000, not 'many'/,
    );
    expect(error(['--companies', '2.5'])).toMatch(/whole number/);
    expect(error(['--companies', '9'])).toMatch(/--companies must be from 10 to 100,000, not 9/);
    expect(error(['--companies', '50', '--transcript-companies', '60'])).toMatch(
      /cannot be larger/,
    );
    expect(error(['--companies', '100'])).toMatch(
      /--transcript-companies \(120\) cannot be larger than --companies \(100\)/,
    );
  });
});
