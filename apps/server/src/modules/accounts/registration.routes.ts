import {
  AdminInviteBodySchema,
  ApiErrorBodySchema,
  CreateUserBodySchema,
  InvitationIdParamsSchema,
  MessageResponseSchema,
  PendingInvitationListResponseSchema,
  RegisterBodySchema,
  SendInviteBodySchema,
  SignUpBodySchema,
  SuccessFailureBodySchema,
  SuccessMessageResponseSchema,
  ValidateInviteBodySchema,
  ValidateInviteFailureSchema,
  ValidateInviteResponseSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUBLIC_ROUTE,
  requireActiveAccount,
  requireRole,
  requireSession,
  sessionRoute,
  sessionUser,
} from '../../plugins/auth';
import { emailRateLimit } from './email-rate-limit';
import {
  inviteUser,
  listInvitations,
  REGISTRATION_MESSAGE,
  requestRegistration,
  resendInvitation,
  revokeInvitation,
  signUpWithInvitation,
  validateInvitation,
} from './invitations.service';

/** Registration requests per IP address per minute. */
const REGISTER_IP_LIMIT = { max: 20, timeWindow: 60_000 };
/** Registration requests per e-mail address per hour: enough to retry, too few to flood an inbox. */
const REGISTER_EMAIL_LIMIT = { max: 5, timeWindow: 60 * 60_000 };
/** Sign-up attempts per IP address per minute (each one hashes a password). */
const SIGN_UP_IP_LIMIT = { max: 20, timeWindow: 60_000 };

const CREATE_USER_URL = '/api/admin/create-user';

/**
 * `create-user` carries two calls: with an invitation `token` it is the public sign-up, without
 * one it is the admin invite. The presence of the key decides, before anything else runs.
 */
function isSignUp(request: FastifyRequest): boolean {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'token' in body;
}

const signUpValidator = validatorCompiler({
  schema: SignUpBodySchema,
  method: 'POST',
  url: CREATE_USER_URL,
  httpPart: 'body',
});
const adminInviteValidator = validatorCompiler({
  schema: AdminInviteBodySchema,
  method: 'POST',
  url: CREATE_USER_URL,
  httpPart: 'body',
});

/** Registration, invitation checks, sign-up and the admin's invitations. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = { publicUrl: app.config.publicUrl };

  app.post(
    '/api/user/register',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: REGISTER_IP_LIMIT },
      preHandler: emailRateLimit(app, REGISTER_EMAIL_LIMIT),
      schema: {
        tags: ['accounts'],
        summary: 'Ask for an account: e-mails the link to set it up',
        body: RegisterBodySchema,
        response: {
          200: SuccessMessageResponseSchema,
          400: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      await requestRegistration(
        app.db,
        app.mail,
        { email: request.body.email, ipAddress: request.ip },
        urls,
      );
      return { success: true, message: REGISTRATION_MESSAGE };
    },
  );

  app.post(
    '/api/admin/validateinvite',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: SIGN_UP_IP_LIMIT, errorShape: 'login-data' },
      schema: {
        tags: ['accounts'],
        summary: 'Check an invitation token and return its e-mail',
        body: ValidateInviteBodySchema,
        response: {
          200: ValidateInviteResponseSchema,
          400: z.union([ValidateInviteFailureSchema, ApiErrorBodySchema]),
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const email = await validateInvitation(app.db, request.body.token);
      return { login: true as const, data: { message: 'The invitation is valid.', email } };
    },
  );

  app.post(
    CREATE_USER_URL,
    {
      // Public only with a token; without one the hooks below demand an Admin session.
      config: { auth: PUBLIC_ROUTE, rateLimit: SIGN_UP_IP_LIMIT, errorShape: 'success-flag' },
      validatorCompiler:
        ({ httpPart }) =>
        (data: unknown) => {
          if (httpPart !== 'body') return { value: data };
          const looksLikeSignUp = typeof data === 'object' && data !== null && 'token' in data;
          return looksLikeSignUp ? signUpValidator(data) : adminInviteValidator(data);
        },
      // Before validation, so that a caller without a session gets 401 before any 400.
      preValidation: async (request) => {
        if (!isSignUp(request)) await requireSession(request);
      },
      preHandler: async (request) => {
        if (isSignUp(request)) return;
        await requireActiveAccount(request);
        await requireRole('Admin')(request);
      },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up with an invitation token, or (Admin, no token) invite someone',
        body: CreateUserBodySchema,
        response: {
          200: SuccessMessageResponseSchema,
          400: z.union([SuccessFailureBodySchema, ApiErrorBodySchema]),
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) {
        const { isActive } = await signUpWithInvitation(app.db, { ...body, ipAddress: request.ip });
        const message = isActive
          ? 'Your account has been created. You can sign in now.'
          : 'Your account has been created. We will e-mail you as soon as it is activated.';
        return { success: true, message };
      }
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      const message = await inviteUser(app.db, app.mail, body, actor, urls);
      return { success: true, message };
    },
  );

  app.post(
    '/api/admin/sendInvite',
    {
      config: { auth: sessionRoute({ role: 'Admin' }) },
      schema: {
        tags: ['admin'],
        summary: 'Send a new invitation link (older links stop working)',
        body: SendInviteBodySchema,
        response: {
          200: SuccessMessageResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      const message = await resendInvitation(app.db, app.mail, request.body, actor, urls);
      return { success: true, message };
    },
  );

  app.get(
    '/api/admin/invitations',
    {
      config: { auth: sessionRoute({ role: 'Admin' }) },
      schema: {
        tags: ['admin'],
        summary: 'Pending invitations: the latest unused link of each address without an account',
        response: {
          200: PendingInvitationListResponseSchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async () => ({ data: await listInvitations(app.db) }),
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      config: { auth: sessionRoute({ role: 'Admin' }) },
      schema: {
        tags: ['admin'],
        summary: 'Revoke an invitation: every unused link to its address stops working',
        params: InvitationIdParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      return { message: await revokeInvitation(app.db, request.params.id, actor) };
    },
  );
};
