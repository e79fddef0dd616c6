/** The sentences of `puzzlekit generate` (catalog "cli.generate"): new levels and how the run went. */
import { defineCatalog, text } from '../../i18n/index.js';

export const GENERATE = defineCatalog('cli.generate', {
  noGenerator: text<{ puzzle: string; hasAny: 'yes' | 'no'; puzzles: string }>({
    en: '{puzzle} has no level generator (puzzles with one: {hasAny, select, yes {{puzzles}} other {none}})',
    zh: '{puzzle} 没有关卡生成器（有生成器的谜题：{hasAny, select, yes {{puzzles}} other {无}}）',
  }),
  /** The puzzles of `noGenerator`, joined in each language. */
  puzzleSeparator: text({ en: ', ', zh: '、' }),
  farPastLongest: text<{ puzzle: string; longest: string; minMoves: string; bounded: 'yes' | 'no' }>({
    en: 'note: the longest {puzzle} level generated so far needs {longest} moves; none may need {minMoves}, so {bounded, select, yes {it will likely end at --max-seconds} other {it ends only at a limit or Ctrl-C (set --max-seconds)}}',
    zh: '注意：目前生成过的最长 {puzzle} 关卡需要 {longest} 步；也许没有需要 {minMoves} 步的关卡，所以{bounded, select, yes {它多半会在 --max-seconds 时结束} other {它只会在达到上限或按 Ctrl-C 时结束（可设 --max-seconds）}}',
  }),
  progressLabel: text({ en: 'generating (depth: most moves seen)', zh: '生成中（深度：见过的最多步数）' }),
  /** The run's first line: the puzzle, how many levels and what was asked of them. */
  heading: text<{ title: string; count: number; wanted: string }>({
    en: '{title}: {count} new {count, plural, one {level} other {levels}} ({wanted})',
    zh: '{title}：{count, plural, other {#}} 个新关卡（{wanted}）',
  }),
  wantedSeed: text<{ seed: number }>({ en: 'seed {seed}', zh: '种子 {seed}' }),
  wantedMinMoves: text<{ moves: number }>({ en: 'at least {moves, plural, one {# move} other {# moves}}', zh: '至少 {moves, plural, other {# 步}}' }),
  wantedUnique: text({ en: 'one shortest solution', zh: '最短解唯一' }),
  wantedSeparator: text({ en: ', ', zh: '，' }),
  stoppedEarly: text<{ why: string; made: number; count: number }>({
    en: 'Stopped early: {why}; {made} of {count} made.',
    zh: '提前停止：{why}；做出了 {count} 个中的 {made} 个。',
  }),
  stats: text<{ candidates: string; states: string; took: string }>({
    en: '({candidates} candidates, {states} states explored in {took})',
    zh: '（{candidates} 个候选，探索了 {states} 个状态，用时 {took}）',
  }),
  level: text<{ n: number; moves: number; ways: string }>({
    en: 'Level {n}: {moves, plural, one {# move} other {# moves}}, {ways}',
    zh: '第 {n} 关：{moves, plural, other {# 步}}，{ways}',
  }),
  oneShortest: text({ en: 'one shortest solution', zh: '最短解唯一' }),
  shortestSolutions: text<{ count: string }>({ en: '{count} shortest solutions', zh: '{count} 种最短解' }),
  code: text<{ code: string }>({ en: 'Code: {code}', zh: '代码：{code}' }),
});
