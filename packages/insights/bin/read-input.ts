import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** A command-line failure reported as one line, with the exit code to use. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/**
 * Resolves a path typed by the user. Through `npm run` the process starts in the package folder,
 * so relative paths are taken from the folder the command was typed in (npm's INIT_CWD).
 */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Reads a transcript file, refusing missing, empty, directory and binary inputs. */
export function readTextFile(typed: string): string {
  const path = userPath(typed);
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new CliError(`${path} is a directory, not a file.`);
    size = stat.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${path}: no such file.`);
  }
  if (size === 0) throw new CliError(`${path} is empty.`);
  const bytes = readFileSync(path);
  let control = 0;
  for (const byte of bytes.subarray(0, 8192)) {
    if (byte === 0) throw new CliError(`${path} is a binary file, not text.`);
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  if (control > 0.1 * Math.min(bytes.length, 8192))
    throw new CliError(`${path} is a binary file, not text.`);
  const text = bytes.toString('utf8');
  if (text.trim() === '') throw new CliError(`${path} is empty.`);
  return text;
}

/** Parses a positive whole number option. */
export function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new CliError(`--${name} must be a positive whole number.`);
  return n;
}
