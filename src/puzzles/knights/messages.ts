/** The knight puzzles' sentences (catalog "knights"): names, moves, refusals, why a tour cannot exist, input mistakes. */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

type Way = 'yes' | 'no';

export const KNIGHTS = defineCatalog('knights', {
  title: text({ en: "Knights (Guarini's swap, the knight's path, the knight's tour 马踏棋盘)", zh: '马的谜题（瓜里尼换马、马的最短路、马踏棋盘）' }),
  description: text<{ format: Message }>({
    en:
      'Knight puzzles in three modes. swap: white and black knights on a small board (# for missing squares) reach a goal layout, ' +
      'one knight a move (Guarini: 16 moves). path: the fewest knight moves between two squares around obstacles. ' +
      "tour: visit every square once, open or closed, found by depth-first search in Warnsdorff's order; --count all counts the tours on small boards. " +
      'Instance code: {format}.',
    zh:
      '三种模式的马的谜题。swap：小棋盘上（# 表示缺格）白马和黑马换到目标布局，每步走一匹马（瓜里尼：16 步）。path：绕过障碍，马在两格之间最少走几步。' +
      'tour：每格恰好走一次，开放或闭合，用 Warnsdorff 顺序的深度优先搜索找到；小棋盘上 --count all 统计周游的条数。' +
      '实例代码：{format}。',
  }),
  codeFormat: text({
    en: 'swap:ROWS[:GOALROWS], path:BOARD:FROM:TO or tour:BOARD:open|closed[:START], e.g. swap:W.W/.../B.B, path:8x8:a1:h8, tour:8x8:open:a1',
    zh: 'swap:各行[:目标各行]、path:棋盘:起点:终点 或 tour:棋盘:open|closed[:起点]，如 swap:W.W/.../B.B、path:8x8:a1:h8、tour:8x8:open:a1',
  }),
  metricMoves: text({ en: 'moves', zh: '步数' }),
  metricMovesDescription: text({ en: "each knight move counts 1 (placing the tour's knight counts 1)", zh: '马每走一步算 1（周游时放下马也算 1）' }),
  paramMode: text({
    en: "swap (rearrange knights), path (fewest moves between two squares) or tour (visit every square once); with no code or preset, picks the mode's default instance",
    zh: 'swap（重排马）、path（两格之间最少几步）或 tour（每格走一次）；没有代码或预设时取该模式的默认实例',
  }),
  paramSize: text({ en: "path and tour: a full board WxH (e.g. 8x8) instead of the code's board", zh: 'path 和 tour：用一整块 WxH 的棋盘（如 8x8）代替代码里的棋盘' }),
  paramFrom: text({ en: 'path: the starting square, e.g. a1', zh: 'path：起点格，如 a1' }),
  paramTo: text({ en: 'path: the target square, e.g. h8', zh: 'path：终点格，如 h8' }),
  paramToDefault: text({ en: 'the corner opposite a1', zh: 'a1 对面的角' }),
  paramStart: text({ en: 'tour: the first square, or any (the first move places the knight)', zh: 'tour：第一格，或 any（第一步放下马）' }),
  paramStartDefault: text({ en: "the code's start; a1 with size", zh: '代码里的起点；给 size 时为 a1' }),
  paramClosed: text({ en: "tour: true for a closed tour (ending a knight's move from the first square)", zh: 'tour：true 表示闭合周游（最后一格离第一格一个马步）' }),
  presetGuarini: text({
    en: "Guarini's problem (1512): swap two white and two black knights on the corners of a 3x3 board: 16 moves",
    zh: '瓜里尼问题（1512 年）：在 3x3 棋盘的四角交换两匹白马和两匹黑马：16 步',
  }),
  presetSwitch4x3: text({ en: 'three white and three black knights on a board 3 wide and 4 high change ends: 16 moves', zh: '宽 3 高 4 的棋盘上三匹白马和三匹黑马互换两端：16 步' }),
  presetCornerToCorner: text({ en: 'the fewest knight moves from a1 to h8 on a chessboard: 6', zh: '国际象棋棋盘上马从 a1 到 h8 最少几步：6' }),
  presetXiangqiCorners: text({ en: 'corner to opposite corner of the 9x10 xiangqi board (empty, so the horse is never hobbled): 7', zh: '9x10 象棋棋盘从一角到对角（空棋盘，不会蹩马腿）：7' }),
  presetTour8x8: text({ en: "an open knight's tour of the chessboard from a1 (马踏棋盘), found by Warnsdorff's rule", zh: '马踏棋盘：从 a1 出发的开放式马步周游，用 Warnsdorff 规则找到' }),
  presetTour8x8Closed: text({ en: "a closed knight's tour of the chessboard from a1", zh: '从 a1 出发的闭合式马步周游' }),
  presetTour5x5: text({ en: 'open tours of the 5x5 board from any square: 1,728 of them', zh: '5x5 棋盘上从任意格出发的开放式周游：共 1,728 条' }),
  presetTour5x5Centre: text({ en: 'open tours of the 5x5 board from the centre: 64 of them', zh: '5x5 棋盘上从中心出发的开放式周游：共 64 条' }),

  /** Where a mistake is: a place of ours, or a file's name as it is given; a part of a place ("instance code, from"). */
  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeParameters: text({ en: 'parameters', zh: '参数' }),
  placeParameterSize: text({ en: 'parameter size', zh: '参数 size' }),
  placeState: text({ en: 'state', zh: '状态' }),
  placeWithin: text<{ where: MessageParam; part: Message }>({ en: '{where}, {part}', zh: '{where}，{part}' }),
  partFrom: text({ en: 'from', zh: '起点' }),
  partTo: text({ en: 'to', zh: '终点' }),
  partGoal: text({ en: 'goal', zh: '目标' }),
  partStart: text({ en: 'start', zh: '起始' }),

  notASquare: text<{ where: MessageParam; square: string }>({ en: '{where}: {square} is not a square like a1 or c3', zh: '{where}：{square} 不是 a1、c3 这样的格子' }),
  offTheBoard: text<{ where: MessageParam; square: string; width: number; height: number; lastFile: string }>({
    en: '{where}: {square} is off the {width}x{height} board (files a to {lastFile}, ranks 1 to {height})',
    zh: '{where}：{square} 在 {width}x{height} 的棋盘之外（列 a 到 {lastFile}，行 1 到 {height}）',
  }),
  missingSquare: text<{ where: MessageParam; square: string }>({ en: '{where}: {square} is a missing square', zh: '{where}：{square} 是缺掉的格子' }),
  boardEmpty: text<{ where: MessageParam }>({ en: '{where}: the board is empty', zh: '{where}：棋盘是空的' }),
  rowLength: text<{ where: MessageParam; row: number; length: number; width: number }>({
    en: '{where}: row {row} has {length} squares but row 1 has {width}: every row needs the same number',
    zh: '{where}：第 {row} 行有 {length} 格，但第 1 行有 {width} 格：每行格数要相同',
  }),
  boardTooLarge: text<{ where: MessageParam; width: number; height: number; max: number }>({
    en: '{where}: a {width}x{height} board is too large (at most {max} a side)',
    zh: '{where}：{width}x{height} 的棋盘太大（每边最多 {max} 格）',
  }),
  badCharacter: text<{ where: MessageParam; character: string; row: number; column: number; allowed: string }>({
    en: '{where}: {character} at row {row}, column {column} is not one of {allowed}',
    zh: '{where}：第 {row} 行第 {column} 列的 {character} 不是 {allowed} 之一',
  }),
  sizeOutOfRange: text<{ where: MessageParam; width: string; height: string; max: number }>({
    en: '{where}: a {width}x{height} board is not 1 to {max} squares a side',
    zh: '{where}：{width}x{height} 的棋盘每边不在 1 到 {max} 格之间',
  }),
  swapBoardTooLarge: text<{ where: MessageParam; max: number; squares: number }>({
    en: '{where}: a swap board has at most {max} squares, this one {squares}',
    zh: '{where}：swap 棋盘最多 {max} 格，这个有 {squares} 格',
  }),
  noKnights: text<{ where: MessageParam }>({
    en: '{where}: the board has no knights: put white (W) and black (B) knights on it',
    zh: '{where}：棋盘上没有马：请放上白马（W）和黑马（B）',
  }),
  unevenColours: text<{ where: MessageParam; white: number; black: number }>({
    en: '{where}: swapping the colours needs as many white as black knights (here {white} and {black}): give a goal layout after a ":"',
    zh: '{where}：交换颜色需要白马和黑马一样多（这里是 {white} 和 {black}）：请在 ":" 后给出目标布局',
  }),
  goalSize: text<{ where: MessageParam; goalWidth: number; goalHeight: number; width: number; height: number }>({
    en: '{where}: the goal is {goalWidth}x{goalHeight} but the board is {width}x{height}',
    zh: '{where}：目标是 {goalWidth}x{goalHeight} 的，但棋盘是 {width}x{height} 的',
  }),
  goalMissingSquare: text<{ where: MessageParam; square: string; inGoal: 'missing' | 'there'; onStart: 'missing' | 'there' }>({
    en: "{where}: the goal's square {square} is {inGoal, select, missing {missing} other {there}}, but on the start board it is {onStart, select, missing {missing} other {there}}",
    zh: '{where}：目标的格子 {square} {inGoal, select, missing {是缺掉的} other {没有缺}}，但起始棋盘上它{onStart, select, missing {是缺掉的} other {没有缺}}',
  }),
  goalKnightCount: text<{ where: MessageParam; goal: number; colour: 'white' | 'black'; start: number }>({
    en: '{where}: the goal has {goal} {colour, select, white {white} other {black}} knights but the start has {start}',
    zh: '{where}：目标有 {goal} 匹{colour, select, white {白马} other {黑马}}，但起始有 {start} 匹',
  }),
  tourBoardTooLarge: text<{ where: MessageParam; max: number; squares: number }>({
    en: '{where}: a tour board has at most {max} squares (8x8), this one {squares}',
    zh: '{where}：周游的棋盘最多 {max} 格（8x8），这个有 {squares} 格',
  }),
  everySquareMissing: text<{ where: MessageParam }>({ en: '{where}: every square is missing', zh: '{where}：每一格都缺掉了' }),
  closedNeedsStart: text<{ where: MessageParam }>({
    en: '{where}: a closed tour needs a start square (any square will do: the tour is a cycle)',
    zh: '{where}：闭合周游需要一个起点格（哪一格都行：周游是一个圈）',
  }),
  notAMode: text<{ where: MessageParam; mode: string; format: Message }>({
    en: '{where}: {mode} is not a mode (swap, path, tour); the format is {format}',
    zh: '{where}：{mode} 不是模式（swap、path、tour）；格式是 {format}',
  }),
  codeShape: text<{ where: MessageParam; mode: string; shape: string }>({ en: '{where}: a {mode} code is {shape}', zh: '{where}：{mode} 代码的格式是 {shape}' }),
  openOrClosed: text<{ where: MessageParam; kind: string }>({ en: '{where}: {kind} should be open or closed', zh: '{where}：{kind} 应为 open 或 closed' }),
  modeMismatch: text<{ mode: string; wanted: string }>({
    en: 'parameter mode: the instance is a {mode} puzzle, not {wanted}',
    zh: '参数 mode：这个实例是 {mode} 谜题，不是 {wanted}',
  }),
  /** `modes`: the modes the parameter is for, joined in the sentence's language. */
  paramNotForMode: text<{ key: string; modes: Message; mode: string }>({
    en: 'parameter {key} applies to {modes} puzzles, and this is a {mode} puzzle',
    zh: '参数 {key} 只用于 {modes} 谜题，而这是 {mode} 谜题',
  }),
  oneMode: text<{ mode: string }>({ en: '{mode}', zh: '{mode}' }),
  twoModes: text<{ first: string; second: string }>({ en: '{first} and {second}', zh: '{first} 和 {second}' }),

  stateSize: text<{ width: number; height: number; boardWidth: number; boardHeight: number }>({
    en: 'state: {width}x{height}, but the board is {boardWidth}x{boardHeight}',
    zh: '状态是 {width}x{height} 的，但棋盘是 {boardWidth}x{boardHeight} 的',
  }),
  stateMissing: text<{ square: string; missing: Way }>({
    en: 'state: square {square} should {missing, select, yes {} other {not }}be missing (#)',
    zh: '状态：格子 {square} {missing, select, yes {应是} other {不应是}}缺掉的（#）',
  }),
  stateKnightCount: text<{ found: number; colour: string; wanted: number }>({
    en: 'state: {found} knights {colour}, but the puzzle has {wanted}',
    zh: '状态：有 {found} 匹马 {colour}，但谜题里有 {wanted} 匹',
  }),
  stateTwoKnights: text({ en: 'state: two knights (N); a tour has one', zh: '状态：有两匹马（N）；周游只有一匹' }),
  stateNoKnight: text({ en: 'state: visited squares (x) but no knight (N)', zh: '状态：有走过的格子（x），却没有马（N）' }),

  knight: text({ en: 'knight', zh: '马' }),
  whiteKnight: text({ en: 'white knight', zh: '白马' }),
  blackKnight: text({ en: 'black knight', zh: '黑马' }),
  move: text<{ piece: Message; from: string; to: string }>({ en: '{piece} {from} to {to}', zh: '{piece} {from} 到 {to}' }),
  place: text<{ to: string }>({ en: 'place the knight on {to}', zh: '把马放在 {to}' }),

  notAKnightsMove: text<{ from: string; to: string }>({ en: "{from} to {to} is not a knight's move", zh: '从 {from} 到 {to} 不是马步' }),
  knightIsElsewhere: text<{ here: string; from: string; off: Way }>({
    en: 'the knight is on {here}, not {off, select, yes {off the board} other {{from}}}',
    zh: '马在 {here}，{off, select, yes {不在棋盘外} other {不在 {from}}}',
  }),
  notAMoveOnBoard: text<{ move: number }>({ en: '{move} is not a move on this board', zh: '{move} 不是这个棋盘上的一步' }),
  obstacle: text<{ square: string }>({ en: '{square} is an obstacle', zh: '{square} 是障碍' }),
  noKnightOn: text<{ square: string }>({ en: 'there is no knight on {square}', zh: '{square} 上没有马' }),
  squareMissing: text<{ square: string }>({ en: '{square} is a missing square', zh: '{square} 是缺掉的格子' }),
  squareTaken: text<{ square: string }>({ en: '{square} is taken', zh: '{square} 已经有马了' }),
  notOnBoard: text<{ move: number }>({ en: '{move} does not lead to a square of the board', zh: '{move} 走不到棋盘上的格子' }),
  notPlacedYet: text({ en: 'the knight is not on the board yet', zh: '马还没放到棋盘上' }),
  visited: text<{ square: string }>({ en: '{square} has been visited', zh: '{square} 已经走过了' }),

  /** Why no tour exists: a knight's squares alternate colours. */
  colours: text<{ light: number; dark: number }>({ en: '{light} light and {dark} dark squares', zh: '{light} 个浅色格和 {dark} 个深色格' }),
  noClosedTour: text<{ colours: Message }>({
    en: 'a knight alternates between light and dark squares, so a closed tour needs as many of each, and this board has {colours}',
    zh: '马每走一步都在浅色格和深色格之间交替，所以闭合周游需要两种格一样多，而这个棋盘有 {colours}',
  }),
  noTourCounts: text<{ colours: Message }>({
    en: 'a knight alternates between light and dark squares, so a tour needs the counts within 1 of each other, and this board has {colours}',
    zh: '马每走一步都在浅色格和深色格之间交替，所以周游需要两种格的数目相差不超过 1，而这个棋盘有 {colours}',
  }),
  noTourFromStart: text<{ colours: Message; start: string }>({
    en: 'a knight alternates between light and dark squares, so a tour of a board with {colours} starts and ends on the commoner colour, and {start} is not',
    zh: '马每走一步都在浅色格和深色格之间交替，所以在有 {colours} 的棋盘上周游要在较多的那种颜色上开始和结束，而 {start} 不是',
  }),
});
