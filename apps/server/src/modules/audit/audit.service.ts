import { ADMIN_LIST_PAGE_SIZE, type AuditListResponse } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { auditLog } from '../../db/schema';
import { presentAuditEntry } from './audit.presenter';
import { listAuditRows } from './audit.repository';

export type AuditEvent = {
  /** Who acted; null for anonymous events such as a failed sign-in. */
  actorId: string | null;
  /** A dotted name, e.g. `auth.sign_in_failed`, `auth.locked`. */
  action: string;
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
  return {
    data: rows.slice(0, ADMIN_LIST_PAGE_SIZE).map(presentAuditEntry),
    page: query.page,
    hasMore: rows.length > ADMIN_LIST_PAGE_SIZE,
  };
}
