import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ImportFormat } from '@clearcall/contracts';
import { detectCall } from '../src/detect/detect-call';
import { ImportFileError } from '../src/errors';
import { readDocument } from '../src/read/read-document';
import { RENDER_LAYOUTS, type RenderLayout } from '../src/render/call-blocks';
import { asRawCall, type RawCall } from '../src/render/raw-call';
import { renderCall } from '../src/render/render-call';
import { qaStartRight, rolesRight } from './measure-import';

// `npm run eval:import [-- --split train] [--layouts dash,colon] [--formats pdf] [--max N] [--verbose]`
// Renders every call of the raw-transcripts split into each layout and format, imports each file as
// an upload would be, and prints how often the Q&A start, the period and the speakers' roles are right.

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultData = resolve(packageDir, '..', '..', '..', 'shared', 'data', 'raw-transcripts');
const FILE_FORMATS: ImportFormat[] = ['text', 'markdown', 'html', 'pdf', 'docx'];
const NAMED_LAYOUTS = new Set<string>(['dash', 'colon', 'own-line', 'json']);

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'val' },
    layouts: { type: 'string' },
    formats: { type: 'string' },
    max: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
});

const split = values.split ?? 'val';
if (split !== 'val' && split !== 'train') fail('--split must be val or train.');
const dataDir = join(process.env.IMPORT_EVAL_DATA ?? defaultData, split);
if (!existsSync(dataDir)) fail(`evaluation data not found at ${dataDir} (set IMPORT_EVAL_DATA).`);
const layouts = pick(values.layouts, RENDER_LAYOUTS as string[], 'layout') as RenderLayout[];
const formats = pick(values.formats, [...FILE_FORMATS, 'json'], 'format') as ImportFormat[];

function fail(message: string): never {
  process.stderr.write(`eval:import: ${message}\n`);
  process.exit(1);
}

function pick(list: string | undefined, all: string[], what: string): string[] {
  if (!list) return all;
  const chosen = list.split(',').map((item) => item.trim());
  for (const item of chosen)
    if (!all.includes(item)) fail(`unknown ${what} "${item}" (one of ${all.join(', ')}).`);
  return chosen;
}

type Period = { quarter: number; year: number };
type TruePeriods = Record<string, { quarter: number; year: number; evidence: string }>;

const truePeriods = JSON.parse(
  readFileSync(join(packageDir, 'eval', 'true-periods.json'), 'utf8'),
) as TruePeriods;

function periodOf(doc: string): Period {
  const fixed = truePeriods[`${split}/${doc}`];
  if (fixed) return { quarter: fixed.quarter, year: fixed.year };
  const match = /_q([1-4])_(\d{4})$/.exec(doc);
  if (!match?.[1] || !match[2]) fail(`${doc}: the file name does not give a period.`);
  return { quarter: Number(match[1]), year: Number(match[2]) };
}

type Tally = {
  files: number;
  qa: number;
  period: number;
  rolesCalls: number;
  rolesRight: number;
  speakers: number;
  speakersRight: number;
  failed: number;
  ms: number;
};
const blank = (): Tally => ({
  files: 0,
  qa: 0,
  period: 0,
  rolesCalls: 0,
  rolesRight: 0,
  speakers: 0,
  speakersRight: 0,
  failed: 0,
  ms: 0,
});
const byLayout = new Map<string, Tally>();
const byFormat = new Map<string, Tally>();
const total = blank();

function add(tally: Tally, outcome: Omit<Tally, 'files'>): void {
  tally.files++;
  for (const key of Object.keys(outcome) as Array<keyof typeof outcome>) tally[key] += outcome[key];
}

async function evaluate(
  doc: string,
  call: RawCall,
  layout: string,
  format: ImportFormat,
): Promise<void> {
  const named = NAMED_LAYOUTS.has(layout);
  const started = performance.now();
  const outcome = {
    qa: 0,
    period: 0,
    rolesCalls: 0,
    rolesRight: 0,
    speakers: 0,
    speakersRight: 0,
    failed: 0,
    ms: 0,
  };
  try {
    const bytes = await renderCall(call, {
      layout: layout === 'json' ? 'dash' : (layout as RenderLayout),
      format,
    });
    const { text } = await readDocument({ bytes, fileName: `${doc}.${format}` });
    const { detected, transcript } = detectCall(text, { fileName: `${doc}.${format}` });
    const truth = periodOf(doc);
    const qa = qaStartRight(call, text, transcript, named);
    const period = detected.quarter === truth.quarter && detected.year === truth.year;
    outcome.qa = qa ? 1 : 0;
    outcome.period = period ? 1 : 0;
    if (named) {
      const roles = rolesRight(call, detected.speakers);
      outcome.rolesCalls = 1;
      outcome.rolesRight = roles.right === roles.total ? 1 : 0;
      outcome.speakers = roles.total;
      outcome.speakersRight = roles.right;
      if (values.verbose && roles.right < roles.total)
        console.log(`  roles ${doc} ${layout}/${format}: ${roles.right}/${roles.total}`);
    }
    if (values.verbose && !qa)
      console.log(
        `  qa ${doc} ${layout}/${format}: ${transcript.split.method} at ${transcript.split.qaStart}`,
      );
    if (values.verbose && !period)
      console.log(
        `  period ${doc} ${layout}/${format}: Q${detected.quarter} ${detected.year}, true Q${truth.quarter} ${truth.year}`,
      );
  } catch (error) {
    outcome.failed = 1;
    const message =
      error instanceof ImportFileError ? `${error.code}: ${error.message}` : String(error);
    console.log(`  failed ${doc} ${layout}/${format}: ${message}`);
  }
  outcome.ms = performance.now() - started;
  add(total, outcome);
  for (const [map, key] of [
    [byLayout, layout],
    [byFormat, format],
  ] as const) {
    if (!map.has(key)) map.set(key, blank());
    add(map.get(key) ?? blank(), outcome);
  }
}

const pct = (part: number, whole: number): string =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

function printTable(title: string, rows: Map<string, Tally>): void {
  console.log(
    `\n${title.padEnd(16)} files   Q&A start   period   all roles   speaker roles   failed   ms/file`,
  );
  for (const [key, tally] of [...rows.entries(), ['all', total] as const]) {
    console.log(
      `${key.padEnd(16)} ${String(tally.files).padStart(5)}   ${pct(tally.qa, tally.files)}   ${pct(tally.period, tally.files)}   ${pct(tally.rolesRight, tally.rolesCalls)}     ${pct(tally.speakersRight, tally.speakers)}   ${String(tally.failed).padStart(6)}   ${(tally.ms / Math.max(1, tally.files)).toFixed(0).padStart(7)}`,
    );
  }
}

const docs = readdirSync(dataDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .slice(0, values.max ? Number(values.max) : undefined);
console.log(
  `eval:import: ${docs.length} calls of ${split}, layouts ${layouts.join(', ')}, formats ${formats.join(', ')}`,
);
for (const file of docs) {
  const doc = file.replace(/\.json$/, '');
  const call = asRawCall(JSON.parse(readFileSync(join(dataDir, file), 'utf8')));
  if (typeof call === 'string') fail(`${file} ${call}`);
  for (const format of formats) {
    if (format === 'json') await evaluate(doc, call, 'json', 'json');
    else for (const layout of layouts) await evaluate(doc, call, layout, format);
  }
}
printTable('layout', byLayout);
printTable('format', byFormat);
console.log(
  '\nQ&A start: within one speaker turn of the true boundary where speakers are named (dash, colon, own-line, json), within 3 sentences elsewhere.' +
    "\nperiod: quarter and year both right. roles: calls with every speaker's role right, and the share of speakers right.",
);
