/**
 * What the app's Sokoban and PuzzleScript play uses of the backends, in
 * Node: the key a move makes and the rules applying it; the boxes marked
 * stuck, on every position reachable by the keys in small levels, each
 * proven by an exhaustive search from it to have no solution (and some
 * are marked, so the check can fail); `solveFrom` answering from a
 * position, its solution replayed to a goal; the editor model's painting
 * and its text, read back by the parser; a PuzzleScript game's keys and credits.
 */
import { describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import { isIllegal, openInstance, type OpenedInstance, type PlayKey } from '../../src/midend/index.js';
import { SOKOBAN_EDITOR } from '../../src/puzzles/sokoban/editor-model.js';

const KEYS: PlayKey[] = ['up', 'down', 'left', 'right'];

function sokoban(code: string): OpenedInstance {
  return openInstance('sokoban', { source: { kind: 'code', code }, params: {} });
}

/** Every position the keys reach from the start, by breadth-first search over the key moves the rules allow. */
function reachable(opened: OpenedInstance): unknown[] {
  const play = opened.keyPlay!;
  const seen = new Map<string, unknown>([[opened.stateCode(opened.start), opened.start]]);
  const queue = [opened.start];
  for (let i = 0; i < queue.length; i++) {
    for (const key of KEYS) {
      const move = play.move(queue[i], key);
      if (move === null) continue;
      const next = opened.applyMove(queue[i], move);
      if (isIllegal(next)) continue;
      const code = opened.stateCode(next);
      if (!seen.has(code)) {
        seen.set(code, next);
        queue.push(next);
      }
    }
  }
  return queue;
}

describe('Sokoban played by keys', () => {
  it('an arrow key walks, pushes a box in its way, and is refused at a wall', () => {
    const opened = sokoban('#####|#@$.#|#####');
    const play = opened.keyPlay!;
    expect(play.keys).toEqual(['up', 'down', 'left', 'right']);
    expect(play.move(opened.start, 'action')).toBeNull();
    const pushed = opened.applyMove(opened.start, play.move(opened.start, 'right'));
    expect(isIllegal(pushed)).toBe(false);
    expect(opened.isGoal(pushed)).toBe(true);
    expect(opened.moveCode(play.move(opened.start, 'right'))).toBe('R');
    const refused = opened.applyMove(opened.start, play.move(opened.start, 'up'));
    expect(isIllegal(refused)).toBe(true);
  });

  it.each([
    ['a dead corner', '######|#----#|#-$@-#|#---.#|######'],
    ['two boxes', '######|#----#|#-$$-#|#--@-#|#-..-#|######'],
    ['a corridor', '########|#--.---#|#-$$#--#|#-@--.-#|########'],
  ])('every position with a box marked stuck has no solution (%s)', (_name, code) => {
    const opened = sokoban(code);
    const positions = reachable(opened);
    expect(positions.length).toBeLessThan(5000);
    const marked = positions.filter((state) => opened.keyPlay!.stuck(state).length > 0);
    expect(marked.length).toBeGreaterThan(0);
    // Most positions of a small room are stuck: some 60 of them, spread over the search's order, keep the test fast.
    const every = Math.ceil(marked.length / 60);
    for (const state of marked.filter((_, i) => i % every === 0)) {
      // Each id is a box the drawing names.
      const ids = new Set(opened.draw(state).shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : [])));
      for (const id of opened.keyPlay!.stuck(state)) expect(ids.has(id)).toBe(true);
      expect(runSync(opened.solveFrom(state, { algorithm: 'bfs' })).status).toBe('unsolvable');
    }
    // And a position not marked may still be lost (corrals are not proven here), but the start of a solvable level never is.
    expect(opened.keyPlay!.stuck(opened.start)).toEqual([]);
  });

  it('solves from a position rather than the start, the solution replayed to a goal', () => {
    const opened = sokoban('######|#.---#|#-$$-#|#-@--#|#.---#|######');
    const play = opened.keyPlay!;
    const moved = opened.applyMove(opened.start, play.move(opened.start, 'right'));
    const fromStart = runSync(opened.solve()).solution!;
    const fromMoved = runSync(opened.solveFrom(moved)).solution!;
    let state = moved;
    for (const move of fromMoved.moves) {
      const next = opened.applyMove(state, move);
      expect(isIllegal(next)).toBe(false);
      state = next;
    }
    expect(opened.isGoal(state)).toBe(true);
    // A walk costs no push: the position one step on needs as many pushes as the start.
    expect(fromMoved.cost).toBe(fromStart.cost);
  });
});

describe('the Sokoban editor model', () => {
  const paint = (rows: string[], row: number, col: number, tool: string) => {
    const next = [...rows];
    const chars = [...next[row]];
    chars[col] = SOKOBAN_EDITOR.paint(chars[col], tool);
    next[row] = chars.join('');
    return next;
  };

  it('lays a box, a goal and the player on a cell and takes them off; walls and floor replace what stands there', () => {
    const p = SOKOBAN_EDITOR.paint;
    expect([p(' ', 'box'), p('.', 'box'), p('$', 'box'), p('*', 'box')]).toEqual(['$', '*', ' ', '.']);
    expect([p(' ', 'goal'), p('$', 'goal'), p('@', 'goal'), p('+', 'goal')]).toEqual(['.', '*', '+', '@']);
    expect([p(' ', 'player'), p('.', 'player'), p('$', 'player'), p('+', 'player')]).toEqual(['@', '+', '@', '.']);
    expect([p('*', 'wall'), p('+', 'floor'), p('#', 'goal')]).toEqual(['#', ' ', '.']);
  });

  it('writes what is painted as a level the parser reads, and the parser names what is wrong at its row and column', () => {
    let rows = SOKOBAN_EDITOR.starter();
    const level = () => openInstance('sokoban', { source: { kind: 'text', text: SOKOBAN_EDITOR.text(rows), origin: 'the editor' }, params: {} });
    expect(level().code).toBe('#######|#-@$.-#|#######'.replace('#######|', '#######|#-----#|').replace('|#######', '|#-----#|#######'));
    // A second box without a goal: the parser refuses it.
    rows = paint(rows, 1, 2, 'box');
    expect(() => level()).toThrow(/boxes but only 1 goals/);
    rows = paint(rows, 3, 4, 'goal');
    expect(level().code).toBe('#######|#-$---#|#-@$.-#|#---.-#|#######');
    // A hole in the wall: the board is open to the outside.
    rows = paint(rows, 0, 3, 'floor');
    expect(() => level()).toThrow(/row 1, column 4/);
    // The instance's start comes back as the rows it was painted from.
    rows = paint(rows, 0, 3, 'wall');
    expect(SOKOBAN_EDITOR.fromInstance(level().instance as never)).toEqual(rows);
  });
});

describe('PuzzleScript played by keys', () => {
  it('maps the arrows and the action to its inputs, and names the game', () => {
    const opened = openInstance('puzzlescript', { source: { kind: 'preset', name: 'frog-swap' }, params: {} });
    const play = opened.keyPlay!;
    expect(play.keys).toEqual(['up', 'down', 'left', 'right', 'action']);
    expect((['up', 'left', 'down', 'right', 'action'] as const).map((k) => opened.moveCode(play.move(opened.start, k)))).toEqual(['up', 'left', 'down', 'right', 'action']);
    expect(play.stuck(opened.start)).toEqual([]);
    expect(opened.credits()).toEqual({ title: 'Frog swap', author: 'puzzlekit' });
  });
});
