import {
  AccountExportSchema,
  AccountSessionListResponseSchema,
  AccountSessionParamsSchema,
  AccountSettingsResponseSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  MessageResponseSchema,
  UpdateAccountSettingsBodySchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { keyedRateLimit } from '../../plugins/rate-limit';
import {
  changePassword,
  deleteOwnAccount,
  exportAccountData,
  getAccountSettings,
  listSessions,
  signOutOtherSessions,
  signOutSession,
  updatePasscodeSetting,
  type Caller,
} from './account-settings.service';

const SELF = sessionRoute({ self: 'userId' });
/**
 * The calls an account that is not active (private beta) may still make: it can read its
 * settings, take its data away and delete itself, as the privacy promise says.
 */
const SELF_EVEN_INACTIVE = sessionRoute({ self: 'userId', inactive: 'allow' });
const ERRORS = errorResponses(400, 401, 403, 404, 409, 429);

/** Password checks (change password, delete account) per IP address per minute. */
const PASSWORD_CHECK_IP_LIMIT = { max: 20, timeWindow: 60_000 };
/** Password checks per account per fifteen minutes, so a borrowed session cannot guess on. */
const PASSWORD_CHECK_USER_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
/** Exports per IP address per minute; each one reads every table about the user. */
const EXPORT_IP_LIMIT = { max: 10, timeWindow: 60_000 };

function callerOf(request: FastifyRequest): Caller {
  return { ...sessionUser(request), ipAddress: request.ip };
}

/** A preHandler counting password checks per signed-in account, on top of the per-IP limit. */
function passwordCheckLimit(app: FastifyInstance) {
  return keyedRateLimit(
    app,
    PASSWORD_CHECK_USER_LIMIT,
    (request) => `password-check:${request.user?.userId ?? request.ip}`,
    (wait) => `Too many password attempts. Please wait ${wait} and try again.`,
  );
}

/** The signed-in user's own account: password, sessions, passcode, data export and deletion. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPasswordChecks = passwordCheckLimit(app);
  const passcodeOptions = { adminPasscode: app.config.adminPasscode };

  app.get(
    '/api/user/settings/:userId',
    {
      config: { auth: SELF_EVEN_INACTIVE },
      schema: {
        tags: ['account'],
        summary: 'Read the account settings: sign-in passcode and whether a password is set',
        params: UserIdParamsSchema,
        response: { 200: AccountSettingsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await getAccountSettings(app.db, callerOf(request), passcodeOptions),
    }),
  );

  app.put(
    '/api/user/settings/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'Turn the e-mailed sign-in passcode on or off',
        params: UserIdParamsSchema,
        body: UpdateAccountSettingsBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await updatePasscodeSetting(
        app.db,
        callerOf(request),
        request.body.passcodeOnSignIn,
        passcodeOptions,
      ),
    }),
  );

  app.put(
    '/api/user/password/:userId',
    {
      config: { auth: SELF, rateLimit: PASSWORD_CHECK_IP_LIMIT },
      preHandler: limitPasswordChecks,
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session is signed out',
        params: UserIdParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await changePassword(app.db, app.mail, callerOf(request), request.body, {
        publicUrl: app.config.publicUrl,
      }),
    }),
  );

  app.get(
    '/api/user/sessions/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'List the live sessions (signed-in devices) of the account',
        params: UserIdParamsSchema,
        response: { 200: AccountSessionListResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await listSessions(app.db, callerOf(request)) }),
  );

  app.delete(
    '/api/user/sessions/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere but here',
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ message: await signOutOtherSessions(app.db, callerOf(request)) }),
  );

  app.delete(
    '/api/user/sessions/:userId/:sessionId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'Sign out one device',
        params: AccountSessionParamsSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await signOutSession(app.db, callerOf(request), request.params.sessionId),
    }),
  );

  app.get(
    '/api/user/export/:userId',
    {
      config: { auth: SELF_EVEN_INACTIVE, rateLimit: EXPORT_IP_LIMIT },
      schema: {
        tags: ['account'],
        summary: 'Download everything Clearcall stores about the account, as a JSON file',
        params: UserIdParamsSchema,
        response: { 200: AccountExportSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(app.db, callerOf(request));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('Content-Disposition', `attachment; filename="clearcall-data-${day}.json"`)
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/user/account/:userId',
    {
      config: { auth: SELF_EVEN_INACTIVE, rateLimit: PASSWORD_CHECK_IP_LIMIT },
      preHandler: limitPasswordChecks,
      schema: {
        tags: ['account'],
        summary: 'Delete the account and its personal data (the password is asked again)',
        params: UserIdParamsSchema,
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await deleteOwnAccount(app.db, callerOf(request), request.body),
    }),
  );
};
