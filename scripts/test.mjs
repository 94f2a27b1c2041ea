// `npm test`: lint, type checks, unit and integration tests (on PGlite, and again on PostgreSQL
// when TEST_DATABASE_URL is set), a production build, and the end-to-end browser tests.
// Ends with one line that counts every test: "Summary: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'clearcall-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(title);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function countVitest(file, step) {
  const report = readJson(file);
  if (!report) {
    totals.failed += 1;
    failedSteps.push(`${step} (no report)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file, step) {
  const report = readJson(file);
  if (!report) {
    totals.failed += 1;
    failedSteps.push(`${step} (no report)`);
    return;
  }
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const { TEST_DATABASE_URL, ...envWithoutDatabase } = process.env;

run('Lint', 'npm', ['run', '--silent', 'lint']);
run('Type checks', 'npm', ['run', '--silent', 'typecheck']);

const vitestPglite = join(reports, 'vitest-pglite.json');
console.log('\n=== Unit and integration tests (embedded PGlite) ===');
const pgliteRun = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPglite}`],
  { cwd: ROOT, stdio: 'inherit', env: envWithoutDatabase },
);
if (pgliteRun.status !== 0) failedSteps.push('Unit and integration tests (PGlite)');
countVitest(vitestPglite, 'Unit and integration tests (PGlite)');

if (TEST_DATABASE_URL) {
  const vitestPostgres = join(reports, 'vitest-postgres.json');
  run(
    'Server tests (PostgreSQL)',
    bin('vitest'),
    [
      'run',
      '--project',
      'server',
      '--project',
      'demo-data',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestPostgres}`,
    ],
    { TEST_DATABASE_URL },
  );
  countVitest(vitestPostgres, 'Server tests (PostgreSQL)');
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
}

if (run('Production build', 'node', ['scripts/build.mjs'])) {
  const playwrightReport = join(reports, 'playwright.json');
  run(
    'End-to-end tests (Chromium)',
    bin('playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  countPlaywright(playwrightReport, 'End-to-end tests');
}

rmSync(reports, { recursive: true, force: true });
if (failedSteps.length > 0) console.log(`\nFailed steps: ${[...new Set(failedSteps)].join('; ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
