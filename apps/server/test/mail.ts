import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { mailOutbox } from '../src/db/schema';
import { eventually } from './eventually';

export type StoredMail = typeof mailOutbox.$inferSelect;

/** Every outbox message to an address, newest first. */
export async function mailsTo(db: Database, to: string): Promise<StoredMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The newest outbox message to an address whose subject contains `subject`; fails if none. */
export async function lastMailTo(db: Database, to: string, subject = ''): Promise<StoredMail> {
  const mail = (await mailsTo(db, to)).find((message) => message.subject.includes(subject));
  if (!mail) throw new Error(`No mail to ${to} with a subject containing "${subject}"`);
  return mail;
}

/**
 * The newest outbox message to an address whose subject contains `subject`, waiting for it: for
 * mail a background job sends after the request that queued it.
 */
export async function awaitMailTo(db: Database, to: string, subject = ''): Promise<StoredMail> {
  const found = await eventually(
    async () => (await mailsTo(db, to)).find((message) => message.subject.includes(subject)),
    (mail) => mail !== undefined,
  );
  return found!;
}

/** How many outbox messages an address has received. */
export async function countMailsTo(db: Database, to: string): Promise<number> {
  return (await mailsTo(db, to)).length;
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: StoredMail, prefix: string): URL {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return new URL(link);
}

/** The token query parameter of the first link starting with `prefix`. */
export function tokenIn(mail: StoredMail, prefix: string): string {
  const token = linkIn(mail, prefix).searchParams.get('token');
  if (!token) throw new Error(`The link has no token: ${mail.text}`);
  return token;
}

/** The six-digit passcode of a sign-in passcode message. */
export function passcodeIn(mail: StoredMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`No passcode in: ${mail.text}`);
  return match[1];
}

/** Whether an outbox message with this status exists for the address. */
export async function hasMailWithStatus(
  db: Database,
  to: string,
  status: StoredMail['status'],
): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.status, status)));
  return rows.length > 0;
}
