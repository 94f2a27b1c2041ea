import { randomBytes } from 'node:crypto';

/** An answer of the API: its status and its body, parsed when it is JSON. */
export type ApiAnswer = { status: number; body: unknown };

/**
 * How the command line reaches the API: over HTTP to a running server, or through
 * `app.inject` into an app it built itself. Both send the same requests.
 */
export type ApiClient = {
  /** Where the requests go, for messages. */
  readonly target: string;
  send(request: {
    method: 'GET' | 'POST';
    url: string;
    body?: Buffer;
    headers?: Record<string, string>;
  }): Promise<ApiAnswer>;
};

/** A `multipart/form-data` body with text fields and one file in the field `file`. */
export function encodeMultipart(
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----clearcall-${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  // Quotes and line breaks cannot be part of a header's quoted file name.
  const fileName = file.name.replace(/["\r\n]/g, '_');
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A client of a running server at `baseUrl`, sending the API token. */
export function httpClient(baseUrl: string, token: string): ApiClient {
  return {
    target: baseUrl,
    async send({ method, url, body, headers }) {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...headers, authorization: `Bearer ${token}` },
        ...(body ? { body } : {}),
      });
      return { status: response.status, body: parseBody(await response.text()) };
    },
  };
}

/** The `inject` surface of a Fastify app that the in-process client needs. */
export type Injectable = {
  inject(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: Buffer;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number; body: string }>;
};

/** A client of an app built in this process, sending the API token. */
export function injectClient(app: Injectable, token: string, target: string): ApiClient {
  return {
    target,
    async send({ method, url, body, headers }) {
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
      return { status: response.statusCode, body: parseBody(response.body) };
    },
  };
}

/** The message of an API error body, or the status when there is none. */
export function errorMessage(answer: ApiAnswer): string {
  const body = answer.body as { message?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.message === 'string') return body.message;
  return `HTTP ${answer.status}`;
}
