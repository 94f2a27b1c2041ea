/** One turn of a published call: who spoke, and what they said (paragraphs split by `\n`). */
export type RawTurn = { speaker: string; speech: string };

/**
 * A call in the JSON layout transcripts are published in: headings, prepared remarks, the
 * question-and-answer session and the participants (`Name--Title`, or `Name--Firm -- Analyst`),
 * with optional facts about the call.
 */
export type RawCall = {
  header_texts?: string[];
  prepared_remarks: RawTurn[];
  q_and_a: RawTurn[];
  participants?: string[];
  companyName?: string;
  ticker?: string;
  quarter?: number;
  year?: number;
  callDate?: string;
};

function isTurnList(value: unknown): value is RawTurn[] {
  return (
    Array.isArray(value) &&
    value.every(
      (turn) =>
        typeof turn === 'object' &&
        turn !== null &&
        typeof (turn as RawTurn).speaker === 'string' &&
        typeof (turn as RawTurn).speech === 'string',
    )
  );
}

/** The call in a parsed JSON value, or a plain-words reason it is not one. */
export function asRawCall(value: unknown): RawCall | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'is JSON but not a transcript: expected an object with "prepared_remarks" and "q_and_a".';
  }
  const call = value as Record<string, unknown>;
  if (!isTurnList(call.prepared_remarks)) {
    return 'is JSON but not a transcript: "prepared_remarks" must be a list of {speaker, speech}.';
  }
  if (call.q_and_a !== undefined && !isTurnList(call.q_and_a)) {
    return 'is JSON but not a transcript: "q_and_a" must be a list of {speaker, speech}.';
  }
  if (
    call.participants !== undefined &&
    !(Array.isArray(call.participants) && call.participants.every((p) => typeof p === 'string'))
  ) {
    return 'is JSON but not a transcript: "participants" must be a list of names.';
  }
  return {
    ...(call as unknown as RawCall),
    q_and_a: (call.q_and_a as RawTurn[] | undefined) ?? [],
  };
}

/**
 * A participant line split: `Name--Title` (an executive), `Name--Firm -- Analyst` or `Name--Firm`
 * (an analyst: the published lists give analysts their firm first), `Name--Company -- Officer`
 * (an executive), or a bare name (role unknown).
 */
export type Participant = {
  name: string;
  /** What follows the name, as published. */
  rest: string[];
  role: 'executive' | 'analyst' | 'unknown';
};

const EXECUTIVE_WORDS =
  /\b(?:chief|officer|president|vice|director|head|chair(?:man|woman)?|treasurer|controller|relations|manager|secretary|founder|counsel|ceo|cfo|coo|cto|evp|svp|vp|executive|general partner|principal|owner|leader|lead|investor|finance|financial|accounting|operations)\b/i;

export function parseParticipant(line: string): Participant {
  const parts = line
    .split(/\s*--\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const name = parts[0] ?? line.trim();
  const rest = parts.slice(1);
  if (rest.length === 0) return { name, rest, role: 'unknown' };
  if (rest.some((part) => /\banalyst\b/i.test(part))) return { name, rest, role: 'analyst' };
  // `Name--Firm -- Title` is an analyst unless the title is an officer's, as when a company
  // lists its own chief executive with the company's name first.
  if (rest.length >= 2) {
    const title = rest[rest.length - 1] ?? '';
    return { name, rest, role: EXECUTIVE_WORDS.test(title) ? 'executive' : 'analyst' };
  }
  return { name, rest, role: EXECUTIVE_WORDS.test(rest[0] ?? '') ? 'executive' : 'analyst' };
}
