export type Graph = Map<string, string[]>;
export function packageGraph(root: string): Graph;
export function serverModuleGraph(root: string): Graph;
export function renderGraph(graph: Graph, columns: [string, string]): string;
export function cyclesOf(graph: Graph): string[];
export const GRAPHS: Record<string, (root: string) => string>;
export function withGraphs(document: string, root: string): string;
