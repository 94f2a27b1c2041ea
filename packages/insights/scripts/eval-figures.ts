import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FigureDocument, FigureRecord } from '../src/figures/figure-record';
import {
  scoreCorpus,
  scoreDocument,
  type DocumentScore,
  type Rates,
} from '../src/figures/score-figures';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = resolve(packageDir, '..', '..', '..', 'shared');
const corpusDir = join(packageDir, 'eval', 'figures');

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'val' },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
});
const split = values.split ?? 'val';
if (split !== 'val' && split !== 'train') {
  process.stderr.write('eval:figures: --split must be val or train.\n');
  process.exit(1);
}
const callsDir = join(sharedDir, 'data', 'ectsum', split, 'ects');
const labelsDir = join(corpusDir, 'labels', split);
if (!existsSync(callsDir)) {
  process.stderr.write(`eval:figures: evaluation data not found at ${callsDir}.\n`);
  process.exit(1);
}

/** Reads one label file, refusing one that does not follow the schema. */
function readLabels(file: string): FigureDocument {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as FigureDocument;
  const fail = (why: string) => {
    throw new Error(`${file}: ${why}`);
  };
  if (typeof doc.doc !== 'string' || !Array.isArray(doc.figures)) fail('needs doc and figures');
  doc.figures.forEach((figure: FigureRecord, at) => {
    if (typeof figure.metric !== 'string' || typeof figure.scope !== 'string')
      fail(`figure ${at} needs metric and scope`);
    if (figure.kind !== 'actual' && figure.kind !== 'guidance') fail(`figure ${at}: bad kind`);
    if (!['gaap', 'adjusted', 'unspecified'].includes(figure.basis))
      fail(`figure ${at}: bad basis`);
    if (figure.value === null && (figure.low === null || figure.high === null))
      fail(`figure ${at} needs a value or both ends of a range`);
  });
  return doc;
}

const labelled = readdirSync(labelsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => readLabels(join(labelsDir, name)));
if (labelled.length === 0) {
  process.stderr.write(`eval:figures: no labelled calls in ${labelsDir}.\n`);
  process.exit(1);
}

// The engine reads the calls through the same command a user runs, over a folder holding just
// the labelled calls.
const inDir = mkdtempSync(join(tmpdir(), 'figures-in-'));
const outDir = mkdtempSync(join(tmpdir(), 'figures-out-'));
const started = performance.now();
let scores: DocumentScore[];
try {
  for (const { doc } of labelled)
    symlinkSync(join(callsDir, `${doc}.txt`), join(inDir, `${doc}.txt`));
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(packageDir, 'bin', 'insights.ts'),
      'batch-figures',
      '--in',
      inDir,
      '--out',
      outDir,
      '--periods',
      join(corpusDir, 'true-periods.json'),
    ],
    { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  scores = labelled.map((labels) => {
    const predicted = JSON.parse(
      readFileSync(join(outDir, `${labels.doc}.json`), 'utf8'),
    ) as FigureDocument;
    return scoreDocument(predicted, labels);
  });
} finally {
  rmSync(inDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}
const elapsed = performance.now() - started;

const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
const fixed = (n: number) => n.toFixed(2);

function describe(figure: FigureRecord): string {
  const amount = figure.value === null ? `${figure.low}..${figure.high}` : String(figure.value);
  const rule = figure.rule ? ` <${figure.rule}>` : '';
  return `${figure.kind} ${figure.period} ${figure.scope} ${figure.metric} (${figure.basis}) ${amount} ${figure.unit} @${figure.lines.join(',')}${rule}`;
}

if (values.verbose) {
  if (split === 'val')
    process.stdout.write(
      '(val calls are held out: read their misses, never write rules on them)\n',
    );
  for (const score of scores) {
    if (score.missed.length === 0 && score.wrong.length === 0) continue;
    process.stdout.write(`\n${score.doc}\n`);
    for (const figure of score.missed) process.stdout.write(`  missed ${describe(figure)}\n`);
    for (const figure of score.wrong) process.stdout.write(`  wrong  ${describe(figure)}\n`);
  }
  process.stdout.write('\n');
}

const corpus = scoreCorpus(scores);
const row = (name: string, r: Rates, width: number) =>
  `${name.padEnd(width)}  ${String(r.labelled).padStart(6)}  ${String(r.predicted).padStart(9)}  ${String(r.matched).padStart(7)}  ${fixed(r.precision).padStart(9)}  ${fixed(r.recall).padStart(6)}  ${fixed(r.f1).padStart(4)}`;
const header = (name: string, width: number) =>
  `${name.padEnd(width)}  labels  predicted  matched  precision  recall    F1`;

const lines = [
  `eval:figures on ${split}: ${labelled.length} labelled calls, ${corpus.overall.labelled} labelled figures (${(elapsed / 1000).toFixed(1)} s)`,
  '',
  `precision        ${fixed(corpus.overall.precision)}`,
  `recall           ${fixed(corpus.overall.recall)}`,
  `headline recall  ${fixed(corpus.headline.recall)}  (${corpus.headline.matched} of ${corpus.headline.labelled} company revenue and EPS figures, actual and guidance)`,
  `F1               ${fixed(corpus.overall.f1)}`,
  `part figures shown as the company's: ${corpus.partsAsCompany}`,
  '',
  header('measure', 22),
  ...[...corpus.byMetric].map(([metric, r]) => row(metric, r, 22)),
  '',
  'per rule (recall is the share of all labels the rule found)',
  header('rule', 22),
  ...[...corpus.byRule].map(([rule, r]) => row(rule, r, 22)),
  '',
  `calls with every figure right: ${pct(scores.filter((s) => s.missed.length === 0 && s.wrong.length === 0).length / scores.length)}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
