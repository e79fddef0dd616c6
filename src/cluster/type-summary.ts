/**
 * A classified type's summary in the run's folder (`type-V-H-S.json`),
 * written by the worker after the type's database files: what the command
 * prints for the type. A type is done once its summary reads back whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { PieceCounts } from '../puzzles/sliding-blocks/family.js';

const count = z.number().int().nonnegative();

const summarySchema = z.strictObject({
  type: z.strictObject({ vertical: count, horizontal: count, singles: count }),
  layouts: count,
  groups: z.array(z.strictObject({ size: count, solved: count, farthest: count.nullable() })),
  farthest: count.nullable(),
  hardest: z.array(count),
});

export type TypeSummaryFile = z.infer<typeof summarySchema>;

export function summaryName(t: PieceCounts): string {
  return `type-${t.vertical}-${t.horizontal}-${t.singles}.json`;
}

/** The type's summary if it is in the folder and whole; undefined otherwise. */
export function readTypeSummary(folder: string, t: PieceCounts): TypeSummaryFile | undefined {
  const path = join(folder, summaryName(t));
  if (!existsSync(path)) return undefined;
  try {
    const summary = summarySchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const same = summary.type.vertical === t.vertical && summary.type.horizontal === t.horizontal && summary.type.singles === t.singles;
    return same ? summary : undefined;
  } catch {
    return undefined;
  }
}
