/**
 * The editors' models (each backend's `editor` ability), without a browser: the sliding-blocks grid is read
 * and written by the backend's text format and edited as a person would;
 * the submarine level is read by the backend's readers, written in the JSON
 * level format and turns tiles a quarter at a time; the river-crossing form
 * edits puzzlekit's own spec by names; the sliding-tiles grid is split as
 * the backend splits a board and resized keeping what fits.
 */
import { describe, expect, it } from 'vitest';
import {
  addPiece,
  blocksText,
  DEFAULT_LAYOUT,
  movePiece,
  parseBlocksText,
  removePiece,
  resize,
  toggleWall,
  blocksGridModel,
  type BlocksGrid,
} from '../../src/puzzles/sliding-blocks/editor-model.js';
import { newCursor, pressKey, type Tool } from '../../web/src/editors/blocks-keys.js';
import { slidingBlocks } from '../../src/puzzles/sliding-blocks/index.js';
import { findPuzzle, PUZZLES } from '../../src/puzzles/catalog.js';
import { overlapCells } from '../../src/puzzles/submarine/level.js';
import { addTraveller, readSpec, referenceNames, removeTraveller, renameTraveller, specText, starterSpec, withCount } from '../../src/puzzles/river-crossing/editor-model.js';
import { readNames } from '../../web/src/editors/name-list.js';
import { resizeTiles, tilesGridFrom, tilesGridOf, tilesText } from '../../src/puzzles/sliding-tiles/editor-model.js';
import type { TilesInstance } from '../../src/puzzles/sliding-tiles/board.js';
import { levelJson, newLevel, readLevel, rotateTile, slotLevelModel, tileArrows, tileKey, type Tile } from '../../src/puzzles/submarine/editor-model.js';

describe('the editor ability', () => {
  it('a backend with an editor carries its model, of its own kind; the others have none (the browser gives them the generic editor)', () => {
    const kinds = Object.fromEntries(PUZZLES.map((p) => [p.id, p.editor?.kind ?? null]));
    expect(kinds).toEqual({
      'sliding-tiles': 'tiles-grid',
      'sliding-blocks': 'blocks-grid',
      'rush-hour': 'blocks-grid',
      submarine: 'slot-level',
      sokoban: 'paint-grid',
      'river-crossing': 'river-form',
      'water-jugs': null,
      coins: null,
      frogs: null,
      knights: null,
      puzzlescript: null,
      hanoi: null,
    });
    expect(findPuzzle('sliding-blocks').editor).toBe(blocksGridModel);
    expect(findPuzzle('submarine').editor).toBe(slotLevelModel);
  });
});

describe('sliding-blocks editor grid', () => {
  const grid = () => parseBlocksText(DEFAULT_LAYOUT) as BlocksGrid;

  it('reads and writes the text format, target line first (counted from 1; the grid model counts from 0)', () => {
    const g = parseBlocksText('target: B 4 2\nABBC\nABBC\nDEEF\nDGHF\nI..J')!;
    expect(g.width).toBe(4);
    expect(g.height).toBe(5);
    expect(g.goal).toEqual({ letter: 'B', row: 3, col: 1 });
    expect(blocksText(g)).toBe('target: B 4 2\nABBC\nABBC\nDEEF\nDGHF\nI..J');
  });

  it('keeps Rush Hour direction limits: from the code form, through the text, back to the same instance', () => {
    const code = 'AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:target=X,3,5:horizontal=AXCR:vertical=OPQB';
    const g = parseBlocksText(code)!;
    expect(g.goal).toEqual({ letter: 'X', row: 2, col: 4 });
    expect(g.horizontal).toEqual(['A', 'X', 'C', 'R']);
    expect(g.vertical).toEqual(['O', 'P', 'Q', 'B']);
    const text = blocksText(g);
    expect(text.split('\n').slice(0, 3)).toEqual(['target: X 3 5', 'horizontal: A X C R', 'vertical: O P Q B']);
    const again = slidingBlocks.parse({ source: { kind: 'text', text, origin: 'editor' }, params: {} });
    expect(slidingBlocks.instanceCode(again)).toBe(code);
    removePiece(g, 'Q');
    expect(g.vertical).toEqual(['O', 'P', 'B']);
    resize(g, 3, 6); // cuts O, C and R, which reach past column 2
    expect(g.horizontal).toEqual(['A', 'X']);
    expect(g.vertical).toEqual(['P', 'B']);
  });

  it('reads a classic layout code as the backend does, and keeps a wrong board to draw (the backend names its faults)', () => {
    const classic = blocksText(parseBlocksText('1A9BF0C00')!);
    expect(slidingBlocks.instanceCode(slidingBlocks.parse({ source: { kind: 'text', text: classic, origin: 'editor' }, params: {} }))).toBe('1A9BF0C00');
    expect(parseBlocksText('AB?C\nAB.C')!.cells[0][2]).toBe('?');
    expect(parseBlocksText('ABBC\nABB')).toBeNull();
    expect(parseBlocksText('')).toBeNull();
  });

  it('moves a piece only into empty cells on the board', () => {
    const k = grid();
    expect(movePiece(k, 'H', 1, 0)).toBe(true);
    expect(blocksText(k)).toBe('ABBC\nABBC\nDEEF\nDG.F\nI.HJ');
    expect(movePiece(k, 'B', 0, 1)).toBe(false);
    expect(movePiece(k, 'I', 1, 0)).toBe(false);
    expect(movePiece(k, 'G', 1, 0)).toBe(true);
    expect(blocksText(k)).toBe('ABBC\nABBC\nDEEF\nD..F\nIGHJ');
  });

  it('draws new pieces over empty cells only, with the next free letter', () => {
    const g = grid();
    expect(addPiece(g, 4, 1, 4, 2)).toBe('K');
    expect(blocksText(g)).toBe('ABBC\nABBC\nDEEF\nDGHF\nIKKJ');
    expect(addPiece(g, 4, 1, 4, 1)).toBeNull();
  });

  it('removes pieces, toggles walls and resizes, cutting pieces that no longer fit', () => {
    const g = grid();
    removePiece(g, 'B');
    toggleWall(g, 0, 1);
    expect(blocksText(g)).toBe('A#.C\nA..C\nDEEF\nDGHF\nI..J');
    resize(g, 3, 4);
    expect(blocksText(g)).toBe('A#.\nA..\nDEE\nDGH');
    resize(g, 4, 5);
    expect(blocksText(g)).toBe('A#..\nA...\nDEE.\nDGH.\n....');
  });

  it('by keyboard: arrows move the cursor on the board, Enter picks a piece up and the arrows move it, Space draws from corner to corner, Delete removes', () => {
    const g = grid();
    const cursor = newCursor();
    const keys = (tool: Tool, ...pressed: string[]) => pressed.map((key) => pressKey(blocksGridModel, g, cursor, tool, key));
    // The board's edge stops the cursor; a key the grid does not use is left to the page.
    keys('move', 'ArrowUp', 'ArrowLeft');
    expect([cursor.row, cursor.col]).toEqual([0, 0]);
    expect(pressKey(blocksGridModel, g, cursor, 'move', 'Tab')).toEqual({ used: false });
    // H (row 4, column 3) picked up, moved down into the gap, put down.
    keys('move', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter');
    expect(cursor.held).toBe('H');
    expect(keys('move', 'ArrowDown', 'ArrowDown')).toEqual([{ used: true }, { used: true, note: 'blocked' }]);
    keys('move', 'Enter');
    expect(cursor).toMatchObject({ row: 4, col: 2, held: null });
    expect(blocksText(g)).toBe('ABBC\nABBC\nDEEF\nDG.F\nI.HJ');
    // A new piece from (3, 2) to (4, 1): the second corner is on a piece, so nothing is drawn; Escape lets go.
    keys('draw', 'ArrowUp', ' ', 'ArrowDown', 'ArrowLeft');
    expect(cursor.corner).toEqual({ row: 3, col: 2 });
    expect(keys('draw', ' ')).toEqual([{ used: true, note: 'notEmpty' }]);
    expect(cursor.corner).toBeNull();
    keys('draw', ' ', 'Escape');
    expect(cursor.corner).toBeNull();
    // Both corners on one cell: a 1x1 piece.
    keys('draw', 'ArrowUp', 'ArrowRight', ' ', 'Enter');
    expect(blocksText(g)).toBe('ABBC\nABBC\nDEEF\nDGKF\nI.HJ');
    // The wall tool toggles the cell; Delete removes a whole piece whatever the tool.
    keys('wall', 'ArrowDown', 'ArrowLeft', ' ', 'ArrowRight', 'Delete');
    expect(blocksText(g)).toBe('ABBC\nABBC\nDEEF\nDGKF\nI#.J');
    keys('move', 'ArrowUp', 'Backspace');
    expect(blocksText(g)).toBe('ABBC\nABBC\nDEEF\nDG.F\nI#.J');
  });
});

describe('submarine editor level', () => {
  it('a new level holds the toy’s set, one empty slot, and no overlapping attachments', () => {
    const tiles = newLevel().grid;
    expect(tiles).toHaveLength(9);
    expect(tiles.filter((t) => t === null)).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'submarine')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'big')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'middle')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'small' && t.corners.length === 1)).toHaveLength(3);
    expect(tiles.filter((t) => t?.type === 'small' && t.corners.length === 2)).toHaveLength(2);
    expect(overlapCells(tiles)).toEqual([]);
  });

  it('writes the JSON level format, which the backend reads back as the same level', () => {
    const level = newLevel();
    const json = levelJson(level);
    const parsed = findPuzzle('submarine').parse({ source: { kind: 'text', text: json, origin: 'test' }, params: {} }) as { grid: unknown[]; name?: string };
    expect(parsed.grid).toEqual(level.grid);
    expect(parsed.name).toBe(level.name);
    expect(readLevel(json)).toEqual(level);
    expect(readLevel('{"grid": [[null]]}')).toBeNull();
    expect(readLevel('not json')).toBeNull();
  });

  it('turns a tile a quarter clockwise; four turns are none; the submarine never turns', () => {
    const small: Tile = { type: 'small', corners: ['top-left', 'top-right'] };
    expect(rotateTile(small)).toEqual({ type: 'small', corners: ['top-right', 'bottom-right'] });
    const middle: Tile = { type: 'middle', side: 'left' };
    expect(rotateTile(middle)).toEqual({ type: 'middle', side: 'top' });
    const big: Tile = { type: 'big', corner: 'bottom-left' };
    expect(rotateTile(big)).toEqual({ type: 'big', corner: 'top-left' });
    let t: Tile = big;
    for (let i = 0; i < 4; i++) t = rotateTile(t);
    expect(t).toEqual(big);
    expect(rotateTile({ type: 'submarine' })).toEqual({ type: 'submarine' });
    expect(tileArrows(small)).toBe('↖↗');
    // The front end words a tile by its key: two small mines are one kind, whichever corners they are on.
    expect([small, middle, big, { type: 'submarine' } as Tile, { type: 'small', corners: ['top-left'] } as Tile].map(tileKey)).toEqual(['small-two', 'middle', 'big', 'submarine', 'small']);
    expect(slotLevelModel.turns({ type: 'submarine' })).toBe(false);
    expect(slotLevelModel.palette.map((p) => p.key)).toEqual(['submarine', 'big', 'middle', 'small', 'small-adjacent', 'small-diagonal']);
  });

  it('reads the backend’s level code with the backend’s reader, and a level that breaks the rules too', () => {
    const level = readLevel('M1,s4,s13/S,B4,s3/s14,.,s2')!;
    expect(level.grid.slice(0, 3)).toEqual([{ type: 'middle', side: 'top' }, { type: 'small', corners: ['bottom-left'] }, { type: 'small', corners: ['top-left', 'bottom-right'] }]);
    expect(readLevel('m1s4s13/sb4s3/s14.s2')).toEqual(level);
    // Two submarines: the tiles read, the level does not (the editor draws it and marks the second).
    expect(readLevel('S,s4,s13/S,B4,s3/s14,.,s2')!.grid.filter((t) => t?.type === 'submarine')).toHaveLength(2);
    expect(readLevel('M5,s4,s13/S,B4,s3/s14,.,s2')).toBeNull();
    expect(readLevel('8,6,7/2,5,4/3,0,1')).toBeNull();
  });
});

describe('river-crossing form', () => {
  const river = findPuzzle('river-crossing');
  const solves = (text: string) => river.parse({ source: { kind: 'text', text, origin: 'test' }, params: {} });

  it('starts from the backend’s wolf, goat and cabbage, written as our own JSON, one traveller or rule a line', () => {
    const spec = starterSpec();
    const text = specText(spec);
    expect(readSpec(text)).toEqual(spec);
    expect(text.split('\n').filter((l) => l.includes('"type":"apart"'))).toHaveLength(2);
    expect(referenceNames(spec)).toEqual(['farmer', 'wolf', 'goat', 'cabbage']);
    expect(() => solves(text)).not.toThrow();
    expect(readSpec('{"Entities": []}')).toBeNull();
    // A RiverCrossing scenario reads as our own spec, as the backend translates it.
    const scenario = readSpec('{"ScenarioDescription": ["a farmer, a goat and a cabbage"], "Entities": [{"Id": 0, "Name": "farmer", "CanRow": "true"}, {"Id": 1, "Name": "goat", "CanRow": "false"}, {"Id": 2, "Name": "cabbage", "CanRow": "false"}], "CrossingConstraints": {"RaftCapacity": 2}}');
    expect(scenario?.travellers.map((t) => ('name' in t ? t.name : t.kind))).toEqual(['farmer', 'goat', 'cabbage']);
    expect(readSpec('not json')).toBeNull();
  });

  it('renames a traveller in every rule, and removes one from them, dropping a rule left with no one', () => {
    const spec = starterSpec();
    renameTraveller(spec, 1, 'fox');
    expect(spec.rules![0]).toMatchObject({ who: ['fox'], from: ['goat'], unless: ['farmer'] });
    expect(spec.travellers[1]).toMatchObject({ name: 'fox', title: 'the fox' });
    expect(() => solves(specText(spec))).not.toThrow();
    removeTraveller(spec, 3);
    expect(spec.travellers.map((t) => ('name' in t ? t.name : t.kind))).toEqual(['farmer', 'fox', 'goat']);
    expect(spec.rules).toHaveLength(1);
    removeTraveller(spec, 2);
    expect(spec.rules).toBeUndefined();
  });

  it('a count turns a named traveller into a kind and back; new travellers get free names; lists split by commas', () => {
    expect(withCount({ name: 'ghost', rows: false }, 3)).toEqual({ kind: 'ghost', count: 3, rows: false });
    expect(withCount({ kind: 'ghost', count: 3, rows: false }, undefined)).toEqual({ name: 'ghost', rows: false });
    const spec = starterSpec();
    addTraveller(spec, 'traveller');
    addTraveller(spec, 'traveller');
    expect(spec.travellers.slice(-2)).toEqual([{ name: 'traveller 5' }, { name: 'traveller 6' }]);
    expect(readNames('husband 1, wife 2，goat,')).toEqual(['husband 1', 'wife 2', 'goat']);
  });

  it('opens every preset as its spec, which reads back as the same puzzle', () => {
    for (const preset of river.presets) {
      const instance = river.parse({ source: { kind: 'preset', name: preset.name }, params: {} }) as { spec: unknown; code: string };
      const text = specText(instance.spec as never);
      expect(readSpec(text), preset.name).toEqual(instance.spec);
      expect((solves(text) as { spec: unknown }).spec, preset.name).toEqual(instance.spec);
    }
  });
});

describe('the sliding-tiles grid', () => {
  const tiles = findPuzzle('sliding-tiles');
  it('splits a code or text as the backend does, the blank words as an empty cell, and writes a text the backend reads back', () => {
    const grid = tilesGridFrom('1,2,3/4,0,6/7,5,8')!;
    expect(grid).toEqual({ width: 3, height: 3, cells: [['1', '2', '3'], ['4', '', '6'], ['7', '5', '8']] });
    expect(tilesText(grid)).toBe('1 2 3\n4 _ 6\n7 5 8');
    const read = tiles.parse({ source: { kind: 'text', text: tilesText(grid), origin: 'test' }, params: {} }) as TilesInstance;
    expect(tilesGridOf(read)).toEqual(grid);
    // A short row is padded with blanks, so a ragged board is still drawn (the backend says what is wrong).
    expect(tilesGridFrom('1 2 3\n4 .')!.cells).toEqual([['1', '2', '3'], ['4', '', '']]);
    expect(tilesGridFrom(' / ')).toBeNull();
  });

  it('grows with the missing tiles in order and the blank last, so a board that read still reads; shrinks keeping what fits', () => {
    const grid = tilesGridFrom('1 2 3\n4 5 6\n7 8 _')!;
    resizeTiles(grid, 4, 3);
    expect(tilesText(grid)).toBe('1 2 3 9\n4 5 6 10\n7 8 _ 11');
    expect(() => tiles.parse({ source: { kind: 'text', text: tilesText(grid), origin: 'test' }, params: {} })).not.toThrow();
    const shrunk = tilesGridFrom('1 2 3\n4 5 6\n7 8 _')!;
    resizeTiles(shrunk, 2, 2);
    expect(shrunk).toEqual({ width: 2, height: 2, cells: [['1', '2'], ['4', '5']] });
    resizeTiles(shrunk, 3, 2);
    expect(tilesText(shrunk)).toBe('1 2 3\n4 5 _');
  });
});
