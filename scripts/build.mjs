// Builds the web app, the server and the demo-data loader, each only when one of its inputs
// changed since its last build.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fingerprint } from './lib/fingerprint.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_INPUTS = ['package-lock.json', 'packages/contracts/src', 'tsconfig.base.json'];

const TARGETS = {
  web: {
    outDir: 'apps/web/dist',
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    build: buildWeb,
  },
  server: {
    outDir: 'apps/server/dist',
    inputs: [
      ...SHARED_INPUTS,
      'apps/server/src',
      'apps/server/package.json',
      'packages/insights/src',
    ],
    build: buildServer,
  },
  'demo-data': {
    outDir: 'packages/demo-data/dist',
    inputs: [
      ...SHARED_INPUTS,
      'packages/demo-data/src',
      'packages/demo-data/package.json',
      'apps/server/src',
      'apps/server/package.json',
      'packages/insights/src',
    ],
    build: buildDemoData,
  },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes .gz and .br copies of every text asset, so the server can send them without work. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

async function buildWeb(outDir) {
  const { build } = await import('vite');
  await build({ root: join(ROOT, 'apps/web'), logLevel: 'warn' });
  precompress(outDir);
}

/**
 * Bundles the server's own code and the workspace packages; npm dependencies stay external.
 * The engine's worker threads load their own entry, `engine-worker.js`, beside `server.js`.
 */
async function buildServer(outDir) {
  await bundleForNode(outDir, {
    server: join(ROOT, 'apps/server/src/server.ts'),
    'engine-worker': join(ROOT, 'apps/server/src/engine/engine-worker.ts'),
  });
}

/**
 * Bundles the demo-data loader that `npm start` runs before the server: the generator stays out
 * of the server's bundle, which never imports it.
 */
async function buildDemoData(outDir) {
  await bundleForNode(outDir, { prepare: join(ROOT, 'packages/demo-data/src/prepare.ts') });
}

async function bundleForNode(outDir, entryPoints) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@clearcall/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/**
 * Builds every target whose inputs changed. Returns the names of the targets it built.
 * @param {{ force?: boolean, log?: (line: string) => void }} options
 */
export async function buildAll({ force = false, log = console.log } = {}) {
  const built = [];
  for (const [name, target] of Object.entries(TARGETS)) {
    const outDir = join(ROOT, target.outDir);
    const stampFile = join(outDir, '.build-stamp');
    const stamp = fingerprint(ROOT, target.inputs);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) continue;
    const startedAt = Date.now();
    log(`Building ${name}...`);
    await target.build(outDir);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(stampFile, stamp);
    log(`Built ${name} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll({ force: process.argv.includes('--force') });
}
