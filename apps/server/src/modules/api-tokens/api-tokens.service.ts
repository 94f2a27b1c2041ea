import { randomBytes } from 'node:crypto';
import type { ApiToken, CreatedApiTokenResponse, UserType } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { recordAuditEvent } from '../audit/audit.service';
import { accountStatusOf, type AccountStatus } from '../auth/account-status';
import {
  findFirstActiveAdmin,
  findLiveApiToken,
  insertApiToken,
  listAllApiTokens,
  listLiveApiTokens,
  revokeApiTokenRow,
  touchApiToken,
  type ApiTokenRow,
} from './api-tokens.repository';

/** Every API token starts with this, so that the auth guard tells it from a session token. */
export const API_TOKEN_PREFIX = 'ccat_';
/** How much of the secret a list shows: the prefix and a few characters of the random part. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;
/** lastUsedAt is written at most this often, so that a busy client does not write per call. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Who acts on tokens, for the audit log. */
export type ApiTokenActor = { userId: string; userType: UserType; ipAddress: string | null };

/** The caller behind an API token: its owner, with the token's id in place of a session id. */
export type ApiTokenIdentity = {
  sessionId: string;
  userId: string;
  userType: UserType;
  accountStatus: AccountStatus;
};

/** Whether a Bearer credential is an API token rather than a session token. */
export function isApiTokenSecret(secret: string): boolean {
  return secret.startsWith(API_TOKEN_PREFIX);
}

function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function insertNewToken(db: Database, userId: string, name: string) {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiToken(db, {
    userId,
    name,
    tokenHash: hashToken(secret),
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
  });
  return { row, secret };
}

/** The user's live tokens, newest first; secrets are never listed. */
export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  return (await listLiveApiTokens(db, userId)).map(presentApiToken);
}

/**
 * Creates a token for the admin (FORBIDDEN for any other user type) and answers its secret,
 * which is stored only as a hash and so shown this once. Audited.
 */
export async function createApiToken(
  db: Database,
  actor: ApiTokenActor,
  name: string,
): Promise<CreatedApiTokenResponse> {
  if (actor.userType !== 'Admin') {
    throw new AppError('FORBIDDEN', 'Only admins may create API tokens.');
  }
  const { row, secret } = await insertNewToken(db, actor.userId, name);
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'api_token.created',
    targetId: row.id,
    detail: { name: row.name, prefix: row.prefix },
    ipAddress: actor.ipAddress,
  });
  return { token: presentApiToken(row), secret };
}

/** Revokes one of the user's tokens: requests that send it are refused from then on. Audited. */
export async function revokeApiToken(
  db: Database,
  actor: ApiTokenActor,
  tokenId: string,
): Promise<void> {
  const row = await revokeApiTokenRow(db, actor.userId, tokenId, new Date());
  if (!row) throw new AppError('NOT_FOUND', 'No live API token has this id.');
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'api_token.revoked',
    targetId: row.id,
    detail: { name: row.name, prefix: row.prefix },
    ipAddress: actor.ipAddress,
  });
}

/**
 * The identity behind an API token, or null when no live token has this secret. A token acts
 * only for an admin: one whose owner is no longer an admin is refused with FORBIDDEN, and a
 * deactivated owner is refused by the active-account check like any session.
 */
export async function findApiTokenIdentity(
  db: Database,
  secret: string,
  now: Date = new Date(),
): Promise<ApiTokenIdentity | null> {
  const row = await findLiveApiToken(db, hashToken(secret));
  if (!row) return null;
  if (row.userType !== 'Admin') {
    throw new AppError(
      'FORBIDDEN',
      'This API token belongs to an account that is no longer an admin.',
    );
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchApiToken(db, row.tokenId, now);
  }
  return {
    sessionId: row.tokenId,
    userId: row.userId,
    userType: row.userType,
    accountStatus: accountStatusOf(row),
  };
}

/** Every token of the user, revoked ones too, for the account's data export. */
export async function exportUserApiTokens(db: Database, userId: string) {
  return (await listAllApiTokens(db, userId)).map((row) => ({
    ...presentApiToken(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/**
 * A short-lived token for the first active admin, for the command line when it runs the app
 * in-process; the caller revokes it when done. Undefined when there is no active admin.
 */
export async function mintOperatorToken(
  db: Database,
  name: string,
): Promise<{ secret: string; revoke(): Promise<void> } | undefined> {
  const userId = await findFirstActiveAdmin(db);
  if (!userId) return undefined;
  const { row, secret } = await insertNewToken(db, userId, name);
  await recordAuditEvent(db, {
    actorId: userId,
    action: 'api_token.created',
    targetId: row.id,
    detail: { name: row.name, prefix: row.prefix, operator: true },
  });
  return {
    secret,
    revoke: async () => {
      await revokeApiTokenRow(db, userId, row.id, new Date());
      await recordAuditEvent(db, {
        actorId: userId,
        action: 'api_token.revoked',
        targetId: row.id,
        detail: { name: row.name, prefix: row.prefix, operator: true },
      });
    },
  };
}
