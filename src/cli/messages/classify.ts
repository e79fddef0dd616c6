/** The sentences of `puzzlekit classify` (catalog "cli.classify"): a puzzle's family in groups, and its database. */
import { defineCatalog, text } from '../../i18n/index.js';

export const CLASSIFY = defineCatalog('cli.classify', {
  noFamily: text<{ puzzle: string; families: string }>({
    en: 'classify: {puzzle} has no family to classify (only {families})',
    zh: 'classify：{puzzle} 没有可分类的布局族（只有 {families}）',
  }),
  /** One of the families `noFamily` lists: its id and what it is. */
  family: text<{ id: string; what: string }>({ en: '{id}, {what}', zh: '{id}，即 {what}' }),
  familySeparator: text({ en: '; ', zh: '；' }),
  outIsFile: text<{ path: string }>({
    en: '--out {path}: it is a file; give a folder for the database',
    zh: '--out {path}：这是一个文件；请给数据库一个文件夹',
  }),
  tooBig: text<{ type: string; needs: string; cap: string; give: number }>({
    en: 'classify stopped before it began: the type {type} can take up to {needs}, more than the memory limit of {cap} (give --max-memory {give} or more)',
    zh: 'classify 还没开始就停止了：类型 {type} 最多可能要 {needs}，超过了内存上限 {cap}（请给 --max-memory {give} 或更多）',
  }),
  /** The progress bar's format: its own placeholders (cli-progress) are quoted. */
  progressBar: text({
    en: "classifying ['{bar}'] '{value}'/'{total}' types | '{layouts}' layouts | '{seconds}' s",
    zh: "分类中 ['{bar}'] '{value}'/'{total}' 种类型 | '{layouts}' 个布局 | '{seconds}' 秒",
  }),
  /** A progress line on stderr with --json into a file (progress-lines.ts): types done of all, layouts so far. */
  progressLine: text<{ done: string; total: string; layouts: string; percent: number; seconds: string }>({
    en: 'classifying: {done} of {total} types done, {layouts} layouts, {percent} %, {seconds} s',
    zh: '分类中：{total} 种类型完成了 {done} 种，{layouts} 个布局，{percent}%，{seconds} 秒',
  }),
  /** A run stopped before its end: why, then how far it got (`out`: the database folder, "-" without one). */
  stopped: text<{ timedOut: 'yes' | 'no'; seconds: number; done: number; types: number; hasOut: 'yes' | 'no'; out: string }>({
    en: 'classify {timedOut, select, yes {stopped: the time limit ({seconds} s) was reached} other {cancelled}} ({done} of {types} {types, plural, one {type} other {types}} done{hasOut, select, yes {, their files in {out}} other {}})',
    zh: 'classify {timedOut, select, yes {已停止：达到了时间上限（{seconds} 秒）} other {已取消}}（{types} 种类型完成了 {done} 种{hasOut, select, yes {，文件在 {out}} other {}}）',
  }),
  threadMemory: text<{ done: number; types: number }>({
    en: 'classify stopped: a worker thread passed its share of the memory limit ({done} of {types} types done)',
    zh: 'classify 已停止：一个工作线程超出了它那份内存上限（{types} 种类型完成了 {done} 种）',
  }),
  fileRefused: text<{ why: string }>({ en: '--out {why}', zh: '--out {why}' }),
  clusterStopped: text<{ why: string }>({ en: 'the cluster run stopped: {why}', zh: '集群运行已停止：{why}' }),
  summary: text<{ layouts: string; types: number; groups: string; largest: string; moves: string; took: string; cluster: 'yes' | 'no'; threads: number }>({
    en: '{layouts} layouts of {types, plural, =1 {this type} other {{types} types}} in {groups} groups, the largest of {largest} (moves: {moves}); {took} on {cluster, select, yes {the cluster} other {{threads} {threads, plural, one {thread} other {threads}}}}.',
    zh: '{types, plural, =1 {这一类型} other {{types} 种类型}}共 {layouts} 个布局，分成 {groups} 组，最大的一组有 {largest} 个（一步：{moves}）；用时 {took}，{cluster, select, yes {在集群上} other {{threads} 个线程}}。',
  }),
  database: text<{ out: string; puzzle: string }>({
    en: 'Database in {out}: answer any layout with solve {puzzle} --db {out}',
    zh: '数据库在 {out}：用 solve {puzzle} --db {out} 可查询任何布局',
  }),
  threadsWithCluster: text({
    en: '--threads is for the workers with --cluster: give it to puzzlekit worker',
    zh: '用 --cluster 时 --threads 是给工作机的：请把它交给 puzzlekit worker',
  }),
  /** The table's head: the type's columns, then the figures (one word each: the line is split at spaces). */
  head: text<{ columns: string }>({
    en: '{columns} layouts groups largest solvable farthest hardest',
    zh: '{columns} 布局数 组数 最大组 可解布局 最远 最难布局',
  }),
});
