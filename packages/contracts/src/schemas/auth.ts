// zod/mini: /login loads the sign-in contract, and the mini build keeps its JavaScript small.
// Classic schemas elsewhere compose these freely; both share zod's core.
import * as z from 'zod/mini';
import { InactiveReasonSchema } from '../errors';
import { LIMITS } from '../limits';
import { USER_TYPES } from '../users';

export const ProjectRefSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
});
export type ProjectRef = z.infer<typeof ProjectRefSchema>;

/** The signed-in user as the login result and the session check return it. */
export const SessionUserSchema = z.object({
  userId: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  userStatus: z.boolean(),
  /**
   * Why an account that is not active is held on the private-beta page: `pending` awaits the
   * team, `deactivated` was switched off. Absent for an active account.
   */
  inactiveReason: z.optional(InactiveReasonSchema),
  project: z.array(ProjectRefSchema),
  sessionsCount: z.int(),
  stopTutorial: z.int(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * "Remember me" on the sign-in screen: without it the session lasts 12 hours instead of the full
 * term. Clients that do not send it keep the full term, as before.
 */
export const RememberMeField = z._default(z.boolean(), true);

export const LoginBodySchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(LIMITS.emailMaxLength)),
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(LIMITS.passwordMaxLength)),
  rememberMe: RememberMeField,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResultSchema = z.object({
  result: z.object({
    user: SessionUserSchema,
    token: z.string(),
  }),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * Sent instead of a result when the account signs in with an e-mailed passcode. `challenge`
 * names this sign-in: the passcode step must send it back, so only this browser can use the code.
 */
export const PasscodeRequiredSchema = z.object({
  passcodeRequired: z.literal(true),
  message: z.string(),
  challenge: z.string(),
});

export const LoginResponseSchema = z.union([LoginResultSchema, PasscodeRequiredSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const VerifyTokenBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
});

export const VerifyTokenResponseSchema = z.union([
  z.object({ login: z.literal(true), user: SessionUserSchema }),
  z.object({ login: z.literal(false) }),
]);
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponseSchema>;

export const LogoutBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
});

export const MessageResponseSchema = z.object({
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The login form's rules and messages (product specification, section 5). */
export const LoginFormSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Email is required'), z.includes('@', 'Invalid email')),
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(LIMITS.loginPasswordMinLength, 'Password must be 6+ chars'),
    ),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;
