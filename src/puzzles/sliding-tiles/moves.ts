/**
 * Sliding-tiles moves in words and codes. A one-tile move reads "slide 7
 * left" and codes as "7L"; under the multi-tile metric a line reads "slide
 * 5, 6 and 7 left" (from the blank outward) and codes as "7L3": the tile
 * pushed, the direction, how many tiles slide.
 */
import { render, type Message } from '../../i18n/index.js';
import type { Lang } from '../lang.js';
import type { TilesInstance } from './board.js';
import { asWritten, codeNumber } from '../move-code-read.js';
import { TILES } from './messages.js';
import { DIRECTIONS, lineMove, moveCount, moveDirection, moveStep, moveTile, type TileMove } from './problem.js';

export function moveCode(move: TileMove): string {
  const count = moveCount(move);
  return `${moveTile(move)}${moveDirection(move)[0].toUpperCase()}${count > 1 ? count : ''}`;
}

/** The move `moveCode` writes as `code` ("7L", "8L2") on this board, or null. */
export function parseMoveCode(instance: TilesInstance, code: string): TileMove | null {
  const match = /^(\d+)([UDLR])(\d*)$/.exec(code);
  if (!match) return null;
  const tile = codeNumber(match[1]);
  const count = match[3] ? codeNumber(match[3]) : 1;
  const dir = DIRECTIONS.findIndex((d) => d[0].toUpperCase() === match[2]);
  // A tile of the board; a line no longer than the board's longer side less the blank.
  if (!(tile >= 1 && tile < instance.width * instance.height && count >= 1 && count < Math.max(instance.width, instance.height))) return null;
  return asWritten(code, lineMove(tile, dir, count), moveCode);
}

/** The tiles a line move slides, from the blank outward, read off the board before it. */
function lineTiles(instance: TilesInstance, cells: Uint8Array, move: TileMove): number[] {
  const tile = moveTile(move);
  const [dr, dc] = moveStep(move);
  const tiles = [tile];
  const from = cells.indexOf(tile);
  let r = Math.floor(from / instance.width);
  let c = from % instance.width;
  for (let k = 1; k < moveCount(move); k++) {
    r += dr;
    c += dc;
    tiles.unshift(cells[r * instance.width + c]);
  }
  return tiles;
}

/** Two or more tiles in a list: "5, 6 and 7" (in Chinese with its own separators). */
function listed(tiles: readonly number[]): Message {
  const [first, ...rest] = tiles;
  return rest.length === 1 ? TILES.tilesLastTwo({ first, last: rest[0] }) : TILES.tilesMore({ first, rest: listed(rest) });
}

/** "slide 7 left", "slide 5, 6 and 7 left" (a line from the blank outward). */
export function describeMove(instance: TilesInstance, move: TileMove, before: Uint8Array, lang: Lang = 'en'): string {
  const direction = moveDirection(move);
  if (moveCount(move) === 1) return render(TILES.slideOne({ tile: moveTile(move), direction }), lang);
  return render(TILES.slideLine({ tiles: listed(lineTiles(instance, before, move)), direction }), lang);
}
