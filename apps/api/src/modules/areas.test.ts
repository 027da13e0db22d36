// No cycles between areas (issue 36): the package's lint refuses a cycle of files (dependency-cruiser's
// no-circular); this test collapses every file of src/modules/<area>/ into its area and refuses a cycle of
// areas, naming it. Tests are left out: a test may read any area to check what it did.
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const areaOf = (path: string) => /^src\/modules\/([^/]+)\//.exec(path)?.[1];

/** Every area's dependencies on other areas, from the files outside tests. */
async function areaGraph(): Promise<Map<string, Set<string>>> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ['src/modules'],
      {
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '\\.test\\.ts$' },
      },
      { extensions: ['.ts', '.js', '.json'] },
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered a report');
    const graph = new Map<string, Set<string>>();
    for (const module of result.output.modules) {
      const from = areaOf(module.source);
      if (!from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      for (const dependency of module.dependencies) {
        const to = areaOf(dependency.resolved);
        if (to && to !== from) graph.get(from)?.add(to);
      }
    }
    return graph;
  } finally {
    process.chdir(cwd);
  }
}

/** A shortest path of areas from `from` to `to`, or null when `to` cannot be reached. */
function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const before = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const area = queue.shift() as string;
    if (area === to) {
      const path = [to];
      while (path[0] !== from) path.unshift(before.get(path[0] as string) as string);
      return path;
    }
    for (const next of graph.get(area) ?? []) {
      if (!before.has(next)) {
        before.set(next, area);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Each area dependency that closes a cycle, with the cycle it closes (`a -> b -> … -> a`). */
function cycleEdges(graph: Map<string, Set<string>>): Map<string, string> {
  const cycles = new Map<string, string>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) cycles.set(`${from} -> ${to}`, [from, ...back].join(' -> '));
    }
  }
  return cycles;
}

describe('the areas of src/modules', () => {
  it('depend on each other without a cycle', { timeout: 60_000 }, async () => {
    const cycles = cycleEdges(await areaGraph());
    expect(
      [...cycles].map(([edge, cycle]) => `${edge} closes the cycle ${cycle}`),
      'an area imports one that depends on it: move what both need below them, or hand it in from src/areas.ts',
    ).toEqual([]);
  });

  it('are refused when one closes a cycle, named with the cycle it closes', () => {
    const graph = new Map([
      ['catalogue', new Set<string>()],
      ['enrollments', new Set(['catalogue'])],
      ['checkout', new Set(['catalogue', 'enrollments'])],
    ]);
    expect(cycleEdges(graph)).toEqual(new Map());
    graph.get('catalogue')?.add('checkout');
    expect(Object.fromEntries(cycleEdges(graph))).toEqual({
      'catalogue -> checkout': 'catalogue -> checkout -> catalogue',
      'checkout -> catalogue': 'checkout -> catalogue -> checkout',
      'checkout -> enrollments': 'checkout -> enrollments -> catalogue -> checkout',
      'enrollments -> catalogue': 'enrollments -> catalogue -> checkout -> enrollments',
    });
  });
});
