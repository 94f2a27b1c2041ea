import type { CallMetrics } from './call-metrics';
import type { DemoCompany } from './companies';
import { money, perShare } from './format';
import type { Analyst, Executive, Leadership } from './people';
import { quarterWord, type Period } from './period';
import type { Random } from './random';

/** One speaker's turn: the speaker line and the paragraphs that follow it. */
export type Turn = { speaker: string; paragraphs: string[] };

/** A phrase template: either fixed text or text built from the call. */
export type Phrase = string | ((c: CallContext) => string);

/** Everything the transcript writers share while they write one call. */
export type CallContext = {
  random: Random;
  company: DemoCompany;
  name: string;
  people: Leadership;
  analysts: Analyst[];
  m: CallMetrics;
  /** The company's themes and offerings in a per-call order, so calls stress different things. */
  themes: string[];
  offerings: string[];
  /** "third quarter"; "Q3 2026". */
  quarterName: string;
  periodLabel: string;
  partOfDay: 'morning' | 'afternoon';
  money: (tenths: number) => string;
  cents: (value: number) => string;
  /** Indexes of theme answers already given, so a call does not repeat one. */
  usedThemeAnswers: Set<number>;
  /** Picks a phrase not yet used on this call when one is left, and renders it. */
  say: (pool: readonly Phrase[]) => string;
};

/** The speaker line of an executive: "Dana Hartley -- Chief Financial Officer". */
export function speakerLine(person: Executive): string {
  return `${person.name} -- ${person.title}`;
}

/** The speaker line of an analyst: "Omar Osei -- Harborview Securities -- Analyst". */
export function analystLine(analyst: Analyst): string {
  return `${analyst.name} -- ${analyst.firm} -- Analyst`;
}

export const OPERATOR = 'Operator';

/** "Q3 2026". */
export function periodLabel(period: Period): string {
  return `Q${period.quarter} ${period.year}`;
}

/** Builds the shared context of one call. */
export function createCallContext(input: {
  random: Random;
  company: DemoCompany;
  people: Leadership;
  analysts: Analyst[];
  metrics: CallMetrics;
}): CallContext {
  const { random, company, metrics } = input;
  const used = new Set<Phrase>();
  const context: CallContext = {
    random,
    company,
    name: company.row.name,
    people: input.people,
    analysts: input.analysts,
    m: metrics,
    themes: random.shuffle(company.sub.themes),
    offerings: random.shuffle(company.sub.offerings),
    quarterName: quarterWord(metrics.period),
    periodLabel: periodLabel(metrics.period),
    partOfDay: random.chance(0.6) ? 'morning' : 'afternoon',
    usedThemeAnswers: new Set(),
    money: (tenths) => money(tenths, metrics.scale),
    cents: perShare,
    say: (pool) => {
      const fresh = pool.filter((phrase) => !used.has(phrase));
      const phrase = random.pick(fresh.length > 0 ? fresh : pool);
      used.add(phrase);
      return typeof phrase === 'string' ? phrase : phrase(context);
    },
  };
  return context;
}

/** Renders turns in the transcript layout: the speaker line, then blank-line separated paragraphs. */
export function renderTurns(turns: readonly Turn[]): string {
  return turns.map((turn) => [turn.speaker, ...turn.paragraphs].join('\n\n')).join('\n\n');
}
