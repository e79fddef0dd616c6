/**
 * Sokoban's two metrics as `solve` answers them on the command line: `push`
 * is the fewest pushes, then the fewest player moves; `move` the fewest
 * moves, then the fewest pushes. On small random levels both pairs equal
 * those an exhaustive search over every position finds, every solution
 * replays through the rules to a goal, and `optimal` is true only where both
 * counts are proven: where the second-order search outgrows what the plain
 * search left of the limits, the answer keeps the fewest pushes and says the
 * player moves are not proven fewest.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { sokoban } from '../../src/puzzles/sokoban/index.js';
import type { SokobanLevel } from '../../src/puzzles/sokoban/level.js';
import type { SokobanState } from '../../src/puzzles/sokoban/state.js';
import { runCli, runCliJson } from '../support/cli.js';
import { exhaustive, lexicographicBest, randomLevels } from './sokoban-levels.js';

interface SolveJson {
  status: string;
  length: number;
  cost: number;
  pushes: number;
  playerMoves: number;
  optimal: boolean;
  solution: string;
}

const TWO_BOXES = '######|#.---#|#-$$-#|#-@--#|#.---#|######';

/** The LURD solution read back and replayed through the rules from the start, ending solved; its (pushes, player moves). */
function replayLurd(lv: SokobanLevel, lurd: string): [number, number] {
  const codes = sokoban.notation!.read(lv, 'move', lurd);
  expect(codes).not.toBeNull();
  let state: SokobanState = sokoban.problem(lv, 'move').start;
  for (const code of codes!) {
    const move = sokoban.parseMove!(lv, code, state);
    expect(move).not.toBeNull();
    const next = sokoban.applyMove(lv, state, move!);
    if ('illegal' in next) throw new Error(`${lurd}: ${code} is illegal: ${next.illegal}`);
    state = next;
  }
  expect(sokoban.problem(lv, 'move').isGoal(state)).toBe(true);
  return [lurd.replace(/[lurd]/g, '').length, lurd.length];
}

type Best = NonNullable<ReturnType<typeof lexicographicBest>>;

/** Levels that take a few pushes at least (the boxes pulled about long enough), with their exhaustive pairs. */
function smallLevels(): { lv: SokobanLevel; truth: Best }[] {
  const picked: { lv: SokobanLevel; truth: Best }[] = [];
  for (const [boxes, count, seed] of [[2, 5, 1], [3, 2, 500]] as const) {
    let taken = 0;
    for (let s = seed; taken < count; s += 10) {
      for (const lv of randomLevels(10, boxes, 200, s)) {
        if (taken === count) break;
        const truth = lexicographicBest(lv, exhaustive(lv));
        if (!truth || truth.pushMetric[0] < 3) continue;
        picked.push({ lv, truth });
        taken++;
      }
    }
  }
  return picked;
}

describe('sokoban: solve under push and move, against the exhaustive (pushes, moves) pairs', () => {
  it('push gives the fewest pushes then moves, move the fewest moves then pushes, both proven', async () => {
    const levels = smallLevels();
    expect(levels.length).toBe(7);
    for (const { lv, truth } of levels) {
      const code = sokoban.instanceCode(lv);
      const byPushes = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', code, '--metric', 'push', '--json']);
      expect(byPushes.status, code).toBe(0);
      expect(replayLurd(lv, byPushes.json.solution), code).toEqual(truth.pushMetric);
      expect(byPushes.json, code).toMatchObject({ pushes: truth.pushMetric[0], playerMoves: truth.pushMetric[1], length: truth.pushMetric[0], cost: truth.pushMetric[0], optimal: true });
      const byMoves = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', code, '--metric', 'move', '--json']);
      expect(byMoves.status, code).toBe(0);
      const [pushes, moves] = replayLurd(lv, byMoves.json.solution);
      expect([moves, pushes], code).toEqual(truth.moveMetric);
      expect(byMoves.json, code).toMatchObject({ playerMoves: truth.moveMetric[0], pushes: truth.moveMetric[1], length: truth.moveMetric[0], optimal: true });
    }
  });

  it('a level where the first push solution found walks further than it needs: 6 pushes in 11 moves, not 15', async () => {
    const lv = sokoban.parse({ source: { kind: 'code', code: TWO_BOXES }, params: {} });
    expect(lexicographicBest(lv, exhaustive(lv))!.pushMetric).toEqual([6, 11]);
    const { json } = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', TWO_BOXES, '--json']);
    expect(json).toMatchObject({ pushes: 6, playerMoves: 11, optimal: true });
    // Breadth-first search proves the pushes alone: the player moves are whatever its first solution walks.
    const bfs = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', TWO_BOXES, '--algorithm', 'bfs', '--json']);
    expect(bfs.json).toMatchObject({ pushes: 6, optimal: false });
    expect(bfs.json.playerMoves).toBeGreaterThanOrEqual(11);
  });

  it('where the second-order search outgrows what --max-states leaves it, the plain answer stands: fewest pushes, moves not proven', async () => {
    // The plain search stores 15 positions here, then the second-order search needs 42 and has the 25 left of 40.
    const args = ['solve', 'sokoban', '--code', TWO_BOXES, '--max-states', '40'];
    const { status, json } = await runCliJson<SolveJson>([...args, '--json']);
    expect(status).toBe(0);
    expect(json).toMatchObject({ status: 'solved', pushes: 6, optimal: false, costOptimal: true });
    const human = await runCli([...args, '--no-boards']);
    expect(human.stdout).toContain('Fewest pushes; player moves not proven fewest.');
    expect(human.stdout).not.toContain('Not proven shortest');
    // A batch says the same of the level: not optimal, its pushes proven.
    const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-sokoban-metrics-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'one.xsb');
    writeFileSync(file, `${TWO_BOXES.split('|').join('\n')}\n`);
    const batch = await runCliJson<{ levels: Record<string, unknown>[] }>(['solve', 'sokoban', '--file', file, '--level', 'all', '--threads', '1', '--max-states', '40', '--json']);
    expect(batch.json.levels[0]).toMatchObject({ status: 'solved', pushes: 6, optimal: false, costOptimal: true });
    const table = await runCli(['solve', 'sokoban', '--file', file, '--level', 'all', '--threads', '1', '--max-states', '40']);
    expect(table.stdout).toContain('pushes proven, player moves not');
  });

  it('from a position in play (the hint and Watch), the pair optimum from there, not from the start', () => {
    // One step right: the player below the right-hand box.
    const moved = '######|#.---#|#-$$-#|#--@-#|#.---#|######';
    const lv = sokoban.parse({ source: { kind: 'code', code: moved }, params: {} });
    const truth = lexicographicBest(lv, exhaustive(lv))!;
    for (const metric of ['push', 'move'] as const) {
      const opened = openInstance('sokoban', { source: { kind: 'code', code: TWO_BOXES }, metric });
      const from = opened.parseState(moved);
      const { solution } = runSync(opened.solveFrom(from, { algorithm: 'auto' }));
      const states = [from];
      for (const move of solution!.moves) {
        const next = opened.applyMove(states[states.length - 1], move);
        if (typeof next === 'object' && next !== null && 'illegal' in next) throw new Error(String(next.illegal));
        states.push(next);
      }
      expect(opened.isGoal(states[states.length - 1])).toBe(true);
      const { pushes, playerMoves } = opened.writeSolution(states, solution!.moves)!.counts;
      expect(metric === 'push' ? [pushes, playerMoves] : [playerMoves, pushes], metric).toEqual(metric === 'push' ? truth.pushMetric : truth.moveMetric);
      expect(solution!.secondCost, metric).toBe(metric === 'push' ? playerMoves : pushes);
    }
  });
});
