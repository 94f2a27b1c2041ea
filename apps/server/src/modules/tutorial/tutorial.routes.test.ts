import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { users } from '../../db/schema';

const t = useTestApp();

const url = (userId: string) => `/api/user/tutorial/${userId}`;

async function stopTutorialOf(userId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ stopTutorial: users.stopTutorial })
    .from(users)
    .where(eq(users.id, userId));
  return row?.stopTutorial;
}

describe('PUT /api/user/tutorial/:userId', () => {
  it('401 without a session', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: url(user.id),
      payload: { stopTutorial: 1 },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(await stopTutorialOf(user.id)).toBe(0);
  });

  it('400 for any body but {stopTutorial: 1}', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    for (const payload of [{}, { stopTutorial: 0 }, { stopTutorial: '1' }, { stopTutorial: 2 }]) {
      const response = await as.inject({ method: 'PUT', url: url(user.id), payload });
      expect(response.statusCode).toBe(400);
    }
    expect(await stopTutorialOf(user.id)).toBe(0);
  });

  it("403 for another user's id, whose tutorial keeps running", async () => {
    const other = await createUser(t.db);
    const as = await injectAs(t.app, await createUser(t.db));
    const response = await as.inject({
      method: 'PUT',
      url: url(other.id),
      payload: { stopTutorial: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(await stopTutorialOf(other.id)).toBe(0);
  });

  it('stops the tutorial for good, and the session check says so', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await as.inject({
        method: 'PUT',
        url: url(user.id),
        payload: { stopTutorial: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'The tutorial will not be shown again.' });
    }
    expect(await stopTutorialOf(user.id)).toBe(1);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: { token: as.token },
      remoteAddress: uniqueAddress(),
    });
    expect(check.json().user.stopTutorial).toBe(1);
  });
});
