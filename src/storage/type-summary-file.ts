/**
 * A classified type's summary in a cluster run's folder (the type's stem
 * and `.json`, `type-V-H-S.json` for the Klotski family), written by the
 * worker after the type's database files: what the command prints for the
 * type. A type is done once its summary reads back whole.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { FamilyDbFormat, FamilyType, TypeSummary } from '../puzzles/family.js';
import { writeFileAtomic } from './atomic-write.js';
import { pathExists } from './paths.js';
import { readRegularText } from './regular-file.js';

const count = z.number().int().nonnegative();

const summarySchema = z.strictObject({
  type: z.record(z.string(), count),
  layouts: count,
  groups: z.array(z.strictObject({ size: count, solved: count, farthest: count.nullable() })),
  farthest: count.nullable(),
  hardest: z.array(count),
});

export function summaryName(format: FamilyDbFormat, type: FamilyType): string {
  return `${format.stem(type)}.json`;
}

/** Writes a type's summary into the run's folder, all at once. */
export function writeTypeSummary(folder: string, format: FamilyDbFormat, summary: TypeSummary): void {
  const { type, layouts, groups, farthest, hardest } = summary;
  writeFileAtomic(join(folder, summaryName(format, type)), [Buffer.from(`${JSON.stringify({ type, layouts, groups, farthest, hardest })}\n`, 'utf8')]);
}

/** The type's summary if it is in the folder, whole and about this type; undefined otherwise. */
export function readTypeSummary(folder: string, format: FamilyDbFormat, type: FamilyType): TypeSummary | undefined {
  const path = join(folder, summaryName(format, type));
  if (!pathExists(path)) return undefined;
  try {
    const summary = summarySchema.parse(JSON.parse(readRegularText(path)));
    return JSON.stringify(summary.type) === JSON.stringify(type) ? { ...summary, type } : undefined;
  } catch {
    return undefined;
  }
}
