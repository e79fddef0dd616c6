/**
 * Additive pattern databases for sliding tiles: one table per group of a
 * partition, each the distance of the group's tiles to their goal counting
 * only their own moves (the blank forgotten by taking the minimum), indexed
 * by the rank of the group's places. Built with the engine's backward
 * searches over the group's abstract space (`groupBuild` says which); loaded
 * databases are kept here, one per board and goal, for the problems of those
 * instances to use.
 */
import {
  groupedPatternBytes,
  groupedPatternDistancesSteps,
  minOverGroups,
  partialPermutationCount,
  patternDistancesSteps,
  type PatternBuild,
} from '../../engine/index.js';
import type { SearchOptions } from '../../engine/budget.js';
import type { Steps } from '../../engine/steps.js';
import { checkPartition } from './partitions.js';
import { tilesPatternSpace, tilesRelaxedPatternSpace } from './pattern-space.js';
import { regionStateCount } from './region-numbering.js';
import { MAX_REGION_CELLS, regionSpaceSize, tilesRegionPatternSpace } from './region-pattern-space.js';

/** Groups whose space with the blank's cell would pass this many ranks are not built with it. */
const CELL_SPACE_MAX = 2 ** 28;

/**
 * How a group of k tiles on `cells` cells is built:
 * - `region`: with the blank's region (tilesRegionPatternSpace), where its
 *   ranks fit 32 bits: every group of the 15-puzzle, 6 tiles of the 24-puzzle;
 * - `cell`: with the blank's cell (tilesPatternSpace), on boards too big for
 *   the region's bit masks; the same values;
 * - `blank-free` (tilesRelaxedPatternSpace), where neither fits: admissible
 *   and additive, but lower in places.
 */
export function groupBuild(cells: number, k: number): 'region' | 'cell' | 'blank-free' {
  if (cells <= MAX_REGION_CELLS && regionSpaceSize(cells, k) <= 2 ** 32) return 'region';
  if (partialPermutationCount(cells, k) * cells <= CELL_SPACE_MAX) return 'cell';
  return 'blank-free';
}

/** Bytes one group's search holds (region builds: their states depend on the board's shape, not only its cells). */
function groupBuildBytes(width: number, height: number, k: number): number {
  const cells = width * height;
  const placements = partialPermutationCount(cells, k);
  switch (groupBuild(cells, k)) {
    case 'region':
      return groupedPatternBytes({ size: regionStateCount(width, height, k), groups: placements });
    case 'cell':
      return Math.ceil(placements * cells * 1.125);
    case 'blank-free':
      return Math.ceil(placements * 1.125);
  }
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

/**
 * The order groups are built in: the largest first, so the biggest search
 * holds no finished table beside it (7-8: the 8-tile search without the
 * 58 MB 7-tile table). Ties keep the partition's order.
 */
function buildOrder(groups: readonly number[][]): number[] {
  return groups.map((_, i) => i).sort((a, b) => groups[b].length - groups[a].length || a - b);
}

/** Bytes the build holds at its peak: a group's search beside the tables of the groups built before it. */
export function buildBytes(spec: Pick<TilesDatabaseSpec, 'width' | 'height' | 'groups'>): number {
  const cells = spec.width * spec.height;
  let built = 0;
  let peak = 0;
  for (const g of buildOrder(spec.groups)) {
    const k = spec.groups[g].length;
    peak = Math.max(peak, built + groupBuildBytes(spec.width, spec.height, k));
    built += partialPermutationCount(cells, k);
  }
  return peak;
}

export interface DatabaseBuildProgress {
  /** How many groups were built before this one (groups are built largest first), and how many there are. */
  group: number;
  groups: number;
  /** Progress in this group, of `size`: placements reached (region builds), or abstract states. */
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
  const tables: Uint8Array[] = new Array<Uint8Array>(spec.groups.length);
  const order = buildOrder(spec.groups);
  let builtBytes = 0;
  for (let step = 0; step < order.length; step++) {
    const g = order[step];
    const pattern = { width: spec.width, height: spec.height, goal: spec.goal, tiles: spec.groups[g] };
    const k = spec.groups[g].length;
    const how = groupBuild(cells, k);
    const placements = partialPermutationCount(cells, k);
    // Region builds report placements reached; the others, abstract states (a placement with each free cell for the blank).
    const size = how === 'cell' ? placements * (cells - k) : placements;
    const onProgress = onGroupProgress
      ? (p: { states: number }) => onGroupProgress({ group: step, groups: spec.groups.length, reached: p.states, size })
      : options.onProgress;
    // The tables built so far stay in memory beside this group's search: they come out of the memory cap.
    const maxMemoryBytes = options.maxMemoryBytes === undefined ? undefined : Math.max(0, options.maxMemoryBytes - builtBytes);
    const groupOptions = { ...options, maxMemoryBytes, onProgress: onProgress as SearchOptions['onProgress'] };
    const build =
      how === 'region'
        ? yield* groupedPatternDistancesSteps(tilesRegionPatternSpace(pattern), groupOptions)
        : yield* patternDistancesSteps(how === 'cell' ? tilesPatternSpace(pattern) : tilesRelaxedPatternSpace(pattern), groupOptions);
    if (build.status !== 'built') return { status: 'limit', build };
    tables[g] = how === 'cell' ? minOverGroups(build.table!, cells) : build.table!;
    builtBytes += tables[g].byteLength;
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
