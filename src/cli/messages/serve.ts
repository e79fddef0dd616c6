/** The sentences of `puzzlekit serve` (catalog "cli.serve"): the position server's options and its start and stop. */
import { defineCatalog, text } from '../../i18n/index.js';

export const SERVE = defineCatalog('cli.serve', {
  description: text({
    en: 'the position server: distances and best moves over HTTP (JSON), from libraries or by bounded search',
    zh: '局面服务器：通过 HTTP（JSON）给出距离和最佳走法，来自题库或有限的搜索',
  }),
  optionLibrary: text({ en: 'a library folder to answer from (repeat for several puzzles; default: ./puzzlekit-library where it exists)', zh: '用来回答的题库文件夹（多个谜题可重复给出；默认：存在时用 ./puzzlekit-library）' }),
  optionHost: text({ en: 'the address to listen on (default 127.0.0.1)', zh: '监听的地址（默认 127.0.0.1）' }),
  optionPort: text({ en: 'the port (default 8080; 0 for any free one)', zh: '端口（默认 8080；0 表示任一空闲端口）' }),
  optionNoSearch: text({ en: 'answer only from the libraries: a position outside them is 404', zh: '只用题库回答：题库外的局面返回 404' }),
  optionMaxStates: text({ en: 'most states one position search may hold (default 2,000,000)', zh: '一次局面搜索最多保存的状态数（默认 2,000,000）' }),
  optionMaxSeconds: text({ en: 'most seconds one position search may run (default 10)', zh: '一次局面搜索最多运行的秒数（默认 10）' }),
  optionMaxMemory: text({ en: 'most megabytes a search thread may take (default 512)', zh: '一个搜索线程最多占用的兆字节数（默认 512）' }),
  optionSearchThreads: text({ en: 'search threads (default: the cores less one, at least one)', zh: '搜索线程数（默认：核数减一，至少一个）' }),
  optionCache: text({ en: 'library answers kept for repeated questions (default 10,000; 0 for none)', zh: '为重复的查询保留的题库答案数（默认 10,000；0 表示不保留）' }),
  optionRateLimit: text({ en: 'requests a client may make a minute (default 600; 0 for no limit)', zh: '每个客户端每分钟可发的请求数（默认 600；0 表示不限）' }),
  optionCors: text({ en: 'origins allowed to call from a browser, separated by commas (* for any; default: none)', zh: '允许从浏览器调用的来源，用逗号分隔（* 表示任意；默认：无）' }),
  optionLog: text({ en: 'log level of the JSON-line logs: info, warn, error or silent (default info)', zh: 'JSON 行日志的级别：info、warn、error 或 silent（默认 info）' }),
  badLog: text<{ raw: string }>({ en: '--log {raw}: give info, warn, error or silent', zh: '--log {raw}：请给 info、warn、error 或 silent' }),
  badHost: text<{ raw: string }>({ en: '--host {raw}: give an address such as 127.0.0.1 or ::1', zh: '--host {raw}：请给一个地址，如 127.0.0.1 或 ::1' }),
  listening: text<{ url: string; libraries: string; search: 'yes' | 'no' }>({
    en: 'Serving on {url} (libraries: {libraries}; {search, select, yes {other positions by search} other {no search}}); the API is described at {url}/api/openapi.json',
    zh: '服务地址 {url}（题库：{libraries}；{search, select, yes {其他局面用搜索回答} other {不搜索}}）；接口说明见 {url}/api/openapi.json',
  }),
  noLibraries: text({ en: 'none', zh: '无' }),
  cannotListen: text<{ why: string }>({ en: 'serve: cannot listen: {why}', zh: 'serve：无法监听：{why}' }),
  stopped: text({ en: 'Stopped.', zh: '已停止。' }),
});
