/**
 * The sliding-blocks backend's sentences (catalog "sliding-blocks"), both
 * languages side by side: its names and descriptions, the words of a move,
 * why a move is refused, what is wrong with a board, a code or a file, the
 * legend and the family's words. Rows and columns in these sentences count
 * from 1, as a person reads them (the code's callers add the 1).
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

type Direction = 'up' | 'down' | 'left' | 'right';
type Yes = 'yes' | 'no';

/** A direction word inside a Chinese sentence ("向左"). */
const DIRECTION_ZH = '{direction, select, up {上} down {下} left {左} other {右}}';

export const BLOCKS = defineCatalog('sliding-blocks', {
  // The backend's names.
  title: text({ en: 'Sliding blocks (华容道 / Klotski and puzzles like it)', zh: '华容道（滑块：华容道 / Klotski 及同类谜题）' }),
  description: text<{ format: Message }>({
    en:
      'Rectangular pieces slide on a board (default 4 wide, 5 high) with optional walls; bring the target piece to its goal place ' +
      '(by default the 2x2 block to the bottom middle). Pieces of the same shape are interchangeable for the search, but every ' +
      'solution keeps each piece\'s letter. A file holds one line per row ("." empty, "#" wall, a letter per piece), after optional ' +
      'lines "target: B 4 2" (the target piece, and the row and column its top-left cell must reach, counted from 1; ' +
      'older files\' "goal: B 3 1" counts from 0), "horizontal: A X" and "vertical: O P" (pieces that move only that way). ' +
      'Code: {format}.',
    zh:
      '长方形的棋子在棋盘上滑动（默认宽 4 高 5），可以有墙；把目标棋子移到目标位置（默认把 2x2 的曹操移到底部中间）。' +
      '同样形状的棋子在搜索时可以互换，但每个解都保留每个棋子的字母。文件每行是棋盘的一行（"." 空，"#" 墙，每个棋子一个字母），' +
      '前面可以有 "target: B 4 2"（目标棋子，以及它的左上格要到达的行和列，从 1 数起；旧文件的 "goal: B 3 1" 从 0 数起）、' +
      '"horizontal: A X" 和 "vertical: O P"（只能横着或竖着走的棋子）。' +
      '代码：{format}。',
  }),
  codeFormat: text({
    en: '9 hex digits for a classic 4x5 layout (1A9BF0C00), or rows split by "/" (ABBC/ABBC/DEEF/DGHF/I..J), optionally followed by :target=B,4,2 (rows and columns from 1) :horizontal=AB :vertical=CD',
    zh: '经典 4x5 布局的 9 位十六进制代码（1A9BF0C00），或用 "/" 分开的各行（ABBC/ABBC/DEEF/DGHF/I..J），后面可以跟 :target=B,4,2（行和列从 1 数起）:horizontal=AB :vertical=CD',
  }),
  metricMoveName: text({ en: 'move', zh: '步（可转弯）' }),
  metricMove: text({
    en: 'one piece moved any distance, turning corners, counts 1 (the usual count: 横刀立马 = 81)',
    zh: '一个棋子走任意距离、可以转弯，算 1 步（通常的计法：横刀立马 = 81）',
  }),
  metricStepName: text({ en: 'step', zh: '格' }),
  metricStep: text({ en: 'one piece moved one cell counts 1 (横刀立马 = 116)', zh: '一个棋子走一格算 1（横刀立马 = 116）' }),
  metricSlideName: text({ en: 'slide', zh: '直线步' }),
  metricSlide: text({ en: 'one piece moved any distance in one straight line counts 1 (横刀立马 = 90)', zh: '一个棋子沿直线走任意距离算 1（横刀立马 = 90）' }),

  // The presets' descriptions (their names are puzzle data, presets.ts). A description follows the
  // preset's name wherever it is shown, so it names neither the preset nor the puzzle again.
  classicPreset: text({ en: 'a classic opening', zh: '经典开局' }),
  noteMoves: text<{ moves: number }>({ en: '{moves} moves', zh: '{moves} 步' }),
  noteBestKnown: text({ en: 'the best-known opening, 81 moves', zh: '最有名的开局，81 步' }),
  noteNoSolution: text({ en: 'no solution', zh: '无解' }),
  noteHardest: text({ en: 'the hardest standard layout, 138 moves', zh: '最难的标准布局，138 步' }),
  presetWalled: text({ en: 'a 5x5 board with two walls: bring the 2x2 block B to the bottom right corner', zh: '有两堵墙的 5x5 棋盘：把 2x2 的方块 B 移到右下角' }),

  // A move in words: "B down 1", "E left 2, then up 1".
  moveNoPiece: text<{ row: number; col: number }>({ en: '(no piece at row {row}, column {col})', zh: '（第 {row} 行第 {col} 列没有棋子）' }),
  moveTo: text<{ piece: string; row: number; col: number }>({ en: '{piece} to row {row}, column {col}', zh: '{piece} 到第 {row} 行第 {col} 列' }),
  moveRoute: text<{ piece: string; route: Message }>({ en: '{piece} {route}', zh: '{piece} {route}' }),
  moveLeg: text<{ direction: Direction; cells: number }>({ en: '{direction} {cells}', zh: `向${DIRECTION_ZH} {cells} 格` }),
  moveLegThen: text<{ first: Message; then: Message }>({ en: '{first}, then {then}', zh: '{first}，再{then}' }),

  // Why the rules refuse a move.
  noMove: text<{ move: string }>({ en: '{move} is no move on this board', zh: '{move} 不是这个盘面上的一步' }),
  noPieceTopLeft: text<{ row: number; col: number }>({ en: 'no piece has its top-left cell at row {row}, column {col}', zh: '没有棋子的左上格在第 {row} 行第 {col} 列' }),
  pieceStays: text<{ piece: string }>({ en: 'piece {piece} would stay where it is', zh: '棋子 {piece} 会停在原地' }),
  notStraight: text<{ piece: string; row: number; col: number }>({
    en: 'piece {piece} cannot reach row {row}, column {col} in one straight line',
    zh: '棋子 {piece} 不能沿一条直线走到第 {row} 行第 {col} 列',
  }),
  onlyAlong: text<{ piece: string; limit: 'horizontal' | 'vertical' }>({
    en: 'piece {piece} moves only {limit, select, horizontal {along its row} other {along its column}}',
    zh: '棋子 {piece} 只能{limit, select, horizontal {横着} other {竖着}}走',
  }),
  stepOneCell: text<{ distance: number }>({ en: 'a step moves one cell, not {distance}', zh: '一步只走一格，不是 {distance} 格' }),
  blocked: text<{ piece: string; cells: number; direction: Direction }>({
    en: 'piece {piece} is blocked {cells} cell(s) {direction}',
    zh: `棋子 {piece} 向${DIRECTION_ZH}走 {cells} 格就被挡住了`,
  }),
  noRoute: text<{ piece: string; row: number; col: number }>({
    en: 'piece {piece} cannot get to row {row}, column {col} through free cells',
    zh: '棋子 {piece} 不能穿过空格走到第 {row} 行第 {col} 列',
  }),

  // What is wrong with a board (board.ts).
  boardEmpty: text({ en: 'the board is empty: give one line per row, like ABBC/ABBC/DEEF/DGHF/I..J', zh: '盘面是空的：每行一行地给出，如 ABBC/ABBC/DEEF/DGHF/I..J' }),
  rowsRagged: text<{ row: number; length: number; width: number }>({
    en: 'row {row} has {length, plural, one {# cell} other {# cells}} but row 1 has {width}: the rows are ragged',
    zh: '第 {row} 行有 {length} 格，但第 1 行有 {width} 格：各行长短不齐',
  }),
  boardTooLarge: text<{ width: number; height: number; maxSide: number; maxCells: number }>({
    en: 'a {width}x{height} board is too large (at most {maxSide} a side and {maxCells} cells)',
    zh: '{width}x{height} 的盘面太大（每边最多 {maxSide} 格，共最多 {maxCells} 格）',
  }),
  notACell: text<{ row: number; col: number; char: string }>({
    en: 'row {row}, column {col}: {char} is not a piece letter (A-Z, a-z), "." (empty) or "#" (wall)',
    zh: '第 {row} 行第 {col} 列：{char} 既不是棋子字母（A-Z、a-z），也不是 "."（空格）或 "#"（墙）',
  }),
  noPieces: text({ en: 'the board has no pieces', zh: '盘面上没有棋子' }),
  noEmptyCell: text({ en: 'the board has no empty cell ("."), so nothing can move', zh: '盘面上没有空格（"."），什么也动不了' }),
  limitNoPiece: text<{ limit: string; piece: string }>({ en: '{limit}: there is no piece {piece} on the board', zh: '{limit}：盘面上没有棋子 {piece}' }),
  limitedTwice: text<{ piece: string }>({
    en: 'piece {piece} is limited twice (horizontal and vertical, or listed twice)',
    zh: '棋子 {piece} 被限制了两次（既横又竖，或列了两次）',
  }),
  notRectangle: text<{ piece: string; cells: number; top: number; bottom: number; left: number; right: number }>({
    en: 'piece {piece}: its {cells, plural, one {# cell} other {# cells}} do not fill one rectangle (they span rows {top}-{bottom}, columns {left}-{right}); each letter must be one filled rectangle',
    zh: '棋子 {piece}：它的 {cells} 格没有填满一个矩形（它们跨第 {top}-{bottom} 行、第 {left}-{right} 列）；每个字母必须正好填满一个矩形',
  }),
  goalNoPiece: text<{ piece: string }>({ en: 'goal: there is no piece {piece} on the board', zh: '目标：盘面上没有棋子 {piece}' }),
  goalNoFit: text<{ piece: string; rows: number; cols: number; atRow: number; atCol: number }>({
    en: 'goal: piece {piece} ({rows}x{cols}) does not fit on the board with its top-left cell at row {atRow}, column {atCol}',
    zh: '目标：棋子 {piece}（{rows}x{cols}）的左上格在第 {atRow} 行第 {atCol} 列时放不进盘面',
  }),
  needOneBlock: text<{ width: number; height: number; blocks: number }>({
    en: 'a {width}x{height} board without a goal line needs exactly one 2x2 piece (the one that must reach the bottom middle), but it has {blocks}: add a line like "target: B 4 2" (piece, row, column, from 1)',
    zh: '没有目标行的 {width}x{height} 盘面要正好有一个 2x2 的棋子（要走到底部中间的那个），但它有 {blocks} 个：请加一行，如 "target: B 4 2"（棋子、行、列，从 1 数起）',
  }),
  oddWidth: text<{ width: number }>({
    en: 'a board of odd width ({width}) has no bottom middle for the 2x2 piece: add a line like "target: B 4 2" (piece, row, column, from 1)',
    zh: '宽度为奇数（{width}）的盘面没有供 2x2 棋子停的底部中间：请加一行，如 "target: B 4 2"（棋子、行、列，从 1 数起）',
  }),
  goalOnWall: text<{ piece: string; row: number; col: number }>({
    en: 'goal: piece {piece} cannot end there: its place covers the wall at row {row}, column {col}',
    zh: '目标：棋子 {piece} 不能停在那里：它会盖住第 {row} 行第 {col} 列的墙',
  }),

  // A state or layout that does not fit the puzzle (index.ts, placement.ts).
  unknownMetric: text<{ puzzle: string; metric: string; metrics: string }>({
    en: '{puzzle} has no metric {metric} (metrics: {metrics})',
    zh: '{puzzle} 没有计步方式 {metric}（计步方式有：{metrics}）',
  }),
  layoutPieceMissing: text<{ code: string; rows: number; cols: number }>({
    en: 'layout {code} does not fit this puzzle: it has a {rows}x{cols} piece, and the puzzle none',
    zh: '布局 {code} 与这个谜题不符：它有 {rows}x{cols} 的棋子，谜题却没有',
  }),
  stateSize: text<{ width: number; height: number; puzzleWidth: number; puzzleHeight: number }>({
    en: "state: the board is {width}x{height} but the puzzle's is {puzzleWidth}x{puzzleHeight}",
    zh: '状态：盘面是 {width}x{height}，但谜题的是 {puzzleWidth}x{puzzleHeight}',
  }),
  stateWalls: text({ en: "state: its walls are not the puzzle's walls", zh: '状态：它的墙和谜题的墙不一样' }),
  statePiece: text<{ piece: string; rows: number; cols: number }>({
    en: 'state: piece {piece} ({rows}x{cols}) is not a piece of this puzzle',
    zh: '状态：棋子 {piece}（{rows}x{cols}）不是这个谜题的棋子',
  }),
  /** `what`: a layout code (`code` names it) or a state (`code` unused). */
  placementMismatch: text<{ what: 'layout' | 'state'; code: string; why: Message }>({
    en: '{what, select, layout {layout {code}} other {state}} does not fit this puzzle: {why}',
    zh: '{what, select, layout {布局 {code} } other {状态}}与这个谜题不符：{why}',
  }),
  kindCountWrong: text<{ count: number; kind: Message; wanted: number }>({
    en: 'it has {count} {kind} piece(s) but the puzzle has {wanted}',
    zh: '它有 {count} 个{kind}棋子，但谜题有 {wanted} 个',
  }),
  kindTooMany: text<{ kind: Message; wanted: number }>({
    en: "it has more {kind} pieces than the puzzle's {wanted}",
    zh: '它的{kind}棋子比谜题的 {wanted} 个多',
  }),
  /** A kind of piece: "target 2x2", "2x1 vertical-only"; in Chinese with the blanks the sentences around it need. */
  kindName: text<{ target: Yes; rows: number; cols: number; limit: 'any' | 'horizontal' | 'vertical' }>({
    en: '{target, select, yes {target } other {}}{rows}x{cols}{limit, select, horizontal { horizontal-only} vertical { vertical-only} other {}}',
    zh: '{target, select, yes {目标 } other { }}{rows}x{cols}{limit, select, horizontal {（只能横移）} vertical {（只能竖移）} other { }}',
  }),

  // The community's layout code (layout-code.ts).
  layoutCodeNotHex: text<{ code: string }>({
    en: 'layout code {code} should be 1 to 9 hex digits (like 1A9BF0C00)',
    zh: '布局代码 {code} 应为 1 到 9 位十六进制数（如 1A9BF0C00）',
  }),
  layoutCodeTooLong: text<{ code: string; digits: number }>({
    en: 'layout code {code} has {digits} hex digits; a layout code has 1 to 9 (like 1A9BF0C00)',
    zh: '布局代码 {code} 有 {digits} 位十六进制数；布局代码是 1 到 9 位（如 1A9BF0C00）',
  }),
  noLayout: text<{ code: string; why: Message }>({ en: 'layout code {code} is no 华容道 layout: {why}', zh: '布局代码 {code} 不是华容道布局：{why}' }),
  blockMisplaced: text<{ cell: number }>({
    en: "the 2x2 block's cell {cell} (the first digit) is not a place where it fits (rows 1-4, columns 1-3)",
    zh: '2x2 方块放不到格 {cell}（第一位数字）上（只能在第 1-4 行、第 1-3 列）',
  }),
  itemNoFit: text<{ item: 'wide' | 'tall'; row: number; col: number }>({
    en: '{item, select, wide {a 1x2 piece} other {a 2x1 piece}} at row {row}, column {col} does not fit (it would leave the board or overlap another piece)',
    zh: '第 {row} 行第 {col} 列的 {item, select, wide {1x2} other {2x1}} 棋子放不下（会超出盘面或与别的棋子重叠）',
  }),
  layoutTooManyPieces: text({ en: 'it holds more pieces than fit on the board', zh: '它的棋子比盘面放得下的多' }),
  layoutNoEmptyCell: text({ en: 'it has no empty cell, so nothing can move', zh: '它没有空格，什么也动不了' }),

  // Text and grid codes (text.ts). `where` is `whereCode` or `whereLine`.
  whereCode: text({ en: 'code', zh: '代码' }),
  /** A file's name, or standard input. */
  origin: text<{ origin: string }>({ en: '{origin, select, stdin {stdin} other {{origin}}}', zh: '{origin, select, stdin {标准输入} other {{origin}}}' }),
  whereLine: text<{ origin: Message; line: number }>({ en: '{origin}, line {line}', zh: '{origin} 第 {line} 行' }),
  unknownOption: text<{ where: Message; option: string; options: string }>({
    en: '{where}: unknown option {option} (options: {options})',
    zh: '{where}：没有选项 {option}（选项有：{options}）',
  }),
  optionTwice: text<{ where: Message; option: string }>({ en: '{where}: {option} is given twice', zh: '{where}：{option} 给了两次' }),
  badGoal: text<{ where: Message; option: string; goal: string; base: number; example: string }>({
    en: '{where}: {option} {goal} should be a piece letter, a row and a column counted from {base}, like "{example}"',
    zh: '{where}：{option} {goal} 应为棋子字母、行和列（从 {base} 数起），如 "{example}"',
  }),
  goalAndTarget: text<{ where: Message }>({
    en: '{where}: the goal place is given twice: "target" (rows and columns from 1) and the older "goal" (from 0) say the same thing; keep "target"',
    zh: '{where}：目标位置给了两次："target"（行和列从 1 数起）和旧的 "goal"（从 0 数起）说的是同一件事；保留 "target"',
  }),
  limitListsNone: text<{ where: Message; option: string }>({ en: '{where}: {option} lists no pieces', zh: '{where}：{option} 没有列出棋子' }),
  notPieceLetter: text<{ where: Message; option: string; letter: string }>({
    en: '{where}: {option}: {letter} is not a piece letter',
    zh: '{where}：{option}：{letter} 不是棋子字母',
  }),
  codeEmpty: text<{ format: Message }>({ en: 'code is empty: give {format}', zh: '代码是空的：请给出{format}' }),
  codeOptionNotKeyValue: text<{ option: string }>({
    en: 'code: option {option} should be key=value, like target=B,4,2',
    zh: '代码：选项 {option} 应为 键=值，如 target=B,4,2',
  }),
  textEmpty: text<{ origin: Message; format: Message }>({
    en: '{origin} is empty: give one line per board row, like ABBC, or a code ({format})',
    zh: '{origin} 是空的：请每行给出盘面的一行（如 ABBC），或给出代码（{format}）',
  }),
  optionAfterGrid: text<{ where: Message }>({ en: '{where}: option lines come before the grid', zh: '{where}：选项行要写在盘面之前' }),

  // The legend under a board (render.ts).
  legendTarget: text<{ piece: string; standard: Yes; row: number; col: number }>({
    en: '{standard, select, yes {{piece} is 曹操, the 2x2 block} other {{piece} is the piece}} to bring to row {row}, column {col} (its top-left cell); "." is empty, "#" a wall',
    zh: '{standard, select, yes {{piece} 是曹操（2x2 的方块）} other {{piece} 是目标棋子}}，要移到第 {row} 行第 {col} 列（以左上角为准）；"." 是空格，"#" 是墙',
  }),
  legendRowOnly: text<{ pieces: string }>({ en: '{pieces} move only along their row', zh: '{pieces} 只能横着走' }),
  legendColumnOnly: text<{ pieces: string }>({ en: '{pieces} move only along their column', zh: '{pieces} 只能竖着走' }),
  legendNext: text<{ first: Message; then: Message }>({ en: '{first}; {then}', zh: '{first}；{then}' }),

  // The family of 4x5 layouts (family-ability.ts).
  familyWhat: text({ en: 'the 4x5 华容道 layouts', zh: '4x5 的华容道布局' }),
  familyMoveWords: text({ en: 'one piece any distance along free cells', zh: '一个棋子沿空格走任意距离' }),
  familyTypeColumns: text({ en: 'V H S', zh: '竖 横 兵' }),
  familyTypeWords: text<{ type: string }>({ en: '{type}: vertical, horizontal, 1x1 pieces', zh: '{type}：竖、横、1x1 棋子数' }),
  familyOutsideShape: text({
    en: 'the database holds 4x5 layouts with one 2x2 block to bring to the bottom middle and 1x1, 1x2 and 2x1 pieces; this puzzle is another',
    zh: '数据库存的是 4x5 的布局，一个 2x2 方块要移到底部中间，其余是 1x1、1x2 和 2x1 的棋子；这个谜题不是这种',
  }),
  familyOutsideEmpty: text<{ least: number; empty: number }>({
    en: 'the database holds layouts with at least {least} empty cells; this one has {empty}',
    zh: '数据库只存至少有 {least} 个空格的布局；这个布局有 {empty} 个',
  }),
  piecesNotCounts: text<{ option: string; raw: string }>({
    en: '{option} {raw}: expected three whole numbers V,H,S (vertical 2x1, horizontal 1x2 and 1x1 pieces), like 4,1,4',
    zh: '{option} {raw}：应为三个整数 V,H,S（竖放 2x1、横放 1x2 和 1x1 棋子的个数），如 4,1,4',
  }),
  piecesCoverTooMuch: text<{ option: string; raw: string; covered: number; least: number }>({
    en: '{option} {raw}: the pieces cover {covered} of the 20 cells with the 2x2 block; a layout needs at least {least} empty',
    zh: '{option} {raw}：这些棋子连同 2x2 的大块占了 20 格中的 {covered} 格；布局至少要留 {least} 个空格',
  }),
  piecesFitNoLayout: text<{ option: string; raw: string }>({
    en: '{option} {raw}: these pieces fit no 4x5 layout beside the 2x2 block',
    zh: '{option} {raw}：这些棋子和 2x2 的大块放不进任何 4x5 布局',
  }),
});
