// `npm run docs:architecture`: rewrites the dependency tables of docs/architecture.md from the
// code. The server's architecture test fails until the document and the tree agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withGraphs } from './lib/module-graph.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(ROOT, 'docs/architecture.md');
const before = readFileSync(file, 'utf8');
const after = withGraphs(before, ROOT);
if (after === before) console.log('docs/architecture.md is up to date.');
else {
  writeFileSync(file, after);
  console.log('Rewrote the dependency tables of docs/architecture.md.');
}
