// What the server benchmarks share: a reader account to sign in as, and the app built so that
// each response's server time can be read back.
import { randomUUID } from 'node:crypto';
import { buildApp } from '@clearcall/server/app';
import type { Config } from '@clearcall/server/config/env';
import type { Database } from '@clearcall/server/db/database';
import { users } from '@clearcall/server/db/schema';
import { hashPassword } from '@clearcall/server/lib/password';

/** Creates an active Pro-User with a random address and password, for a benchmark to sign in as. */
export async function createBenchReader(
  db: Database,
): Promise<{ email: string; password: string }> {
  const password = `bench-${randomUUID()}`;
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  await db.insert(users).values({
    email,
    firstName: 'Bench',
    lastName: 'Reader',
    userType: 'Marketing',
    userStatus: true,
    passwordHash: await hashPassword(password),
  });
  return { email, password };
}

/** The app, and the server time (ms) of the response it sent last. */
export function buildTimedApp(config: Config, db: Database) {
  const app = buildApp({ config, db });
  let lastServerMs = NaN;
  app.addHook('onResponse', async (_request, reply) => {
    lastServerMs = reply.elapsedTime;
  });
  return { app, lastServerMs: () => lastServerMs };
}
