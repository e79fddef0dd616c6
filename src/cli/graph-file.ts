/**
 * `explore --graph FILE`: the whole state graph written as GraphML or DOT
 * (src/midend/graph-export.ts), the format taken from the file's ending or
 * `--graph-format`. Spaces past GRAPH_FILE_STATES are refused: a file of
 * millions of nodes opens in no graph tool, and the distance map that builds
 * it keeps every move in memory.
 */
import { dirname, resolve } from 'node:path';
import { distancesSteps, runAsync, type SearchOptions } from '../engine/index.js';
import { GRAPH_FORMATS, graphFormatOfPath, isGraphFormat, stateGraphOf, type GraphFormat, type OpenedInstance } from '../midend/index.js';
import { writeFileAtomic } from '../storage/atomic-write.js';
import { pathKind } from '../storage/path-kind.js';
import { UsageError } from './errors.js';
import { USAGE } from './messages/usage.js';
import { checkFileOption } from './output-options.js';
import type { CliWords } from './cli-words.js';

/** The most states a graph file is written for. */
export const GRAPH_FILE_STATES = 200_000;

export interface GraphFileOptions {
  graph?: string;
  graphFormat?: string;
}

export interface GraphTarget {
  path: string;
  format: GraphFormat;
}

/** Where and how to write the graph, checked before any search; null without --graph. */
export function graphTargetOf(cli: CliWords, options: GraphFileOptions): GraphTarget | null {
  const names = Object.keys(GRAPH_FORMATS).join(' or ');
  if (options.graph === undefined) {
    if (options.graphFormat !== undefined) throw new UsageError(cli.words(USAGE.graphFormatAlone()));
    return null;
  }
  const path = options.graph;
  if (path.trim() === '') throw new UsageError(cli.words(USAGE.graphNoName()));
  let format: GraphFormat | null;
  if (options.graphFormat !== undefined) {
    if (!isGraphFormat(options.graphFormat)) throw new UsageError(cli.words(USAGE.graphFormatUnknown({ format: options.graphFormat, names })));
    format = options.graphFormat;
  } else {
    format = graphFormatOfPath(path);
    if (!format) throw new UsageError(cli.words(USAGE.graphNameWithoutFormat({ path, names })));
  }
  const folder = dirname(resolve(path));
  if (pathKind(folder) !== 'folder') throw new UsageError(cli.words(USAGE.graphNoFolder({ path, folder })));
  if (pathKind(path) === 'folder') throw new UsageError(cli.words(USAGE.graphIsFolder({ path })));
  // A device, a FIFO or a link there, or a folder that cannot be written in: said now, not after the search.
  checkFileOption(cli, '--graph', path);
  return { path, format };
}

export interface GraphWritten {
  status: 'written';
  states: number;
  moves: number;
}

/**
 * Builds the state graph (a distance map of the whole space) and writes it
 * atomically; 'limit' when a limit or the signal stopped the map first.
 */
export async function writeGraphFile(opened: OpenedInstance, target: GraphTarget, options: SearchOptions): Promise<GraphWritten | { status: 'limit' }> {
  const map = await runAsync(distancesSteps(opened.problem, { ...options, maxStates: Math.min(options.maxStates ?? Infinity, GRAPH_FILE_STATES + 1) }));
  if (map.status !== 'complete' || map.reachableStates > GRAPH_FILE_STATES) return { status: 'limit' };
  const graph = stateGraphOf(map, (state) => opened.stateCode(state));
  // Node i is the map's state i.
  const parts = GRAPH_FORMATS[target.format].write({ title: opened.header, graph, boardOf: (i) => opened.renderText(map.state(i)) });
  writeFileAtomic(target.path, chunks(parts));
  return { status: 'written', states: graph.nodes.length, moves: graph.edges.length };
}

/** The parts as UTF-8, joined into chunks of about a megabyte: one write each, not one a line. */
function chunks(parts: readonly string[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let pending: string[] = [];
  let size = 0;
  for (const part of parts) {
    pending.push(part);
    size += part.length;
    if (size >= 1 << 20) {
      out.push(Buffer.from(pending.join(''), 'utf8'));
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) out.push(Buffer.from(pending.join(''), 'utf8'));
  return out;
}
