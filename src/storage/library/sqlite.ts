/**
 * The library's index file (`library.sqlite` in a library folder), through
 * better-sqlite3. The driver is a native module built at install time, so it
 * is imported only when a library is opened or built: every other command
 * starts without it. This module only opens, creates and checks the file;
 * what the rows mean is library-schema.ts's and the midend's.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { LibraryFileError } from './error.js';
import { LIBRARY_STORAGE } from './messages.js';

export type SqliteDatabase = BetterSqlite3.Database;

let driver: Promise<typeof BetterSqlite3> | undefined;

/** The driver, loaded once; a clear error where it was not built (an install without its native part). */
export function sqliteDriver(): Promise<typeof BetterSqlite3> {
  driver ??= import('better-sqlite3').then(
    (m) => m.default,
    (error: unknown) => {
      driver = undefined;
      throw new LibraryFileError(LIBRARY_STORAGE.noDriver({ why: error instanceof Error ? error.message : String(error) }));
    },
  );
  return driver;
}

/** What SQLite's own errors mean for a library file: damaged, or not a database at all. */
export function sqliteTrouble(path: string, error: unknown): LibraryFileError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  if (code === 'SQLITE_CANTOPEN') return new LibraryFileError(LIBRARY_STORAGE.cannotOpen({ path }));
  return new LibraryFileError(LIBRARY_STORAGE.damaged({ path, why: code }));
}

/** Opens the index read-only and checks SQLite's own structure (quick_check) before any row is read. */
export async function openSqliteReadOnly(path: string): Promise<SqliteDatabase> {
  const Database = await sqliteDriver();
  let db: SqliteDatabase | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    const checks = db.pragma('quick_check') as { quick_check: string }[];
    if (checks.length !== 1 || checks[0].quick_check !== 'ok') {
      throw new LibraryFileError(LIBRARY_STORAGE.damaged({ path, why: checks.map((c) => c.quick_check).join('; ') }));
    }
    return db;
  } catch (error) {
    db?.close();
    throw sqliteTrouble(path, error) ?? error;
  }
}

/** A new database at `path` (a temporary name: the caller renames it into place once written). */
export async function createSqlite(path: string): Promise<SqliteDatabase> {
  const Database = await sqliteDriver();
  try {
    const db = new Database(path);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    return db;
  } catch (error) {
    throw sqliteTrouble(path, error) ?? error;
  }
}
