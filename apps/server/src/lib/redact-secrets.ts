/** What a secret's value is replaced with in the logs. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameter names that carry a secret: reset, sign-up and invitation tokens, single sign-on
 * `code` and `state`, passcodes, keys. Matched whole, case-insensitively.
 */
const SECRET_PARAM_NAMES = ['code', 'state', 'key', 'sig', 'otp', 'nonce', 'auth'];

/** Parts of a parameter name that mark it secret wherever they appear (`ssotoken`, `api_key`). */
const SECRET_PARAM_PARTS = [
  'token',
  'secret',
  'password',
  'passwd',
  'passcode',
  'apikey',
  'api_key',
  'signature',
  'credential',
  'verifier',
];

/** True when a query parameter of this name must never reach a log line. */
export function isSecretParamName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_PARAM_NAMES.includes(lower) || SECRET_PARAM_PARTS.some((p) => lower.includes(p));
}

/**
 * A parameter in a query string, wherever it sits in a text: after `?` or `&` (also their
 * percent-encoded forms, for a URL quoted inside another URL), up to the next separator. A value
 * ends at a `?` too, so that a URL nested unencoded in a parameter has its own secrets found.
 */
const QUERY_PARAM =
  /([?&]|%3F|%26)((?:(?!%3D|%26|%3F)[^=&#?\s"'<>])+)(=|%3D)((?:(?!%26|%3F)[^&#?\s"'<>])*)/gi;

/**
 * Replaces the value of every secret-bearing query parameter in a text (a URL, an error message,
 * a stack) with `[REDACTED]`, so that a log line never carries a token someone could replay.
 */
export function redactSecrets(text: string): string {
  return text.replace(QUERY_PARAM, (match, separator, name: string, equals) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape is judged as written.
    }
    return isSecretParamName(decoded) ? `${separator}${name}${equals}${REDACTED}` : match;
  });
}
