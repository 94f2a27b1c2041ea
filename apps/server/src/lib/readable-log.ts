import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';

/** Pino's numeric levels as a person reads them, padded so that the messages line up. */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line carries that a person trying the product has no use for. */
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req']);

type SerializedError = {
  type?: string;
  message?: string;
  stack?: string;
  [field: string]: unknown;
};

function formatTime(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

/** An error with its stack (pino's serializer appends the causes' stacks) and its own fields. */
function formatError(error: SerializedError): string[] {
  const lines = [error.stack ?? `${error.type ?? 'Error'}: ${error.message ?? ''}`];
  const extra = Object.entries(error).filter(
    ([key]) => !['type', 'message', 'stack', 'cause', 'aggregateErrors'].includes(key),
  );
  if (extra.length > 0) lines.push(formatFields(extra));
  return lines;
}

function formatFields(entries: [string, unknown][]): string {
  return entries
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/**
 * One pino JSON record as a person reads it: "14:02:11 INFO  GET /api/feed 200 12 ms", any
 * further fields after the message, and an error's stack and causes in full on the lines below.
 */
export function formatLogRecord(record: Record<string, unknown>): string {
  const level = LEVEL_NAMES[record.level as number] ?? String(record.level);
  const extra = Object.entries(record).filter(([key]) => !HIDDEN_FIELDS.has(key));
  let line = `${formatTime(record.time)} ${level} ${String(record.msg ?? '')}`;
  if (extra.length > 0) line += ` ${formatFields(extra)}`;
  const lines = [line];
  if (record.err && typeof record.err === 'object') {
    lines.push(...formatError(record.err as SerializedError));
  }
  return lines.join('\n');
}

/**
 * A pino destination that writes readable lines to `out` instead of JSON. A line that is not
 * JSON (it never should be) passes through unchanged rather than being lost.
 */
export function readableLogStream(out: DestinationStream): DestinationStream {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = chunk.toString();
      const formatted = text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return formatLogRecord(JSON.parse(line) as Record<string, unknown>);
          } catch {
            return line;
          }
        });
      out.write(`${formatted.join('\n')}\n`);
      done();
    },
  });
}
