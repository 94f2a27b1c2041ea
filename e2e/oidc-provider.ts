import { startOidcProvider, type OidcTestProvider } from '../apps/server/test/oidc-provider';

type SsoProvider = { id: 'linkedin' | 'azure'; name: string; prefix: string };

const PROVIDERS: SsoProvider[] = [
  { id: 'linkedin', name: 'LinkedIn (test)', prefix: 'SSO_LINKEDIN_' },
  { id: 'azure', name: 'Microsoft (test)', prefix: 'SSO_AZURE_' },
];

/**
 * Starts one real OpenID Connect provider (oidc-provider, on 127.0.0.1) per single sign-on
 * configuration of the server at `serverUrl`, and returns the SSO_* variables that point the
 * server at them. Their sign-in page asks for an e-mail, a name and an account id.
 */
export async function startSsoProviders(serverUrl: string): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const started: OidcTestProvider[] = [];
  const env: Record<string, string> = {};
  for (const { id, name, prefix } of PROVIDERS) {
    const client = {
      clientId: `clearcall-e2e-${id}`,
      clientSecret: `e2e-secret-of-${id}`,
      redirectUri: `${serverUrl}/api/sso/callback/${id}`,
    };
    const provider = await startOidcProvider({ name, clients: [client] });
    started.push(provider);
    env[`${prefix}ISSUER`] = provider.issuer;
    env[`${prefix}CLIENT_ID`] = client.clientId;
    env[`${prefix}CLIENT_SECRET`] = client.clientSecret;
    env[`${prefix}REDIRECT_URL`] = client.redirectUri;
  }
  return {
    env,
    close: async () => {
      await Promise.all(started.map((provider) => provider.close()));
    },
  };
}
