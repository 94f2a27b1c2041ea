import { TRANSCRIPT_LIMITS } from '@clearcall/insights';

/**
 * The longest transcript text the insights engine takes, in characters: a file over it fails
 * here, with its name, rather than inside the engine.
 */
export const MAX_TEXT_CHARS = TRANSCRIPT_LIMITS.maxChars;

/** Bytes looked at to tell a file's kind. */
export const SNIFF_BYTES = 8192;
