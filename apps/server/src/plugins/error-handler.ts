import type { ApiErrorBody, ApiErrorCode, ApiIssue } from '@clearcall/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError, type AppError } from '../lib/errors';

const INTERNAL_MESSAGE = 'Internal Server Error';

/**
 * The specification's older failure bodies, each sent with the stable `code` added. A route
 * picks one with `config: { errorShape }` and then throws its refusals like any other route.
 */
const LEGACY_ERROR_BODIES = {
  /** `{login: false, data: {message}}`, as `validateinvite` refuses a token. */
  'login-data': (error: AppError) => ({
    login: false as const,
    data: { message: error.message },
    code: error.code,
  }),
  /** `{success: false, message}`, as the invitation sign-up refuses a token. */
  'success-flag': (error: AppError) => ({
    success: false as const,
    message: error.message,
    code: error.code,
  }),
};

export type LegacyErrorShape = keyof typeof LEGACY_ERROR_BODIES;
type LegacyErrorBody = ReturnType<(typeof LEGACY_ERROR_BODIES)[LegacyErrorShape]>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * The specification's body for this route's refusals (a domain error answered 400).
     * Validation, session and rate-limit errors keep `{message, code, issues?}`, as there.
     */
    errorShape?: LegacyErrorShape;
  }
}

/** The code a client error from Fastify or a plugin carries, by its status. */
function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      // 400, and the rarer 405: the request itself is wrong.
      return 'VALIDATION_FAILED';
  }
}

/** `/project/0/projectId` becomes `project.0.projectId`; an empty path names the whole part. */
function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'request';
}

function validationIssues(error: FastifyError): ApiIssue[] {
  return (error.validation ?? []).map((item) => ({
    path: issuePath(item.instancePath, error.validationContext),
    message: item.message ?? 'Invalid value',
  }));
}

function sendError(
  reply: FastifyReply,
  status: number,
  body: ApiErrorBody | LegacyErrorBody,
): FastifyReply {
  return reply.status(status).send(body);
}

/**
 * The one error handler: every failure leaves as `{message, code, issues?}`, or in the route's
 * `errorShape`. Client errors keep their message; anything else is logged with the request id
 * and answered with a bare 500.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error.validation && error.validation.length > 0) {
        const issues = validationIssues(error);
        const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
        return sendError(reply, 400, { message, code: 'VALIDATION_FAILED', issues });
      }

      if (isAppError(error)) {
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        }
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        const shape = request.routeOptions.config.errorShape;
        if (shape && error.statusCode === 400) {
          return sendError(reply, 400, LEGACY_ERROR_BODIES[shape](error));
        }
        const body: ApiErrorBody = { message: error.message, code: error.code };
        if (error.issues) body.issues = error.issues;
        if (error.reason) body.reason = error.reason;
        return sendError(reply, error.statusCode, body);
      }

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe
        // to show: they describe the request, not the server.
        return sendError(reply, status, { message: error.message, code: codeForStatus(status) });
      }

      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, { message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    });
  },
  { name: 'clearcall-error-handler' },
);
