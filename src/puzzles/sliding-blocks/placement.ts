/**
 * Placements: where each piece is, as the top-left cell of each piece
 * (indexed like `instance.pieces`). A placement keeps every piece's letter;
 * the search's keys do not (pieces of one kind are interchangeable), so a
 * layout read back from a key gets the canonical lettering: the pieces of
 * each kind, in reading order of their cells, take that kind's pieces in
 * index order. The start's own lettering is canonical.
 */
import { render, type Message } from '../../i18n/index.js';
import { PuzzleInputError } from '../puzzle.js';
import { BLOCKS } from './messages.js';
import type { BlocksInstance } from './board.js';

export type Placement = Int32Array;

export function startPlacement(instance: BlocksInstance): Placement {
  const { pieces } = instance;
  const placement = new Int32Array(pieces.length);
  for (let i = 0; i < pieces.length; i++) placement[i] = pieces[i].start;
  return placement;
}

/**
 * A placement from the kind whose top-left is at each cell (-1 for none),
 * with the canonical lettering; a message when the numbers of pieces of each
 * kind do not match the instance.
 */
export function placementOfKinds(instance: BlocksInstance, kindAt: ArrayLike<number>): Placement | string {
  const placement = placementOrMismatch(instance, kindAt);
  return placement instanceof Int32Array ? placement : render(placement, 'en');
}

/** The placement, or why the pieces do not match the instance's. */
function placementOrMismatch(instance: BlocksInstance, kindAt: ArrayLike<number>): Placement | Message {
  const placement = new Int32Array(instance.pieces.length);
  const used = new Int32Array(instance.kinds.length);
  for (let cell = 0; cell < kindAt.length; cell++) {
    const kind = kindAt[cell];
    if (kind < 0) continue;
    const list = instance.piecesOfKind[kind];
    if (used[kind] === list.length) return BLOCKS.kindTooMany({ kind: kindName(instance, kind), wanted: list.length });
    placement[list[used[kind]++]] = cell;
  }
  for (let kind = 0; kind < used.length; kind++) {
    const wanted = instance.piecesOfKind[kind].length;
    if (used[kind] !== wanted) return BLOCKS.kindCountWrong({ count: used[kind], kind: kindName(instance, kind), wanted });
  }
  return placement;
}

/** A kind of piece in words: "target 2x2", "2x1 vertical-only". */
export function kindName(instance: BlocksInstance, kind: number): Message {
  const k = instance.kinds[kind];
  return BLOCKS.kindName({ target: k.target ? 'yes' : 'no', rows: k.rows, cols: k.cols, limit: k.limit });
}

/** What a placement read from a code is, for the message when it does not fit: a layout code, or a state. */
export type PlacementSource = { what: 'layout'; code: string } | { what: 'state'; code: '' };

/** Like placementOfKinds, but throws a PuzzleInputError naming `source`. */
export function checkedPlacement(instance: BlocksInstance, kindAt: ArrayLike<number>, source: PlacementSource): Placement {
  const placement = placementOrMismatch(instance, kindAt);
  if (!(placement instanceof Int32Array)) throw new PuzzleInputError(BLOCKS.placementMismatch({ ...source, why: placement }));
  return placement;
}

/** Cell -> index of the piece covering it, -1 empty, -2 wall. */
export function occupancy(instance: BlocksInstance, placement: Placement): Int32Array {
  const { width, walls, pieces } = instance;
  // Plain loops: a move's words and its rules each ask for the grid, and the server words every legal move of a position.
  const grid = new Int32Array(walls.length);
  for (let cell = 0; cell < walls.length; cell++) grid[cell] = walls[cell] ? -2 : -1;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    const top = placement[i];
    for (let dr = 0; dr < p.rows; dr++) for (let dc = 0; dc < p.cols; dc++) grid[top + dr * width + dc] = i;
  }
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
