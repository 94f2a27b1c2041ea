import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildFaqs, parseTranscript } from '../src/index';
import { askCalls, type CallText } from '../src/qa/ask-calls';
import { findBoilerplate } from '../src/qa/boilerplate';
import {
  parseQaQuestion,
  scoreAnswer,
  statesFact,
  summarizeScores,
  type AnswerScore,
  type QaQuestion,
} from '../src/qa/score-answers';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(packageDir, '..', '..', '..', 'shared', 'data');

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'val' },
    verbose: { type: 'boolean', default: false },
    raw: { type: 'boolean', default: false },
  },
  strict: true,
});
const split = values.split ?? 'val';
function fail(message: string): never {
  process.stderr.write(`eval:qa: ${message}\n`);
  process.exit(1);
}
if (split !== 'val' && split !== 'train') fail('--split must be val or train.');
// Val questions are held out: their misses are never shown, so they cannot turn into rules.
if (values.verbose && split === 'val')
  fail('--verbose lists misses, and val misses are never read; use --split train.');

const callsDir = join(dataDir, 'ectsum', split, 'ects');
if (!existsSync(callsDir)) fail(`evaluation data not found at ${callsDir}.`);

const questions: QaQuestion[] = readFileSync(
  join(packageDir, 'eval', 'qa', `${split}.jsonl`),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => parseQaQuestion(JSON.parse(line)));

const callText = new Map<string, string>();
function readCall(doc: string): string {
  let text = callText.get(doc);
  if (text === undefined) {
    const path = join(callsDir, `${doc}.txt`);
    if (!existsSync(path)) fail(`no call ${doc} in ${callsDir}.`);
    text = readFileSync(path, 'utf8');
    callText.set(doc, text);
  }
  return text;
}
const callLines = new Map<string, string[]>();
function lineText(doc: string, line: number): string | undefined {
  let lines = callLines.get(doc);
  if (!lines) {
    lines = readCall(doc).split('\n');
    callLines.set(doc, lines);
  }
  return lines[line];
}
for (const q of questions)
  for (const { doc, line } of q.supportLines)
    if (lineText(doc, line) === undefined) fail(`${q.id}: ${doc} has no line ${line}.`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const pct = (share: number | null) => (share === null ? 'n/a' : `${(100 * share).toFixed(1)}%`);

/** The question's calls, then others of the split in name order, up to ten calls. */
const allCalls = readdirSync(callsDir)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => name.slice(0, -4))
  .sort();
function tenCalls(docs: readonly string[]): CallText[] {
  const names = [...docs, ...allCalls.filter((doc) => !docs.includes(doc))].slice(0, 10);
  return names.map((doc) => ({ doc, text: readCall(doc) }));
}

const scores: AnswerScore[] = [];
const ownTimes: number[] = [];
const tenTimes: number[] = [];
let uncited = 0;
for (const q of questions) {
  const calls = q.docs.map((doc) => ({ doc, text: readCall(doc) }));
  let started = performance.now();
  const answer = await askCalls(q.question, calls);
  ownTimes.push(performance.now() - started);
  const ten = tenCalls(q.docs);
  started = performance.now();
  await askCalls(q.question, ten);
  tenTimes.push(performance.now() - started);
  const score = scoreAnswer(q, answer, lineText);
  scores.push(score);
  if (answer.citations.length === 0) uncited++;
  if (values.verbose && (!score.fullyAnswered || score.supporting < score.citations)) {
    const missing = q.facts.filter((_, at) => !score.stated[at]).map((f) => f.anyOf[0]);
    process.stdout.write(
      `${q.id} [${q.category}] ${score.fullyAnswered ? 'answered' : `missing ${missing.join(', ')}`}; ` +
        `${score.supporting}/${score.citations} citations support` +
        `${score.boilerplate.length ? `; boilerplate: ${score.boilerplate.map((b) => b.kind).join(', ')}` : ''}\n` +
        `  Q: ${q.question}\n  A: ${answer.answer.slice(0, 300)}\n`,
    );
  }
}

const summary = summarizeScores(scores);
const out = [
  `questions (${split}): ${summary.questions}`,
  `fully answered: ${pct(summary.fullyAnswered)} (target at least 85%)`,
  ...Object.entries(summary.byCategory).map(
    ([category, s]) => `  ${category}: ${pct(s.fullyAnswered)} of ${s.questions}`,
  ),
  `supporting citations: ${pct(summary.supportingCitations)} of ${summary.citations} (target at least 90%); answers with no citation: ${uncited}`,
  `answers with boilerplate: ${pct(summary.withBoilerplate)} (target 0%)`,
  `median answer time: ${median(ownTimes).toFixed(1)} ms over the question's calls, ${median(tenTimes).toFixed(1)} ms over ten calls (target under 100 ms)`,
];
process.stdout.write(`${out.join('\n')}\n`);

if (values.raw) await rawPart();

/** A raw transcript's turn as the JSON holds it. */
type RawTurn = { speaker: string; speech: string };
type RawCall = { prepared_remarks: RawTurn[]; q_and_a: RawTurn[]; participants: string[] };
type LineRole = 'operator' | 'executive' | 'analyst' | 'heading';

/**
 * Renders a raw call as a published transcript: a `Name -- Title` line opens each turn, one
 * paragraph a line, and a heading opens the Q&A. Gives the role of the speaker of each line.
 */
function renderRaw(call: RawCall): { text: string; roles: LineRole[] } {
  const labels = new Map<string, string>();
  for (const entry of call.participants) {
    const at = entry.indexOf('--');
    if (at > 0) labels.set(entry.slice(0, at).trim(), entry.slice(at + 2).trim());
  }
  const lines: string[] = [];
  const roles: LineRole[] = [];
  const turn = ({ speaker, speech }: RawTurn) => {
    const label = labels.get(speaker);
    const role: LineRole = /^operator$/i.test(speaker)
      ? 'operator'
      : label && /--\s*analyst$/i.test(label)
        ? 'analyst'
        : 'executive';
    lines.push(label ? `${speaker} -- ${label}` : speaker);
    roles.push('heading');
    for (const paragraph of speech.split('\n')) {
      if (paragraph.trim() === '') continue;
      lines.push(paragraph);
      roles.push(role);
    }
    lines.push('');
    roles.push('heading');
  };
  call.prepared_remarks.forEach(turn);
  lines.push('Questions and Answers:', '');
  roles.push('heading', 'heading');
  call.q_and_a.forEach(turn);
  return { text: lines.join('\n'), roles };
}

/**
 * Speaker naming, FAQs and analysts' questions, on raw transcripts: ECTSum calls hold only the
 * prepared remarks. Each raw call is asked the labelled questions over it, if any, and a few
 * questions any call can answer.
 */
async function rawPart(): Promise<void> {
  const rawDir = join(dataDir, 'raw-transcripts', split);
  if (!existsSync(rawDir)) fail(`raw transcripts not found at ${rawDir}.`);
  const rendered = new Map<string, { text: string; roles: LineRole[] }>();
  for (const name of readdirSync(rawDir)
    .filter((n) => n.endsWith('.json'))
    .sort())
    rendered.set(
      name.slice(0, -5),
      renderRaw(JSON.parse(readFileSync(join(rawDir, name), 'utf8')) as RawCall),
    );
  const generic = [
    'What is the outlook for next year?',
    'What were the main risks mentioned?',
    'How much cash did they return to shareholders?',
    'What drove revenue in the quarter?',
  ];
  const asks: { question: string; docs: string[]; facts?: QaQuestion['facts'] }[] = [];
  for (const q of questions)
    if (q.docs.every((doc) => rendered.has(doc)))
      asks.push({ question: q.question, docs: q.docs, facts: q.facts });
  const labelled = asks.length;
  for (const doc of rendered.keys())
    for (const question of generic) asks.push({ question, docs: [doc] });

  let quotingAnalyst = 0;
  let quotingOperator = 0;
  let withBoilerplate = 0;
  let citations = 0;
  let answered = 0;
  for (const ask of asks) {
    const calls = ask.docs.map((doc) => ({ doc, text: rendered.get(doc)?.text ?? '' }));
    const answer = await askCalls(ask.question, calls);
    const roles = answer.citations.map((c) => rendered.get(c.doc)?.roles[c.line]);
    citations += answer.citations.length;
    if (roles.includes('analyst')) quotingAnalyst++;
    if (roles.includes('operator')) quotingOperator++;
    if (findBoilerplate(answer.answer).length > 0) withBoilerplate++;
    if (ask.facts?.every((fact) => statesFact(answer.answer, fact))) answered++;
  }

  let faqs = 0;
  let faqNamed = 0;
  let faqAnalystAnswer = 0;
  let faqBoilerplate = 0;
  for (const { text } of rendered.values()) {
    const transcript = parseTranscript(text);
    const analystText = new Set(
      transcript.turns
        .filter((t) => t.role === 'analyst')
        .flatMap((t) => t.sentences.map((s) => transcript.sentences[s]?.text ?? '')),
    );
    for (const faq of buildFaqs(transcript)) {
      faqs++;
      if (faq.answeredBy) faqNamed++;
      if (
        [...analystText].some((sentence) => sentence.length > 20 && faq.answer.includes(sentence))
      )
        faqAnalystAnswer++;
      if (findBoilerplate(faq.answer).length > 0) faqBoilerplate++;
    }
  }

  const share = (part: number, whole: number) => pct(whole === 0 ? null : part / whole);
  process.stdout.write(
    [
      '',
      `raw transcripts (${split}): ${rendered.size} calls, ${asks.length} answers (${labelled} to labelled questions, ${asks.length - labelled} to ${generic.length} questions any call can answer)`,
      `answers quoting an analyst: ${share(quotingAnalyst, asks.length)} (target 0%)`,
      `answers quoting the operator: ${share(quotingOperator, asks.length)}`,
      `answers with boilerplate: ${share(withBoilerplate, asks.length)} (target 0%)`,
      `labelled questions fully answered from the raw calls: ${share(answered, labelled)}`,
      `sources naming the speaker: not measurable: a citation of the answer API carries a passage, a document and a company, no speaker (${citations} citations)`,
      `FAQs: ${faqs}; naming who answered: ${share(faqNamed, faqs)}; answer quoting an analyst: ${share(faqAnalystAnswer, faqs)}; with boilerplate: ${share(faqBoilerplate, faqs)}`,
    ].join('\n') + '\n',
  );
}
