import {
  DEFAULT_PERMISSIONS,
  LIMITS,
  type SsoErrorCode,
  type SsoLoginResponse,
  type SsoProviderId,
} from '@clearcall/contracts';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { insertAccount } from '../accounts/accounts.repository';
import { recordAuditEvent } from '../audit/audit.service';
import { openSession, type SessionOrigin } from '../auth/auth.service';
import type { MailService } from '../mail/mail.service';
import {
  issueSignInPasscode,
  PASSCODE_SENT_MESSAGE,
  requiresPasscode,
} from '../passcodes/passcodes.service';
import type { ProviderIdentity } from './sso.client';
import {
  findAccountByEmail,
  findAccountById,
  findUserIdByIdentity,
  insertIdentity,
  insertSsoToken,
  lockSsoToken,
  markSsoTokenUsed,
} from './sso.repository';

/** The return page redeems its ssotoken at once; two minutes covers a slow page load. */
export const SSO_TOKEN_TTL_MS = 2 * 60 * 1000;

export const INVALID_SSO_TOKEN_MESSAGE =
  'This sign-in has expired or was already used. Please sign in again.';

/** The outcome of a provider's identity: an account to sign in, or a refusal to explain. */
export type SsoSignInOutcome =
  | { status: 'signed-in'; userId: string; isNewAccount: boolean }
  | { status: 'refused'; reason: Extract<SsoErrorCode, 'password_required' | 'no_email'> };

type EventContext = { provider: SsoProviderId; ipAddress: string | null };

function isPlausibleEmail(email: string): boolean {
  return email.length <= LIMITS.emailMaxLength && /^[^@\s]+@[^@\s]+$/.test(email);
}

/** First and last name from the claims, falling back to the full name, then the e-mail's name. */
function namesOf(
  identity: ProviderIdentity,
  email: string,
): { firstName: string; lastName: string } {
  if (identity.givenName) {
    return { firstName: identity.givenName, lastName: identity.familyName ?? '' };
  }
  if (identity.name) {
    const [first = identity.name, ...rest] = identity.name.split(/\s+/);
    return { firstName: first, lastName: rest.join(' ') };
  }
  return { firstName: email.split('@')[0] ?? email, lastName: identity.familyName ?? '' };
}

/**
 * Finds or creates the account of a provider identity. A known identity (issuer and subject)
 * signs in its account. Otherwise the e-mail decides: an existing account is joined only when
 * the provider asserts `email_verified: true` (else the person must use their password), and a
 * new address gets a new Business account awaiting activation (private beta).
 */
export async function resolveSsoSignIn(
  db: Database,
  identity: ProviderIdentity,
  context: EventContext,
): Promise<SsoSignInOutcome> {
  const { provider, ipAddress } = context;
  const detail = { provider, issuer: identity.issuer };
  const known = await findUserIdByIdentity(db, identity.issuer, identity.subject);
  if (known) {
    await recordAuditEvent(db, {
      actorId: known,
      action: 'sso.signed_in',
      targetId: known,
      detail,
      ipAddress,
    });
    return { status: 'signed-in', userId: known, isNewAccount: false };
  }

  const email = identity.email ? normalizeEmail(identity.email) : null;
  if (!email || !isPlausibleEmail(email)) {
    await recordAuditEvent(db, {
      actorId: null,
      action: 'sso.refused',
      detail: { ...detail, reason: 'no_email' },
      ipAddress,
    });
    return { status: 'refused', reason: 'no_email' };
  }

  return db.transaction(async (tx) => {
    const identityRow = { provider, issuer: identity.issuer, subject: identity.subject, email };
    const existing = await findAccountByEmail(tx, email);
    if (existing && !identity.emailVerified) {
      await recordAuditEvent(tx, {
        actorId: null,
        action: 'sso.refused',
        targetId: existing.id,
        detail: { ...detail, email, reason: 'password_required' },
        ipAddress,
      });
      return { status: 'refused', reason: 'password_required' } as const;
    }
    if (existing) {
      await insertIdentity(tx, { ...identityRow, userId: existing.id });
      const event = { actorId: existing.id, targetId: existing.id, detail, ipAddress };
      await recordAuditEvent(tx, { ...event, action: 'sso.identity_linked' });
      await recordAuditEvent(tx, { ...event, action: 'sso.signed_in' });
      return { status: 'signed-in', userId: existing.id, isNewAccount: false } as const;
    }
    const userId = await insertAccount(
      tx,
      {
        email,
        ...namesOf(identity, email),
        userType: 'Business',
        userStatus: false,
        passwordHash: null,
      },
      [],
      DEFAULT_PERMISSIONS.Business,
    );
    await insertIdentity(tx, { ...identityRow, userId });
    const event = { actorId: userId, targetId: userId, detail, ipAddress };
    await recordAuditEvent(tx, { ...event, action: 'account.created_by_sso' });
    await recordAuditEvent(tx, { ...event, action: 'sso.signed_in' });
    return { status: 'signed-in', userId, isNewAccount: true } as const;
  });
}

/** Records a sign-in that ended at the callback before any account was involved. */
export async function recordSsoRefusal(
  db: Database,
  reason: SsoErrorCode,
  context: EventContext,
): Promise<void> {
  await recordAuditEvent(db, {
    actorId: null,
    action: 'sso.refused',
    detail: { provider: context.provider, reason },
    ipAddress: context.ipAddress,
  });
}

/** A single-use hand-off token for the return page; only its hash is stored. */
export async function issueSsoToken(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = createToken();
  await insertSsoToken(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SSO_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Redeems a hand-off token, once, for a session (or, for an account that confirms sign-ins by
 * passcode, an e-mailed passcode). Unknown, used and expired tokens fail alike.
 */
export async function redeemSsoToken(
  db: Database,
  mail: MailService,
  input: { token: string; origin: SessionOrigin },
  config: Pick<Config, 'sessionTtlDays' | 'adminPasscode'>,
  now: Date = new Date(),
): Promise<SsoLoginResponse> {
  const redeemed = await db.transaction(async (tx) => {
    const row = await lockSsoToken(tx, hashToken(input.token));
    if (!row) return { problem: 'unknown' } as const;
    if (row.usedAt) return { problem: 'used', userId: row.userId } as const;
    if (row.expiresAt.getTime() <= now.getTime()) {
      return { problem: 'expired', userId: row.userId } as const;
    }
    await markSsoTokenUsed(tx, row.id, now);
    return { userId: row.userId } as const;
  });
  if ('problem' in redeemed) {
    await recordAuditEvent(db, {
      actorId: null,
      action: 'sso.token_refused',
      targetId: redeemed.userId ?? null,
      detail: { reason: redeemed.problem },
      ipAddress: input.origin.ipAddress,
    });
    throw new AppError('UNAUTHENTICATED', INVALID_SSO_TOKEN_MESSAGE);
  }

  const account = await findAccountById(db, redeemed.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', INVALID_SSO_TOKEN_MESSAGE);
  if (requiresPasscode(account, config)) {
    const challenge = await issueSignInPasscode(db, mail, account, now);
    return {
      passcodeRequired: true,
      message: PASSCODE_SENT_MESSAGE,
      email: account.email,
      challenge,
    };
  }
  const result = await openSession(db, account.id, input.origin, {
    sessionTtlDays: config.sessionTtlDays,
    rememberMe: true,
    now,
  });
  return { result };
}
