/**
 * The layouts of a pattern that no car can leave by sliding back (left or
 * up), by rank: rows first (rows never meet one another), then each
 * column's placements that miss the rows' pieces, fill the cells left of
 * horizontal cars that their rows leave empty, and stand on a piece above
 * each of their cars. Every group holds one: its smallest layout by the
 * database's bitboards (a slide back makes a bitboard smaller), so a run
 * that starts a group's search from each unseen one of these finds every
 * group, and meets a tenth of the layouts it would meet taking them all.
 */
import type { Pattern } from './pattern.js';

export class PushedLayouts {
  private readonly rows: Int32Array;
  /** By column: rows whose cell in it must hold a vertical car. */
  private readonly need: Int32Array;
  private pattern!: Pattern;
  private visit!: (rank: number) => void;
  /** Columns with cars: only they can fill a cell a row needs filled. */
  private carColumns = 0;

  constructor(size: number) {
    this.rows = new Int32Array(size);
    this.need = new Int32Array(size);
  }

  forEach(pattern: Pattern, visit: (rank: number) => void): void {
    this.pattern = pattern;
    this.visit = visit;
    for (let r = 0; r < pattern.size; r++) this.rows[r] = pattern.kinds[r].walls;
    this.need.fill(0);
    this.carColumns = 0;
    for (let c = 0; c < pattern.size; c++) if (pattern.kinds[pattern.size + c].lengths.length > 0) this.carColumns |= 1 << c;
    this.walk(0, 0);
  }

  private walk(a: number, rank: number): void {
    const { size, kinds, weights, active } = this.pattern;
    if (a === active.length) {
      this.visit(rank);
      return;
    }
    const line = active[a];
    const kind = kinds[line];
    const rows = this.rows;
    if (line < size) {
      const bit = 1 << line;
      for (let p = 0; p < kind.placements; p++) {
        if (kind.backNeed[p] & ~this.carColumns) continue;
        rows[line] = kind.walls | kind.carMask[p];
        for (let m = kind.backNeed[p], x = 0; m; m >>= 1, x++) if (m & 1) this.need[x] |= bit;
        this.walk(a + 1, rank + p * weights[line]);
        for (let m = kind.backNeed[p], x = 0; m; m >>= 1, x++) if (m & 1) this.need[x] &= ~bit;
      }
      rows[line] = kind.walls;
      return;
    }
    const column = line - size;
    const bit = 1 << column;
    const need = this.need[column];
    for (let p = 0; p < kind.placements; p++) {
      const cars = kind.carMask[p];
      if ((need & ~cars) !== 0) continue;
      let fits = true;
      for (let m = cars, r = 0; m && fits; m >>= 1, r++) if (m & 1 && rows[r] & bit) fits = false;
      for (let m = kind.backNeed[p], r = 0; m && fits; m >>= 1, r++) if (m & 1 && !(rows[r] & bit)) fits = false;
      if (fits) this.walk(a + 1, rank + p * weights[line]);
    }
  }
}
