import { SSO_PROVIDER_IDS, type SsoIdentity, type SsoProviderId } from '@clearcall/contracts';
import type { LinkedIdentityRow } from './sso.repository';

function isProviderId(value: string): value is SsoProviderId {
  return (SSO_PROVIDER_IDS as readonly string[]).includes(value);
}

/**
 * A linked sign-in as account settings list it: the provider, the address it gave and when it
 * was linked and last used; never the issuer or the subject, which identify the person elsewhere.
 */
export function presentIdentity(row: LinkedIdentityRow): SsoIdentity | undefined {
  if (!isProviderId(row.provider)) return undefined;
  return {
    _id: row.id,
    provider: row.provider,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
