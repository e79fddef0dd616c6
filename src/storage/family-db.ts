/**
 * A family's database on disk (classify --out, solve --db DIR): a folder
 * with, for each type, the tables of its record in the distance-table
 * format (distance-file.ts: header, length and SHA-256 checked on every
 * load), one file each, named by the type's stem and the table's
 * extension. What the tables hold is the family's (its `db` format,
 * puzzles/family.ts); this module only writes, reads and copies them.
 */
import { join } from 'node:path';
import type { FamilyDbFormat, FamilyRecord, FamilyTableRead, FamilyType, TypeClassification } from '../puzzles/family.js';
import { DistanceFileError, readDistanceFile, writeDistanceFile } from './distance-file.js';

/** The file of each of a type's tables in `dir`, in the order of the format's `names`. */
export function familyTypeFiles(dir: string, format: FamilyDbFormat, type: FamilyType): string[] {
  const stem = join(dir, format.stem(type));
  return format.names(type).map((name) => `${stem}.${name.ext}`);
}

/** Writes a type's files; refuses to replace files of another puzzle or type unless `force`. */
export function writeFamilyType(dir: string, format: FamilyDbFormat, c: TypeClassification, force: boolean): void {
  const files = familyTypeFiles(dir, format, c.type);
  format.encode(c).forEach(({ ext: _ext, table, ...header }, i) => writeDistanceFile(files[i], header, table, force));
}

/** Loads and checks a type's files; a DistanceFileError for anything missing, truncated, corrupted or inconsistent. */
export function loadFamilyType(dir: string, format: FamilyDbFormat, type: FamilyType): FamilyRecord {
  const files = familyTypeFiles(dir, format, type);
  const tables: FamilyTableRead[] = format.names(type).map(({ puzzle, instance, metric }, i) => {
    const { header, table } = readDistanceFile(files[i], { puzzle, instance, metric });
    return { path: files[i], size: header.size, reached: header.reached, radius: header.radius, table };
  });
  return format.decode(type, tables, (message) => {
    throw new DistanceFileError(message);
  });
}

/**
 * Copies a type's files from one database folder to another once their
 * checksums hold (a source that does not is thrown as `badSource` makes it),
 * refusing files of another type there unless `force` (a DistanceFileError):
 * the copy equals the original byte for byte.
 */
export function copyFamilyType(from: string, to: string, format: FamilyDbFormat, type: FamilyType, force: boolean, badSource: (error: DistanceFileError) => Error): void {
  const sources = familyTypeFiles(from, format, type);
  const targets = familyTypeFiles(to, format, type);
  format.names(type).forEach(({ puzzle, instance, metric }, i) => {
    let read;
    try {
      read = readDistanceFile(sources[i], { puzzle, instance, metric });
    } catch (error) {
      if (error instanceof DistanceFileError) throw badSource(error);
      throw error;
    }
    const { header, table } = read;
    const { instance: name, size, reached, radius } = header;
    writeDistanceFile(targets[i], { puzzle: header.puzzle, instance: name, metric: header.metric, size, reached, radius }, table, force);
  });
}
