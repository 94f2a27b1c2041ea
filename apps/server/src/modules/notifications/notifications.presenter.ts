import type { Notification } from '@clearcall/contracts';
import type { CompanyCardRow } from '../company/company.service';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import type { NotificationStoryRow } from './notifications.repository';

/** A notification as the bell panel shows it; `viewedBy` speaks only of the caller. */
export function presentNotification(
  row: NotificationStoryRow,
  company: CompanyCardRow,
): Notification {
  return {
    _id: row.id,
    companyId: row.companyId,
    storyId: row.storyId,
    company: company.name,
    awsImageUrl: companyLogoUrl(company),
    quarter: row.quarter,
    year: row.year,
    contentType: row.contentType,
    viewedBy: row.viewedAt ? 1 : 0,
  };
}
