/**
 * The editors' live check, without a browser: the backend's parser reads a
 * draft and, where its message is about cells, names them (counted from 1)
 * so that the editor can mark them on the board it keeps drawn.
 */
import { describe, expect, it } from 'vitest';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { checkText } from '../../web/src/editors/check.js';
import { blocksText, instanceGoal, parseBlocksText } from '../../src/puzzles/sliding-blocks/editor-model.js';
import type { BlocksInstance } from '../../src/puzzles/sliding-blocks/board.js';

const blocks = findPuzzle('sliding-blocks');
const submarine = findPuzzle('submarine');
const failed = (checked: ReturnType<typeof checkText>) => {
  if (checked.ok) throw new Error('expected the check to fail');
  return checked;
};

describe('checking a 华容道 draft', () => {
  it('a good board reads; without a goal line its goal is the backend’s default (the 2x2 to the bottom middle)', () => {
    const checked = checkText(blocks, 'ABBC\nABBC\nDEEF\nDGHF\nI..J');
    expect(checked.ok).toBe(true);
    expect(instanceGoal((checked as { instance: BlocksInstance }).instance)).toEqual({ letter: 'B', row: 3, col: 1, rows: 2, cols: 2 });
  });

  it('two 2x2 pieces without a goal line: the message, and the cells of both', () => {
    const { message, cells } = failed(checkText(blocks, 'ABBC\nABBC\nDKKF\nDKKF\nI..J'));
    expect(message).toContain('needs exactly one 2x2 piece');
    expect(cells).toEqual([
      { row: 1, col: 2 }, { row: 1, col: 3 }, { row: 2, col: 2 }, { row: 2, col: 3 },
      { row: 3, col: 2 }, { row: 3, col: 3 }, { row: 4, col: 2 }, { row: 4, col: 3 },
    ]);
  });

  it('a character no board holds, a piece that is not one rectangle, a goal over a wall: each names its cells', () => {
    const bad = failed(checkText(blocks, 'AB?C\nABBC\nDEEF\nDGHF\nI..J'));
    expect(bad.message).toMatch(/^row 1, column 3: /);
    expect(bad.cells).toEqual([{ row: 1, col: 3 }]);
    const ragged = failed(checkText(blocks, 'ABBC\nABBC\nDEEF\nDGEF\nI..J'));
    expect(ragged.cells).toEqual([{ row: 3, col: 2 }, { row: 3, col: 3 }, { row: 4, col: 3 }]);
    const wall = failed(checkText(blocks, 'target: B 4 2\nABBC\nABBC\nDEEF\nDGHF\nI.#J'));
    expect(wall.message).toContain('covers the wall at row 5, column 3');
    expect(wall.cells).toEqual([{ row: 5, col: 3 }]);
  });

  it('a message about no cell names none', () => {
    expect(failed(checkText(blocks, 'target: Z 1 1\nABBC\nABBC\nDEEF\nDGHF\nI..J')).cells).toEqual([]);
  });

  it('the grid the editor holds round-trips through the backend’s text format', () => {
    const text = 'target: B 3 2\nhorizontal: E\nABBC\nABBC\nDEEF\nDGHF\nI..J';
    expect(blocksText(parseBlocksText(text)!)).toBe(text);
    expect(checkText(blocks, text).ok).toBe(true);
  });
});

describe('checking a submarine level', () => {
  it('overlapping mines: every board cell covered twice, counted from 1 on the 19x19 board', () => {
    // The submarine's right propeller reaches into the top-middle slot, where a small mine sits on the top-left corner.
    const { message, cells } = failed(checkText(submarine, 'S,s1,B1/s1,M2,s3/s12,.,s13'));
    expect(message).toContain('mines overlap');
    expect(cells).toEqual([{ row: 3, col: 8 }, { row: 3, col: 9 }, { row: 4, col: 8 }, { row: 4, col: 9 }]);
  });

  it('a second submarine: the cells of its tile', () => {
    const { cells } = failed(checkText(submarine, '{"grid": [[{"type":"submarine"}, null, {"type":"submarine"}], [null, null, null], [null, null, null]]}'));
    expect(cells).toHaveLength(25);
    expect(cells[0]).toEqual({ row: 3, col: 13 });
  });
});

describe('PuzzleInputError', () => {
  it('carries cells only when given some, and is still made as before', () => {
    expect(new PuzzleInputError('plain').cells).toBeUndefined();
    expect(new PuzzleInputError('none', { cells: [] }).cells).toBeUndefined();
    expect(new PuzzleInputError('one', { cells: [{ row: 1, col: 2 }] }).cells).toEqual([{ row: 1, col: 2 }]);
  });
});

describe('checking a sliding-tiles board', () => {
  const tilesPuzzle = findPuzzle('sliding-tiles');
  // Each message as before this change, word for word, in both languages; now with the cells it names.
  const cases = [
    {
      what: 'a repeated tile: both its cells',
      text: '1 2 3\n4 5 6\n7 8 8',
      en: 'row 3, column 3: tile 8 again (already at row 3, column 2)',
      zh: '第 3 行第 3 列：块 8 又出现了（已在第 3 行第 2 列）',
      cells: [{ row: 3, col: 2 }, { row: 3, col: 3 }],
    },
    {
      what: 'a second blank: both blanks',
      text: '1 0 3\n4 5 6\n7 8 _',
      en: 'row 3, column 3: a second blank (already at row 1, column 2)',
      zh: '第 3 行第 3 列：第二个空格（已在第 1 行第 2 列）',
      cells: [{ row: 1, col: 2 }, { row: 3, col: 3 }],
    },
    {
      what: 'a tile too big: its cell',
      text: '1 2 3\n4 9 6\n7 8 0',
      en: 'row 2, column 2: tile 9 is too big for a 3x3 board (tiles are 1 to 8)',
      zh: '第 2 行第 2 列：块 9 对 3x3 的盘面太大（块是 1 到 8）',
      cells: [{ row: 2, col: 2 }],
    },
    {
      what: 'a non-number: its cell',
      text: '1 2 3\n4 5 x\n7 8 0',
      en: 'row 2, column 3: "x" is not a tile number (use 0 or _ for the blank)',
      zh: '第 2 行第 3 列："x" 不是块的编号（空格用 0 或 _）',
      cells: [{ row: 2, col: 3 }],
    },
  ];
  for (const c of cases) {
    it(c.what, () => {
      const en = failed(checkText(tilesPuzzle, c.text));
      expect(en.message).toBe(c.en);
      expect(en.cells).toEqual(c.cells);
      const zh = failed(checkText(tilesPuzzle, c.text, 'zh'));
      expect(zh.message).toBe(c.zh);
      expect(zh.cells).toEqual(c.cells);
    });
  }

  it('a ragged row names no cell; a good board reads', () => {
    expect(failed(checkText(tilesPuzzle, '1 2 3\n4 5\n6 7 0')).cells).toEqual([]);
    expect(checkText(tilesPuzzle, '1 2 3\n4 5 6\n7 8 _').ok).toBe(true);
  });
});
