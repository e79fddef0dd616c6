/**
 * Classifying one piece-count type of the Klotski family (family.ts): its
 * groups (connected components under the `move` metric: one piece any
 * distance along free cells, turning corners, exactly the successors of the
 * search, standard-path.ts) and every layout's fewest moves to a solved one.
 *
 * One breadth-first search from all solved layouts at once gives the
 * distances; each solved layout starts with a label of its own and labels
 * met along an edge are joined (union-find), so the solvable groups come out
 * of the same pass. The layouts it never reaches (groups with no solved
 * layout) are then labelled by a search each. So every layout is expanded
 * exactly once, and memory is 17 bytes a layout (key, distance, label,
 * queue slot): the largest type has under a million.
 */
import { createStandardKeys } from './standard-path.js';
import { PATH } from './moves.js';
import { GOAL_CELL, BLOCK_UNIT, LayoutRanking, type PieceCounts } from './family.js';
import { parseCode } from './text.js';
import { DEFAULT_PRESET, PRESETS } from './presets.js';
import type { KeySuccessors, NO_SOLUTION as SHARED_NO_SOLUTION, TypeClassification } from '../family.js';

/**
 * The most memory classifying a type takes, per layout: its ranking's keys
 * (8 bytes, and up to 16 more for the list they are gathered in), the
 * distance byte, label, queue slot and group number (1 + 4 + 4 + 2), and up
 * to one label per layout with its size, solved count, farthest distance,
 * first layout and group (4 + 4 + 2 + 4 + 4). Real types need less: most
 * layouts share a label.
 */
export const MOST_BYTES_PER_LAYOUT = 8 + 16 + 1 + 4 + 4 + 2 + 4 + 4 + 2 + 4 + 4;

/**
 * The distance byte of a layout in a group with no solved layout: the
 * contract's, as this module's own constant (V8 folds a module's own
 * constants into the search loop; the type keeps the two the same).
 */
export const NO_SOLUTION: typeof SHARED_NO_SOLUTION = 255;

export type { GroupSummary, KeySuccessors, TypeClassification } from '../family.js';

let successorsCache: KeySuccessors | undefined;

/** The `move` metric's successors of a key (any 4x5 layout; the instance only names the goal). */
export function moveSuccessors(): KeySuccessors {
  if (!successorsCache) {
    // The default preset is the classic opening: any 4x5 layout with the goal at the bottom middle would do.
    const preset = PRESETS.find((p) => p.name === DEFAULT_PRESET);
    if (!preset) throw new Error(`internal error: no ${DEFAULT_PRESET} preset`);
    successorsCache = createStandardKeys(parseCode(preset.code), PATH).successors;
  }
  return successorsCache;
}

/** The community's layout code of a search key. */
export { layoutCodeOfKey } from './standard-path.js';

export function classifyType(type: PieceCounts, ranking = new LayoutRanking(type)): TypeClassification {
  const n = ranking.size;
  const keys = ranking.keys;
  const successors = moveSuccessors();
  const distances = new Uint8Array(n).fill(NO_SOLUTION);
  const label = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  // The solved layouts are one run of ranks: the block's cell is the key's top part.
  const solvedFrom = lowerBound(keys, GOAL_CELL * BLOCK_UNIT);
  const solvedTo = lowerBound(keys, (GOAL_CELL + 1) * BLOCK_UNIT);
  const parent = new Int32Array(solvedTo - solvedFrom + 1);
  let labels = 0;
  let tail = 0;
  for (let r = solvedFrom; r < solvedTo; r++) {
    distances[r] = 0;
    label[r] = labels;
    parent[labels] = labels;
    labels++;
    queue[tail++] = r;
  }
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let at = 0;
  let current = 0;
  let d = 0;
  const visit = (next: number) => {
    const r = ranking.rank(next);
    if (r < 0) throw new Error(`internal error: a move left the type ${JSON.stringify(type)}`);
    const l = label[r];
    if (l < 0) {
      label[r] = label[current];
      distances[r] = d + 1;
      queue[tail++] = r;
    } else if (l !== label[current]) {
      const a = find(l);
      const b = find(label[current]);
      if (a !== b) parent[a < b ? b : a] = a < b ? a : b;
    }
  };
  while (at < tail) {
    current = queue[at++];
    d = distances[current];
    if (d >= NO_SOLUTION - 1) throw new Error(`type ${JSON.stringify(type)}: a distance of ${NO_SOLUTION - 1} or more does not fit the table's byte`);
    successors(keys[current], visit);
  }
  // Solvable labels to their roots.
  for (let r = 0; r < n; r++) if (label[r] >= 0) label[r] = find(label[r]);
  // The groups with no solved layout, one search each, labels after the solvable ones.
  let unsolvedLabel = labels;
  const plain = (next: number) => {
    const r = ranking.rank(next);
    if (label[r] < 0) {
      label[r] = unsolvedLabel;
      queue[tail++] = r;
    }
  };
  for (let r = 0; r < n; r++) {
    if (label[r] >= 0) continue;
    label[r] = unsolvedLabel;
    tail = 0;
    at = 0;
    queue[tail++] = r;
    while (at < tail) successors(keys[queue[at++]], plain);
    unsolvedLabel++;
  }
  // Tallies by label, then groups ordered largest first (ties by first rank, which is the smallest key).
  const size = new Int32Array(unsolvedLabel);
  const solved = new Int32Array(unsolvedLabel);
  const far = new Int16Array(unsolvedLabel).fill(-1);
  const first = new Int32Array(unsolvedLabel).fill(-1);
  let farthest = -1;
  for (let r = 0; r < n; r++) {
    const l = label[r];
    size[l]++;
    if (first[l] < 0) first[l] = r;
    const dist = distances[r];
    if (dist === 0) solved[l]++;
    if (dist !== NO_SOLUTION) {
      if (dist > far[l]) far[l] = dist;
      if (dist > farthest) farthest = dist;
    }
  }
  const used = Array.from({ length: unsolvedLabel }, (_, l) => l).filter((l) => size[l] > 0);
  used.sort((a, b) => size[b] - size[a] || first[a] - first[b]);
  if (used.length > 65536) throw new Error(`type ${JSON.stringify(type)} has ${used.length} groups, more than a 16-bit group number holds`);
  const groupOfLabel = new Int32Array(unsolvedLabel);
  used.forEach((l, g) => (groupOfLabel[l] = g));
  const groupOf = new Uint16Array(n);
  const hardest: number[] = [];
  for (let r = 0; r < n; r++) {
    groupOf[r] = groupOfLabel[label[r]];
    if (farthest >= 0 && distances[r] === farthest) hardest.push(keys[r]);
  }
  return {
    type,
    layouts: n,
    groups: used.map((l) => ({ size: size[l], solved: solved[l], farthest: far[l] < 0 ? null : far[l] })),
    farthest: farthest < 0 ? null : farthest,
    hardest,
    distances,
    groupOf,
  };
}

/** The first index whose key is at least `key`. */
function lowerBound(keys: Float64Array, key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
