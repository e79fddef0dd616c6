/**
 * A census run's files: its checkpoint (one JSON line a chunk done, after a
 * header naming the puzzle and settings), appended as each chunk is done so
 * that a run stopped anywhere resumes from the chunks it kept; and its list
 * of puzzles, written whole at once. A line cut short by a crash, or any
 * line that is not a chunk of these settings, is skipped: that chunk is
 * simply done again.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CensusCheckpoint } from '../midend/census-run-options.js';
import type { CensusChunk, CensusSettings } from '../puzzles/census-family.js';
import { writeFileAtomic } from './atomic-write.js';
import { writeError } from './output-path.js';

export function censusCheckpointPath(dir: string, puzzle: string, settingsName: string): string {
  return join(dir, `${puzzle}-${settingsName}.census.jsonl`);
}

/** The checkpoint of `puzzle` under `settings` in `dir` (the chunks an earlier run kept), ready to keep more. */
export function openCensusCheckpoint(dir: string, puzzle: string, settingsName: string, settings: CensusSettings, chunks: number): CensusCheckpoint {
  const path = censusCheckpointPath(dir, puzzle, settingsName);
  // The chunk count too: a build that cuts the run differently starts afresh rather than mixing chunks.
  const header = JSON.stringify({ census: puzzle, settings, chunks });
  const done: CensusChunk[] = [];
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
  if (lines[0] === header) {
    for (const line of lines.slice(1)) {
      const chunk = chunkOf(line);
      if (chunk) done.push(chunk);
    }
  } else {
    // None yet, or not ours: start afresh.
    writeFileAtomic(path, [Buffer.from(header + '\n')], false);
  }
  return {
    done,
    keep(chunk) {
      try {
        appendFileSync(path, JSON.stringify(chunk) + '\n');
      } catch (error) {
        throw writeError(path, error);
      }
    },
  };
}

export function chunkOf(line: string): CensusChunk | undefined {
  if (line.trim() === '') return undefined;
  try {
    const c = JSON.parse(line) as CensusChunk;
    const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
    if (!whole(c.chunk) || !whole(c.enumerated) || !whole(c.layouts) || !whole(c.groups) || !whole(c.solvable) || !Array.isArray(c.puzzles)) return undefined;
    return c;
  } catch {
    return undefined;
  }
}

/** Writes a list of lines to `path` at once (a crash leaves the old file or the new one). */
export function writeCensusList(path: string, lines: readonly string[]): void {
  writeFileAtomic(path, [Buffer.from(lines.map((l) => l + '\n').join(''))], false);
}
