import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as EngineModule from '../src/index';
import type { Passage } from '../src/retrieval/bm25-index';
import { countWords } from '../src/text/tokenize';
import {
  AbsoluteSummarizerConfig,
  DefaultTextParser,
  NullLogger,
  SorensenDiceSimilarity,
  Summarizer,
} from 'ts-textrank';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ectsumVal = resolve(packageDir, '..', '..', '..', 'shared', 'data', 'ectsum', 'val', 'ects');
const TARGET_WORDS = 9_000;
const TEXTRANK_SENTENCES = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Warm-up before timing starts, so both contenders are measured as optimised code: at least this
 * many runs and this much running time each. V8 optimises a function only after it has run for
 * a while, so a fixed number of runs warms a 3 ms call far less than a 120 ms one; the same time
 * budget warms both alike (TextRank still gets its five runs).
 */
const WARM_UP_RUNS = 5;
const WARM_UP_MS = 1000;

/**
 * The two contenders are timed in alternating rounds, so that both see the same state of a shared
 * machine (whose speed here drifts by half between seconds): each round times the engine
 * `ENGINE_RUNS_PER_ROUND` times and TextRank once, and gives one ratio of TextRank's time to the
 * engine's median in that round.
 */
const ROUNDS = 9;
const ENGINE_RUNS_PER_ROUND = 5;

function warmUp(fn: () => void): void {
  const start = performance.now();
  for (let i = 0; i < WARM_UP_RUNS || performance.now() - start < WARM_UP_MS; i++) fn();
}

function timed(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

type Comparison = {
  engine: { median: number; min: number };
  rival: { median: number; min: number };
  /** Median over the rounds of the rival's time over the engine's median time in that round. */
  pairedRatio: number;
};

/** Times `engine` and `rival` in alternating rounds after warming both up. */
function compare(engine: () => void, rival: () => void): Comparison {
  warmUp(engine);
  warmUp(rival);
  const engineSamples: number[] = [];
  const rivalSamples: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const inRound = Array.from({ length: ENGINE_RUNS_PER_ROUND }, () => timed(engine));
    const rivalMs = timed(rival);
    engineSamples.push(...inRound);
    rivalSamples.push(rivalMs);
    ratios.push(rivalMs / median(inRound));
  }
  const summary = (samples: number[]) => ({ median: median(samples), min: Math.min(...samples) });
  return {
    engine: summary(engineSamples),
    rival: summary(rivalSamples),
    pairedRatio: median(ratios),
  };
}

type Engine = typeof EngineModule;

/**
 * The engine as the server ships it: bundled by esbuild as `scripts/build.mjs` bundles the
 * server. tsx, which runs this script, also keeps the name of every function it compiles, at a
 * cost on each closure made that the shipped code does not pay.
 */
async function shippedEngine(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'insights-bench-'));
  try {
    const outfile = join(dir, 'engine.mjs');
    await build({
      entryPoints: [join(packageDir, 'src', 'index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return (await import(pathToFileURL(outfile).href)) as Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A deterministic pseudo-random generator, so every run benchmarks the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A real earnings call of about 9,000 words laid out as a demo transcript; without `../shared`,
 * the longest of the package's fixtures grown to the same size (also with `--fixtures`).
 */
function benchmarkTranscript(): { text: string; source: string } {
  let sentences: string[];
  let source: string;
  if (existsSync(ectsumVal) && !process.argv.includes('--fixtures')) {
    const files = readdirSync(ectsumVal).map((name) => readFileSync(join(ectsumVal, name), 'utf8'));
    files.sort((a, b) => countWords(b) - countWords(a));
    sentences = files.flatMap((text) => text.split('\n').filter(Boolean));
    source = `the longest ECTSum validation calls (${ectsumVal})`;
  } else {
    const fixtures = join(packageDir, 'test', 'fixtures');
    const [longest] = readdirSync(fixtures)
      .filter((name) => name.endsWith('.txt'))
      .map((name) => ({ name, text: readFileSync(join(fixtures, name), 'utf8') }))
      .sort((a, b) => countWords(b.text) - countWords(a.text));
    if (!longest) throw new Error(`No transcript fixtures in ${fixtures}`);
    sentences = longest.text.split('\n').filter((line) => line.length > 80);
    source = `test/fixtures/${longest.name} (the longest fixture) repeated`;
  }
  const lines: string[] = [];
  let words = 0;
  for (let i = 0; words < TARGET_WORDS; i++) {
    const sentence = sentences[i % sentences.length] ?? '';
    if (i % 12 === 0) {
      const isQa = words > TARGET_WORDS * 0.6;
      lines.push(
        '',
        isQa && i % 24 === 0
          ? `Analyst ${i} -- Example Securities -- Analyst`
          : `Executive ${i % 5} -- Chief Financial Officer`,
      );
    }
    lines.push(sentence);
    words += countWords(sentence);
  }
  return { text: lines.join('\n'), source };
}

/**
 * The same kind of card summary by ts-textrank: TextRank over Sorensen-Dice sentence similarity
 * with English stopwords removed, ten sentences (about 250 words) in call order.
 */
function textRankSummary(text: string): string[] {
  const config = new AbsoluteSummarizerConfig(
    TEXTRANK_SENTENCES,
    new SorensenDiceSimilarity(),
    new DefaultTextParser(),
    0.85,
    Summarizer.SORT_OCCURENCE,
  );
  return new Summarizer(config, new NullLogger()).summarize(text, 'en');
}

function retrievalBench({ Bm25Index }: Engine): { build: number; query: number; passages: number } {
  const next = random(20241122);
  // Content words follow a Zipf law: the k-th commonest appears about 1/k as often as the first.
  const vocabulary = Array.from({ length: 20_000 }, (_, i) => `term${i.toString(36)}`);
  const word = () =>
    vocabulary[Math.floor(Math.exp(next() * Math.log(vocabulary.length))) - 1] ?? 'term';
  const index = new Bm25Index();
  const start = performance.now();
  for (let doc = 0; doc < 10_000; doc++) {
    const passages: Passage[] = [];
    for (let p = 0; p < 12; p++) {
      const text = Array.from({ length: 60 }, word).join(' ');
      passages.push({
        id: `${doc}#${p}`,
        documentId: String(doc),
        companyId: `c${doc % 500}`,
        year: 2020 + (doc % 5),
        quarter: 1 + (doc % 4),
        text,
      });
    }
    index.add(passages);
  }
  const build = performance.now() - start;
  const queries = Array.from({ length: 40 }, () => `${word()} ${word()} ${word()} ${word()}`);
  const samples = queries.map((q, i) => {
    const t = performance.now();
    index.search(q, i % 2 === 0 ? {} : { companyIds: ['c1', 'c2', 'c3'], years: [2021, 2022] }, 8);
    return performance.now() - t;
  });
  return { build, query: median(samples), passages: index.size };
}

const { text, source } = benchmarkTranscript();
const words = countWords(text);
const engineModule = await shippedEngine();
const { analyzeTranscript } = engineModule;
const rankSentences = textRankSummary(text).length;
const { engine, rival, pairedRatio } = compare(
  () => void analyzeTranscript(text),
  () => void textRankSummary(text),
);
console.log(`transcript: ${words} words from ${source}`);
console.log(
  `parse + 250/750-word summaries + highlights + FAQs + key figures + bullets: median ${engine.median.toFixed(1)} ms, fastest ${engine.min.toFixed(1)} ms (target: median < 50 ms)`,
);
console.log(
  `ts-textrank ${rankSentences}-sentence summary of the same text: median ${rival.median.toFixed(1)} ms, fastest ${rival.min.toFixed(1)} ms`,
);
console.log(
  `engine is ${pairedRatio.toFixed(1)}x faster than ts-textrank (median of ${ROUNDS} alternating rounds; target >= 20x); ${(rival.median / engine.median).toFixed(1)}x by overall medians, ${(rival.min / engine.min).toFixed(1)}x by fastest runs`,
);
console.log(
  `machine load average while measuring: ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`,
);
const retrieval = retrievalBench(engineModule);
console.log(
  `retrieval: ${retrieval.passages} passages from 10,000 transcripts indexed in ${(retrieval.build / 1000).toFixed(1)} s; median query ${retrieval.query.toFixed(2)} ms (target < 20 ms)`,
);
