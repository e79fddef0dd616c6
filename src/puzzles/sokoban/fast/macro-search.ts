/**
 * The fast search: best-first on the matching bound, weighted above the
 * pushes made (a nearly greedy search, answering soon and not proven
 * shortest), and on connectivity (regions.ts), over macro moves: a push that enters a tunnel goes through it
 * (tunnels.ts), and a box at a goal room's entrance goes straight to the
 * goal the room's packing order gives it (goal-rooms.ts), no other push
 * entering or leaving a room that follows its order. Single pushes and
 * their pruning are the push problem's own successors (dead squares,
 * freeze deadlocks and whatever else the analysis proves), so every
 * deadlock the exact search prunes is pruned here too; macro ends are
 * checked for freeze deadlocks and goal assignment again.
 *
 * Positions are stored once, by the push problem's key (boxes and the
 * player's region), in the engine's packed state table; each keeps the
 * pushes that led to it from its parent, so the answer is a list of
 * single pushes that the rules replay.
 */
import type { SearchOptions } from '../../../engine/budget.js';
import { IndexHeap } from '../../../engine/heap.js';
import type { SearchResult } from '../../../engine/result.js';
import { SearchContext } from '../../../engine/search-context.js';
import { ChunkedUint32, createStateTable, NO_PARENT, StateTableFullError, tableOptionsFor } from '../../../engine/state-table.js';
import type { Steps } from '../../../engine/steps.js';
import { NONE } from '../level.js';
import type { SokobanMove } from '../moves.js';
import type { SokobanProblem } from '../problem.js';
import { UNREACHABLE } from '../push-distances.js';
import { Reach } from '../reach.js';
import { clearBox, hasBox, playerOf, setBox, type SokobanState } from '../state.js';
import type { GoalRoom } from './goal-room-contract.js';
import { PiCorrals } from './pi-corrals.js';
import { PushList } from './push-list.js';
import { roomFill } from './room-fill.js';
import { FreeRegions } from './regions.js';
import { TunnelMacro } from './tunnels.js';

/** A position's priority: `bound` times the matching bound, plus `regions` times its free parts (regions.ts), plus the pushes made. */
export interface MacroWeights {
  readonly bound: number;
  readonly regions: number;
}

export interface MacroSearchOptions extends SearchOptions {
  /** Goal rooms to fill by their packing order (none: rooms as any squares). */
  rooms: readonly GoalRoom[];
  /** Whether tunnels are pushed through in one move. */
  tunnels: boolean;
  weights: MacroWeights;
  /** Whether a position with a PI-corral is expanded by the pushes of that corral's boxes alone (pi-corrals.ts). */
  piCorrals?: boolean;
}

/** What the search answers: the pushes of a solution (the push problem's moves), or why it stopped. */
export type PushesResult = SearchResult<SokobanState, SokobanMove>;

export function* macroSearchSteps(problem: SokobanProblem, options: MacroSearchOptions): Steps<PushesResult> {
  const { analysis } = problem;
  const { level } = analysis;
  const { neighbour } = level;
  const { rooms, weights } = options;
  const ctx = new SearchContext(options, problem);
  const proved = ctx.provedUnsolvable(problem);
  if (proved) return proved;
  const words = problem.start.length - 1;
  const keepOut = new Uint8Array(level.size);
  for (const room of rooms) for (const s of room.squares) keepOut[s] = 1;
  const tunnel = new TunnelMacro(level, analysis.distances.dead, keepOut);
  const reach = new Reach(level);
  const regions = new FreeRegions(level);
  const corrals = options.piCorrals ? new PiCorrals(level, analysis.distances.dead, analysis.reach) : null;
  let restricted = false;
  const table = createStateTable(problem.codec, tableOptionsFor(options));
  const pushes = new PushList();
  const firstPush = new ChunkedUint32();
  const pushCount = new ChunkedUint32();
  const made = new ChunkedUint32();
  const open = new IndexHeap();
  const bytes = () => table.bytes() + pushes.bytes() + 3 * firstPush.bytes() + open.bytes();
  const scratch = new Uint32Array(words + 1);
  const fill = new Int32Array(rooms.length);

  let current = 0;
  let currentMade = 0;
  let generated = 0;
  let goal = -1;
  /** Stores `state` reached from `current` by the pushes from `from` in `pushes`; false when it was known. */
  const add = (state: SokobanState, bound: number, from: number): boolean => {
    generated++;
    const index = table.insert(state, current);
    if (index < 0) {
      pushes.truncate(from);
      return false;
    }
    const count = pushes.length - from;
    firstPush.ensure(index + 1);
    pushCount.ensure(index + 1);
    made.ensure(index + 1);
    firstPush.set(index, from);
    pushCount.set(index, count);
    made.set(index, currentMade + count);
    const priority = weights.bound * bound + (weights.regions === 0 ? 0 : weights.regions * regions.count(state)) + currentMade + count;
    open.push(index, priority, currentMade + count);
    if (bound === 0 && problem.isGoal(state)) goal = index;
    return true;
  };
  const emit = (next: SokobanState, move: SokobanMove) => {
    if (goal >= 0) return;
    const box = move >> 2;
    const dir = move & 3;
    const to = neighbour[box * 4 + dir];
    if (restricted && corrals!.allowed[box] !== corrals!.allowStamp) return;
    for (let r = 0; r < rooms.length; r++) {
      // A room on its order is filled by its macro alone, and its boxes stay.
      if (fill[r] >= 0 && (rooms[r].inside[box] === 1 || rooms[r].inside[to] === 1)) return;
    }
    let bound = problem.heuristic!(next);
    scratch.set(next);
    const from = pushes.length;
    pushes.push(move);
    if (options.tunnels) {
      const end = tunnel.extend(scratch, box, to, dir, pushes);
      if (end !== to) {
        if (analysis.freeze.isDeadlock(scratch, end)) return pushes.truncate(from);
        bound = analysis.bound(scratch);
        if (bound >= UNREACHABLE) return pushes.truncate(from);
      }
    }
    add(scratch, bound, from);
  };

  try {
    table.insert(problem.start, NO_PARENT);
    for (const a of [firstPush, pushCount, made]) a.ensure(1);
    open.push(0, 0, 0);
    if (problem.isGoal(problem.start)) goal = 0;
    while (goal < 0 && open.size > 0) {
      current = open.pop();
      currentMade = made.get(current);
      const state = table.state(current);
      for (let r = 0; r < rooms.length; r++) fill[r] = roomFill(rooms[r], state);
      restricted = corrals !== null && corrals.restrict(state);
      problem.successors(state, emit);
      for (let r = 0; r < rooms.length && goal < 0; r++) {
        const entrance = rooms[r].entrance;
        if (restricted && corrals!.allowed[entrance] !== corrals!.allowStamp) continue;
        if (fill[r] >= 0 && fill[r] < rooms[r].order.length && hasBox(state, entrance)) roomMacro(state, rooms[r].paths[fill[r]]);
      }
      ctx.expansions++;
      const limit = ctx.step(table.size, currentMade, bytes, generated);
      if (limit) return ctx.limit(limit, table.size, bytes());
      if (ctx.shouldYield()) yield;
    }
  } catch (error) {
    if (error instanceof StateTableFullError) return ctx.limit('memory', table.size, bytes());
    throw error;
  }
  if (goal < 0) return ctx.unsolvable(table.size, bytes());
  return ctx.solved(solutionOf(goal), table.size, bytes());

  /** The room's path from its entrance, where every push of it can be made from `state`. */
  function roomMacro(state: SokobanState, path: readonly number[]): void {
    scratch.set(state);
    const from = pushes.length;
    for (const push of path) {
      const box = push >> 2;
      const dir = push & 3;
      const behind = neighbour[box * 4 + (dir ^ 1)];
      const to = neighbour[box * 4 + dir];
      reach.fill(scratch, playerOf(scratch));
      if (behind === NONE || to === NONE || !reach.reached(behind) || hasBox(scratch, to) || !hasBox(scratch, box)) return pushes.truncate(from);
      clearBox(scratch, box);
      setBox(scratch, to);
      scratch[words] = box;
      pushes.push(push);
    }
    const bound = analysis.bound(scratch);
    if (bound >= UNREACHABLE) return pushes.truncate(from);
    add(scratch, bound, from);
  }

  /** The single pushes from the start to the table's entry `index`, with the positions they pass through. */
  function solutionOf(index: number) {
    const segments: number[] = [];
    for (let i = index; i !== 0; i = table.parent(i)) segments.push(i);
    const moves: SokobanMove[] = [];
    for (let s = segments.length - 1; s >= 0; s--) {
      const at = firstPush.get(segments[s]);
      for (let k = 0; k < pushCount.get(segments[s]); k++) moves.push(pushes.get(at + k));
    }
    const states: SokobanState[] = [problem.start];
    let state = problem.start;
    for (const move of moves) {
      const box = move >> 2;
      const next = state.slice();
      clearBox(next, box);
      setBox(next, neighbour[box * 4 + (move & 3)]);
      next[words] = box;
      states.push(next);
      state = next;
    }
    return { moves, states, cost: moves.length };
  }
}
