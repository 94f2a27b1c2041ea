import { SSO_PROVIDER_IDS, SSO_PROVIDER_LABELS, type SsoProviderId } from '@clearcall/contracts';
import { useEffect, useState } from 'react';
import { env } from '../../../config/env';

export type SsoProviderOption = { id: SsoProviderId; label: string };

function listedIds(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('data' in body)) return [];
  if (!Array.isArray(body.data)) return [];
  return body.data.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : '',
  );
}

/**
 * The single sign-on providers the server has configured, in the product's order. A plain
 * fetch with a hand check (no schema library) keeps the /login JavaScript small.
 */
export async function getSsoProviders(signal?: AbortSignal): Promise<SsoProviderOption[]> {
  const response = await fetch(`${env.apiBaseUrl}/sso/providers`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) return [];
  const ids = listedIds(await response.json());
  return SSO_PROVIDER_IDS.filter((id) => ids.includes(id)).map((id) => ({
    id,
    label: SSO_PROVIDER_LABELS[id],
  }));
}

/** The address that starts a sign-in with a provider: the server redirects to the provider. */
export function getSsoStartHref(id: SsoProviderId): string {
  return `${env.apiBaseUrl}/sso/login?provider=${id}`;
}

/** The configured providers; none while loading or when the server cannot say. */
export function useSsoProviders(): SsoProviderOption[] {
  const [providers, setProviders] = useState<SsoProviderOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getSsoProviders(controller.signal)
      .then(setProviders)
      .catch(() => setProviders([]));
    return () => controller.abort();
  }, []);
  return providers;
}
