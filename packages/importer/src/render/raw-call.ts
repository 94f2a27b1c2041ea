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

/** A participant line `Name--Title` or `Name--Firm -- Analyst`, split. */
export type Participant = {
  name: string;
  title: string | null;
  firm: string | null;
  analyst: boolean;
};

export function parseParticipant(line: string): Participant {
  const parts = line.split(/\s*--\s*/).map((part) => part.trim());
  const name = parts[0] ?? line.trim();
  const last = parts[parts.length - 1] ?? '';
  if (parts.length >= 3 && /^analyst$/i.test(last)) {
    return { name, title: null, firm: parts.slice(1, -1).join(' -- '), analyst: true };
  }
  const rest = parts.slice(1).join(' -- ');
  return { name, title: rest === '' ? null : rest, firm: null, analyst: /^analyst$/i.test(rest) };
}
