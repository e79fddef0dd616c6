/**
 * A naive census of Rush Hour layouts for the family's tests, written
 * apart from it: every layout as a string of cells (`A` the red car, `#`
 * any other car's cell, with the car's own id kept beside), every group by
 * a breadth-first search over strings, each layout's distance from solved
 * by a second one. Slow and plain on purpose.
 */
interface Car {
  horizontal: boolean;
  line: number;
  length: number;
  start: number;
}

export interface NaiveGroup {
  size: number;
  histogram: number[];
  /** The farthest layout that comes first by the database's bitboards, cells `A`, `#`, `x`, `.`. */
  hardest: string;
}

const primaryRowOf = (size: number) => (size >= 5 ? 2 : Math.floor((size - 1) / 2));

/** Every way to fill a line of `size` cells with cars of 2 and 3 (and walls, up to `walls`), covering fewer than `size` cells. */
function lineFillings(size: number, walls: number): { start: number; length: number }[][] {
  const out: { start: number; length: number }[][] = [];
  const go = (x: number, items: { start: number; length: number }[], used: number, w: number) => {
    if (x >= size) {
      if (used < size) out.push(items);
      return;
    }
    go(x + 1, items, used, w);
    for (const length of [1, 2, 3]) {
      if (length === 1 && w >= walls) continue;
      if (x + length <= size) go(x + length, [...items, { start: x, length }], used + length, w + (length === 1 ? 1 : 0));
    }
  };
  go(0, [], 0, 0);
  return out;
}

function render(size: number, cars: Car[], wallCells: number[]): string {
  const cells = new Array<string>(size * size).fill('.');
  for (const w of wallCells) cells[w] = 'x';
  cars.forEach((car, i) => {
    for (let k = 0; k < car.length; k++) {
      const at = car.horizontal ? car.line * size + car.start + k : (car.start + k) * size + car.line;
      cells[at] = i === 0 ? 'A' : '#';
    }
  });
  return cells.join('');
}

export function naiveGroups(size: number, walls: number): { layouts: number; groups: NaiveGroup[] } {
  const primary = primaryRowOf(size);
  const rowFill = lineFillings(size, walls);
  const colFill = lineFillings(size, 0);
  const valid: { cars: Car[]; walls: number[] }[] = [];
  const taken = new Uint8Array(size * size);
  const cellsOf = (car: Car) => Array.from({ length: car.length }, (_, k) => (car.horizontal ? car.line * size + car.start + k : (car.start + k) * size + car.line));
  const rows = (r: number, cars: Car[], wallCells: number[]): void => {
    if (wallCells.length > walls) return;
    if (r === size) return columns(0, cars, wallCells);
    for (const fill of rowFill) {
      const carsHere = fill.filter((i) => i.length > 1);
      const wallsHere = fill.filter((i) => i.length === 1);
      if (r === primary && (carsHere.length !== 1 || carsHere[0].length !== 2 || wallsHere.some((w) => w.start > carsHere[0].start))) continue;
      const made = carsHere.map((i) => ({ horizontal: true, line: r, length: i.length, start: i.start }));
      const here = [...wallsHere.map((w) => r * size + w.start), ...made.flatMap(cellsOf)];
      for (const at of here) taken[at] = 1;
      rows(r + 1, r === primary ? [...made, ...cars] : [...cars, ...made], [...wallCells, ...wallsHere.map((w) => r * size + w.start)]);
      for (const at of here) taken[at] = 0;
    }
  };
  const columns = (c: number, cars: Car[], wallCells: number[]): void => {
    if (c === size) {
      valid.push({ cars, walls: wallCells });
      return;
    }
    for (const fill of colFill) {
      const made = fill.map((i) => ({ horizontal: false, line: c, length: i.length, start: i.start }));
      const here = made.flatMap(cellsOf);
      if (here.some((at) => taken[at])) continue;
      for (const at of here) taken[at] = 1;
      columns(c + 1, [...cars, ...made], wallCells);
      for (const at of here) taken[at] = 0;
    }
  };
  rows(0, [], []);
  const key = (cars: Car[]) => cars.map((c) => c.start).join(',');
  const seen = new Set<string>();
  const groups: NaiveGroup[] = [];
  for (const layout of valid) {
    const layoutId = (cars: Car[]) => `${layout.walls.join(',')}|${cars.map((c) => `${c.horizontal ? 'h' : 'v'}${c.line}:${c.length}`).join(',')}|${key(cars)}`;
    if (seen.has(layoutId(layout.cars))) continue;
    const moves = (cars: Car[]): Car[][] => {
      const board = render(size, cars, layout.walls);
      const out: Car[][] = [];
      cars.forEach((car, i) => {
        const free = (s: number) => {
          const at = car.horizontal ? car.line * size + s : s * size + car.line;
          return board[at] === '.';
        };
        for (let s = car.start - 1; s >= 0 && free(s); s--) out.push(cars.map((o, j) => (j === i ? { ...o, start: s } : o)));
        for (let e = car.start + car.length; e < size && free(e); e++) out.push(cars.map((o, j) => (j === i ? { ...o, start: e - car.length + 1 } : o)));
      });
      return out;
    };
    const members: Car[][] = [layout.cars];
    seen.add(layoutId(layout.cars));
    for (let i = 0; i < members.length; i++) {
      for (const next of moves(members[i])) {
        if (seen.has(layoutId(next))) continue;
        seen.add(layoutId(next));
        members.push(next);
      }
    }
    const distance = new Map<string, number>();
    const queue = members.filter((cars) => cars[0].start === size - 2);
    for (const cars of queue) distance.set(key(cars), 0);
    for (let i = 0; i < queue.length; i++) {
      const d = distance.get(key(queue[i]))!;
      for (const next of moves(queue[i])) {
        if (distance.has(key(next))) continue;
        distance.set(key(next), d + 1);
        queue.push(next);
      }
    }
    const histogram: number[] = [];
    for (const d of distance.values()) histogram[d] = (histogram[d] ?? 0) + 1;
    const most = histogram.length - 1;
    const bits = (cars: Car[]): [bigint, bigint] => {
      let h = layout.walls.reduce((s, w) => s | (1n << BigInt(w)), 0n);
      let v = 0n;
      for (const car of cars) {
        for (let k = 0; k < car.length; k++) {
          const at = BigInt(car.horizontal ? car.line * size + car.start + k : (car.start + k) * size + car.line);
          if (car.horizontal) h |= 1n << at;
          else v |= 1n << at;
        }
      }
      return [h, v];
    };
    let hardest = '';
    if (histogram.length > 0) {
      const far = members.filter((cars) => distance.get(key(cars)) === most).map((cars) => ({ cars, b: bits(cars) }));
      far.sort((a, b) => (a.b[0] !== b.b[0] ? (a.b[0] < b.b[0] ? -1 : 1) : a.b[1] < b.b[1] ? -1 : a.b[1] > b.b[1] ? 1 : 0));
      hardest = render(size, far[0].cars, layout.walls);
    }
    groups.push({ size: members.length, histogram, hardest });
  }
  return { layouts: valid.length, groups };
}
