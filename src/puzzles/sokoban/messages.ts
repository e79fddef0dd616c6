/** Sokoban's sentences (catalog "sokoban"): its names, moves, refusals and input mistakes. */
import { defineCatalog, text, type Message, type MessageParam } from '../../i18n/index.js';

export const SOKOBAN = defineCatalog('sokoban', {
  title: text({ en: 'Sokoban (push every box onto a goal)', zh: '推箱子（把每个箱子推到目标上）' }),
  description: text({
    en:
      'Walk the warehouse keeper (@) and push the boxes ($) onto the goals (.), one box at a time; boxes are never pulled. ' +
      'An instance is a level in XSB text (# wall, @ player, + player on a goal, $ box, * box on a goal, . goal, space - _ floor; ' +
      'a count before a character repeats it: 4#), from --file (a collection: pick a level with --level N or --level "title", ' +
      'or --level all for every level) or --code with rows joined by |. Solutions are written in LURD: lower case a step, upper case a push. ' +
      'Metric push counts one move per push (with the walk to it) and a position is the boxes and the region the player can reach; ' +
      'metric move counts every step.',
    zh:
      '操纵仓库管理员（@）把箱子（$）推到目标（.）上，每次推一个箱子，箱子不能拉。' +
      '实例是 XSB 文本的一关（# 墙，@ 玩家，+ 站在目标上的玩家，$ 箱子，* 目标上的箱子，. 目标，空格 - _ 地面；' +
      '字符前的数字表示重复：4#），来自 --file（合集：用 --level N 或 --level "标题" 选一关，--level all 选全部）' +
      '或 --code（各行用 | 连接）。解法用 LURD 写出：小写是走一步，大写是推一步。' +
      '度量 push 每推一次算一步（连同走过去的路），一个局面是箱子加上玩家能走到的区域；度量 move 每走一步算一步。',
  }),
  codeFormat: text({ en: 'rows of XSB joined by |, e.g. #####|#@$.#|#####', zh: '用 | 连接的 XSB 各行，如 #####|#@$.#|#####' }),
  metricPush: text({ en: 'pushes', zh: '推箱次数' }),
  metricPushDescription: text({
    en: 'fewest pushes (a move is one push with the walk to it; a position is the boxes and the player\'s region); player moves are counted too',
    zh: '推箱次数最少（一步是一次推箱连同走过去的路；局面是箱子加上玩家能到的区域）；也统计玩家的步数',
  }),
  metricMove: text({ en: 'player moves', zh: '玩家步数' }),
  metricMoveDescription: text({ en: 'fewest player moves, each step or push counts 1', zh: '玩家步数最少，每走一步或推一步算 1' }),
  presetTiny: text({ en: 'a first level: one box, one push', zh: '入门关：一个箱子，推一次' }),
  presetTwoBoxes: text({ en: 'two boxes in a small room', zh: '小房间里的两个箱子' }),

  toolWall: text({ en: 'Wall', zh: '墙' }),
  toolFloor: text({ en: 'Floor', zh: '地板' }),
  toolBox: text({ en: 'Box', zh: '箱子' }),
  toolGoal: text({ en: 'Goal', zh: '目标' }),
  toolPlayer: text({ en: 'Player', zh: '玩家' }),

  placeInstanceCode: text({ en: 'instance code', zh: '实例代码' }),
  placeLevel: text<{ where: MessageParam }>({ en: '{where}', zh: '{where}' }),

  strayCharacter: text<{ where: MessageParam; row: number; col: number; char: string }>({
    en: '{where}: row {row}, column {col}: {char} is not a Sokoban square (# @ + $ * . space - _)',
    zh: '{where}：第 {row} 行第 {col} 列：{char} 不是推箱子的格子（# @ + $ * . 空格 - _）',
  }),
  noPlayer: text<{ where: MessageParam }>({ en: '{where}: the level has no player (@ or +)', zh: '{where}：这一关没有玩家（@ 或 +）' }),
  twoPlayers: text<{ where: MessageParam; row: number; col: number; firstRow: number; firstCol: number }>({
    en: '{where}: row {row}, column {col}: a second player (the first is at row {firstRow}, column {firstCol})',
    zh: '{where}：第 {row} 行第 {col} 列：第二个玩家（第一个在第 {firstRow} 行第 {firstCol} 列）',
  }),
  noBoxes: text<{ where: MessageParam }>({ en: '{where}: the level has no box ($ or *)', zh: '{where}：这一关没有箱子（$ 或 *）' }),
  fewerGoals: text<{ where: MessageParam; boxes: number; goals: number; row: number; col: number }>({
    en: '{where}: {boxes} boxes but only {goals} goals inside the walls (row {row}, column {col} is a box with no goal left for it)',
    zh: '{where}：有 {boxes} 个箱子，但墙内只有 {goals} 个目标（第 {row} 行第 {col} 列的箱子没有目标可去）',
  }),
  outsideWalls: text<{ where: MessageParam; row: number; col: number; what: MessageParam }>({
    en: '{where}: row {row}, column {col}: {what} outside the walls, where the player cannot reach',
    zh: '{where}：第 {row} 行第 {col} 列：{what}在墙外，玩家走不到',
  }),
  walledInBox: text<{ where: MessageParam; row: number; col: number }>({
    en: '{where}: row {row}, column {col}: a box walled in where the player never comes, and not on a goal: the level cannot be solved',
    zh: '{where}：第 {row} 行第 {col} 列：箱子被墙围住，玩家永远到不了，且不在目标上：这一关无解',
  }),
  startStuck: text<{ row: number; col: number }>({
    en: 'the box at row {row}, column {col} can never reach a goal (it stands on a dead square, is frozen off its goal, or no goal is left for it)',
    zh: '第 {row} 行第 {col} 列的箱子永远到不了目标（它在死格上、被冻结在目标外，或没有目标可去）',
  }),
  whatBox: text({ en: 'a box', zh: '箱子' }),
  openBoard: text<{ where: MessageParam; row: number; col: number }>({
    en: '{where}: row {row}, column {col}: the floor the player walks on reaches the edge here; the walls must enclose it',
    zh: '{where}：第 {row} 行第 {col} 列：玩家能走的地面在这里通到了边缘；墙必须把它围住',
  }),
  tooBig: text<{ where: MessageParam; rows: number; cols: number; most: number }>({
    en: '{where}: {rows} rows by {cols} columns, but a level has at most {most} of each',
    zh: '{where}：{rows} 行 {cols} 列，但一关每边最多 {most} 格',
  }),
  emptyLevel: text<{ where: MessageParam }>({ en: '{where}: no level in it (XSB rows of # @ $ . and so on)', zh: '{where}：里面没有关卡（由 # @ $ . 等组成的 XSB 行）' }),
  stateBoard: text<{ code: string }>({
    en: 'state {code} is not this level with its boxes and player moved (walls and goals must stay where they are)',
    zh: '状态 {code} 不是本关移动了箱子和玩家后的样子（墙和目标必须不变）',
  }),
  boxCount: text<{ code: string; boxes: number; given: number }>({
    en: 'state {code} has {given} boxes, but the level has {boxes}',
    zh: '状态 {code} 有 {given} 个箱子，但本关有 {boxes} 个',
  }),

  push: text<{ row: number; col: number; dir: MessageParam }>({
    en: 'push the box at row {row}, column {col} {dir}',
    zh: '把第 {row} 行第 {col} 列的箱子向{dir}推',
  }),
  walkAndPush: text<{ row: number; col: number; boxRow: number; boxCol: number; dir: MessageParam }>({
    en: 'walk to row {row}, column {col} and push the box at row {boxRow}, column {boxCol} {dir}',
    zh: '走到第 {row} 行第 {col} 列，把第 {boxRow} 行第 {boxCol} 列的箱子向{dir}推',
  }),
  step: text<{ dir: MessageParam }>({ en: 'step {dir}', zh: '向{dir}走一步' }),
  stepPush: text<{ dir: MessageParam }>({ en: 'step {dir}, pushing a box', zh: '向{dir}走一步并推动箱子' }),
  up: text({ en: 'up', zh: '上' }),
  down: text({ en: 'down', zh: '下' }),
  left: text({ en: 'left', zh: '左' }),
  right: text({ en: 'right', zh: '右' }),

  noBoxThere: text<{ row: number; col: number }>({ en: 'there is no box at row {row}, column {col}', zh: '第 {row} 行第 {col} 列没有箱子' }),
  blocked: text<{ row: number; col: number }>({ en: 'row {row}, column {col} is a wall or a box', zh: '第 {row} 行第 {col} 列是墙或箱子' }),
  cannotReach: text<{ row: number; col: number }>({
    en: 'the player cannot walk to row {row}, column {col} to push from there',
    zh: '玩家走不到第 {row} 行第 {col} 列，无法从那里推',
  }),
  pushNotStep: text({ en: 'that step pushes a box: write it in upper case', zh: '这一步会推动箱子：请用大写字母' }),
  stepNotPush: text({ en: 'that step pushes no box: write it in lower case', zh: '这一步没有推动箱子：请用小写字母' }),
  lurdStray: text<{ index: number; char: string }>({
    en: 'LURD character {index} is {char}, not one of l u r d L U R D',
    zh: 'LURD 的第 {index} 个字符是 {char}，不是 l u r d L U R D 之一',
  }),
  lurdIllegal: text<{ index: number; why: MessageParam }>({ en: 'LURD character {index}: {why}', zh: 'LURD 的第 {index} 个字符：{why}' }),

  legend: text({
    en: '# wall, @ player, + player on a goal, $ box, * box on a goal, . goal',
    zh: '# 墙，@ 玩家，+ 站在目标上的玩家，$ 箱子，* 目标上的箱子，. 目标',
  }),
  unitPush: text({ en: 'push', zh: '次推箱' }),
  unitPushes: text({ en: 'pushes', zh: '次推箱' }),
  unitMove: text({ en: 'move', zh: '步' }),
  unitMoves: text({ en: 'moves', zh: '步' }),
});

/** The name of a direction (0 up, 1 down, 2 left, 3 right) as a message. */
export function directionName(dir: number): Message {
  return [SOKOBAN.up(), SOKOBAN.down(), SOKOBAN.left(), SOKOBAN.right()][dir];
}
