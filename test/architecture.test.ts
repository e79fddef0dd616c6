/**
 * The shape of the code, kept: no two modules import each other (a contract
 * lives in a module of its own, not in the module that dispatches between its
 * implementations), and each layer imports only the layers below it: the
 * engine nothing of puzzles or front ends, the puzzles nothing of front ends.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/imports.js';
import { REPO_ROOT } from './support/cli.js';

const graph = importGraph(REPO_ROOT, ['src', 'web/src']);

/** The files of `from` that import anything under one of `forbidden`, with what they import. */
function reachesInto(from: string, forbidden: readonly string[]): string[] {
  return [...graph]
    .filter(([file]) => file.startsWith(from))
    .flatMap(([file, targets]) => targets.filter((t) => forbidden.some((f) => t.startsWith(f))).map((t) => `${file} -> ${t}`));
}

describe('the import graph', () => {
  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('src/midend/open-instance.ts')).toContain('src/puzzles/catalog.ts');
  });

  it('has no cycles, type-only imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle where there is one (the check itself can fail)', () => {
    const loop = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(loop)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps the layers apart', () => {
    expect(reachesInto('src/engine/', ['src/puzzles/', 'src/midend/', 'src/cli/', 'src/storage/', 'src/parallel/', 'web/'])).toEqual([]);
    expect(reachesInto('src/puzzles/', ['src/midend/', 'src/cli/', 'web/'])).toEqual([]);
    expect(reachesInto('src/midend/', ['src/cli/', 'web/'])).toEqual([]);
  });
});
