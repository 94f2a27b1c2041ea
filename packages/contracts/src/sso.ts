// Plain constants, no zod: the login screen shows the provider buttons and messages from here.

/** The single sign-on providers: a professional network and a cloud directory. */
export const SSO_PROVIDER_IDS = ['linkedin', 'azure'] as const;
export type SsoProviderId = (typeof SSO_PROVIDER_IDS)[number];

/** The names the login screen shows on each provider's button. */
export const SSO_PROVIDER_LABELS: Record<SsoProviderId, string> = {
  linkedin: 'LinkedIn',
  azure: 'Microsoft',
};

/**
 * Why a single sign-on did not finish. The callback sends one of these codes to /login (or, for
 * a refusal after the provider identified the person, to the return page) as `sso_error`.
 */
export const SSO_ERROR_MESSAGES = {
  /** The person cancelled at the provider or refused consent. */
  denied:
    'Sign-in with the provider was cancelled. You can try again, or sign in with your password.',
  /** The state did not match this browser, or its sign-in took longer than ten minutes. */
  state:
    'This sign-in link has expired or was opened in another browser. Please start again from the login page.',
  /** The provider answered with an error, or its answer could not be verified. */
  provider: 'The sign-in provider reported a problem. Please try again in a moment.',
  /** The provider is not configured on this server, or could not be reached. */
  unavailable:
    'Sign-in with this provider is not available right now. Please sign in with your password.',
  /**
   * No longer sent: an address the provider did not verify is now confirmed by an e-mailed link.
   * Kept so that a return page opened from an older redirect still shows its text.
   */
  password_required:
    'An account with this e-mail address already exists. Please sign in with your password; single sign-on can be used once the provider confirms your e-mail address.',
  /** The provider shared no e-mail address. */
  no_email:
    'The sign-in provider did not share your e-mail address. Please allow access to your e-mail address, or sign in with your password.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

/** Reads an `sso_error` query value; anything unknown is null, so no arbitrary text is shown. */
export function toSsoErrorCode(value: string | null | undefined): SsoErrorCode | null {
  return value && Object.hasOwn(SSO_ERROR_MESSAGES, value) ? (value as SsoErrorCode) : null;
}
