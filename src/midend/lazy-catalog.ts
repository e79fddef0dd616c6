/**
 * The catalog for front ends that load each backend when first needed (the
 * browser app): the built-in ids at once, a backend by id once loaded. The
 * backends come from catalog-loaders.ts, one chunk each, so a page carries
 * only the puzzles it shows; the command line keeps the eager catalog.ts.
 */
import { BACKEND_LOADERS } from '../puzzles/catalog-loaders.js';
import type { BuiltInPuzzleId } from '../puzzles/catalog.js';
import type { AnyPuzzle } from '../puzzles/puzzle.js';

/** The backends loaded so far, by id: a cache of loaded code, the same for every page and language. */
const LOADED = new Map<string, AnyPuzzle>();

function isBuiltInId(id: string): id is BuiltInPuzzleId {
  return Object.hasOwn(BACKEND_LOADERS, id);
}

/** The ids of the built-in puzzles, known before any backend is loaded. */
export const LAZY_PUZZLE_IDS: readonly string[] = Object.keys(BACKEND_LOADERS);

/** The backend of `id` if it is loaded; undefined while it is not (or when no puzzle has that id). */
export function loadedPuzzle(id: string): AnyPuzzle | undefined {
  return LOADED.get(id);
}

/** Loads the backend of `id` (once); undefined when no built-in puzzle has that id. A failed fetch rejects. */
export async function loadPuzzle(id: string): Promise<AnyPuzzle | undefined> {
  const known = LOADED.get(id);
  if (known || !isBuiltInId(id)) return known;
  const backend = await BACKEND_LOADERS[id]();
  LOADED.set(id, backend);
  return backend;
}
