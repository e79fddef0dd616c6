/**
 * Heuristic tables (pattern databases) kept in the browser's IndexedDB, so a
 * set is built once and read back on later hints and page loads. Each record
 * is the set's stored form (src/storage/table-file.ts: a header with what the
 * tables are for and a checksum a table) under a key naming the set (puzzle,
 * board, goal, partition: the spec's id) and the format version. What is read
 * back is used only when the header and every checksum agree; a stale or
 * damaged record is reported, deleted and rebuilt by the midend. The
 * midend's table store (`indexedDbTableStore`), as the hint runs use it.
 */
import type { StoredTablesRead, TableStore } from '../../../src/midend/browser.js';
import type { TableSetSpec } from '../../../src/puzzles/heuristic-tables.js';
import { decodeTableFile, encodeTableFile, storedTableKey } from '../../../src/storage/table-file.js';

const DATABASE = 'puzzlekit-tables';
const STORE = 'tables';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

/** The database, opened once; null where the browser has no IndexedDB (a private window may refuse it). */
async function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DATABASE, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB cannot be opened'));
  });
  try {
    return await opened;
  } catch {
    opened = null;
    return null;
  }
}

/** The hint tables' store in this browser. */
export const indexedDbTableStore: TableStore = {
  read: readStoredTables,
  write: storeTables,
  where: (spec) => `IndexedDB ${DATABASE}/${STORE}/${storedTableKey(spec)}`,
};

/** The set from IndexedDB, checked; a record that fails the check is deleted (it is never used). */
async function readStoredTables(spec: TableSetSpec): Promise<StoredTablesRead> {
  const db = await database();
  if (!db) return { status: 'missing' };
  const key = storedTableKey(spec);
  const stored = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
  if (stored === undefined) return { status: 'missing' };
  const bytes = stored instanceof ArrayBuffer ? new Uint8Array(stored) : stored instanceof Uint8Array ? stored : new Uint8Array(0);
  const read = decodeTableFile(bytes, spec);
  if (read.status === 'invalid') await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(key)).catch(() => undefined);
  return read;
}

/** Keeps the set in IndexedDB; throws where it cannot (no IndexedDB, or the quota is spent): the tables still serve this page. */
async function storeTables(spec: TableSetSpec, tables: Uint8Array[]): Promise<void> {
  const db = await database();
  if (!db) throw new Error('this browser has no IndexedDB');
  const bytes = encodeTableFile(spec, tables);
  const transaction = db.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).put(bytes.buffer, storedTableKey(spec));
  // Written once the transaction commits, not when the put is queued.
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
  });
}
