/**
 * Every built-in backend as a loader of its own: `import()` of its folder,
 * so that a bundler gives each backend a chunk that a front end fetches when
 * a page first needs that puzzle (the browser app; the command line keeps
 * the eager catalog.ts). The table is keyed by `BuiltInPuzzleId`, so a
 * backend added to the catalog and not here fails to compile.
 */
import type { BuiltInPuzzleId } from './catalog.js';
import type { AnyPuzzle } from './puzzle.js';

export const BACKEND_LOADERS: { readonly [Id in BuiltInPuzzleId]: () => Promise<AnyPuzzle> } = {
  'sliding-tiles': () => import('./sliding-tiles/index.js').then((m) => m.slidingTiles),
  'sliding-blocks': () => import('./sliding-blocks/index.js').then((m) => m.slidingBlocks),
  'rush-hour': () => import('./rush-hour/index.js').then((m) => m.rushHour),
  submarine: () => import('./submarine/index.js').then((m) => m.submarine),
  sokoban: () => import('./sokoban/index.js').then((m) => m.sokoban),
  'river-crossing': () => import('./river-crossing/index.js').then((m) => m.riverCrossing),
  'water-jugs': () => import('./water-jugs/index.js').then((m) => m.waterJugs),
  coins: () => import('./coins/index.js').then((m) => m.coins),
  frogs: () => import('./frogs/index.js').then((m) => m.frogs),
  knights: () => import('./knights/index.js').then((m) => m.knights),
  hanoi: () => import('./hanoi/index.js').then((m) => m.hanoi),
  puzzlescript: () => import('./puzzlescript/index.js').then((m) => m.puzzleScript),
};
