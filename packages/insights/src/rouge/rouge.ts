import { stemPorterOriginal } from './porter-original';

/** Precision, recall and F1 of one ROUGE variant for one summary. */
export type RougeScore = { precision: number; recall: number; f1: number };

/** The four figures the ECTSum recipe reports for one summary pair. */
export type RougeResult = {
  rouge1: RougeScore;
  rouge2: RougeScore;
  /** Standard summary-level ROUGE-L (union LCS over lines). */
  rougeL: RougeScore;
  /** py-rouge 1.1's ROUGE-L, with precision and recall raised to 1/weightFactor. */
  rougeLWeighted: RougeScore;
};

export type RougeOptions = {
  /** Word replacements tried before stemming (the WordNet exception table). */
  exceptions?: ReadonlyMap<string, string>;
  /** Summaries are cut to this many whitespace-separated words; 0 disables the cut. */
  lengthLimit?: number;
  /** The py-rouge ROUGE-L exponent; 1.2 in the ECTSum release. */
  weightFactor?: number;
  /** F-measure balance; 0.5 is F1. */
  alpha?: number;
};

const NON_ALPHANUMERIC = /[^a-z0-9]+/g;
/** Treebank-tokenizer contractions that NLTK splits even in text without punctuation. */
const SPLIT_WORDS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['gimme', ['gim', 'me']],
  ['gonna', ['gon', 'na']],
  ['gotta', ['got', 'ta']],
  ['lemme', ['lem', 'me']],
  ['wanna', ['wan', 'na']],
]);

/** Parses the tab-separated WordNet exception table shipped with the evaluation data. */
export function parseExceptionTable(text: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [word, replacement] = line.trim().split('\t');
    if (word && replacement) table.set(word, replacement);
  }
  return table;
}

function makeNormalizer(exceptions: ReadonlyMap<string, string>) {
  const cache = new Map<string, string>();
  const normalizeToken = (token: string): string => {
    if (token.length <= 3) return token;
    let out = cache.get(token);
    if (out === undefined) {
      out = exceptions.get(token) ?? stemPorterOriginal(token);
      cache.set(token, out);
    }
    return out;
  };
  return (text: string): string[] => {
    const tokens: string[] = [];
    for (const raw of text.toLowerCase().replace(NON_ALPHANUMERIC, ' ').split(' ')) {
      if (raw === '') continue;
      const parts = SPLIT_WORDS.get(raw);
      if (parts) tokens.push(parts[0], parts[1]);
      else tokens.push(normalizeToken(raw));
    }
    return tokens;
  };
}

/** Lines of a summary after the word cut; the last kept line may be partial. */
function cutLines(summary: string, limit: number): string[] {
  const lines = summary.split('\n');
  if (limit <= 0) return lines;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (used + words.length < limit) {
      kept.push(words.join(' '));
      used += words.length;
    } else {
      kept.push(words.slice(0, limit - used).join(' '));
      break;
    }
  }
  return kept;
}

function score(
  evaluated: number,
  reference: number,
  overlap: number,
  alpha: number,
  exponent = 1,
): RougeScore {
  let precision = evaluated <= 0 ? 0 : overlap / evaluated;
  let recall = reference <= 0 ? 0 : overlap / reference;
  if (exponent !== 1) {
    precision = precision ** (1 / exponent);
    recall = recall ** (1 / exponent);
  }
  const f1 =
    precision === 0 || recall === 0
      ? 0
      : (precision * recall) / ((1 - alpha) * precision + alpha * recall);
  return { precision, recall, f1 };
}

function countNgrams(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = n === 1 ? (tokens[i] ?? '') : tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function ngramScore(hyp: readonly string[], ref: readonly string[], n: number, alpha: number) {
  const hypCounts = countNgrams(hyp, n);
  const refCounts = countNgrams(ref, n);
  let overlap = 0;
  for (const [gram, count] of hypCounts) overlap += Math.min(count, refCounts.get(gram) ?? 0);
  return score(hyp.length - (n - 1), ref.length - (n - 1), overlap, alpha);
}

/** Marks the reference positions on one LCS path, breaking ties as py-rouge does. */
function markLcs(ref: readonly string[], hyp: readonly string[], mask: Uint8Array): void {
  const m = ref.length;
  const n = hyp.length;
  const width = n + 1;
  const vals = new Uint16Array((m + 1) * width);
  const dirs = new Uint8Array((m + 1) * width);
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const at = i * width + j;
      if (ref[i - 1] === hyp[j - 1]) {
        vals[at] = (vals[at - width - 1] ?? 0) + 1;
        dirs[at] = 1;
      } else if ((vals[at - width] ?? 0) >= (vals[at - 1] ?? 0)) {
        vals[at] = vals[at - width] ?? 0;
        dirs[at] = 2;
      } else {
        vals[at] = vals[at - 1] ?? 0;
        dirs[at] = 3;
      }
    }
  }
  let i = m;
  let j = n;
  while (i !== 0 && j !== 0) {
    const dir = dirs[i * width + j];
    if (dir === 1) {
      i--;
      j--;
      mask[i] = 1;
    } else if (dir === 2) i--;
    else j--;
  }
}

/** Summary-level union-LCS hit count; each hypothesis token can be credited once. */
function unionLcsOverlap(hypLines: string[][], refLines: string[][]): number {
  const available = new Map<string, number>();
  for (const line of hypLines)
    for (const token of line) available.set(token, (available.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const ref of refLines) {
    const mask = new Uint8Array(ref.length);
    for (const hyp of hypLines) markLcs(ref, hyp, mask);
    for (let k = 0; k < ref.length; k++) {
      if (mask[k] !== 1) continue;
      const token = ref[k] ?? '';
      const left = available.get(token) ?? 0;
      if (left > 0) {
        available.set(token, left - 1);
        overlap++;
      }
    }
  }
  return overlap;
}

/**
 * Builds a scorer following the ECTSum recipe (py-rouge 1.1 with ensure_compatibility):
 * lower-case, non-alphanumerics to spaces, exceptions then original Porter on tokens over 3 chars.
 */
export function createRougeScorer(options: RougeOptions = {}) {
  const exceptions = options.exceptions ?? new Map<string, string>();
  const lengthLimit = options.lengthLimit ?? 665;
  const weightFactor = options.weightFactor ?? 1.2;
  const alpha = options.alpha ?? 0.5;
  const normalize = makeNormalizer(exceptions);

  const wholeTokens = (summary: string): string[] => {
    const words = summary.split('\n').join(' ').split(/\s+/).filter(Boolean);
    return normalize((lengthLimit > 0 ? words.slice(0, lengthLimit) : words).join(' '));
  };

  return (hypothesis: string, reference: string): RougeResult => {
    const hyp = wholeTokens(hypothesis);
    const ref = wholeTokens(reference);
    const hypLines = cutLines(hypothesis, lengthLimit).map(normalize);
    const refLines = cutLines(reference, lengthLimit).map(normalize);
    const overlap = unionLcsOverlap(hypLines, refLines);
    const hypCount = hypLines.reduce((sum, line) => sum + line.length, 0);
    const refCount = refLines.reduce((sum, line) => sum + line.length, 0);
    return {
      rouge1: ngramScore(hyp, ref, 1, alpha),
      rouge2: ngramScore(hyp, ref, 2, alpha),
      rougeL: score(hypCount, refCount, overlap, alpha),
      rougeLWeighted: score(hypCount, refCount, overlap, alpha, weightFactor),
    };
  };
}
