/**
 * The submarine's words and its terminal board use the same letters: each
 * move names the letter the board draws at the centre of the tile that
 * moves, and the legend says what every letter on the board is.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { kindsOf } from '../../src/puzzles/submarine/arrangement.js';
import { decodeMove } from '../../src/puzzles/submarine/moves.js';
import { slotOrigin } from '../../src/puzzles/submarine/tiles.js';
import type { SubmarineLevel } from '../../src/puzzles/submarine/level.js';
import { replayMoves } from '../../src/puzzles/replay.js';

const submarine = findPuzzle('submarine');

describe('submarine letters', () => {
  it.each(['warm-up', 'easy'])('preset %s: every move names the letter drawn at the moving tile, and the legend names every letter', (preset) => {
    const level = submarine.parse({ source: { kind: 'preset', name: preset }, params: {} }) as SubmarineLevel;
    const problem = submarine.problem(level);
    const result = solve(problem, 'bfs');
    expect(result.status).toBe('solved');
    const moves = result.solution!.moves;
    const states = replayMoves(submarine, level, problem.start, moves);
    const legend = submarine.legend!(level)!;
    moves.forEach((move, i) => {
      const words = submarine.describeMove(level, move, states[i]);
      const letter = /\(([A-Za-z])\) slides/.exec(words)?.[1];
      expect(letter, words).toBeDefined();
      const { from } = decodeMove(move as number, kindsOf(level).kinds.length)!;
      const o = slotOrigin(from);
      const rows = submarine.renderText(level, states[i]).split('\n');
      // Row 0 is the frame; each cell is a character and a space after "| ".
      expect(rows[1 + o.row + 2][2 + 2 * (o.col + 2)], `${words}: the tile's centre`).toBe(letter);
    });
    const drawn = new Set(submarine.renderText(level, problem.start).replace(/[^A-Za-z]/g, ''));
    for (const letter of drawn) expect(legend).toMatch(new RegExp(`(^|, )${letter} the `));
  });
});
