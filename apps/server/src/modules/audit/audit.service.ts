import {
  ADMIN_LIST_PAGE_SIZE,
  type AuditAction,
  type AuditListResponse,
} from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { auditLog } from '../../db/schema';
import { findAccountCards } from '../accounts/accounts.service';
import { presentAuditEntry } from './audit.presenter';
import { listAuditRows, stripAuditedEmail } from './audit.repository';

export type AuditEvent = {
  /** Who acted; null for anonymous events such as a failed sign-in. */
  actorId: string | null;
  /** One of the contract's actions, e.g. `auth.sign_in_failed`, `auth.locked`. */
  action: AuditAction;
  targetId?: string | null;
  detail?: Record<string, unknown>;
  ipAddress?: string | null;
};

/** Appends one admin action or security event to the audit log. */
export async function recordAuditEvent(
  db: Database | Transaction,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actorId,
    action: event.action,
    targetId: event.targetId ?? null,
    detail: event.detail ?? {},
    ipAddress: event.ipAddress ?? null,
  });
}

/** A target id is free text; only a uuid as Postgres writes one (lower case) names an account. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The e-mails of the accounts among the given ids that still exist, in one query (the log keeps
 * plain ids, so a deleted account simply has none).
 */
async function accountEmails(
  db: Database,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const accountIds = ids.filter((id): id is string => id !== null && UUID_PATTERN.test(id));
  const accounts = await findAccountCards(db, accountIds);
  return new Map(accounts.map((account) => [account.id, account.email]));
}

/** One page of the audit log, newest first, optionally of one action. */
export async function listAuditEvents(
  db: Database,
  query: { page: number; action?: string },
): Promise<AuditListResponse> {
  const rows = await listAuditRows(db, {
    action: query.action,
    limit: ADMIN_LIST_PAGE_SIZE + 1,
    offset: query.page * ADMIN_LIST_PAGE_SIZE,
  });
  const page = rows.slice(0, ADMIN_LIST_PAGE_SIZE);
  const emails = await accountEmails(
    db,
    page.flatMap((row) => [row.actorId, row.targetId]),
  );
  return {
    data: page.map((row) =>
      presentAuditEntry({
        ...row,
        actorEmail: row.actorId ? (emails.get(row.actorId) ?? null) : null,
        targetEmail: row.targetId ? (emails.get(row.targetId) ?? null) : null,
      }),
    ),
    page: query.page,
    hasMore: rows.length > ADMIN_LIST_PAGE_SIZE,
  };
}

/** Removes a deleted account's address from the details of the audit rows that name it. */
export function forgetAuditedEmail(tx: Transaction, email: string): Promise<void> {
  return stripAuditedEmail(tx, email);
}
