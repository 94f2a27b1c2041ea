import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { UsageError } from './import-args';

/** The file types the transcript import reads; a directory is searched for these only. */
export const TRANSCRIPT_EXTENSIONS = [
  '.txt',
  '.text',
  '.md',
  '.markdown',
  '.html',
  '.htm',
  '.pdf',
  '.docx',
  '.json',
] as const;

/** More files than one run should take; split the import. */
export const MAX_TRANSCRIPT_FILES = 10_000;

function isTranscriptFile(name: string): boolean {
  return (TRANSCRIPT_EXTENSIONS as readonly string[]).includes(extname(name).toLowerCase());
}

async function walk(directory: string, found: string[]): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    // Hidden files and folders (.git, .DS_Store) are never transcripts.
    if (entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) await walk(path, found);
    else if (entry.isFile() && isTranscriptFile(entry.name)) found.push(path);
    if (found.length > MAX_TRANSCRIPT_FILES) {
      throw new UsageError(`More than ${MAX_TRANSCRIPT_FILES} files to import; split the import.`);
    }
  }
}

/**
 * The files to import from the paths given: a file as it is (the server says whether it can
 * read it), a directory searched through its subdirectories for transcript files, in name
 * order; each file once. A path that does not exist is a usage error naming it.
 */
export async function collectTranscriptFiles(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    let info;
    try {
      info = await stat(path);
    } catch {
      throw new UsageError(`${path}: no such file or directory.`);
    }
    if (info.isDirectory()) {
      const before = found.length;
      await walk(path, found);
      if (found.length === before) {
        throw new UsageError(
          `${path} holds no transcript files (${TRANSCRIPT_EXTENSIONS.join(', ')}).`,
        );
      }
    } else {
      found.push(path);
    }
  }
  return [...new Set(found)];
}
