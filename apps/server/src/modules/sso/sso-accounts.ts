import type { UserType } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { findAccount, findAccountByEmail, lockAccount } from '../accounts/accounts.service';

type Executor = Database | Transaction;

/** An account as single sign-on needs it: who it is and whether it confirms sign-ins by passcode. */
export type SsoAccountRow = {
  id: string;
  email: string;
  firstName: string;
  userType: UserType;
  passcodeOnSignIn: boolean;
};

function toSsoAccount(row: SsoAccountRow | undefined): SsoAccountRow | undefined {
  return row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        userType: row.userType,
        passcodeOnSignIn: row.passcodeOnSignIn,
      }
    : undefined;
}

/** The account with this (normalized) e-mail. */
export async function findSsoAccountByEmail(
  db: Executor,
  email: string,
): Promise<SsoAccountRow | undefined> {
  return toSsoAccount(await findAccountByEmail(db, email));
}

/** The account with this id. */
export async function findSsoAccountById(
  db: Executor,
  userId: string,
): Promise<SsoAccountRow | undefined> {
  return toSsoAccount(await findAccount(db, userId));
}

/**
 * Whether the account has a password, holding its row until the transaction ends: two removals
 * at once then cannot both see another way to sign in and leave none.
 */
export async function lockAccountHasPassword(
  tx: Transaction,
  userId: string,
): Promise<boolean | undefined> {
  const row = await lockAccount(tx, userId);
  return row ? row.passwordHash !== null : undefined;
}
