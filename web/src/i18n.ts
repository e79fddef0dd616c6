/**
 * Labels in English and Chinese, and the page's language. The app's own
 * words are here; puzzle names, presets, metrics and move words come from
 * the backends in the same language (src/puzzles/localized.ts and the
 * opened instance's words), so no page mixes the two.
 *
 * The language on first visit follows the browser's (navigator.languages);
 * a choice made with the switch is remembered (localStorage) and a link's
 * `lang=` wins over both.
 */
import type { Lang } from '../../src/puzzles/lang.js';

export { initialLang } from './initial-lang.js';

export type { Lang };

const LABELS = {
  appTitle: { en: 'puzzlekit', zh: 'puzzlekit 解谜工具' },
  puzzle: { en: 'Puzzle', zh: '谜题' },
  preset: { en: 'Preset', zh: '预设' },
  code: { en: 'Code', zh: '代码' },
  load: { en: 'Load', zh: '载入' },
  loadFile: { en: 'Load file', zh: '打开文件' },
  metric: { en: 'Metric', zh: '计步方式' },
  params: { en: 'Parameters', zh: '参数' },
  apply: { en: 'Apply', zh: '应用' },
  solveTab: { en: 'Solve', zh: '求解' },
  playTab: { en: 'Play', zh: '自己玩' },
  exploreTab: { en: 'Explore', zh: '状态空间' },
  editTab: { en: 'Edit', zh: '编辑' },
  // The actions are named apart from the tabs (Solve, Play), for people and screen readers alike.
  solve: { en: 'Find shortest solution', zh: '寻找最短解' },
  cancel: { en: 'Cancel', zh: '取消' },
  countShortest: { en: 'Count shortest solutions', zh: '统计最短解数目' },
  shortestSolutions: { en: 'shortest solutions', zh: '个最短解' },
  moves: { en: 'moves', zh: '步' },
  cost: { en: 'cost', zh: '代价' },
  solvedIn: { en: 'Solved', zh: '已解出' },
  unsolvable: { en: 'No solution', zh: '无解' },
  limitReached: { en: 'Stopped', zh: '已停止' },
  states: { en: 'states', zh: '个状态' },
  depth: { en: 'depth', zh: '深度' },
  rate: { en: 'states/s', zh: '状态/秒' },
  play: { en: '▶ Watch', zh: '▶ 演示' },
  pause: { en: 'Pause', zh: '暂停' },
  toStart: { en: 'Back to the start', zh: '回到开始' },
  stepSlider: { en: 'Position in the solution', zh: '解中的位置' },
  back: { en: '◀ Step', zh: '◀ 上一步' },
  forward: { en: 'Step ▶', zh: '下一步 ▶' },
  speed: { en: 'Speed', zh: '速度' },
  start: { en: 'Start', zh: '开始' },
  step: { en: 'Step', zh: '第' },
  algorithm: { en: 'Algorithm', zh: '算法' },
  movesMade: { en: 'Moves made', zh: '已走步数' },
  undo: { en: 'Undo', zh: '悔棋' },
  redo: { en: 'Redo', zh: '重做' },
  hintButton: { en: 'Hint', zh: '提示' },
  hintsAlways: { en: 'Always show hints (for teaching)', zh: '总是显示提示（教学用）' },
  playSolvedIn: { en: 'Solved in', zh: '完成，用了' },
  fewestPossible: { en: 'the fewest possible', zh: '最少需要' },
  optimal: { en: 'optimal!', zh: '最优！' },
  distanceChart: { en: 'Distance to solved after each move', zh: '每步之后离完成的距离' },
  reset: { en: 'Reset', zh: '重来' },
  legalMoves: { en: 'Legal moves', zh: '可走的步' },
  movesForShape: { en: 'Moves for the piece you picked', zh: '所选棋子可走的步' },
  distanceToGoal: { en: 'Distance to solved', zh: '离完成还有' },
  bestMove: { en: 'Best next move', zh: '最佳下一步' },
  solvedNow: { en: 'Solved!', zh: '完成！' },
  noGoalReachable: { en: 'No goal can be reached from here', zh: '从这里已无法完成' },
  computingDistances: { en: 'Computing distances from every position…', zh: '正在计算每个局面离完成的距离…' },
  tooBigForHints: { en: 'The space is too big for hints', zh: '状态空间太大，无法提示' },
  readingTables: { en: 'Loading the pattern database for hints…', zh: '正在载入用于提示的模式数据库…' },
  buildingTables: {
    en: 'Building the pattern database for hints (once; kept in this browser): table {table} of {tables}, {percent}%',
    zh: '正在构建用于提示的模式数据库（只需一次，会存在这个浏览器里）：第 {table}/{tables} 张表，{percent}%',
  },
  searchingHint: { en: 'Searching for the fewest moves from here…', zh: '正在搜索从这里到完成的最少步数…' },
  hintStopped: { en: 'The hint was stopped.', zh: '提示已停止。' },
  hintSearchStats: { en: 'IDA* on pattern databases: {nodes} nodes, {ms} ms', zh: 'IDA* 用模式数据库搜索：{nodes} 个节点，{ms} 毫秒' },
  tablesBuilt: { en: 'the pattern database was built in {seconds} s and is kept in this browser', zh: '模式数据库构建用时 {seconds} 秒，已存在这个浏览器里' },
  tablesStoring: {
    en: 'the pattern database was built in {seconds} s and is being stored in this browser',
    zh: '模式数据库构建用时 {seconds} 秒，正在存入这个浏览器',
  },
  tablesNotKept: {
    en: 'the pattern database was built in {seconds} s, but this browser would not store it: the next visit builds it again',
    zh: '模式数据库构建用时 {seconds} 秒，但这个浏览器没能存下它，下次还要重新构建',
  },
  tablesStored: { en: 'the pattern database was read back from this browser', zh: '模式数据库是从这个浏览器里读出的' },
  tablesRejected: { en: 'the stored pattern database {reason}: built again', zh: '存储的模式数据库{reason}：已重新构建' },
  explore: { en: 'Explore the space', zh: '分析状态空间' },
  reachable: { en: 'Reachable positions', zh: '可达局面' },
  goals: { en: 'Solved positions', zh: '完成局面' },
  shortest: { en: 'Shortest solution', zh: '最短解' },
  perDepth: { en: 'Positions per distance from the start', zh: '按离起点距离统计的局面数' },
  farthest: { en: 'Farthest positions (click to load)', zh: '最远的局面（点击载入）' },
  distance: { en: 'distance', zh: '距离' },
  graph: { en: 'State graph (solution path highlighted)', zh: '状态图（高亮为解的路径）' },
  graphTooBig: { en: 'The state graph is drawn for spaces of up to {n} positions.', zh: '状态图只画不超过 {n} 个局面的空间。' },
  spaceDiagram: { en: 'The whole space', zh: '整个状态空间' },
  editor: { en: 'Edit the start position', zh: '编辑起始局面' },
  instanceText: { en: 'Instance (code or text)', zh: '实例（代码或文本）' },
  invalid: { en: 'Invalid', zh: '无效' },
  error: { en: 'Error', zh: '错误' },
  language: { en: '中文', zh: 'English' },
  noSolutionYet: { en: 'Press “Find shortest solution” to search.', zh: '点“寻找最短解”开始搜索。' },
  clickHint: { en: 'Click or drag a piece, or pick a move from the list.', zh: '点击或拖动棋子，或从列表中选一步。' },
  width: { en: 'width', zh: '宽' },
  height: { en: 'height', zh: '高' },
  goalPiece: { en: 'goal: piece', zh: '目标：棋子' },
  row: { en: 'row', zh: '行' },
  column: { en: 'column', zh: '列' },
  tile: { en: 'tile', zh: '板块' },
  thenClickSlot: { en: 'then click a slot', zh: '然后点击一个位置' },
  rotate: { en: 'rotate', zh: '旋转' },
  travellers: { en: 'Travellers', zh: '过河的人和物' },
  travellerName: { en: 'name', zh: '名字' },
  newTraveller: { en: 'traveller', zh: '人物' },
  howMany: { en: 'how many', zh: '数量' },
  rows: { en: 'rows', zh: '会划船' },
  rowsBySchedule: { en: 'rows by a schedule (in the JSON)', zh: '按时间表划船（在 JSON 中）' },
  startsFar: { en: 'starts on the far bank', zh: '起点在对岸' },
  weight: { en: 'weight', zh: '体重' },
  crossingTime: { en: 'crossing time', zh: '过河时间' },
  nameZh: { en: 'Chinese name', zh: '中文名' },
  addTraveller: { en: '+ traveller', zh: '+ 人物' },
  specTitle: { en: 'Title', zh: '标题' },
  boatHolds: { en: 'boat holds', zh: '船载人数' },
  maxLoad: { en: 'max load', zh: '最大载重' },
  rulesHeading: { en: 'Rules', zh: '规则' },
  namesHint: { en: 'Rules name travellers by name or kind ({names}); separate several with commas.', zh: '规则用名字或类别指人（{names}）；多个名字之间用“，”分开。' },
  ruleWho: { en: 'who', zh: '谁' },
  ruleFrom: { en: 'must not be with whom', zh: '不能和谁在一起' },
  ruleUnless: { en: 'unless who is there', zh: '除非谁在场' },
  ruleBy: { en: 'who must not outnumber', zh: '谁的人数不能多' },
  ruleProtect: { en: 'whom they must not outnumber', zh: '不能比谁多' },
  apartWith: { en: 'must not be with', zh: '不能和' },
  apartUnless: { en: 'unless', zh: '在一起，除非' },
  isThere: { en: 'is there', zh: '在场' },
  outnumberMid: { en: 'must not outnumber', zh: '不能比' },
  outnumberEnd: { en: '', zh: '多' },
  where: { en: 'where', zh: '范围' },
  whereBanks: { en: 'on the banks', zh: '岸上' },
  whereBoat: { en: 'in the boat', zh: '船上' },
  whereEverywhere: { en: 'on the banks and in the boat', zh: '岸上和船上' },
  ruleInJson: { en: 'A rule the form does not show (edit it in the JSON):', zh: '表单不显示的规则（请在 JSON 中编辑）：' },
  addApart: { en: '+ “must not be with” rule', zh: '+“不能在一起”规则' },
  addOutnumber: { en: '+ “must not outnumber” rule', zh: '+“不能比…多”规则' },
  formCannotShow: { en: 'The form shows the spec once its JSON reads: fix the JSON below.', zh: '表单只显示有效的 JSON：请先消除下面 JSON 中的错误。' },
  riverJson: { en: 'The spec in JSON (puzzlekit’s river-crossing format)', zh: 'JSON 描述（puzzlekit 的渡河格式）' },
  draftReads: { en: 'Valid: ready to apply', zh: '有效，可以应用' },
  fixFirst: { en: 'Fix the problem shown first', zh: '请先消除提示的错误' },
  defaultGoal: { en: '(the default goal)', zh: '（默认目标）' },
  editorBoard: { en: 'The board being edited', zh: '正在编辑的棋盘' },
  codeFileParams: { en: 'Code, file and parameters', zh: '代码、文件和参数' },
  slotAt: { en: 'row {row}, column {col}', zh: '第 {row} 行第 {col} 列' },
  tilesHelp: { en: 'A tile number in each cell; leave one cell empty for the blank.', zh: '每格填一个块的编号，留一格空着。' },
  paletteSmallTwo: { en: 'two small mines', zh: '两个小水雷' },
  unknownPuzzle: { en: 'This puzzle is not in this build', zh: '此版本中没有这个谜题' },
  toolMove: { en: 'move', zh: '移动' },
  toolDraw: { en: 'new piece', zh: '新棋子' },
  toolWall: { en: 'wall', zh: '墙' },
  toolErase: { en: 'remove', zh: '删除' },
  // The 华容道 grid by keyboard: its help, and what the cursor is on (read out as it moves).
  gridKeys: {
    en: 'Keyboard: arrow keys move the selected cell; Enter or Space uses the tool; Delete or Backspace removes; Escape lets go.',
    zh: '键盘：方向键移动所选格，回车或空格键用所选工具，Delete 或 Backspace 键删除，Esc 键取消。',
  },
  cellEmpty: { en: 'empty', zh: '空' },
  cellWall: { en: 'wall', zh: '墙' },
  cellPiece: { en: 'piece {letter}', zh: '棋子 {letter}' },
  pieceHeld: { en: 'piece {letter} picked up: arrow keys move it, Enter or Space puts it down', zh: '已选中棋子 {letter}：方向键移动它，回车或空格键放下' },
  cornerChosen: { en: 'first corner chosen: go to the opposite corner, Enter or Space draws the piece', zh: '已选第一个角：移到对角，回车或空格键画出新棋子' },
  cannotGo: { en: 'cannot move there', zh: '不能移到那里' },
  needsEmpty: { en: 'a new piece needs empty cells', zh: '新棋子只能画在空格上' },
  emptySlot: { en: 'empty slot', zh: '空位' },
  paletteSubmarine: { en: 'submarine', zh: '潜艇' },
  paletteBig: { en: 'big mine', zh: '大水雷' },
  paletteMiddle: { en: 'middle mine', zh: '中水雷' },
  paletteSmall: { en: 'one small mine', zh: '一个小水雷' },
  paletteSmallAdjacent: { en: 'two small, adjacent', zh: '两个小水雷，相邻' },
  paletteSmallDiagonal: { en: 'two small, diagonal', zh: '两个小水雷，对角' },
  remove: { en: 'remove', zh: '删除' },
  internalError: { en: 'internal error', zh: '内部错误' },
  colon: { en: ': ', zh: '：' },
  comma: { en: ', ', zh: '，' },
  inParens: { en: ' ({text})', zh: '（{text}）' },
  limit_states: { en: 'the state limit was reached', zh: '达到了状态数上限' },
  limit_time: { en: 'the time limit was reached', zh: '达到了时间上限' },
  limit_memory: { en: 'the memory limit was reached', zh: '达到了内存上限' },
  limit_cancelled: { en: 'the search was cancelled', zh: '搜索被取消' },
  algo_auto: { en: 'auto', zh: '自动选择' },
  algo_bfs: { en: 'bfs', zh: '广度优先（BFS）' },
  algo_ucs: { en: 'ucs', zh: '一致代价（Dijkstra）' },
  algo_astar: { en: 'astar', zh: 'A*' },
  algo_idastar: { en: 'idastar', zh: 'IDA*' },
  algo_bidirectional: { en: 'bidirectional', zh: '双向广度优先' },
  algo_dfs: { en: 'dfs', zh: '深度优先（DFS）' },
  algoAbout_auto: { en: 'depth-first when every solution has the same length, else IDA* where the puzzle suits it (a pattern database, or a 4x4 board or bigger), else A* with a heuristic, else breadth-first for unit costs, else uniform-cost', zh: '所有解一样长时用深度优先；否则在适合的谜题上用 IDA*（有模式数据库，或 4x4 及更大的盘面），有启发函数时用 A*，单位代价用广度优先，其余用一致代价' },
  algoAbout_bfs: { en: 'breadth-first: fewest moves', zh: '广度优先：步数最少' },
  algoAbout_ucs: { en: 'uniform-cost (Dijkstra): least total cost', zh: '一致代价（Dijkstra）：总代价最小' },
  algoAbout_astar: { en: 'A*: least total cost, guided by a heuristic', zh: 'A*：由启发函数引导，总代价最小' },
  algoAbout_idastar: { en: 'IDA*: least total cost in little memory, guided by a heuristic', zh: 'IDA*：由启发函数引导，用很少内存求总代价最小' },
  algoAbout_bidirectional: { en: 'bidirectional breadth-first: fewest moves, from both ends', zh: '双向广度优先：从两头同时搜索，步数最少' },
  algoAbout_dfs: { en: 'depth-first with a depth bound: some solution, not the shortest', zh: '有深度上限的深度优先：找到一个解，不一定最短' },
  illegalSolutionMove: { en: 'move {n} of the solution ({code}) is not a legal move there', zh: '解的第 {n} 步（{code}）在那里不合规则' },
  graphStart: { en: 'Start position', zh: '起始局面' },
  graphGoals: { en: 'Solved positions', zh: '完成局面' },
  graphSolution: { en: 'A shortest solution', zh: '一个最短解' },
  graphDistance: { en: 'distance to solved (colour of the dot)', zh: '离完成的距离（点的颜色）' },
  graphNoGoal: { en: 'No way to solved from there', zh: '从这里无法完成' },
  graphMoves: { en: 'moves between them', zh: '条连线（走法）' },
  graphZoomIn: { en: 'Zoom in', zh: '放大' },
  graphZoomOut: { en: 'Zoom out', zh: '缩小' },
  graphFit: { en: 'Fit', zh: '全图' },
  graphLayout: { en: 'Layout', zh: '布局' },
  graphLayoutForce: { en: 'force (ForceAtlas2)', zh: '力导向（ForceAtlas2）' },
  graphLayoutLayers: { en: 'layers by moves from the start', zh: '按离起点的步数分层' },
  graphSave: { en: 'Save', zh: '保存' },
  graphHowTo: {
    en: 'Rest the pointer on a dot (or tap it) to see its position; click it (or tap again) to play from there. Drag to move, wheel or pinch to zoom.',
    zh: '指针停在点上（或轻点）可看该局面，点击（或再点一次）从该局面开始玩。拖动平移，滚轮或双指缩放。',
  },
  graphNoWebgl: { en: 'This browser cannot draw the graph (WebGL is off)', zh: '此浏览器无法绘制状态图（WebGL 未开启）' },
  graphFromStart: { en: 'moves from the start', zh: '离起点步数' },
  graphToSolved: { en: 'to solved', zh: '离完成' },
  graphTapAgain: { en: 'Tap again to play from here', zh: '再点一次从这里开始玩' },
} as const;

export type LabelKey = keyof typeof LABELS;

let lang: Lang = 'en';
const listeners: (() => void)[] = [];
/** Where the person's own choice is kept between visits. */
const STORAGE_KEY = 'puzzlekit.lang';

export function currentLang(): Lang {
  return lang;
}

/** What the browser says of the person's languages, and the remembered choice (null where storage is off). */
export function browserLangs(): { stored: string | null; browser: readonly string[] } {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked (a private window's settings): then nothing is remembered.
  }
  return { stored, browser: navigator.languages?.length ? navigator.languages : [navigator.language] };
}

/** Switches the page's language; `remember` keeps it for the next visit (a choice made with the switch). */
export function setLang(next: Lang, options: { remember?: boolean } = {}): void {
  lang = next;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
  if (options.remember) {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // See browserLangs.
    }
  }
  for (const listener of listeners) listener();
}

export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

/** The label in the current language; `{name}` placeholders filled from `values`. */
export function t(key: LabelKey, values: Record<string, string | number> = {}): string {
  return LABELS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
