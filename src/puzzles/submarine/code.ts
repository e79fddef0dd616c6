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
import { CORNERS, SIDES, SLOTS, slotPlace, tileToken, type Corner, type Tile } from './tiles.js';

export const CODE_FORMAT = 'one token per slot, rows split by "/": S submarine, B1-B4 big mine (corner), M1-M4 middle mine (side), s1-s4 or s13 small mines (corners), . empty; e.g. M1,s4,s13/S,B4,s3/s14,.,s2';
export const CODE_FORMAT_ZH = '每个位置一个记号，各行用 "/" 分开：S 潜艇，B1-B4 大水雷（角），M1-M4 中水雷（边），s1-s4 或 s13 小水雷（角），. 空位；如 M1,s4,s13/S,B4,s3/s14,.,s2';

/** A place in the level code in Chinese: "level code, row 2, column 1" is "关卡代码第 2 行第 1 列". */
function whereZh(where: string): string {
  return where.replace(/^level code(, )?/, '关卡代码').replace(/row (\d+), column (\d+)/, '第 $1 行第 $2 列').replace(/row (\d+)$/, '第 $1 行');
}

const TOKEN = /([A-Za-z])(\d*)|([._])/y;

/** Reads one token's meaning; `where` names the slot. */
function tileOf(letter: string, digits: string, where: string): Tile {
  const at = whereZh(where);
  const kind = letter.toLowerCase();
  const token = quoteInput(letter + digits);
  const digitList = [...digits].map(Number);
  if (kind === 's' && digits === '') return { type: 'submarine' };
  if (kind === 's') {
    if (digitList.length > 2) throw new PuzzleInputError(`${where}: ${token} has ${digitList.length} small mines, but a tile holds one or two`, `${at}：${token} 有 ${digitList.length} 个小水雷，但一块只能有一个或两个`);
    if (digitList.some((d) => d < 1 || d > 4)) {
      throw new PuzzleInputError(
        `${where}: ${token}: small mines sit on corners 1 to 4 (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)`,
        `${at}：${token}：小水雷在角 1 到 4 上（1 左上，2 右上，3 右下，4 左下）`,
      );
    }
    if (digitList.length === 2 && digitList[0] === digitList[1]) throw new PuzzleInputError(`${where}: ${token} puts two small mines on the same corner`, `${at}：${token} 把两个小水雷放在同一个角上`);
    const corners: Corner[] = [...new Set(digitList)].sort((a, b) => a - b).map((d) => CORNERS[d - 1]);
    return { type: 'small', corners };
  }
  if (kind === 'b' || kind === 'm') {
    const what = kind === 'b' ? 'a big mine sits on corner 1 to 4 (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)' : 'a middle mine sits on side 1 to 4 (1 top, 2 right, 3 bottom, 4 left)';
    const whatZh = kind === 'b' ? '大水雷在角 1 到 4 上（1 左上，2 右上，3 右下，4 左下）' : '中水雷在边 1 到 4 上（1 上，2 右，3 下，4 左）';
    if (digitList.length !== 1 || digitList[0] < 1 || digitList[0] > 4) throw new PuzzleInputError(`${where}: ${token}: ${what}`, `${at}：${token}：${whatZh}`);
    const n = digitList[0] - 1;
    return kind === 'b' ? { type: 'big', corner: CORNERS[n] } : { type: 'middle', side: SIDES[n] };
  }
  throw new PuzzleInputError(`${where}: ${token} is not a tile (S submarine, B big mine, M middle mine, s small mines, . empty)`, `${at}：${token} 不是一块（S 潜艇，B 大水雷，M 中水雷，s 小水雷，. 空位）`);
}

/** The tokens of one row (or of the whole code when it has no "/"). */
function tokensOf(text: string, what: string): { letter: string; digits: string; empty: boolean }[] {
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
    if (!m) throw new PuzzleInputError(`${what}: ${quoteInput(text.slice(at, at + 6))} is not a tile token (${CODE_FORMAT})`, `${whereZh(what)}：${quoteInput(text.slice(at, at + 6))} 不是块的记号（${CODE_FORMAT_ZH}）`);
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
  if (text === '') throw new PuzzleInputError(`the level code is empty (${CODE_FORMAT})`, `关卡代码是空的（${CODE_FORMAT_ZH}）`);
  const rows = text.includes('/') ? text.split('/') : null;
  const tokens = rows
    ? rows.flatMap((row, r) => {
        const list = tokensOf(row, `level code, row ${r + 1}`);
        if (rows.length === 3 && list.length !== 3) {
          throw new PuzzleInputError(`level code, row ${r + 1} has ${list.length} token${list.length === 1 ? '' : 's'}, but a row has 3 slots`, `关卡代码第 ${r + 1} 行有 ${list.length} 个记号，但一行有 3 个位置`);
        }
        return list;
      })
    : tokensOf(text, 'level code');
  if (rows && rows.length !== 3) throw new PuzzleInputError(`the level code has ${rows.length} rows, but a level has 3 rows of 3 slots`, `关卡代码有 ${rows.length} 行，但关卡是 3 行、每行 3 个位置`);
  if (tokens.length !== SLOTS) {
    throw new PuzzleInputError(
      `the level code has ${tokens.length > SLOTS ? 'more than 9' : tokens.length} token${tokens.length === 1 ? '' : 's'}, but a level has 9 slots (${CODE_FORMAT})`,
      `关卡代码有 ${tokens.length > SLOTS ? '超过 9' : tokens.length} 个记号，但关卡有 9 个位置（${CODE_FORMAT_ZH}）`,
    );
  }
  return tokens.map((t, slot) => (t.empty ? null : tileOf(t.letter, t.digits, `level code, ${slotPlace(slot)}`)));
}

/** The tokens of an arrangement of tiles, rows split by "/": the canonical level code. */
export function gridCode(grid: readonly (Tile | null)[]): string {
  const tokens = grid.map((t) => (t ? tileToken(t) : '.'));
  return [0, 3, 6].map((i) => tokens.slice(i, i + 3).join(',')).join('/');
}

export function levelCode(level: SubmarineLevel): string {
  return gridCode(level.grid);
}
