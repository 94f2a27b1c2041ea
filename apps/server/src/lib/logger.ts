import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { Config } from '../config/env';
import { redactSecrets } from './redact-secrets';

/** True when pino-pretty (a development dependency) can be loaded. */
function hasPrettyPrinter(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

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
  pretty?: boolean;
  /** Where the JSON lines go instead of stdout, e.g. a test that reads them. */
  stream?: DestinationStream;
};

/**
 * Pino options for Fastify: JSON lines with the request id as `reqId`, credentials redacted
 * (headers, and secrets in URLs and error messages); human-readable lines on a terminal when
 * pino-pretty is installed.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  options: LoggerOptions = {},
): NonNullable<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest, err: serializeError },
  };
  if (options.stream) return { ...base, stream: options.stream };
  if (options.pretty && hasPrettyPrinter()) {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}
