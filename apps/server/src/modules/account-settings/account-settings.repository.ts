import { and, asc, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  analyses,
  analysisMessages,
  analyticsEvents,
  companies,
  companyFollows,
  industries,
  notifications,
  sessions,
  ssoIdentities,
  stories,
  storyLikes,
  upgradeRequests,
  userIndustries,
  userPermissions,
  users,
} from '../../db/schema';

type Executor = Database | Transaction;

/** The account fields the settings routes work with; the hash never leaves the service. */
export type SettingsAccountRow = {
  id: string;
  email: string;
  firstName: string;
  userType: (typeof users.$inferSelect)['userType'];
  passcodeOnSignIn: boolean;
  passwordHash: string | null;
};

export type LiveSessionRow = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
};

/** One account by id, with its password hash for re-authentication. */
export async function findSettingsAccount(
  db: Executor,
  userId: string,
): Promise<SettingsAccountRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      userType: users.userType,
      passcodeOnSignIn: users.passcodeOnSignIn,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Replaces the password hash. */
export async function setPasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores whether every sign-in asks for an e-mailed passcode. */
export async function setPasscodeOnSignIn(
  db: Executor,
  userId: string,
  passcodeOnSignIn: boolean,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passcodeOnSignIn, updatedAt: now }).where(eq(users.id, userId));
}

function isLive(now: Date) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/** The user's sessions that are neither revoked nor expired, most recently used first. */
export async function listLiveSessions(
  db: Executor,
  userId: string,
  now: Date,
): Promise<LiveSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes every live session of the user except one; returns how many ended. */
export async function revokeSessionsExcept(
  db: Executor,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isLive(now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes one live session of the user; false when there is no such session. */
export async function revokeUserSession(
  db: Executor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId), isLive(now)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Everything stored about one user, row by row, for the data export. */
export async function readExportRows(db: Executor, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) return undefined;
  const [
    industryRows,
    permissionRows,
    ssoRows,
    followRows,
    likeRows,
    analysisRows,
    notificationRows,
    upgradeRows,
    sessionRows,
    eventRows,
  ] = await Promise.all([
    db
      .select({ id: industries.id, name: industries.name })
      .from(userIndustries)
      .innerJoin(industries, eq(industries.id, userIndustries.industryId))
      .where(eq(userIndustries.userId, userId))
      .orderBy(asc(industries.position)),
    db
      .select({ tab: userPermissions.tab, allowed: userPermissions.allowed })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId)),
    db
      .select({
        provider: ssoIdentities.provider,
        email: ssoIdentities.email,
        createdAt: ssoIdentities.createdAt,
      })
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, userId))
      .orderBy(asc(ssoIdentities.createdAt)),
    db
      .select({
        companyId: companyFollows.companyId,
        company: companies.name,
        createdAt: companyFollows.createdAt,
      })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, userId))
      .orderBy(asc(companyFollows.createdAt)),
    db
      .select({
        storyId: storyLikes.storyId,
        title: stories.title,
        company: companies.name,
        createdAt: storyLikes.createdAt,
      })
      .from(storyLikes)
      .innerJoin(stories, eq(stories.id, storyLikes.storyId))
      .innerJoin(companies, eq(companies.id, stories.companyId))
      .where(eq(storyLikes.userId, userId))
      .orderBy(asc(storyLikes.createdAt)),
    db.select().from(analyses).where(eq(analyses.userId, userId)).orderBy(asc(analyses.createdAt)),
    db
      .select({
        id: notifications.id,
        storyId: notifications.storyId,
        companyId: notifications.companyId,
        company: companies.name,
        viewedAt: notifications.viewedAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .innerJoin(companies, eq(companies.id, notifications.companyId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, userId))
      .orderBy(asc(upgradeRequests.createdAt)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        name: analyticsEvents.name,
        props: analyticsEvents.props,
        occurredAt: analyticsEvents.occurredAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.occurredAt)),
  ]);
  const analysisIds = analysisRows.map((analysis) => analysis.id);
  const messageRows =
    analysisIds.length === 0
      ? []
      : await db
          .select()
          .from(analysisMessages)
          .where(inArray(analysisMessages.analysisId, analysisIds))
          .orderBy(asc(analysisMessages.createdAt));
  return {
    profile,
    industryRows,
    permissionRows,
    ssoRows,
    followRows,
    likeRows,
    analysisRows,
    messageRows,
    notificationRows,
    upgradeRows,
    sessionRows,
    eventRows,
  };
}

export type ExportRows = NonNullable<Awaited<ReturnType<typeof readExportRows>>>;
