import {
  ApiErrorBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageResponseSchema,
  UserIdParamsSchema,
  VerifyTokenBodySchema,
  VerifyTokenResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE, sessionRoute, sessionUser } from '../../plugins/auth';
import {
  issueSignInPasscode,
  PASSCODE_SENT_MESSAGE,
  requiresPasscode,
} from '../passcodes/passcodes.service';
import {
  checkSession,
  dummyPasswordHash,
  openSession,
  signOut,
  verifyCredentials,
} from './auth.service';

/** Sign-in attempts one IP address may make per minute, on top of the per-client lockout. */
const LOGIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const USER_AGENT_MAX_LENGTH = 512;

/** Sign-in, the session check and sign-out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Computed now so that the first unknown e-mail does not pay for it (a timing signal).
  await dummyPasswordHash();

  app.post(
    '/api/user/login',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginBodySchema,
        response: {
          200: LoginResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const origin = {
        userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        ipAddress: request.ip,
      };
      const account = await verifyCredentials(app.db, { ...request.body, ...origin });
      if (requiresPasscode(account, app.config)) {
        const challenge = await issueSignInPasscode(app.db, app.mail, account);
        return { passcodeRequired: true as const, message: PASSCODE_SENT_MESSAGE, challenge };
      }
      const result = await openSession(app.db, account.id, origin, {
        sessionTtlDays: app.config.sessionTtlDays,
        rememberMe: request.body.rememberMe,
      });
      return { result };
    },
  );

  app.post(
    '/api/user/verify-token',
    {
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['auth'],
        summary: 'Check whether a session token is still valid',
        body: VerifyTokenBodySchema,
        response: { 200: VerifyTokenResponseSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => checkSession(app.db, request.body.token),
  );

  app.post(
    '/api/admin/logout/:userId',
    {
      // An account that is not active can still sign out from the private-beta page.
      config: { auth: sessionRoute({ self: 'userId', inactive: 'allow' }) },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session token',
        params: UserIdParamsSchema,
        body: LogoutBodySchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await signOut(app.db, sessionUser(request), request.body.token);
      return { message: 'Logged out' };
    },
  );
};
