/**
 * The editors' models, without a browser: the sliding-blocks grid writes
 * the backend's text format and edits it as a person would; the submarine
 * level writes the JSON level format and turns tiles a quarter at a time;
 * the river-crossing form writes scenarios and reads them back.
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
  type BlocksGrid,
} from '../../web/src/editors/blocks-grid.js';
import { slidingBlocks } from '../../src/puzzles/sliding-blocks/index.js';
import { formOf, rulePattern, scenarioOf, scenarioText, wolfGoatCabbage } from '../../web/src/editors/river-form.js';
import { levelJson, newLevel, overlaps, parseLevel, parseLevelCode, rotateTile, type Tile } from '../../web/src/editors/submarine-level.js';

describe('sliding-blocks editor grid', () => {
  const grid = () => parseBlocksText(DEFAULT_LAYOUT) as BlocksGrid;

  it('reads and writes the text format, goal line first', () => {
    const g = parseBlocksText('goal: B 3 1\nABBC\nABBC\nDEEF\nDGHF\nI..J')!;
    expect(g.width).toBe(4);
    expect(g.height).toBe(5);
    expect(g.goal).toEqual({ piece: 'B', row: 3, col: 1 });
    expect(blocksText(g)).toBe('goal: B 3 1\nABBC\nABBC\nDEEF\nDGHF\nI..J');
  });

  it('keeps Rush Hour direction limits: from the code form, through the text, back to the same instance', () => {
    const code = 'AA...O/P..Q.O/PXXQ.O/P..Q../B...CC/B.RRR.:goal=X,2,4:horizontal=AXCR:vertical=OPQB';
    const g = parseBlocksText(code)!;
    expect(g.goal).toEqual({ piece: 'X', row: 2, col: 4 });
    expect(g.horizontal).toEqual(['A', 'X', 'C', 'R']);
    expect(g.vertical).toEqual(['O', 'P', 'Q', 'B']);
    const text = blocksText(g);
    expect(text.split('\n').slice(0, 3)).toEqual(['goal: X 2 4', 'horizontal: A X C R', 'vertical: O P Q B']);
    const again = slidingBlocks.parse({ source: { kind: 'text', text, origin: 'editor' }, params: {} });
    expect(slidingBlocks.instanceCode(again)).toBe(code);
    removePiece(g, 'Q');
    expect(g.vertical).toEqual(['O', 'P', 'B']);
    resize(g, 3, 6); // cuts O, C and R, which reach past column 2
    expect(g.horizontal).toEqual(['A', 'X']);
    expect(g.vertical).toEqual(['P', 'B']);
  });

  it('rejects what is not a grid (the backend gives the exact messages)', () => {
    expect(parseBlocksText('ABBC\nABB')).toBeNull();
    expect(parseBlocksText('AB?C')).toBeNull();
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
});

describe('submarine editor level', () => {
  it('a new level holds the toy’s set, one empty slot, and no overlapping attachments', () => {
    const level = newLevel();
    const tiles = level.grid.flat();
    expect(tiles.filter((t) => t === null)).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'submarine')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'big')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'middle')).toHaveLength(1);
    expect(tiles.filter((t) => t?.type === 'small' && t.corners.length === 1)).toHaveLength(3);
    expect(tiles.filter((t) => t?.type === 'small' && t.corners.length === 2)).toHaveLength(2);
    expect(overlaps(level)).toEqual([]);
  });

  it('writes the JSON level format and reads it back', () => {
    const level = newLevel();
    const json = levelJson(level);
    expect(JSON.parse(json)).toEqual({ name: level.name, grid: level.grid });
    expect(parseLevel(json)).toEqual(level);
    expect(parseLevel('{"grid": [[null]]}')).toBeNull();
    expect(parseLevel('not json')).toBeNull();
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
  });

  it('reads the backend’s level code, as its README writes it, case and commas free', () => {
    const level = parseLevelCode('M1,s4,s13/S,B4,s3/s14,.,s2')!;
    expect(level.grid).toEqual([
      [{ type: 'middle', side: 'top' }, { type: 'small', corners: ['bottom-left'] }, { type: 'small', corners: ['top-left', 'bottom-right'] }],
      [{ type: 'submarine' }, { type: 'big', corner: 'bottom-left' }, { type: 'small', corners: ['bottom-right'] }],
      [{ type: 'small', corners: ['top-left', 'bottom-left'] }, null, { type: 'small', corners: ['top-right'] }],
    ]);
    expect(parseLevelCode('m1s4s13/sb4s3/s14.s2')).toEqual(level);
    expect(parseLevelCode('M1,s4/S,B4,s3/s14,.,s2')).toBeNull();
    expect(parseLevelCode('M5,s4,s13/S,B4,s3/s14,.,s2')).toBeNull();
    expect(parseLevelCode('8,6,7/2,5,4/3,0,1')).toBeNull();
  });

  it('sees attachments that overlap', () => {
    const level = newLevel();
    // The submarine's right propeller overhangs into the slot to its right: a mine in that corner clashes.
    level.grid[0][1] = { type: 'small', corners: ['top-left'] };
    expect(overlaps(level).length).toBeGreaterThan(0);
  });
});

describe('river-crossing form', () => {
  it('writes wolf, goat and cabbage in the RiverCrossing scenario language', () => {
    const scenario = scenarioOf(wolfGoatCabbage());
    expect(scenario.Entities).toEqual([
      { Id: 0, Name: 'farmer', CanRow: 'true' },
      { Id: 1, Name: 'wolf', CanRow: 'false' },
      { Id: 2, Name: 'goat', CanRow: 'false' },
      { Id: 3, Name: 'cabbage', CanRow: 'false' },
    ]);
    expect(scenario.CrossingConstraints).toEqual({ RaftCapacity: 2 });
    // The wolf with the goat, or the goat with the cabbage, on a bank without the farmer.
    expect(scenario.BanksConstraints).toEqual({ DisallowedBankConfigurations: '!0 1 2 ... ; !0 2 3 ...' });
  });

  it('reads back what it writes, weights and far-bank starts included', () => {
    const form = wolfGoatCabbage();
    form.maxLoad = 100;
    form.travellers.forEach((t, i) => (t.weight = 10 * (i + 1)));
    form.travellers[3].startsRight = true;
    form.rules.push({ together: [1, 3] });
    expect(formOf(scenarioText(form))).toEqual(form);
    expect(rulePattern({ together: [1, 3] })).toBe('1 3 ...');
  });

  it('leaves to the text area what the form cannot show', () => {
    expect(formOf('{"Entities": [], "OtherConstraints": {"TimeLimit": 17}}')).toBeNull();
    expect(formOf('{"Entities": [{"Id": 0, "Name": "a", "Type": "x"}], "CrossingConstraints": {"RaftCapacity": 2}}')).toBeNull();
    expect(formOf('{"Entities": [{"Id": 0, "Name": "a"}], "CrossingConstraints": {"RaftCapacity": 2}, "BanksConstraints": {"DisallowedBankConfigurations": "2+ x a"}}')).toBeNull();
    expect(formOf('not json')).toBeNull();
  });
});
