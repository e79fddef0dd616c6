/**
 * The level code: one token per slot in reading order, rows split by "/",
 * tokens by ",", e.g. `M1,s4,s13/S,B4,s3/s14,.,s2`.
 *
 * - `S`: the submarine.
 * - `B1`..`B4`: the big mine on corner 1..4, corners numbered clockwise from
 *   the top-left (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left).
 * - `M1`..`M4`: the middle mine on side 1..4, sides clockwise from the top
 *   (1 top, 2 right, 3 bottom, 4 left).
 * - `s1`..`s4`, `s13`, ...: small mines on those corners (one or two).
 * - `.` (or `_`): the empty slot.
 *
 * Letters may be typed in either case (a token with digits after `s` is
 * small mines, without digits the submarine); commas, spaces and slashes
 * are optional, so `M1s4s13SB4s3s14.s2` reads the same. The canonical form
 * uses only characters a shell leaves alone.
 */
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import { finishLevel, type SubmarineLevel } from './level.js';
import { CORNERS, SIDES, SLOTS, tileToken, type Corner, type Tile } from './tiles.js';
import type { Message } from '../../i18n/index.js';
import { SUBMARINE } from './messages.js';

/** A place in the level code: the whole code, a row of it (counted from 1), or a slot. */
const wholeCode = (): Message => SUBMARINE.levelCodePlace({ at: 'code', row: 0, column: 0 });
const codeRow = (row: number): Message => SUBMARINE.levelCodePlace({ at: 'row', row, column: 0 });
const codeSlot = (slot: number): Message => SUBMARINE.levelCodePlace({ at: 'slot', row: Math.floor(slot / 3) + 1, column: (slot % 3) + 1 });

const TOKEN = /([A-Za-z])(\d*)|([._])/y;

/** Reads one token's meaning; `where` names the slot. */
function tileOf(letter: string, digits: string, where: Message): Tile {
  const kind = letter.toLowerCase();
  const token = quoteInput(letter + digits);
  const digitList = [...digits].map(Number);
  if (kind === 's' && digits === '') return { type: 'submarine' };
  if (kind === 's') {
    if (digitList.length > 2) throw new PuzzleInputError(SUBMARINE.tooManySmallMines({ where, token, mines: digitList.length }));
    if (digitList.some((d) => d < 1 || d > 4)) throw new PuzzleInputError(SUBMARINE.smallMineCorners({ where, token }));
    if (digitList.length === 2 && digitList[0] === digitList[1]) throw new PuzzleInputError(SUBMARINE.sameCorner({ where, token }));
    const corners: Corner[] = [...new Set(digitList)].sort((a, b) => a - b).map((d) => CORNERS[d - 1]);
    return { type: 'small', corners };
  }
  if (kind === 'b' || kind === 'm') {
    if (digitList.length !== 1 || digitList[0] < 1 || digitList[0] > 4) {
      throw new PuzzleInputError(kind === 'b' ? SUBMARINE.bigMineCorner({ where, token }) : SUBMARINE.middleMineSide({ where, token }));
    }
    const n = digitList[0] - 1;
    return kind === 'b' ? { type: 'big', corner: CORNERS[n] } : { type: 'middle', side: SIDES[n] };
  }
  throw new PuzzleInputError(SUBMARINE.notATile({ where, token }));
}

/** The tokens of one row (or of the whole code when it has no "/"). */
function tokensOf(text: string, what: Message): { letter: string; digits: string; empty: boolean }[] {
  const tokens: { letter: string; digits: string; empty: boolean }[] = [];
  let at = 0;
  while (at < text.length) {
    const ch = text[at];
    if (ch === ',' || ch === ' ' || ch === '\t') {
      at++;
      continue;
    }
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) throw new PuzzleInputError(SUBMARINE.notAToken({ where: what, text: quoteInput(text.slice(at, at + 6)), format: SUBMARINE.codeFormat() }));
    tokens.push(m[3] ? { letter: '', digits: '', empty: true } : { letter: m[1], digits: m[2], empty: false });
    at = TOKEN.lastIndex;
    if (tokens.length > SLOTS) break;
  }
  return tokens;
}

/** Reads a level code; throws `PuzzleInputError` naming the slot at fault. */
export function parseLevelCode(code: string, name?: string): SubmarineLevel {
  return finishLevel(readLevelCode(code), name);
}

/** A level code's slots in reading order, each token checked, the level as a whole not yet (see `finishLevel`). */
export function readLevelCode(code: string): (Tile | null)[] {
  const text = code.trim();
  if (text === '') throw new PuzzleInputError(SUBMARINE.codeEmpty({ format: SUBMARINE.codeFormat() }));
  const rows = text.includes('/') ? text.split('/') : null;
  const tokens = rows
    ? rows.flatMap((row, r) => {
        const list = tokensOf(row, codeRow(r + 1));
        if (rows.length === 3 && list.length !== 3) {
          throw new PuzzleInputError(SUBMARINE.rowTokens({ where: codeRow(r + 1), tokens: list.length }));
        }
        return list;
      })
    : tokensOf(text, wholeCode());
  if (rows && rows.length !== 3) throw new PuzzleInputError(SUBMARINE.rowCount({ rows: rows.length }));
  if (tokens.length !== SLOTS) {
    throw new PuzzleInputError(SUBMARINE.tokenCount({ tokens: tokens.length, more: tokens.length > SLOTS ? 'yes' : 'no', format: SUBMARINE.codeFormat() }));
  }
  return tokens.map((t, slot) => (t.empty ? null : tileOf(t.letter, t.digits, codeSlot(slot))));
}

/** The tokens of an arrangement of tiles, rows split by "/": the canonical level code. */
export function gridCode(grid: readonly (Tile | null)[]): string {
  const tokens = grid.map((t) => (t ? tileToken(t) : '.'));
  return [0, 3, 6].map((i) => tokens.slice(i, i + 3).join(',')).join('/');
}

export function levelCode(level: SubmarineLevel): string {
  return gridCode(level.grid);
}
