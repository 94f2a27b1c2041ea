import type { SsoProviderId } from '@clearcall/contracts';
import * as oidc from 'openid-client';
import type { Config, SsoProviderConfig } from '../../config/env';
import { createToken } from '../../lib/tokens';
import { SSO_STATE_TTL_MS, type SsoBrowserState } from './sso.state';

/** The claims a sign-in needs: who the person is at the provider, their e-mail and names. */
const SCOPE = 'openid profile email';
/** Seconds before a request to the provider is given up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Who the provider says signed in, from the ID token and the UserInfo response. */
export type ProviderIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only a literal `email_verified: true` counts. */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

/** Why the provider's answer did not give an identity. */
export type CallbackFailure = 'denied' | 'provider' | 'unavailable';

/** A failed callback, carrying the reason the person is shown. */
export class SsoCallbackError extends Error {
  readonly reason: CallbackFailure;

  constructor(reason: CallbackFailure, options?: { cause?: unknown }) {
    super(`Single sign-on callback failed: ${reason}`, options);
    this.name = 'SsoCallbackError';
    this.reason = reason;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Plain http is only accepted for a provider on this machine (the configuration checks so). */
function discoveryOptions(provider: SsoProviderConfig): oidc.DiscoveryRequestOptions {
  const isHttp = new URL(provider.issuer).protocol === 'http:';
  return {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    execute: isHttp ? [oidc.allowInsecureRequests] : [],
  };
}

/**
 * The OpenID Connect clients of the configured providers. Each provider's discovery document
 * is fetched once, on first use; a failed fetch is retried on the next sign-in.
 */
export class SsoClients {
  private readonly configurations = new Map<SsoProviderId, Promise<oidc.Configuration>>();

  constructor(private readonly providers: Config['sso']) {}

  /** The provider's settings, or undefined when it is not configured. */
  provider(id: SsoProviderId): SsoProviderConfig | undefined {
    return this.providers[id];
  }

  private configuration(id: SsoProviderId, provider: SsoProviderConfig) {
    let configuration = this.configurations.get(id);
    if (!configuration) {
      configuration = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        discoveryOptions(provider),
      );
      this.configurations.set(id, configuration);
      configuration.catch(() => this.configurations.delete(id));
    }
    return configuration;
  }

  private async discovered(id: SsoProviderId, provider: SsoProviderConfig) {
    try {
      return await this.configuration(id, provider);
    } catch (error) {
      throw new SsoCallbackError('unavailable', { cause: error });
    }
  }

  /**
   * Starts a sign-in: fresh PKCE verifier, state and nonce, and the provider's authorization
   * URL carrying the challenge. The returned state must be kept by this browser only.
   */
  async startSignIn(
    id: SsoProviderId,
    provider: SsoProviderConfig,
    now: Date = new Date(),
  ): Promise<{ authorizationUrl: URL; browserState: SsoBrowserState }> {
    const configuration = await this.discovered(id, provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const browserState: SsoBrowserState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      binding: createToken(),
      expiresAt: now.getTime() + SSO_STATE_TTL_MS,
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: provider.redirectUrl,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: browserState.state,
      nonce: browserState.nonce,
    });
    return { authorizationUrl, browserState };
  }

  /**
   * Finishes a sign-in: checks the provider's answer against this browser's state, redeems the
   * code with the PKCE verifier, verifies the ID token (issuer, audience, nonce, signature) and
   * adds the UserInfo claims of the same subject.
   */
  async finishSignIn(
    id: SsoProviderId,
    provider: SsoProviderConfig,
    search: string,
    browserState: SsoBrowserState,
  ): Promise<ProviderIdentity> {
    const configuration = await this.discovered(id, provider);
    const currentUrl = new URL(provider.redirectUrl);
    currentUrl.search = search;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: browserState.codeVerifier,
        expectedState: browserState.state,
        expectedNonce: browserState.nonce,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The provider returned no ID token');
      const userInfo = configuration.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        : {};
      const claims: Record<string, unknown> = { ...idToken, ...userInfo };
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') {
        throw new SsoCallbackError('denied', { cause: error });
      }
      throw new SsoCallbackError('provider', { cause: error });
    }
  }
}
