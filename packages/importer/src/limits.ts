/**
 * The longest transcript text the insights engine takes, in characters. The engine states its own
 * limits; this mirrors them so that a file fails here, with its name, rather than deep inside.
 */
export const MAX_TEXT_CHARS = 2_000_000;

/** Bytes looked at to tell a file's kind. */
export const SNIFF_BYTES = 8192;
