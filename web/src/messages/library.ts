/** The Library view's words (catalog "web.library"): a position server's puzzles by difficulty, and how to connect one. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const LIBRARY_WORDS = defineCatalog('web.library', {
  tab: text({ en: 'Library', zh: '题库' }),
  heading: text<{ puzzle: string }>({ en: 'Puzzles of {puzzle} by difficulty', zh: '{puzzle} 的题目（按难度）' }),
  noServer: text({
    en: 'The library comes from a position server, and none is connected. Start one on a machine that keeps a library, then give its address here:',
    zh: '题库来自局面服务器，现在没有连接。请在存有题库的机器上启动一个，再在这里填写它的地址：',
  }),
  serveHow: text({
    en: 'Run this in a terminal on that machine (Node.js 20 or later), DIR being the library folder that puzzlekit classify … --library DIR made:',
    zh: '在那台机器的终端里运行下面的命令（需要 Node.js 20 或更新版本），DIR 是用 puzzlekit classify … --library DIR 生成的题库文件夹：',
  }),
  copy: text({ en: 'Copy the command', zh: '复制命令' }),
  copied: text({ en: 'Copied.', zh: '已复制。' }),
  copyYourself: text({ en: 'The browser gives no clipboard here: the command is selected, copy it yourself.', zh: '这里浏览器不提供剪贴板：命令已选中，请自行复制。' }),
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
