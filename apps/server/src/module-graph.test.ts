// No cycle between module folders: a module that uses another is composed after it, and the other
// never reaches back (it announces events instead). import-x/no-cycle sees files only, so this builds
// the folder-level graph from the sources and names each cycle with the imports that close it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(import.meta.dirname, 'modules');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const moduleOf = (file: string): string | undefined => {
  const rel = relative(MODULES, file);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
};

/** module → imported module → one importing file, as evidence. */
export function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourcesUnder(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), specifier));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(MODULES, file));
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module: each is a cycle. */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the module folders', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    const described = cyclesOf(graph).map((cycle) =>
      cycle.flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => cycle.includes(to))
          .map(([to, file]) => `${from} → ${to} (${file})`),
      ),
    );
    expect(described).toEqual([]);
  });
});
