import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider, type AccountClaims } from 'oidc-provider';

/** A client (relying party) registered at the test provider. */
export type OidcTestClient = { clientId: string; clientSecret: string; redirectUri: string };

export type OidcTestProvider = {
  /** The issuer identifier, `http://127.0.0.1:<port>`. */
  issuer: string;
  close(): Promise<void>;
};

const SCOPE_CLAIMS = {
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** The sign-in page: the person says who they are, as a real provider's account would. */
function loginPage(name: string, uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${escapeHtml(name)}</title></head>
<body style="font-family: sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem">
<h1>Sign in to ${escapeHtml(name)}</h1>
<p>Test identity provider. <strong>${escapeHtml(clientId)}</strong> asks for your e-mail address and name.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <p><label>Email <input name="email" type="email" autocomplete="off"></label></p>
  <p><label>Full name <input name="name" autocomplete="off"></label></p>
  <p><label>Account id <input name="subject" autocomplete="off"></label></p>
  <p><label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label></p>
  <p><button type="submit">Sign in</button> <a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>
</form>
</body>
</html>`;
}

/**
 * The claims of a sign-in form; the account id defaults to one derived from the e-mail, and
 * `email_verified=absent` sends no email_verified claim at all.
 */
function claimsFromForm(form: URLSearchParams): AccountClaims {
  const email = form.get('email')?.trim() ?? '';
  const name = form.get('name')?.trim() ?? '';
  const sub =
    form.get('subject')?.trim() ||
    `acct-${createHash('sha256')
      .update(email || randomBytes(8).toString('hex'))
      .digest('hex')
      .slice(0, 16)}`;
  const [givenName, ...rest] = name.split(/\s+/).filter(Boolean);
  return {
    sub,
    ...(email ? { email } : {}),
    // "absent" leaves the claim out, as some directories do; otherwise it is a real boolean.
    ...(email && form.get('email_verified') !== 'absent'
      ? { email_verified: form.get('email_verified') === 'true' }
      : {}),
    ...(name ? { name, given_name: givenName, family_name: rest.join(' ') } : {}),
  };
}

/**
 * Starts a real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, with one
 * confidential client per entry. PKCE is required of every client. Its own small sign-in page
 * (`/interaction/<uid>`) takes an e-mail, a name, an account id and whether the e-mail is
 * verified, and grants the requested scopes at once; "Cancel" denies the request.
 */
export async function startOidcProvider(options: {
  name: string;
  clients: OidcTestClient[];
}): Promise<OidcTestProvider> {
  const accounts = new Map<string, AccountClaims>();
  // The provider needs its issuer, hence the port, so it is created once the server listens.
  const started: {
    provider?: Provider;
    handle?: (req: IncomingMessage, res: ServerResponse) => void;
  } = {};

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, path: string[]) {
    const { provider } = started;
    if (!provider) throw new Error('provider not started');
    const [, uid, action] = path;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return sendHtml(res, 400, 'This sign-in page belongs to another request.');
    const clientId = String(details.params.client_id);
    if (req.method === 'GET' && action === undefined) {
      return sendHtml(res, 200, loginPage(options.name, details.uid, clientId));
    }
    if (req.method === 'GET' && action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method === 'POST' && action === 'login') {
      const claims = claimsFromForm(await readForm(req));
      accounts.set(claims.sub, claims);
      const grant = new provider.Grant({ accountId: claims.sub, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: claims.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.split('/').filter(Boolean);
    if (path[0] === 'interaction') {
      handleInteraction(req, res, path).catch((error: unknown) => {
        if (!res.headersSent) sendHtml(res, 500, escapeHtml(String(error)));
        else res.end();
      });
      return;
    }
    if (!started.handle) return sendHtml(res, 503, 'Starting');
    started.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    claims: SCOPE_CLAIMS,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test-signing-key' }] },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
    },
  });
  started.provider = provider;
  started.handle = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
