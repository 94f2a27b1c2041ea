// The part of oidc-provider's API the test identity provider uses; the package ships no types.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AccountClaims = { sub: string } & Record<string, unknown>;

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  };

  export type Configuration = {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    features?: Record<string, { enabled?: boolean }>;
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
