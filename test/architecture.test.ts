/**
 * The shape of the code, kept: no two modules import each other (a contract
 * lives in a module of its own, not in the module that dispatches between its
 * implementations), and each layer imports only the layers below it: the
 * engine nothing of puzzles or front ends, the puzzles nothing of front ends.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importLines, typeScriptFiles } from './support/imports.js';
import { REPO_ROOT } from './support/cli.js';

const graph = importGraph(REPO_ROOT, ['src', 'web/src']);

/** Each backend's folder under src/puzzles (one with an index.ts), named as its id; contracts shared by several (editor-models/) are no backend. */
const BACKENDS = readdirSync(join(REPO_ROOT, 'src/puzzles'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, 'src/puzzles', entry.name, 'index.ts')))
  .map((entry) => entry.name);

/** The source files (relative to the root) under `folders`, with their text. */
function sources(folders: readonly string[]): { file: string; text: string }[] {
  return typeScriptFiles(REPO_ROOT, folders).map((path) => ({ file: relative(REPO_ROOT, path), text: readFileSync(path, 'utf8') }));
}

/**
 * The places in `text` that tell one backend from another by its id: a
 * comparison of something's id with a backend's id, a `case` on one, or a
 * table keyed by one. Tile types and other words that happen to share a
 * backend's name (a submarine piece) are not ids and are not matched.
 */
function backendTests(text: string, ids: readonly string[]): string[] {
  const id = ids.map((name) => name.replace(/-/g, '\\-')).join('|');
  const patterns = [
    new RegExp(`[\\w.]*(?:\\bid|Id)\\s*[!=]==?\\s*'(?:${id})'`, 'g'),
    new RegExp(`'(?:${id})'\\s*[!=]==?\\s*[\\w.]*(?:\\bid|Id)\\b`, 'g'),
    new RegExp(`switch\\s*\\([\\w.]*(?:\\bid|Id)\\)\\s*\\{[^}]*?\\bcase\\s+'(?:${id})'\\s*:`, 'g'),
    new RegExp(`^\\s*'(?:${id})'\\s*:`, 'gm'),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0].trim()));
}

/** Where `text` brings in Node's file system. */
function fileSystemImports(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)'(?:node:)?fs(?:\/promises)?'/g)].map((m) => m[0]);
}

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
    // Words are beneath every layer: the engine's own messages use them.
    expect(reachesInto('src/i18n/', ['src/engine/', 'src/puzzles/', 'src/midend/', 'src/cli/', 'src/storage/', 'src/parallel/', 'src/cluster/', 'web/'])).toEqual([]);
    expect(reachesInto('src/puzzles/', ['src/midend/', 'src/cli/', 'web/'])).toEqual([]);
    expect(reachesInto('src/midend/', ['src/cli/', 'web/'])).toEqual([]);
  });

  it('lets the front ends import the puzzles for their types only', () => {
    const values = importLines(REPO_ROOT, ['src/cli', 'web/src']).filter((line) => !line.typeOnly && line.target.startsWith('src/puzzles/'));
    expect(values.map((line) => `${line.file} -> ${line.target}`)).toEqual([]);
  });

  it("keeps each backend's folder its own: only the catalog imports it", () => {
    const reaching = importLines(REPO_ROOT, ['src', 'web/src']).filter((line) => {
      const folder = BACKENDS.find((name) => line.target.startsWith(`src/puzzles/${name}/`));
      return folder !== undefined && !line.file.startsWith(`src/puzzles/${folder}/`) && line.file !== 'src/puzzles/catalog.ts';
    });
    expect(reaching.map((line) => `${line.file} -> ${line.target}`)).toEqual([]);
  });
});

describe('the midend and the backends', () => {
  it('finds the backends', () => {
    expect(BACKENDS).toContain('sliding-blocks');
    expect(BACKENDS.length).toBeGreaterThanOrEqual(9);
  });

  it('tells no backend from another by its id outside src/puzzles', () => {
    const found = sources(['src', 'web/src'])
      .filter(({ file }) => !file.startsWith('src/puzzles/'))
      .flatMap(({ file, text }) => backendTests(text, BACKENDS).map((test) => `${file}: ${test}`));
    expect(found).toEqual([]);
  });

  it('sees a backend told by its id (the check itself can fail)', () => {
    const text = [
      "if (puzzle.id === 'sliding-blocks') {",
      "if ('water-jugs' !== opened.puzzleId) {",
      'switch (puzzle.id) {',
      "  case 'hanoi':",
      '}',
      "  'river-crossing': riverEditor,",
      "if (tile.type === 'submarine')",
      "switch (tile.type) { case 'submarine': }",
    ].join('\n');
    expect(backendTests(text, BACKENDS)).toEqual(["puzzle.id === 'sliding-blocks'", "'water-jugs' !== opened.puzzleId", "switch (puzzle.id) {\n  case 'hanoi':", "'river-crossing':"]);
  });
});

describe('the disk', () => {
  it('is reached through src/storage alone', () => {
    const found = sources(['src', 'web/src'])
      .filter(({ file }) => !file.startsWith('src/storage/'))
      .flatMap(({ file, text }) => fileSystemImports(text).map((line) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });

  it("sees Node's file system imported (the check itself can fail)", () => {
    expect(fileSystemImports("import { readFileSync } from 'node:fs';\nconst { rm } = await import('node:fs/promises');\nrequire('fs')")).toHaveLength(3);
  });
});

