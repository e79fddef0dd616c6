/**
 * Additive pattern databases for sliding tiles: one table per group of a
 * partition, each the distance of the group's tiles to their goal counting
 * only their own moves (the blank's cell forgotten by taking the minimum),
 * indexed by the rank of the group's places. Built with the engine's
 * backward search over `tilesPatternSpace`; loaded databases are kept here,
 * one per board and goal, for the problems of those instances to use.
 */
import { minOverGroups, partialPermutationCount, patternDistancesSteps, type PatternBuild } from '../../engine/index.js';
import type { SearchOptions } from '../../engine/budget.js';
import type { Steps } from '../../engine/steps.js';
import { checkPartition } from './partitions.js';
import { tilesPatternSpace, tilesRelaxedPatternSpace } from './pattern-space.js';

/**
 * Groups whose space with the blank's cell would pass this many ranks are
 * built blank-free (tilesRelaxedPatternSpace): 7 and 8 tiles of 16.
 */
export const RELAX_ABOVE = 2 ** 28;

/** Whether a group of `k` tiles on `cells` cells is built blank-free. */
export function builtBlankFree(cells: number, k: number): boolean {
  return partialPermutationCount(cells, k) * cells > RELAX_ABOVE;
}

/** What a set of databases is for: a board, its goal, and a partition of its tiles. */
export interface TilesDatabaseSpec {
  width: number;
  height: number;
  goal: Uint8Array;
  /** The partition's name, for messages and file names. */
  partition: string;
  groups: number[][];
}

export interface TilesDatabases {
  spec: TilesDatabaseSpec;
  /** One table per group: distance by rank of the group's places (partial-permutation.ts). */
  tables: Uint8Array[];
}

/** Bytes of the finished tables. */
export function databaseBytes(spec: Pick<TilesDatabaseSpec, 'width' | 'height' | 'groups'>): number {
  const cells = spec.width * spec.height;
  return spec.groups.reduce((sum, g) => sum + partialPermutationCount(cells, g.length), 0);
}

/** Bytes the biggest group's search needs (a byte and a bit per pattern-and-blank). */
export function buildBytes(spec: Pick<TilesDatabaseSpec, 'width' | 'height' | 'groups'>): number {
  const cells = spec.width * spec.height;
  const biggest = Math.max(...spec.groups.map((g) => partialPermutationCount(cells, g.length) * (builtBlankFree(cells, g.length) ? 1 : cells)));
  return Math.ceil(biggest * 1.125);
}

export interface DatabaseBuildProgress {
  /** The group being built (0-based) and how many there are. */
  group: number;
  groups: number;
  /** Abstract states (places and blank) reached in this group, of `size`. */
  reached: number;
  size: number;
}

export type DatabaseBuild = { status: 'built'; databases: TilesDatabases } | { status: 'limit'; build: PatternBuild };

/** Builds every group's table in turn (the search's options apply to each). */
export function* buildTilesDatabasesSteps(
  spec: TilesDatabaseSpec,
  options: SearchOptions = {},
  onGroupProgress?: (p: DatabaseBuildProgress) => void,
): Steps<DatabaseBuild> {
  const cells = spec.width * spec.height;
  checkPartition(spec.groups, cells);
  const tables: Uint8Array[] = [];
  for (let g = 0; g < spec.groups.length; g++) {
    const pattern = { width: spec.width, height: spec.height, goal: spec.goal, tiles: spec.groups[g] };
    const k = spec.groups[g].length;
    const blankFree = builtBlankFree(cells, k);
    const space = blankFree ? tilesRelaxedPatternSpace(pattern) : tilesPatternSpace(pattern);
    const placements = blankFree ? space.size : space.size / cells;
    const states = blankFree ? placements : placements * (cells - k);
    const onProgress = onGroupProgress
      ? (p: { states: number }) => onGroupProgress({ group: g, groups: spec.groups.length, reached: p.states, size: states })
      : options.onProgress;
    const build = yield* patternDistancesSteps(space, { ...options, onProgress: onProgress as SearchOptions['onProgress'] });
    if (build.status !== 'built') return { status: 'limit', build };
    tables.push(blankFree ? build.table! : minOverGroups(build.table!, cells));
  }
  return { status: 'built', databases: { spec, tables } };
}

const installed: TilesDatabases[] = [];

function sameBoard(a: Pick<TilesDatabaseSpec, 'width' | 'height' | 'goal'>, b: Pick<TilesDatabaseSpec, 'width' | 'height' | 'goal'>): boolean {
  if (a.width !== b.width || a.height !== b.height || a.goal.length !== b.goal.length) return false;
  for (let i = 0; i < a.goal.length; i++) if (a.goal[i] !== b.goal[i]) return false;
  return true;
}

/**
 * Makes databases available to sliding-tiles problems of their board and
 * goal (replacing any installed for the same board and goal). Cursors made
 * afterwards use them.
 */
export function installTilesDatabases(databases: TilesDatabases): void {
  const at = installed.findIndex((d) => sameBoard(d.spec, databases.spec));
  if (at >= 0) installed.splice(at, 1);
  installed.push(databases);
}

export function uninstallTilesDatabases(board: Pick<TilesDatabaseSpec, 'width' | 'height' | 'goal'>): void {
  const at = installed.findIndex((d) => sameBoard(d.spec, board));
  if (at >= 0) installed.splice(at, 1);
}

/** The databases installed for this board and goal, if any. */
export function installedDatabases(board: Pick<TilesDatabaseSpec, 'width' | 'height' | 'goal'>): TilesDatabases | undefined {
  return installed.find((d) => sameBoard(d.spec, board));
}
