import { answerQuestion } from '../retrieval/answer-question';
import { Bm25Index, toPassages } from '../retrieval/bm25-index';
import { splitSentences } from '../text/sentences';
import type { QaAnswer, QaLine } from './score-answers';

/** One call to answer from: its name (the file name without extension) and its text. */
export type CallText = { doc: string; text: string };

/** Sentences a passage holds, as {@link toPassages} cuts them. */
const SENTENCES_PER_PASSAGE = 3;

/** Passages searched for an answer, as the product's question box searches. */
const PASSAGES_SEARCHED = 5;

/**
 * The 0-based line of every sentence of a text, in the order {@link toPassages} reads them: it
 * skips empty lines, so the line of a sentence has to be counted on the text as it is.
 */
export function sentenceLines(text: string): { text: string; line: number }[] {
  const sentences: { text: string; line: number }[] = [];
  text.split('\n').forEach((line, at) => {
    for (const span of splitSentences(line)) sentences.push({ text: span.text, line: at });
  });
  return sentences;
}

/** The lines of a passage whose sentences an answer's quote holds. */
function quotedLines(quote: string, group: readonly { text: string; line: number }[]): number[] {
  const clipped = quote.endsWith('…') ? quote.slice(0, -1).trimEnd() : null;
  const lines = group
    .filter(
      (s) =>
        quote.includes(s.text) ||
        // A clipped quote holds the opening of its last sentence, not all of it.
        (clipped !== null && clipped.includes(s.text.slice(0, Math.min(40, s.text.length)))),
    )
    .map((s) => s.line);
  // A quote the sentence splitter cut otherwise than the lines still cites its passage.
  return lines.length > 0 ? [...new Set(lines)] : [...new Set(group.map((s) => s.line))];
}

/**
 * Answers a question from whole calls with the product's extractive answer, and says which line
 * of which call each quoted sentence comes from. The answer's text drops the "[n]" markers: its
 * citations are lines, not passages.
 */
export async function askCalls(question: string, calls: readonly CallText[]): Promise<QaAnswer> {
  const index = new Bm25Index();
  const passageLines = new Map<
    string,
    { doc: string; sentences: { text: string; line: number }[] }
  >();
  for (const call of calls) {
    const passages = toPassages(
      { documentId: call.doc, companyId: call.doc, year: 0, quarter: 0 },
      call.text,
      SENTENCES_PER_PASSAGE,
    );
    const sentences = sentenceLines(call.text);
    passages.forEach((passage, at) => {
      passageLines.set(passage.id, {
        doc: call.doc,
        sentences: sentences.slice(at * SENTENCES_PER_PASSAGE, (at + 1) * SENTENCES_PER_PASSAGE),
      });
    });
    index.add(passages);
  }
  const quotes: { text: string; marker: number | null }[] = [];
  const passageOfMarker = new Map<number, string>();
  for await (const part of answerQuestion(
    question,
    index.search(question, {}, PASSAGES_SEARCHED),
  )) {
    if (part.type === 'citation') {
      passageOfMarker.set(part.marker, part.passageId);
      continue;
    }
    const marked = /\s*\[(\d+)\]$/.exec(part.text);
    const text = (marked ? part.text.slice(0, marked.index) : part.text).trim();
    quotes.push({ text, marker: marked ? Number(marked[1]) : null });
  }
  const citations: QaLine[] = [];
  const seen = new Set<string>();
  for (const quote of quotes) {
    const passage = quote.marker === null ? undefined : passageOfMarker.get(quote.marker);
    const source = passage === undefined ? undefined : passageLines.get(passage);
    if (!source) continue;
    for (const line of quotedLines(quote.text, source.sentences)) {
      const key = `${source.doc}\n${line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      citations.push({ doc: source.doc, line });
    }
  }
  return { answer: quotes.map((q) => q.text).join(' '), citations };
}
