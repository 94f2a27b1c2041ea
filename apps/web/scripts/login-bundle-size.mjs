// Reports the gzipped JavaScript a first visit to /login downloads: the scripts index.html
// references, the login route's lazy chunk, and every chunk those import statically (the
// first paint). Then lists what the screen fetches after its first paint: the sign-in code (the
// API call) it preloads while the person types. The budget applies to the two together.
// Usage (after `vite build`): node scripts/login-bundle-size.mjs [budget-in-kB]
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budgetKb = Number(process.argv[2] ?? 150);

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The login route is the lazy chunk that renders the form ("Remember Me" is in no other chunk).
const loginChunk = readdirSync(join(DIST, 'assets')).find(
  (name) =>
    /^login-[\w-]+\.js$/.test(name) &&
    readFileSync(join(DIST, 'assets', name), 'utf8').includes('Remember Me'),
);
if (!loginChunk) throw new Error('No login route chunk in dist/assets: was the app built?');

/** Every file reachable from the roots through static imports. */
function closure(roots, exclude = new Set()) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`assets/${match[1]}`);
    }
  }
  return seen;
}

function report(title, files) {
  console.log(title);
  let raw = 0;
  let gzip = 0;
  for (const file of [...files].sort()) {
    const content = readFileSync(join(DIST, file));
    const size = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} kB gz  ${file}`);
  }
  console.log(
    `${(gzip / 1024).toFixed(1).padStart(7)} kB gz  total (${(raw / 1024).toFixed(1)} kB raw, ${files.size} files)\n`,
  );
  return gzip / 1024;
}

const initial = closure([...referenced, `assets/${loginChunk}`]);
const totalKb = report('Loaded to show /login:', initial);

// Vite lists the dependencies of a chunk's dynamic imports in its __vite__mapDeps table.
const loginCode = readFileSync(join(DIST, 'assets', loginChunk), 'utf8');
const dynamicDeps = [
  ...(loginCode.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? '').matchAll(/"(assets\/[^"]+\.js)"/g),
].map((match) => match[1]);
const afterPaintKb = report(
  'Fetched after the first paint (sign-in code):',
  closure(dynamicDeps, initial),
);

// The budget covers everything /login downloads, before and after its first paint.
const loadedKb = totalKb + afterPaintKb;
console.log(
  `${loadedKb.toFixed(1).padStart(7)} kB gz  loaded by /login in all (budget ${budgetKb} kB)`,
);
if (loadedKb >= budgetKb) {
  console.error(`Over the ${budgetKb} kB budget.`);
  process.exitCode = 1;
}
