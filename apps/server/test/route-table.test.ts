import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAuth, RouteGuardEntry } from '../src/plugins/auth';
import { useTestApp } from './build-app';
import { createUser, signInAs, uniqueAddress, type TestUser } from './factories';

/**
 * The security rules of api.md, checked against the server's own route table, so a route added
 * later is covered without touching this file:
 * - every /api route declares a guard;
 * - every route that needs a session answers 401 without one (and with a made-up token);
 * - every admin route answers 403 to the other user types;
 * - every user route with a `userId` (path or body) answers 403 for another user's id;
 * - every route that needs a session answers 403 ACCOUNT_INACTIVE to an account that is not
 *   active (awaiting activation, or deactivated), except the private-beta page's own calls;
 * - the public routes of api.md stay public, and no other route is public by accident.
 *
 * Requests are built from the route's own request schemas (its OpenAPI description), so that
 * body validation (400, which runs before the 403 checks) passes. A route whose schema this
 * builder cannot satisfy gets an entry in REQUEST_EXAMPLES.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Route = { method: Method; url: string; auth: RouteAuth | undefined; rateLimited: boolean };

/** The public routes api.md lists. Routes still being built are checked once they exist. */
const DOCUMENTED_PUBLIC_ROUTES: { route: string; probe?: Record<string, unknown> }[] = [
  { route: 'POST /api/user/login' },
  { route: 'POST /api/admin/totp-validate' },
  { route: 'POST /api/user/verify-token' },
  { route: 'POST /api/user/register' },
  { route: 'POST /api/admin/validateinvite' },
  // Public only with an invitation token; without one it is the admin invite (see below).
  { route: 'POST /api/admin/create-user', probe: { token: 'route-table-probe' } },
  { route: 'POST /api/user/forgot-password' },
  { route: 'POST /api/user/reset-password' },
  { route: 'GET /api/sso/login' },
  { route: 'GET /api/sso/callback/:provider' },
  { route: 'POST /api/sso/login' },
  { route: 'GET /api/health' },
];

/** Public routes outside api.md's list, each with the reason it needs no session. */
const OTHER_PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/dev/mail': 'the demo outbox; registered only with MAIL_OUTBOX_API and no SMTP_URL',
  'GET /api/logos/:file': 'company logos, requested by <img>, which cannot send a session token',
  'GET /api/sso/providers': 'which single sign-on buttons the signed-out login screen shows',
  'POST /api/admin/totp-resend':
    "a new passcode for a sign-in that has passed its password but has no session yet; it needs that sign-in's challenge",
  'POST /api/sso/confirm':
    'the e-mailed link that confirms an address the SSO provider did not verify; the link is the proof',
};

/**
 * The session routes an account that is not active may call: the private-beta page's own calls
 * (the session check is public). Every other session route must refuse such an account.
 */
const INACTIVE_ACCOUNT_ROUTES: Record<string, string> = {
  'POST /api/admin/logout/:userId': 'signing out',
  'GET /api/user/settings/:userId': 'the account settings the privacy page reads',
  'GET /api/user/export/:userId': 'taking their data away',
  'DELETE /api/user/account/:userId': 'deleting the account',
};

/**
 * Public routes that take a body but need no limit per client address, each with the reason.
 * Every other one reads something a caller could guess (a password, a passcode, an e-mail
 * address, a token) or sends mail, and so is limited.
 */
const UNLIMITED_PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/user/verify-token':
    'the session check on every page load; its token is 256 random bits, which nobody guesses',
};

/** Requests the schema-driven builder cannot make valid on its own, by route. */
const REQUEST_EXAMPLES: Record<string, { body?: Record<string, unknown> }> = {};

const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

// ---------------------------------------------------------------------------------------------
// Example values from JSON Schema (the OpenAPI document the routes' zod schemas produce).

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  format?: string;
  pattern?: string;
  default?: unknown;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Candidate strings for patterned fields; the first one the pattern accepts is used. */
const PATTERN_CANDIDATES = [
  '123456',
  randomUUID(),
  'route-table@example.com',
  'https://example.com/route-table.png',
  'route-table',
  'A',
  'a',
  '1',
  '2024',
  'Q1',
  'AAPL',
];

function stringExample(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'route-table@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = PATTERN_CANDIDATES.find((value) => pattern.test(value) && fits(value));
    if (match) return match;
  }
  const base = 'route-table-example';
  const minimum = schema.minLength ?? 1;
  return base.padEnd(minimum, 'x').slice(0, Math.max(minimum, schema.maxLength ?? base.length));
}

function numberExample(schema: JsonSchema): number {
  const floor =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
  return Math.min(floor, schema.maximum ?? floor);
}

/** `all`: every property of an object, for schemas that ask for at least one optional field. */
type ExampleShape = 'required' | 'all';

function exampleFor(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  shape: ExampleShape = 'required',
  depth = 0,
): unknown {
  if (!schema || depth > 12) return undefined;
  const nested = (inner: JsonSchema | undefined) => exampleFor(inner, doc, shape, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return nested(doc.components?.schemas?.[name]);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const choice = options.find((option) => option.type !== 'null') ?? options[0];
    return nested(choice);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => nested(part) as object));
  }
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => shape === 'all' || required.has(name))
          .map(([name, property]) => [name, nested(property)]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => nested(schema.items));
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** Whether a JSON schema (an object, or a union of objects) has a `userId` property. */
function hasUserIdProperty(schema: JsonSchema | undefined, doc: OpenApiDocument): boolean {
  if (!schema) return false;
  if (schema.$ref) {
    return hasUserIdProperty(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc);
  }
  if (schema.properties && 'userId' in schema.properties) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(
    (option) => hasUserIdProperty(option, doc),
  );
}

// ---------------------------------------------------------------------------------------------

const t = useTestApp({ env: { MAIL_OUTBOX_API: 'true' } });
let routes: Route[];
let doc: OpenApiDocument;
let member: TestUser;
let memberToken: string;
let marketingToken: string;
let otherUser: TestUser;
let pendingUser: TestUser;
let pendingToken: string;
let deactivatedUser: TestUser;
let deactivatedToken: string;

beforeAll(async () => {
  doc = t.app.swagger() as OpenApiDocument;
  routes = t.app
    .listRouteGuards()
    .filter(
      (entry: RouteGuardEntry) =>
        entry.url.startsWith('/api/') &&
        !entry.url.startsWith('/api/docs') &&
        HTTP_METHODS.includes(entry.method),
    )
    .map((entry) => ({
      method: entry.method as Method,
      url: entry.url,
      auth: entry.auth,
      rateLimited: entry.rateLimited,
    }));
  member = await createUser(t.db, { userType: 'Business', industries: ['A'] });
  memberToken = await signInAs(t.app, member);
  marketingToken = await signInAs(t.app, await createUser(t.db, { userType: 'Marketing' }));
  otherUser = await createUser(t.db, { userType: 'Business', industries: ['B'] });
  pendingUser = await createUser(t.db, { userStatus: false, industries: ['A'] });
  pendingToken = await signInAs(t.app, pendingUser);
  deactivatedUser = await createUser(t.db, {
    userStatus: false,
    activatedAt: new Date(),
    industries: ['A'],
  });
  deactivatedToken = await signInAs(t.app, deactivatedUser);
});

function operationOf(route: Route): OpenApiOperation | undefined {
  const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return doc.paths?.[openApiPath]?.[route.method.toLowerCase()];
}

function bodySchemaOf(route: Route): JsonSchema | undefined {
  return operationOf(route)?.requestBody?.content?.['application/json']?.schema;
}

function pathParamsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** A concrete URL: `userId` takes the given id, every other parameter an example value. */
function urlFor(route: Route, userId: string): string {
  const parameters = operationOf(route)?.parameters ?? [];
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (name === 'userId') return userId;
    const schema = parameters.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    );
    const value = exampleFor(schema?.schema, doc);
    return encodeURIComponent(String(value ?? randomUUID()));
  });
  // Required query parameters get example values, so that the request passes validation.
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    query.set(parameter.name, String(exampleFor(parameter.schema, doc) ?? ''));
  }
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/**
 * Bodies the route's schema should accept, with `userId` (when the body has one) set to the
 * given id: the required fields only, then every field (for "give at least one of" schemas).
 */
function bodiesFor(route: Route, userId: string): (Record<string, unknown> | undefined)[] {
  const example = REQUEST_EXAMPLES[routeKey(route)]?.body;
  const schema = bodySchemaOf(route);
  const candidates = example
    ? [example]
    : schema
      ? [exampleFor(schema, doc, 'required'), exampleFor(schema, doc, 'all')]
      : [undefined];
  const bodies = candidates.map((candidate) => {
    if (typeof candidate !== 'object' || candidate === null) return undefined;
    const body = { ...(candidate as Record<string, unknown>) };
    if ('userId' in body || hasUserIdProperty(schema, doc)) body.userId = userId;
    return body;
  });
  return bodies.filter(
    (body, index) =>
      bodies.findIndex((other) => JSON.stringify(other) === JSON.stringify(body)) === index,
  );
}

function isValidationFailure(response: LightMyRequestResponse): boolean {
  return response.statusCode === 400;
}

/**
 * Sends the route's request with each candidate body until one passes validation, so the
 * answer comes from the guard under test and not from the schema.
 */
async function send(
  route: Route,
  options: { token?: string; userId: string; pathUserId?: string },
): Promise<LightMyRequestResponse> {
  let response: LightMyRequestResponse | undefined;
  for (const body of bodiesFor(route, options.userId)) {
    response = await t.app.inject({
      method: route.method,
      url: urlFor(route, options.pathUserId ?? options.userId),
      payload: body,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      remoteAddress: uniqueAddress(),
    });
    if (!isValidationFailure(response)) return response;
  }
  if (!response) throw new Error(`No request could be built for ${routeKey(route)}`);
  return response;
}

function describeResponse(route: Route, response: LightMyRequestResponse): string {
  return `${routeKey(route)} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
}

function sessionRoutes(): Route[] {
  return routes.filter((route) => route.auth?.access === 'session');
}

function isAdminRoute(route: Route): boolean {
  return route.auth?.access === 'session' && route.auth.role === 'Admin';
}

describe('the request builder', () => {
  it('finds a userId in a body schema, also inside a union, and fills each kind of field', () => {
    const empty: OpenApiDocument = {};
    const body: JsonSchema = {
      type: 'object',
      properties: {
        userId: { type: 'string', format: 'uuid' },
        objectIds: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
        code: { type: 'string', pattern: '^\\d{6}$' },
        page: { type: 'integer', minimum: 0 },
        kind: { type: 'string', enum: ['follow', 'unfollow'] },
        note: { type: 'string', minLength: 30 },
        optional: { type: 'boolean' },
      },
      required: ['userId', 'objectIds', 'code', 'page', 'kind', 'note'],
    };
    expect(hasUserIdProperty(body, empty)).toBe(true);
    expect(hasUserIdProperty({ anyOf: [{ type: 'object' }, body] }, empty)).toBe(true);
    expect(hasUserIdProperty({ type: 'object', properties: { id: {} } }, empty)).toBe(false);

    const example = exampleFor(body, empty) as Record<string, unknown>;
    expect(example.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(example.objectIds).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(example.code).toBe('123456');
    expect(example.page).toBe(0);
    expect(example.kind).toBe('follow');
    expect((example.note as string).length).toBeGreaterThanOrEqual(30);
    expect(example).not.toHaveProperty('optional');
    expect(exampleFor(body, empty, 'all')).toHaveProperty('optional', true);
  });
});

describe('the route table', () => {
  it('lists the routes this test relies on', () => {
    const keys = routes.map(routeKey);
    expect(keys).toContain('POST /api/user/login');
    expect(keys).toContain('GET /api/admin/users');
    expect(keys).toContain('PUT /api/user/updateProjectInUser/:userId');
    expect(sessionRoutes().length).toBeGreaterThan(5);
  });

  it('every /api route declares config.auth', () => {
    const unguarded = routes.filter((route) => route.auth === undefined).map(routeKey);
    expect(unguarded).toEqual([]);
  });

  it('every route that needs a session answers 401 without one, or with an unknown token', async () => {
    const failures: string[] = [];
    for (const route of sessionRoutes()) {
      const anonymous = await send(route, { userId: otherUser.id });
      if (anonymous.statusCode !== 401) failures.push(describeResponse(route, anonymous));
      const forged = await send(route, { userId: otherUser.id, token: randomUUID() });
      if (forged.statusCode !== 401) failures.push(describeResponse(route, forged));
    }
    expect(failures).toEqual([]);
  });

  it('every admin route answers 403 to a Business and a Marketing user', async () => {
    const adminRoutes = sessionRoutes().filter(isAdminRoute);
    expect(adminRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      for (const token of [memberToken, marketingToken]) {
        const response = await send(route, { userId: otherUser.id, token });
        if (response.statusCode !== 403) failures.push(describeResponse(route, response));
      }
    }
    expect(failures).toEqual([]);
  });

  it("every user route with a userId in its path answers 403 for another user's id", async () => {
    const withUserId = sessionRoutes().filter(
      (route) => !isAdminRoute(route) && pathParamsOf(route.url).includes('userId'),
    );
    expect(withUserId.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of withUserId) {
      const response = await send(route, { userId: otherUser.id, token: memberToken });
      if (response.statusCode !== 403) failures.push(describeResponse(route, response));
    }
    expect(failures).toEqual([]);
  });

  it("every user route with a userId in its body answers 403 for another user's id", async () => {
    const failures: string[] = [];
    for (const route of sessionRoutes()) {
      if (isAdminRoute(route) || !hasUserIdProperty(bodySchemaOf(route), doc)) continue;
      // The path (if it names a user) is the caller's own; only the body points elsewhere.
      const response = await send(route, {
        userId: otherUser.id,
        pathUserId: member.id,
        token: memberToken,
      });
      if (response.statusCode !== 403) failures.push(describeResponse(route, response));
    }
    expect(failures).toEqual([]);
  });

  it('every session route refuses an account that is not active, but the private-beta page calls', async () => {
    const failures: string[] = [];
    const inactive = [
      { user: pendingUser, token: pendingToken, reason: 'pending' },
      { user: deactivatedUser, token: deactivatedToken, reason: 'deactivated' },
    ];
    for (const route of sessionRoutes()) {
      if (routeKey(route) in INACTIVE_ACCOUNT_ROUTES) continue;
      for (const { user, token, reason } of inactive) {
        const response = await send(route, { userId: user.id, token });
        const body = response.json<{ code?: string; reason?: string }>();
        if (
          response.statusCode !== 403 ||
          body.code !== 'ACCOUNT_INACTIVE' ||
          body.reason !== reason
        ) {
          failures.push(`${reason}: ${describeResponse(route, response)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('only the private-beta page calls let an account that is not active in, and they do', async () => {
    const optedIn = sessionRoutes()
      .filter((route) => route.auth?.access === 'session' && route.auth.inactive === 'allow')
      .map(routeKey);
    expect(optedIn.sort()).toEqual(Object.keys(INACTIVE_ACCOUNT_ROUTES).sort());

    const failures: string[] = [];
    for (const route of sessionRoutes()) {
      if (!(routeKey(route) in INACTIVE_ACCOUNT_ROUTES)) continue;
      for (const user of [pendingUser, deactivatedUser]) {
        // A session of its own: logout ends the one it is called with.
        const token = await signInAs(t.app, user);
        const response = await send(route, { userId: user.id, token });
        const body = response.json<{ code?: string }>();
        if (response.statusCode === 401 || body.code === 'ACCOUNT_INACTIVE') {
          failures.push(describeResponse(route, response));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('create-user without an invitation token refuses an account that is not active', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: {
        firstName: 'Route',
        lastName: 'Table',
        email: `route-table-${randomUUID().slice(0, 8)}@example.com`,
        avatar: 'https://example.com/avatar.png',
        project: [{ projectId: 'A', projectName: 'Agriculture, Forestry, Fishing' }],
      },
      headers: { authorization: `Bearer ${pendingToken}` },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', reason: 'pending' });
  });

  it('the public routes of api.md that exist are public and answer without a session', async () => {
    const failures: string[] = [];
    for (const { route: key, probe } of DOCUMENTED_PUBLIC_ROUTES) {
      const route = routes.find((candidate) => routeKey(candidate) === key);
      if (!route) continue;
      if (route.auth?.access !== 'public') {
        failures.push(`${key} is documented as public but declares ${JSON.stringify(route.auth)}`);
        continue;
      }
      const response = await t.app.inject({
        method: route.method,
        url: urlFor(route, randomUUID()),
        payload: probe,
        remoteAddress: uniqueAddress(),
      });
      // Whatever the answer to an empty request is (400, 302, 200), it is not a refusal.
      if (response.statusCode === 401 || response.statusCode === 403) {
        failures.push(describeResponse(route, response));
      }
    }
    expect(failures).toEqual([]);
  });

  it('every public route that takes a body is rate-limited per client address', () => {
    const unlimited = routes
      .filter(
        (route) =>
          route.auth?.access === 'public' &&
          route.method !== 'GET' &&
          !route.rateLimited &&
          !(routeKey(route) in UNLIMITED_PUBLIC_ROUTES),
      )
      .map(routeKey);
    expect(unlimited).toEqual([]);
  });

  it('no other route is public', () => {
    const allowed = new Set([
      ...DOCUMENTED_PUBLIC_ROUTES.map((entry) => entry.route),
      ...Object.keys(OTHER_PUBLIC_ROUTES),
    ]);
    const unexpected = routes
      .filter((route) => route.auth?.access === 'public' && !allowed.has(routeKey(route)))
      .map(routeKey);
    expect(unexpected).toEqual([]);
  });

  it('create-user without an invitation token is the admin invite: 401 signed out, 403 for others', async () => {
    const body = {
      firstName: 'Route',
      lastName: 'Table',
      email: `route-table-${randomUUID().slice(0, 8)}@example.com`,
      avatar: 'https://example.com/avatar.png',
      project: [{ projectId: 'A', projectName: 'Agriculture, Forestry, Fishing' }],
    };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [memberToken, marketingToken]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/create-user',
        payload: body,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
