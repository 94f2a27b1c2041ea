import {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { pino, stdSerializers, type DestinationStream } from 'pino';
import type { Config } from '../config/env';
import { readableLogStream } from './readable-log';
import { redactSecrets } from './redact-secrets';

/**
 * The request as a log line shows it: Fastify's own fields, with the secrets of the query
 * string (reset and sign-up tokens, single sign-on `code` and `state`) replaced.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Redacts every string in a serialized error, its extra fields and causes included. */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]),
  );
}

/**
 * An error as pino shows it, with any URL in its message, stack or extra fields (a provider's
 * error may carry the callback URL) stripped of its secrets.
 */
function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  return redactStrings(serialized) as typeof serialized;
}

export type LoggerOptions = {
  /**
   * One readable line per request and errors in full, for a person watching a terminal (the
   * demo configuration); JSON lines, two per request, otherwise.
   */
  readable?: boolean;
  /** Where the lines go instead of stdout, e.g. a test that reads them. */
  stream?: DestinationStream;
};

/**
 * The logging options of the Fastify app: JSON lines with the request id as `reqId`,
 * credentials redacted (headers, and secrets in URLs and error messages). Readable, Fastify's
 * own two lines per request give way to the one that `logRequestsReadably` writes.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  options: LoggerOptions = {},
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest, err: serializeError },
  };
  if (!options.readable) {
    return {
      logger: options.stream ? { ...base, stream: options.stream } : base,
      logController: new LogController({ disableRequestLogging: false }),
    };
  }
  return {
    logger: { ...base, stream: readableLogStream(options.stream ?? pino.destination(1)) },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * Logs each answered request as one line, "GET /reset-password?token=[REDACTED] 200 4 ms",
 * with the secrets of its query string replaced; a failure's error is logged in full by the
 * error handler just before.
 */
export function logRequestsReadably(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const message = `${request.method} ${redactSecrets(request.url)} ${status} ${Math.round(reply.elapsedTime)} ms`;
    if (status >= 500) request.log.error(message);
    else if (status >= 400) request.log.warn(message);
    else request.log.info(message);
  });
}
