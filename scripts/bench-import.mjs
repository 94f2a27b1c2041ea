// `npm run bench:import [-- --data-dir DIR] [--files N]`: builds what changed, starts the built
// server on 127.0.0.1 with the demo data in a fresh data folder, creates an admin API token, and
// measures the transcript import end to end:
//   1. one PDF transcript of at least 10,000 words, from upload to published (target < 3 s);
//   2. 100 transcripts (text, Markdown, HTML, PDF and Word in turn) through `npm run import`,
//      from the command's start to its summary (target < 60 s).
// The calls are rendered by @clearcall/importer from the raw transcripts in IMPORT_EVAL_DATA
// (default ../shared/data/raw-transcripts); without them, synthetic calls are rendered instead.
// Their companies are added first through the companies import.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildAll } from './build.mjs';
import { startDemoServer } from './lib/demo-server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'admin@example.com', password: 'clearcall-demo' };
const BIG_CALL_WORDS = 10_000;
const SINGLE_TARGET_MS = 3_000;
const BATCH_TARGET_MS = 60_000;
const FORMATS = ['text', 'markdown', 'html', 'pdf', 'docx'];
const EXTENSIONS = { text: 'txt', markdown: 'md', html: 'html', pdf: 'pdf', docx: 'docx' };
const LAYOUTS = ['dash', 'colon', 'own-line', 'paragraphs'];

function parseArgs(argv) {
  const options = { dataDir: null, files: 100 };
  for (let index = 0; index < argv.length; index += 1) {
    const value = argv[index + 1];
    if (argv[index] === '--data-dir' && value) options.dataDir = value;
    else if (argv[index] === '--files' && Number(value) >= 1) options.files = Number(value);
    else throw new Error(`Unknown option: ${argv[index]}`);
    index += 1;
  }
  return options;
}

const load = (path) => tsImport(pathToFileURL(join(ROOT, path)).href, import.meta.url);
const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;
const callWords = (call) =>
  [...call.prepared_remarks, ...call.q_and_a].reduce(
    (sum, turn) => sum + wordCount(turn.speech),
    0,
  );

/** Raw calls with the ticker and period their file names give, or synthetic ones. */
function loadCalls(count) {
  const folder = process.env.IMPORT_EVAL_DATA ?? join(ROOT, '../shared/data/raw-transcripts');
  const files = ['val', 'train'].flatMap((split) => {
    const dir = join(folder, split);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => join(dir, name))
      : [];
  });
  if (files.length === 0) {
    console.log(`No raw transcripts in ${folder}: rendering synthetic calls.`);
    return Array.from({ length: count }, (_, index) => syntheticCall(index));
  }
  const seen = new Set();
  const calls = [];
  for (const file of files) {
    const match = /^([A-Z.]+)_q([1-4])_(\d{4})\.json$/.exec(file.split('/').pop());
    if (!match) continue;
    const key = `${match[1]}-${match[2]}-${match[3]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    calls.push({ ...raw, ticker: match[1], quarter: Number(match[2]), year: Number(match[3]) });
  }
  return calls.slice(0, count);
}

const WORDS =
  'revenue margin growth customers demand quarter guidance pricing capacity backlog orders cash'.split(
    ' ',
  );
function syntheticCall(index) {
  const sentence = (n) =>
    `Our ${WORDS[n % WORDS.length]} improved ${(n % 9) + 2} percent as ${WORDS[(n * 7) % WORDS.length]} held up.`;
  const speech = (start) => Array.from({ length: 30 }, (_, n) => sentence(start + n)).join(' ');
  const ticker = `SY${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + (Math.floor(index / 26) % 26))}`;
  return {
    ticker,
    quarter: (index % 4) + 1,
    year: 2020 + (index % 4),
    participants: [
      'Dana Ruiz--Chief Executive Officer',
      'Lee Park--Chief Financial Officer',
      'Sam Ode--Acme Securities -- Analyst',
    ],
    prepared_remarks: [
      {
        speaker: 'Operator',
        speech: `Welcome to the ${ticker} earnings call for the quarter. I will now turn the call over to Dana Ruiz.`,
      },
      { speaker: 'Dana Ruiz', speech: speech(index) },
      { speaker: 'Lee Park', speech: speech(index + 3) },
    ],
    q_and_a: [
      {
        speaker: 'Operator',
        speech: 'Our first question comes from Sam Ode with Acme Securities.',
      },
      { speaker: 'Sam Ode', speech: 'Thanks. How should we think about pricing next quarter?' },
      { speaker: 'Dana Ruiz', speech: speech(index + 5) },
    ],
  };
}

/** The call lengthened with question-and-answer turns of other calls to at least `words`. */
function lengthen(call, others, words) {
  const longer = { ...call, q_and_a: [...call.q_and_a] };
  for (const other of others) {
    if (callWords(longer) >= words) break;
    longer.q_and_a.push(...other.q_and_a.filter((turn) => turn.speaker !== 'Operator'));
  }
  return longer;
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Signs the demo admin in and creates an API token for the run. */
async function createToken(url) {
  const login = await json(
    await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  );
  const session = login.result;
  if (!session)
    throw new Error('The admin sign-in asked for a passcode; ADMIN_PASSCODE=false did not apply.');
  const created = await json(
    await fetch(`${url}/api/user/api-tokens/${session.user.userId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: 'bench:import' }),
    }),
  );
  return created.secret;
}

function runCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['apps/server/src/cli/import.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout }));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `Machine: ${cpus().length} cores, load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  await buildAll();
  const { renderCall } = await load('packages/importer/src/index.ts');
  const { encodeMultipart, httpClient } = await load('apps/server/src/cli/import-client.ts');
  const { runCompaniesImport } = await load('apps/server/src/cli/import-run.ts');

  const calls = loadCalls(options.files + 1);
  if (calls.length < options.files + 1) {
    throw new Error(`Only ${calls.length} calls to import; ${options.files + 1} are needed.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'clearcall-bench-import-'));
  const dataDir = options.dataDir ?? join(work, 'data');
  const server = await startDemoServer({ dataDir, env: { ADMIN_PASSCODE: 'false' }, echo: true });
  try {
    const token = await createToken(server.url);
    const client = httpClient(server.url, token);
    const quiet = { write: () => undefined, isTTY: false };

    const tickers = [...new Set(calls.map((call) => call.ticker))];
    const csv = ['name,ticker,industry', ...tickers.map((ticker) => `${ticker} Inc.,${ticker},D`)];
    writeFileSync(join(work, 'companies.csv'), `${csv.join('\n')}\n`);
    if ((await runCompaniesImport(client, join(work, 'companies.csv'), quiet)) !== 0) {
      throw new Error('Adding the companies failed.');
    }
    const named = (call) => ({ ...call, companyName: `${call.ticker} Inc.` });

    // 1. One long PDF, from the upload to published.
    // A call that is long as published, else one lengthened with other calls' questions.
    const longIndex = Math.max(
      0,
      calls.findIndex((call) => callWords(call) >= BIG_CALL_WORDS),
    );
    const first = calls[longIndex];
    const rest = calls.filter((_, index) => index !== longIndex);
    const big = named(lengthen(first, rest, BIG_CALL_WORDS));
    const pdf = Buffer.from(await renderCall(big, { layout: 'dash', format: 'pdf' }));
    const { body, contentType } = encodeMultipart(
      { name: `${big.ticker}_q${big.quarter}_${big.year}.pdf`, bytes: pdf },
      {
        autoPublish: 'true',
        ticker: big.ticker,
        quarter: String(big.quarter),
        year: String(big.year),
      },
    );
    const started = performance.now();
    const accepted = await json(
      await fetch(`${server.url}/api/admin/transcripts`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        body,
      }),
    );
    let job;
    for (;;) {
      job = await json(
        await fetch(`${server.url}/api/admin/transcripts/jobs/${accepted.jobId}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      if (['published', 'failed', 'needs-review'].includes(job.status)) break;
      if (performance.now() - started > 120_000)
        throw new Error('The PDF import took over 2 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const singleMs = performance.now() - started;
    console.log(
      `One PDF of ${callWords(big)} words (${(pdf.length / 1024).toFixed(0)} KB): ${job.status} in ` +
        `${(singleMs / 1000).toFixed(2)} s (target < ${SINGLE_TARGET_MS / 1000} s)` +
        (job.error ? `: ${job.error.message}` : ''),
    );

    // 2. Many files through the command line.
    const folder = join(work, 'calls');
    const batch = rest.slice(0, options.files);
    mkdirSync(folder, { recursive: true });
    for (const [index, call] of batch.entries()) {
      const format = FORMATS[index % FORMATS.length];
      const layout = LAYOUTS[index % LAYOUTS.length];
      const bytes = await renderCall(named(call), { layout, format });
      const name = `${call.ticker}_q${call.quarter}_${call.year}.${EXTENSIONS[format]}`;
      const path = join(folder, name);
      writeFileSync(path, bytes);
    }
    const batchStarted = performance.now();
    const cli = await runCli(['transcripts', folder], {
      CLEARCALL_URL: server.url,
      CLEARCALL_API_TOKEN: token,
    });
    const batchMs = performance.now() - batchStarted;
    const summary = cli.stdout
      .split('\n')
      .filter((line) => !/^\[\d+\/\d+\]|: (queued|running|uploading)$/.test(line));
    console.log(summary.join('\n').trim());
    console.log(
      `${batch.length} transcripts through npm run import: ${(batchMs / 1000).toFixed(1)} s ` +
        `(target < ${BATCH_TARGET_MS / 1000} s), exit code ${cli.code}`,
    );
    const passed =
      job.status === 'published' && singleMs < SINGLE_TARGET_MS && batchMs < BATCH_TARGET_MS;
    console.log(passed ? 'Both targets met.' : 'A target was missed.');
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
