/**
 * Submarine Adventure's sentences (catalog "submarine"): names, tiles and
 * places, moves, refusals, the legend and the picture's words, input
 * mistakes. A place on a tile or in the grid is a select key in camelCase
 * (`topLeft`, see `placeKey`), as MessageFormat keys take no hyphen.
 * JSON in a sentence is quoted ('{'...'}'), as MessageFormat reads braces.
 */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

type TileKind = 'submarine' | 'big' | 'middle' | 'small' | 'smalls';
type Yes = 'yes' | 'no';

const PLACE_EN = 'topLeft {top-left} top {top} topRight {top-right} left {left} middle {middle} right {right} bottomLeft {bottom-left} bottom {bottom} other {bottom-right}';
const PLACE_ZH = 'topLeft {左上} top {上} topRight {右上} left {左} middle {中间} right {右} bottomLeft {左下} bottom {下} other {右下}';

export const SUBMARINE = defineCatalog('submarine', {
  title: text({ en: 'Submarine Adventure (潜艇大冒险)', zh: '潜艇大冒险（Submarine Adventure）' }),
  description: text<{ format: Message }>({
    en:
      'A 3x3 grid of 5x5 tiles on a 19x19 board, one slot empty. Slide a tile next to the empty slot into it; only the mines ' +
      "and the submarine's propellers and clip block, over every cell they pass. Goal: the submarine in the bottom-middle slot " +
      'slides down out through the exit (that slide counts as a move). ' +
      `Level code: {format}. A file holds a code or JSON like '{"grid": [[{"type":"big","corner":"top-left"}, null, ...], ...]}'. ` +
      '`puzzlekit generate submarine` makes new levels.',
    zh:
      '19x19 的棋盘上有 3x3 个 5x5 的板块，空着一格。把空格旁的板块滑进空格；只有雷以及潜艇的螺旋桨和卡扣会挡路，经过的每一格都算。' +
      '目标：潜艇在底部中间那格时从出口滑出（这一滑也算一步）。' +
      `关卡代码：{format}。文件里是代码，或是像 '{"grid": [[{"type":"big","corner":"top-left"}, null, ...], ...]}' 这样的 JSON。` +
      '`puzzlekit generate submarine` 可以生成新关卡。',
  }),
  codeFormat: text({
    en: 'one token per slot, rows split by "/": S submarine, B1-B4 big mine (corner), M1-M4 middle mine (side), s1-s4 or s13 small mines (corners), . empty; e.g. M1,s4,s13/S,B4,s3/s14,.,s2',
    zh: '每个位置一个记号，各行用 "/" 分开：S 潜艇，B1-B4 大水雷（角），M1-M4 中水雷（边），s1-s4 或 s13 小水雷（角），. 空位；如 M1,s4,s13/S,B4,s3/s14,.,s2',
  }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: 'each slide of a tile counts 1, the exit too', zh: '每滑一块算 1 步，滑出出口也算' }),
  // The presets' descriptions: how many moves, in words a player reads (how each was generated is in instance.ts).
  presetWarmUp: text({ en: 'a first level: 11 moves', zh: '入门关：11 步' }),
  presetEasy: text({ en: '37 moves', zh: '简单：37 步' }),
  presetMedium: text({ en: '61 moves', zh: '中等：61 步' }),
  presetHard: text({ en: '97 moves', zh: '困难：97 步' }),
  presetDeep: text({
    en: "155 moves, three times the old depth-first solver's bound of 50",
    zh: '最深：155 步，是旧的深度优先求解器上限 50 步的三倍',
  }),

  /** What a person calls a tile: "the big-mine tile"; `smalls` is a tile with two small mines. */
  tile: text<{ kind: TileKind }>({
    en: '{kind, select, submarine {the submarine} big {the big-mine tile} middle {the middle-mine tile} small {the small-mine tile} other {the two-small-mines tile}}',
    zh: '{kind, select, submarine {潜艇} big {大雷板} middle {中雷板} small {小雷板} other {双小雷板}}',
  }),
  /** A place on a tile (a mine's corner or side) or in the grid (a slot). */
  place: text<{ place: string }>({ en: `{place, select, ${PLACE_EN}}`, zh: `{place, select, ${PLACE_ZH}}` }),
  twoPlaces: text<{ first: Message; second: Message }>({ en: '{first} and {second}', zh: '{first}和{second}' }),
  /**
   * A moving tile, told apart from other tiles of its type by its mines
   * (`told`: mine, mines or place, the English's three ways; none), and from
   * tiles just like it by its slot (`alike`). Unused values are ''.
   */
  movingTile: text<{ tile: Message; told: 'none' | 'mine' | 'mines' | 'place'; placement: MessageParam; alike: Yes; slot: MessageParam }>({
    en: '{tile}{told, select, mine { with its mine {placement}} mines { with mines {placement}} place { ({placement})} other {}}{alike, select, yes { in the {slot} slot} other {}}',
    zh: '{alike, select, yes {{slot}格的} other {}}{tile}{told, select, none {} other {（雷在{placement}）}}',
  }),
  unknownMove: text<{ move: number }>({ en: 'unknown move {move}', zh: '未知的一步 {move}' }),
  exit: text<{ letter: string }>({ en: 'the submarine ({letter}) slides down out through the exit', zh: '潜艇（{letter}）从出口滑出' }),
  slide: text<{ tile: Message; letter: string; dir: string }>({
    en: '{tile} ({letter}) slides {dir}',
    zh: '{tile}（{letter}）向{dir, select, up {上} down {下} left {左} other {右}}滑',
  }),

  notAMove: text<{ move: number }>({ en: '{move} is not a move of this level', zh: '{move} 不是这一关的一步' }),
  alreadyOut: text({ en: 'the submarine is already out: the level is over', zh: '潜艇已经出去了：这一关结束了' }),
  notInSlot: text<{ tile: Message; slot: Message }>({ en: '{tile} is not in the {slot} slot', zh: '{tile}不在{slot}格' }),
  offTheGrid: text<{ tile: Message; dir: string }>({
    en: '{tile} cannot slide {dir} off the grid',
    zh: '{tile}不能向{dir, select, up {上} down {下} left {左} other {右}}滑出格子',
  }),
  slotTaken: text<{ slot: Message }>({ en: 'the {slot} slot is not empty', zh: '{slot}格不是空的' }),
  pushOff: text<{ tile: Message }>({ en: '{tile} would push a mine off the board', zh: '{tile}会把雷推出盘面' }),
  blocked: text<{ tile: Message; row: number; column: number }>({
    en: '{tile} is blocked by a mine at row {row}, column {column} of the 19x19 board',
    zh: '{tile}被 19x19 盘面第 {row} 行第 {column} 列的雷挡住了',
  }),

  /** The legend under the terminal board: one entry a kind of tile, then what the marks mean. */
  legendEntry: text<{ glyph: string; tile: Message; token: string }>({ en: '{glyph} {tile} ({token})', zh: '{glyph} {tile}（{token}）' }),
  legendSeparator: text({ en: ', ', zh: '，' }),
  legend: text<{ tiles: string }>({
    en: `{tiles}; "." is a tile''s body, letters mark what sticks out (mines; the submarine''s propellers and clip); the gap in the bottom edge is the exit`,
    zh: '{tiles}；"." 是板身，字母标出伸出来的部分（雷；潜艇的螺旋桨和卡扣）；底边的缺口是出口',
  }),
  /** The drawing's words: the exit, the end, and the legend beside it. */
  exitLabel: text({ en: 'exit', zh: '出口' }),
  outLabel: text({ en: 'the submarine is out!', zh: '潜艇出来了！' }),
  mines: text<{ kind: TileKind }>({
    en: '{kind, select, submarine {the submarine} big {big mine} middle {middle mine} small {small mine} other {small mines}}',
    zh: '{kind, select, submarine {潜艇} big {大水雷} middle {中水雷} small {小水雷} other {两个小水雷}}',
  }),
  drawingLegendEntry: text<{ glyph: string; what: Message }>({ en: '{glyph}: {what}', zh: '{glyph}：{what}' }),

  /** A slot of the grid counted from 1: "row 2, column 1". */
  slotPlace: text<{ row: number; column: number }>({ en: 'row {row}, column {column}', zh: '第 {row} 行第 {column} 列' }),
  /** A place in the level code: the whole code, a row of it, or a slot. */
  levelCodePlace: text<{ at: 'code' | 'row' | 'slot'; row: number; column: number }>({
    en: 'level code{at, select, row {, row {row}} slot {, row {row}, column {column}} other {}}',
    zh: '关卡代码{at, select, row {第 {row} 行} slot {第 {row} 行第 {column} 列} other {}}',
  }),
  tooManySmallMines: text<{ where: Message; token: string; mines: number }>({
    en: '{where}: {token} has {mines} small mines, but a tile holds one or two',
    zh: '{where}：{token} 有 {mines} 个小水雷，但一块只能有一个或两个',
  }),
  smallMineCorners: text<{ where: Message; token: string }>({
    en: '{where}: {token}: small mines sit on corners 1 to 4 (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)',
    zh: '{where}：{token}：小水雷在角 1 到 4 上（1 左上，2 右上，3 右下，4 左下）',
  }),
  sameCorner: text<{ where: Message; token: string }>({
    en: '{where}: {token} puts two small mines on the same corner',
    zh: '{where}：{token} 把两个小水雷放在同一个角上',
  }),
  bigMineCorner: text<{ where: Message; token: string }>({
    en: '{where}: {token}: a big mine sits on corner 1 to 4 (1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)',
    zh: '{where}：{token}：大水雷在角 1 到 4 上（1 左上，2 右上，3 右下，4 左下）',
  }),
  middleMineSide: text<{ where: Message; token: string }>({
    en: '{where}: {token}: a middle mine sits on side 1 to 4 (1 top, 2 right, 3 bottom, 4 left)',
    zh: '{where}：{token}：中水雷在边 1 到 4 上（1 上，2 右，3 下，4 左）',
  }),
  notATile: text<{ where: Message; token: string }>({
    en: '{where}: {token} is not a tile (S submarine, B big mine, M middle mine, s small mines, . empty)',
    zh: '{where}：{token} 不是一块（S 潜艇，B 大水雷，M 中水雷，s 小水雷，. 空位）',
  }),
  notAToken: text<{ where: Message; text: string; format: Message }>({
    en: '{where}: {text} is not a tile token ({format})',
    zh: '{where}：{text} 不是块的记号（{format}）',
  }),
  codeEmpty: text<{ format: Message }>({ en: 'the level code is empty ({format})', zh: '关卡代码是空的（{format}）' }),
  rowTokens: text<{ where: Message; tokens: number }>({
    en: '{where} has {tokens, plural, one {# token} other {# tokens}}, but a row has 3 slots',
    zh: '{where}有 {tokens} 个记号，但一行有 3 个位置',
  }),
  rowCount: text<{ rows: number }>({ en: 'the level code has {rows} rows, but a level has 3 rows of 3 slots', zh: '关卡代码有 {rows} 行，但关卡是 3 行、每行 3 个位置' }),
  /** `tokens`: how many, or "more than 9" ("超过 9"): `more` says which. */
  tokenCount: text<{ tokens: number; more: Yes; format: Message }>({
    en: 'the level code has {more, select, yes {more than 9 tokens} other {{tokens, plural, one {{tokens} token} other {{tokens} tokens}}}}, but a level has 9 slots ({format})',
    zh: '关卡代码有 {more, select, yes {超过 9} other {{tokens}}} 个记号，但关卡有 9 个位置（{format}）',
  }),

  slotCount: text<{ slots: number; given: number }>({ en: 'a level has {slots} slots (3 rows of 3), not {given}', zh: '关卡有 {slots} 个位置（3 行、每行 3 个），不是 {given} 个' }),
  noSubmarine: text({ en: 'the level has no submarine (S)', zh: '关卡里没有潜艇（S）' }),
  secondSubmarine: text<{ at: Message; first: Message }>({
    en: '{at}: a second submarine (the first is at {first}); a level has one',
    zh: '{at}：第二艘潜艇（第一艘在{first}）；关卡只能有一艘',
  }),
  noEmptySlot: text({ en: 'the level has no empty slot (.): one of the 9 slots must be empty', zh: '关卡里没有空位（.）：9 个位置中必须有一个是空的' }),
  secondEmptySlot: text<{ at: Message; first: Message }>({
    en: '{at}: a second empty slot (the first is at {first}); a level has one',
    zh: '{at}：第二个空位（第一个在{first}）；关卡只能有一个',
  }),
  /** "the big-mine tile (B1) at row 1, column 2". */
  tileAt: text<{ tile: Message; token: string; at: Message }>({ en: '{tile} ({token}) at {at}', zh: '{at}的{tile}（{token}）' }),
  minesOverlap: text<{ first: Message; second: Message; row: number; column: number }>({
    en: 'mines overlap: {first} and {second} both cover row {row}, column {column} of the 19x19 board',
    zh: '雷重叠了：{first}和{second}都盖住了 19x19 盘面第 {row} 行第 {column} 列',
  }),

  stateStrayTile: text<{ token: string }>({ en: "state: the tile {token} is not one of this level's tiles", zh: '状态：块 {token} 不是这一关的块' }),
  stateTiles: text<{ got: string; want: string }>({ en: "state: the tiles {got} are not this level's tiles {want}", zh: '状态：块 {got} 不是这一关的块 {want}' }),
  stateOut: text({
    en: 'state: ":out" means the submarine left through the exit, so it must stand in the bottom-middle slot',
    zh: '状态：":out" 表示潜艇已从出口出去，所以它必须在底部中间那格',
  }),

  /** A mistake in a file, after the file's name. */
  inFile: text<{ where: string; why: MessageParam }>({ en: '{where}: {why}', zh: '{where}：{why}' }),
  fileEmpty: text<{ where: string; format: Message }>({
    en: `{where} is empty: give JSON like '{"grid": [[...], [...], [...]]}' or a level code ({format})`,
    zh: `{where} 是空的：请给出 JSON（如 '{"grid": [[...], [...], [...]]}'）或关卡代码（{format}）`,
  }),
  fileNeither: text<{ where: string; why: MessageParam }>({
    en: `{where} is neither JSON (which starts with "'{'") nor a valid level code: {why}`,
    zh: `{where} 既不是 JSON（以 "'{'" 开头），也不是有效的关卡代码：{why}`,
  }),
});

/** A place's select key: "top-left" is `topLeft`. */
export function placeKey(place: string): string {
  return place.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
