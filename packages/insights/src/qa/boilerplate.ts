import { splitSentences } from '../text/sentences';

/**
 * Why a sentence is boilerplate: the operator running the call, a greeting or thanks, a
 * safe-harbour or forward-looking disclaimer, a hand-over to the next speaker or to questions, or
 * an analyst's question.
 */
export type BoilerplateKind = 'operator' | 'greeting' | 'disclaimer' | 'hand-over' | 'question';

const OPERATOR = [
  /\[operator instructions?\]/i,
  /\b(?:ladies and gentlemen|listen-only mode)\b/i,
  /\b(?:call|conference|webcast) (?:is being|will be|has been) recorded\b/i,
  /\bpress (?:the )?(?:star|\*)/i,
  /\b(?:first|next|last|final|following) question (?:comes|is|will come) from\b/i,
  /\b(?:this|that) (?:concludes|ends) (?:today's|the|our|this)\b/i,
  /\byou may (?:now )?disconnect\b/i,
  /\b(?:replay|recording) of (?:this|today's|the) (?:call|conference|webcast)\b/i,
  /\b(?:welcome to|welcome everyone to) (?:the|our|today's)\b.{0,80}\b(?:call|conference|webcast)\b/i,
];

const GREETING = [
  /^(?:good (?:morning|afternoon|evening|day)|hello|hi|hey)\b(?:[\s,]+(?:and|everyone|all|everybody|folks|guys|to))?/i,
  /\bthanks?(?: you)?,? (?:all |everyone |everybody )?for (?:joining|being with us|taking my|taking the|your (?:time|interest|questions?))/i,
  /\bcongrat(?:ulation)?s on\b/i,
];

/** A short thanks that says nothing else: "Thank you, operator." or "Thanks, Mike." */
const BARE_THANKS =
  /^(?:thank you|thanks|thank you very much|great, thanks)\b[\w\s,.'-]{0,40}[.!]?$/i;

const DISCLAIMER = [
  /\bforward-looking (?:statements?|information|comments|remarks)\b/i,
  /\bsafe[- ]harbou?r\b/i,
  /\b(?:actual|future) results (?:may|could|might) (?:differ|vary)\b/i,
  /\bdiffer materially\b/i,
  /\bundertakes? no obligation\b/i,
  /\brisks? and uncertainties\b.{0,80}\b(?:filings?|10-k|10-q|described|detailed|outlined|discussed in)\b/i,
  /\breconciliations? (?:of|to|between)\b.{0,60}\b(?:gaap|non-gaap|measures?)\b/i,
  /\b(?:refer to|discuss|be discussing|reference|use) (?:certain |some )?non-gaap (?:financial )?measures\b/i,
  /\bdoes not (?:edit|guarantee) the accuracy\b/i,
  /\binvestor relations (?:section|page|website|portion)\b/i,
];

const HAND_OVER = [
  /\bopen (?:up )?the (?:line|lines|call|floor|phone lines?)\b/i,
  /\b(?:turn|hand|pass)(?:ing)? (?:the call|it|things|the floor|the presentation)? ?(?:back )?over to\b/i,
  /\b(?:turn|hand|pass) (?:it|the call) back to\b/i,
  /\b(?:open|move|go|turn) (?:it )?(?:up )?(?:to|for) (?:your |the )?(?:questions|q&a)\b/i,
  /\b(?:take|taking|answer) (?:your |any )?questions\b/i,
  /^(?:operator|moderator)\b/i,
];

const QUESTION = [
  /\?\s*["')\]]?$/,
  /^(?:(?:and|so|okay|ok|great|just)[,\s]+)*(?:my|the) (?:first|next|last|second|follow-up|other) question\b/i,
  /\bi (?:wanted|want|would like|was hoping|was wondering)(?: to ask| if you could)\b/i,
];

function matchesAny(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** The kind of boilerplate one sentence is, or null when it is content. */
export function boilerplateKind(sentence: string): BoilerplateKind | null {
  const text = sentence.trim();
  if (text === '') return null;
  if (matchesAny(OPERATOR, text)) return 'operator';
  if (matchesAny(DISCLAIMER, text)) return 'disclaimer';
  if (matchesAny(HAND_OVER, text)) return 'hand-over';
  if (BARE_THANKS.test(text) || matchesAny(GREETING, text)) return 'greeting';
  if (matchesAny(QUESTION, text)) return 'question';
  return null;
}

/** The boilerplate sentences of a text (an answer), each with its kind. */
export function findBoilerplate(text: string): { sentence: string; kind: BoilerplateKind }[] {
  const found: { sentence: string; kind: BoilerplateKind }[] = [];
  for (const line of text.split('\n')) {
    for (const span of splitSentences(line)) {
      const kind = boilerplateKind(span.text);
      if (kind) found.push({ sentence: span.text, kind });
    }
  }
  return found;
}
