import {
  SSO_PROVIDER_IDS,
  SSO_PROVIDER_LABELS,
  type SsoLoginResponse,
  type SsoProviderId,
} from '@clearcall/contracts';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { createToken, hashToken } from '../../lib/tokens';
import { recordAuditEvent } from '../audit/audit.service';
import type { SessionOrigin } from '../auth/auth.service';
import type { MailService } from '../mail/mail.service';
import { ssoConfirmationMail } from '../mail/mail.templates';
import {
  countConfirmationsSince,
  insertConfirmation,
  lockConfirmation,
  markConfirmationUsed,
  useIdentity,
} from './sso.repository';
import { findSsoAccountById } from './sso-accounts';
import {
  linkOrCreateAccount,
  signInAfterSso,
  type SsoEventContext,
  type SsoIdentityToLink,
} from './sso.service';

/** A confirmation link works for one hour, like a password reset link. */
export const SSO_CONFIRMATION_TTL_MS = 60 * 60 * 1000;
/**
 * Confirmation links one address receives per hour: anyone with a provider account can type any
 * address there, so this keeps a stranger from filling an inbox through us.
 */
export const SSO_CONFIRMATIONS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export const INVALID_SSO_CONFIRMATION_MESSAGE =
  'This confirmation link is not valid, was already used or has expired. Please sign in again to get a new one.';

function isProviderId(value: string): value is SsoProviderId {
  return (SSO_PROVIDER_IDS as readonly string[]).includes(value);
}

/**
 * E-mails a single-use, one-hour link to an address a provider did not verify. Following it
 * proves the address is the person's; nothing is linked or created before. Past the hourly
 * budget of the address no more mail goes out, and the person is told the same.
 */
export async function requestSsoEmailConfirmation(
  db: Database,
  mail: MailService,
  identity: SsoIdentityToLink,
  context: SsoEventContext & { publicUrl: string },
  now: Date = new Date(),
): Promise<void> {
  const { provider, ipAddress } = context;
  const detail = { provider, issuer: identity.issuer, email: identity.email };
  const recent = await countConfirmationsSince(
    db,
    identity.email,
    new Date(now.getTime() - HOUR_MS),
  );
  if (recent >= SSO_CONFIRMATIONS_PER_HOUR) {
    await recordAuditEvent(db, {
      actorId: null,
      action: 'sso.confirmation_throttled',
      detail,
      ipAddress,
    });
    return;
  }
  const token = createToken();
  await db.transaction(async (tx) => {
    await insertConfirmation(tx, {
      ...identity,
      tokenHash: hashToken(token),
      provider,
      expiresAt: new Date(now.getTime() + SSO_CONFIRMATION_TTL_MS),
    });
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'sso.confirmation_sent',
      detail,
      ipAddress,
    });
  });
  const query = new URLSearchParams({ token, email: identity.email, provider });
  await mail.send(
    identity.email,
    ssoConfirmationMail({
      confirmUrl: `${context.publicUrl}/auth/sso/confirm?${query.toString()}`,
      providerLabel: SSO_PROVIDER_LABELS[provider],
    }),
  );
}

/**
 * Follows a confirmation link: once, within the hour, and only for the address it was sent to.
 * The identity is then linked to the address's account (or a new account is created, as for a
 * verified address) and the person is signed in. An identity linked meanwhile signs in its own
 * account.
 */
export async function confirmSsoEmail(
  db: Database,
  mail: MailService,
  input: {
    token: string;
    email: string;
    origin: SessionOrigin;
    rememberMe: boolean;
  },
  config: Pick<Config, 'sessionTtlDays' | 'adminPasscode'>,
  now: Date = new Date(),
): Promise<SsoLoginResponse> {
  const confirmed = await db.transaction(async (tx) => {
    const row = await lockConfirmation(tx, hashToken(input.token));
    if (!row || row.email !== normalizeEmail(input.email)) return { problem: 'unknown' } as const;
    if (row.usedAt) return { problem: 'used' } as const;
    if (row.expiresAt.getTime() <= now.getTime()) return { problem: 'expired' } as const;
    if (!isProviderId(row.provider)) return { problem: 'provider' } as const;
    await markConfirmationUsed(tx, row.id, now);
    const context = { provider: row.provider, ipAddress: input.origin.ipAddress };
    const known = await useIdentity(tx, row.issuer, row.subject, now);
    if (known) return { userId: known };
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'sso.email_confirmed',
      detail: { provider: row.provider, issuer: row.issuer, email: row.email },
      ipAddress: input.origin.ipAddress,
    });
    return linkOrCreateAccount(tx, row, context, now);
  });
  if ('problem' in confirmed) {
    await recordAuditEvent(db, {
      actorId: null,
      action: 'sso.confirmation_refused',
      detail: { reason: confirmed.problem },
      ipAddress: input.origin.ipAddress,
    });
    throw new AppError('VALIDATION_FAILED', INVALID_SSO_CONFIRMATION_MESSAGE);
  }
  const account = await findSsoAccountById(db, confirmed.userId);
  if (!account) throw new AppError('VALIDATION_FAILED', INVALID_SSO_CONFIRMATION_MESSAGE);
  return signInAfterSso(db, mail, account, input, config, now);
}
