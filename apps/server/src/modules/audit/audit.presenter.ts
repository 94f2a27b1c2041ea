import type { AuditEntry } from '@clearcall/contracts';
import type { AuditRow } from './audit.repository';

/** An audit row as the admin's log shows it; each field is chosen here. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetId: row.targetId,
    targetEmail: row.targetEmail,
    at: row.at.toISOString(),
    ipAddress: row.ipAddress,
    detail: row.detail,
  };
}
