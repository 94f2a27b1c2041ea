// Reads the dependency graph that docs/architecture.md draws: which workspace package depends on
// which, and which server module calls which. The architecture test compares the document with
// what this finds in the code, so the drawing cannot drift from the tree.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The workspace packages, by name, with the `@clearcall/*` packages each one depends on. */
export function packageGraph(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const graph = new Map();
  for (const folder of workspaces) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    graph.set(manifest.name, dependencies.filter((name) => name.startsWith('@clearcall/')).sort());
  }
  return graph;
}

function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/**
 * The server's modules, each with the other modules its non-test code imports. Cross-cutting
 * folders (plugins, db, lib, jobs, realtime, engine, config) are left out: every module may use
 * them.
 */
export function serverModuleGraph(root) {
  const modulesDir = join(root, 'apps/server/src/modules');
  const moduleOf = (file) => {
    const path = relative(modulesDir, file);
    return path.startsWith('..') ? undefined : path.split(sep)[0];
  };
  const graph = new Map();
  for (const name of readdirSync(modulesDir).sort()) graph.set(name, new Set());
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), specifier));
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return new Map([...graph].map(([name, uses]) => [name, [...uses].sort()]));
}

/** The graph as the Markdown table the document carries. */
export function renderGraph(graph, [left, right]) {
  const rows = [...graph].map(([name, uses]) => [
    `\`${name}\``,
    uses.length ? uses.map((use) => `\`${use}\``).join(', ') : 'nothing',
  ]);
  const width = (column, title) => Math.max(title.length, ...rows.map((row) => row[column].length));
  const pad = (text, size) => text + ' '.repeat(size - text.length);
  const [a, b] = [width(0, left), width(1, right)];
  return [
    `| ${pad(left, a)} | ${pad(right, b)} |`,
    `| ${'-'.repeat(a)} | ${'-'.repeat(b)} |`,
    ...rows.map(([name, uses]) => `| ${pad(name, a)} | ${pad(uses, b)} |`),
  ].join('\n');
}

/**
 * Each cycle that a depth-first walk of the graph meets, as `a -> b -> a`: modules that reach
 * each other, which the architecture means to untangle.
 */
export function cyclesOf(graph) {
  const found = new Set();
  const done = new Set();
  const visit = (node, path) => {
    for (const next of graph.get(node) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) found.add([...path.slice(start), next].join(' -> '));
      else if (!done.has(next)) visit(next, [...path, next]);
    }
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node, [node]);
  return [...found];
}

export const GRAPHS = {
  packages: (root) => renderGraph(packageGraph(root), ['package', 'depends on']),
  modules: (root) => renderGraph(serverModuleGraph(root), ['server module', 'calls']),
  cycles: (root) => {
    const cycles = cyclesOf(serverModuleGraph(root));
    return cycles.length ? cycles.map((cycle) => `- ${cycle}`).join('\n') : 'None.';
  },
};

/** Replaces the text between `<!-- graph:NAME -->` and `<!-- /graph:NAME -->` with the graph. */
export function withGraphs(document, root) {
  let text = document;
  for (const [name, render] of Object.entries(GRAPHS)) {
    const open = `<!-- graph:${name} -->`;
    const close = `<!-- /graph:${name} -->`;
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start < 0 || end < start)
      throw new Error(`docs/architecture.md lacks ${open} ... ${close}`);
    text = `${text.slice(0, start + open.length)}\n\n${render(root)}\n\n${text.slice(end)}`;
  }
  return text;
}
