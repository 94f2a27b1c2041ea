import { parseParticipant, type Participant, type RawCall } from './raw-call';

/** The ways the evaluation lays a call out, as transcripts are published. */
export type RenderLayout = 'dash' | 'colon' | 'own-line' | 'paragraphs' | 'sentence-lines';
export const RENDER_LAYOUTS: RenderLayout[] = [
  'dash',
  'colon',
  'own-line',
  'paragraphs',
  'sentence-lines',
];

/** Laid-out pieces of a call, each of which every format shows as its own line or paragraph. */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'line'; text: string }
  | { kind: 'speaker'; text: string }
  | { kind: 'paragraph'; text: string; speaker?: string };

/** Splits a paragraph into sentences for the one-sentence-a-line layout (linear scan). */
export function sentencesOf(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i];
    if (char !== '.' && char !== '?' && char !== '!') continue;
    let end = i + 1;
    while (end < paragraph.length && /["'”’)]/.test(paragraph[end] ?? '')) end++;
    if (paragraph[end] !== ' ') continue;
    const next = paragraph[end + 1] ?? '';
    const word = paragraph.slice(Math.max(start, i - 4), i);
    if (!/[A-Z0-9"“]/.test(next) || /\b(?:Mr|Mrs|Ms|Dr|St|Inc|Co|Corp|Jr|Sr|vs|No)$/.test(word))
      continue;
    out.push(paragraph.slice(start, end).trim());
    start = end + 1;
  }
  const rest = paragraph.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}

function titleOf(call: RawCall): string | null {
  if (!call.companyName) return null;
  const ticker = call.ticker ? ` (${call.ticker})` : '';
  const period =
    call.quarter && call.year ? ` Q${call.quarter} ${call.year}` : call.year ? ` ${call.year}` : '';
  return `${call.companyName}${ticker}${period} Earnings Call Transcript`;
}

function speakerLine(name: string, participant: Participant | undefined): string {
  if (/^operator$/i.test(name)) return 'Operator';
  if (!participant || participant.rest.length === 0) return name;
  return [name, ...participant.rest].join(' -- ');
}

/** Lays a call out as blocks in one of the published layouts. */
export function callBlocks(call: RawCall, layout: RenderLayout): Block[] {
  const blocks: Block[] = [];
  const title = titleOf(call);
  if (title) blocks.push({ kind: 'title', text: title });
  if (call.callDate) blocks.push({ kind: 'line', text: call.callDate });
  const participants = new Map<string, Participant>();
  for (const line of call.participants ?? []) {
    const participant = parseParticipant(line);
    participants.set(participant.name, participant);
  }
  if (layout === 'dash' && participants.size > 0) {
    blocks.push({ kind: 'heading', text: 'Call participants:' });
    for (const participant of participants.values()) {
      blocks.push({ kind: 'line', text: speakerLine(participant.name, participant) });
    }
  }
  const sections: Array<[string, RawCall['q_and_a']]> = [
    ['Prepared Remarks:', call.prepared_remarks],
    ['Questions and Answers:', call.q_and_a],
  ];
  for (const [heading, turns] of sections) {
    if (layout === 'dash' && turns.length > 0) blocks.push({ kind: 'heading', text: heading });
    for (const turn of turns) {
      const paragraphs = turn.speech
        .split('\n')
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '');
      const name = turn.speaker.trim();
      if (layout === 'dash')
        blocks.push({ kind: 'speaker', text: speakerLine(name, participants.get(name)) });
      if (layout === 'own-line') blocks.push({ kind: 'speaker', text: name });
      paragraphs.forEach((paragraph, i) => {
        if (layout === 'colon' && i === 0) {
          blocks.push({ kind: 'paragraph', text: `${name}: ${paragraph}`, speaker: name });
        } else if (layout === 'sentence-lines') {
          for (const sentence of sentencesOf(paragraph))
            blocks.push({ kind: 'paragraph', text: sentence });
        } else {
          blocks.push({ kind: 'paragraph', text: paragraph });
        }
      });
    }
  }
  return blocks;
}

/** The whole call as plain text, one block a line. */
export function callText(call: RawCall, layout: RenderLayout): string {
  return callBlocks(call, layout)
    .map((block) => block.text)
    .join('\n');
}
