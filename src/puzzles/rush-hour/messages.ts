/**
 * Rush Hour's sentences (catalog "rush-hour"), both languages side by side:
 * its names, presets and metrics, the words of a move, why the rules refuse
 * one, what is wrong with a board code, and the legend. Rows and columns
 * count from 1, as a person reads them (callers add the 1).
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

type Direction = 'up' | 'down' | 'left' | 'right';
type Kind = 'car' | 'truck';

/** A direction word inside a Chinese sentence ("向左"). */
const DIRECTION_ZH = '{direction, select, up {上} down {下} left {左} other {右}}';
/** A piece's kind inside a Chinese sentence. */
const KIND_ZH = '{kind, select, car {车} other {卡车}}';

export const RUSH = defineCatalog('rush-hour', {
  title: text({ en: 'Rush Hour', zh: '尖峰时刻（塞车）' }),
  description: text<{ format: Message }>({
    en:
      'Cars (2 long) and trucks (3 long) stand on a 6x6 board, each moving only along its length; slide them until the red car A ' +
      'reaches the exit on the right edge of the third row. Code: {format}. Other sizes: --param size=N (a code of N*N characters ' +
      'says its size itself when N*N is a square), or rows split by "/".',
    zh:
      '6x6 的棋盘上停着小车（长 2）和卡车（长 3），每辆只能顺着车身方向移动；移开它们，让红车 A 开到第 3 行右边的出口。' +
      '代码：{format}。其他大小：--param size=N（N*N 个字符的代码本身就说明了大小），或用 "/" 分开各行。',
  }),
  codeFormat: text({
    en: 'the Rush Hour database\'s 36 characters, row by row: "o" or "." empty, "x" a wall, "A" the red car, other letters cars and trucks (IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM)',
    zh: 'Rush Hour 数据库的 36 个字符，逐行：“o” 或 “.” 是空格，“x” 是墙，“A” 是红车，其他字母是小车和卡车（IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM）',
  }),
  metricMoveName: text({ en: 'move', zh: '步' }),
  metricMove: text({
    en: 'one car or truck slid any distance along its line counts 1 (the usual count, and the database\'s)',
    zh: '一辆车顺着车身方向滑任意格算 1 步（通常的计法，也是数据库的计法）',
  }),
  metricStepName: text({ en: 'step', zh: '格' }),
  metricStep: text({ en: 'each cell a car or truck moves counts 1', zh: '车每走一格算 1' }),
  paramSize: text({ en: 'the side of a square board, 3 to 12 (a code of N*N characters implies it)', zh: '正方形棋盘的边长，3 到 12（N*N 个字符的代码已经说明了它）' }),
  paramSizeDefault: text({ en: '6, or what the code\'s length implies', zh: '6，或由代码长度推出' }),

  presetFirst: text({
    en: 'a beginner\'s board, 6x6: car A out through the right edge of row 3; every car and truck moves only along its length',
    zh: '入门盘面，6x6：把红车 A 从第 3 行右边开出去；每辆车只能顺着车身方向移动',
  }),
  presetHardest: text<{ moves: number }>({
    en: 'the hardest puzzle of the Rush Hour database: {moves} moves (one wall)',
    zh: 'Rush Hour 数据库中最难的一题：{moves} 步（有一堵墙）',
  }),
  presetExample: text<{ moves: number }>({
    en: 'the example board of Michael Fogleman\'s Rush Hour programs, no walls: {moves} moves',
    zh: 'Michael Fogleman 的 Rush Hour 程序里的示例盘面，没有墙：{moves} 步',
  }),

  // A move in words.
  move: text<{ kind: Kind; piece: string; direction: Direction; cells: number }>({
    en: '{kind, select, car {car} other {truck}} {piece} {direction} {cells}',
    zh: `${KIND_ZH} {piece} 向${DIRECTION_ZH}走 {cells} 格`,
  }),

  // Why the rules refuse a move.
  noMove: text<{ move: string }>({ en: '{move} is no move on this board', zh: '{move} 不是这个棋盘上的一步' }),
  offBoard: text<{ piece: string; direction: Direction; cells: number }>({
    en: '{piece} cannot go {direction} {cells}: it would leave the board',
    zh: `{piece} 不能向${DIRECTION_ZH}走 {cells} 格：会开出棋盘`,
  }),
  blocked: text<{ piece: string; direction: Direction; row: number; col: number }>({
    en: '{piece} is blocked going {direction}: row {row}, column {col} is taken',
    zh: `{piece} 向${DIRECTION_ZH}走被挡住了：第 {row} 行第 {col} 列有东西`,
  }),

  // What is wrong with a board code.
  placeCode: text({ en: 'the code', zh: '代码' }),
  origin: text<{ origin: string }>({ en: '{origin}', zh: '{origin}' }),
  codeEmpty: text<{ where: Message; format: Message }>({ en: '{where} is empty; give {format}', zh: '{where}是空的；请给出{format}' }),
  codeNotSquare: text<{ where: Message; length: number }>({
    en: '{where} has {length} characters, which is no square board\'s (36 for 6x6, 25 for 5x5); give --param size=N or split the rows by "/"',
    zh: '{where}有 {length} 个字符，不是正方形棋盘的字符数（6x6 是 36，5x5 是 25）；请给出 --param size=N 或用 "/" 分开各行',
  }),
  codeLength: text<{ where: Message; length: number; size: number; cells: number }>({
    en: '{where} has {length} characters, but a {size}x{size} board has {cells}',
    zh: '{where}有 {length} 个字符，但 {size}x{size} 的棋盘有 {cells} 格',
  }),
  rowLength: text<{ where: Message; row: number; length: number; width: number }>({
    en: '{where}: row {row} has {length} cells, but the first row has {width}',
    zh: '{where}：第 {row} 行有 {length} 格，但第一行有 {width} 格',
  }),
  boardSize: text<{ where: Message; width: number; height: number; min: number; max: number }>({
    en: '{where}: a board of {width}x{height}, but each side must be {min} to {max}',
    zh: '{where}：棋盘是 {width}x{height}，但每边必须是 {min} 到 {max}',
  }),
  strayCharacter: text<{ where: Message; character: string; row: number; col: number }>({
    en: '{where}: {character} at row {row}, column {col} is not a piece letter (A to Z), "o" or "." (empty) or "x" (a wall)',
    zh: '{where}：第 {row} 行第 {col} 列的 {character} 不是车的字母（A 到 Z）、“o” 或 “.”（空格）或 “x”（墙）',
  }),
  pieceApart: text<{ where: Message; piece: string; row: number; col: number; row2: number; col2: number }>({
    en: '{where}: letter {piece} stands in two places apart, at row {row}, column {col} and at row {row2}, column {col2}; give each piece a letter of its own',
    zh: '{where}：字母 {piece} 出现在两处不相连的地方，第 {row} 行第 {col} 列和第 {row2} 行第 {col2} 列；每辆车要用自己的字母',
  }),
  pieceBent: text<{ where: Message; piece: string; row: number; col: number }>({
    en: '{where}: piece {piece} (from row {row}, column {col}) is not one straight line; a car or truck lies along one row or one column',
    zh: '{where}：{piece}（从第 {row} 行第 {col} 列起）不是一条直线；车只能横着或竖着占一行或一列',
  }),
  pieceLength: text<{ where: Message; piece: string; length: number; row: number; col: number }>({
    en: '{where}: piece {piece} at row {row}, column {col} is {length, plural, one {# cell} other {# cells}} long, but a car is 2 long and a truck 3',
    zh: '{where}：第 {row} 行第 {col} 列的 {piece} 长 {length} 格，但小车长 2、卡车长 3',
  }),
  noRedCar: text<{ where: Message }>({ en: '{where} has no red car A', zh: '{where}里没有红车 A' }),
  redCarRow: text<{ where: Message; row: number; col: number; exitRow: number }>({
    en: '{where}: the red car A at row {row}, column {col} must lie along row {exitRow}, the row of the exit',
    zh: '{where}：第 {row} 行第 {col} 列的红车 A 必须横在第 {exitRow} 行，即出口所在的行',
  }),
  redCarLength: text<{ where: Message; length: number; row: number; col: number }>({
    en: '{where}: the red car A at row {row}, column {col} is {length} cells long; it is a car, 2 long',
    zh: '{where}：第 {row} 行第 {col} 列的红车 A 长 {length} 格；它是小车，长 2',
  }),
  tooManyPlaces: text<{ where: Message; pieces: number }>({
    en: '{where}: {pieces} pieces have too many ways to stand to pack a position into 53 bits',
    zh: '{where}：{pieces} 辆车的摆法太多，一个局面装不进 53 位',
  }),
  statePieces: text<{ piece: string }>({
    en: 'the state does not have the puzzle\'s pieces: {piece} is missing, moved off its line, or of another length',
    zh: '这个状态的车与题目的不同：{piece} 不见了、离开了它的线或长度不同',
  }),
  stateWalls: text({ en: 'the state\'s walls are not the puzzle\'s', zh: '这个状态的墙与题目的不同' }),

  // The legend.
  legend: text<{ exitRow: number }>({
    en: 'A is the red car; it leaves through the gap ">" at the right end of row {exitRow}. Cars are 2 long, trucks 3; each moves only along its length. "x" is a wall.',
    zh: 'A 是红车，从第 {exitRow} 行右端的缺口 “>” 开出去。小车长 2，卡车长 3，都只能顺着车身方向移动。“x” 是墙。',
  }),
  exitLabel: text({ en: 'exit', zh: '出口' }),
});
