/**
 * `puzzlekit solve PUZZLE --file SET --level all`: every level of a
 * collection file solved under a per-level limit (--level-seconds; the
 * whole run stays under --max-seconds), levels spread over --threads worker
 * threads, then a table (level, status, pushes, player moves or moves, time,
 * whether proven optimal) and a summary line, or with --json one object.
 * Exit 0 when every level is solved, 3 when any stopped at a limit, 1 when
 * any is unsolvable (or invalid) and none stopped. The batch itself is the
 * midend's (src/midend/level-batch.ts), for any backend with collections.
 */
import { checkedMetric, findPuzzle, runLevelBatch, type LevelOutcome } from '../../midend/index.js';
import type { CliWords } from '../cli-words.js';
import { defaultThreads } from '../../parallel/worker-pool.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { milliseconds, printJson } from '../format.js';
import { instanceRequest, type InstanceOptions } from '../instance-options.js';

import { searchLimits, secondsOption, type LimitOptions } from '../limits.js';
import { LEVELS } from '../messages/levels.js';
import { progressReporter } from '../progress.js';
import { cliIo } from '../io.js';

export interface SolveLevelsOptions extends InstanceOptions, LimitOptions {
  metric?: string;
  algorithm?: string;
  levelSeconds?: string;
  threads?: string;
  json?: boolean;
}

/** Options of a single solve that mean nothing for a batch: refused rather than ignored. */
const SINGLE_ONLY: readonly [keyof SolveLevelsOptions | 'count' | 'all' | 'db' | 'diagram', string][] = [
  ['count', '--count'],
  ['all', '--all'],
  ['db', '--db'],
  ['diagram', '--diagram'],
];

export async function solveLevelsCommand(cli: CliWords, puzzleId: string, options: SolveLevelsOptions & Record<string, unknown>, signal: AbortSignal): Promise<number> {
  for (const [key, option] of SINGLE_ONLY) if (options[key] !== undefined && options[key] !== false) throw new UsageError(cli.words(LEVELS.notWithAll({ option })));
  if (options.algorithm !== undefined && options.algorithm !== 'auto') throw new UsageError(cli.words(LEVELS.notWithAll({ option: `--algorithm ${options.algorithm}` })));
  // A mistyped metric is one line before any level, not every level refused.
  const metric = options.metric === undefined ? undefined : checkedMetric(findPuzzle(puzzleId), options.metric);
  const { source, params } = instanceRequest(cli, { ...options, level: undefined });
  if (source.kind !== 'text') throw new UsageError(cli.words(LEVELS.levelNeedsFile()));
  const limits = searchLimits(cli, options);
  const levelSeconds = options.levelSeconds === undefined ? undefined : secondsOption(cli, '--level-seconds', options.levelSeconds);
  const threads = options.threads === undefined ? defaultThreads() : wholeNumberOption(cli, '--threads', options.threads, 1, 256);
  const started = performance.now();
  const progress = options.json ? undefined : progressReporter(cli, 'solving levels');
  let outcomes: LevelOutcome[];
  try {
    outcomes = await runLevelBatch(
      { puzzle: puzzleId, text: source.text, origin: source.origin, metric, params, lang: cli.lang },
      {
        levelSeconds,
        maxSeconds: limits.maxSeconds,
        maxStates: limits.maxStates,
        // Each level at once holds its own tables: the cap is shared among them.
        maxMemoryBytes: limits.maxMemoryBytes === undefined ? undefined : limits.maxMemoryBytes / threads,
        signal,
        threads,
      },
    );
  } finally {
    progress?.stop();
  }
  const took = performance.now() - started;
  if (options.json) printJson(batchJson(outcomes));
  else cliIo().stdout.write(batchTable(cli, outcomes, took) + '\n');
  if (outcomes.some((o) => o.status === 'limit')) return EXIT.limit;
  if (outcomes.some((o) => o.status === 'unsolvable' || o.status === 'invalid')) return EXIT.unsolvable;
  return EXIT.ok;
}

function batchJson(outcomes: readonly LevelOutcome[]): Record<string, unknown> {
  return {
    levels: outcomes.map((o) => ({
      level: o.level,
      ...(o.title !== undefined ? { title: o.title } : {}),
      status: o.status,
      ...(o.limit ? { limit: o.limit } : {}),
      ...(o.message !== undefined ? { message: o.message } : {}),
      ...(o.status === 'solved' ? { length: o.length, cost: o.cost, ...o.counts, optimal: o.optimal } : { optimal: false }),
      // Not optimal only for want of the tie-break: the first count (the cost) is proven.
      ...(o.ties ? { costOptimal: true } : {}),
      ...(o.solution !== undefined ? { solution: o.solution } : o.codes ? { moves: o.codes } : {}),
      milliseconds: Math.round(o.milliseconds),
    })),
    solved: outcomes.filter((o) => o.status === 'solved').length,
    optimal: outcomes.filter((o) => o.status === 'solved' && o.optimal).length,
  };
}

function statusWords(cli: CliWords, o: LevelOutcome): string {
  switch (o.status) {
    case 'solved':
      return cli.words(LEVELS.statusSolved());
    case 'unsolvable':
      return cli.words(LEVELS.statusUnsolvable());
    case 'invalid':
      return cli.words(LEVELS.statusInvalid());
    case 'limit':
      return cli.words(LEVELS.statusLimit({ why: cli.limitWords(o.limit ?? 'time') }));
  }
}

/** The table, columns padded (a level's title cut short), then invalid levels' messages and the summary. */
function batchTable(cli: CliWords, outcomes: readonly LevelOutcome[], took: number): string {
  const counted = outcomes.some((o) => o.counts?.pushes !== undefined);
  const head = [
    cli.words(LEVELS.headLevel()),
    cli.words(LEVELS.headTitle()),
    cli.words(LEVELS.headStatus()),
    ...(counted ? [cli.words(LEVELS.headPushes()), cli.words(LEVELS.headPlayerMoves())] : [cli.words(LEVELS.headMoves())]),
    cli.words(LEVELS.headTime()),
    cli.words(LEVELS.headOptimal()),
  ];
  const rows = outcomes.map((o) => {
    const solved = o.status === 'solved';
    const title = (o.title ?? '').length > 24 ? `${o.title!.slice(0, 23)}…` : (o.title ?? '');
    const figures = counted ? [solved ? String(o.counts?.pushes ?? '') : '-', solved ? String(o.counts?.playerMoves ?? '') : '-'] : [solved ? String(o.length) : '-'];
    const optimal = solved ? cli.words(o.optimal ? LEVELS.optimalYes() : o.ties ? LEVELS.optimalFirst(o.ties) : LEVELS.optimalNo()) : '-';
    return [String(o.level), title, statusWords(cli, o), ...figures, milliseconds(o.milliseconds), optimal];
  });
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join('  ').trimEnd();
  const out = [line(head), ...rows.map(line)];
  for (const o of outcomes) if (o.status === 'invalid' && o.message) out.push(cli.words(LEVELS.invalidLine({ level: o.level, message: o.message })));
  const count = (status: LevelOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  out.push(
    cli.words(
      LEVELS.summary({
        levels: outcomes.length,
        solved: count('solved'),
        optimal: outcomes.filter((o) => o.status === 'solved' && o.optimal).length,
        stopped: count('limit'),
        unsolvable: count('unsolvable'),
        invalid: count('invalid'),
        took: milliseconds(took),
      }),
    ),
  );
  return out.join('\n');
}

/** Columns a cell takes in a terminal: Chinese characters take two. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}
