/**
 * Placements: where each piece is, as the top-left cell of each piece
 * (indexed like `instance.pieces`). A placement keeps every piece's letter;
 * the search's keys do not (pieces of one kind are interchangeable), so a
 * layout read back from a key gets the canonical lettering: the pieces of
 * each kind, in reading order of their cells, take that kind's pieces in
 * index order. The start's own lettering is canonical.
 */
import { PuzzleInputError } from '../puzzle.js';
import type { BlocksInstance } from './board.js';

export type Placement = Int32Array;

export function startPlacement(instance: BlocksInstance): Placement {
  return Int32Array.from(instance.pieces, (p) => p.start);
}

/** Why the pieces do not match the instance's, in English and Chinese. */
interface Mismatch {
  readonly en: string;
  readonly zh: string;
}

/**
 * A placement from the kind whose top-left is at each cell (-1 for none),
 * with the canonical lettering; a message when the numbers of pieces of each
 * kind do not match the instance.
 */
export function placementOfKinds(instance: BlocksInstance, kindAt: ArrayLike<number>): Placement | string {
  const placement = placementOrMismatch(instance, kindAt);
  return placement instanceof Int32Array ? placement : placement.en;
}

function placementOrMismatch(instance: BlocksInstance, kindAt: ArrayLike<number>): Placement | Mismatch {
  const placement = new Int32Array(instance.pieces.length);
  const used = new Int32Array(instance.kinds.length);
  for (let cell = 0; cell < kindAt.length; cell++) {
    const kind = kindAt[cell];
    if (kind < 0) continue;
    const list = instance.piecesOfKind[kind];
    if (used[kind] === list.length) return tooMany(instance, kind);
    placement[list[used[kind]++]] = cell;
  }
  for (let kind = 0; kind < used.length; kind++) {
    if (used[kind] !== instance.piecesOfKind[kind].length) {
      const wanted = instance.piecesOfKind[kind].length;
      return {
        en: `it has ${used[kind]} ${kindName(instance, kind)} piece(s) but the puzzle has ${wanted}`,
        zh: `它有 ${used[kind]} 个${kindNameZh(instance, kind)}棋子，但谜题有 ${wanted} 个`,
      };
    }
  }
  return placement;
}

function tooMany(instance: BlocksInstance, kind: number): Mismatch {
  const wanted = instance.piecesOfKind[kind].length;
  return { en: `it has more ${kindName(instance, kind)} pieces than the puzzle's ${wanted}`, zh: `它的${kindNameZh(instance, kind)}棋子比谜题的 ${wanted} 个多` };
}

export function kindName(instance: BlocksInstance, kind: number): string {
  const k = instance.kinds[kind];
  const limit = k.limit === 'any' ? '' : ` ${k.limit}-only`;
  return `${k.target ? 'target ' : ''}${k.rows}x${k.cols}${limit}`;
}

/** kindName in Chinese, with the blanks the sentence around it needs: "目标 2x2 ", " 1x1 ", " 2x1（只能竖移）". */
function kindNameZh(instance: BlocksInstance, kind: number): string {
  const k = instance.kinds[kind];
  const limit = k.limit === 'any' ? ' ' : k.limit === 'horizontal' ? '（只能横移）' : '（只能竖移）';
  return `${k.target ? '目标 ' : ' '}${k.rows}x${k.cols}${limit}`;
}

/** Like placementOfKinds, but throws a PuzzleInputError starting with `what` (`whatZh` in Chinese). */
export function checkedPlacement(instance: BlocksInstance, kindAt: ArrayLike<number>, what: string, whatZh: string): Placement {
  const placement = placementOrMismatch(instance, kindAt);
  if (!(placement instanceof Int32Array)) throw new PuzzleInputError(`${what} does not fit this puzzle: ${placement.en}`, `${whatZh}与这个谜题不符：${placement.zh}`);
  return placement;
}

/** Cell -> index of the piece covering it, -1 empty, -2 wall. */
export function occupancy(instance: BlocksInstance, placement: Placement): Int32Array {
  const { width } = instance;
  const grid = Int32Array.from(instance.walls, (w) => (w ? -2 : -1));
  instance.pieces.forEach((p, i) => {
    const top = placement[i];
    for (let dr = 0; dr < p.rows; dr++) for (let dc = 0; dc < p.cols; dc++) grid[top + dr * width + dc] = i;
  });
  return grid;
}

/** The left-right mirror image of a placement's layout (its lettering is not kept canonical). */
export function mirrorPlacement(instance: BlocksInstance, placement: Placement, out: Placement = new Int32Array(placement.length)): Placement {
  const { width } = instance;
  instance.pieces.forEach((p, i) => {
    const cell = placement[i];
    const r = Math.floor(cell / width);
    const c = cell % width;
    out[i] = r * width + (width - c - p.cols);
  });
  return out;
}

/**
 * Whether the left-right mirror is a symmetry of the instance: walls and
 * goal are their own mirror images (every piece shape is a rectangle, and a
 * direction limit stays the same in the mirror).
 */
export function hasMirrorSymmetry(instance: BlocksInstance): boolean {
  const { width, height, walls, goal } = instance;
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) if (walls[r * width + c] !== walls[r * width + width - 1 - c]) return false;
  const target = instance.pieces[goal.piece];
  const c = goal.cell % width;
  return width - c - target.cols === c;
}

/** The layout as rows of letters ("." empty, "#" wall). */
export function placementRows(instance: BlocksInstance, placement: Placement): string[] {
  const grid = occupancy(instance, placement);
  const out: string[] = [];
  for (let r = 0; r < instance.height; r++) {
    let row = '';
    for (let c = 0; c < instance.width; c++) {
      const v = grid[r * instance.width + c];
      row += v === -1 ? '.' : v === -2 ? '#' : instance.pieces[v].letter;
    }
    out.push(row);
  }
  return out;
}
