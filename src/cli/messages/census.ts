/** The sentences of `puzzlekit classify` for a census family (catalog "cli.census"): every layout in groups, one puzzle a group. */
import { defineCatalog, text } from '../../i18n/index.js';

export const CENSUS = defineCatalog('cli.census', {
  progressBar: text({
    en: "classifying ['{bar}'] '{value}'/'{total}' chunks | '{layouts}' layouts | '{seconds}' s",
    zh: "分类中 ['{bar}'] '{value}'/'{total}' 块 | '{layouts}' 个布局 | '{seconds}' 秒",
  }),
  /** A progress line on stderr with --json into a file (progress-lines.ts): chunks done of all, layouts so far. */
  progressLine: text<{ done: string; total: string; layouts: string; percent: number; seconds: string }>({
    en: 'classifying: {done} of {total} chunks done, {layouts} layouts, {percent} %, {seconds} s',
    zh: '分类中：{total} 块完成了 {done} 块，{layouts} 个布局，{percent}%，{seconds} 秒',
  }),
  /** The table's head, one word a column (the line is split at spaces). */
  head: text({ en: 'moves puzzles', zh: '步数 谜题数' }),
  summary: text<{ puzzles: string; groups: string; solvable: string; layouts: string; took: string; cluster: 'yes' | 'no'; threads: number; resumed: number }>({
    en: '{puzzles} puzzles from the {solvable} groups that can be solved ({groups} groups, {layouts} layouts in all); {took} on {cluster, select, yes {the cluster} other {{threads} {threads, plural, one {thread} other {threads}}}}{resumed, plural, =0 {} other {, # chunks read back from an earlier run}}.',
    zh: '{layouts} 个布局分成 {groups} 组，其中 {solvable} 组可解，从中得到 {puzzles} 个谜题；用时 {took}，{cluster, select, yes {在集群上} other {{threads} 个线程}}{resumed, plural, =0 {} other {，其中 # 块从之前的运行读回}}。',
  }),
  hardest: text<{ moves: number; board: string; size: string }>({
    en: 'Hardest: {moves} moves, {board} (its group: {size} layouts)',
    zh: '最难：{moves} 步，{board}（所在组：{size} 个布局）',
  }),
  listWritten: text<{ path: string; lines: string }>({ en: 'List of {lines} puzzles in {path}', zh: '{lines} 个谜题的列表在 {path}' }),
  stopped: text<{ timedOut: 'yes' | 'no'; seconds: number; done: number; chunks: number; hasOut: 'yes' | 'no'; out: string }>({
    en: 'classify {timedOut, select, yes {stopped: the time limit ({seconds} s) was reached} other {cancelled}} ({done} of {chunks} chunks done{hasOut, select, yes {, kept in {out}: run the same command again to go on} other {}})',
    zh: 'classify {timedOut, select, yes {已停止：达到了时间上限（{seconds} 秒）} other {已取消}}（{chunks} 块完成了 {done} 块{hasOut, select, yes {，已保存在 {out}：再运行同一命令即可继续} other {}}）',
  }),
  notForCensus: text<{ option: string; puzzle: string }>({
    en: '{option} is not an option of {puzzle}',
    zh: '{option} 不是 {puzzle} 的选项',
  }),
  optionList: text({ en: 'census families: write every kept puzzle to FILE, one a line', zh: '普查类布局族：把保留的每个谜题写入文件，每行一个' }),
});
