import { maySpeakAs, nameKey } from './person-names';
import { introductions } from './speakers';
import type { Sentence, Turn } from './types';

/**
 * A turn that hands the floor to a questioner. Transcripts sometimes fold the operator's words
 * into the turn of the person who spoke before ("Thanks, Chris. Your next question comes from
 * the line of Dana Park."), so a turn of anyone counts when it says so in these words.
 */
const HANDS_OVER_QUESTION =
  /\b(?:next|first|following|final|last)\s+question\s+(?:today\s+)?(?:comes?|is|will come|coming)\s+from\b|\bfrom the line of\b/i;

/**
 * An operator's words that hand the call back to management to close it ("I would now like to
 * turn the call back over to Lee Okafor for closing remarks"): whoever speaks next is no questioner.
 */
const HANDS_BACK =
  /\b(?:closing|concluding|final) (?:remarks|comments|statements?)\b|\bturn (?:the (?:call|conference|floor|program)|it) back\b|\bno (?:further|more) questions\b/i;

/** Words with which a questioner opens or frames a question. */
const QUESTION_CUE =
  /\b(?:thanks?|thank you) for taking (?:my|the|our|a|these|those)?\s*questions?\b|\bmy (?:first |last |next |follow-up |final )?questions?\b/i;

/**
 * Words only a questioner says, in any of their turns: leaving the line ("I'll jump back in the
 * queue", "that's it from me"), thanking for an answer's detail ("thanks for the color") or
 * congratulating management on the quarter.
 */
const QUESTIONER_SIGN =
  /\b(?:i'll|i will|let me)\s+(?:get|jump|hop|step|go)\s+back\s+(?:in|into)\s+(?:the\s+)?queue\b|\b(?:that's|that is|that was)\s+(?:it|all)\s+from me\b|\b(?:thanks|thank you)\s+for\s+the\s+(?:color|colour)\b|\bappreciate\s+the\s+(?:color|colour)\b|\bcongrat(?:s|ulations)\s+on\s+(?:a|the|another)\s+(?:(?:good|great|strong|solid|nice)\s+)?(?:quarter|year|results)\b/i;

/** True when a turn, whichever of a speaker's it is, says what only a questioner says. */
export function speaksAsQuestioner(text: string): boolean {
  return QUESTIONER_SIGN.test(text.replace(/’/g, "'"));
}

/**
 * True when a turn's words are a questioner's ("thanks for taking my question", "my first
 * question"). A question mark alone is no sign: management asks colleagues to add to an answer.
 */
export function asksQuestion(text: string): boolean {
  return QUESTION_CUE.test(text);
}

/** Words in a greeting at most ("Hi, John.", "Good morning, Dana."), as management opens an answer. */
const GREETING_WORDS = 12;

/** True for a short turn that greets rather than answers. */
function isGreeting(turn: Turn, sentences: Sentence[]): boolean {
  let words = 0;
  for (const id of turn.sentences) words += sentences[id]?.words ?? 0;
  return words <= GREETING_WORDS;
}

/**
 * A turn that gives someone the floor: the people it names, whether it calls a question, and
 * whether it hands the call back to management instead.
 */
type HandOver = {
  named: Map<string, string | null>;
  questions: boolean;
  handsBack: boolean;
} | null;

/** The operator's turns, and any turn that calls the next question in so many words. */
function handedTo(turn: Turn, text: string): HandOver {
  const questions = HANDS_OVER_QUESTION.test(text);
  if (turn.role !== 'operator' && !questions) return null;
  const named = introductions(text);
  const handsBack = !questions && HANDS_BACK.test(text);
  return turn.role === 'operator' || named.size > 0 ? { named, questions, handsBack } : null;
}

/** The firm named for the introduced person a speaker may be; undefined when none fits. */
function introducedAs(
  speaker: string,
  named: Map<string, string | null>,
): string | null | undefined {
  for (const [name, firm] of named) if (maySpeakAs(speaker, name)) return firm;
  return undefined;
}

/** The firm to give a speaker who took the floor: the one named for them, or the only one named. */
function firmOnFloor(speaker: string, floor: Map<string, string | null>): string | null {
  const firm = introducedAs(speaker, floor);
  if (firm !== undefined) return firm;
  return floor.size === 1 ? ([...floor.values()][0] ?? null) : null;
}

/**
 * The first sentence of the first turn, after management has spoken, that hands the floor to a
 * questioner by name: the Q&A has begun there even where the split put its start later.
 */
function firstHandOver(turns: Turn[], handOvers: HandOver[]): number {
  let sawManagement = false;
  for (const [i, turn] of turns.entries()) {
    if (turn.role === 'executive') sawManagement = true;
    const handOver = handOvers[i];
    if (sawManagement && handOver?.questions && handOver.named.size > 0)
      return turn.sentences[0] ?? Infinity;
  }
  return Infinity;
}

/**
 * True when someone the floor was given to, under their name or another spelling of it, speaks
 * after turn `i` and before the next hand-over: the turn between is not theirs to take.
 */
function namedSpeakerFollows(
  turns: Turn[],
  handOvers: HandOver[],
  i: number,
  floor: Map<string, string | null>,
): boolean {
  for (let j = i + 1; j < turns.length && handOvers[j] === null; j++) {
    const speaker = turns[j]?.speaker;
    if (speaker && introducedAs(speaker, floor) !== undefined) return true;
  }
  return false;
}

/**
 * Settles the Q&A speakers who were taken for management only because nothing said otherwise.
 * Only management and the operator speak before the Q&A, so a speaker who first speaks in it is
 * an analyst when they take the floor the operator gave (the person named, or else the first
 * to speak after management's greetings), when their first turn asks a question, or when the
 * operator introduced them anywhere in the Q&A under the name they speak under or another
 * spelling of it. The firm is the one the operator named for them. True when any speaker was
 * found to be an analyst.
 */
export function analystsFromQa(
  turns: Turn[],
  sentences: Sentence[],
  qaStart: number,
  presumed: Set<string>,
): boolean {
  const texts = turns.map((turn) =>
    turn.sentences.map((id) => sentences[id]?.text ?? '').join(' '),
  );
  const handOvers = turns.map((turn, i) => handedTo(turn, texts[i] ?? ''));
  const qaFrom = Math.min(qaStart, firstHandOver(turns, handOvers));
  const inRemarks = new Set<string>();
  for (const turn of turns)
    if (turn.speaker !== null && (turn.sentences[0] ?? 0) < qaFrom)
      inRemarks.add(nameKey(turn.speaker));
  const namedInQa = new Map<string, string | null>();
  const found = new Map<string, string | null>();
  const heard = new Set<string>();
  /** The people the last hand-over named, until someone other than management speaks. */
  let floor: Map<string, string | null> | null = null;
  // The hand-over that opens the Q&A may close the remarks, so the walk starts with them.
  for (const [i, turn] of turns.entries()) {
    const handOver = handOvers[i];
    if (handOver) {
      if ((turn.sentences[0] ?? 0) >= qaFrom)
        for (const [name, firm] of handOver.named)
          if (!namedInQa.has(name)) namedInQa.set(name, firm);
      floor = handOver.handsBack ? null : handOver.named;
      continue;
    }
    if (turn.speaker === null) continue;
    const key = nameKey(turn.speaker);
    if (inRemarks.has(key)) {
      if (!isGreeting(turn, sentences)) floor = null;
      continue;
    }
    if (
      floor !== null &&
      introducedAs(turn.speaker, floor) === undefined &&
      namedSpeakerFollows(turns, handOvers, i, floor)
    )
      continue;
    const firstTurn = !heard.has(key);
    heard.add(key);
    if (presumed.has(key) && !found.has(key)) {
      if (floor !== null) found.set(key, firmOnFloor(turn.speaker, floor));
      else if (firstTurn && asksQuestion(texts[i] ?? '')) found.set(key, null);
      else if (speaksAsQuestioner(texts[i] ?? '')) found.set(key, null);
    }
    floor = null;
  }
  for (const turn of turns) {
    if (turn.speaker === null) continue;
    const key = nameKey(turn.speaker);
    if (!presumed.has(key) || inRemarks.has(key) || found.has(key)) continue;
    const firm = introducedAs(turn.speaker, namedInQa);
    if (firm !== undefined) found.set(key, firm);
  }
  for (const turn of turns) {
    if (turn.speaker === null) continue;
    const firm = found.get(nameKey(turn.speaker));
    if (firm === undefined) continue;
    turn.firm = firm ?? turn.title;
    turn.role = 'analyst';
    turn.title = null;
  }
  return found.size > 0;
}
