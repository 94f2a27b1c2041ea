import { aliasedTable, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { auditLog, users } from '../../db/schema';

type Executor = Database | Transaction;

export type AuditRow = {
  id: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  targetEmail: string | null;
  detail: Record<string, unknown>;
  ipAddress: string | null;
  at: Date;
};

const actors = aliasedTable(users, 'actors');
const targets = aliasedTable(users, 'targets');

/**
 * One page of the audit log, newest first, with the e-mails of actor and target while their
 * accounts exist (the log keeps plain ids, so a deleted account simply has none).
 */
export async function listAuditRows(
  db: Executor,
  options: { action?: string; limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: actors.email,
      action: auditLog.action,
      targetId: auditLog.targetId,
      targetEmail: targets.email,
      detail: auditLog.detail,
      ipAddress: auditLog.ipAddress,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, sql`${targets.id}::text = ${auditLog.targetId}`)
    .where(options.action ? eq(auditLog.action, options.action) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
}
