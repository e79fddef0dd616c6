/** The Library view's words (catalog "web.library"): a position server's puzzles by difficulty, and how to connect one. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const LIBRARY_WORDS = defineCatalog('web.library', {
  tab: text({ en: 'Library', zh: '题库' }),
  heading: text<{ puzzle: string }>({ en: 'Puzzles of {puzzle} by difficulty', zh: '{puzzle} 的题目（按难度）' }),
  noServer: text({
    en: 'The library comes from a position server, and none is connected. Start one on a machine that keeps a library, then give its address here:',
    zh: '题库来自局面服务器，现在没有连接。请在存有题库的机器上启动一个，再在这里填写它的地址：',
  }),
  serveCommand: text({ en: 'How to start one: puzzlekit serve', zh: '如何启动：puzzlekit serve' }),
  serverAddress: text({ en: 'Server address', zh: '服务器地址' }),
  connect: text({ en: 'Connect', zh: '连接' }),
  disconnect: text({ en: 'Disconnect', zh: '断开' }),
  badAddress: text<{ address: string }>({ en: '{address} is not an http or https address', zh: '{address} 不是 http 或 https 地址' }),
  connected: text<{ url: string }>({ en: 'Server: {url}', zh: '服务器：{url}' }),
  unreachable: text<{ url: string; why: string }>({ en: 'The server at {url} could not be asked: {why}', zh: '无法访问 {url} 的服务器：{why}' }),
  noLibrary: text<{ puzzle: string }>({ en: 'The server keeps no library of {puzzle}; choose another puzzle.', zh: '服务器没有 {puzzle} 的题库；请换一个谜题。' }),
  moves: text({ en: 'Moves (40, 40..60, 40.. or ..60)', zh: '步数（40、40..60、40.. 或 ..60）' }),
  hardestFirst: text({ en: 'Hardest first', zh: '最难的在前' }),
  show: text({ en: 'Show', zh: '显示' }),
  loading: text({ en: 'Asking the server…', zh: '正在询问服务器…' }),
  none: text({ en: 'No puzzle in the library matches.', zh: '题库里没有符合的题目。' }),
  /** `moves`: the fewest moves the puzzle needs; `size`: grouped, the layouts of its group. */
  card: text<{ moves: number; size: string }>({ en: '{moves} moves · a group of {size} layouts', zh: '{moves} 步 · 所在组有 {size} 个布局' }),
  play: text({ en: 'Play', zh: '开始玩' }),
  more: text({ en: 'More', zh: '更多' }),
  /** Said under Play's hint when the distances come from the server. */
  fromServer: text({ en: 'Distances from the position server', zh: '距离来自局面服务器' }),
});
