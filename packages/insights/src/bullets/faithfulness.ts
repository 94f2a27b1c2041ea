import { findQuantities } from '../text/quantities';

/** Numbers in a bullet that the transcript never states; quarter labels ("q3") are not numbers. */
export function unsupportedNumbers(bullet: string, transcript: string): string[] {
  const stated = new Set(findQuantities(transcript).map((q) => q.digits));
  for (const match of transcript.matchAll(/\d+(?:\.\d+)?/g)) stated.add(match[0]);
  // A year written "FY '24" or "fiscal '24" is stated as 2024.
  for (const match of transcript.matchAll(/(?:fy|fiscal|q[1-4])\s?'?(\d\d)\b/gi))
    stated.add(`20${match[1]}`);
  return findQuantities(bullet)
    .map((q) => q.digits)
    .filter((digits) => !stated.has(digits));
}
