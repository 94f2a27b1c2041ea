import type { AccountExport, AccountSession } from '@clearcall/contracts';
import { presentMessage } from '../analysis/analysis.presenter';
import type { UserSessionRow } from '../auth/auth.service';
import type { AccountData } from './account-data';

function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A live session as the sessions list shows it; `current` marks the caller's own. */
export function presentSession(row: UserSessionRow, currentSessionId: string): AccountSession {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  };
}

/**
 * The export file. Each field is listed here so that nothing secret can slip in: no password
 * hash, no token hash, no passcode and no failure counters.
 */
export function presentExport(rows: AccountData, now: Date): AccountExport {
  const { profile } = rows;
  return {
    exportedAt: now.toISOString(),
    profile: {
      userId: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      designation: profile.designation,
      avatar: profile.avatarUrl,
      userType: profile.userType,
      userStatus: profile.userStatus,
      passcodeOnSignIn: profile.passcodeOnSignIn,
      hasPassword: profile.passwordHash !== null,
      sessionsCount: profile.sessionsCount,
      stopTutorial: profile.stopTutorial,
      conversationLimit: profile.conversationLimit,
      createdAt: profile.createdAt.toISOString(),
      activatedAt: isoOrNull(profile.activatedAt),
    },
    industries: rows.industryRows.map((row) => ({ projectId: row.id, projectName: row.name })),
    permissions: Object.fromEntries(rows.permissionRows.map((row) => [row.tab, row.allowed])),
    singleSignOn: rows.ssoRows.map((row) => ({
      provider: row.provider,
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    })),
    follows: rows.followRows.map((row) => ({
      companyId: row.companyId,
      company: row.company,
      followedAt: row.createdAt.toISOString(),
    })),
    likes: rows.likeRows.map((row) => ({
      storyId: row.storyId,
      title: row.title,
      company: row.company,
      likedAt: row.createdAt.toISOString(),
    })),
    analyses: rows.analysisRows.map((analysis) => ({
      _id: analysis.id,
      name: analysis.name,
      status: analysis.status,
      filters: analysis.filters,
      contextualSummary: analysis.contextualSummary,
      createdAt: analysis.createdAt.toISOString(),
      updatedAt: analysis.updatedAt.toISOString(),
      conversations: rows.messageRows
        .filter((message) => message.analysisId === analysis.id)
        .map(presentMessage),
    })),
    notifications: rows.notificationRows.map((row) => ({
      _id: row.id,
      storyId: row.storyId,
      companyId: row.companyId,
      company: row.company,
      viewedAt: isoOrNull(row.viewedAt),
      createdAt: row.createdAt.toISOString(),
    })),
    upgradeRequests: rows.upgradeRows.map((row) => ({
      _id: row.id,
      source: row.source,
      companyId: row.companyId,
      companyName: row.companyName,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: isoOrNull(row.resolvedAt),
    })),
    sessions: rows.sessionRows.map((row) => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: isoOrNull(row.revokedAt),
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
    })),
    analyticsEvents: rows.eventRows.map((row) => ({
      name: row.name,
      props: row.props,
      at: row.occurredAt.toISOString(),
    })),
    apiTokens: rows.apiTokenRows.map(({ id, ...token }) => ({
      _id: id,
      name: token.name,
      prefix: token.prefix,
      createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt,
      revokedAt: token.revokedAt,
    })),
  };
}
