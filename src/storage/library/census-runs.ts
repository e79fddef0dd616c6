/**
 * The census runs kept in a library folder, read back for the library's
 * index: each checkpoint of the puzzle there (census-files.ts writes them,
 * `<puzzle>-<settings>.census.jsonl`), its header's settings and chunk
 * count, and the chunks it holds (each chunk once; lines cut short or not a
 * chunk are skipped, as a resumed run skips them). Read only: nothing here
 * changes a checkpoint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CensusChunk } from '../../puzzles/census-family.js';
import { chunkOf } from '../census-files.js';

export interface CensusRunRead {
  /** The checkpoint's file name in the folder. */
  file: string;
  /** Its header's settings as written (the family checks them). */
  settings: unknown;
  /** How many chunks the run has in all. */
  chunks: number;
  /** The chunks it holds, by chunk number. */
  done: ReadonlyMap<number, CensusChunk>;
}

const SUFFIX = '.census.jsonl';

function headerOf(line: string, puzzle: string): { settings: unknown; chunks: number } | undefined {
  try {
    const h = JSON.parse(line) as { census?: unknown; settings?: unknown; chunks?: unknown };
    if (h.census !== puzzle || typeof h.chunks !== 'number' || !Number.isInteger(h.chunks) || h.chunks < 0) return undefined;
    return { settings: h.settings, chunks: h.chunks };
  } catch {
    return undefined;
  }
}

/** Every checkpoint of `puzzle` in `dir` with a readable header, in file-name order. */
export function readCensusRuns(dir: string, puzzle: string): CensusRunRead[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const runs: CensusRunRead[] = [];
  for (const file of names.filter((n) => n.startsWith(`${puzzle}-`) && n.endsWith(SUFFIX)).sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const header = headerOf(lines[0] ?? '', puzzle);
    if (!header) continue;
    const done = new Map<number, CensusChunk>();
    for (const line of lines.slice(1)) {
      const chunk = chunkOf(line);
      if (chunk && chunk.chunk < header.chunks) done.set(chunk.chunk, chunk);
    }
    runs.push({ file, ...header, done });
  }
  return runs;
}
