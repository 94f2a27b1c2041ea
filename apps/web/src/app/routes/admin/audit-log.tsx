import { AuditLogList } from '../../../features/admin/components/audit-log-list';

/** The audit log of admin actions and security events. */
export default function AuditLogRoute() {
  return (
    <>
      <title>Audit log · Clearcall</title>
      <AuditLogList />
    </>
  );
}
