/**
 * A level of a file in the URL (`level=`): a link to a Sokoban collection's
 * level or a PuzzleScript game's reproduces it, and `load` opens that level
 * (the same one the command line's --level opens).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryBackend } from '../support/web-backends.js';
import { openInstance } from '../../src/midend/index.js';
import { load } from '../../web/src/load-selection.js';
import { fromQuery, toQuery, type Selection } from '../../web/src/selection.js';

// The app's selections open backends it has loaded (web/src/main.ts and app.ts load them first).
beforeAll(loadEveryBackend);

const COLLECTION = ['#####', '#@$.#', '#####', 'Title: One', '', '######', '#@-$.#', '######', 'Title: Two', ''].join('\n');

describe('the level of a file', () => {
  it('round-trips in the URL, and is left out for other sources', () => {
    const selection: Selection = { puzzleId: 'sokoban', source: 'text', value: COLLECTION, params: {}, level: 'Two' };
    expect(fromQuery(toQuery(selection, 'play', 'en'))).toEqual({ selection, view: 'play', lang: null });
    expect(toQuery({ puzzleId: 'sokoban', source: 'preset', value: 'tiny', params: {}, level: '2' }, 'play', 'en')).not.toContain('level=');
  });

  it('opens the level named, as --level does; a level the file lacks is the backend’s message', () => {
    const loaded = load({ puzzleId: 'sokoban', source: 'text', value: COLLECTION, params: {}, level: '2' });
    expect(loaded.ok && loaded.opened.code).toBe(openInstance('sokoban', { source: { kind: 'text', text: COLLECTION, origin: 'x', level: 'Two' }, params: {} }).code);
    const missing = load({ puzzleId: 'sokoban', source: 'text', value: COLLECTION, params: {}, level: '3' });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toMatch(/2 levels/);
  });
});
