import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

/** Lists the files below each path (a file or a folder), sorted, skipping build output. */
function listFiles(paths) {
  const files = [];
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isFile()) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      visit(join(path, entry.name));
    }
  };
  paths.forEach(visit);
  return files.sort();
}

/**
 * Hashes the names and contents of every file that a build reads, so a build is redone exactly
 * when one of its inputs changed (a fresh checkout with new timestamps does not count).
 */
export function fingerprint(root, paths) {
  const hash = createHash('sha256');
  for (const file of listFiles(paths.map((path) => join(root, path)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
