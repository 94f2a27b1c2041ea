import { z } from 'zod';
import { ApiErrorCodeSchema } from '../errors';
import { INDUSTRY_IDS } from '../industries';
import { LIMITS } from '../limits';
import { LoginResultSchema, MessageResponseSchema, RememberMeField } from './auth';

/** A loose address check shared by every account form; the server normalizes the address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailField(message: string) {
  return z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMaxLength, `Email must be at most ${LIMITS.emailMaxLength} characters`)
    .regex(EMAIL_PATTERN, message);
}

const tokenField = z.string().trim().min(1, 'Token is required').max(512, 'Token is too long');

const passwordField = z
  .string()
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`)
  .refine((value) => value.trim().length >= LIMITS.passwordMinLength, {
    message: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  });

function nameField(label: string, min: number) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(LIMITS.nameMaxLength, `${label} must be at most ${LIMITS.nameMaxLength} characters`);
}

/** `{success, message}` answers of registration, sign-up and invitations. */
export const SuccessMessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SuccessMessageResponse = z.infer<typeof SuccessMessageResponseSchema>;

/** A failed sign-up or invitation call, in the specification's shape plus the stable code. */
export const SuccessFailureBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ApiErrorCodeSchema,
});

export const RegisterBodySchema = z.object({
  email: emailField('Invalid email address'),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ValidateInviteBodySchema = z.object({ token: tokenField });
export type ValidateInviteBody = z.infer<typeof ValidateInviteBodySchema>;

export const ValidateInviteResponseSchema = z.object({
  login: z.literal(true),
  data: z.object({ message: z.string(), email: z.string() }),
});
export type ValidateInviteResponse = z.infer<typeof ValidateInviteResponseSchema>;

export const ValidateInviteFailureSchema = z.object({
  login: z.literal(false),
  data: z.object({ message: z.string() }),
  code: ApiErrorCodeSchema,
});

/** Invitation sign-up: `create-user` with the invitation token. */
export const SignUpBodySchema = z.object({
  email: emailField('Invalid email address'),
  firstName: nameField('First name', LIMITS.firstNameMinLength),
  lastName: nameField('Last name', 1),
  password: passwordField,
  token: tokenField,
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const ProjectSelectionSchema = z.object({
  projectId: z.enum(INDUSTRY_IDS, { message: 'Unknown industry' }),
  projectName: z.string().max(LIMITS.nameMaxLength),
});

/** Admin invite: `create-user` without a token (product specification, section 5). */
export const AdminInviteBodySchema = z.object({
  firstName: nameField('First name', 2),
  lastName: nameField('Last name', 2),
  email: emailField('Invalid Email'),
  avatar: z
    .string()
    .trim()
    .max(2048, 'Url must be at most 2048 characters')
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'Invalid Url',
    }),
  project: z
    .array(ProjectSelectionSchema)
    .min(1, 'Please Select Required Field')
    .max(INDUSTRY_IDS.length, 'Too many industries'),
});
export type AdminInviteBody = z.infer<typeof AdminInviteBodySchema>;

/** Either body of `create-user`, as the API documentation lists it. */
export const CreateUserBodySchema = z.union([SignUpBodySchema, AdminInviteBodySchema]);
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const SendInviteBodySchema = z.object({ email: emailField('Invalid Email') });
export type SendInviteBody = z.infer<typeof SendInviteBodySchema>;

/** An invitation nobody has used yet, for the admin's list of pending invitations. */
export const PendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** ISO time the latest link was sent. */
  invitedAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  /** Who sent the latest link; null for a self-registration or a deleted admin. */
  invitedByEmail: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const PendingInvitationListResponseSchema = z.object({
  data: z.array(PendingInvitationSchema),
});
export type PendingInvitationListResponse = z.infer<typeof PendingInvitationListResponseSchema>;

export const InvitationIdParamsSchema = z.object({ id: z.guid('Invalid invitation id') });

export const ProjectListResponseSchema = z.object({
  data: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
});
export type ProjectListResponse = z.infer<typeof ProjectListResponseSchema>;

export const ChannelListResponseSchema = z.object({
  data: z.array(
    z.object({
      channelId: z.string(),
      channelName: z.string(),
      projectId: z.string(),
      projectName: z.string(),
    }),
  ),
});
export type ChannelListResponse = z.infer<typeof ChannelListResponseSchema>;

export const ForgotPasswordBodySchema = z.object({ email: emailField('Invalid email format') });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  email: emailField('Invalid email format'),
  token: tokenField,
  password: passwordField,
  /**
   * Keep the account's single sign-on links. Unless true, a reset removes them: a link someone
   * else made must not outlive the owner taking the account back.
   */
  keepSsoIdentities: z.boolean().optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The sign-in's challenge, as the login (or single sign-on) answer gave it. */
const challengeField = z
  .string()
  .trim()
  .min(1, 'Please sign in again to receive a new passcode')
  .max(128, 'Please sign in again to receive a new passcode');

/**
 * The passcode step of sign-in; `token` is the six-digit passcode and `challenge` the one the
 * password step answered with, so that only that sign-in can try the code.
 */
export const TotpValidateBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The passcode is the 6 digits from the e-mail'),
  email: emailField('Invalid email'),
  challenge: challengeField,
  /** What the person chose on the sign-in screen before the passcode was asked for. */
  rememberMe: RememberMeField,
});
export type TotpValidateBody = z.infer<typeof TotpValidateBodySchema>;

/** Asks for a new passcode for the same sign-in. */
export const TotpResendBodySchema = z.object({
  email: emailField('Invalid email'),
  challenge: challengeField,
});
export type TotpResendBody = z.infer<typeof TotpResendBodySchema>;

/** A new passcode was e-mailed; the next may be asked for after `resendAfterSeconds`. */
export const TotpResendResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type TotpResendResponse = z.infer<typeof TotpResendResponseSchema>;

/**
 * The passcode step's answer: the session as a login result, or only a message when the passcode
 * was not accepted (the screen then shows that message).
 */
export const TotpValidateResponseSchema = z.union([LoginResultSchema, MessageResponseSchema]);
export type TotpValidateResponse = z.infer<typeof TotpValidateResponseSchema>;

/** The passcode screen's field: the six digits e-mailed at sign-in. */
export const PasscodeFormSchema = z.object({
  passcode: z
    .string()
    .trim()
    .min(1, 'Passcode is required')
    .regex(/^\d{6}$/, 'Enter the 6 digits of your passcode'),
});
export type PasscodeForm = z.infer<typeof PasscodeFormSchema>;

/** The invitation sign-up form: the body without the token, which comes from the link. */
export const SignUpFormSchema = SignUpBodySchema.omit({ token: true });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** The reset-password form (product specification, section 5); the length counts trimmed text. */
export const ResetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .max(
        LIMITS.passwordMaxLength,
        `Password must be at most ${LIMITS.passwordMaxLength} characters`,
      )
      .refine((value) => value.trim().length > 0, { message: 'New password is required' })
      .refine(
        (value) => value.trim().length === 0 || value.trim().length >= LIMITS.passwordMinLength,
        { message: `Password must be at least ${LIMITS.passwordMinLength} characters` },
      ),
    confirmPassword: z.string().min(1, 'Confirm your password'),
    keepSsoIdentities: z.boolean(),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
