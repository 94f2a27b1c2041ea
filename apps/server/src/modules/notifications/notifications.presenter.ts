import type { Notification } from '@clearcall/contracts';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import type { NotificationRow } from './notifications.repository';

/** A notification as the bell panel shows it; `viewedBy` speaks only of the caller. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    companyId: row.companyId,
    storyId: row.storyId,
    company: row.companyName,
    awsImageUrl: companyLogoUrl(row),
    quarter: row.quarter,
    year: row.year,
    contentType: row.contentType,
    viewedBy: row.viewedAt ? 1 : 0,
  };
}
