import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withGraphs } from '../../../scripts/lib/module-graph.mjs';
import { findServerPackageRoot } from '../src/lib/package-root';

const ROOT = join(findServerPackageRoot(), '../..');

describe('docs/architecture.md', () => {
  it('draws the dependencies the code has (npm run docs:architecture rewrites them)', () => {
    const document = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(withGraphs(document, ROOT)).toBe(document);
  });
});
