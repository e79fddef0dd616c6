/**
 * The sentences of `puzzlekit explore` (catalog "cli.explore"): the whole
 * reachable space of an instance, by the hash-table search or the compact
 * one (explore-compact.ts), and its graph file.
 */
import { defineCatalog, text } from '../../i18n/index.js';

export const EXPLORE = defineCatalog('cli.explore', {
  graphNotMerged: text({
    en: '--graph writes every state, so it does not go with --merge-symmetric',
    zh: '--graph 会写出每个状态，所以不能和 --merge-symmetric 一起用',
  }),
  graphNotCompact: text<{ most: string }>({
    en: '--graph writes spaces of up to {most} states, explored by the hash-table search, not by the compact one (--compact, --segments, --checkpoints, --resume, --out)',
    zh: '--graph 只写出最多 {most} 个状态、由哈希表搜索探索的空间，不用紧凑搜索（--compact、--segments、--checkpoints、--resume、--out）',
  }),
  diagramNotCompact: text({
    en: '--diagram draws spaces explored by the hash-table search, not by the compact one (--compact, --segments, --checkpoints, --resume, --out, --cluster)',
    zh: '--diagram 只画由哈希表搜索探索的空间，不画紧凑搜索的（--compact、--segments、--checkpoints、--resume、--out、--cluster）',
  }),
  noSymmetry: text<{ puzzle: string }>({
    en: '--merge-symmetric: this {puzzle} instance has no symmetry to merge',
    zh: '--merge-symmetric：这个 {puzzle} 实例没有可合并的对称',
  }),
  threads: text<{ threads: number }>({ en: 'Hash-table search on {threads} threads.', zh: '哈希表搜索，{threads} 个线程。' }),
  merged: text({
    en: 'States that are the same up to symmetry count once (one example of each).',
    zh: '对称意义下相同的状态只算一次（每种举一个例子）。',
  }),
  stoppedEarly: text<{ why: string }>({
    en: 'Stopped early: {why}; the figures below are partial.',
    zh: '提前停止：{why}；下面的数字不完整。',
  }),
  reachable: text<{ states: string }>({ en: 'Reachable states: {states}', zh: '可达状态：{states}' }),
  goals: text<{ states: string }>({ en: 'Goal states: {states}', zh: '完成状态：{states}' }),
  solvable: text<{ solvable: string }>({ en: 'Solvable: {solvable}', zh: '有解：{solvable}' }),
  farthestFromStart: text<{ states: number; moves: number }>({
    en: 'Farthest from the start: {states, plural, one {# state} other {# states}} at {moves, plural, one {# move} other {# moves}}',
    zh: '离起点最远：{states, plural, other {# 个状态}}，{moves, plural, other {# 步}}',
  }),
  farthestFromGoal: text<{ states: number; moves: number }>({
    en: 'Farthest from a goal: {states, plural, one {# state} other {# states}} at {moves, plural, one {# move} other {# moves}}',
    zh: '离完成最远：{states, plural, other {# 个状态}}，{moves, plural, other {# 步}}',
  }),
  perDistance: text({ en: 'States per distance:', zh: '各距离上的状态数：' }),
  perDistanceToGoal: text({ en: 'States per distance to the nearest goal:', zh: '各距离（到最近的完成状态）上的状态数：' }),
  graphWritten: text<{ format: string; states: number; moves: number; path: string }>({
    en: 'State graph ({format}): {states, plural, one {# state} other {# states}} and {moves, plural, one {# move} other {# moves}} written to {path}',
    zh: '状态图（{format}）：{states, plural, other {# 个状态}}和 {moves, plural, other {# 步}}已写入 {path}',
  }),
  /** Why no graph file was written, after "puzzlekit: --graph PATH: ". */
  graphTooBig: text<{ most: string }>({
    en: 'the space has more than {most} states, too many for a graph file; nothing written',
    zh: '状态空间超过 {most} 个状态，图文件放不下；什么也没写',
  }),
  graphStoppedEarly: text<{ why: string }>({
    en: 'the exploration stopped early ({why}); nothing written',
    zh: '探索提前停止了（{why}）；什么也没写',
  }),
  graphLimit: text({ en: 'a limit stopped the graph before it was whole; nothing written', zh: '图还没完整就达到了上限；什么也没写' }),
  graphRefused: text<{ path: string; why: string }>({ en: '--graph {path}: {why}', zh: '--graph {path}: {why}' }),
});
