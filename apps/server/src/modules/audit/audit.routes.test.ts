import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { recordAuditEvent } from './audit.service';

type AsUser = Awaited<ReturnType<typeof injectAs>>;
type Entry = {
  _id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  targetEmail: string | null;
  at: string;
  detail: Record<string, unknown>;
};

const t = useTestApp();
let admin: AsUser;
let adminId: string;
let adminEmail: string;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin' });
  adminId = adminUser.id;
  adminEmail = adminUser.email;
  admin = await injectAs(t.app, adminUser);
});

async function listAudit(query = ''): Promise<{ data: Entry[]; page: number; hasMore: boolean }> {
  const response = await admin.inject({ method: 'GET', url: `/api/admin/audit${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/admin/audit', () => {
  it('401 without a session, 400 for a bad page or action, 403 for a non-admin', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      remoteAddress: uniqueAddress(),
    });
    expect(anonymous.statusCode).toBe(401);
    for (const query of [
      '?page=-1',
      '?page=1.5',
      '?action=DROP%20TABLE',
      `?action=${'a'.repeat(65)}`,
    ]) {
      const response = await admin.inject({ method: 'GET', url: `/api/admin/audit${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const member = await injectAs(t.app, await createUser(t.db));
    expect((await member.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
  });

  it('lists a failed sign-in and an activation, newest first, with the e-mails of existing accounts', async () => {
    const pending = await createUser(t.db, { userStatus: false });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: pending.email, password: 'wrong-password' },
      remoteAddress: uniqueAddress(),
    });
    expect(failed.statusCode).toBe(401);
    const activated = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${pending.id}`,
      payload: { userStatus: true },
    });
    expect(activated.statusCode).toBe(200);

    const { data, page } = await listAudit();
    expect(page).toBe(0);
    const mine = data.filter((entry) => entry.targetId === pending.id);
    expect(mine.map((entry) => entry.action)).toEqual([
      'admin.user_activated',
      'auth.sign_in_failed',
    ]);
    expect(mine[0]).toMatchObject({
      actorId: adminId,
      actorEmail: adminEmail,
      targetEmail: pending.email,
    });
    expect(mine[1]).toMatchObject({
      actorId: null,
      actorEmail: null,
      detail: { email: pending.email },
    });
    expect(Date.parse(mine[0]!.at)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.at));
  });

  it('keeps only the id of a deleted account', async () => {
    const doomed = await createUser(t.db);
    const deleted = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${doomed.id}` });
    expect(deleted.statusCode).toBe(200);
    const { data } = await listAudit('?action=admin.user_deleted');
    expect(data.find((entry) => entry.targetId === doomed.id)).toMatchObject({
      action: 'admin.user_deleted',
      targetEmail: null,
      actorEmail: adminEmail,
    });
  });

  it('filters by action and pages by 50, newest first', async () => {
    const base = Date.now() + 60_000;
    await t.db.insert(auditLog).values(
      Array.from({ length: 53 }, (_, index) => ({
        actorId: null,
        action: 'test.paging',
        targetId: `target-${index}`,
        at: new Date(base - index * 1000),
      })),
    );
    await recordAuditEvent(t.db, { actorId: adminId, action: 'auth.locked' });

    const first = await listAudit('?action=test.paging');
    expect(first.data).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.data[0]?.targetId).toBe('target-0');
    expect(first.data.every((entry) => entry.action === 'test.paging')).toBe(true);

    const second = await listAudit('?action=test.paging&page=1');
    expect(second).toMatchObject({ page: 1, hasMore: false });
    expect(second.data.map((entry) => entry.targetId)).toEqual([
      'target-50',
      'target-51',
      'target-52',
    ]);
    expect((await listAudit('?action=test.nothing')).data).toEqual([]);
  });
});
