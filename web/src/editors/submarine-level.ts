/**
 * A Submarine Adventure (潜艇大冒险) level as the editor holds it, in the
 * backend's JSON level format: {"name", "grid": 3 x 3 of tile or null},
 * a tile {"type":"submarine"}, {"type":"small","corners":[...]},
 * {"type":"middle","side":...} or {"type":"big","corner":...}. Rotation
 * turns a tile a quarter clockwise; the submarine never turns. No DOM here.
 */

export type Corner = 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left';
export type Side = 'top' | 'right' | 'bottom' | 'left';
export type Tile =
  | { type: 'submarine' }
  | { type: 'small'; corners: Corner[] }
  | { type: 'middle'; side: Side }
  | { type: 'big'; corner: Corner };
export interface Level {
  name: string;
  grid: (Tile | null)[][];
}

/** Clockwise order: a quarter turn moves each to the next. */
const CORNERS: Corner[] = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

export function rotateTile(tile: Tile): Tile {
  switch (tile.type) {
    case 'submarine':
      return tile;
    case 'small':
      return { type: 'small', corners: tile.corners.map((c) => CORNERS[(CORNERS.indexOf(c) + 1) % 4]) };
    case 'middle':
      return { type: 'middle', side: SIDES[(SIDES.indexOf(tile.side) + 1) % 4] };
    case 'big':
      return { type: 'big', corner: CORNERS[(CORNERS.indexOf(tile.corner) + 1) % 4] };
  }
}

/** The toy's tiles, as the palette offers them. */
/** The tiles a level may use, each with the key of its label (web/src/i18n.ts). */
export const PALETTE: { key: string; label: 'paletteSubmarine' | 'paletteBig' | 'paletteMiddle' | 'paletteSmall' | 'paletteSmallAdjacent' | 'paletteSmallDiagonal'; tile: Tile }[] = [
  { key: 'submarine', label: 'paletteSubmarine', tile: { type: 'submarine' } },
  { key: 'big', label: 'paletteBig', tile: { type: 'big', corner: 'top-left' } },
  { key: 'middle', label: 'paletteMiddle', tile: { type: 'middle', side: 'top' } },
  { key: 'small', label: 'paletteSmall', tile: { type: 'small', corners: ['top-left'] } },
  { key: 'small-adjacent', label: 'paletteSmallAdjacent', tile: { type: 'small', corners: ['top-left', 'top-right'] } },
  { key: 'small-diagonal', label: 'paletteSmallDiagonal', tile: { type: 'small', corners: ['top-left', 'bottom-right'] } },
];

/** A level with the toy's set, the submarine top-left and the exit slot empty. */
export function newLevel(): Level {
  return {
    name: 'my level',
    grid: [
      [{ type: 'submarine' }, { type: 'small', corners: ['bottom-left'] }, { type: 'big', corner: 'top-left' }],
      [{ type: 'small', corners: ['top-left'] }, { type: 'middle', side: 'right' }, { type: 'small', corners: ['bottom-right'] }],
      [{ type: 'small', corners: ['top-left', 'top-right'] }, null, { type: 'small', corners: ['top-left', 'bottom-right'] }],
    ],
  };
}

/** The level as JSON, one line a row of slots, for reading in the editor. */
export function levelJson(level: Level): string {
  const rows = level.grid.map((row) => `  [${row.map((tile) => JSON.stringify(tile)).join(', ')}]`);
  return `{\n "name": ${JSON.stringify(level.name)},\n "grid": [\n${rows.join(',\n')}\n ]\n}`;
}

/** Reads a level leniently (the backend gives the exact messages); null when it is not one. */
export function parseLevel(text: string): Level | null {
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const grid = (data as { grid?: unknown }).grid;
    if (!Array.isArray(grid) || grid.length !== 3 || grid.some((row) => !Array.isArray(row) || row.length !== 3)) return null;
    const name = (data as { name?: unknown }).name;
    return { name: typeof name === 'string' ? name : 'level', grid: grid as (Tile | null)[][] };
  } catch {
    return null;
  }
}

/**
 * Where a tile's attachments sit, as rectangles in cells relative to the
 * tile's top-left cell (the table), for the editor's preview.
 */
export function attachments(tile: Tile): { row: number; col: number; h: number; w: number; kind: string }[] {
  const small: Record<Corner, [number, number]> = { 'top-left': [0, 0], 'top-right': [0, 3], 'bottom-left': [3, 0], 'bottom-right': [3, 3] };
  const big: Record<Corner, [number, number]> = { 'top-left': [-2, -2], 'top-right': [-2, 4], 'bottom-left': [4, -2], 'bottom-right': [4, 4] };
  const middle: Record<Side, [number, number, number, number]> = { left: [1, -1, 3, 2], right: [1, 4, 3, 2], top: [-1, 1, 2, 3], bottom: [4, 1, 2, 3] };
  switch (tile.type) {
    case 'submarine':
      return [
        { row: 0, col: -2, h: 2, w: 2, kind: 'propeller' },
        { row: 0, col: 5, h: 2, w: 2, kind: 'propeller' },
        { row: 4, col: 2, h: 1, w: 1, kind: 'clip' },
      ];
    case 'small':
      return tile.corners.map((c) => ({ row: small[c][0], col: small[c][1], h: 2, w: 2, kind: 'mine' }));
    case 'middle': {
      const [row, col, h, w] = middle[tile.side];
      return [{ row, col, h, w, kind: 'mine' }];
    }
    case 'big':
      return [{ row: big[tile.corner][0], col: big[tile.corner][1], h: 3, w: 3, kind: 'mine' }];
  }
}

/** Board cells (row, col on the 19 x 19 board) covered by two attachments at once, for the preview. */
export function overlaps(level: Level): { row: number; col: number }[] {
  const owner = new Map<number, number>();
  const clashes: { row: number; col: number }[] = [];
  level.grid.forEach((row, i) =>
    row.forEach((tile, j) => {
      if (!tile) return;
      for (const a of attachments(tile)) {
        for (let r = 0; r < a.h; r++) {
          for (let c = 0; c < a.w; c++) {
            const cell = (2 + 5 * i + a.row + r) * 19 + (2 + 5 * j + a.col + c);
            const slot = i * 3 + j;
            if (owner.has(cell) && owner.get(cell) !== slot) clashes.push({ row: Math.floor(cell / 19), col: cell % 19 });
            owner.set(cell, slot);
          }
        }
      }
    }),
  );
  return clashes;
}

/**
 * Reads the submarine backend's level code (its README): one token per slot
 * in reading order, rows split by `/`; `S` the submarine, `B1`..`B4` a big
 * mine on a corner, `M1`..`M4` a middle mine on a side, `s1`, `s13`, ...
 * small mines on corners (corners clockwise from the top-left, sides
 * clockwise from the top), `.` the empty slot; case, commas and spaces free.
 * Null when the text is not such a code. The editor starts from it.
 */
export function parseLevelCode(code: string): Level | null {
  const rows = code.replace(/[\s,]/g, '').split('/');
  if (rows.length !== 3) return null;
  const grid: (Tile | null)[][] = [];
  for (const row of rows) {
    const tiles: (Tile | null)[] = [];
    const token = /([sS])(\d*)|([bB])([1-4])|([mM])([1-4])|(\.)/y;
    for (token.lastIndex = 0; token.lastIndex < row.length; ) {
      const m = token.exec(row);
      if (!m) return null;
      if (m[7]) tiles.push(null);
      else if (m[1] && m[2] === '') tiles.push({ type: 'submarine' });
      else if (m[1]) {
        const digits = [...m[2]].map(Number);
        if (digits.some((d) => d < 1 || d > 4)) return null;
        tiles.push({ type: 'small', corners: digits.map((d) => CORNERS[d - 1]) });
      } else if (m[3]) tiles.push({ type: 'big', corner: CORNERS[Number(m[4]) - 1] });
      else tiles.push({ type: 'middle', side: SIDES[Number(m[6]) - 1] });
    }
    if (tiles.length !== 3) return null;
    grid.push(tiles);
  }
  return { name: 'level', grid };
}
