import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  analyzeTranscript,
  figureRecords,
  parseCallPeriod,
  periodFromName,
  answerQuestion,
  Bm25Index,
  buildFaqs,
  DEFAULT_MAX_BULLETS,
  parseTranscript,
  summarizeTranscript,
  toPassages,
  writeBullets,
} from '../src/index';
import type { FigureTrace, FigureTraceEvent } from '../src/figures/trace';
import { askCalls, type CallText } from '../src/qa/ask-calls';
import { ASK_LIMITS, readCall, readQuestions, checkQuestion } from './ask-input';
import { CliError, readCount, readTextFile, userPath } from './read-input';

const USAGE = `usage: insights <command> [options]
  summarize FILE [--words N]        extractive summary with citations (default 250 words)
  bullets FILE [--max N]            newswire-style bullet brief
  faq FILE                          question/answer pairs from the Q&A session
  split FILE [--sentence S]         where the prepared remarks end and the Q&A begins
  figures FILE [--json] [--trace]   key figures with value, unit, period and change; --trace
                                    adds why each was read or dropped, one line an event
  ask --question Q FILE... [--json] answer a question from the files, with citations; --json
                                    prints {answer, citations: [{doc, line}]} (line 0-based)
  batch-ask --questions Q.jsonl --in DIR --out A.jsonl   answer lines {id, question, docs}
                                    from the calls DIR/DOC.*, one {id, answer, citations} a line
  batch-bullets --in DIR --out DIR [--max N]   one bullet file per transcript
  batch-figures --in DIR --out DIR [--periods FILE]   one DOC.json of key figures per transcript`;

type Options = {
  words?: string;
  max?: string;
  sentence?: string;
  question?: string;
  questions?: string;
  in?: string;
  out?: string;
  periods?: string;
  json?: boolean;
  trace?: boolean;
  help?: boolean;
};

function one(files: string[], command: string): string {
  if (files.length !== 1) throw new CliError(`${command} takes exactly one FILE.`);
  return readTextFile(files[0] ?? '');
}

/** The files of a batch command's --in folder, sorted, with its --out folder made. */
function batchFiles(
  options: Options,
  command: string,
): { inDir: string; outDir: string; names: string[] } {
  if (!options.in || !options.out) throw new CliError(`${command} needs --in DIR and --out DIR.`);
  const inDir = userPath(options.in);
  const outDir = userPath(options.out);
  let names: string[];
  try {
    names = readdirSync(inDir)
      .filter((name) => statSync(join(inDir, name)).isFile())
      .sort();
  } catch {
    throw new CliError(`${options.in}: no such directory.`);
  }
  if (names.length === 0) throw new CliError(`${options.in} has no files.`);
  mkdirSync(outDir, { recursive: true });
  return { inDir, outDir, names };
}

function batchBullets(options: Options): string {
  const max = readCount(options.max, 'max', DEFAULT_MAX_BULLETS);
  const { inDir, outDir, names } = batchFiles(options, 'batch-bullets');
  for (const name of names) {
    const bullets = writeBullets(parseTranscript(readTextFile(join(inDir, name))), { max });
    const body = bullets.map((b) => b.text).join('\n');
    writeFileSync(join(outDir, basename(name)), bullets.length > 0 ? `${body}\n` : '');
  }
  return `wrote ${names.length} files to ${options.out}`;
}

/** A document's name: its file name without the extension. */
function docName(file: string): string {
  return basename(file).replace(/\.[^.]*$/, '');
}

/**
 * The table of true call periods (`{"DOC": "Q2 2021"}`) for documents whose `TICKER_qQ_YEAR`
 * name says another period.
 */
function readPeriods(typed: string | undefined): Map<string, string> {
  if (typed === undefined) return new Map();
  let table: unknown;
  try {
    table = JSON.parse(readTextFile(typed));
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${typed} is not JSON.`);
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table))
    throw new CliError(`${typed} must map document names to periods such as "Q2 2021".`);
  const periods = new Map<string, string>();
  for (const [doc, period] of Object.entries(table)) {
    if (typeof period !== 'string' || parseCallPeriod(period) === null)
      throw new CliError(`${typed}: the period of ${doc} must read like "Q2 2021".`);
    periods.set(doc, period);
  }
  return periods;
}

/**
 * The key figures of one file, its period from the table, else from a `TICKER_qQ_YEAR` name; the
 * trace, when given, hears why each figure was read or dropped.
 */
function figuresOf(file: string, text: string, periods: Map<string, string>, trace?: FigureTrace) {
  const doc = docName(file);
  const stated = periods.get(doc);
  const period = (stated === undefined ? null : parseCallPeriod(stated)) ?? periodFromName(doc);
  return figureRecords(doc, text, parseTranscript(text), {
    ...(period ? { period } : {}),
    ...(trace ? { trace } : {}),
  });
}

/** One line for a trace event: the sentence, the step and its name, and what it acted on. */
function traceLine(event: FigureTraceEvent): string {
  const where = `sentence ${event.sentence + 1} ${event.step} ${event.name}`;
  return event.step === 'rule'
    ? `${where}: ${event.figure}`
    : event.step === 'filter'
      ? `${where}: ${event.candidate} (${event.reason})`
      : `${where}: ${event.figure} (${event.reason})`;
}

/** The figures of a file as the plain command prints them, then its trace, one event a line. */
function tracedFigures(file: string, text: string): string {
  const events: FigureTraceEvent[] = [];
  const { figures } = figuresOf(file, text, new Map(), (event) => events.push(event));
  const lines = figures.map(
    (f) =>
      `${f.kind === 'guidance' ? 'guidance ' : ''}${f.period} ${f.label ?? f.metric}: ${f.value ?? `${f.low} to ${f.high}`} ${f.unit}${f.changePct === null ? '' : ` (${f.changePct}%)`} [${f.lines.map((l) => l + 1).join(', ')}]`,
  );
  return [...lines, '', 'trace:', ...events.map(traceLine)].join('\n');
}

function batchFigures(options: Options): string {
  const periods = readPeriods(options.periods);
  const { inDir, outDir, names } = batchFiles(options, 'batch-figures');
  for (const name of names) {
    const figures = figuresOf(name, readTextFile(join(inDir, name)), periods);
    writeFileSync(join(outDir, `${figures.doc}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  }
  return `wrote ${names.length} files to ${options.out}`;
}

/** `ask --json`: the answer over the files, citing lines of calls named by their file names. */
async function askJson(question: string, files: string[]) {
  checkQuestion(question, 'the question');
  if (files.length > ASK_LIMITS.maxCalls)
    throw new CliError(`ask reads at most ${ASK_LIMITS.maxCalls} files.`);
  const calls = files.map((file) => ({ doc: docName(file), text: readCall(file) }));
  return askCalls(question, calls);
}

/**
 * `batch-ask`: answers each question of a JSON-lines file from the calls it names in --in, and
 * writes one answer a line, in the questions' order.
 */
async function batchAsk(options: Options): Promise<string> {
  if (!options.questions || !options.in || !options.out)
    throw new CliError('batch-ask needs --questions Q.jsonl, --in DIR and --out A.jsonl.');
  const questions = readQuestions(options.questions);
  const inDir = userPath(options.in);
  const byName = new Map<string, string>();
  try {
    // A ".txt" file wins over another file of the same name.
    const names = readdirSync(inDir)
      .filter((name) => statSync(join(inDir, name)).isFile())
      .sort(
        (a, b) => Number(b.endsWith('.txt')) - Number(a.endsWith('.txt')) || a.localeCompare(b),
      );
    for (const name of names) if (!byName.has(docName(name))) byName.set(docName(name), name);
  } catch {
    throw new CliError(`${options.in}: no such directory.`);
  }
  const texts = new Map<string, string>();
  const lines: string[] = [];
  for (const { id, question, docs, at } of questions) {
    const calls: CallText[] = docs.map((doc) => {
      const file = byName.get(doc);
      if (file === undefined)
        throw new CliError(
          `${options.questions} line ${at}: no call named "${doc}" in ${options.in}.`,
        );
      let text = texts.get(doc);
      if (text === undefined) {
        text = readCall(join(inDir, file));
        texts.set(doc, text);
      }
      return { doc, text };
    });
    lines.push(JSON.stringify({ id, ...(await askCalls(question, calls)) }));
  }
  const out = userPath(options.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return `wrote ${lines.length} answers to ${options.out}`;
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      words: { type: 'string' },
      max: { type: 'string' },
      sentence: { type: 'string' },
      question: { type: 'string' },
      questions: { type: 'string' },
      in: { type: 'string' },
      out: { type: 'string' },
      periods: { type: 'string' },
      json: { type: 'boolean' },
      trace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const options: Options = values;
  const [command, ...files] = positionals;
  if (options.help || command === undefined) return USAGE;
  switch (command) {
    case 'summarize': {
      const summary = summarizeTranscript(parseTranscript(one(files, command)), {
        words: readCount(options.words, 'words', 250),
      });
      return summary.sentences
        .map((s) => `${s.text} [${s.citations.map((c) => c + 1).join(', ')}]`)
        .join('\n');
    }
    case 'bullets': {
      const bullets = writeBullets(parseTranscript(one(files, command)), {
        max: readCount(options.max, 'max', DEFAULT_MAX_BULLETS),
      });
      return bullets.map((b) => b.text).join('\n');
    }
    case 'faq':
      return buildFaqs(parseTranscript(one(files, command)))
        .map((f) => `Q: ${f.question}\nA: ${f.answer}`)
        .join('\n\n');
    case 'split': {
      const t = parseTranscript(
        one(files, command),
        options.sentence === undefined ? {} : { separator: options.sentence },
      );
      const at = t.split.qaStart;
      return at === null
        ? `no Q&A session found (layout ${t.layout}, ${t.sentences.length} sentences)`
        : `Q&A starts at sentence ${at + 1} of ${t.sentences.length} (method: ${t.split.method}, layout: ${t.layout}): ${t.sentences[at]?.text ?? ''}`;
    }
    case 'figures': {
      const text = one(files, command);
      if (options.json) return JSON.stringify(figuresOf(files[0] ?? '', text, new Map()), null, 2);
      if (options.trace) return tracedFigures(files[0] ?? '', text);
      return analyzeTranscript(text)
        .keyFigures.map(
          (f) =>
            `${f.isGuidance ? 'guidance ' : ''}${f.period} ${f.label}: ${f.value}${f.change ? ` (${f.direction} ${f.change})` : ''} [${f.citation + 1}]`,
        )
        .join('\n');
    }
    case 'ask': {
      if (!options.question?.trim()) throw new CliError('ask needs --question Q.');
      if (files.length === 0) throw new CliError('ask needs at least one FILE.');
      if (options.json) return JSON.stringify(await askJson(options.question, files));
      const index = new Bm25Index();
      for (const file of files)
        index.add(
          toPassages(
            { documentId: basename(file), companyId: basename(file), year: 0, quarter: 0 },
            readTextFile(file),
          ),
        );
      let out = '';
      const sources: string[] = [];
      for await (const part of answerQuestion(
        options.question,
        index.search(options.question, {}, 5),
      )) {
        if (part.type === 'text') out += part.text;
        else sources.push(`[${part.marker}] ${part.passageId}`);
      }
      return [out, ...sources].join('\n');
    }
    case 'batch-ask':
      return batchAsk(options);
    case 'batch-bullets':
      return batchBullets(options);
    case 'batch-figures':
      return batchFigures(options);
    default:
      throw new CliError(`unknown command "${command}"; run with --help for the list.`);
  }
}

run(process.argv.slice(2)).then(
  (output) => {
    if (output) process.stdout.write(`${output}\n`);
  },
  (error: unknown) => {
    // Node's option parser appends a long hint after the first sentence; one line is enough.
    const raw = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    const message = raw.startsWith('Unknown option') ? raw.replace(/\. .*$/, '.') : raw;
    process.stderr.write(`insights: ${message}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  },
);
