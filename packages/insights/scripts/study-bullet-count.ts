/**
 * How many bullets should a brief have? A study on ECTSum, not part of the engine: it asks whether
 * a rule or a learned selector chooses the bullets of a brief better than the engine's cut (each
 * candidate at least 0.3 times as likely as the best one). Every setting is chosen on `train/` and
 * then measured once on `val/`.
 *
 *   npm run study:bullet-count -w @clearcall/insights
 *
 * 1. Count rules: keep the candidates whose likelihood is at least `floor` and at least `share`
 *    times the best one's, and never fewer than `least`.
 * 2. A learned selector: a logistic regression over features of each candidate (its likelihood,
 *    rank, measure, outlook or result, period, part of the business, range, change, place in the
 *    call, and the call's number of likely candidates), fitted on `train/` to whether the
 *    reference states the candidate's number, then used as the likelihood in the count rules.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBullets, type Bullet } from '../src/bullets/write-bullets';
import { METRICS } from '../src/figures/metrics';
import { createRougeScorer, parseExceptionTable } from '../src/rouge/rouge';
import { parseTranscript } from '../src/transcript/parse-transcript';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(packageDir, '..', '..', '..', 'shared', 'data');
const exceptionsFile = join(dataDir, 'rouge', 'wordnet-exceptions.tsv');
if (!existsSync(join(dataDir, 'ectsum', 'train')) || !existsSync(exceptionsFile)) {
  process.stderr.write(`study:bullet-count: evaluation data not found at ${dataDir}.\n`);
  process.exit(1);
}
const score = createRougeScorer({
  exceptions: parseExceptionTable(readFileSync(exceptionsFile, 'utf8')),
});

/** The engine's cap and cut, as `writeBullets` applies them. */
const MAX_BULLETS = 8;
const ENGINE_SHARE = 0.3;

type Candidate = { text: string; likelihood: number; features: number[]; stated: boolean };
type Call = { candidates: Candidate[]; reference: string; transcriptNumbers: Set<string> };

/** Numbers of a bullet or reference, without quarter names and years. */
function numbersOf(text: string): string[] {
  return (text.replace(/\b[qh][1-4]\b/gi, '').match(/\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((digits) => digits.replace(/,/g, ''))
    .filter((digits) => !/^(?:19|20)\d\d$/.test(digits));
}

const metricIds = METRICS.map((metric) => metric.id);

function featuresOf(bullet: Bullet, rank: number, ranked: Bullet[], sentences: number): number[] {
  const figure = bullet.figure;
  const top = ranked[0]?.score ?? 1;
  return [
    1,
    Math.log(bullet.score + 1e-3),
    Math.log(bullet.score / top + 1e-3),
    rank,
    rank === 0 ? 1 : 0,
    rank === 1 ? 1 : 0,
    figure.isGuidance ? 1 : 0,
    figure.isSegment ? 1 : 0,
    figure.range ? 1 : 0,
    figure.change ? 1 : 0,
    figure.period.kind === 'quarter' ? 1 : 0,
    figure.period.kind === 'year' ? 1 : 0,
    figure.sentence / Math.max(1, sentences),
    figure.confidence,
    ranked.length,
    ranked.filter((other) => other.score >= ENGINE_SHARE * top).length,
    ...metricIds.map((id) => (id === figure.metric ? 1 : 0)),
  ];
}

function loadCalls(split: string): Call[] {
  const folder = join(dataDir, 'ectsum', split);
  return readdirSync(join(folder, 'ects'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, 'ects', name), 'utf8');
      const transcript = parseTranscript(text);
      const reference = readFileSync(join(folder, 'gt_summaries', name), 'utf8');
      const stated = new Set(numbersOf(reference));
      const ranked = writeBullets(transcript, { max: 12, minRelativeScore: 0 });
      const candidates = ranked.map((bullet, rank) => ({
        text: bullet.text,
        likelihood: bullet.score,
        features: featuresOf(bullet, rank, ranked, transcript.sentences.length),
        stated: stated.has(numbersOf(bullet.text)[0] ?? ''),
      }));
      return { candidates, reference, transcriptNumbers: new Set(numbersOf(text)) };
    });
}

type CountRule = { floor: number; share: number; least: number };

/** Mean ROUGE-1 F1 of the briefs a count rule keeps, each candidate weighed by `likelihood`. */
function meanRouge1(calls: Call[], rule: CountRule, likelihood: (c: Candidate) => number): number {
  let sum = 0;
  for (const call of calls) {
    const ranked = call.candidates
      .map((candidate) => ({ candidate, p: likelihood(candidate) }))
      .sort((a, b) => b.p - a.p);
    const top = ranked[0]?.p ?? 0;
    const kept = ranked.filter(
      (entry, i) =>
        i < MAX_BULLETS && (i < rule.least || entry.p >= Math.max(rule.floor, rule.share * top)),
    );
    sum += score(kept.map((entry) => entry.candidate.text).join('\n'), call.reference).rouge1.f1;
  }
  return sum / calls.length;
}

/** The rule of the grid that scores best on `calls`. */
function bestRule(calls: Call[], likelihood: (c: Candidate) => number): CountRule {
  let best: { rule: CountRule; value: number } | null = null;
  for (const floor of [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5])
    for (const share of [0, 0.1, 0.2, 0.3, 0.4, 0.5])
      for (const least of [1, 2, 3]) {
        const rule = { floor, share, least };
        const value = meanRouge1(calls, rule, likelihood);
        if (!best || value > best.value) best = { rule, value };
      }
  return best?.rule ?? { floor: 0, share: ENGINE_SHARE, least: 1 };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]) =>
  x.reduce((sum, v, j) => sum + v * (w[j] ?? 0), 0);

/** Logistic regression by gradient descent on standardised features, with an L2 penalty. */
function fitLogistic(calls: Call[], penalty: number): (c: Candidate) => number {
  const rows = calls.flatMap((call) => call.candidates);
  const columns = (rows[0]?.features ?? []).map((_, j) => rows.map((row) => row.features[j] ?? 0));
  const mean = columns.map((column) => column.reduce((sum, v) => sum + v, 0) / rows.length);
  const spread = columns.map((column, j) =>
    Math.sqrt(column.reduce((sum, v) => sum + (v - (mean[j] ?? 0)) ** 2, 0) / rows.length),
  );
  // The first feature is the constant: it is left as it is.
  const standardise = (x: readonly number[]) =>
    x.map((v, j) => (j === 0 ? 1 : (v - (mean[j] ?? 0)) / (spread[j] || 1)));
  const inputs = rows.map((row) => ({ x: standardise(row.features), y: row.stated ? 1 : 0 }));
  let weights = mean.map(() => 0);
  for (let step = 0; step < 3000; step++) {
    const gradient = weights.map(() => 0);
    for (const { x, y } of inputs) {
      const error = sigmoid(dot(weights, x)) - y;
      x.forEach((v, j) => (gradient[j] = (gradient[j] ?? 0) + (error * v) / rows.length));
    }
    weights = weights.map((w, j) => w - 0.5 * ((gradient[j] ?? 0) + (j > 0 ? penalty * w : 0)));
  }
  return (candidate) => sigmoid(dot(weights, standardise(candidate.features)));
}

/** What the reference bullets state, against what the transcript says and the engine reads. */
function coverage(calls: Call[]): string {
  const counts = { bullets: 0, noNumber: 0, notSaid: 0, notRead: 0, leftOut: 0, inBrief: 0 };
  for (const call of calls) {
    const top = call.candidates[0]?.likelihood ?? 0;
    const candidateNumbers = new Set(call.candidates.flatMap((c) => numbersOf(c.text)));
    const briefNumbers = new Set(
      call.candidates
        .filter((c, i) => i < MAX_BULLETS && c.likelihood >= ENGINE_SHARE * top)
        .flatMap((c) => numbersOf(c.text)),
    );
    for (const bullet of call.reference.split('\n').filter((l) => l.trim())) {
      counts.bullets++;
      const main = numbersOf(bullet)[0];
      if (main === undefined) counts.noNumber++;
      else if (!call.transcriptNumbers.has(main)) counts.notSaid++;
      else if (!candidateNumbers.has(main)) counts.notRead++;
      else if (!briefNumbers.has(main)) counts.leftOut++;
      else counts.inBrief++;
    }
  }
  return `${counts.bullets} reference bullets: ${counts.noNumber} state no number, ${counts.notSaid} a number the transcript never says, ${counts.notRead} one no candidate bullet has, ${counts.leftOut} one a candidate left out of the brief has, ${counts.inBrief} one the brief states`;
}

const train = loadCalls('train');
const val = loadCalls('val');
const engineRule = { floor: 0, share: ENGINE_SHARE, least: 1 };
const engineLikelihood = (candidate: Candidate) => candidate.likelihood;
const line = (name: string, rule: CountRule, likelihood: (c: Candidate) => number) =>
  `${name.padEnd(44)} train ${meanRouge1(train, rule, likelihood).toFixed(4)}  val ${meanRouge1(val, rule, likelihood).toFixed(4)}  (floor ${rule.floor}, share ${rule.share}, at least ${rule.least})`;

console.log(`train/: ${coverage(train)}.`);
console.log(`val/: ${coverage(val)}.`);
console.log('ROUGE-1 F1 of the brief, each setting chosen on train/:');
console.log(line("the engine's cut", engineRule, engineLikelihood));
console.log(
  line(
    'best count rule on the engine likelihood',
    bestRule(train, engineLikelihood),
    engineLikelihood,
  ),
);
for (const penalty of [0.001, 0.01, 0.1]) {
  const learned = fitLogistic(train, penalty);
  console.log(line(`learned selector, L2 penalty ${penalty}`, bestRule(train, learned), learned));
}
