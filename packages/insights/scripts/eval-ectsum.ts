import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { unsupportedNumbers } from '../src/bullets/faithfulness';
import { writeBullets } from '../src/bullets/write-bullets';
import { parseTranscript } from '../src/transcript/parse-transcript';
import { findQuantities } from '../src/text/quantities';
import { createRougeScorer, parseExceptionTable } from '../src/rouge/rouge';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = resolve(packageDir, '..', '..', '..', 'shared');

const { values } = parseArgs({
  options: { split: { type: 'string', default: 'val' }, max: { type: 'string' } },
  strict: true,
});
const split = values.split ?? 'val';
if (split !== 'val' && split !== 'train') {
  process.stderr.write('eval:ectsum: --split must be val or train.\n');
  process.exit(1);
}
const dataDir = join(sharedDir, 'data', 'ectsum', split);
const exceptionsFile = join(sharedDir, 'data', 'rouge', 'wordnet-exceptions.tsv');
if (!existsSync(dataDir) || !existsSync(exceptionsFile)) {
  process.stderr.write(`eval:ectsum: evaluation data not found at ${dataDir}.\n`);
  process.exit(1);
}

/** The first `count` bullets of a ranked brief, one a line. */
function brief(ranked: readonly { text: string }[], count: number): string {
  return ranked
    .slice(0, count)
    .map((bullet) => bullet.text)
    .join('\n');
}

const outDir = mkdtempSync(join(tmpdir(), 'ectsum-'));
const started = performance.now();
try {
  // The evaluation runs the same command a user would: batch-bullets over the transcripts.
  const cli = [
    '--import',
    'tsx',
    join(packageDir, 'bin', 'insights.ts'),
    'batch-bullets',
    '--in',
    join(dataDir, 'ects'),
    '--out',
    outDir,
  ];
  if (values.max) cli.push('--max', values.max);
  execFileSync(process.execPath, cli, { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const batchMs = performance.now() - started;

  const score = createRougeScorer({
    exceptions: parseExceptionTable(readFileSync(exceptionsFile, 'utf8')),
  });
  const sums = { r1: 0, r2: 0, rl: 0, rlw: 0 };
  // Two checks that know the reference, to tell how much of the gap is the bullet count: the
  // engine's likeliest bullets up to the reference's count (as ECT-BPS was told it), and the best
  // count for each call in the engine's own order. Neither is a mode of the engine.
  const told = { r1: 0, r2: 0, rl: 0 };
  let bestCountR1 = 0;
  let docs = 0;
  let bullets = 0;
  let numbers = 0;
  let unsupported = 0;
  for (const name of readdirSync(join(dataDir, 'gt_summaries')).sort()) {
    const hypothesis = readFileSync(join(outDir, name), 'utf8').trimEnd();
    const reference = readFileSync(join(dataDir, 'gt_summaries', name), 'utf8');
    const transcript = readFileSync(join(dataDir, 'ects', name), 'utf8');
    const r = score(hypothesis, reference);
    sums.r1 += r.rouge1.f1;
    sums.r2 += r.rouge2.f1;
    sums.rl += r.rougeL.f1;
    sums.rlw += r.rougeLWeighted.f1;
    docs++;
    const ranked = writeBullets(parseTranscript(transcript), { max: 12, minRelativeScore: 0 });
    const referenceCount = reference.split('\n').filter((line) => line.trim()).length;
    const toldScore = score(brief(ranked, referenceCount), reference);
    told.r1 += toldScore.rouge1.f1;
    told.r2 += toldScore.rouge2.f1;
    told.rl += toldScore.rougeL.f1;
    let best = 0;
    for (let count = 1; count <= ranked.length; count++)
      best = Math.max(best, score(brief(ranked, count), reference).rouge1.f1);
    bestCountR1 += best;
    for (const line of hypothesis.split('\n').filter(Boolean)) {
      bullets++;
      const body = line.replace(/\b[qh][1-4]\b/gi, '');
      numbers += findQuantities(body).length;
      unsupported += unsupportedNumbers(body, transcript).length;
    }
  }
  const f = (x: number) => (x / docs).toFixed(4);
  console.log(
    `ECTSum ${split}: ${docs} documents, ${bullets} bullets (${(bullets / docs).toFixed(2)} per document), batch-bullets ${batchMs.toFixed(0)} ms`,
  );
  console.log(
    `ROUGE-1 F1 ${f(sums.r1)}  ROUGE-2 F1 ${f(sums.r2)}  ROUGE-L F1 ${f(sums.rl)} (summary-level union LCS)`,
  );
  console.log(`ROUGE-L F1 with py-rouge 1.1 weight factor 1.2: ${f(sums.rlw)}`);
  console.log(
    `told the reference's bullet count (a check): ROUGE-1 F1 ${f(told.r1)}  ROUGE-2 F1 ${f(told.r2)}  ROUGE-L F1 ${f(told.rl)}`,
  );
  console.log(
    `best bullet count for each call, knowing the reference: ROUGE-1 F1 ${f(bestCountR1)}`,
  );
  console.log(
    `faithfulness: ${numbers - unsupported} of ${numbers} numbers in bullets appear in the transcript (${((100 * (numbers - unsupported)) / Math.max(1, numbers)).toFixed(1)}%)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
