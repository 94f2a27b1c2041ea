import {
  FOLLOWED_COMPANIES_MAX,
  type ApiIssue,
  type FollowedCompany,
  type FollowStatus,
} from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../lib/errors';
import { findCompanyCards, type CompanyCardRow } from '../company/company.service';
import { presentFollowedCompany } from './follows.presenter';
import {
  countFollows,
  deleteFollow,
  insertFollows,
  listFollowerIds,
  listFollowsOfUser,
  replaceFollows,
} from './follows.repository';

/** The companies the user follows with the date of each follow: oldest first, then by name. */
async function listFollowedCompanies(
  db: Database,
  userId: string,
): Promise<(CompanyCardRow & { followedAt: Date })[]> {
  const follows = await listFollowsOfUser(db, userId);
  const followedAt = new Map(follows.map((follow) => [follow.companyId, follow.createdAt]));
  // The cards come by name, and the sort is stable, so follows of one moment stay by name.
  const cards = await findCompanyCards(
    db,
    follows.map((follow) => follow.companyId),
  );
  return cards
    .flatMap((card) => {
      const date = followedAt.get(card.id);
      return date ? [{ ...card, followedAt: date }] : [];
    })
    .sort((a, b) => a.followedAt.getTime() - b.followedAt.getTime());
}

/** The companies a user follows ("Your Companies"), oldest follow first. */
export async function getFollowedCompanies(
  db: Database,
  userId: string,
): Promise<FollowedCompany[]> {
  return (await listFollowedCompanies(db, userId)).map(presentFollowedCompany);
}

async function requireCompany(
  db: Database,
  companyId: string,
): Promise<{ id: string; name: string }> {
  const [company] = await findCompanyCards(db, [companyId]);
  if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
  return company;
}

function tooManyFollows(): AppError {
  return new AppError(
    'CONFLICT',
    `You can follow at most ${FOLLOWED_COMPANIES_MAX} companies. Unfollow one to add another.`,
  );
}

/**
 * Follows or unfollows one company. Both are idempotent: following twice keeps one follow,
 * unfollowing a company that is not followed changes nothing. The answer names the company as
 * stored, whatever name the client sent.
 */
export async function setCompanyFollow(
  db: Database,
  userId: string,
  input: { status: FollowStatus; companyId: string },
): Promise<string> {
  const company = await requireCompany(db, input.companyId);
  if (input.status === 'unfollow') {
    await deleteFollow(db, userId, company.id);
    return `You no longer follow ${company.name}.`;
  }
  await db.transaction(async (tx) => {
    await insertFollows(tx, userId, [company.id]);
    // Counted after the insert, so that re-following at the limit still succeeds.
    if ((await countFollows(tx, userId)) > FOLLOWED_COMPANIES_MAX) throw tooManyFollows();
  });
  return `You are now following ${company.name}.`;
}

/**
 * Makes the user follow exactly these companies (the filter's edit modal). Every id must name a
 * company; otherwise nothing changes. Repeats count once; an empty list unfollows everything.
 */
export async function replaceFollowedCompanies(
  db: Database,
  userId: string,
  companyIds: readonly string[],
): Promise<string> {
  const unique = [...new Set(companyIds)];
  const known = new Set((await findCompanyCards(db, unique)).map((company) => company.id));
  const issues: ApiIssue[] = companyIds.flatMap((companyId, position) =>
    known.has(companyId)
      ? []
      : [{ path: `company.${position}`, message: `Unknown company: ${companyId}` }],
  );
  if (issues.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
      { issues },
    );
  }
  await db.transaction(async (tx) => {
    await replaceFollows(tx, userId, unique);
  });
  return unique.length === 0
    ? 'You no longer follow any company.'
    : 'Your companies have been saved.';
}

/** The companies the user follows, for their data export: oldest follow first. */
export async function exportUserFollows(
  db: Database,
  userId: string,
): Promise<{ companyId: string; company: string; createdAt: Date }[]> {
  return (await listFollowedCompanies(db, userId)).map((company) => ({
    companyId: company.id,
    company: company.name,
    createdAt: company.followedAt,
  }));
}

/** The users who follow a company, e.g. to tell them about its new story. */
export function listFollowers(db: Database | Transaction, companyId: string): Promise<string[]> {
  return listFollowerIds(db, companyId);
}
