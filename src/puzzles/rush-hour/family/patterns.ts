/**
 * Every pattern of a family with the layouts of it that no car can leave by
 * sliding back (left or up). Every group holds one of these: its smallest
 * layout by the database's bitboards (a slide back makes a bitboard
 * smaller), so a run that starts a group's search from each unseen one
 * finds every group, and meets about a tenth of the layouts it would
 * meeting them all.
 *
 * Rows first: for each choice of the rows' kinds (which fixes the walls),
 * each placement of the rows, then what each column can hold beside them
 * (rows never meet rows, columns never meet columns). The layouts found are
 * handed over pattern by pattern, so that a pattern's marks are needed one
 * at a time. The run is cut into chunks by the kinds of its first rows.
 */
import { lineKinds, type LineKind } from './line-options.js';
import { patternOf, type Pattern } from './pattern.js';
import { primaryRow, type FamilyShape } from './shape.js';

/** Rows whose kinds name a chunk: all but the last (6x6: 1,296 chunks, 5x5: 64), small enough to checkpoint often. */
const chunkRows = (size: number) => size - 1;

export interface FamilyLines {
  readonly shape: FamilyShape;
  readonly primaryRow: number;
  /** By row: the kinds it can have. */
  readonly rowChoices: readonly (readonly LineKind[])[];
  /** The kinds a column can have, the empty one first. */
  readonly columnKinds: readonly LineKind[];
}

export function familyLines(shape: FamilyShape): FamilyLines {
  const { size, maxWalls } = shape;
  const primary = primaryRow(size);
  const rowKinds = lineKinds(size, maxWalls, false);
  const primaryKinds = lineKinds(size, maxWalls, true);
  const rowChoices = Array.from({ length: size }, (_, r) => (r === primary ? primaryKinds : rowKinds));
  return { shape, primaryRow: primary, rowChoices, columnKinds: lineKinds(size, 0, false) };
}

/** How many chunks the family has. */
export function chunkCount(lines: FamilyLines): number {
  return lines.rowChoices.slice(0, chunkRows(lines.shape.size)).reduce((n, kinds) => n * kinds.length, 1);
}

/** A pattern and the ranks of its layouts that no car can leave by sliding back, ascending. */
export type PatternVisit = (pattern: Pattern, ranks: Float64Array) => void;

/** Every pattern of chunk `chunk` with a layout, and its layouts. */
export function forEachPattern(lines: FamilyLines, chunk: number, visit: PatternVisit): void {
  const { shape, rowChoices } = lines;
  const { size, minWalls, maxWalls } = shape;
  const prefix = chunkRows(size);
  const rows: LineKind[] = [];
  let rest = chunk;
  for (let r = prefix - 1; r >= 0; r--) {
    rows[r] = rowChoices[r][rest % rowChoices[r].length];
    rest = Math.floor(rest / rowChoices[r].length);
  }
  const walk = (r: number, walls: number): void => {
    if (walls > maxWalls) return;
    if (r === size) {
      if (walls >= minWalls) new RowKindsWalk(lines, rows).run(visit);
      return;
    }
    for (const kind of rowChoices[r]) {
      rows[r] = kind;
      walk(r + 1, walls + kind.wallCount);
    }
  };
  walk(prefix, rows.reduce((n, k) => n + k.wallCount, 0));
}

/** The layouts of one choice of row kinds, bucketed by the columns' kinds (a pattern each). */
class RowKindsWalk {
  private readonly size: number;
  private readonly rowsOccupied: Int32Array;
  /** By column: rows whose cell in it a vertical car must fill (left of a horizontal car). */
  private readonly need: Int32Array;
  private readonly rowPlacement: Int32Array;
  /** By column: the (kind, placement) pairs that fit, as kind * 256 + placement. */
  private readonly fits: Int32Array[];
  private readonly fitCount: Int32Array;
  private readonly columnPlacement: Int32Array;
  private readonly columnKind: Int32Array;
  private readonly buckets = new Map<number, { pattern: Pattern; ranks: number[] }>();

  constructor(
    private readonly lines: FamilyLines,
    private readonly rowKinds: readonly LineKind[],
  ) {
    const size = (this.size = lines.shape.size);
    this.rowsOccupied = new Int32Array(size);
    this.need = new Int32Array(size);
    this.rowPlacement = new Int32Array(size);
    const most = lines.columnKinds.reduce((n, k) => n + k.placements, 0);
    this.fits = Array.from({ length: size }, () => new Int32Array(most));
    this.fitCount = new Int32Array(size);
    this.columnPlacement = new Int32Array(size);
    this.columnKind = new Int32Array(size);
  }

  run(visit: PatternVisit): void {
    this.placeRow(0);
    for (const key of [...this.buckets.keys()].sort((a, b) => a - b)) {
      const { pattern, ranks } = this.buckets.get(key)!;
      visit(pattern, Float64Array.from(ranks).sort());
    }
  }

  private placeRow(r: number): void {
    if (r === this.size) {
      this.columnsFit();
      return;
    }
    const kind = this.rowKinds[r];
    const bit = 1 << r;
    for (let p = 0; p < kind.placements; p++) {
      this.rowPlacement[r] = p;
      this.rowsOccupied[r] = kind.walls | kind.carMask[p];
      for (let m = kind.backNeed[p], x = 0; m; m >>= 1, x++) if (m & 1) this.need[x] |= bit;
      this.placeRow(r + 1);
      for (let m = kind.backNeed[p], x = 0; m; m >>= 1, x++) if (m & 1) this.need[x] &= ~bit;
    }
  }

  /** What each column can hold beside the rows as placed; then every combination. */
  private columnsFit(): void {
    const { size } = this;
    const kinds = this.lines.columnKinds;
    for (let c = 0; c < size; c++) {
      let occupied = 0;
      for (let r = 0; r < size; r++) occupied |= ((this.rowsOccupied[r] >> c) & 1) << r;
      const need = this.need[c];
      let n = 0;
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[k];
        for (let p = 0; p < kind.placements; p++) {
          const cars = kind.carMask[p];
          if (cars & occupied || need & ~cars || kind.backNeed[p] & ~occupied) continue;
          this.fits[c][n++] = k * 256 + p;
        }
      }
      if (n === 0) return;
      this.fitCount[c] = n;
    }
    this.placeColumn(0);
  }

  private placeColumn(c: number): void {
    if (c === this.size) {
      this.keep();
      return;
    }
    const fits = this.fits[c];
    for (let i = 0; i < this.fitCount[c]; i++) {
      this.columnKind[c] = fits[i] >> 8;
      this.columnPlacement[c] = fits[i] & 255;
      this.placeColumn(c + 1);
    }
  }

  private keep(): void {
    const { size } = this;
    const kinds = this.lines.columnKinds;
    let key = 0;
    for (let c = 0; c < size; c++) key = key * kinds.length + this.columnKind[c];
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const all = this.rowKinds.slice();
      for (let c = 0; c < size; c++) all.push(kinds[this.columnKind[c]]);
      bucket = { pattern: patternOf(size, all, this.lines.primaryRow), ranks: [] };
      this.buckets.set(key, bucket);
    }
    const { weights } = bucket.pattern;
    let rank = 0;
    for (let r = 0; r < size; r++) rank += this.rowPlacement[r] * weights[r];
    for (let c = 0; c < size; c++) rank += this.columnPlacement[c] * weights[size + c];
    bucket.ranks.push(rank);
  }
}
