/**
 * The sentences of `puzzlekit explore --compact` (catalog "cli.compact"): the
 * compact search's options, how it ran and what it saved. The figures of
 * the space it shares with the hash-table search (cli.explore).
 */
import { defineCatalog, text } from '../../i18n/index.js';

export const COMPACT = defineCatalog('cli.compact', {
  threadsOfModule: text<{ raw: string; puzzle: string }>({
    en: '--threads {raw}: {puzzle} comes from --puzzle-module, and worker threads open only the built-in puzzles; leave out --threads',
    zh: '--threads {raw}：{puzzle} 来自 --puzzle-module，而工作线程只能打开内置的谜题；请去掉 --threads',
  }),
  notRanked: text({
    en: '--compact, --out, --checkpoints, --resume, --segments and --cluster need a ranked puzzle (sliding-tiles of 2 to 14 cells, at least 2x2, or hanoi)',
    zh: '--compact、--out、--checkpoints、--resume、--segments 和 --cluster 只用于可排序的谜题（2 到 14 格、至少 2x2 的 sliding-tiles，或 hanoi）',
  }),
  mergeNotCompact: text({
    en: '--merge-symmetric applies to the hash-table search, not to --compact',
    zh: '--merge-symmetric 用于哈希表搜索，不能和 --compact 一起用',
  }),
  clusterNoSegments: text({
    en: '--cluster keeps its layers in the --shared folder: leave out --segments',
    zh: '--cluster 把各层存在 --shared 文件夹里：请去掉 --segments',
  }),
  progressTabling: text({ en: 'tabling', zh: '建表中' }),
  cancelled: text({
    en: 'explore cancelled; the finished layers are kept in the shared folder: give the same command again to go on',
    zh: 'explore 已取消；已完成的层保存在共享文件夹里：再给一次同样的命令就能接着做',
  }),
  clusterStopped: text<{ why: string }>({ en: 'the cluster run stopped: {why}', zh: '集群运行已停止：{why}' }),
  outOfCoreAutomatic: text<{ marks: string; dir: string }>({
    en: 'The marks ({marks}) do not fit in --max-memory: searching out of core, in {dir}.',
    zh: '标记（{marks}）超出了 --max-memory：改在磁盘上（{dir}）做外存搜索。',
  }),
  /** `from`: "goals" for a distance table, "start" for the space from the start; `bits`: 8 for a byte a state. */
  outOfCore: text<{ from: 'goals' | 'start'; bits: number; segments: number; ranks: string; dir: string; onDisk: string; inMemory: string; buckets: string }>({
    en: 'Out-of-core compact search {from, select, goals {from the goals} other {from the start}}: {bits, plural, =8 {1 byte} other {{bits} bits}} a state in {segments, plural, one {# segment file} other {# segment files}} of {ranks} ranks in {dir} ({onDisk}), {inMemory} in memory; {buckets} of successors written to buckets by this run.',
    zh: '外存紧凑搜索（{from, select, goals {从完成状态出发} other {从起点出发}}）：每个状态 {bits, plural, =8 {1 字节} other {{bits} 比特}}，存在 {dir} 中的 {segments, plural, other {# 个分段文件}}里，每段 {ranks} 个序号（{onDisk}），内存中 {inMemory}；这次运行向桶里写了 {buckets} 的后继。',
  }),
  inMemory: text<{ from: 'goals' | 'start'; cluster: 'yes' | 'no'; threads: number; bits: number; mb: string }>({
    en: 'Compact search {from, select, goals {from the goals} other {from the start}} on {cluster, select, yes {the cluster} other {{threads, plural, one {# thread} other {# threads}}}}: {bits, plural, =8 {1 byte} other {{bits} bits}} a state of the ranked space, {mb} MB in all.',
    zh: '紧凑搜索（{from, select, goals {从完成状态出发} other {从起点出发}}，{cluster, select, yes {在集群上} other {{threads} 个线程}}）：每个状态 {bits, plural, =8 {1 字节} other {{bits} 比特}}，共 {mb} MB。',
  }),
  marksTooBig: text<{ marks: string }>({
    en: 'The marks need {marks}, more than --max-memory: give --segments DIR to keep them in files on disk (out of core).',
    zh: '标记需要 {marks}，超过了 --max-memory：给出 --segments 文件夹就能把它们存在磁盘文件里（外存搜索）。',
  }),
  goOnInPlace: text<{ dir: string; started: string }>({
    en: 'Every finished layer is saved in {dir}: go on with the same command and --resume {dir} in place of {started}.',
    zh: '每个完成的层都保存在 {dir}：用同样的命令、把 {started} 换成 --resume {dir} 就能接着做。',
  }),
  goOn: text<{ dir: string }>({
    en: 'Every finished layer is saved in {dir}: go on with the same command.',
    zh: '每个完成的层都保存在 {dir}：用同样的命令就能接着做。',
  }),
  tableWritten: text<{ path: string; bytes: string; puzzle: string }>({
    en: 'Distance table written to {path} ({bytes} bytes); use it with: solve {puzzle} --db {path}',
    zh: '距离表已写入 {path}（{bytes} 字节）；用法：solve {puzzle} --db {path}',
  }),
  segmentsAreCheckpoints: text({
    en: "--segments DIR is already the run's checkpoint: give --segments DIR for a new run or --resume DIR to go on with one, not --checkpoints or both",
    zh: '--segments 文件夹本身就是这次运行的检查点：新的运行给 --segments 文件夹，接着做给 --resume 文件夹，不要再给 --checkpoints，也不要两个都给',
  }),
  clusterNeedsShared: text({
    en: '--cluster needs --shared DIR: a folder every worker machine sees at the same path',
    zh: '--cluster 需要 --shared 文件夹：每台工作机都能在同一路径看到的文件夹',
  }),
  clusterKeepsCheckpoints: text({
    en: '--cluster keeps its checkpoints in the --shared folder and resumes from them when given the same command again: leave out --checkpoints and --resume',
    zh: '--cluster 把检查点存在 --shared 文件夹里，再给同样的命令就从那里接着做：请去掉 --checkpoints 和 --resume',
  }),
  clusterNoLimits: text({
    en: '--max-states and --max-seconds do not apply to --cluster runs (Ctrl-C stops one; the same command goes on with it)',
    zh: '--max-states 和 --max-seconds 不适用于 --cluster 运行（按 Ctrl-C 停止；同样的命令会接着做）',
  }),
});
