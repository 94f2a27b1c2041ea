import type { DetectedSpeaker } from '@clearcall/contracts';
import type { Transcript } from '@clearcall/insights';
import { parseParticipant, type RawCall } from '../src/render/raw-call';

/** A text reduced to its letters and digits, with the offset in the original of each one kept. */
type Folded = { text: string; offsets: number[] };

function fold(text: string): Folded {
  let folded = '';
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (/[A-Za-z0-9]/.test(char)) {
      folded += char.toLowerCase();
      offsets.push(i);
    }
  }
  return { text: folded, offsets };
}

/**
 * Where each turn of the call begins in the imported text (character offsets), found in order by
 * the first letters of what the speaker said; a turn that cannot be found takes the offset before.
 */
export function turnOffsets(call: RawCall, imported: string): number[] {
  const hay = fold(imported);
  const offsets: number[] = [];
  let from = 0;
  for (const turn of [...call.prepared_remarks, ...call.q_and_a]) {
    const key = fold(turn.speech).text.slice(0, 40);
    const at = key === '' ? -1 : hay.text.indexOf(key, from);
    if (at >= 0) {
      offsets.push(hay.offsets[at] ?? 0);
      from = at + key.length;
    } else {
      offsets.push(offsets[offsets.length - 1] ?? 0);
    }
  }
  return offsets;
}

/** Is the detected Q&A start right: within one speaker turn, or within 3 sentences where no speakers are named? */
export function qaStartRight(
  call: RawCall,
  imported: string,
  transcript: Transcript,
  namesSpeakers: boolean,
): boolean {
  const detected = transcript.split.qaStart;
  if (call.q_and_a.length === 0) return detected === null;
  if (detected === null) return false;
  const offsets = turnOffsets(call, imported);
  const boundary = call.prepared_remarks.length;
  const qaOffset = offsets[boundary] ?? Infinity;
  if (namesSpeakers) {
    const start = transcript.sentences[detected]?.start ?? Infinity;
    let turn = 0;
    for (let i = 0; i < offsets.length; i++) if ((offsets[i] ?? Infinity) <= start) turn = i;
    return Math.abs(turn - boundary) <= 1;
  }
  const truth = transcript.sentences.findIndex((sentence) => sentence.end > qaOffset);
  return truth >= 0 && Math.abs(detected - truth) <= 3;
}

/**
 * Speaker roles as the published call tells them: the operator, and each participant by the form
 * of their entry in the participants list; speakers listed by name alone have no true role.
 */
export function trueRoles(call: RawCall): Map<string, DetectedSpeaker['role']> {
  const participants = new Map(
    (call.participants ?? []).map((line) => {
      const participant = parseParticipant(line);
      return [participant.name, participant] as const;
    }),
  );
  const roles = new Map<string, DetectedSpeaker['role']>();
  for (const turn of [...call.prepared_remarks, ...call.q_and_a]) {
    const name = turn.speaker.trim();
    if (/^operator$/i.test(name)) roles.set(name, 'operator');
    const participant = participants.get(name);
    if (participant && participant.role !== 'unknown') roles.set(name, participant.role);
  }
  return roles;
}

/** Speakers whose detected role is right, out of the speakers the call names with a role. */
export function rolesRight(
  call: RawCall,
  speakers: DetectedSpeaker[],
): { right: number; total: number } {
  const detected = new Map(speakers.map((speaker) => [speaker.name.toLowerCase(), speaker.role]));
  let right = 0;
  let total = 0;
  for (const [name, role] of trueRoles(call)) {
    total++;
    if (detected.get(name.toLowerCase()) === role) right++;
  }
  return { right, total };
}
