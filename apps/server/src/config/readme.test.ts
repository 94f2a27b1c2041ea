import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServerPackageRoot } from '../lib/package-root';
import { CONFIG_VARIABLES } from './env';

const readme = readFileSync(join(findServerPackageRoot(), '../../README.md'), 'utf8');

/** Rows of the README's configuration table, keyed by variable name. */
function readmeRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const match = /^\|\s*`([A-Z_]+)`\s*\|\s*(.+?)\s*\|/.exec(line);
    if (match?.[1] && match[2]) rows.set(match[1], match[2]);
  }
  return rows;
}

describe('README configuration table', () => {
  const rows = readmeRows();

  it('documents every variable the server reads, with its default', () => {
    for (const variable of CONFIG_VARIABLES) {
      const documented = rows.get(variable.name);
      expect(documented, `${variable.name} is missing from the README`).toBeDefined();
      const expected = variable.default ? `\`${variable.default}\`` : '(unset)';
      expect(documented, `${variable.name} default`).toBe(expected);
    }
  });

  it('documents no variable the server does not read', () => {
    const known = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
    expect([...rows.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
