/** The sentences of level collections on the command line (catalog "cli.levels"): --level, the batch table and its summary. */
import { defineCatalog, text } from '../../i18n/index.js';

export const LEVELS = defineCatalog('cli.levels', {
  optionLevel: text({
    en: 'with --file holding many levels (a Sokoban set): the level, a number from 1 or a title; solve takes all for every level',
    zh: '配合装有多关的 --file（如推箱子合集）：选一关，给从 1 起的编号或标题；solve 可给 all 解全部关卡',
  }),
  optionLevelSeconds: text({ en: 'with --level all: seconds each level may take (--max-seconds bounds the whole run)', zh: '配合 --level all：每关最多用的秒数（--max-seconds 限制整次运行）' }),
  optionThreads: text({ en: 'with --level all: levels solved at once, on worker threads (default: the cores)', zh: '配合 --level all：同时求解的关卡数，用工作线程（默认：CPU 核数）' }),
  optionGenerateParam: text({ en: "the level designer's own parameter (sokoban: width, height, boxes), repeatable", zh: '关卡设计器自己的参数（推箱子：width、height、boxes），可重复' }),
  optionGenerateMetric: text({ en: 'the metric --min-moves counts in (default: the first of the puzzle)', zh: '--min-moves 所用的计步方式（默认：谜题的第一种）' }),
  levelNeedsFile: text({
    en: '--level picks a level of a file: give --file too (a preset of several levels takes --param level=N)',
    zh: '--level 用于从文件中选关：请同时给出 --file（多关的预设用 --param level=N）',
  }),
  levelAllHere: text({ en: '--level all runs every level: only solve takes it', zh: '--level all 会运行每一关：只有 solve 接受它' }),
  onlyWithAll: text<{ option: string }>({ en: '{option} goes with --level all', zh: '{option} 要配合 --level all 使用' }),
  notWithAll: text<{ option: string }>({ en: '{option} does not go with --level all', zh: '{option} 不能配合 --level all 使用' }),

  headLevel: text({ en: 'level', zh: '关卡' }),
  headTitle: text({ en: 'title', zh: '标题' }),
  headStatus: text({ en: 'status', zh: '状态' }),
  headPushes: text({ en: 'pushes', zh: '推箱' }),
  headPlayerMoves: text({ en: 'player moves', zh: '玩家步数' }),
  headMoves: text({ en: 'moves', zh: '步数' }),
  headTime: text({ en: 'time', zh: '用时' }),
  headOptimal: text({ en: 'optimal', zh: '最优' }),
  statusSolved: text({ en: 'solved', zh: '已解' }),
  statusUnsolvable: text({ en: 'unsolvable', zh: '无解' }),
  statusInvalid: text({ en: 'invalid', zh: '无效' }),
  statusLimit: text<{ why: string }>({ en: 'stopped: {why}', zh: '停止：{why}' }),
  optimalYes: text({ en: 'proven', zh: '已证明' }),
  optimalNo: text({ en: 'not proven shortest', zh: '未证明最短' }),
  optimalFirst: text<{ first: string; second: string }>({ en: '{first} proven, {second} not', zh: '{first}已证明，{second}未证明' }),
  invalidLine: text<{ level: number; message: string }>({ en: 'level {level}: {message}', zh: '第 {level} 关：{message}' }),
  summary: text<{ levels: number; solved: number; optimal: number; stopped: number; unsolvable: number; invalid: number; took: string }>({
    en:
      '{levels, plural, one {# level} other {# levels}}: {solved} solved ({optimal} proven optimal), {stopped} stopped at a limit, ' +
      '{unsolvable} unsolvable, {invalid} invalid; {took}.',
    zh: '共 {levels} 关：已解 {solved} 关（{optimal} 关已证明最优），{stopped} 关因限制停止，{unsolvable} 关无解，{invalid} 关无效；用时 {took}。',
  }),
  notation: text<{ text: string }>({ en: 'LURD: {text}', zh: 'LURD：{text}' }),
  secondNotProven: text<{ first: string; second: string }>({ en: 'Fewest {first}; {second} not proven fewest.', zh: '{first}最少；{second}未证明最少。' }),
  notProven: text({ en: 'Not proven shortest: the exact search outgrew its limits and a quicker one answered.', zh: '未证明最短：精确搜索超出了限制，由较快的搜索给出答案。' }),
});
