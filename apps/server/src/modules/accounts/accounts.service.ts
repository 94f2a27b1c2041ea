import type { TabId } from '@clearcall/contracts';
import type { Transaction } from '../../db/database';
import { setUserPermissions } from '../premium/premium.service';
import { saveUserIndustries } from '../user-industries/user-industries.service';
import { insertUser, type AccountRow } from './accounts.repository';

// The accounts module owns the users table; other modules read and change accounts through these.
export {
  deleteAccount,
  findAccount,
  findAccountByEmail,
  findAccountCards,
  fixAccountTimeZone,
  incrementSignInCount,
  listAccountCards,
  lockAccount,
  searchAccountCards,
  updateAccount,
  updateAccountStatus,
  type AccountCardRow,
  type AccountChanges,
  type AccountRow,
} from './accounts.repository';

/** Creates an account with its industries and tab permissions; returns its id. */
export async function createAccount(
  tx: Transaction,
  values: Omit<Partial<AccountRow>, 'id'> & Pick<AccountRow, 'email' | 'firstName'>,
  industryIds: string[],
  permissions: Record<TabId, boolean>,
): Promise<string> {
  const userId = await insertUser(tx, values);
  await saveUserIndustries(tx, userId, industryIds);
  await setUserPermissions(tx, userId, permissions);
  return userId;
}
