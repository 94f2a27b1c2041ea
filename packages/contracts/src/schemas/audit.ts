import { z } from 'zod';

/**
 * Every action the audit log records, in readable words: the one list of them. The server can
 * record only these (its `AuditEvent.action` is an `AuditAction`), so the admin's action filter,
 * built from this list, offers every action that can appear. Actions are dotted names
 * (`area.event`); an older one no longer recorded is shown through `auditActionLabel`'s fallback.
 */
export const AUDIT_ACTION_LABELS = {
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.locked': 'Sign-in locked',
  'auth.passcode_failed': 'Wrong passcode',
  'auth.passcode_burned': 'Passcode burned',
  'auth.passcode_resent': 'Passcode resent',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'account.registration_requested': 'Registration requested',
  'account.signed_up': 'Signed up',
  'account.created_by_sso': 'Account created by single sign-on',
  'account.password_changed': 'Password changed',
  'account.password_change_failed': 'Password change refused',
  'account.session_revoked': 'Session signed out',
  'account.sessions_revoked': 'Other sessions signed out',
  'account.passcode_enabled': 'Sign-in passcode turned on',
  'account.passcode_disabled': 'Sign-in passcode turned off',
  'account.exported': 'Account data exported',
  'account.delete_refused': 'Account deletion refused',
  'account.deleted': 'Account deleted',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'sso.signed_in': 'Signed in with single sign-on',
  'sso.identity_linked': 'Single sign-on linked to account',
  'sso.refused': 'Single sign-on refused',
  'sso.token_refused': 'Single sign-on token refused',
  'sso.confirmation_sent': 'Single sign-on confirmation sent',
  'sso.confirmation_throttled': 'Single sign-on confirmation held back',
  'sso.confirmation_refused': 'Single sign-on confirmation refused',
  'sso.email_confirmed': 'Single sign-on e-mail confirmed',
  'sso.identity_removed': 'Single sign-on unlinked',
  'sso.identities_removed_on_reset': 'Single sign-on unlinked by a password reset',
  'admin.user_invited': 'User invited',
  'admin.invitation_resent': 'Invitation resent',
  'admin.invitation_revoked': 'Invitation revoked',
  'admin.user_activated': 'User activated',
  'admin.user_deactivated': 'User deactivated',
  'admin.user_deleted': 'User deleted',
  'admin.access_changed': 'Access changed',
  'admin.upgrade_requests_closed': 'Upgrade requests closed',
  'admin.transcript_published': 'Transcript published',
  'admin.transcript_imported': 'Transcript imported',
  'admin.transcript_import_published': 'Imported transcript published',
  'admin.story_reprocessed': 'Story reprocessed',
  'company.created': 'Company added',
  'company.updated': 'Company updated',
  'company.imported': 'Companies imported',
} as const satisfies Record<string, string>;

/** An action the audit log records. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** True when a stored action is one the server still records. */
export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/** An action's readable name: its label, or its last part with the underscores as spaces. */
export function auditActionLabel(action: string): string {
  if (isAuditAction(action)) return AUDIT_ACTION_LABELS[action];
  const event = action.split('.').pop() ?? action;
  const words = event.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

const AUDIT_ACTION_PATTERN = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;

/** A page number in a query string, counted from 0. */
export const PageQueryField = z.coerce
  .number({ message: 'page must be a whole number from 0' })
  .int('page must be a whole number from 0')
  .min(0, 'page must be a whole number from 0')
  .max(100_000, 'page is too large')
  .default(0);

export const AuditListQuerySchema = z.object({
  page: PageQueryField,
  action: z
    .string()
    .trim()
    .max(64, 'action must be at most 64 characters')
    .regex(AUDIT_ACTION_PATTERN, 'action must be a dotted name such as auth.sign_in_failed')
    .optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/**
 * One audit entry. Actor and target e-mails are filled while the account exists; a deleted
 * account leaves only its id.
 */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  at: z.string(),
  ipAddress: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
