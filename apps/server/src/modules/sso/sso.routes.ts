import {
  ApiErrorBodySchema,
  SSO_PROVIDER_IDS,
  SSO_PROVIDER_LABELS,
  SsoCallbackParamsSchema,
  SsoConfirmBodySchema,
  SsoLoginBodySchema,
  SsoLoginResponseSchema,
  SsoProvidersResponseSchema,
  SsoStartQuerySchema,
  type SsoErrorCode,
  type SsoProviderId,
} from '@clearcall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { SsoCallbackError, SsoClients } from './sso.client';
import { confirmSsoEmail, requestSsoEmailConfirmation } from './sso-confirmation.service';
import { issueSsoToken, recordSsoRefusal, redeemSsoToken, resolveSsoSignIn } from './sso.service';
import {
  clearHandoffCookie,
  clearStateCookie,
  isSameState,
  readHandoffCookie,
  readStateCookie,
  serializeHandoffCookie,
  serializeStateCookie,
  SSO_HANDOFF_TTL_MS,
} from './sso.state';

/** Each start and each callback talks to the provider: a per-IP limit keeps that bounded. */
const SSO_FLOW_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Hand-off tokens redeemed per IP address per minute. */
const SSO_LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
/** Confirmation links followed per IP address per minute. */
const SSO_CONFIRM_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
const USER_AGENT_MAX_LENGTH = 512;

/** The web app's return page of each provider (product specification, section 2). */
const RETURN_PATHS: Record<SsoProviderId, string> = {
  linkedin: '/auth/linkedInSSO/return',
  azure: '/auth/azureSSO/openid/return',
};
const LOGIN_PATH = '/login';

function isProviderId(value: string): value is SsoProviderId {
  return (SSO_PROVIDER_IDS as readonly string[]).includes(value);
}

function notConfigured(provider: SsoProviderId): AppError {
  return new AppError(
    'NOT_FOUND',
    `Sign-in with ${SSO_PROVIDER_LABELS[provider]} is not available on this server.`,
  );
}

function withError(path: string, code: SsoErrorCode): string {
  return `${path}?sso_error=${code}`;
}

function originOf(request: FastifyRequest) {
  return {
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ipAddress: request.ip,
  };
}

/** The query string exactly as the provider sent it, for openid-client to check. */
function rawSearch(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
}

/**
 * Single sign-on with OpenID Connect: the start (authorization code flow with PKCE, state and
 * nonce bound to the browser by a signed cookie), the provider's callback, the exchange of the
 * return page's single-use ssotoken for a session (only in the browser that started, which the
 * callback gives a signed hand-off cookie), and the confirmation of an address the provider did
 * not verify, by the link e-mailed to it.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = new SsoClients(app.config.sso);

  app.get(
    '/api/sso/providers',
    {
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['sso'],
        summary: 'The single sign-on providers configured on this server',
        response: { 200: SsoProvidersResponseSchema },
      },
    },
    async () => ({
      data: SSO_PROVIDER_IDS.filter((id) => clients.provider(id)).map((id) => ({
        id,
        label: SSO_PROVIDER_LABELS[id],
      })),
    }),
  );

  app.get(
    '/api/sso/login',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: SSO_FLOW_RATE_LIMIT },
      schema: {
        tags: ['sso'],
        summary: 'Start single sign-on: redirects to the provider',
        querystring: SsoStartQuerySchema,
        response: {
          302: z.null().describe('To the provider, or to /login when it cannot be reached'),
          400: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = request.query.provider;
      const provider = clients.provider(id);
      if (!provider) throw notConfigured(id);
      try {
        const { authorizationUrl, browserState } = await clients.startSignIn(id, provider);
        reply.header('set-cookie', serializeStateCookie(id, provider, browserState));
        return reply.redirect(authorizationUrl.href, 302);
      } catch (error) {
        request.log.warn({ err: error, provider: id }, 'single sign-on provider unreachable');
        return reply.redirect(withError(LOGIN_PATH, 'unavailable'), 302);
      }
    },
  );

  /** Ends a callback that did not produce a sign-in: audited, cookie removed, message shown. */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    id: SsoProviderId,
    code: SsoErrorCode,
  ) {
    await recordSsoRefusal(app.db, code, { provider: id, ipAddress: request.ip });
    return reply.redirect(withError(LOGIN_PATH, code), 302);
  }

  app.get(
    '/api/sso/callback/:provider',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: SSO_FLOW_RATE_LIMIT },
      schema: {
        tags: ['sso'],
        summary: "The provider's redirect back: redirects to the return page with an ssotoken",
        params: SsoCallbackParamsSchema,
        response: { 302: z.null().describe('To the return page, or to /login with sso_error') },
      },
    },
    async (request, reply) => {
      const id = request.params.provider;
      const provider = isProviderId(id) ? clients.provider(id) : undefined;
      if (!isProviderId(id) || !provider) {
        return reply.redirect(withError(LOGIN_PATH, 'unavailable'), 302);
      }
      reply.header('set-cookie', clearStateCookie(id, provider));
      const search = rawSearch(request);
      const browserState = readStateCookie(request.headers.cookie, id, provider);
      const returnedState = new URLSearchParams(search).get('state') ?? undefined;
      if (!browserState || !isSameState(browserState.state, returnedState)) {
        return refuse(request, reply, id, 'state');
      }
      try {
        const identity = await clients.finishSignIn(id, provider, search, browserState);
        const context = { provider: id, ipAddress: request.ip };
        const outcome = await resolveSsoSignIn(app.db, identity, context);
        if (outcome.status === 'refused') {
          return reply.redirect(withError(RETURN_PATHS[id], outcome.reason), 302);
        }
        if (outcome.status === 'unverified') {
          await requestSsoEmailConfirmation(app.db, app.mail, outcome.identity, {
            ...context,
            publicUrl: app.config.publicUrl,
          });
          const query = new URLSearchParams({ sso_confirm: outcome.identity.email });
          return reply.redirect(`${RETURN_PATHS[id]}?${query.toString()}`, 302);
        }
        const { binding } = browserState;
        const ssotoken = await issueSsoToken(app.db, {
          userId: outcome.userId,
          provider: id,
          binding,
        });
        // Only this browser gets the binding back: the exchange refuses the ssotoken elsewhere.
        const handoff = { binding, expiresAt: Date.now() + SSO_HANDOFF_TTL_MS };
        reply.header('set-cookie', serializeHandoffCookie(id, provider, handoff));
        return reply.redirect(`${RETURN_PATHS[id]}?ssotoken=${encodeURIComponent(ssotoken)}`, 302);
      } catch (error) {
        if (error instanceof SsoCallbackError) {
          request.log.warn({ err: error.cause, provider: id }, 'single sign-on callback refused');
          return refuse(request, reply, id, error.reason);
        }
        request.log.error({ err: error, provider: id }, 'single sign-on callback failed');
        return reply.redirect(withError(LOGIN_PATH, 'provider'), 302);
      }
    },
  );

  app.post(
    '/api/sso/login',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: SSO_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['sso'],
        summary: "Sign in with the return page's single-use ssotoken",
        body: SsoLoginBodySchema,
        response: {
          200: SsoLoginResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { cookie } = request.headers;
      const bindingOf = (id: string) => {
        const provider = isProviderId(id) ? clients.provider(id) : undefined;
        return provider && isProviderId(id) ? readHandoffCookie(cookie, id, provider) : undefined;
      };
      const response = await redeemSsoToken(
        app.db,
        app.mail,
        {
          token: request.body.ssotoken,
          origin: originOf(request),
          rememberMe: request.body.rememberMe ?? true,
          bindingOf,
        },
        app.config,
      );
      const configured = SSO_PROVIDER_IDS.flatMap((id) => {
        const provider = clients.provider(id);
        return provider ? [clearHandoffCookie(id, provider)] : [];
      });
      if (configured.length > 0) reply.header('set-cookie', configured);
      return response;
    },
  );

  app.post(
    '/api/sso/confirm',
    {
      config: { auth: PUBLIC_ROUTE, rateLimit: SSO_CONFIRM_RATE_LIMIT },
      schema: {
        tags: ['sso'],
        summary:
          'Confirm the e-mail address of a single sign-on the provider did not verify, and sign in',
        body: SsoConfirmBodySchema,
        response: {
          200: SsoLoginResponseSchema,
          400: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request) =>
      confirmSsoEmail(
        app.db,
        app.mail,
        {
          token: request.body.token,
          email: request.body.email,
          origin: originOf(request),
          rememberMe: request.body.rememberMe ?? true,
        },
        app.config,
      ),
  );
};
