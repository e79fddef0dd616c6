/**
 * Every puzzle backend, by id. Adding a puzzle touches its own folder and
 * this list; the midend finds puzzles only here (and front ends only
 * through the midend).
 */
import { quoteInput } from './params.js';
import { checkedBackend, checkAliasesFree } from './backend-check.js';
import type { AnyPuzzle } from './puzzle.js';
import { PuzzleInputError } from './puzzle.js';
import { coins } from './coins/index.js';
import { frogs } from './frogs/index.js';
import { hanoi } from './hanoi/index.js';
import { puzzleScript } from './puzzlescript/index.js';
import { knights } from './knights/index.js';
import { riverCrossing } from './river-crossing/index.js';
import { rushHour } from './rush-hour/index.js';
import { slidingBlocks } from './sliding-blocks/index.js';
import { slidingTiles } from './sliding-tiles/index.js';
import { sokoban } from './sokoban/index.js';
import { submarine } from './submarine/index.js';
import { waterJugs } from './water-jugs/index.js';
import { findNamed, unknownNameHint } from './names.js';
import { PUZZLE_MESSAGES } from './messages.js';
import { aliasesOf, aliasIndex } from './alias-index.js';
import { chineseNameIndex } from './chinese-names.js';

/**
 * The built-in backends by id, each with its own instance, state and move
 * types, so that `findPuzzle('sliding-tiles')` gives a backend whose states
 * and moves a program can use without casts.
 */
export interface BuiltInPuzzles {
  'sliding-tiles': typeof slidingTiles;
  'sliding-blocks': typeof slidingBlocks;
  'rush-hour': typeof rushHour;
  submarine: typeof submarine;
  'river-crossing': typeof riverCrossing;
  'water-jugs': typeof waterJugs;
  coins: typeof coins;
  frogs: typeof frogs;
  knights: typeof knights;
  hanoi: typeof hanoi;
  sokoban: typeof sokoban;
  puzzlescript: typeof puzzleScript;
}

/** The id of a built-in puzzle. */
export type BuiltInPuzzleId = keyof BuiltInPuzzles;

const puzzles: AnyPuzzle[] = [slidingTiles, slidingBlocks, rushHour, submarine, sokoban, riverCrossing, waterJugs, coins, frogs, knights, hanoi, puzzleScript];

/** The ids of the puzzles built in (not added by --puzzle-module): those a worker thread can open again by id. */
const BUILT_IN = new Set(puzzles.map((p) => p.id));

export function isBuiltIn(id: string): boolean {
  return BUILT_IN.has(id);
}

/** In the order `list` and the browser show them: the big puzzles first, then the small classics, then any added. */
export const PUZZLES: readonly AnyPuzzle[] = puzzles;

/**
 * Adds a puzzle of the user's own (`puzzlekit --puzzle-module FILE`), checked
 * first: every front end then lists, solves and explores it like a built-in one.
 */
export function addPuzzle(value: unknown, where: string): AnyPuzzle {
  const backend = checkedBackend(value, where);
  const clash = puzzles.find((p) => p.id === backend.id) ?? aliasIndex(puzzles).find((a) => a.alias === backend.id);
  if (clash) throw new PuzzleInputError(PUZZLE_MESSAGES.idTaken({ where, id: backend.id }));
  checkAliasesFree(backend, puzzles, where);
  puzzles.push(backend);
  return backend;
}

/** A puzzle by id or alias (klotski, huarongdao or its Chinese name, 15-puzzle, ...), and the preset the name stands for, if any. */
export function resolvePuzzle(name: string): { puzzle: AnyPuzzle; preset?: string } {
  const byId = findNamed(
    PUZZLES.map((p) => ({ name: p.id, puzzle: p })),
    name,
  );
  if (byId) return { puzzle: byId.puzzle };
  const alias = findNamed(
    aliasIndex(PUZZLES).map((a) => ({ name: a.alias, entry: a })),
    name,
  );
  if (alias) return { puzzle: alias.entry.puzzle, preset: alias.entry.preset };
  // A puzzle's or a preset's Chinese name, when it stands for one thing across the catalog.
  const chineseNames = chineseNameIndex(PUZZLES);
  const chinese = findNamed(chineseNames, name);
  if (chinese) return chinese.preset === undefined ? { puzzle: chinese.puzzle } : { puzzle: chinese.puzzle, preset: chinese.preset };
  // The Chinese names join the aliases for "did you mean": a near miss of a preset's Chinese name is suggested too.
  const named = PUZZLES.map((p) => ({ name: p.id, aliases: [...aliasesOf(p), ...chineseNames.filter((c) => c.puzzle === p).map((c) => c.name)] }));
  throw new PuzzleInputError(PUZZLE_MESSAGES.unknownPuzzle({ name: quoteInput(name), hint: unknownNameHint(named, name, PUZZLE_MESSAGES.nounPuzzles()) }));
}

/**
 * A puzzle by id or alias. A built-in id written as a literal gives that
 * backend with its own types; any other string gives it with them erased.
 *
 * @example
 * const tiles = findPuzzle('sliding-tiles'); // PuzzleBackend<TilesInstance, TileState, TileMove>
 * const any = findPuzzle(process.argv[2]); // AnyPuzzle
 */
export function findPuzzle<Id extends BuiltInPuzzleId>(id: Id): BuiltInPuzzles[Id];
export function findPuzzle(id: string): AnyPuzzle;
export function findPuzzle(id: string): AnyPuzzle {
  return resolvePuzzle(id).puzzle;
}
