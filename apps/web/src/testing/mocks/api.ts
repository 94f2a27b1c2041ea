import { vi } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiCall = {
  method: Method;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

type MockResponse = { status?: number; body?: unknown } | 'network-error';

export type ApiHandler = {
  method: Method;
  /** The pathname, /api prefix included. */
  path: string | RegExp;
  respond: (call: ApiCall) => MockResponse | Promise<MockResponse>;
};

/** A fetch call as the handlers see it. */
function callOf(input: RequestInfo | URL, init: RequestInit = {}): ApiCall {
  const url = new URL(String(input), 'http://clearcall.test');
  return {
    method: (init.method ?? 'GET') as Method,
    path: url.pathname,
    query: url.searchParams,
    headers: new Headers(init.headers),
    body:
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined,
  };
}

/**
 * Replaces fetch with handlers written like MSW's: the first handler matching method and path
 * answers; anything unhandled is a 404 in the contract's error shape, so a forgotten handler fails loudly.
 */
export function mockApi(handlers: ApiHandler[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = callOf(input, init);
    const handler = handlers.find(
      (candidate) =>
        candidate.method === call.method &&
        (typeof candidate.path === 'string'
          ? candidate.path === call.path
          : candidate.path.test(call.path)),
    );
    if (!handler) {
      return Response.json({ message: 'Not Found', code: 'NOT_FOUND' }, { status: 404 });
    }
    const result = await handler.respond(call);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(result.body ?? null, { status: result.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made so far to one method and path. */
  const callsTo = (method: Method, path: string): ApiCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => callOf(input, init))
      .filter((call) => call.method === method && call.path === path);

  return { fetchMock, callsTo };
}
