import { SSO_ERROR_MESSAGES, type SsoProviderId } from '@clearcall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postAnonymously, type TestApp } from '../../../test/build-app';
import { createUser, uniqueAddress } from '../../../test/factories';
import { lastMailTo, passcodeIn } from '../../../test/mail';
import { startOidcProvider, type OidcTestProvider } from '../../../test/oidc-provider';
import { runSsoFlow, SSO_TEST_APP_ORIGIN, type SsoPerson } from '../../../test/sso-flow';
import { auditLog, ssoIdentities, ssoTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { PASSCODE_SENT_MESSAGE } from '../passcodes/passcodes.service';
import { INVALID_SSO_TOKEN_MESSAGE, issueSsoToken, SSO_TOKEN_TTL_MS } from './sso.service';

const PROVIDERS: SsoProviderId[] = ['linkedin', 'azure'];
const RETURN_PATHS: Record<SsoProviderId, string> = {
  linkedin: '/auth/linkedInSSO/return',
  azure: '/auth/azureSSO/openid/return',
};

let t: TestApp;
let unconfigured: TestApp;
const identityProviders = new Map<SsoProviderId, OidcTestProvider>();

function ssoEnv(id: SsoProviderId, issuer: string): Record<string, string> {
  const prefix = id === 'linkedin' ? 'SSO_LINKEDIN_' : 'SSO_AZURE_';
  return {
    [`${prefix}ISSUER`]: issuer,
    [`${prefix}CLIENT_ID`]: `clearcall-${id}`,
    [`${prefix}CLIENT_SECRET`]: `secret-of-${id}-client`,
    [`${prefix}REDIRECT_URL`]: `${SSO_TEST_APP_ORIGIN}/api/sso/callback/${id}`,
  };
}

beforeAll(async () => {
  let env: Record<string, string> = {};
  for (const id of PROVIDERS) {
    const provider = await startOidcProvider({
      name: id === 'linkedin' ? 'LinkedIn (test)' : 'Microsoft (test)',
      clients: [
        {
          clientId: `clearcall-${id}`,
          clientSecret: `secret-of-${id}-client`,
          redirectUri: `${SSO_TEST_APP_ORIGIN}/api/sso/callback/${id}`,
        },
      ],
    });
    identityProviders.set(id, provider);
    env = { ...env, ...ssoEnv(id, provider.issuer) };
  }
  t = await buildTestApp({ env });
  unconfigured = await buildTestApp({ db: t.db });
});

afterAll(async () => {
  await unconfigured?.close();
  await t?.close();
  for (const provider of identityProviders.values()) await provider.close();
});

function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** The ssotoken of a callback's redirect to the return page; fails on anything else. */
function ssotokenIn(location: string, id: SsoProviderId): string {
  const url = new URL(location, SSO_TEST_APP_ORIGIN);
  expect(url.pathname).toBe(RETURN_PATHS[id]);
  const token = url.searchParams.get('ssotoken');
  expect(token).toBeTruthy();
  return token!;
}

function redeem(ssotoken: string, remoteAddress = uniqueAddress()) {
  return postAnonymously(t, '/api/sso/login', { ssotoken }, remoteAddress);
}

async function signInThroughProvider(id: SsoProviderId, person: SsoPerson) {
  const { status, location } = await runSsoFlow(t.app, id, person);
  expect(status).toBe(302);
  const response = await redeem(ssotokenIn(location, id));
  expect(response.statusCode).toBe(200);
  return response.json<{
    result: { token: string; user: { userId: string; email: string; userStatus: boolean } };
  }>().result;
}

async function auditActions(userId: string): Promise<string[]> {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
  return rows.map((row) => row.action);
}

describe('GET /api/sso/providers', () => {
  it('lists the configured providers with their button labels', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sso/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 'linkedin', label: 'LinkedIn' },
        { id: 'azure', label: 'Microsoft' },
      ],
    });
  });

  it('lists none when no provider is configured', async () => {
    const response = await unconfigured.app.inject({ method: 'GET', url: '/api/sso/providers' });
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('GET /api/sso/login', () => {
  it('400 for a provider that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sso/login?provider=github' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('404 with a clear message for a provider that is not configured', async () => {
    const response = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/sso/login?provider=azure',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Sign-in with Microsoft is not available on this server.',
    });
  });

  it('redirects to the provider with PKCE (S256), state and nonce bound to an httpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sso/login?provider=linkedin' });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe(identityProviders.get('linkedin')!.issuer);
    const query = target.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe('clearcall-linkedin');
    expect(query.get('redirect_uri')).toBe(`${SSO_TEST_APP_ORIGIN}/api/sso/callback/linkedin`);
    expect(query.get('scope')).toBe('openid profile email');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^clearcall_sso_linkedin=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/sso');
    expect(cookie).toContain('Max-Age=600');
  });

  it('sends the person to /login when the provider cannot be reached', async () => {
    const offline = await buildTestApp({
      db: t.db,
      env: ssoEnv('azure', 'http://127.0.0.1:9/unreachable'),
    });
    try {
      const response = await offline.app.inject({
        method: 'GET',
        url: '/api/sso/login?provider=azure',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?sso_error=unavailable');
    } finally {
      await offline.close();
    }
  });
});

describe.each(PROVIDERS)('single sign-on through a real OpenID provider: %s', (id) => {
  it('a new e-mail gets an inactive Business account and is signed in', async () => {
    const email = uniqueEmail(`new-${id}`);
    const result = await signInThroughProvider(id, { email, name: 'Robin Quill Avery' });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect(result.user).toMatchObject({
      email,
      firstName: 'Robin',
      lastName: 'Quill Avery',
      userType: 'Business',
      userStatus: false,
      project: [],
      sessionsCount: 1,
    });
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account!.passwordHash).toBeNull();
    const [identity] = await t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, result.user.userId));
    expect(identity).toMatchObject({
      provider: id,
      issuer: identityProviders.get(id)!.issuer,
      email,
    });
    expect(await auditActions(result.user.userId)).toEqual(
      expect.arrayContaining(['account.created_by_sso', 'sso.signed_in']),
    );
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: { token: result.token },
    });
    expect(session.json()).toMatchObject({ login: true, user: { email } });
  });

  it('the same identity signs in the same account again, whatever e-mail it shows now', async () => {
    const subject = `subject-${id}-${Math.random().toString(36).slice(2)}`;
    const first = await signInThroughProvider(id, { email: uniqueEmail('first'), subject });
    const again = await signInThroughProvider(id, { email: uniqueEmail('changed'), subject });
    expect(again.user.userId).toBe(first.user.userId);
  });

  it('joins an existing account when the provider asserts email_verified: true', async () => {
    const existing = await createUser(t.db, { email: uniqueEmail(`member-${id}`) });
    const result = await signInThroughProvider(id, { email: existing.email, emailVerified: true });
    expect(result.user).toMatchObject({ userId: existing.id, userStatus: true });
    const identities = await t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, existing.id));
    expect(identities).toHaveLength(1);
    expect(await auditActions(existing.id)).toEqual(
      expect.arrayContaining(['sso.identity_linked', 'sso.signed_in']),
    );
  });

  it('refuses an existing e-mail the provider did not verify, asking for the password', async () => {
    const existing = await createUser(t.db, { email: uniqueEmail(`unverified-${id}`) });
    const { status, location } = await runSsoFlow(t.app, id, {
      email: existing.email,
      emailVerified: false,
    });
    expect(status).toBe(302);
    expect(location).toBe(`${RETURN_PATHS[id]}?sso_error=password_required`);
    expect(SSO_ERROR_MESSAGES.password_required).toContain('sign in with your password');
    const identities = await t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, existing.id));
    expect(identities).toEqual([]);
    expect(await auditActions(existing.id)).toContain('sso.refused');
  });

  it('a cancelled sign-in at the provider returns to /login with a message', async () => {
    const { location } = await runSsoFlow(t.app, id, {}, { cancel: true });
    expect(location).toBe('/login?sso_error=denied');
  });
});

describe('GET /api/sso/callback/{provider}', () => {
  it('a tampered state goes to /login with the state message and issues no ssotoken', async () => {
    const before = await t.db.select().from(ssoTokens);
    const { status, location } = await runSsoFlow(
      t.app,
      'linkedin',
      { email: uniqueEmail('tampered') },
      { alterCallback: (url) => url.searchParams.set('state', 'forged-state-value') },
    );
    expect(status).toBe(302);
    expect(location).toBe('/login?sso_error=state');
    expect(await t.db.select().from(ssoTokens)).toHaveLength(before.length);
  });

  it('a missing state goes to /login with the state message', async () => {
    const { location } = await runSsoFlow(
      t.app,
      'azure',
      { email: uniqueEmail('stateless') },
      { alterCallback: (url) => url.searchParams.delete('state') },
    );
    expect(location).toBe('/login?sso_error=state');
  });

  it('a callback in a browser that did not start the sign-in is refused', async () => {
    const { location, setCookies } = await runSsoFlow(
      t.app,
      'linkedin',
      { email: uniqueEmail('elsewhere') },
      { withoutAppCookies: true },
    );
    expect(location).toBe('/login?sso_error=state');
    expect(setCookies.join()).toContain('Max-Age=0');
  });

  it('a forged state cookie is refused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso/callback/linkedin?code=abc&state=s1',
      headers: {
        cookie: `clearcall_sso_linkedin=${Buffer.from(
          JSON.stringify({
            state: 's1',
            nonce: 'n',
            codeVerifier: 'v',
            expiresAt: Date.now() + 60_000,
          }),
        ).toString('base64url')}.AAAA`,
      },
    });
    expect(response.headers.location).toBe('/login?sso_error=state');
  });

  it('an e-mail the provider did not share is refused with a message on the return page', async () => {
    const { location } = await runSsoFlow(t.app, 'azure', { name: 'No Mail' });
    expect(location).toBe('/auth/azureSSO/openid/return?sso_error=no_email');
  });

  it('a provider that is not configured goes to /login', async () => {
    const response = await unconfigured.app.inject({
      method: 'GET',
      url: '/api/sso/callback/linkedin?code=abc&state=xyz',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?sso_error=unavailable');
  });
});

describe('POST /api/sso/login', () => {
  it('400 without an ssotoken', async () => {
    const response = await postAnonymously(t, '/api/sso/login', {});
    expect(response.statusCode).toBe(400);
  });

  it('401 for an unknown ssotoken', async () => {
    const response = await redeem('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: INVALID_SSO_TOKEN_MESSAGE,
    });
  });

  it('an ssotoken works once; the second use is 401 and audited', async () => {
    const { location } = await runSsoFlow(t.app, 'linkedin', { email: uniqueEmail('twice') });
    const ssotoken = ssotokenIn(location, 'linkedin');
    const [stored] = await t.db
      .select()
      .from(ssoTokens)
      .where(eq(ssoTokens.tokenHash, hashToken(ssotoken)));
    expect(stored).toBeDefined();
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 1000).toBeCloseTo(120, 0);
    expect((await redeem(ssotoken)).statusCode).toBe(200);
    const second = await redeem(ssotoken);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(INVALID_SSO_TOKEN_MESSAGE);
    const refusals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sso.token_refused'), eq(auditLog.targetId, stored!.userId)));
    expect(refusals[0]?.detail).toEqual({ reason: 'used' });
  });

  it('an expired ssotoken is 401', async () => {
    const user = await createUser(t.db);
    const issuedLongAgo = new Date(Date.now() - SSO_TOKEN_TTL_MS - 1000);
    const ssotoken = await issueSsoToken(t.db, user.id, issuedLongAgo);
    const response = await redeem(ssotoken);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(INVALID_SSO_TOKEN_MESSAGE);
  });

  it('an Admin confirms an SSO sign-in with an e-mailed passcode too', async () => {
    const admin = await createUser(t.db, { userType: 'Admin', email: uniqueEmail('admin') });
    const { location } = await runSsoFlow(t.app, 'azure', { email: admin.email });
    const response = await redeem(ssotokenIn(location, 'azure'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      passcodeRequired: true,
      message: PASSCODE_SENT_MESSAGE,
      email: admin.email,
      challenge: expect.any(String),
    });
    // The passcode works only with the challenge this sign-in answered with.
    const code = passcodeIn(await lastMailTo(t.db, admin.email, 'passcode'));
    const { challenge } = response.json<{ challenge: string }>();
    const confirm = (payload: object) =>
      postAnonymously(t, '/api/admin/totp-validate', {
        email: admin.email,
        token: code,
        ...payload,
      });
    expect((await confirm({ challenge: 'not-this-sign-in' })).statusCode).toBe(401);
    expect((await confirm({ challenge })).statusCode).toBe(200);
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await redeem(`guess-${attempt}`, remoteAddress)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
