import { z } from 'zod';
import { LIMITS } from '../limits';
import { TAB_IDS } from '../tabs';
import { USER_TYPES } from '../users';
import { ResetPasswordBodySchema } from './accounts';
import { ConversationMessageSchema } from './analysis';
import { UserIdParamsSchema } from './params';

/** A new password follows the sign-up and reset rules: 8 characters or more after trimming. */
const newPasswordField = ResetPasswordBodySchema.shape.password;

const currentPasswordField = z
  .string({ message: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

export const ChangePasswordBodySchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The change-password form: current, new and confirm, with the reset screen's messages. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: z
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
  })
  .refine(
    (values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword,
    { message: 'Passwords do not match', path: ['confirmPassword'] },
  );
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** One signed-in device as the sessions list shows it. */
export const AccountSessionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListResponseSchema = z.object({ data: z.array(AccountSessionSchema) });
export type AccountSessionListResponse = z.infer<typeof AccountSessionListResponseSchema>;

/** `{userId}` and one of the user's sessions. */
export const AccountSessionParamsSchema = UserIdParamsSchema.extend({
  sessionId: z.guid('Invalid session id'),
});
export type AccountSessionParams = z.infer<typeof AccountSessionParamsSchema>;

/** What the settings screen needs to draw its switches and the delete dialog. */
export const AccountSettingsSchema = z.object({
  email: z.string(),
  /** The user's own choice: an e-mailed passcode at every sign-in. */
  passcodeOnSignIn: z.boolean(),
  /** Every sign-in asks for a passcode whatever the choice (Admins, when the server says so). */
  passcodeAlwaysRequired: z.boolean(),
  /** False for accounts that sign in only through single sign-on. */
  hasPassword: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const AccountSettingsResponseSchema = z.object({ data: AccountSettingsSchema });
export type AccountSettingsResponse = z.infer<typeof AccountSettingsResponseSchema>;

export const UpdateAccountSettingsBodySchema = z.object({
  passcodeOnSignIn: z.boolean({ message: 'passcodeOnSignIn must be true or false' }),
});
export type UpdateAccountSettingsBody = z.infer<typeof UpdateAccountSettingsBodySchema>;

/**
 * Deleting one's account asks for the password again; an account without a password (single
 * sign-on only) confirms by typing its e-mail address instead.
 */
export const DeleteAccountBodySchema = z
  .object({
    password: z
      .string()
      .max(
        LIMITS.passwordMaxLength,
        `Password must be at most ${LIMITS.passwordMaxLength} characters`,
      )
      .optional(),
    email: z
      .string()
      .trim()
      .max(LIMITS.emailMaxLength, `Email must be at most ${LIMITS.emailMaxLength} characters`)
      .optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.email), {
    message: 'Enter your password to delete your account',
    path: ['password'],
  });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** The delete dialog's field: the password, or the e-mail address for single sign-on accounts. */
export const DeleteAccountFormSchema = z.object({
  confirmation: z.string().trim().min(1, 'This field is required'),
});
export type DeleteAccountForm = z.infer<typeof DeleteAccountFormSchema>;

const isoDate = z.string();

/** Everything Clearcall keeps about one user, as the export file holds it. Never a secret. */
export const AccountExportSchema = z.object({
  exportedAt: isoDate,
  profile: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    designation: z.string().nullable(),
    avatar: z.string().nullable(),
    userType: z.enum(USER_TYPES),
    userStatus: z.boolean(),
    passcodeOnSignIn: z.boolean(),
    hasPassword: z.boolean(),
    sessionsCount: z.number().int(),
    stopTutorial: z.number().int(),
    conversationLimit: z.number().int().nullable(),
    createdAt: isoDate,
    activatedAt: isoDate.nullable(),
  }),
  industries: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
  permissions: z.partialRecord(z.enum(TAB_IDS), z.boolean()),
  singleSignOn: z.array(
    z.object({ provider: z.string(), email: z.string().nullable(), linkedAt: isoDate }),
  ),
  follows: z.array(z.object({ companyId: z.string(), company: z.string(), followedAt: isoDate })),
  likes: z.array(
    z.object({
      storyId: z.string(),
      title: z.string(),
      company: z.string(),
      likedAt: isoDate,
    }),
  ),
  analyses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      status: z.boolean(),
      filters: z.object({
        companyIds: z.array(z.string()),
        years: z.array(z.number()),
        quarters: z.array(z.number()),
        template: z.string().nullable(),
      }),
      contextualSummary: z.string().nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
      conversations: z.array(ConversationMessageSchema),
    }),
  ),
  notifications: z.array(
    z.object({
      _id: z.string(),
      storyId: z.string(),
      companyId: z.string(),
      company: z.string(),
      viewedAt: isoDate.nullable(),
      createdAt: isoDate,
    }),
  ),
  upgradeRequests: z.array(
    z.object({
      _id: z.string(),
      source: z.string(),
      companyId: z.string().nullable(),
      companyName: z.string().nullable(),
      status: z.string(),
      createdAt: isoDate,
      resolvedAt: isoDate.nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      _id: z.string(),
      createdAt: isoDate,
      lastSeenAt: isoDate,
      expiresAt: isoDate,
      revokedAt: isoDate.nullable(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
    }),
  ),
  analyticsEvents: z.array(
    z.object({ name: z.string(), props: z.record(z.string(), z.unknown()), at: isoDate }),
  ),
  /** An admin's API tokens, revoked ones too; never their secrets. */
  apiTokens: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      prefix: z.string(),
      createdAt: isoDate,
      lastUsedAt: isoDate.nullable(),
      revokedAt: isoDate.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
