import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

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
 * Pino options for Fastify: JSON lines with the request id as `reqId`, credentials redacted;
 * human-readable lines on a terminal when pino-pretty is installed.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  options: { pretty?: boolean } = {},
): NonNullable<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
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
