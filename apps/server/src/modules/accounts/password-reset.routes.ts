import {
  ApiErrorBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { emailRateLimit } from './email-rate-limit';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_JOB,
  queuePasswordReset,
  requestPasswordReset,
  RESET_SUCCESS_MESSAGE,
  resetPassword,
} from './password-reset.service';

/** Reset-link requests per IP address per minute. */
const FORGOT_IP_LIMIT = { max: 20, timeWindow: 60_000 };
/** Reset-link requests per e-mail address per hour. */
const FORGOT_EMAIL_LIMIT = { max: 5, timeWindow: 60 * 60_000 };
/** Reset attempts per IP address per minute (each one hashes a password). */
const RESET_IP_LIMIT = { max: 20, timeWindow: 60_000 };

/** Forgot password and reset password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.jobs.work(PASSWORD_RESET_JOB, async (data) => {
    await requestPasswordReset(app.db, app.mail, data, { publicUrl: app.config.publicUrl });
  });

  app.post(
    '/api/user/forgot-password',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: FORGOT_IP_LIMIT },
      preHandler: emailRateLimit(app, FORGOT_EMAIL_LIMIT),
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link (the answer is the same for every address)',
        body: ForgotPasswordBodySchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await queuePasswordReset(app.jobs, { email: request.body.email, ipAddress: request.ip });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: RESET_IP_LIMIT },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the e-mailed reset token',
        body: ResetPasswordBodySchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await resetPassword(app.db, { ...request.body, ipAddress: request.ip });
      return { message: RESET_SUCCESS_MESSAGE };
    },
  );
};
