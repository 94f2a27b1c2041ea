// @ts-check
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * @typedef {{
 *   target: string,
 *   from: string[],
 *   except?: string[],
 *   matching?: string,
 *   message: string,
 * }} Zone
 * Paths are relative to the repository root. A file inside `target` may not import a module inside
 * any `from` folder, unless that module is inside one of the `except` folders. With `matching`, a regular expression, only the imported modules
 * whose path (relative to the root, without extension) matches it are forbidden.
 */

/** @param {string} parent @param {string} child */
function isInside(parent, child) {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/** @type {Map<string, Map<string, string>>} */
const packagesByRoot = new Map();

/**
 * The workspace packages of the repository at `root`, by name, each with its absolute folder:
 * what a bare `@clearcall/…` import resolves to. Read from the root package.json's workspaces
 * (a folder, or a folder ending in `/*`) and each workspace's own package.json.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function workspacePackages(root) {
  const cached = packagesByRoot.get(root);
  if (cached) return cached;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const patterns = manifest.workspaces ?? [];
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [resolve(root, pattern)];
    const parent = resolve(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  const packages = new Map();
  for (const folder of folders) {
    const file = join(folder, 'package.json');
    if (!existsSync(file)) continue;
    const { name } = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof name === 'string') packages.set(name, folder);
  }
  packagesByRoot.set(root, packages);
  return packages;
}

/**
 * The absolute path an import specifier points at: a relative or absolute path, or a workspace
 * package by name (with or without a subpath). Undefined for third-party packages and built-ins.
 * @param {string} specifier @param {string} file @param {Map<string, string>} packages
 */
function resolveImport(specifier, file, packages) {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  if (isAbsolute(specifier)) return specifier;
  for (const [name, folder] of packages) {
    if (specifier === name) return folder;
    if (specifier.startsWith(`${name}/`)) return join(folder, specifier.slice(name.length + 1));
  }
  return undefined;
}

/** @type {Map<string, RegExp>} */
const patterns = new Map();

/** @param {string} source */
function patternOf(source) {
  const pattern = patterns.get(source) ?? new RegExp(source);
  patterns.set(source, pattern);
  return pattern;
}

/** @param {string} path */
function withoutExtension(path) {
  const extension = extname(path);
  return /^\.[cm]?[jt]sx?$/.test(extension) ? path.slice(0, -extension.length) : path;
}

/**
 * Enforces the one-way import boundaries of the style guide: features stay independent of each
 * other, shared code does not reach into features or the app layer, a server module calls other
 * modules' services, not their repositories, and so on. Imports are checked whatever their
 * spelling: relative, absolute or by workspace package name.
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
    const packages = workspacePackages(root);

    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolveImport(source.value, file, packages);
      if (imported === undefined) return;
      const importedFromRoot = withoutExtension(relative(root, imported)).split('\\').join('/');
      for (const zone of active) {
        const crosses = zone.from.some((from) => isInside(resolve(root, from), imported));
        const excepted = (zone.except ?? []).some((path) =>
          isInside(resolve(root, path), imported),
        );
        const matches =
          zone.matching === undefined || patternOf(zone.matching).test(importedFromRoot);
        if (crosses && !excepted && matches)
          context.report({ node: source, message: zone.message });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** `require('…')` and `vi.mock('…')` name a module as much as an import does. */
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name);
        if (isRequire || isMock) check(/** @type {import('estree').Node} */ (node.arguments[0]));
      },
      /** `import X = require('…')`. @param {any} node */
      TSExternalModuleReference: (node) => check(node.expression),
      /** `import('…').Type` in a type position. @param {any} node */
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
