import { MessageResponseSchema } from '@clearcall/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mocks/api';
import { buildSessionUser } from '../testing/mocks/data';
import { signIn } from '../testing/test-utils';
import { ApiError, apiRequest, getServerMessage } from './api-client';
import { useAuthStore } from './auth';

describe('apiRequest', () => {
  it('sends JSON under /api with the bearer token and the browser time zone', async () => {
    useAuthStore.setState({ token: 'abc', isVerified: true });
    const { callsTo } = mockApi([
      { method: 'PUT', path: '/api/user/thing', respond: () => ({ body: { message: 'ok' } }) },
    ]);

    const result = await apiRequest('/user/thing', {
      method: 'PUT',
      body: { a: 1 },
      schema: MessageResponseSchema,
    });

    expect(result).toEqual({ message: 'ok' });
    const [call] = callsTo('PUT', '/api/user/thing');
    expect(call?.body).toEqual({ a: 1 });
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no token on a public call', async () => {
    useAuthStore.setState({ token: 'abc' });
    const { callsTo } = mockApi([
      { method: 'POST', path: '/api/user/login', respond: () => ({ body: { message: 'ok' } }) },
    ]);
    await apiRequest('/user/login', {
      method: 'POST',
      body: {},
      schema: MessageResponseSchema,
      isPublic: true,
    });
    expect(callsTo('POST', '/api/user/login')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns the contract error body into an ApiError with status, code and message', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/user/thing',
        respond: () => ({
          status: 429,
          body: { message: 'Too many attempts. Try again in 5 minutes.', code: 'RATE_LIMITED' },
        }),
      },
    ]);
    const error = await apiRequest('/user/thing', { schema: MessageResponseSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 5 minutes.',
    });
  });

  it('reads the message of a specification-shaped failure and derives the code from the status', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/admin/validateinvite',
        respond: () => ({ status: 400, body: { login: false, data: { message: 'Link expired' } } }),
      },
    ]);
    const error = await apiRequest('/admin/validateinvite', {
      method: 'POST',
      schema: MessageResponseSchema,
      isPublic: true,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Link expired',
    });
  });

  it('rejects a 200 response that is off the contract', async () => {
    mockApi([{ method: 'GET', path: '/api/user/thing', respond: () => ({ body: { msg: 1 } }) }]);
    await expect(
      apiRequest('/user/thing', { schema: MessageResponseSchema }),
    ).rejects.toMatchObject({
      status: 200,
      code: 'INTERNAL',
    });
  });

  it('reports an unreachable server as UNAVAILABLE with status 0', async () => {
    mockApi([{ method: 'GET', path: '/api/user/thing', respond: () => 'network-error' }]);
    await expect(
      apiRequest('/user/thing', { schema: MessageResponseSchema }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'UNAVAILABLE',
    });
  });

  it('ends the session on a 401 to an authenticated call, but not on a public one', async () => {
    useAuthStore.setState({ token: 'expired-token', isVerified: true });
    window.localStorage.setItem('clearcall.token', 'expired-token');
    mockApi([
      {
        method: 'GET',
        path: /^\/api\/user\//,
        respond: () => ({
          status: 401,
          body: { message: 'Session expired', code: 'UNAUTHENTICATED' },
        }),
      },
    ]);

    await expect(
      apiRequest('/user/public', { schema: MessageResponseSchema, isPublic: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().token).toBe('expired-token');

    await expect(
      apiRequest('/user/private', { schema: MessageResponseSchema }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(useAuthStore.getState()).toMatchObject({ token: null, endReason: 'expired' });
    expect(window.localStorage.getItem('clearcall.token')).toBeNull();
  });
});

describe('an account the server holds as not active', () => {
  it('keeps the session, marks the user inactive with the reason, and still throws', async () => {
    signIn(buildSessionUser({ userStatus: true }), 'held-token');
    mockApi([
      {
        method: 'GET',
        path: '/api/user/thing',
        respond: () => ({
          status: 403,
          body: { message: 'Not active yet.', code: 'ACCOUNT_INACTIVE', reason: 'pending' },
        }),
      },
    ]);
    await expect(
      apiRequest('/user/thing', { schema: MessageResponseSchema }),
    ).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_INACTIVE', reason: 'pending' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'held-token',
      user: { userStatus: false },
      inactiveReason: 'pending',
    });
  });

  it('leaves the user alone on any other 403', async () => {
    signIn(buildSessionUser({ userStatus: true }));
    mockApi([
      {
        method: 'GET',
        path: '/api/user/thing',
        respond: () => ({ status: 403, body: { message: 'Locked tab.', code: 'FORBIDDEN' } }),
      },
    ]);
    await expect(
      apiRequest('/user/thing', { schema: MessageResponseSchema }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(useAuthStore.getState()).toMatchObject({
      user: { userStatus: true },
      inactiveReason: null,
    });
  });
});

describe('getServerMessage', () => {
  it("passes on the server's explanation of a refused request", () => {
    expect(getServerMessage(new ApiError(409, 'CONFLICT', 'That e-mail is taken.'))).toBe(
      'That e-mail is taken.',
    );
  });

  it('has nothing to show for failures, unreachable servers, blank messages and other errors', () => {
    expect(getServerMessage(new ApiError(500, 'INTERNAL', 'Internal error'))).toBeNull();
    expect(getServerMessage(new ApiError(0, 'UNAVAILABLE', 'Cannot reach Clearcall.'))).toBeNull();
    expect(getServerMessage(new ApiError(400, 'VALIDATION_FAILED', '  '))).toBeNull();
    expect(getServerMessage(new Error('boom'))).toBeNull();
  });
});
