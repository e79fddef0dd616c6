/**
 * Mistakes in the command line itself (catalog "cli.usage"): options that
 * need a partner, values that are not numbers, files and folders named
 * wrongly, moves that cannot be read, limits that cannot hold the work.
 * Option names, values and paths are placeholders, as the user typed them.
 */
import { defineCatalog, text } from '../../i18n/index.js';

export const USAGE = defineCatalog('cli.usage', {
  // errors.ts
  needsPartner: text<{ option: string; partner: string }>({ en: '{option} goes with {partner}, which is not given', zh: '{option} 要和 {partner} 一起用，但没有给出 {partner}' }),
  wholeNumber: text<{ option: string; raw: string; min: number; max: number }>({ en: '{option} {raw}: expected a whole number from {min} to {max}', zh: '{option} {raw}：应为 {min} 到 {max} 的整数' }),

  // limits.ts: `shown` is the value as typed (cut at 30 characters), `max` grouped ("1,000,000,000").
  notPositive: text<{ option: string; shown: string; kind: 'whole' | 'number' }>({
    en: '{option} {shown}: expected a positive {kind, select, whole {whole number} other {number}}',
    zh: '{option} {shown}：应为正{kind, select, whole {整数} other {数}}',
  }),
  notPositiveDecimal: text<{ option: string; shown: string; kind: 'whole' | 'number' }>({
    en: '{option} {shown}: expected a positive {kind, select, whole {whole number in decimal digits, such as 1000} other {number in decimal digits, such as 2.5}}',
    zh: '{option} {shown}：应为正{kind, select, whole {整数，用十进制数字写，如 1000} other {数，用十进制数字写，如 2.5}}',
  }),
  atMost: text<{ option: string; shown: string; max: string }>({ en: '{option} {shown}: at most {max}', zh: '{option} {shown}：最多 {max}' }),
  /** `needs`, `each`, `tables` and `cap` are sizes in words ("1.5 GB"); `tables` is empty where there are none; `fit` is the most threads that fit. */
  threadsPastMemory: text<{ threads: number; needs: string; workers: number; each: string; tables: string; cap: string; fit: number; give: number }>({
    en: '--threads {threads} needs about {needs} ({workers} worker threads of about {each} each{tables, select, none {} other { and {tables} of tables}}), more than the memory limit of {cap}: give {fit, select, 1 {--threads 1} other {--threads {fit} or fewer}}, or --max-memory {give} or more',
    zh: '--threads {threads} 约需 {needs}（{workers} 个工作线程，每个约 {each}{tables, select, none {} other {，另有 {tables} 的表}}），超过了内存上限 {cap}：请给 {fit, select, 1 {--threads 1} other {--threads {fit} 或更少}}，或 --max-memory {give} 或更多',
  }),

  // instance-options.ts
  paramNotPair: text<{ pair: string }>({ en: '--param {pair}: expected KEY=VALUE', zh: '--param {pair}：应为 参数=值' }),
  paramTwice: text<{ key: string }>({ en: '--param {key} is given twice', zh: '--param {key} 给了两次' }),
  twoSources: text<{ first: string; second: string }>({ en: 'give one of --preset, --file and --code, not {first} and {second}', zh: '--preset、--file 和 --code 只能给一个，不能同时给 {first} 和 {second}' }),
  threeSources: text<{ first: string; second: string; third: string }>({
    en: 'give one of --preset, --file and --code, not {first} and {second} and {third}',
    zh: '--preset、--file 和 --code 只能给一个，不能同时给 {first} 和 {second} 和 {third}',
  }),

  // option-values.ts
  optionAsValue: text<{ flag: string; name: string }>({ en: '{flag} needs a value, but the word after it is the option {name}', zh: '{flag} 需要一个值，但它后面是选项 {name}' }),

  // output-options.ts
  expectedFileName: text<{ option: string }>({ en: '{option}: expected a file name', zh: '{option}：应为文件名' }),
  expectedFolder: text<{ option: string }>({ en: '{option}: expected a folder', zh: '{option}：应为文件夹' }),

  // graph-file.ts: `names` lists the formats ("graphml or dot").
  graphFormatAlone: text({ en: '--graph-format needs --graph FILE', zh: '--graph-format 需要 --graph 文件' }),
  graphNoName: text({ en: '--graph: expected a file name', zh: '--graph：应为文件名' }),
  graphFormatUnknown: text<{ format: string; names: string }>({ en: '--graph-format {format}: expected {names}', zh: '--graph-format {format}：应为 {names}' }),
  graphNameWithoutFormat: text<{ path: string; names: string }>({
    en: '--graph {path}: name the file .graphml or .dot (or .gv), or give --graph-format {names}',
    zh: '--graph {path}：文件名请以 .graphml 或 .dot（或 .gv）结尾，或者给出 --graph-format {names}',
  }),
  graphNoFolder: text<{ path: string; folder: string }>({ en: '--graph {path}: there is no folder {folder}', zh: '--graph {path}：没有文件夹 {folder}' }),
  graphIsFolder: text<{ path: string }>({ en: '--graph {path}: that is a folder, not a file', zh: '--graph {path}：这是文件夹，不是文件' }),

  // space-diagram.ts
  noDiagram: text<{ id: string }>({ en: '--diagram: {id} has no diagram of its state space', zh: '--diagram：{id} 没有状态空间图' }),
  noDiagramForInstance: text<{ id: string }>({ en: '--diagram: this {id} instance has no diagram of its state space', zh: '--diagram：这个 {id} 实例没有状态空间图' }),

  // move-list.ts: `where` is the file the moves came from.
  noMoves: text<{ where: string }>({ en: '{where} holds no moves', zh: '{where} 里没有步' }),
  // `why`: the parser's own words, kept after ours in Chinese as they are.
  movesNotJson: text<{ where: string; why: string }>({ en: '{where} is not valid JSON: {why}', zh: '{where} 不是有效的 JSON（JSON.parse：{why}）' }),
  movesNotList: text<{ where: string }>({
    en: '{where}: expected a list of move codes, or the JSON of solve --json (which has "moves")',
    zh: '{where}：应为一串步的代码，或 solve --json 输出的 JSON（其中有 "moves"）',
  }),
  moveNotCode: text<{ where: string; n: number }>({ en: '{where}: move {n} is neither a code nor an object with a "code"', zh: '{where}：第 {n} 步既不是代码，也不是带 "code" 的对象' }),

  // compact-trouble.ts: `dir` is the folder given.
  segmentsOneThread: text({ en: 'the out-of-core search (--segments) runs on one thread: leave out --threads', zh: '外存搜索（--segments）只用一个线程：请去掉 --threads' }),
  checkpointsOneThread: text({
    en: '--checkpoints and --resume run the compact search on one thread for now: leave out --threads',
    zh: '--checkpoints 和 --resume 目前只用一个线程做紧凑搜索：请去掉 --threads',
  }),
  checkpointsOrResume: text({ en: 'give --checkpoints DIR for a new run or --resume DIR to go on with one, not both', zh: '新的运行给 --checkpoints 文件夹，接着做给 --resume 文件夹，不要两个都给' }),
  holdsInMemoryCheckpoint: text<{ dir: string }>({
    en: '{dir} holds the checkpoint of an in-memory run: go on with it by --resume {dir}, or give another folder',
    zh: '{dir} 里有一次内存中运行的检查点：用 --resume {dir} 接着做，或者换一个文件夹',
  }),
  holdsOutOfCoreRun: text<{ dir: string }>({
    en: '{dir} holds an out-of-core run: go on with it by --resume {dir}, or give another folder',
    zh: '{dir} 里有一次外存运行：用 --resume {dir} 接着做，或者换一个文件夹',
  }),
  holdsCheckpoint: text<{ dir: string }>({
    en: '{dir} already holds a checkpoint: go on with it by --resume {dir}, or give another folder',
    zh: '{dir} 里已经有检查点：用 --resume {dir} 接着做，或者换一个文件夹',
  }),
});
