import type { SsoProviderId } from '@clearcall/contracts';
import type { App } from '../src/app';
import { uniqueAddress } from './factories';

/** Where the app under test is reached by the provider's redirects (it is driven by inject). */
export const SSO_TEST_APP_ORIGIN = 'http://clearcall.test';

/** Who signs in at the test provider. */
export type SsoPerson = {
  email?: string;
  name?: string;
  /** The account id at the provider; derived from the e-mail when absent. */
  subject?: string;
  /**
   * The provider's `email_verified` claim: true by default, false, or 'absent' to leave the
   * claim out of the ID token and UserInfo.
   */
  emailVerified?: boolean | 'absent';
};

export type SsoFlowOptions = {
  /** Press Cancel on the provider's sign-in page instead of signing in. */
  cancel?: boolean;
  /** Changes the provider's redirect back to the app before it arrives. */
  alterCallback?: (url: URL) => void;
  /** Arrive at the callback without the cookies the start set (another browser). */
  withoutAppCookies?: boolean;
};

/** A cookie store of one site, as a browser keeps it (paths and expiry are not needed here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isRemoval = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (isRemoval || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function setCookiesOf(header: string | string[] | number | undefined): string[] {
  if (header === undefined || typeof header === 'number') return [];
  return Array.isArray(header) ? header : [header];
}

function formFor(person: SsoPerson): URLSearchParams {
  const form = new URLSearchParams();
  form.set('email', person.email ?? '');
  form.set('name', person.name ?? '');
  form.set('subject', person.subject ?? '');
  const verified = person.emailVerified ?? true;
  if (verified === 'absent') form.set('email_verified', 'absent');
  else if (verified) form.set('email_verified', 'true');
  return form;
}

/**
 * Runs a whole sign-in as a browser would: the app's start redirect, the provider's pages (its
 * sign-in form is filled in and sent, or cancelled), and the redirect back into the app's
 * callback. Returns where the callback sent the browser, the cookies it set, and the Cookie
 * header this browser sends the app afterwards (what the return page's exchange carries).
 */
export async function runSsoFlow(
  app: App,
  provider: SsoProviderId,
  person: SsoPerson,
  options: SsoFlowOptions = {},
): Promise<{ status: number; location: string; setCookies: string[]; cookie: string }> {
  const remoteAddress = uniqueAddress();
  const appCookies = new CookieJar();
  const providerCookies = new CookieJar();

  const start = await app.inject({
    method: 'GET',
    url: `/api/sso/login?provider=${provider}`,
    remoteAddress,
  });
  if (start.statusCode !== 302) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  appCookies.store(setCookiesOf(start.headers['set-cookie']));
  let url = new URL(String(start.headers.location));

  for (let hops = 0; url.origin !== SSO_TEST_APP_ORIGIN; hops += 1) {
    if (hops > 10) throw new Error('too many redirects at the provider');
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: providerCookies.header() },
    });
    providerCookies.store(response.headers.getSetCookie());
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      continue;
    }
    const page = await response.text();
    const uid = /\/interaction\/([^/"]+)\/login/.exec(page)?.[1];
    if (response.status !== 200 || !uid) {
      throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    }
    const next = options.cancel
      ? await fetch(new URL(`/interaction/${uid}/abort`, url), {
          redirect: 'manual',
          headers: { cookie: providerCookies.header() },
        })
      : await fetch(new URL(`/interaction/${uid}/login`, url), {
          method: 'POST',
          redirect: 'manual',
          headers: {
            cookie: providerCookies.header(),
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: formFor(person).toString(),
        });
    providerCookies.store(next.headers.getSetCookie());
    url = new URL(next.headers.get('location') ?? '', url);
  }

  options.alterCallback?.(url);
  const callback = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: options.withoutAppCookies ? {} : { cookie: appCookies.header() },
    remoteAddress,
  });
  const setCookies = setCookiesOf(callback.headers['set-cookie']);
  appCookies.store(setCookies);
  return {
    status: callback.statusCode,
    location: String(callback.headers.location ?? ''),
    setCookies,
    cookie: appCookies.header(),
  };
}
