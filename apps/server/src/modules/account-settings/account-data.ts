import type { Database } from '../../db/database';
import { findAccount } from '../accounts/accounts.service';
import { exportUserApiTokens } from '../api-tokens/api-tokens.service';
import { exportUserAnalyses } from '../analysis/analysis.service';
import { exportUserSessions } from '../auth/auth.service';
import { findCompanyCards } from '../company/company.service';
import { exportUserEvents } from '../analytics/analytics.service';
import { exportUserFollows } from '../follows/follows.service';
import { exportUserNotifications } from '../notifications/notifications.service';
import { exportUserIdentities } from '../sso/sso-identities.service';
import { listUserMarkedStories } from '../stories/stories.likes';
import { exportUserPremium } from '../premium/premium.service';
import { listUserIndustries } from '../user-industries/user-industries.service';

/** The stories the user marked Insightful, each with its company's name. */
async function exportUserLikes(db: Database, userId: string) {
  const rows = await listUserMarkedStories(db, userId);
  const names = new Map(
    (
      await findCompanyCards(
        db,
        rows.map((row) => row.companyId),
      )
    ).map((company) => [company.id, company.name]),
  );
  return rows.flatMap(({ companyId, ...row }) => {
    const company = names.get(companyId);
    return company === undefined ? [] : [{ ...row, company }];
  });
}

/**
 * Everything stored about one user, for the data export: each module that keeps something about
 * the user answers for its own tables. Undefined when the account no longer exists.
 */
export async function readAccountData(db: Database, userId: string) {
  const profile = await findAccount(db, userId);
  if (!profile) return undefined;
  const [
    industryRows,
    premium,
    ssoRows,
    followRows,
    likeRows,
    analyses,
    notificationRows,
    sessionRows,
    eventRows,
    apiTokenRows,
  ] = await Promise.all([
    listUserIndustries(db, userId),
    exportUserPremium(db, userId),
    exportUserIdentities(db, userId),
    exportUserFollows(db, userId),
    exportUserLikes(db, userId),
    exportUserAnalyses(db, userId),
    exportUserNotifications(db, userId),
    exportUserSessions(db, userId),
    exportUserEvents(db, userId),
    exportUserApiTokens(db, userId),
  ]);
  return {
    profile,
    industryRows,
    permissionRows: premium.permissionRows,
    ssoRows,
    followRows,
    likeRows,
    analysisRows: analyses.analysisRows,
    messageRows: analyses.messageRows,
    notificationRows,
    upgradeRows: premium.upgradeRows,
    sessionRows,
    eventRows,
    apiTokenRows,
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;
