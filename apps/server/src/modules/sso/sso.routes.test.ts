import { type SsoProviderId } from '@clearcall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postAnonymously, useTestApp } from '../../../test/build-app';
import { createUser, uniqueAddress } from '../../../test/factories';
import { countMailsTo, lastMailTo, linkIn, passcodeIn } from '../../../test/mail';
import { startOidcProvider, type OidcTestProvider } from '../../../test/oidc-provider';
import { runSsoFlow, SSO_TEST_APP_ORIGIN, type SsoPerson } from '../../../test/sso-flow';
import {
  auditLog,
  sessions,
  ssoEmailConfirmations,
  ssoIdentities,
  ssoTokens,
  users,
} from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { BROWSER_SESSION_TTL_MS } from '../auth/auth.service';
import { PASSCODE_SENT_MESSAGE } from '../passcodes/passcodes.service';
import {
  INVALID_SSO_CONFIRMATION_MESSAGE,
  SSO_CONFIRMATION_TTL_MS,
  SSO_CONFIRMATIONS_PER_HOUR,
} from './sso-confirmation.service';
import { INVALID_SSO_TOKEN_MESSAGE, issueSsoToken, SSO_TOKEN_TTL_MS } from './sso.service';
import { serializeHandoffCookie } from './sso.state';

const PROVIDERS: SsoProviderId[] = ['linkedin', 'azure'];
const HOUR_MS = 60 * 60 * 1000;
const RETURN_PATHS: Record<SsoProviderId, string> = {
  linkedin: '/auth/linkedInSSO/return',
  azure: '/auth/azureSSO/openid/return',
};

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

/** The app's settings for every running test provider. */
let providersEnv: Record<string, string> = {};

beforeAll(async () => {
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
    providersEnv = { ...providersEnv, ...ssoEnv(id, provider.issuer) };
  }
});

afterAll(async () => {
  for (const provider of identityProviders.values()) await provider.close();
});

const t = useTestApp(() => ({ env: providersEnv }));
const unconfigured = useTestApp(() => ({ db: t.db }));

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

/** The exchange of the return page, from the browser holding `cookie` (none by default). */
function redeem(
  ssotoken: string,
  options: { cookie?: string; remoteAddress?: string; rememberMe?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload:
      options.rememberMe === undefined
        ? { ssotoken }
        : { ssotoken, rememberMe: options.rememberMe },
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.remoteAddress ?? uniqueAddress(),
  });
}

async function signInThroughProvider(id: SsoProviderId, person: SsoPerson) {
  const { status, location, cookie } = await runSsoFlow(t.app, id, person);
  expect(status).toBe(302);
  const response = await redeem(ssotokenIn(location, id), { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<{
    result: { token: string; user: { userId: string; email: string; userStatus: boolean } };
  }>().result;
}

async function identitiesOf(userId: string) {
  return t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
}

/** The link of the newest single sign-on confirmation mail to an address. */
async function confirmationLinkTo(email: string): Promise<URL> {
  const mail = await lastMailTo(t.db, email, 'Confirm your e-mail address');
  return linkIn(mail, `${t.config.publicUrl}/auth/sso/confirm?`);
}

/** Follows a confirmation link as its landing screen does. */
function confirm(link: URL, extra: { email?: string; rememberMe?: boolean } = {}) {
  return postAnonymously(t, '/api/sso/confirm', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    ...extra,
  });
}

/** How many hours the session of a token was opened for (to about a second). */
async function sessionHours(token: string): Promise<number> {
  const [session] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return (session!.expiresAt.getTime() - session!.createdAt.getTime()) / HOUR_MS;
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

  it.each([false, 'absent'] as const)(
    'email_verified %s: attaches nothing to the existing account until the e-mailed link is followed',
    async (emailVerified) => {
      const existing = await createUser(t.db, { email: uniqueEmail(`unverified-${id}`) });
      const { status, location, cookie } = await runSsoFlow(t.app, id, {
        email: existing.email,
        emailVerified,
      });
      expect(status).toBe(302);
      expect(location).toBe(
        `${RETURN_PATHS[id]}?sso_confirm=${encodeURIComponent(existing.email)}`,
      );
      expect(cookie).not.toContain('_handoff=');
      expect(await identitiesOf(existing.id)).toEqual([]);
      expect(await auditActions(existing.id)).not.toContain('sso.signed_in');

      const link = await confirmationLinkTo(existing.email);
      expect(link.searchParams.get('provider')).toBe(id);
      const response = await confirm(link);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.user).toMatchObject({ userId: existing.id });
      expect(await identitiesOf(existing.id)).toHaveLength(1);
      expect(await auditActions(existing.id)).toEqual(
        expect.arrayContaining(['sso.identity_linked', 'sso.signed_in']),
      );
    },
  );

  it('a new address the provider did not verify gets no account until the link is followed', async () => {
    const email = uniqueEmail(`unverified-new-${id}`);
    const { location } = await runSsoFlow(t.app, id, {
      email,
      name: 'Casey Unverified',
      emailVerified: false,
    });
    expect(location).toBe(`${RETURN_PATHS[id]}?sso_confirm=${encodeURIComponent(email)}`);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const response = await confirm(await confirmationLinkTo(email), { rememberMe: false });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json().result;
    expect(user).toMatchObject({
      email,
      firstName: 'Casey',
      userType: 'Business',
      userStatus: false,
    });
    expect(await identitiesOf(user.userId)).toHaveLength(1);
    expect(await sessionHours(token)).toBeCloseTo(BROWSER_SESSION_TTL_MS / HOUR_MS, 3);
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
    const { location, cookie } = await runSsoFlow(t.app, 'linkedin', {
      email: uniqueEmail('twice'),
    });
    const ssotoken = ssotokenIn(location, 'linkedin');
    const [stored] = await t.db
      .select()
      .from(ssoTokens)
      .where(eq(ssoTokens.tokenHash, hashToken(ssotoken)));
    expect(stored).toBeDefined();
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 1000).toBeCloseTo(120, 0);
    expect((await redeem(ssotoken, { cookie })).statusCode).toBe(200);
    const second = await redeem(ssotoken, { cookie });
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
    const binding = 'binding-of-this-browser';
    const ssotoken = await issueSsoToken(
      t.db,
      { userId: user.id, provider: 'linkedin', binding },
      issuedLongAgo,
    );
    const handoff = serializeHandoffCookie('linkedin', t.config.sso.linkedin!, {
      binding,
      expiresAt: Date.now() + 60_000,
    });
    const response = await redeem(ssotoken, { cookie: handoff.split(';')[0] });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(INVALID_SSO_TOKEN_MESSAGE);
  });

  it('an Admin confirms an SSO sign-in with an e-mailed passcode too', async () => {
    const admin = await createUser(t.db, { userType: 'Admin', email: uniqueEmail('admin') });
    const { location, cookie } = await runSsoFlow(t.app, 'azure', { email: admin.email });
    const response = await redeem(ssotokenIn(location, 'azure'), { cookie });
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
      statuses.push((await redeem(`guess-${attempt}`, { remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/sso/login: only the browser that started the sign-in', () => {
  it('the callback hands the browser a signed, HttpOnly, SameSite=Lax cookie for two minutes', async () => {
    const { setCookies } = await runSsoFlow(t.app, 'linkedin', { email: uniqueEmail('handoff') });
    const handoff = setCookies.find((cookie) =>
      cookie.startsWith('clearcall_sso_linkedin_handoff='),
    );
    expect(handoff).toMatch(/^clearcall_sso_linkedin_handoff=[\w-]+\.[\w-]+;/);
    expect(handoff).toContain('HttpOnly');
    expect(handoff).toContain('SameSite=Lax');
    expect(handoff).toContain('Path=/api/sso');
    expect(handoff).toContain('Max-Age=120');
  });

  it('an ssotoken redeemed in a browser without the hand-off cookie is refused, and not spent', async () => {
    const { location, cookie } = await runSsoFlow(t.app, 'azure', { email: uniqueEmail('csrf') });
    const ssotoken = ssotokenIn(location, 'azure');
    const elsewhere = await redeem(ssotoken);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(INVALID_SSO_TOKEN_MESSAGE);
    const [stored] = await t.db
      .select()
      .from(ssoTokens)
      .where(eq(ssoTokens.tokenHash, hashToken(ssotoken)));
    const refusals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sso.token_refused'), eq(auditLog.targetId, stored!.userId)));
    expect(refusals.map((row) => row.detail)).toEqual([{ reason: 'browser' }]);
    expect((await redeem(ssotoken, { cookie })).statusCode).toBe(200);
  });

  it("an attacker's ssotoken is refused in a victim's browser holding another sign-in's cookie", async () => {
    const attacker = await runSsoFlow(t.app, 'linkedin', { email: uniqueEmail('attacker') });
    const victim = await runSsoFlow(t.app, 'linkedin', { email: uniqueEmail('victim') });
    const response = await redeem(ssotokenIn(attacker.location, 'linkedin'), {
      cookie: victim.cookie,
    });
    expect(response.statusCode).toBe(401);
  });

  it('the exchange removes the hand-off cookie', async () => {
    const { location, cookie } = await runSsoFlow(t.app, 'azure', { email: uniqueEmail('clear') });
    const response = await redeem(ssotokenIn(location, 'azure'), { cookie });
    expect(String(response.headers['set-cookie'])).toContain(
      'clearcall_sso_azure_handoff=; Path=/api/sso; Max-Age=0',
    );
  });
});

describe('POST /api/sso/login: Remember me', () => {
  it('without Remember me the session lasts 12 hours; with it, the configured term', async () => {
    const email = uniqueEmail('remember');
    const once = await runSsoFlow(t.app, 'linkedin', { email });
    const short = await redeem(ssotokenIn(once.location, 'linkedin'), {
      cookie: once.cookie,
      rememberMe: false,
    });
    expect(short.statusCode).toBe(200);
    expect(await sessionHours(short.json().result.token)).toBeCloseTo(12, 3);

    const again = await runSsoFlow(t.app, 'linkedin', { email });
    const long = await redeem(ssotokenIn(again.location, 'linkedin'), {
      cookie: again.cookie,
      rememberMe: true,
    });
    expect(await sessionHours(long.json().result.token)).toBeCloseTo(
      t.config.sessionTtlDays * 24,
      3,
    );
  });
});

describe('POST /api/sso/confirm', () => {
  it('400 without a token, or with an oversize one', async () => {
    expect((await postAnonymously(t, '/api/sso/confirm', { email: 'a@b.io' })).statusCode).toBe(
      400,
    );
    const long = await postAnonymously(t, '/api/sso/confirm', {
      token: 'x'.repeat(600),
      email: 'a@b.io',
    });
    expect(long.statusCode).toBe(400);
  });

  it('a link works once, only for its own address, and stores only its hash', async () => {
    const email = uniqueEmail('confirm-once');
    await runSsoFlow(t.app, 'azure', { email, emailVerified: false });
    const link = await confirmationLinkTo(email);
    const token = link.searchParams.get('token')!;
    const [stored] = await t.db
      .select()
      .from(ssoEmailConfirmations)
      .where(eq(ssoEmailConfirmations.email, email));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 1000).toBeCloseTo(
      SSO_CONFIRMATION_TTL_MS / 1000,
      0,
    );

    const otherAddress = await confirm(link, { email: uniqueEmail('someone-else') });
    expect(otherAddress.statusCode).toBe(400);
    expect(otherAddress.json().message).toBe(INVALID_SSO_CONFIRMATION_MESSAGE);
    expect((await confirm(link)).statusCode).toBe(200);
    const second = await confirm(link);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(INVALID_SSO_CONFIRMATION_MESSAGE);
  });

  it('an expired link is refused and links nothing', async () => {
    const existing = await createUser(t.db, { email: uniqueEmail('confirm-late') });
    await runSsoFlow(t.app, 'linkedin', { email: existing.email, emailVerified: false });
    const link = await confirmationLinkTo(existing.email);
    await t.db
      .update(ssoEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoEmailConfirmations.email, existing.email));
    expect((await confirm(link)).statusCode).toBe(400);
    expect(await identitiesOf(existing.id)).toEqual([]);
  });

  it(`an address gets at most ${SSO_CONFIRMATIONS_PER_HOUR} links an hour, however often someone tries`, async () => {
    const email = uniqueEmail('flooded');
    for (let attempt = 0; attempt <= SSO_CONFIRMATIONS_PER_HOUR; attempt += 1) {
      const { location } = await runSsoFlow(t.app, 'azure', {
        email,
        subject: `flood-${attempt}`,
        emailVerified: false,
      });
      expect(location).toContain('sso_confirm=');
    }
    expect(await countMailsTo(t.db, email)).toBe(SSO_CONFIRMATIONS_PER_HOUR);
  });
});
