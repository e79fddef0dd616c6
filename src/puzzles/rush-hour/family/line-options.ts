/**
 * A line (a row or a column) of the board, its pieces by kind: the walls it
 * holds (fixed) and the lengths of its cars in order. No move changes a
 * line's kind (cars never pass one another or a wall), so a layout's kinds
 * of lines, its pattern, are the same for every layout of its group. A kind
 * lists its placements (where its cars can stand) once, with a table of
 * which placement a car's slide leads to, so a search moves a car by
 * looking a number up.
 */
import { lineMoves, type LineMoves } from './line-moves.js';
import { CAR_LENGTHS, PRIMARY_LENGTH } from './shape.js';

export interface LineKind {
  /** The cells its walls hold, bit i for cell i of the line. */
  readonly walls: number;
  readonly wallCount: number;
  /** Its cars' lengths, in line order. */
  readonly lengths: readonly number[];
  /** Cells its walls and cars cover. */
  readonly cells: number;
  /** By placement: the cells its cars cover. */
  readonly carMask: Int32Array;
  /** By placement and car: where the car starts; `starts[p * cars + k]`. */
  readonly starts: Int8Array;
  /** By placement, car and a new start: the placement that slide gives; `slide[(p * cars + k) * size + s]`, -1 where none. */
  readonly slide: Int32Array;
  readonly placements: number;
  /** By placement: the cells just before its cars (left, or above) that its own pieces leave empty: another line's piece must fill them for no car to slide back. */
  readonly backNeed: Int32Array;
  /** Its moves and its cells as crossing lines see them, as tables (line-moves.ts). */
  readonly moves: LineMoves;
}

interface Item {
  start: number;
  length: number;
}

/** Every filling of a line of `size` cells with cars (and walls up to `maxWalls`), its pieces covering fewer than `size` cells. */
function fillings(size: number, maxWalls: number): Item[][] {
  const out: Item[][] = [];
  const items: Item[] = [];
  const lengths = maxWalls > 0 ? [1, ...CAR_LENGTHS] : CAR_LENGTHS;
  const walk = (x: number, used: number, walls: number) => {
    if (x >= size) {
      if (used < size) out.push(items.slice());
      return;
    }
    for (const length of lengths) {
      if (x + length > size || (length === 1 && walls >= maxWalls)) continue;
      items.push({ start: x, length });
      walk(x + length, used + length, walls + (length === 1 ? 1 : 0));
      items.pop();
    }
    walk(x + 1, used, walls);
  };
  walk(0, 0, 0);
  return out;
}

/** The kinds of a line and their placements. `primary`: the red car's row (one car, 2 long, walls only to its left). */
export function lineKinds(size: number, maxWalls: number, primary: boolean): LineKind[] {
  const byKind = new Map<string, Item[][]>();
  for (const filling of fillings(size, maxWalls)) {
    const cars = filling.filter((i) => i.length > 1);
    const walls = filling.filter((i) => i.length === 1);
    if (primary && (cars.length !== 1 || cars[0].length !== PRIMARY_LENGTH || walls.some((w) => w.start > cars[0].start))) continue;
    const wallMask = walls.reduce((m, w) => m | (1 << w.start), 0);
    const name = `${wallMask}:${cars.map((c) => c.length).join(',')}`;
    const list = byKind.get(name) ?? [];
    list.push(cars);
    byKind.set(name, list);
  }
  const kinds: LineKind[] = [];
  for (const [name, placements] of byKind) {
    const walls = Number(name.split(':')[0]);
    kinds.push(kindOf(size, walls, placements));
  }
  // Kinds without cars first, then by fewer cars: a fixed order the run's checkpoints count on.
  return kinds.sort((a, b) => a.lengths.length - b.lengths.length || a.walls - b.walls || a.lengths.join().localeCompare(b.lengths.join()));
}

function kindOf(size: number, walls: number, placements: Item[][]): LineKind {
  const cars = placements[0].length;
  const lengths = placements[0].map((c) => c.length);
  const index = new Map<string, number>();
  placements.forEach((p, i) => index.set(p.map((c) => c.start).join(','), i));
  const carMask = new Int32Array(placements.length);
  const starts = new Int8Array(placements.length * cars);
  const slide = new Int32Array(placements.length * cars * size).fill(-1);
  placements.forEach((p, i) => {
    p.forEach((c, k) => {
      starts[i * cars + k] = c.start;
      carMask[i] |= ((1 << c.length) - 1) << c.start;
      for (let s = 0; s + c.length <= size; s++) {
        const moved = p.map((o, j) => (j === k ? s : o.start)).join(',');
        slide[(i * cars + k) * size + s] = index.get(moved) ?? -1;
      }
    });
  });
  const backNeed = new Int32Array(placements.length);
  placements.forEach((p, i) => {
    for (const c of p) if (c.start > 0) backNeed[i] |= 1 << (c.start - 1);
    backNeed[i] &= ~(carMask[i] | walls);
  });
  let wallCount = 0;
  for (let w = walls; w; w &= w - 1) wallCount++;
  const cells = wallCount + lengths.reduce((a, b) => a + b, 0);
  const moves = lineMoves({ size, walls, cars, lengths, placements: placements.length, carMask, starts, slide });
  return { walls, wallCount, lengths, cells, carMask, starts, slide, placements: placements.length, backNeed, moves };
}
