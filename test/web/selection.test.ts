/**
 * What the browser app keeps in the URL, and how it builds an instance from
 * it: a link reproduces the selection exactly, and bad input becomes the
 * backend's message, never an exception.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryBackend } from '../support/web-backends.js';
import { initialLang } from '../../web/src/initial-lang.js';
import { load } from '../../web/src/load-selection.js';
import { defaultSelection, fromQuery, langOfQuery, puzzleById, toQuery, type Selection } from '../../web/src/selection.js';

// The app's selections open backends it has loaded (web/src/main.ts and app.ts load them first).
beforeAll(loadEveryBackend);

describe('the URL', () => {
  const cases: Selection[] = [
    { puzzleId: 'sliding-tiles', source: 'preset', value: '8-puzzle', params: {} },
    { puzzleId: 'sliding-tiles', source: 'code', value: '0,1,2/3,4,5/6,8,7', params: { goal: 'blank-first' } },
    { puzzleId: 'water-jugs', source: 'text', value: '{"capacities":[8,5,3],\n"start":[8,0,0],"goal":[4,4,0]}', params: {}, metric: 'moves' },
    { puzzleId: 'sliding-blocks', source: 'text', value: 'target: B 4 2\nABBC\nABBC\nDEEF\nDGHF\nI..J', params: {} },
  ];
  for (const selection of cases) {
    it(`round-trips ${selection.puzzleId} from a ${selection.source}`, () => {
      const query = toQuery(selection, 'explore', 'zh');
      expect(fromQuery(query)).toEqual({ selection, view: 'explore', lang: 'zh' });
    });
  }

  it('defaults: the solve view, no language (the reader’s own is used), the puzzle’s default preset', () => {
    expect(fromQuery('?puzzle=sliding-tiles')).toEqual({
      selection: { puzzleId: 'sliding-tiles', source: 'preset', value: '8-puzzle', params: {} },
      view: 'solve',
      lang: null,
    });
    expect(fromQuery('?puzzle=sliding-tiles&lang=en')?.lang).toBe('en');
    expect(fromQuery('?view=bogus')).toBeNull();
    expect(fromQuery('?puzzle=sliding-tiles&view=bogus')?.view).toBe('solve');
  });

  it('a link that names only a language opens in it, and the rewritten URL keeps it', () => {
    expect(fromQuery('?lang=zh')).toBeNull();
    expect(langOfQuery('?lang=zh')).toBe('zh');
    expect(langOfQuery('?lang=klingon')).toBeNull();
    expect(langOfQuery('')).toBeNull();
    // What main.ts does: the link's language wins over a remembered English and an English browser.
    const lang = initialLang(langOfQuery('?lang=zh'), 'en', ['en-US']);
    expect(lang).toBe('zh');
    // What the app then writes back for the default puzzle.
    const first = puzzleById('sliding-tiles');
    expect(first).toBeDefined();
    if (first) expect(new URLSearchParams(toQuery(defaultSelection(first), 'solve', lang)).get('lang')).toBe('zh');
  });
});

describe('loading a selection', () => {
  it('builds the instance and its start state', () => {
    const loaded = load({ puzzleId: 'sliding-tiles', source: 'code', value: '1,2,3/4,5,6/7,0,8', params: {} });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.puzzle.stateCode(loaded.instance, loaded.start)).toBe('1,2,3/4,5,6/7,0,8');
  });

  it('gives the backend’s message for bad input and for an unknown parameter', () => {
    const bad = load({ puzzleId: 'sliding-tiles', source: 'code', value: '1,2,3/4,5,6/7,8,8', params: {} });
    expect(bad).toMatchObject({ ok: false, message: 'row 3, column 3: tile 8 again (already at row 3, column 2)' });
    const param = load({ puzzleId: 'sliding-tiles', source: 'preset', value: '8-puzzle', params: { colour: 'red' } });
    expect(param).toMatchObject({ ok: false, message: 'sliding-tiles has no parameter "colour" (its parameters: goal, heuristic)' });
  });

  it('names a puzzle this build lacks', () => {
    const missing = load({ puzzleId: 'no-such', source: 'preset', value: 'x', params: {} });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message).toMatch(/^unknown puzzle "no-such" \(puzzles: sliding-tiles, .*water-jugs/);
  });
});
