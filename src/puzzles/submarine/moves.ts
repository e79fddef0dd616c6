/**
 * Submarine moves as small numbers, with their words and codes. A move is
 * `kind << 6 | from << 2 | dir`: the tile of that kind in slot `from` slides
 * one slot in direction `dir`. The submarine sliding down from the exit slot
 * (which has no slot below) is the exit.
 */
import type { Lang } from '../lang.js';
import { EMPTY, kindsOf } from './arrangement.js';
import type { SubmarineLevel } from './level.js';
import { DIRECTIONS, DOWN, EXIT_SLOT, glyphs, neighbourSlot, OPPOSITE, placeName, SLOT_NAMES, SLOTS, tileKind, tileName, tilePlacement, tileToken, type Tile } from './tiles.js';
import { render, type Message } from '../../i18n/index.js';
import { SUBMARINE } from './messages.js';
import { asWritten } from '../move-code-read.js';

export type SubMove = number;

export function makeMove(kind: number, from: number, dir: number): SubMove {
  return (kind << 6) | (from << 2) | dir;
}

export interface DecodedMove {
  kind: number;
  from: number;
  dir: number;
}

/** The parts of a move, or null for a number that is no move of a level with `kinds` kinds. */
export function decodeMove(move: SubMove, kinds: number): DecodedMove | null {
  if (!Number.isInteger(move) || move < 0) return null;
  const kind = move >> 6;
  const from = (move >> 2) & 15;
  if (kind >= kinds || from >= SLOTS) return null;
  return { kind, from, dir: move & 3 };
}

export function isExitMove(level: SubmarineLevel, m: DecodedMove): boolean {
  return m.kind === kindsOf(level).submarine && m.from === EXIT_SLOT && m.dir === DOWN;
}

/**
 * "the big-mine tile", told apart from other tiles of its type by where its
 * mines are ("the small-mine tile with its mine top-left"), and from tiles
 * just like it by the slot it starts from.
 */
export function movingTileName(level: SubmarineLevel, kind: number, from: number): Message {
  const { kinds } = kindsOf(level);
  const tile = kinds[kind];
  const told = kinds.some((t, k) => k !== kind && tileKind(t) === tileKind(tile));
  const alike = level.grid.filter((t): t is Tile => t !== null && tileToken(t) === tileToken(tile)).length > 1;
  return SUBMARINE.movingTile({
    tile: tileName(tile),
    told: !told ? 'none' : tile.type !== 'small' ? 'place' : tile.corners.length === 1 ? 'mine' : 'mines',
    placement: told ? tilePlacement(tile) : '',
    alike: alike ? 'yes' : 'no',
    slot: alike ? placeName(SLOT_NAMES[from]) : '',
  });
}

/**
 * "the big-mine tile (B) slides up", "the submarine (S) slides down out
 * through the exit": the letter in brackets is the one the terminal board draws.
 */
export function describeMove(level: SubmarineLevel, move: SubMove, lang: Lang = 'en'): string {
  const { kinds } = kindsOf(level);
  const m = decodeMove(move, kinds.length);
  if (!m) return render(SUBMARINE.unknownMove({ move }), lang);
  const letter = glyphs(kinds)[m.kind];
  if (isExitMove(level, m)) return render(SUBMARINE.exit({ letter }), lang);
  return render(SUBMARINE.slide({ tile: movingTileName(level, m.kind, m.from), letter, dir: DIRECTIONS[m.dir] }), lang);
}

/** The tile's token and the direction's initial: `B1U`, `s13L`; the exit is `SX`. */
export function moveCode(level: SubmarineLevel, move: SubMove): string {
  const { kinds } = kindsOf(level);
  const m = decodeMove(move, kinds.length);
  if (!m) return `?${move}`;
  if (isExitMove(level, m)) return 'SX';
  return `${tileToken(kinds[m.kind])}${DIRECTIONS[m.dir][0].toUpperCase()}`;
}

/**
 * The move `moveCode` writes as `code` from the position whose slots are
 * `slots` (kinds, EMPTY for the empty slot), or null. A code names a tile by
 * what it is (`B1U`), so the slot it moves from comes from the position: the
 * one next to the empty slot, or, where the tile is not there, the slot it
 * is in (a move the rules then refuse, saying why).
 */
export function parseMoveCode(level: SubmarineLevel, code: string, slots: readonly number[]): SubMove | null {
  const { kinds, submarine } = kindsOf(level);
  if (code === 'SX') return makeMove(submarine, EXIT_SLOT, DOWN);
  const dir = DIRECTIONS.findIndex((d) => code.endsWith(d[0].toUpperCase()));
  const kind = kinds.findIndex((tile) => tileToken(tile) === code.slice(0, -1));
  if (dir < 0 || kind < 0) return null;
  const next = neighbourSlot(slots.indexOf(EMPTY), OPPOSITE[dir]);
  const from = next >= 0 && slots[next] === kind ? next : slots.indexOf(kind);
  return from < 0 ? null : asWritten(code, makeMove(kind, from, dir), (move) => moveCode(level, move));
}
