/**
 * What every level generator (submarine, rush-hour, sokoban) starts from and
 * returns: its seed (given, or drawn and reported so that the run can be
 * repeated), a random source made from it, the search context that holds the
 * run's limits, and the summary of the run. The search for levels is each
 * backend's own.
 */
import { SearchContext } from '../engine/index.js';
import type { GenerateOptions, GenerateSummary } from './puzzle.js';

/** mulberry32: a small, fast, seedable generator, so that a seed makes the same levels again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratorStart {
  readonly seed: number;
  /** The fewest moves a level must need (at least 1). */
  readonly minMoves: number;
  /** How many levels to make. */
  readonly count: number;
  readonly random: () => number;
  readonly ctx: SearchContext;
}

export function generatorStart(options: GenerateOptions): GeneratorStart {
  const seed = options.seed ?? Math.floor(Math.random() * 4294967296);
  return { seed, minMoves: Math.max(1, options.minMoves ?? 1), count: options.count ?? 1, random: seededRandom(seed), ctx: new SearchContext(options) };
}

/** The summary a generator returns: stopped at `limit`, or complete when there is none. */
export function generatorSummary(start: GeneratorStart, candidates: number, explored: number, limit: GenerateSummary['limit']): GenerateSummary {
  return {
    status: limit ? 'limit' : 'complete',
    ...(limit ? { limit } : {}),
    seed: start.seed,
    candidates,
    statesExplored: explored,
    milliseconds: start.ctx.budget.elapsedMs(),
  };
}
