// @ts-check
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * @typedef {{ target: string, from: string[], except?: string[], message: string }} Zone
 * Paths are relative to the repository root. A file inside `target` may not import a module
 * inside any `from` folder, unless that module is inside one of the `except` folders.
 */

/** @param {string} parent @param {string} child */
function isInside(parent, child) {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * Enforces the one-way import boundaries of the style guide: features stay independent of each
 * other, shared code does not reach into features or the app layer, and so on.
 * @type {import('eslint').Rule.RuleModule}
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports that cross a declared boundary between folders' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
      },
    ],
  },
  create(context) {
    const { root, zones } = /** @type {{ root: string, zones: Zone[] }} */ (context.options[0]);
    const file = context.filename;
    const active = zones.filter((zone) => isInside(resolve(root, zone.target), file));
    if (active.length === 0) return {};

    /** @param {import('estree').Node & { value?: unknown }} source */
    const check = (source) => {
      if (typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = resolve(dirname(file), source.value);
      for (const zone of active) {
        const crosses = zone.from.some((from) => isInside(resolve(root, from), imported));
        const excepted = (zone.except ?? []).some((path) =>
          isInside(resolve(root, path), imported),
        );
        if (crosses && !excepted) context.report({ node: source, message: zone.message });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
