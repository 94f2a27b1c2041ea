import {
  DEFAULT_PERMISSIONS,
  LIMITS,
  type SsoErrorCode,
  type SsoLoginResponse,
  type SsoProviderId,
} from '@clearcall/contracts';
import type { Config } from '../../config/env';
import type { Database, Transaction } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { createAccount } from '../accounts/accounts.service';
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
  insertIdentity,
  insertSsoToken,
  lockSsoToken,
  markSsoTokenUsed,
  useIdentity,
  type SsoTokenRow,
} from './sso.repository';
import { findSsoAccountByEmail, findSsoAccountById, type SsoAccountRow } from './sso-accounts';
import { isSameState, SSO_HANDOFF_TTL_MS } from './sso.state';

/** The return page redeems its ssotoken at once; two minutes covers a slow page load. */
export const SSO_TOKEN_TTL_MS = SSO_HANDOFF_TTL_MS;

export const INVALID_SSO_TOKEN_MESSAGE =
  'This sign-in has expired or was already used. Please sign in again.';

/** A provider identity ready to be linked: who it is at the provider, its address and names. */
export type SsoIdentityToLink = {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
};

/**
 * The outcome of a provider's identity: an account to sign in, an identity whose address the
 * provider did not verify (to be confirmed by e-mail first), or a refusal to explain.
 */
export type SsoSignInOutcome =
  | { status: 'signed-in'; userId: string; isNewAccount: boolean }
  | { status: 'unverified'; identity: SsoIdentityToLink }
  | { status: 'refused'; reason: Extract<SsoErrorCode, 'no_email'> };

export type SsoEventContext = { provider: SsoProviderId; ipAddress: string | null };

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
 * Attaches a provider identity whose address is known to be its owner's (verified by the
 * provider, or confirmed by the e-mailed link): to the account with that address, or to a new
 * Business account awaiting activation (private beta) when there is none.
 */
export async function linkOrCreateAccount(
  tx: Transaction,
  identity: SsoIdentityToLink,
  context: SsoEventContext,
  now: Date = new Date(),
): Promise<{ userId: string; isNewAccount: boolean }> {
  const { provider, ipAddress } = context;
  const { email, firstName, lastName, issuer, subject } = identity;
  const detail = { provider, issuer };
  const identityRow = { provider, issuer, subject, email, lastUsedAt: now };
  const existing = await findSsoAccountByEmail(tx, email);
  if (existing) {
    await insertIdentity(tx, { ...identityRow, userId: existing.id });
    const event = { actorId: existing.id, targetId: existing.id, detail, ipAddress };
    await recordAuditEvent(tx, { ...event, action: 'sso.identity_linked' });
    await recordAuditEvent(tx, { ...event, action: 'sso.signed_in' });
    return { userId: existing.id, isNewAccount: false };
  }
  const userId = await createAccount(
    tx,
    { email, firstName, lastName, userType: 'Business', userStatus: false, passwordHash: null },
    [],
    DEFAULT_PERMISSIONS.Business,
  );
  await insertIdentity(tx, { ...identityRow, userId });
  const event = { actorId: userId, targetId: userId, detail, ipAddress };
  await recordAuditEvent(tx, { ...event, action: 'account.created_by_sso' });
  await recordAuditEvent(tx, { ...event, action: 'sso.signed_in' });
  return { userId, isNewAccount: true };
}

/**
 * Finds or creates the account of a provider identity. A known identity (issuer and subject)
 * signs in its account. Otherwise the e-mail decides, and only an address the provider asserts
 * with `email_verified: true` is trusted at once (linked or given a new account); for any other
 * address nothing is linked or created here: the caller e-mails a confirmation link instead.
 */
export async function resolveSsoSignIn(
  db: Database,
  identity: ProviderIdentity,
  context: SsoEventContext,
  now: Date = new Date(),
): Promise<SsoSignInOutcome> {
  const { provider, ipAddress } = context;
  const detail = { provider, issuer: identity.issuer };
  const known = await useIdentity(db, identity.issuer, identity.subject, now);
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

  const toLink = {
    ...namesOf(identity, email),
    email,
    issuer: identity.issuer,
    subject: identity.subject,
  };
  if (!identity.emailVerified) return { status: 'unverified', identity: toLink };
  const linked = await db.transaction((tx) => linkOrCreateAccount(tx, toLink, context, now));
  return { status: 'signed-in', ...linked };
}

/** Records a sign-in that ended at the callback before any account was involved. */
export async function recordSsoRefusal(
  db: Database,
  reason: SsoErrorCode,
  context: SsoEventContext,
): Promise<void> {
  await recordAuditEvent(db, {
    actorId: null,
    action: 'sso.refused',
    detail: { provider: context.provider, reason },
    ipAddress: context.ipAddress,
  });
}

/**
 * A single-use hand-off token for the return page, redeemable only by the browser holding
 * `binding` (from the state cookie of the sign-in it started); only hashes are stored.
 */
export async function issueSsoToken(
  db: Database,
  input: { userId: string; provider: SsoProviderId; binding: string },
  now: Date = new Date(),
): Promise<string> {
  const token = createToken();
  await insertSsoToken(db, {
    userId: input.userId,
    tokenHash: hashToken(token),
    provider: input.provider,
    browserHash: hashToken(input.binding),
    expiresAt: new Date(now.getTime() + SSO_TOKEN_TTL_MS),
  });
  return token;
}

/** Whether the redeeming browser holds the binding the token was issued to. */
function isIssuedToBrowser(
  row: SsoTokenRow,
  bindingOf: (provider: string) => string | undefined,
): boolean {
  const binding = row.provider ? bindingOf(row.provider) : undefined;
  return Boolean(binding && row.browserHash && isSameState(row.browserHash, hashToken(binding)));
}

/**
 * Ends a single sign-on for an account: a session (as long as `rememberMe` asks), or, for an
 * account that confirms sign-ins by passcode, an e-mailed passcode.
 */
export async function signInAfterSso(
  db: Database,
  mail: MailService,
  account: SsoAccountRow,
  input: { origin: SessionOrigin; rememberMe: boolean },
  config: Pick<Config, 'sessionTtlDays' | 'adminPasscode'>,
  now: Date = new Date(),
): Promise<SsoLoginResponse> {
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
    rememberMe: input.rememberMe,
    now,
  });
  return { result };
}

/**
 * Redeems a hand-off token, once, for a session (or, for an account that confirms sign-ins by
 * passcode, an e-mailed passcode). `bindingOf` reads the redeeming browser's hand-off cookie of
 * a provider: a token issued to another browser is refused (login CSRF), and so are unknown,
 * used and expired tokens, all alike.
 */
export async function redeemSsoToken(
  db: Database,
  mail: MailService,
  input: {
    token: string;
    origin: SessionOrigin;
    rememberMe: boolean;
    bindingOf: (provider: string) => string | undefined;
  },
  config: Pick<Config, 'sessionTtlDays' | 'adminPasscode'>,
  now: Date = new Date(),
): Promise<SsoLoginResponse> {
  const redeemed = await db.transaction(async (tx) => {
    const row = await lockSsoToken(tx, hashToken(input.token));
    if (!row) return { problem: 'unknown' } as const;
    if (!isIssuedToBrowser(row, input.bindingOf)) {
      return { problem: 'browser', userId: row.userId } as const;
    }
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

  const account = await findSsoAccountById(db, redeemed.userId);
  if (!account) throw new AppError('UNAUTHENTICATED', INVALID_SSO_TOKEN_MESSAGE);
  return signInAfterSso(db, mail, account, input, config, now);
}
