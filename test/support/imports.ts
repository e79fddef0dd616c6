/**
 * The import graph of the TypeScript under a folder, read from the source
 * (relative `import` and `export ... from` lines, type-only ones included:
 * a contract imported only for its types still ties two modules together).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The TypeScript files under `folders` of `root`, as full paths. */
export function typeScriptFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts')) files.push(path);
    }
  };
  folders.forEach((folder) => walk(join(root, folder)));
  return files;
}

/** One relative import (or re-export) of a file, both relative to the root, and whether it brings in types only. */
export interface ImportLine {
  file: string;
  target: string;
  /** `import type ...` or `export type ... from`: nothing of the target runs. */
  typeOnly: boolean;
}

/** Every relative import and re-export of the files under `folders`. */
export function importLines(root: string, folders: readonly string[]): ImportLine[] {
  const lines: ImportLine[] = [];
  for (const file of typeScriptFiles(root, folders)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s([^;]*?)\sfrom\s+'([^']+)'/gms)) {
      if (!match[2].startsWith('.')) continue;
      const target = relative(root, resolve(dirname(file), match[2].replace(/\.js$/, '.ts')));
      lines.push({ file: relative(root, file), target, typeOnly: /^type\s/.test(match[1]) });
    }
  }
  return lines;
}

/** File (relative to `root`) to the files it imports (relative to `root` too), type-only imports included. */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>(typeScriptFiles(root, folders).map((file) => [relative(root, file), []]));
  for (const { file, target } of importLines(root, folders)) graph.get(file)!.push(target);
  return graph;
}

/** The groups of files that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
