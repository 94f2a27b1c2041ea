import {
  FOLLOWED_COMPANIES_MAX,
  type ApiIssue,
  type FollowedCompany,
  type FollowStatus,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { presentFollowedCompany } from './follows.presenter';
import {
  countFollows,
  deleteFollow,
  findCompaniesByIds,
  insertFollows,
  listFollowedCompanies,
  replaceFollows,
} from './follows.repository';

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
  const [company] = await findCompaniesByIds(db, [companyId]);
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
  const known = new Set((await findCompaniesByIds(db, unique)).map((company) => company.id));
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
