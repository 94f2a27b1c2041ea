import type { UpgradeRequest } from '@clearcall/contracts';
import type { UpgradeRequestRow } from './premium.repository';

/** An upgrade request as the admin list shows it; each field is chosen here. */
export function presentUpgradeRequest(row: UpgradeRequestRow): UpgradeRequest {
  return {
    _id: row.id,
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    source: row.source,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
