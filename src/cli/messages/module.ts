/**
 * A user's puzzle module going wrong (catalog "cli.module"): its code
 * failing, returning what the engine cannot use, or holding the thread it
 * runs on. `where` is "--puzzle-module FILE"; `name` a function of the
 * module ("successors", "codec.encode"); `text` the module's own message.
 */
import { defineCatalog, text, type Message } from '../../i18n/index.js';

export const MODULE = defineCatalog('cli.module', {
  // Loading the module (puzzle-module.ts).
  noSuchFile: text<{ where: string }>({ en: '{where}: no such file', zh: '{where}：没有这个文件' }),
  notAFile: text<{ where: string }>({ en: '{where}: not a file', zh: '{where}：不是文件' }),
  /** `why`: the loader's own words, kept as they are. */
  didNotLoad: text<{ where: string; why: string }>({ en: '{where}: the module did not load: {why}', zh: '{where}：模块没能载入：{why}' }),
  noDefaultExport: text<{ where: string }>({
    en: "{where}: the module has no default export (end it with export default definePuzzle('{...}'))",
    zh: "{where}：模块没有默认导出（在末尾写 export default definePuzzle('{...}')）",
  }),
  functionFailed: text<{ where: string; name: string; text: string }>({ en: '{where}: {name}() failed: {text}', zh: '{where}：{name}() 出错：{text}' }),
  /** `what` is what came back (a message below), `expected` what should have (a message below). */
  unexpected: text<{ where: string; what: Message; expected: Message }>({ en: '{where}: {what}, expected {expected}', zh: '{where}：{what}，应为{expected}' }),
  returned: text<{ name: string; value: string }>({ en: '{name}() returned {value}', zh: '{name}() 返回了 {value}' }),
  returnedCodecOf: text<{ kind: string }>({ en: 'problem() returned a codec of {kind}', zh: 'problem() 返回的编码器的类型是 {kind}' }),
  gaveKey: text<{ key: string }>({ en: 'codec.encode() gave the key {key}', zh: 'codec.encode() 给出的键是 {key}' }),
  expectedUint32: text({ en: 'a whole number from 0 to 4294967295 (uint32)', zh: '0 到 4294967295 的整数（uint32）' }),
  expectedFloat53: text({ en: 'a whole number from 0 to 2^53 - 1 (float53)', zh: '0 到 2^53 - 1 的整数（float53）' }),
  expectedString: text({ en: 'a string', zh: '字符串' }),
  expectedProblem: text({ en: "a search problem '{' start, isGoal, successors, codec '}'", zh: "搜索问题 '{' start, isGoal, successors, codec '}'" }),
  expectedCodec: text({ en: "'{' kind: 'uint32' | 'float53' | 'words' | 'string', encode, decode '}'", zh: " '{' kind: 'uint32' | 'float53' | 'words' | 'string', encode, decode '}'" }),
  expectedGenerator: text({ en: 'a generator', zh: '生成器' }),
  /** `cap` is grouped ("65,636"). */
  emittedTooMany: text<{ limit: number; where: string; name: string; cap: string }>({
    en: 'the state limit was reached (--max-states {limit}): {where}: {name}() emitted more than {cap} states from one state',
    zh: '达到了状态上限（--max-states {limit}）：{where}：{name}() 从一个状态发出了超过 {cap} 个状态',
  }),

  // module-run.ts: the thread the module runs on, held or ended by its code.
  timeHeld: text<{ seconds: number }>({
    en: "stopped: the time limit was reached (--max-seconds {seconds}): the puzzle module's code did not return",
    zh: '已停止：达到了时间上限（--max-seconds {seconds}）：谜题模块的代码没有返回',
  }),
  /** `size` in words ("512 MiB"). */
  memoryHeld: text<{ size: string }>({
    en: "stopped: the memory limit was reached ({size}): the puzzle module's code kept taking memory",
    zh: '已停止：达到了内存上限（{size}）：谜题模块的代码不断占用内存',
  }),
  cancelHeld: text({ en: "stopped: cancelled (Ctrl-C): the puzzle module's code did not return", zh: '已停止：已取消（Ctrl-C）：谜题模块的代码没有返回' }),
  codeFailed: text<{ where: string; text: string }>({ en: "{where}: the module's code failed: {text}", zh: '{where}：模块的代码出错：{text}' }),
  codeEndedRun: text<{ where: string; code: number }>({ en: "{where}: the module's code ended the run (exit code {code})", zh: '{where}：模块的代码结束了运行（退出码 {code}）' }),
});
