import { pgEnum } from 'drizzle-orm/pg-core';
import { STORY_TYPES, TAB_IDS, USER_TYPES } from '@clearcall/contracts';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const tabIdEnum = pgEnum('tab_id', TAB_IDS);
export const storyTypeEnum = pgEnum('story_type', STORY_TYPES);
export const storyStatusEnum = pgEnum('story_status', ['draft', 'published']);
export const summaryTypeEnum = pgEnum('summary_type', ['summary_by_source', 'summary_by_theme']);
export const invitationKindEnum = pgEnum('invitation_kind', ['registration', 'admin_invite']);
export const messageRoleEnum = pgEnum('message_role', ['user', 'system']);
export const templateScopeEnum = pgEnum('template_scope', ['company', 'industry']);
export const upgradeStatusEnum = pgEnum('upgrade_status', ['open', 'granted', 'dismissed']);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sent', 'failed', 'stored']);
export const sourceKindEnum = pgEnum('source_kind', [
  'transcripts',
  'news',
  'filings',
  'hiring',
  'videos',
  'social',
]);
