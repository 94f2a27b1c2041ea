import {
  ApiErrorBodySchema,
  LoginResultSchema,
  PASSCODE_RESEND_SECONDS,
  TotpResendBodySchema,
  TotpResendResponseSchema,
  TotpValidateBodySchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { openSession } from './auth.service';
import {
  PASSCODE_RESENT_MESSAGE,
  resendSignInPasscode,
  verifySignInPasscode,
} from '../passcodes/passcodes.service';

/**
 * Passcode tries per IP address per minute. There is no limit per e-mail address: anyone could
 * use it up and keep the owner out. A try counts only with the sign-in's challenge, and each
 * sign-in's passcode burns after five wrong tries.
 */
const PASSCODE_IP_LIMIT = { max: 20, timeWindow: 60_000 };
/** Resend requests per IP address per minute; each sign-in also waits between its codes. */
const RESEND_IP_LIMIT = { max: 10, timeWindow: 60_000 };
const USER_AGENT_MAX_LENGTH = 512;

/** The second step of a passcode sign-in, and a new code for it. */
export const passcodeSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/totp-validate',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: PASSCODE_IP_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with the e-mailed passcode',
        body: TotpValidateBodySchema,
        response: {
          200: LoginResultSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = await verifySignInPasscode(app.db, {
        email: request.body.email,
        challenge: request.body.challenge,
        code: request.body.token,
        ipAddress: request.ip,
      });
      const result = await openSession(
        app.db,
        userId,
        {
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
          ipAddress: request.ip,
        },
        { sessionTtlDays: app.config.sessionTtlDays, rememberMe: request.body.rememberMe },
      );
      return { result };
    },
  );

  app.post(
    '/api/admin/totp-resend',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: RESEND_IP_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new passcode for the same sign-in',
        body: TotpResendBodySchema,
        response: {
          200: TotpResendResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await resendSignInPasscode(app.db, app.mail, { ...request.body, ipAddress: request.ip });
      return { message: PASSCODE_RESENT_MESSAGE, resendAfterSeconds: PASSCODE_RESEND_SECONDS };
    },
  );
};
