/**
 * The library's index file (`library.sqlite` in a library folder), through
 * sql.js: SQLite compiled to WebAssembly, so an install needs no compiler
 * and downloads nothing (better-sqlite3 built SQLite from source at every
 * fresh install, most of its two minutes). sql.js keeps a database in
 * memory: a file is read whole when opened, and written whole by exporting
 * it, which the index does anyway (a temporary name, then a rename). The
 * driver is loaded only when a library is opened or built: every other
 * command starts without it. This module only opens, creates and checks
 * databases; what the rows mean is rows.ts's and the midend's.
 */
import type initSqlJs from 'sql.js';
import { readFileSync } from 'node:fs';
import { LibraryFileError } from './error.js';
import { LIBRARY_STORAGE } from './messages.js';

type SqlJs = initSqlJs.SqlJsStatic;
type Driver = initSqlJs.Database;
type DriverStatement = initSqlJs.Statement;
/** A value a statement binds or a row holds (INTEGER and REAL come back as numbers). */
export type SqliteValue = initSqlJs.SqlValue;
export type SqliteRow = Record<string, SqliteValue>;

/** An error SQLite itself raised (a damaged file, a failed statement), with SQLite's own words. */
export class SqliteError extends Error {
  override readonly name = 'SqliteError';
}

let driver: Promise<SqlJs> | undefined;

/** The driver, loaded once; a clear error where it is not installed. */
export function sqliteDriver(): Promise<SqlJs> {
  driver ??= import('sql.js').then(
    (m) => m.default(),
    (error: unknown) => {
      driver = undefined;
      throw new LibraryFileError(LIBRARY_STORAGE.noDriver({ why: error instanceof Error ? error.message : String(error) }));
    },
  );
  return driver;
}

/** Runs a call into SQLite; what it throws becomes a SqliteError (sql.js throws plain Errors with SQLite's message). */
function guarded<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof LibraryFileError || error instanceof SqliteError) throw error;
    throw new SqliteError(error instanceof Error ? error.message : String(error));
  }
}

/** What SQLite's own errors mean for a library file: damaged, or not a database at all. */
export function sqliteTrouble(path: string, error: unknown): LibraryFileError | undefined {
  if (!(error instanceof SqliteError)) return undefined;
  return new LibraryFileError(LIBRARY_STORAGE.damaged({ path, why: error.message }));
}

/** A prepared statement, kept and run again (a lookup's own statement is prepared once). */
export class SqliteStatement {
  constructor(private readonly statement: DriverStatement) {}

  /** Every row the statement gives with these parameters. */
  all<T = SqliteRow>(...params: SqliteValue[]): T[] {
    return guarded(() => {
      const s = this.statement;
      try {
        s.bind(params);
        const rows: T[] = [];
        while (s.step()) rows.push(s.getAsObject() as T);
        return rows;
      } finally {
        s.reset();
      }
    });
  }

  /** The first row, or undefined where there is none. */
  get<T = SqliteRow>(...params: SqliteValue[]): T | undefined {
    return guarded(() => {
      const s = this.statement;
      try {
        s.bind(params);
        return s.step() ? (s.getAsObject() as T) : undefined;
      } finally {
        s.reset();
      }
    });
  }

  run(...params: SqliteValue[]): void {
    guarded(() => this.statement.run(params));
  }
}

/** An open database (in memory: a file opened is a copy, and is never written back). */
export class SqliteDatabase {
  private closed = false;

  constructor(private readonly db: Driver) {}

  get open(): boolean {
    return !this.closed;
  }

  /** Statements without parameters or results (a schema). */
  exec(sql: string): void {
    guarded(() => this.db.exec(sql));
  }

  prepare(sql: string): SqliteStatement {
    return new SqliteStatement(guarded(() => this.db.prepare(sql)));
  }

  /** Runs `work` inside one transaction: all of it or none. */
  transaction(work: () => void): void {
    this.exec('BEGIN');
    try {
      work();
      this.exec('COMMIT');
    } catch (error) {
      this.exec('ROLLBACK');
      throw error;
    }
  }

  /** The database as the bytes of a SQLite file. */
  bytes(): Uint8Array {
    return guarded(() => this.db.export());
  }

  /** Closes it and frees its statements (sql.js frees those it prepared). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

/** Opens the file at `path` (read into memory) and checks SQLite's own structure (quick_check) before any row is read. */
export async function openSqliteReadOnly(path: string): Promise<SqliteDatabase> {
  const sql = await sqliteDriver();
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new LibraryFileError(LIBRARY_STORAGE.cannotOpen({ path }));
  }
  let db: SqliteDatabase | undefined;
  try {
    db = new SqliteDatabase(guarded(() => new sql.Database(bytes)));
    const checks = db.prepare('PRAGMA quick_check').all<{ quick_check: string }>();
    if (checks.length !== 1 || checks[0].quick_check !== 'ok') {
      throw new LibraryFileError(LIBRARY_STORAGE.damaged({ path, why: checks.map((c) => c.quick_check).join('; ') }));
    }
    return db;
  } catch (error) {
    db?.close();
    throw sqliteTrouble(path, error) ?? error;
  }
}

/** A new, empty database in memory (the caller writes its bytes to a file). */
export async function createSqlite(): Promise<SqliteDatabase> {
  const sql = await sqliteDriver();
  return new SqliteDatabase(guarded(() => new sql.Database()));
}
