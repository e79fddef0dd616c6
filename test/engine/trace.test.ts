/**
 * The trace hook: what A*, breadth-first search and IDA* tell as they run,
 * on a 2x2 sliding puzzle and on the wolf, the goat and the cabbage,
 * against expansion orders worked out by hand (each expected list says
 * why). Events are written "type state g h f depth [reason or bound]".
 */
import { describe, expect, it } from 'vitest';
import { runSync, solve } from '../../src/engine/index.js';
import { openInstance, traceSteps, type TraceOutcome, type TraceRecord, type TraceRunOptions } from '../../src/midend/index.js';

function line(e: TraceRecord): string {
  const extra = e.reason ?? (e.bound !== undefined ? String(e.bound) : e.side ?? '');
  return `${e.type} ${e.state} ${e.g} ${e.h} ${e.f} ${e.depth}${extra ? ` ${extra}` : ''}`;
}

/**
 * 2x2 tiles, goal 1,2/3,0, start 3,1/0,2 (three moves away), Manhattan
 * distance: h(start) = 1 (tile 3) + 1 (tile 1) + 1 (tile 2) = 3. The blank
 * takes its neighbours in the order above, below, left, right: from cell
 * (2,1) the tile above slides down first, then the tile to its right slides left.
 */
const tiles = () => openInstance('sliding-tiles', { source: { kind: 'code', code: '3,1/0,2' }, params: { heuristic: 'manhattan' } });
const crossing = () => openInstance('river-crossing', { source: { kind: 'preset', name: 'wolf-goat-cabbage' } });

function traced(opened: ReturnType<typeof tiles>, options: TraceRunOptions): TraceOutcome {
  return runSync(traceSteps(opened, options));
}

/** Every solution a trace reports is a real one: its path replays by the rules to a goal. */
function expectReplayable(opened: ReturnType<typeof tiles>, outcome: TraceOutcome): void {
  expect(outcome.path.length).toBe((outcome.length ?? -1) + 1);
  const states = outcome.path.map((code) => opened.parseState(code));
  expect(opened.isGoal(states[states.length - 1])).toBe(true);
  for (let i = 1; i < states.length; i++) {
    const next = opened.legalMoves(states[i - 1]).find((m) => opened.stateCode(m.next) === outcome.path[i]);
    expect(next, `step ${i} of the path is a legal move`).toBeDefined();
  }
}

describe('traces on a 2x2 sliding puzzle (3,1/0,2, Manhattan)', () => {
  it('A* expands by f, ties to the larger g, and stops when it takes the goal off the heap', () => {
    const outcome = traced(tiles(), { algorithm: 'astar' });
    expect(outcome.events.map(line)).toEqual([
      'generate 3,1/0,2 0 3 3 0', // the start enters the heap with f = h = 3
      'expand 3,1/0,2 0 3 3 0',
      'generate 0,1/3,2 1 2 3 1', // 3 slides down: tile 3 home, h = 1 + 1 = 2
      'generate 3,1/2,0 1 4 5 1', // 2 slides left: tile 2 now two steps off, h = 1 + 1 + 2 = 4
      'expand 0,1/3,2 1 2 3 1', // f 3 before f 5
      'prune 3,1/0,2 2 3 5 2 seen', // back to the start: stored at g 0, no better
      'generate 1,0/3,2 2 1 3 2', // 1 slides left: only tile 2 off, h = 1
      'expand 1,0/3,2 2 1 3 2',
      'generate 1,2/3,0 3 0 3 3', // 2 slides up: the goal, generated but not yet expanded
      'prune 0,1/3,2 3 2 5 3 seen',
      'goal 1,2/3,0 3 0 3 3', // the goal leaves the heap first (f 3 < 5): solved in 3
    ]);
    expect(outcome.length).toBe(3);
    expectReplayable(tiles(), outcome);
  });

  it('breadth-first search expands layer by layer and stops when it generates the goal', () => {
    const outcome = traced(tiles(), { algorithm: 'bfs' });
    expect(outcome.events.map(line)).toEqual([
      'generate 3,1/0,2 0 0 0 0',
      'expand 3,1/0,2 0 0 0 0',
      'generate 0,1/3,2 1 0 1 1',
      'generate 3,1/2,0 1 0 1 1',
      'expand 0,1/3,2 1 0 1 1', // first in, first out
      'prune 3,1/0,2 2 0 2 2 seen',
      'generate 1,0/3,2 2 0 2 2',
      'expand 3,1/2,0 1 0 1 1', // the rest of layer 1 before layer 2
      'generate 3,0/2,1 2 0 2 2', // 1 slides down into the blank at the bottom right
      'prune 3,1/0,2 2 0 2 2 seen',
      'expand 1,0/3,2 2 0 2 2',
      'generate 1,2/3,0 3 0 3 3',
      'goal 1,2/3,0 3 0 3 3', // tested as it is generated; the rest of this expansion is not told
    ]);
    expect(outcome.length).toBe(3);
    expect(outcome.heuristic).toBe('zero');
  });

  it('IDA* starts with the bound h(start) = 3, skips the move back to the parent, and finds the goal in its first iteration', () => {
    const outcome = traced(tiles(), { algorithm: 'idastar' });
    expect(outcome.events.map(line)).toEqual([
      'iteration 3,1/0,2 0 3 3 0 3',
      'expand 3,1/0,2 0 3 3 0',
      'generate 0,1/3,2 1 2 3 1',
      'generate 3,1/2,0 1 4 5 1',
      'expand 0,1/3,2 1 2 3 1', // f 3 within the bound: deeper first
      'generate 1,0/3,2 2 1 3 2', // the start, its parent, is not a child here
      'expand 1,0/3,2 2 1 3 2',
      'generate 1,2/3,0 3 0 3 3',
      'goal 1,2/3,0 3 0 3 3', // found before 3,1/2,0 (f 5) is ever visited
    ]);
    expect(outcome.length).toBe(3);
  });

  it('greedy best-first orders by h alone (f = h)', () => {
    const outcome = traced(tiles(), { algorithm: 'greedy' });
    const expanded = outcome.events.filter((e) => e.type === 'expand' || e.type === 'goal').map((e) => `${e.state} f=${e.f}`);
    expect(expanded).toEqual(['3,1/0,2 f=3', '0,1/3,2 f=2', '1,0/3,2 f=1', '1,2/3,0 f=0']);
    expect(outcome.length).toBe(3);
  });

  it('bidirectional search tells each side and the state where they meet', () => {
    const outcome = traced(tiles(), { algorithm: 'bidirectional' });
    const sides = new Set(outcome.events.map((e) => e.side));
    expect(sides).toEqual(new Set(['forward', 'backward']));
    const goal = outcome.events.filter((e) => e.type === 'goal');
    expect(goal).toHaveLength(1);
    expect(goal[0].f).toBe(3); // moves to it on its side plus moves on from it: the path's length
    expect(outcome.length).toBe(3);
    expectReplayable(tiles(), outcome);
  });
});

describe('traces of the wolf, the goat and the cabbage', () => {
  /**
   * Only the goat can cross first (wolf and goat, or goat and cabbage, may
   * not stay alone). The farmer comes back alone, then takes the wolf or
   * the cabbage (the wolf first, in the spec's order), brings the goat back,
   * takes the other, comes back alone, and takes the goat: 7 crossings.
   */
  const BFS_ORDER = [
    'generate F,W,G,C|-|near 0 0 0 0',
    'expand F,W,G,C|-|near 0 0 0 0',
    'generate W,C|F,G|far 1 0 1 1', // the one safe first crossing
    'expand W,C|F,G|far 1 0 1 1',
    'generate F,W,C|G|near 2 0 2 2', // back alone
    'prune F,W,G,C|-|near 2 0 2 2 seen', // back with the goat: the start again
    'expand F,W,C|G|near 2 0 2 2',
    'prune W,C|F,G|far 3 0 3 3 seen', // alone across again
    'generate W|F,G,C|far 3 0 3 3', // with the cabbage
    'generate C|F,W,G|far 3 0 3 3', // with the wolf
    'expand W|F,G,C|far 3 0 3 3',
    'prune F,W,C|G|near 4 0 4 4 seen', // back with the cabbage undoes it
    'generate F,W,G|C|near 4 0 4 4', // back with the goat
    'expand C|F,W,G|far 3 0 3 3',
    'generate F,G,C|W|near 4 0 4 4', // back with the goat
    'prune F,W,C|G|near 4 0 4 4 seen',
    'expand F,W,G|C|near 4 0 4 4',
    'prune W|F,G,C|far 5 0 5 5 seen',
    'generate G|F,W,C|far 5 0 5 5', // the wolf across, the goat left behind
    'expand F,G,C|W|near 4 0 4 4',
    'prune G|F,W,C|far 5 0 5 5 seen', // the cabbage across: the same state, met again
    'prune C|F,W,G|far 5 0 5 5 seen',
    'expand G|F,W,C|far 5 0 5 5',
    'generate F,G|W,C|near 6 0 6 6', // back alone for the goat
    'prune F,G,C|W|near 6 0 6 6 seen',
    'prune F,W,G|C|near 6 0 6 6 seen',
    'expand F,G|W,C|near 6 0 6 6',
    'prune G|F,W,C|far 7 0 7 7 seen',
    'generate -|F,W,G,C|far 7 0 7 7', // everyone across
    'goal -|F,W,G,C|far 7 0 7 7',
  ];

  it('breadth-first search', () => {
    const outcome = traced(crossing(), { algorithm: 'bfs' });
    expect(outcome.events.map(line)).toEqual(BFS_ORDER);
    expect(outcome.length).toBe(7);
    expectReplayable(crossing(), outcome);
  });

  it('A* without a heuristic (the puzzle has none: h = 0) expands in the same order here, testing the goal when it leaves the heap', () => {
    const outcome = traced(crossing(), { algorithm: 'astar' });
    expect(outcome.heuristic).toBe('zero');
    // Every f is its g; ties go to the larger g, then the heap's order, which here is breadth-first's.
    expect(outcome.events.map(line)).toEqual(BFS_ORDER);
  });

  it('IDA* without a heuristic deepens its bound by one move an iteration, 0 to 7', () => {
    const outcome = traced(crossing(), { algorithm: 'idastar' });
    expect(outcome.events.filter((e) => e.type === 'iteration').map((e) => e.bound)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const firstTwo = outcome.events.slice(0, 9).map(line);
    expect(firstTwo).toEqual([
      'iteration F,W,G,C|-|near 0 0 0 0 0',
      'expand F,W,G,C|-|near 0 0 0 0',
      'generate W,C|F,G|far 1 0 1 1',
      'prune W,C|F,G|far 1 0 1 1 bound', // f 1 > bound 0
      'iteration F,W,G,C|-|near 0 0 0 0 1', // the least f that passed the bound
      'expand F,W,G,C|-|near 0 0 0 0',
      'generate W,C|F,G|far 1 0 1 1',
      'expand W,C|F,G|far 1 0 1 1',
      'generate F,W,C|G|near 2 0 2 2', // back with the goat would be the parent: not generated
    ]);
    expect(outcome.events[outcome.events.length - 1]).toMatchObject({ type: 'goal', state: '-|F,W,G,C|far', g: 7 });
    expect(outcome.length).toBe(7);
  });

  it('depth-first search leaves out the states on its own path', () => {
    const outcome = traced(crossing(), { algorithm: 'dfs', maxDepth: 7 });
    expect(outcome.events.some((e) => e.type === 'prune' && e.reason === 'path')).toBe(true);
    expect(outcome.length).toBe(7);
    expectReplayable(crossing(), outcome);
  });
});

describe('greedy best-first search', () => {
  it('on the hardest 8-puzzle follows Manhattan distance to a 45-move solution, not the 31-move optimum, expanding 54 states', () => {
    const opened = openInstance('sliding-tiles', { source: { kind: 'code', code: '8,6,7/2,5,4/3,0,1' }, params: { heuristic: 'manhattan' } });
    const result = solve(opened.problem, 'greedy');
    expect(result.status).toBe('solved');
    expect(result.solution!.moves.length).toBe(45);
    expect(result.stats.expansions).toBe(54);
    const states = opened.replay(result.solution!.moves);
    expect(opened.isGoal(states[states.length - 1])).toBe(true);
  });
});

describe('the hook itself', () => {
  const eight = () => openInstance('sliding-tiles', { source: { kind: 'code', code: '4,1,3/7,2,6/0,5,8' }, params: { heuristic: 'manhattan' } });

  it('traced IDA* (generic walk) visits the same nodes as the tight cursor and finds the same moves', () => {
    const opened = eight();
    const tight = solve(opened.problem, 'idastar');
    const outcome = traced(opened, { algorithm: 'idastar' });
    // ctx.expansions counts every node IDA* visits below the start: expanded, pruned by the bound, or the goal.
    const visited = outcome.events.filter((e) => e.depth > 0 && e.type !== 'generate').length;
    expect(visited).toBe(tight.stats.expansions);
    expect(outcome.stats?.expansions).toBe(tight.stats.expansions);
    expect(outcome.path).toEqual(tight.solution!.states.map((s) => opened.stateCode(s)));
  });

  it('traced A* and breadth-first search expand as many states as untraced ones', () => {
    const opened = eight();
    for (const algorithm of ['astar', 'bfs', 'greedy'] as const) {
      const plain = solve(opened.problem, algorithm);
      const outcome = traced(opened, { algorithm });
      expect(outcome.events.filter((e) => e.type === 'expand')).toHaveLength(plain.stats.expansions);
      expect(outcome.length).toBe(plain.solution!.moves.length);
    }
  });

  it('stops at maxSteps expansions', () => {
    const outcome = traced(eight(), { algorithm: 'bfs', maxSteps: 5 });
    expect(outcome.stoppedAtSteps).toBe(true);
    expect(outcome.length).toBeNull();
    expect(outcome.events.filter((e) => e.type === 'expand')).toHaveLength(5);
  });

  it('refuses A* with the puzzle heuristic where there is none', () => {
    expect(() => traced(crossing(), { algorithm: 'astar', heuristic: 'puzzle' })).toThrow(/heuristic/);
  });
});

describe('memory in bytes, as the engine counts it', () => {
  const eight = () => openInstance('sliding-tiles', { source: { kind: 'code', code: '1,2,3/4,0,6/7,5,8' }, params: { heuristic: 'manhattan' } });
  const expansions = (outcome: TraceOutcome) => outcome.events.filter((e) => e.type === 'expand').length;

  it.each(['astar', 'bfs', 'bidirectional', 'greedy'] as const)('%s tells the bytes its tables and frontier hold at each expansion', (algorithm) => {
    const opened = eight();
    const outcome = traced(opened, { algorithm, maxDepth: 4 });
    const bytes = outcome.expansionBytes ?? [];
    expect(bytes).toHaveLength(expansions(outcome));
    expect(bytes.every((b) => Number.isInteger(b) && b > 0)).toBe(true);
    // The figure is the one the search ends with: no expansion held more than the tables at the end.
    expect(Math.max(...bytes)).toBeLessThanOrEqual(outcome.stats!.bytes);
  });

  it("is the engine's own count: the traced search ends holding what the untraced one does", () => {
    const opened = eight();
    const outcome = traced(opened, { algorithm: 'astar' });
    const plain = solve(opened.problem, 'astar');
    expect(outcome.stats!.bytes).toBe(plain.stats.bytes);
    expect(outcome.expansionBytes![0]).toBeGreaterThan(0);
  });

  it('depth-first search counts the children it keeps along its path: none before its first expansion', () => {
    const bytes = traced(eight(), { algorithm: 'dfs', maxDepth: 4 }).expansionBytes!;
    expect(bytes[0]).toBe(0);
    expect(bytes.slice(1).every((b) => b > 0)).toBe(true);
  });

  it('IDA* holds its path only and counts no bytes', () => {
    expect(traced(eight(), { algorithm: 'idastar' }).expansionBytes).toBeUndefined();
  });
});
