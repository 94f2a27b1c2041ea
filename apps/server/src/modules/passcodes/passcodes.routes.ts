import {
  ApiErrorBodySchema,
  LoginResultSchema,
  TotpValidateBodySchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { emailRateLimit } from '../accounts/email-rate-limit';
import { openSession } from '../auth/auth.service';
import { verifySignInPasscode } from './passcodes.service';

/** Passcode tries per IP address per minute; each passcode also burns after five wrong tries. */
const PASSCODE_IP_LIMIT = { max: 20, timeWindow: 60_000 };
/** Passcode tries per e-mail address per ten minutes. */
const PASSCODE_EMAIL_LIMIT = { max: 10, timeWindow: 10 * 60_000 };
const USER_AGENT_MAX_LENGTH = 512;

/** The second step of a passcode sign-in. */
export const passcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/totp-validate',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: PASSCODE_IP_LIMIT },
      preHandler: emailRateLimit(app, PASSCODE_EMAIL_LIMIT),
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
};
