/**
 * The submarine level designer: what it makes needs the moves it claims,
 * checked by a breadth-first solver written here from the toy's rules
 * alone (cells in a Set, nothing shared with src/ but the level's JSON).
 */
import { describe, expect, it } from 'vitest';
import { countShortest } from '../../src/engine/index.js';
import type { Generated, GenerateSummary } from '../../src/puzzles/puzzle.js';
import { submarine } from '../../src/puzzles/submarine/index.js';
import type { SubmarineLevel } from '../../src/puzzles/submarine/level.js';

type JsonTile = { type: 'submarine' } | { type: 'small'; corners: string[] } | { type: 'middle'; side: string } | { type: 'big'; corner: string };

/** Attachments as [row, column, height, width] from the tile's top-left cell, as the issue gives them. */
const SMALL: Record<string, number[]> = { 'top-left': [0, 0, 2, 2], 'top-right': [0, 3, 2, 2], 'bottom-left': [3, 0, 2, 2], 'bottom-right': [3, 3, 2, 2] };
const MIDDLE: Record<string, number[]> = { left: [1, -1, 3, 2], right: [1, 4, 3, 2], top: [-1, 1, 2, 3], bottom: [4, 1, 2, 3] };
const BIG: Record<string, number[]> = { 'top-left': [-2, -2, 3, 3], 'top-right': [-2, 4, 3, 3], 'bottom-left': [4, -2, 3, 3], 'bottom-right': [4, 4, 3, 3] };
function rects(t: JsonTile): number[][] {
  if (t.type === 'submarine') return [[0, -2, 2, 2], [0, 5, 2, 2], [4, 2, 1, 1]];
  if (t.type === 'small') return t.corners.map((c) => SMALL[c]);
  if (t.type === 'middle') return [MIDDLE[t.side]];
  return [BIG[t.corner]];
}
function cells(t: JsonTile, slot: number): [number, number][] {
  const top = 2 + 5 * Math.floor(slot / 3);
  const left = 2 + 5 * (slot % 3);
  const out: [number, number][] = [];
  for (const [r, c, h, w] of rects(t)) for (let i = 0; i < h; i++) for (let j = 0; j < w; j++) out.push([top + r + i, left + c + j]);
  return out;
}

/** Fewest moves to get the submarine out (the exit counted), by plain breadth-first search over arrangements. */
function independentSolve(grid: (JsonTile | null)[]): number | null {
  const names = grid.map((t) => (t ? JSON.stringify(t) : '_'));
  const key = (arr: number[]) => arr.map((i) => names[i] ?? '_').join('|');
  const canSlide = (arr: number[], from: number, dr: number, dc: number, exit: boolean) => {
    const blocked = new Set<number>();
    arr.forEach((i, slot) => {
      if (slot !== from && grid[i]) for (const [r, c] of cells(grid[i]!, slot)) blocked.add(r * 19 + c);
    });
    for (const [r, c] of cells(grid[arr[from]]!, from)) {
      for (let step = 1; step <= 5; step++) {
        const rr = r + dr * step;
        const cc = c + dc * step;
        if (exit && rr > 18) break;
        if (rr < 0 || rr > 18 || cc < 0 || cc > 18 || blocked.has(rr * 19 + cc)) return false;
      }
    }
    return true;
  };
  // arr[slot] = the index in `grid` of the tile standing there (the empty slot's own index for the empty slot).
  let layer = [grid.map((_, i) => i)];
  const seen = new Set([key(layer[0])]);
  for (let depth = 0; layer.length; depth++) {
    const next: number[][] = [];
    for (const arr of layer) {
      if (grid[arr[7]]?.type === 'submarine' && canSlide(arr, 7, 1, 0, true)) return depth + 1;
      const empty = arr.findIndex((i) => grid[i] === null);
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const fi = Math.floor(empty / 3) - dr;
        const fj = (empty % 3) - dc;
        if (fi < 0 || fi > 2 || fj < 0 || fj > 2) continue;
        const from = fi * 3 + fj;
        if (!canSlide(arr, from, dr, dc, false)) continue;
        const moved = [...arr];
        moved[empty] = arr[from];
        moved[from] = arr[empty];
        const k = key(moved);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(moved);
        }
      }
    }
    layer = next;
  }
  return null;
}

function run(options: Parameters<NonNullable<typeof submarine.generate>>[0]): { made: Generated<SubmarineLevel>[]; summary: GenerateSummary; yields: number } {
  const steps = submarine.generate!(options);
  const made: Generated<SubmarineLevel>[] = [];
  let yields = 0;
  for (;;) {
    const r = steps.next();
    if (r.done) return { made, summary: r.value, yields };
    if (r.value) made.push(r.value);
    else yields++;
  }
}

const asJson = (level: SubmarineLevel) => level.grid as (JsonTile | null)[];

/**
 * A bound in states, never in seconds, so that a busy machine cannot stop a
 * seeded run early: these seeds need 26,000 to 71,000 states, the same on
 * every machine.
 */
const ENOUGH_STATES = 1_000_000;

describe('submarine: the level designer', () => {
  it('makes levels that need at least --min-moves, exactly as many as claimed by an independent solver', () => {
    const { made, summary } = run({ seed: 7, minMoves: 40, count: 2, maxStates: ENOUGH_STATES });
    expect(summary.status).toBe('complete');
    expect(summary.seed).toBe(7);
    expect(made).toHaveLength(2);
    for (const g of made) {
      expect(g.moves).toBeGreaterThanOrEqual(40);
      expect(independentSolve(asJson(g.instance))).toBe(g.moves);
      expect(countShortest(submarine.problem(g.instance)).count).toBe(g.shortestSolutions);
    }
  }, 60_000);

  it('uses the toy\'s tile set', () => {
    const { made } = run({ seed: 11, count: 1, maxStates: ENOUGH_STATES });
    const tokens = submarine.instanceCode(made[0].instance).split(/[,/]/);
    const kinds = tokens.map((t) => (t === '.' ? '.' : t === 'S' ? 'S' : t[0] === 's' ? `s${t.length - 1}` : t[0]));
    expect(kinds.sort()).toEqual(['.', 'B', 'M', 'S', 's1', 's1', 's1', 's2', 's2'].sort());
    const pairs = tokens.filter((t) => /^s\d\d$/.test(t)).map((t) => Math.abs(Number(t[1]) - Number(t[2])));
    // One pair on adjacent corners (1-2, 2-3, 3-4 or 4-1), one on diagonal ones (1-3 or 2-4).
    expect(pairs.map((d) => (d === 2 ? 'diagonal' : 'adjacent')).sort()).toEqual(['adjacent', 'diagonal']);
  }, 30_000);

  it('with unique, every level has one shortest solution; the same seed makes the same levels', () => {
    const first = run({ seed: 2, minMoves: 60, unique: true, count: 2, maxStates: ENOUGH_STATES });
    expect(first.made.map((g) => g.shortestSolutions)).toEqual([1, 1]);
    for (const g of first.made) expect(countShortest(submarine.problem(g.instance)).count).toBe(1);
    const again = run({ seed: 2, minMoves: 60, unique: true, count: 2, maxStates: ENOUGH_STATES });
    expect(again.made.map((g) => submarine.instanceCode(g.instance))).toEqual(first.made.map((g) => submarine.instanceCode(g.instance)));
  }, 60_000);

  it('stops at a limit or a cancelled signal with what it has, and yields between time slices', () => {
    const timed = run({ seed: 5, minMoves: 10_000, maxSeconds: 0.5 });
    expect(timed.summary.status).toBe('limit');
    expect(timed.summary.limit).toBe('time');
    expect(timed.made).toHaveLength(0);
    // Yields counted in a time window depend on the machine; with slices of 0 ms it yields at every look at the clock.
    const sliced = run({ seed: 5, minMoves: 10_000, maxStates: 50_000, sliceMs: 0 });
    expect(sliced.summary).toMatchObject({ status: 'limit', limit: 'states' });
    expect(sliced.yields).toBeGreaterThan(0);
    const controller = new AbortController();
    controller.abort();
    expect(run({ seed: 5, signal: controller.signal }).summary).toMatchObject({ status: 'limit', limit: 'cancelled' });
  }, 10_000);
});
