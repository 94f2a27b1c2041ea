/** Redirect delays of the signed-out screens, in ms (product specification, section 9). */
export const REDIRECT_DELAYS_MS = {
  /** After a verified passcode or a single sign-on return, before the landing page opens. */
  signIn: 1100,
  /** After a successful invitation sign-up, before /login. */
  signUp: 2000,
  /** After a registration request, before /login. */
  register: 5000,
  /** After a reset link was sent, before /login. */
  forgotPassword: 5000,
  /** After a successful password reset, before /login. */
  resetPassword: 5000,
} as const;
