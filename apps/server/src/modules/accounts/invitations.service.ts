import {
  DEFAULT_PERMISSIONS,
  type AdminInviteBody,
  type PendingInvitation,
  type SignUpBody,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { createToken, hashToken } from '../../lib/tokens';
import { recordAuditEvent } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { accountExistsMail, invitationMail } from '../mail/mail.templates';
import {
  deleteUnusedInvitations,
  expireOpenInvitations,
  findInvitationById,
  findInvitationByTokenHash,
  findLatestInvitation,
  findUserByEmail,
  insertInvitation,
  listPendingInvitations,
  lockInvitationByTokenHash,
  markInvitationsUsed,
  type InvitationRow,
} from './accounts.repository';
import { createAccount } from './accounts.service';

/** An invitation link works for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const REGISTRATION_MESSAGE =
  'Thanks! If this address can be registered, an e-mail with the link to set up your account is on its way. Please check your inbox.';

export const INVITATION_MESSAGES = {
  unknown: 'This invitation link is not valid. Please register again to receive a new link.',
  used: 'This invitation link has already been used. Please sign in, or register again.',
  expired: 'This invitation link has expired. Please register again to receive a new link.',
  accountExists: 'An account already exists for this e-mail address. Please sign in.',
  emailMismatch: 'The e-mail address must be the one this invitation was sent to.',
} as const;

export type InvitationProblem = keyof typeof INVITATION_MESSAGES;

/**
 * A refused invitation token (400). The routes that take a token answer it in the
 * specification's own failure shape, through their `errorShape`.
 */
export class InvitationError extends AppError {
  readonly problem: InvitationProblem;

  constructor(problem: InvitationProblem) {
    super('VALIDATION_FAILED', INVITATION_MESSAGES[problem]);
    this.name = 'InvitationError';
    this.problem = problem;
  }
}

type Urls = { publicUrl: string };
type Actor = { userId: string; ipAddress: string | null };

function signUpUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/signUp?token=${encodeURIComponent(token)}`;
}

function checkUsable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw new InvitationError('unknown');
  if (invitation.usedAt) throw new InvitationError('used');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new InvitationError('expired');
  return invitation;
}

/**
 * A registration request. Answers the same whatever the address: a new address gets an
 * invitation link, an existing account gets a note instead, so nobody learns who has an account.
 */
export async function requestRegistration(
  db: Database,
  mail: MailService,
  input: { email: string; ipAddress: string | null },
  urls: Urls,
  now: Date = new Date(),
): Promise<void> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await mail.send(
      email,
      accountExistsMail({
        loginUrl: `${urls.publicUrl}/login`,
        resetUrl: `${urls.publicUrl}/forgot-password`,
      }),
    );
    return;
  }
  const token = createToken();
  await insertInvitation(db, {
    kind: 'registration',
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  await recordAuditEvent(db, {
    actorId: null,
    action: 'account.registration_requested',
    detail: { email },
    ipAddress: input.ipAddress,
  });
  await mail.send(
    email,
    invitationMail({ signUpUrl: signUpUrl(urls.publicUrl, token), isAdminInvite: false }),
  );
}

/** The e-mail of a usable invitation token; throws InvitationError otherwise. */
export async function validateInvitation(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<string> {
  const invitation = checkUsable(await findInvitationByTokenHash(db, hashToken(token)), now);
  if (await findUserByEmail(db, invitation.email)) throw new InvitationError('accountExists');
  return invitation.email;
}

/**
 * Creates the account of an invitation and uses the invitation up, in one transaction. A
 * registration starts inactive (private beta); an admin invite starts active with its industries.
 */
export async function signUpWithInvitation(
  db: Database,
  input: SignUpBody & { ipAddress: string | null },
  now: Date = new Date(),
): Promise<{ isActive: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const invitation = checkUsable(
      await lockInvitationByTokenHash(tx, hashToken(input.token)),
      now,
    );
    if (normalizeEmail(input.email) !== invitation.email) {
      throw new InvitationError('emailMismatch');
    }
    if (await findUserByEmail(tx, invitation.email)) throw new InvitationError('accountExists');
    const isActive = invitation.kind === 'admin_invite';
    const userId = await createAccount(
      tx,
      {
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        avatarUrl: invitation.avatarUrl,
        userType: 'Business',
        userStatus: isActive,
        activatedAt: isActive ? now : null,
        passwordHash,
      },
      isActive ? invitation.industryIds : [],
      DEFAULT_PERMISSIONS.Business,
    );
    await markInvitationsUsed(tx, invitation.email, now);
    await recordAuditEvent(tx, {
      actorId: userId,
      action: 'account.signed_up',
      targetId: userId,
      detail: { invitation: invitation.kind },
      ipAddress: input.ipAddress,
    });
    return { isActive };
  });
}

async function sendInvitation(
  db: Database,
  mail: MailService,
  invitation: Omit<InvitationRow, 'id' | 'tokenHash' | 'expiresAt' | 'usedAt' | 'createdAt'>,
  urls: Urls,
  now: Date,
): Promise<void> {
  const token = createToken();
  await db.transaction(async (tx) => {
    await expireOpenInvitations(tx, invitation.email, now);
    await insertInvitation(tx, {
      ...invitation,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
  });
  await mail.send(
    invitation.email,
    invitationMail({
      signUpUrl: signUpUrl(urls.publicUrl, token),
      firstName: invitation.firstName,
      isAdminInvite: invitation.kind === 'admin_invite',
    }),
  );
}

async function refuseExistingAccount(db: Database, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) {
    throw new AppError('CONFLICT', `An account with the e-mail ${email} already exists.`);
  }
}

/**
 * Refuses a second invitation while the first still works: the admin is told when it was sent
 * and where to resend it, rather than a second link silently replacing the first.
 */
async function refuseWaitingInvitation(db: Database, email: string, now: Date): Promise<void> {
  const latest = await findLatestInvitation(db, email);
  if (latest && !latest.usedAt && latest.expiresAt > now) {
    const sentOn = latest.createdAt.toISOString().slice(0, 10);
    throw new AppError(
      'CONFLICT',
      `${email} was already invited on ${sentOn} and the invitation has not expired. Resend it from the pending invitations instead.`,
    );
  }
}

/** The pending invitations for the admin: who, when, by whom, and whether the link expired. */
export async function listInvitations(
  db: Database,
  now: Date = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await listPendingInvitations(db);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt <= now,
    invitedByEmail: row.invitedByEmail,
  }));
}

/** Revokes an address's invitation: every unused link to it stops working. Audited. */
export async function revokeInvitation(db: Database, id: string, actor: Actor): Promise<string> {
  return db.transaction(async (tx) => {
    const invitation = await findInvitationById(tx, id);
    if (!invitation || invitation.usedAt) {
      throw new AppError('NOT_FOUND', 'No pending invitation has this id.');
    }
    await deleteUnusedInvitations(tx, invitation.email);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.invitation_revoked',
      detail: { email: invitation.email },
      ipAddress: actor.ipAddress,
    });
    return `The invitation to ${invitation.email} was revoked.`;
  });
}

/** An admin invites someone: an invitation carrying names, avatar and industries, e-mailed. */
export async function inviteUser(
  db: Database,
  mail: MailService,
  input: AdminInviteBody,
  actor: Actor,
  urls: Urls,
  now: Date = new Date(),
): Promise<string> {
  const email = normalizeEmail(input.email);
  await refuseExistingAccount(db, email);
  await refuseWaitingInvitation(db, email, now);
  await sendInvitation(
    db,
    mail,
    {
      kind: 'admin_invite',
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      avatarUrl: input.avatar,
      industryIds: [...new Set(input.project.map((project) => project.projectId))],
      invitedBy: actor.userId,
    },
    urls,
    now,
  );
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'admin.user_invited',
    detail: { email },
    ipAddress: actor.ipAddress,
  });
  return `Invitation sent to ${email}.`;
}

/** Sends a new invitation link for the address's latest invitation; older links stop working. */
export async function resendInvitation(
  db: Database,
  mail: MailService,
  input: { email: string },
  actor: Actor,
  urls: Urls,
  now: Date = new Date(),
): Promise<string> {
  const email = normalizeEmail(input.email);
  await refuseExistingAccount(db, email);
  const latest = await findLatestInvitation(db, email);
  if (!latest) throw new AppError('NOT_FOUND', `No invitation was ever sent to ${email}.`);
  await sendInvitation(
    db,
    mail,
    {
      kind: latest.kind,
      email,
      firstName: latest.firstName,
      lastName: latest.lastName,
      avatarUrl: latest.avatarUrl,
      industryIds: latest.industryIds,
      invitedBy: actor.userId,
    },
    urls,
    now,
  );
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'admin.invitation_resent',
    detail: { email },
    ipAddress: actor.ipAddress,
  });
  return `A new invitation was sent to ${email}.`;
}
