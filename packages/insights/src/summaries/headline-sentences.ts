import { bulletsOf, leadOf, type Bullet } from '../bullets/write-bullets';
import type { CallFigures } from '../figures/call-figures';
import type { KeyFigure } from '../figures/extract-figures';
import type { CallPeriod } from '../figures/period';
import type { Transcript } from '../transcript/types';

/**
 * The order a reader looks for a call's results in: revenue, then per-share earnings, then the
 * other headline measures.
 */
function resultOrder(bullet: Bullet): number {
  const metric = bullet.figure.metric;
  if (metric === 'revenue') return 0;
  return metric === 'eps' || metric === 'ffo' ? 1 : 2;
}

/** The headline sentences of each reading of a call, so summaries that share one find them once. */
const FOUND = new WeakMap<CallFigures, readonly number[]>();

/**
 * The sentences that state the call's headline results and its outlook, results first, each once:
 * the sentences of the figures the bullet brief leads with, so the summary and the brief open on
 * the same checked figures (the company's own, never a part's or one the call contradicts).
 */
export function headlineSentences(transcript: Transcript, read: CallFigures): readonly number[] {
  let found = FOUND.get(read);
  if (found === undefined) {
    found = findHeadlineSentences(transcript, read);
    FOUND.set(read, found);
  }
  return found;
}

function findHeadlineSentences(transcript: Transcript, read: CallFigures): number[] {
  const bullets = bulletsOf(transcript, read);
  const results = bullets
    .filter((bullet) => leadOf(bullet) === 'result')
    .map((bullet, position) => ({ bullet, position }))
    .sort((a, b) => resultOrder(a.bullet) - resultOrder(b.bullet) || a.position - b.position)
    .map(({ bullet }) => bullet);
  const outlook = bullets.filter((bullet) => leadOf(bullet) === 'outlook');
  const stale = priorYearSentences(read);
  const sentences: number[] = [];
  for (const bullet of [...results, ...outlook]) {
    const index = bullet.figure.sentence;
    if (!sentences.includes(index) && !stale.has(index)) sentences.push(index);
  }
  return sentences;
}

/** True when a figure is a result of a year before the call's: a comparison, not news. */
function isPriorYear(figure: KeyFigure, call: CallPeriod): boolean {
  const period = figure.period;
  if (figure.isGuidance || period.kind === 'unknown') return false;
  return period.year !== null && call.year !== null && period.year < call.year;
}

/**
 * The sentences whose figures are all results of a year before the call's ("fourth quarter 2019
 * revenue was $1.1 billion", said on a 2020 call): the base of a comparison, which a summary
 * quoted alone would present as the call's news.
 */
export function priorYearSentences(read: CallFigures): Set<number> {
  const prior = new Set<number>();
  const current = new Set<number>();
  for (const { figure } of read.figures)
    (isPriorYear(figure, read.call) ? prior : current).add(figure.sentence);
  for (const index of current) prior.delete(index);
  return prior;
}
