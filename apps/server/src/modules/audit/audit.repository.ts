import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { auditLog } from '../../db/schema';

type Executor = Database | Transaction;

/** A row as stored; the log keeps plain ids, and the service adds the accounts' e-mails. */
export type StoredAuditRow = {
  id: number;
  actorId: string | null;
  action: string;
  targetId: string | null;
  detail: Record<string, unknown>;
  ipAddress: string | null;
  at: Date;
};

/** A row with the e-mails of actor and target while their accounts exist. */
export type AuditRow = StoredAuditRow & { actorEmail: string | null; targetEmail: string | null };

/** One page of the audit log, newest first. */
export async function listAuditRows(
  db: Executor,
  options: { action?: string; limit: number; offset: number },
): Promise<StoredAuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      action: auditLog.action,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(options.action ? eq(auditLog.action, options.action) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Removes the address from the details of the rows that name it; the rows stay. */
export async function stripAuditedEmail(tx: Transaction, email: string): Promise<void> {
  await tx
    .update(auditLog)
    .set({ detail: sql`${auditLog.detail} - 'email'` })
    .where(sql`${auditLog.detail} ->> 'email' = ${email}`);
}
