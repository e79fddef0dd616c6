/**
 * The library's index on disk (`library.sqlite`): written whole under a
 * temporary name and renamed into place, so a reader sees the old index or
 * the new one, never half of one; opened read-only and checked (SQLite's
 * structure, the schema version, the puzzle) before any row is read. The
 * indexes serve the questions people ask: by moves, by type, by group size.
 */
import { join } from 'node:path';
import { LibraryFileError } from './error.js';
import { LIBRARY_STORAGE } from './messages.js';
import { LIBRARY_INDEX_FILE, LIBRARY_SCHEMA, type LibraryContents, type LibraryFileRow, type LibraryGroupRow, type LibraryMeta, type LibraryQuery, type LibraryTypeRow } from './rows.js';
import { createSqlite, openSqliteReadOnly, sqliteTrouble, type SqliteDatabase, type SqliteStatement } from './sqlite.js';
import { pathExists } from '../paths.js';
import { writeFileAtomic } from '../atomic-write.js';

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE types (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, counts TEXT NOT NULL, layouts INTEGER NOT NULL,
  groups INTEGER NOT NULL, farthest INTEGER, hardest_count INTEGER NOT NULL, hardest TEXT) STRICT;
CREATE TABLE type_counts (type_id INTEGER NOT NULL REFERENCES types(id), field TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (type_id, field)) STRICT;
CREATE TABLE files (
  type_id INTEGER NOT NULL REFERENCES types(id), ext TEXT NOT NULL, file TEXT NOT NULL UNIQUE, bytes INTEGER NOT NULL, sha256 TEXT NOT NULL,
  PRIMARY KEY (type_id, ext)) STRICT;
CREATE TABLE groups (
  type_id INTEGER NOT NULL REFERENCES types(id), idx INTEGER NOT NULL, size INTEGER NOT NULL, solved INTEGER NOT NULL,
  farthest INTEGER, hardest_count INTEGER NOT NULL, hardest TEXT, PRIMARY KEY (type_id, idx)) STRICT;
CREATE INDEX groups_by_moves ON groups (farthest, size);
CREATE INDEX groups_by_size ON groups (size);
CREATE INDEX type_counts_by_value ON type_counts (field, value);
`;

export function libraryIndexPath(dir: string): string {
  return join(dir, LIBRARY_INDEX_FILE);
}

/** Writes the whole index into `dir`, replacing the one there: built in memory, then written under a temporary name and renamed into place. */
export async function writeLibraryIndex(dir: string, contents: LibraryContents): Promise<void> {
  const path = libraryIndexPath(dir);
  const db = await createSqlite();
  try {
    db.exec(SCHEMA);
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    const type = db.prepare('INSERT INTO types (id, name, counts, layouts, groups, farthest, hardest_count, hardest) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const count = db.prepare('INSERT INTO type_counts (type_id, field, value) VALUES (?, ?, ?)');
    const file = db.prepare('INSERT INTO files (type_id, ext, file, bytes, sha256) VALUES (?, ?, ?, ?, ?)');
    const group = db.prepare('INSERT INTO groups (type_id, idx, size, solved, farthest, hardest_count, hardest) VALUES (?, ?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      const { schema, puzzle, metric } = contents.meta;
      meta.run('schema', String(schema));
      meta.run('puzzle', puzzle);
      meta.run('metric', metric);
      const ids = new Map<string, number>();
      contents.types.forEach((t, i) => {
        const id = i + 1;
        type.run(id, t.name, JSON.stringify(t.counts), t.layouts, t.groups, t.farthest, t.hardestCount, t.hardest);
        ids.set(t.name, id);
        for (const [field, value] of Object.entries(t.counts)) count.run(id, field, value);
      });
      const idOf = (name: string) => {
        const id = ids.get(name);
        if (id === undefined) throw new Error(`internal error: a library row names the type ${name}, which has no row`);
        return id;
      };
      for (const f of contents.files) file.run(idOf(f.type), f.ext, f.file, f.bytes, f.sha256);
      for (const g of contents.groups) group.run(idOf(g.type), g.group, g.size, g.solved, g.farthest, g.hardestCount, g.hardest);
    });
    const bytes = db.bytes();
    db.close();
    writeFileAtomic(path, [bytes]);
  } catch (error) {
    db.close();
    throw sqliteTrouble(path, error) ?? error;
  }
}

interface TypeRecord {
  name: string;
  counts: string;
  layouts: number;
  groups: number;
  farthest: number | null;
  hardest_count: number;
  hardest: string | null;
}

interface GroupRecord {
  type: string;
  idx: number;
  size: number;
  solved: number;
  farthest: number | null;
  hardest_count: number;
  hardest: string | null;
}

function typeRow(r: TypeRecord): LibraryTypeRow {
  return { name: r.name, counts: JSON.parse(r.counts) as Record<string, number>, layouts: r.layouts, groups: r.groups, farthest: r.farthest, hardestCount: r.hardest_count, hardest: r.hardest };
}

function groupRow(r: GroupRecord): LibraryGroupRow {
  return { type: r.type, group: r.idx, size: r.size, solved: r.solved, farthest: r.farthest, hardestCount: r.hardest_count, hardest: r.hardest };
}

const GROUP_COLUMNS = 't.name AS type, g.idx, g.size, g.solved, g.farthest, g.hardest_count, g.hardest FROM groups g JOIN types t ON t.id = g.type_id';

/** An index opened read-only and checked: its meta, and the questions the library asks of it. */
export class LibraryIndex {
  private readonly groupStatement: SqliteStatement;
  /** The group rows read so far, by type and group index (as many as the family has groups at most). */
  private readonly groupRows = new Map<string, (LibraryGroupRow | undefined)[]>();

  private constructor(
    private readonly db: SqliteDatabase,
    readonly path: string,
    readonly meta: LibraryMeta,
  ) {
    this.groupStatement = db.prepare(`SELECT ${GROUP_COLUMNS} WHERE t.name = ? AND g.idx = ?`);
  }

  /** Opens the index of the library in `dir` for `puzzle` (any puzzle when undefined); a LibraryFileError for a missing, damaged, foreign or other-version one. */
  static async open(dir: string, puzzle: string | undefined): Promise<LibraryIndex> {
    const path = libraryIndexPath(dir);
    if (!pathExists(path)) throw new LibraryFileError(LIBRARY_STORAGE.noIndex({ path: dir }));
    const db = await openSqliteReadOnly(path);
    try {
      const meta = readMeta(db, path);
      if (puzzle !== undefined && meta.puzzle !== puzzle) throw new LibraryFileError(LIBRARY_STORAGE.otherPuzzle({ path: dir, held: meta.puzzle, wanted: puzzle }));
      return new LibraryIndex(db, path, meta);
    } catch (error) {
      db.close();
      throw sqliteTrouble(path, error) ?? error;
    }
  }

  types(): LibraryTypeRow[] {
    return this.read(() => this.db.prepare('SELECT * FROM types ORDER BY id').all<TypeRecord>().map(typeRow));
  }

  files(): LibraryFileRow[] {
    const sql = 'SELECT t.name AS type, f.ext, f.file, f.bytes, f.sha256 FROM files f JOIN types t ON t.id = f.type_id ORDER BY f.type_id, f.ext';
    return this.read(() => this.db.prepare(sql).all<LibraryFileRow>());
  }

  /**
   * A group's row, read once and kept (a server answers every lookup with its group's:
   * a call into SQLite's WebAssembly costs some 100 µs, a kept row nothing).
   */
  group(type: string, index: number): LibraryGroupRow | undefined {
    let rows = this.groupRows.get(type);
    if (!rows) this.groupRows.set(type, (rows = []));
    if (index in rows) return rows[index];
    const row = this.read(() => {
      const r = this.groupStatement.get<GroupRecord>(type, index);
      return r && groupRow(r);
    });
    rows[index] = row;
    return row;
  }

  /** The groups a query asks for, each a puzzle (groups without a solved layout never are). */
  groups(q: LibraryQuery): LibraryGroupRow[] {
    const where = ['g.farthest IS NOT NULL'];
    const params: (string | number)[] = [];
    if (q.moves) {
      where.push('g.farthest BETWEEN ? AND ?');
      params.push(q.moves.min, q.moves.max);
    }
    if (q.types && q.types.length > 0) {
      where.push(`t.name IN (${q.types.map(() => '?').join(', ')})`);
      params.push(...q.types);
    }
    if (q.minSize !== undefined) {
      where.push('g.size >= ?');
      params.push(q.minSize);
    }
    const order = q.hardestFirst ? 'g.farthest DESC, g.size DESC' : 'g.farthest ASC, g.size DESC';
    const sql = `SELECT ${GROUP_COLUMNS} WHERE ${where.join(' AND ')} ORDER BY ${order}, t.id, g.idx LIMIT ? OFFSET ?`;
    return this.read(() => this.db.prepare(sql).all<GroupRecord>(...params, q.limit, q.offset ?? 0).map(groupRow));
  }

  close(): void {
    this.db.close();
  }

  /** A read that SQLite finds damaged halfway is the library's error, never a partial answer. */
  private read<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      throw sqliteTrouble(this.path, error) ?? error;
    }
  }
}

function readMeta(db: SqliteDatabase, path: string): LibraryMeta {
  let rows: { key: string; value: string }[];
  try {
    rows = db.prepare('SELECT key, value FROM meta').all<{ key: string; value: string }>();
  } catch {
    throw new LibraryFileError(LIBRARY_STORAGE.schema({ path, found: '?', expected: LIBRARY_SCHEMA }));
  }
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  const schema = meta.get('schema') ?? '?';
  if (schema !== String(LIBRARY_SCHEMA)) throw new LibraryFileError(LIBRARY_STORAGE.schema({ path, found: schema, expected: LIBRARY_SCHEMA }));
  const puzzle = meta.get('puzzle');
  const metric = meta.get('metric');
  if (puzzle === undefined || metric === undefined) throw new LibraryFileError(LIBRARY_STORAGE.damaged({ path, why: 'meta' }));
  return { schema: LIBRARY_SCHEMA, puzzle, metric };
}
