import type { Database, Transaction } from '../../db/database';
import { auditLog } from '../../db/schema';

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
