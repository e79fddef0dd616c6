/**
 * The midend: one rule for sources and metrics, the same for the command
 * line, `table` and the browser; opened instances whose legal moves carry
 * their results.
 */
import { render } from '../../src/i18n/index.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEveryBackend } from '../support/web-backends.js';
import { runSync, solveSteps } from '../../src/engine/index.js';
import { openInstance, replayCodes } from '../../src/midend/index.js';
import { replayMoves } from '../../src/puzzles/replay.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { load } from '../../web/src/load-selection.js';
import type { FromWorker, ToWorker } from '../../web/src/worker/protocol.js';
import { runCli, runCliJson } from '../support/cli.js';

// The app's selections open backends it has loaded (web/src/main.ts and app.ts load them first).
beforeAll(loadEveryBackend);

describe('sources settle the same way everywhere', () => {
  it('a name that stands for a preset opens it; a bare puzzle opens its default preset', () => {
    expect(openInstance('15-puzzle').request.source).toEqual({ kind: 'preset', name: '15-puzzle' });
    expect(openInstance('sliding-tiles').request.source).toEqual({ kind: 'preset', name: '8-puzzle' });
  });

  it('parameters without a source build from the parameters, not from the default preset', () => {
    const opened = openInstance('river-crossing', { params: { couples: '3' } });
    expect(opened.request.source).toEqual({ kind: 'params' });
    expect(opened.code).toMatch(/^jealous-husbands\/couples=3/);
    const result = runSync(solveSteps(opened.problem, 'bfs'));
    expect(result.status).toBe('solved');
    expect(result.solution!.moves).toHaveLength(11);
  });

  it('table river-crossing --rows couples=2..3 solves each cell as solve --param couples=N does', async () => {
    const solved = await runCliJson<{ length: number }>(['solve', 'river-crossing', '--param', 'couples=3', '--json', '--no-boards']);
    expect(solved.status).toBe(0);
    expect(solved.json.length).toBe(11);
    const table = await runCliJson<{ cells: { status: string; length?: number }[][] }>(['table', 'river-crossing', '--rows', 'couples=2..3', '--json']);
    expect(table.status, table.stderr).toBe(0);
    // Two couples cross in 5, three in 11: the classic jealous-husbands answers.
    expect(table.json.cells.map((line) => line.map((c) => [c.status, c.length]))).toEqual([[['solved', 5]], [['solved', 11]]]);
  });
});

describe('an unknown metric is one clear error, for every puzzle and every front end', () => {
  it.each(PUZZLES.map((p) => [p.id]))('%s: the midend and the backend itself refuse "nope", naming the metrics', (id) => {
    const puzzle = PUZZLES.find((p) => p.id === id)!;
    const known = new RegExp(`has no metric "nope".*${puzzle.metrics[0].id}`);
    expect(() => openInstance(id, { metric: 'nope' })).toThrow(PuzzleInputError);
    expect(() => openInstance(id, { metric: 'nope' })).toThrow(known);
    // Straight through the backend (the library's path): no silent default, no TypeError.
    const instance = openInstance(id).instance;
    expect(() => puzzle.problem(instance, 'nope')).toThrow(known);
  });

  it('a metric is matched up to case, as the command line always did', () => {
    expect(openInstance('sliding-blocks', { metric: 'STEP' }).metric).toBe('step');
  });

  it.each([['river-crossing'], ['sliding-blocks']])('solve %s --metric nope: exit 2 and one line', async (id) => {
    const { status, stderr, stdout } = await runCli(['solve', id, '--metric', 'nope']);
    expect(status).toBe(2);
    expect(stderr).toMatch(new RegExp(`^puzzlekit: ${id} has no metric "nope"`));
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stdout).toBe('');
  });

  it('the browser: a selection with an unknown metric loads as an error, not an instance', () => {
    const loaded = load({ puzzleId: 'river-crossing', source: 'preset', value: 'missionaries-cannibals', params: {}, metric: 'nope' });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/has no metric "nope"/);
  });

  it('the same message from solve, table, the browser\'s selection and its search worker', async () => {
    let message = '';
    try {
      openInstance('river-crossing', { metric: 'nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^river-crossing has no metric "nope"/);
    for (const args of [
      ['solve', 'river-crossing', '--metric', 'nope'],
      ['table', 'river-crossing', '--rows', 'couples=2..3', '--metric', 'nope'],
    ]) {
      const { status, stderr } = await runCli(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stderr, args.join(' ')).toBe(`puzzlekit: ${message}\n`);
    }
    const loaded = load({ puzzleId: 'river-crossing', source: 'preset', value: 'missionaries-cannibals', params: {}, metric: 'nope' });
    expect(loaded.ok ? '' : loaded.message).toBe(message);
    // The worker, loaded here with a stand-in for its global: a job whose metric is unknown fails in prepare as bad input.
    const posted: FromWorker[] = [];
    let listener: ((event: { data: ToWorker }) => void) | undefined;
    vi.stubGlobal('self', { postMessage: (m: FromWorker) => posted.push(m), addEventListener: (_type: string, l: typeof listener) => (listener = l) });
    try {
      // A path in a variable: the worker is type-checked with the DOM's types (web/tsconfig.json), not with the tests'.
      const worker = '../../web/src/worker/search-worker.js';
      await import(worker);
      const ref = { puzzle: 'river-crossing', request: { source: { kind: 'preset' as const, name: 'missionaries-cannibals' }, params: {} }, metric: 'nope' };
      listener!({ data: { type: 'run', id: 1, job: { kind: 'solve', ref, algorithm: 'auto' }, lang: 'en' } });
      await vi.waitFor(() => expect(posted.length).toBeGreaterThan(0));
      // The message as data, which the page renders in its language: the same words.
      expect(posted).toEqual([{ type: 'error', id: 1, inputError: true, words: expect.objectContaining({ id: 'puzzles.unknownMetric' }) }]);
      const failure = posted[0] as Extract<FromWorker, { type: 'error' }>;
      expect(render(failure.words!, 'en')).toBe(message);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('legal moves carry their results', () => {
  it.each(PUZZLES.map((p) => [p.id]))('%s: playing a shortest solution through legalMoves reaches a goal', (id) => {
    const opened = openInstance(id);
    const result = runSync(solveSteps(opened.problem, 'auto', { maxStates: 2_000_000 }));
    expect(result.status).toBe('solved');
    let state = opened.start;
    let cost = 0;
    for (const move of result.solution!.moves) {
      const code = opened.moveCode(move);
      const legal = opened.legalMoves(state);
      const chosen = legal.find((m) => m.code === code);
      expect(chosen, `move ${code} is among the legal moves`).toBeDefined();
      // The result is the rules' own, and it is the state the person keeps.
      expect(opened.stateCode(chosen!.next)).toBe(opened.stateCode(opened.applyMove(state, chosen!.move) as never));
      expect(chosen!.words).toBe(opened.describeMove(chosen!.move, state));
      cost += chosen!.cost;
      state = chosen!.next;
    }
    expect(opened.isGoal(state)).toBe(true);
    expect(cost).toBeCloseTo(result.solution!.cost, 9);
  });
});

describe('move codes name moves in their position', () => {
  it.each(PUZZLES.map((p) => [p.id]))('%s: the legal moves of each state have distinct codes, without spaces', (id) => {
    const opened = openInstance(id);
    // Breadth-first over the first 300 states: every state's moves must be told apart by their codes.
    const seen = new Set([opened.stateCode(opened.start)]);
    const queue = [opened.start];
    for (let i = 0; i < queue.length && seen.size < 300; i++) {
      const moves = opened.legalMoves(queue[i]);
      const codes = moves.map((m) => m.code);
      expect(new Set(codes).size, `codes at ${opened.stateCode(queue[i])}: ${codes.join(' ')}`).toBe(codes.length);
      for (const code of codes) expect(code).not.toMatch(/\s/);
      for (const m of moves) {
        const key = opened.stateCode(m.next);
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(m.next);
        }
      }
    }
  });

  it.each(PUZZLES.map((p) => [p.id]))('%s: a solution saved as codes replays to the same states', (id) => {
    const opened = openInstance(id);
    const result = runSync(solveSteps(opened.problem, 'auto', { maxStates: 2_000_000 }));
    const codes = result.solution!.moves.map((m) => opened.moveCode(m));
    const replay = replayCodes(opened, JSON.parse(JSON.stringify(codes)) as string[]);
    expect(replay.illegal).toBeUndefined();
    expect(replay.states.map((s) => opened.stateCode(s))).toEqual(replayMoves(opened.puzzle, opened.instance, opened.start, result.solution!.moves).map((s) => opened.stateCode(s)));
    expect(replay.cost).toBeCloseTo(result.solution!.cost, 9);
    const wrong = replayCodes(opened, [...codes.slice(0, 1), 'no-such-move']);
    expect(wrong.illegal).toMatchObject({ index: 2, code: 'no-such-move' });
  });
});
