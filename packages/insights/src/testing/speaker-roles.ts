import { parseTranscript } from '../transcript/parse-transcript';

/** Each named speaker of a transcript with the role the parser gives them. */
export function rolesOf(text: string): Record<string, string> {
  const roles: Record<string, string> = {};
  for (const turn of parseTranscript(text).turns) if (turn.speaker) roles[turn.speaker] = turn.role;
  return roles;
}

/** Prepared remarks of a made-up call: results and an outlook, no names in them. */
export const REMARKS = [
  'Revenue for the quarter was $412 million, up 8% from a year ago, on steady demand.',
  'Operating margin widened by 120 basis points on better pricing and lower freight costs.',
  'We are raising our full-year outlook for earnings per share to a range of $3.10 to $3.20.',
].join(' ');
