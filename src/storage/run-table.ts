/**
 * The distance table a compact run from the goals leaves (`--out`), written
 * when the run is whole; a file that cannot be replaced is the run's trouble,
 * given back as data for the front end to word.
 */
import type { CompactResult } from '../engine/index.js';
import type { CheckpointRun } from './checkpoint-dir.js';
import { DistanceFileError, writeDistanceFileParts } from './distance-file.js';
import type { Message } from '../i18n/index.js';

/** Writes `parts` (the table, in rank order) as the table of `run` at `path`: the path written, or why not. */
export function writeRunTable(
  table: { path: string; overwrite: boolean },
  run: CheckpointRun,
  result: CompactResult<unknown>,
  parts: () => Iterable<Uint8Array>,
): { written: string } | { unusable: string | Message } {
  // A table is always from the goals: the run's instance is the space alone.
  const header = { puzzle: run.puzzle, instance: run.instance, metric: run.metric, size: run.size, reached: result.reachableStates, radius: result.farthest.distance };
  try {
    writeDistanceFileParts(table.path, header, parts, table.overwrite);
  } catch (error) {
    // Its message as data where it has one, for the front end to word in its user's language.
    if (error instanceof DistanceFileError) return { unusable: error.words ?? error.message };
    throw error;
  }
  return { written: table.path };
}
