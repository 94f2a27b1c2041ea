import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@clearcall/server';

let cached: string | undefined;

/**
 * The folder of the @clearcall/server package, found by walking up from this module, so that it
 * resolves the same from `src/` (tsx, vitest) and from a bundled `dist/server.js`. Bundled into
 * another workspace package (the demo-data loader), it is found as that package's dependency in
 * a `node_modules` folder on the way up.
 */
export function findServerPackageRoot(): string {
  if (cached) return cached;
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) {
      cached = folder;
      return folder;
    }
    const installed = join(folder, 'node_modules', PACKAGE_NAME);
    if (existsSync(join(installed, 'package.json'))) {
      cached = realpathSync(installed);
      return cached;
    }
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(
        `Cannot find the ${PACKAGE_NAME} package folder above ${fileURLToPath(import.meta.url)}`,
      );
    }
    folder = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'name' in parsed &&
      typeof parsed.name === 'string'
    ) {
      return parsed.name;
    }
  } catch {
    // An unreadable package.json on the way up is simply not ours.
  }
  return undefined;
}
