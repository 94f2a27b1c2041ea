/**
 * Sentences of a call that never answer a question, whatever words they share with it: the
 * operator's lines, greetings and thanks, safe-harbour and non-GAAP notices, hand-overs, the
 * agenda of the call, and questions themselves ("I wanted to ask about gross margin.").
 */
const NON_ANSWER: readonly RegExp[] = [
  // The operator and the queue.
  /\boperator\b/i,
  /\b(?:question-and-answer|q&a) session\b/i,
  /\b(?:open|opened) (?:up )?the (?:line|lines|call|floor)\b/i,
  /\bplease (?:go ahead|stand by|limit)\b/i,
  /\b(?:your|our) (?:first|next|last) question\b/i,
  // Greetings, thanks and the close of the call.
  /^(?:good (?:morning|afternoon|evening|day)|hello|hi|hey|welcome)\b/i,
  /^(?:thank you|thanks)\b/i,
  /\b(?:deepest|sincere) (?:gratitude|thanks)\b/i,
  /\bwelcome to\b/i,
  /\b(?:concludes?|end of) (?:our|the|today's|this) (?:call|conference|presentation|prepared remarks)\b/i,
  /\bthank(?:s| you) (?:all |everyone )?for (?:joining|your (?:time|interest|questions?|participation))\b/i,
  // Safe harbour and reporting notices.
  /\bforward[- ]looking statements?\b/i,
  /\bsafe harbou?r\b/i,
  /\brisks and uncertainties\b/i,
  /\bform 10-[kq]\b/i,
  /\b(?:filings?|reports?) (?:filed )?with the (?:sec|securities)\b/i,
  /\bnon-gaap\b/i,
  /\breconciliations?\b/i,
  /\bunless otherwise (?:indicated|noted|stated|specified)\b/i,
  /\b(?:webcast|replay|slide deck|investor relations website)\b/i,
  // Hand-overs and the agenda.
  /\b(?:turn|hand|pass) (?:the call |it |things )?(?:back )?(?:over )?to\b/i,
  /\bwith that,? (?:i'll|i will|let me|we'll|we will)\b/i,
  /\bover to you\b/i,
  /\bjoining me (?:today|on (?:the|today's) call)\b/i,
  /\bwith me (?:today|on (?:the|today's) call)\b/i,
  /\b(?:key messages|provide (?:their|his|her) perspective)\b/i,
  /^(?:before (?:getting|turning|i turn|i get|we get|we turn)|let me (?:share|start|begin|walk|give|take|now))\b/i,
  // Questions and the asking of them.
  /\?\s*$/,
  /^(?:i (?:wanted|want|would like|'d like) to ask|my (?:first |next |follow-up )?question|can you|could you|just (?:a|one) (?:quick )?(?:question|follow-up))\b/i,
];

/** True when a sentence is one that never answers a question (see {@link NON_ANSWER}). */
export function isNonAnswer(sentence: string): boolean {
  const text = sentence.trim();
  return NON_ANSWER.some((pattern) => pattern.test(text));
}
