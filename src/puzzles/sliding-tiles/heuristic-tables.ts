/** sliding-tiles' pattern databases behind the backend's `heuristicTables` member. */
import type { HeuristicTables, TableSetSpec } from '../heuristic-tables.js';
import type { TilesInstance } from './board.js';
import { partialPermutationCount } from '../../engine/index.js';
import { buildBytes, buildTilesDatabasesSteps, groupBuild, installTilesDatabases, type TilesDatabaseSpec } from './pattern-databases.js';
import { defaultPartition, partitionsFor, resolvePartition } from './partitions.js';
import { TILES } from './messages.js';
import { described } from '../catalog-words.js';

function slug(partition: string): string {
  return partition.replace(/\//g, '_');
}

function tilesSpec(instance: TilesInstance, partition: string): TableSetSpec {
  const { width, height, goal } = instance;
  const { groups } = resolvePartition(width, height, goal, partition);
  const cells = width * height;
  return {
    name: partition,
    id: `sliding-tiles-${width}x${height}-${instance.goalKind}-${slug(partition)}`,
    ...described(TILES.tableSet({ partition, width, height, blank: instance.goalKind === 'blank-first' ? 'first' : 'last' })),
    // How each group is built is part of what the tables are: a blank-free table holds other values than a blank-aware one.
    identity: { puzzle: 'sliding-tiles', board: `${width}x${height}`, goal: Array.from(goal), partition, groups, builds: groups.map((g) => groupBuild(cells, g.length)) },
    sizes: groups.map((g) => partialPermutationCount(cells, g.length)),
    buildBytes: buildBytes({ width, height, groups }),
  };
}

function databaseSpec(spec: TableSetSpec): TilesDatabaseSpec {
  const identity = spec.identity as { board: string; goal: number[]; partition: string; groups: number[][] };
  const [width, height] = identity.board.split('x').map(Number);
  return { width, height, goal: Uint8Array.from(identity.goal), partition: identity.partition, groups: identity.groups };
}

/** The boards whose default databases a plain solve builds on first use: the 15-puzzle. */
const BUILT_ON_FIRST_USE = new Set(['4x4']);

export const tilesHeuristicTables: HeuristicTables<TilesInstance> = {
  // One-tile moves: a line slid in one move (the multi metric) can beat them.
  metric: 'moves',
  // An instance that names its heuristic (manhattan, linear-conflict) leaves the databases alone.
  usedBy: (instance) => instance.heuristic === 'auto',
  defaultFor(instance) {
    const name = defaultPartition(instance.width, instance.height);
    if (!name || !BUILT_ON_FIRST_USE.has(`${instance.width}x${instance.height}`)) return null;
    return tilesSpec(instance, name);
  },
  available: (instance) => partitionsFor(instance.width, instance.height),
  spec: tilesSpec,
  *build(spec, options, onProgress) {
    const built = yield* buildTilesDatabasesSteps(
      databaseSpec(spec),
      options,
      onProgress && ((p) => onProgress({ table: p.group, tables: p.groups, reached: p.reached, size: p.size })),
    );
    if (built.status === 'built') return { status: 'built', tables: built.databases.tables };
    return { status: 'limit', limit: built.build.limit ?? 'cancelled' };
  },
  install(spec, tables) {
    installTilesDatabases({ spec: databaseSpec(spec), tables });
  },
};
