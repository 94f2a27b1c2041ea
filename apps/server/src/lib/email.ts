/** E-mail addresses are stored trimmed and lower-cased, so every comparison is case-insensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
