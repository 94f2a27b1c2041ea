import type { UserType } from '@clearcall/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { findApiTokenIdentity, isApiTokenSecret } from '../modules/api-tokens/api-tokens.service';
import { findLiveSession, type SessionIdentity } from '../modules/auth/auth.service';

/**
 * Who may call a route. Every route under /api declares one in `config.auth`; the app refuses
 * to start otherwise, so a forgotten guard cannot ship.
 */
export type RouteAuth =
  | { access: 'public' }
  | {
      access: 'session';
      /** Only this user type may call the route (403 otherwise). */
      role?: UserType;
      /** This path parameter must equal the signed-in user's id (403 otherwise). */
      selfParam?: string;
      /**
       * `allow`: an account that is not active (private beta) may call the route too. Only the
       * few calls of the private-beta page opt in; every other route refuses such an account.
       */
      inactive?: 'allow';
    };

export type RouteGuardEntry = {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  /** Whether the route limits requests per client address (`config.rateLimit`). */
  rateLimited: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Set by requireSession on routes that need a session. */
    user: SessionIdentity | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Every route registered so far with its guard, for route-table checks. */
    listRouteGuards(): RouteGuardEntry[];
  }
}

/** `config.auth` of a route anyone may call. */
export const PUBLIC_ROUTE: RouteAuth = { access: 'public' };

/**
 * `config.auth` of a route that needs a session, optionally a role and the caller's own id.
 * The account must be active unless the route says `inactive: 'allow'`.
 */
export function sessionRoute(
  options: { role?: UserType; self?: string; inactive?: 'allow' } = {},
): RouteAuth {
  return {
    access: 'session',
    role: options.role,
    selfParam: options.self,
    ...(options.inactive ? { inactive: options.inactive } : {}),
  };
}

/** Routes served by the documentation plugin, which cannot carry our route config. */
const UNGUARDED_PREFIXES = ['/api/docs'];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Resolves the Bearer token into `request.user`, or fails with 401. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  // An admin's API token (command line, API clients) stands for its owner like a session.
  const identity = isApiTokenSecret(token)
    ? await findApiTokenIdentity(request.server.db, token)
    : await findLiveSession(request.server.db, token);
  if (!identity) {
    throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  }
  request.user = identity;
}

/** The signed-in user of a route guarded by requireSession. */
export function sessionUser(request: FastifyRequest): SessionIdentity {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.user;
}

const INACTIVE_MESSAGES = {
  pending:
    'Your account is not active yet. Clearcall is in private beta; we will e-mail you once it is activated.',
  deactivated:
    'Your account has been deactivated. Contact the Clearcall team to have it activated again.',
} as const;

/**
 * Refuses an account that is not active (private beta) with 403 ACCOUNT_INACTIVE and the reason,
 * for routes that check the session themselves.
 */
export async function requireActiveAccount(request: FastifyRequest): Promise<void> {
  const { accountStatus } = sessionUser(request);
  if (accountStatus === 'active') return;
  throw new AppError('ACCOUNT_INACTIVE', INACTIVE_MESSAGES[accountStatus], {
    reason: accountStatus,
  });
}

/** A preHandler that lets only one user type through (403 otherwise). */
export function requireRole(role: UserType) {
  return async (request: FastifyRequest): Promise<void> => {
    if (sessionUser(request).userType !== role) {
      throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
    }
  };
}

/** A preHandler that checks a path parameter against the signed-in user's id (403 otherwise). */
export function requireSelf(param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (params[param] !== sessionUser(request).userId) {
      throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
    }
  };
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Applies each route's `config.auth`: the session is checked on request (401 before body
 * validation), the account's activation, role and ownership after validation (403), matching
 * the documented order.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
      const auth = route.config?.auth;
      // Documented in OpenAPI, so the docs page offers the Bearer token on these routes.
      if (auth?.access === 'session' && route.schema) {
        route.schema.security = [{ bearerAuth: [] }];
      }
    });

    app.decorate('listRouteGuards', () =>
      routes.flatMap((route) =>
        methodsOf(route).map((method) => ({
          method,
          url: route.url,
          auth: route.config?.auth,
          rateLimited: Boolean(route.config?.rateLimit),
        })),
      ),
    );

    app.addHook('onReady', async () => {
      const unguarded = app
        .listRouteGuards()
        .filter(
          (entry) =>
            entry.url.startsWith('/api/') &&
            !entry.auth &&
            !UNGUARDED_PREFIXES.some((prefix) => entry.url.startsWith(prefix)),
        );
      if (unguarded.length > 0) {
        const names = unguarded.map((entry) => `${entry.method} ${entry.url}`).join(', ');
        throw new Error(`Routes without config.auth: ${names}`);
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.auth?.access === 'session') await requireSession(request);
    });

    app.addHook('preHandler', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth?.access !== 'session') return;
      if (auth.inactive !== 'allow') await requireActiveAccount(request);
      if (auth.role) await requireRole(auth.role)(request);
      if (auth.selfParam) await requireSelf(auth.selfParam)(request);
    });
  },
  { name: 'clearcall-auth', dependencies: ['clearcall-context'] },
);
