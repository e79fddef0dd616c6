/**
 * The catalog as the browser app takes it: each backend loaded on demand is
 * the catalog's own, every built-in puzzle has a loader, and the summaries
 * and thumbnails made for the home page say what the backends say.
 */
import { describe, expect, it } from 'vitest';
import { LAZY_PUZZLE_IDS, loadedPuzzle, loadPuzzle } from '../../src/midend/browser.js';
import { openInstance, PUZZLES, puzzleDescription, puzzleTitle } from '../../src/midend/index.js';
import { puzzleSummaries, puzzleThumbnails } from '../../src/midend/puzzle-summaries.js';
import { isBuiltIn } from '../../src/puzzles/catalog.js';

describe('the lazy catalog', () => {
  it('has a loader for every built-in puzzle, giving the catalog’s own backend', async () => {
    const builtIn = PUZZLES.filter((p) => isBuiltIn(p.id)).map((p) => p.id);
    expect([...LAZY_PUZZLE_IDS].sort()).toEqual([...builtIn].sort());
    for (const id of LAZY_PUZZLE_IDS) {
      const backend = await loadPuzzle(id);
      expect(backend, id).toBe(PUZZLES.find((p) => p.id === id));
      expect(loadedPuzzle(id)).toBe(backend);
    }
  });

  it('loads nothing for an id no puzzle has', async () => {
    expect(await loadPuzzle('no-such-puzzle')).toBeUndefined();
    expect(loadedPuzzle('no-such-puzzle')).toBeUndefined();
    // An alias is the command line's: the app's links name puzzles by id.
    expect(await loadPuzzle('klotski')).toBeUndefined();
  });
});

describe('the summaries made for the home page', () => {
  const summaries = puzzleSummaries();

  it('list every puzzle in the catalog’s order, with its words and default preset', () => {
    expect(summaries.map((s) => s.id)).toEqual(PUZZLES.map((p) => p.id));
    const blocks = summaries.find((s) => s.id === 'sliding-blocks')!;
    const backend = PUZZLES.find((p) => p.id === 'sliding-blocks')!;
    expect(blocks.title).toEqual({ en: puzzleTitle(backend, 'en'), zh: puzzleTitle(backend, 'zh') });
    expect(blocks.description.zh).toBe(puzzleDescription(backend, 'zh'));
    expect(blocks.title.zh).not.toBe(blocks.title.en);
    const tiles = summaries.find((s) => s.id === 'sliding-tiles')!;
    expect(tiles.defaultPreset).toBe('8-puzzle');
    expect(tiles.presetCount).toBe(PUZZLES.find((p) => p.id === 'sliding-tiles')!.presets.length);
  });

  it('draw each default instance as its backend does', () => {
    const thumbnails = puzzleThumbnails();
    expect(Object.keys(thumbnails)).toEqual(PUZZLES.map((p) => p.id));
    const opened = openInstance('sliding-tiles', { lang: 'zh' });
    const drawn = opened.draw(opened.start);
    expect(thumbnails['sliding-tiles'].zh).toEqual({ width: drawn.width, height: drawn.height, shapes: drawn.shapes });
    for (const [id, drawings] of Object.entries(thumbnails)) expect(drawings.en, id).not.toBeNull();
  });
});
