/** The app's own words (catalog "web"): the page's frame, its tabs and progress, and the words several views share. */
import { defineCatalog, text, type Message } from '../../../src/i18n/index.js';

export const APP_WORDS = defineCatalog('web', {
  appTitle: text({ en: 'puzzlekit', zh: 'puzzlekit 解谜工具' }),
  puzzle: text({ en: 'Puzzle', zh: '谜题' }),
  preset: text({ en: 'Preset', zh: '预设' }),
  code: text({ en: 'Code', zh: '代码' }),
  load: text({ en: 'Load', zh: '载入' }),
  metric: text({ en: 'Metric', zh: '计步方式' }),
  solveTab: text({ en: 'Solve', zh: '求解' }),
  playTab: text({ en: 'Play', zh: '自己玩' }),
  exploreTab: text({ en: 'Explore', zh: '状态空间' }),
  editTab: text({ en: 'Edit', zh: '编辑' }),
  cancel: text({ en: 'Cancel', zh: '取消' }),
  /** A search under way: `states` and `rate` grouped. */
  progress: text<{ states: string; depth: number; rate: string }>({ en: '{states} states · depth {depth} · {rate} states/s', zh: '{states} 个状态 · 深度 {depth} · {rate} 状态/秒' }),
  /** A search that reached a limit; `why`: the engine's words for it. */
  stopped: text<{ why: Message | string }>({ en: 'Stopped: {why}', zh: '已停止：{why}' }),
  language: text({ en: '中文', zh: 'English' }),
  /** A puzzle a link names that no backend has; `known`: the ids there are. */
  unknownPuzzle: text<{ id: string; known: string }>({ en: 'unknown puzzle "{id}" (puzzles: {known})', zh: '没有谜题 "{id}"（谜题：{known}）' }),
  /** The app failed as it started (in the language chosen by then, else English); `detail`: the failure's own message. */
  cannotStart: text<{ detail: string }>({ en: 'puzzlekit could not start: {detail}', zh: 'puzzlekit 无法启动：{detail}' }),
  /** The search worker failed to load, or threw outside a job, and the browser gave no reason. */
  workerFailed: text({ en: 'the search worker failed', zh: '搜索出错了' }),
  /** A failure that is a bug, not bad input: `detail` as it came (an exception's message), or a message of ours. */
  internalError: text<{ detail: string | Message }>({ en: 'internal error: {detail}', zh: '内部错误：{detail}' }),
});
