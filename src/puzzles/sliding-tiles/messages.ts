/**
 * The sliding-tiles backend's sentences (catalog "sliding-tiles"), both
 * languages side by side: its names and descriptions, the words of a move,
 * why a move is refused, what is wrong with a board or a partition, why a
 * board cannot be solved. Rows and columns count from 1, as a person reads them.
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

type Direction = 'up' | 'down' | 'left' | 'right';

/** A direction word inside a Chinese sentence ("向左"). */
const DIRECTION_ZH = '{direction, select, up {上} down {下} left {左} other {右}}';

export const TILES = defineCatalog('sliding-tiles', {
  // The backend's names.
  title: text({ en: 'Sliding tiles (8-puzzle, 15-puzzle, m x n)', zh: '数字推盘（八数码、十五数码、m x n）' }),
  description: text({
    en:
      'Tiles numbered 1 to n-1 and one blank on a board; a move slides a tile next to the blank into it. ' +
      'Put the tiles in order. Solvability is decided by the parity rule for every board shape.',
    zh: '棋盘上有编号 1 到 n-1 的方块和一个空格；每步把空格旁的一块滑进空格。把方块按顺序排好。任何形状的棋盘都按奇偶规则判定是否有解。',
  }),
  paramGoal: text({
    en: 'blank-last (1 2 3 / 4 5 6 / 7 8 _) or blank-first (_ 1 2 / 3 4 5 / 6 7 8)',
    zh: 'blank-last（1 2 3 / 4 5 6 / 7 8 _）或 blank-first（_ 1 2 / 3 4 5 / 6 7 8）',
  }),
  paramHeuristic: text({
    en: 'what guides A* and IDA* (one-tile moves): auto (linear conflict, or for IDA* pattern databases where loaded), linear-conflict, or manhattan (the plain distance, to compare)',
    zh: '指引 A* 和 IDA* 的启发函数（单块步数）：auto（线性冲突；IDA* 有模式数据库时用数据库）、linear-conflict（线性冲突）或 manhattan（单纯的曼哈顿距离，用来对比）',
  }),
  metricMovesName: text({ en: 'moves', zh: '步数' }),
  metricMoves: text({ en: 'each slide of one tile by one cell counts 1', zh: '一块滑动一格算 1 步' }),
  metricMultiName: text({ en: 'multi', zh: '整行步数' }),
  metricMulti: text({
    en: 'sliding a line of one or more tiles toward the blank counts 1 (the 8-puzzle needs at most 24)',
    zh: '把一行中的一块或几块一起推向空格算 1 步（八数码最多要 24 步）',
  }),
  /** The multi metric's unit of cost, one and many. */
  unitMultiOne: text({ en: 'multi-tile move', zh: '步（整行）' }),
  unitMultiMany: text({ en: 'multi-tile moves', zh: '步（整行）' }),

  // The presets' descriptions.
  preset8Puzzle: text({ en: 'the 3x3 puzzle from one of its two hardest positions (31 moves)', zh: '3x3 推盘，从两个最难局面之一开始（31 步）' }),
  preset8PuzzleEasy: text({ en: 'a 3x3 position 2 moves from solved', zh: '离完成只差 2 步的 3x3 局面' }),
  preset15Puzzle: text({
    en: 'a 4x4 position 50 moves from solved (IDA* solves it in a fraction of a second)',
    zh: '离完成 50 步的 4x4 局面（IDA* 不到一秒就能解出）',
  }),
  presetLoyd: text({ en: "Sam Loyd's 14-15 puzzle: 14 and 15 swapped, which cannot be solved", zh: '萨姆·劳埃德的 14-15 难题：14 和 15 对调，无解' }),
  preset4x3: text({ en: 'a board 4 wide and 3 high, 40 moves from solved', zh: '宽 4 高 3 的棋盘，离完成 40 步' }),

  // Why a board cannot be solved.
  unsolvable: text({
    en: "the tiles' arrangement and the blank's position have different parities, so no sequence of slides reaches the goal",
    zh: '方块排列的奇偶性和空格位置的奇偶性不同，怎么滑都到不了目标',
  }),
  unsolvableLine: text({
    en: 'on a single row or column tiles cannot pass each other, and the goal has them in another order, so no sequence of slides reaches it',
    zh: '只有一行或一列时方块无法互相越过，而目标里它们的顺序不同，怎么滑都到不了目标',
  }),

  // A move in words: "slide 7 left", "slide 5, 6 and 7 left".
  slideOne: text<{ tile: number; direction: Direction }>({ en: 'slide {tile} {direction}', zh: `{tile} 向${DIRECTION_ZH}移` }),
  slideLine: text<{ tiles: Message; direction: Direction }>({ en: 'slide {tiles} {direction}', zh: `{tiles} 一起向${DIRECTION_ZH}移` }),
  /** Tiles in a list: the last two, and one before the rest. */
  tilesLastTwo: text<{ first: number; last: number }>({ en: '{first} and {last}', zh: '{first}、{last}' }),
  tilesMore: text<{ first: number; rest: Message }>({ en: '{first}, {rest}', zh: '{first}、{rest}' }),

  // Why the rules refuse a move.
  noTile: text<{ tile: number }>({ en: 'there is no tile {tile}', zh: '没有块 {tile}' }),
  tileLeavesBoard: text<{ tile: number }>({ en: 'tile {tile} would leave the board', zh: '块 {tile} 会移出盘面' }),
  lineLeavesBoard: text<{ tile: number; count: number }>({
    en: 'a line of {count} tiles from tile {tile} would leave the board',
    zh: '从块 {tile} 起的一行 {count} 块会移出盘面',
  }),
  blankTooNear: text<{ tile: number; count: number; direction: Direction; cells: number }>({
    en: 'tile {tile} cannot push {count} tiles {direction}: the blank is {cells, plural, one {# cell} other {# cells}} away',
    zh: `块 {tile} 不能向${DIRECTION_ZH}推 {count} 块：空格只隔 {cells} 格`,
  }),
  notBlank: text<{ tile: number; count: number; direction: Direction; row: number; col: number }>({
    en: '{count, plural, =1 {tile {tile} cannot slide {direction}} other {tile {tile} cannot push {count} tiles {direction}}}: cell {row},{col} is not blank',
    zh: `{count, plural, =1 {块 {tile} 不能向${DIRECTION_ZH}滑} other {块 {tile} 不能向${DIRECTION_ZH}推 {count} 块}}：第 {row} 行第 {col} 列不是空格`,
  }),

  // What is wrong with a board (board.ts, index.ts).
  boardEmpty: text({ en: 'the board is empty: give rows like 1,2,3/4,5,6/7,8,0', zh: '盘面是空的：请按行给出，如 1,2,3/4,5,6/7,8,0' }),
  rowsRagged: text<{ row: number; tiles: number; width: number }>({
    en: 'row {row} has {tiles} tiles but row 1 has {width}: every row needs the same number',
    zh: '第 {row} 行有 {tiles} 块，但第 1 行有 {width} 块：每行块数要相同',
  }),
  singleItem: text<{ item: string }>({
    en: '{item} is a single item, not a board: give at least 2 cells, in rows of whole-number tiles like 1,2,3/4,5,6/7,8,0',
    zh: '{item} 只有一项，不是盘面：至少要 2 格，按行给出整数编号的块，如 1,2,3/4,5,6/7,8,0',
  }),
  boardTooLarge: text<{ width: number; height: number; most: number }>({
    en: 'a board of {width}x{height} is too large (at most {most} cells)',
    zh: '{width}x{height} 的盘面太大（最多 {most} 格）',
  }),
  notTileNumber: text<{ row: number; col: number; item: string }>({
    en: 'row {row}, column {col}: {item} is not a tile number (use 0 or _ for the blank)',
    zh: '第 {row} 行第 {col} 列：{item} 不是块的编号（空格用 0 或 _）',
  }),
  tileTooBig: text<{ row: number; col: number; tile: string; width: number; height: number; most: number }>({
    en: 'row {row}, column {col}: tile {tile} is too big for a {width}x{height} board (tiles are 1 to {most})',
    zh: '第 {row} 行第 {col} 列：块 {tile} 对 {width}x{height} 的盘面太大（块是 1 到 {most}）',
  }),
  /** A tile or the blank seen twice; `tile` is 0 for the blank. */
  seenTwice: text<{ row: number; col: number; tile: number; earlierRow: number; earlierCol: number }>({
    en: 'row {row}, column {col}: {tile, plural, =0 {a second blank} other {tile {tile} again}} (already at row {earlierRow}, column {earlierCol})',
    zh: '第 {row} 行第 {col} 列：{tile, plural, =0 {第二个空格} other {块 {tile} 又出现了}}（已在第 {earlierRow} 行第 {earlierCol} 列）',
  }),
  stateSize: text<{ width: number; height: number; puzzleWidth: number; puzzleHeight: number }>({
    en: 'the state is {width}x{height} but the puzzle is {puzzleWidth}x{puzzleHeight}',
    zh: '状态是 {width}x{height} 的，但谜题是 {puzzleWidth}x{puzzleHeight} 的',
  }),

  // Pattern databases and their partitions (partitions.ts, heuristic-tables.ts).
  tableSet: text<{ partition: string; width: number; height: number; blank: 'first' | 'last' }>({
    en: '{partition} pattern databases for the {width}x{height} board ({blank, select, first {blank-first} other {blank-last}})',
    zh: '{width}x{height} 盘面的 {partition} 模式数据库（{blank, select, first {空格在前} other {空格在后}}）',
  }),
  partitionNeedsCorner: text<{ partition: string }>({
    en: "partition {partition} needs the blank's goal in a corner",
    zh: '划分 {partition} 要求空格的目标位置在角上',
  }),
  noPartition: text<{ partition: string; width: number; height: number }>({
    en: 'no partition "{partition}" for a {width}x{height} board (or give tiles like 1,2,3/4,5,6)',
    zh: '{width}x{height} 盘面没有划分 "{partition}"（也可以给出块，如 1,2,3/4,5,6）',
  }),
  noPartitionKnown: text<{ partition: string; width: number; height: number; known: string }>({
    en: 'no partition "{partition}" for a {width}x{height} board (known: {known}; or give tiles like 1,2,3/4,5,6)',
    zh: '{width}x{height} 盘面没有划分 "{partition}"（已知的有：{known}；也可以给出块，如 1,2,3/4,5,6）',
  }),
  patternEmpty: text<{ pattern: number }>({ en: 'pattern {pattern} has no tiles', zh: '第 {pattern} 个模式没有块' }),
  patternNotTile: text<{ pattern: number; tile: number; most: number }>({
    en: 'pattern {pattern}: {tile} is not a tile of this board (1 to {most})',
    zh: '第 {pattern} 个模式：{tile} 不是这个盘面上的块（1 到 {most}）',
  }),
  tileInTwoPatterns: text<{ tile: number; first: number; second: number }>({
    en: 'tile {tile} is in pattern {first} and pattern {second}: patterns must be disjoint',
    zh: '块 {tile} 既在第 {first} 个模式里又在第 {second} 个模式里：模式不能重叠',
  }),
  tileInNoPattern: text<{ tile: number }>({
    en: 'tile {tile} is in no pattern: the patterns must cover every tile',
    zh: '块 {tile} 不在任何模式里：模式必须覆盖每一块',
  }),
});
