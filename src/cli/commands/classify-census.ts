/**
 * `puzzlekit classify PUZZLE` for a census family (Rush Hour): the family's
 * own options (--size, --walls), --threads, or --cluster URL --shared DIR
 * (the chunks as jobs for `puzzlekit worker`s: src/cluster/census-run.ts),
 * --out DIR (the checkpoint: run the same command again to resume), --list
 * FILE, --json. The midend runs it (midend/census.ts); this parses and
 * prints. With --library DIR the checkpoint goes to DIR and the finished run
 * becomes the library there.
 */
import cliProgress from 'cli-progress';
import type { CensusFamily, CensusPuzzle } from '../../puzzles/census-family.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { registerCensusCluster, runCensus } from '../../midend/census.js';
import type { CensusClusterOptions } from '../../midend/census-run-options.js';
import { ClassifyCancelled } from '../../midend/family-run-options.js';
import { defaultThreads } from '../../parallel/compact-threads.js';
import { isFolder, pathExists } from '../../storage/paths.js';
import { makeFolder } from '../../storage/output-path.js';
import { openCensusCheckpoint, writeCensusList } from '../../storage/census-files.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, milliseconds, printJson } from '../format.js';
import { searchLimits } from '../limits.js';
import { showCursorOnExit } from '../progress.js';
import { progressLines, progressShown } from '../progress-lines.js';
import type { CliWords } from '../cli-words.js';
import { CENSUS } from '../messages/census.js';
import { CLASSIFY } from '../messages/classify.js';
import { COMPACT } from '../messages/compact.js';
import { loadCluster, withClusterErrors, type ClusterModule } from '../cluster-module.js';
import { cliIo } from '../io.js';
import { checkFolderOption, checkFileOption } from '../output-options.js';
import { displayWidth, padDisplay } from '../words.js';
import { buildLibrary } from '../../midend/library/index.js';
import { printBuilt, withLibraryErrors } from './library.js';

export interface CensusOptions {
  threads?: string;
  out?: string;
  list?: string;
  /** A Redis URL: the chunks go as jobs to `puzzlekit worker`s. */
  cluster?: string;
  shared?: string;
  pieces?: string;
  maxSeconds?: string;
  json?: boolean;
  /** --out, and the library built there from the finished run (classify.ts sets both). */
  library?: string;
  [option: string]: unknown;
}

/** The hardest puzzles printed on the terminal (all of them in --json). */
const SHOWN_HARDEST = 3;

export async function classifyCensusCommand(cli: CliWords, puzzle: AnyPuzzle, family: CensusFamily, options: CensusOptions, signal: AbortSignal): Promise<number> {
  if (options.pieces !== undefined) throw new UsageError(cli.words(CENSUS.notForCensus({ option: '--pieces', puzzle: puzzle.id })));
  const values = Object.fromEntries(family.options.map((o) => [o.name, options[o.name] === undefined ? undefined : String(options[o.name])]));
  const settings = family.settings(values);
  const cluster = options.cluster === undefined ? undefined : await clusterOf(cli, options);
  const threads = options.threads === undefined ? defaultThreads() : wholeNumberOption(cli, '--threads', options.threads, 1, 256);
  if (options.list !== undefined) checkFileOption(cli, '--list', options.list);
  if (options.out !== undefined) {
    if (pathExists(options.out) && !isFolder(options.out)) throw new UsageError(cli.words(CLASSIFY.outIsFile({ path: options.out })));
    checkFolderOption(cli, '--out', options.out);
    makeFolder(options.out);
  }
  const checkpoint = options.out === undefined ? undefined : openCensusCheckpoint(options.out, puzzle.id, family.settingsName(settings), settings, family.chunks(settings));
  const { maxSeconds } = searchLimits(cli, { maxSeconds: options.maxSeconds });
  const stop = new AbortController();
  let timedOut = false;
  const timer = maxSeconds === undefined ? undefined : setTimeout(() => ((timedOut = true), stop.abort()), maxSeconds * 1000);
  const onUserAbort = () => stop.abort();
  signal.addEventListener('abort', onUserAbort, { once: true });
  const started = performance.now();
  // On a cluster its own status line (workers, jobs running) takes the bar's place (it shows on a terminal only).
  const shown = progressShown(options.json === true, cluster !== undefined);
  const bar =
    shown === 'bar' && !cluster
      ? new cliProgress.SingleBar({ format: cli.words(CENSUS.progressBar()), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic)
      : undefined;
  const forgetCursor = bar ? showCursorOnExit() : () => {};
  const lines = shown === 'lines' ? progressLines(cliIo().stderr, (values) => cli.words(CENSUS.progressLine(values)), started) : undefined;
  let done = 0;
  let chunks = family.chunks(settings);
  bar?.start(chunks, 0, { layouts: '0', seconds: '0.0' });
  const onProgress = (d: number, c: number, layouts: number) => {
    done = d;
    chunks = c;
    bar?.update(d, { layouts: grouped(layouts), seconds: ((performance.now() - started) / 1000).toFixed(1) });
    lines?.(d, c, layouts);
  };
  const finish = () => {
    bar?.stop();
    forgetCursor();
    clearTimeout(timer);
    signal.removeEventListener('abort', onUserAbort);
  };
  let outcome;
  try {
    const run = { threads, checkpoint, signal: stop.signal, onProgress };
    if (cluster) {
      const notice = (line: string) => cliIo().stderr.write(`puzzlekit: ${line}\n`);
      const on: CensusClusterOptions = { url: cluster.url, shared: options.shared!, notice, lang: cli.lang, statusOutput: cliIo().stderr };
      outcome = await withClusterErrors(cli, cluster.module, () => runCensus(puzzle.id, family, settings, { ...run, cluster: on }));
    } else {
      outcome = await runCensus(puzzle.id, family, settings, run);
    }
  } catch (error) {
    finish();
    if (cluster && error instanceof cluster.module.ClusterStoppedError) {
      cliIo().stderr.write(`puzzlekit: ${cli.words(CLASSIFY.clusterStopped({ why: cli.errorWords(error) }))}\n`);
      return EXIT.limit;
    }
    if (error instanceof ClassifyCancelled) {
      const stopped = CENSUS.stopped({ timedOut: timedOut ? 'yes' : 'no', seconds: maxSeconds ?? 0, done, chunks, hasOut: options.out !== undefined ? 'yes' : 'no', out: options.out ?? '' });
      cliIo().stderr.write(`puzzlekit: ${cli.words(stopped)}\n`);
      return EXIT.limit;
    }
    throw error;
  }
  finish();
  const ms = performance.now() - started;
  const { puzzles } = outcome;
  if (options.list !== undefined) writeCensusList(options.list, puzzles.map((p) => family.listLine(p)));
  const library = options.library === undefined ? undefined : await withLibraryErrors(cli.lang, () => buildLibrary(puzzle, options.library!));
  const most = puzzles.length === 0 ? 0 : puzzles[puzzles.length - 1].moves;
  const hardest = puzzles.filter((p) => p.moves === most && puzzles.length > 0);
  if (options.json) {
    printJson({
      puzzle: puzzle.id,
      settings,
      enumerated: outcome.enumerated,
      layouts: outcome.layouts,
      groups: outcome.groups,
      solvable: outcome.solvable,
      puzzles: puzzles.length,
      byMoves: countsByMoves(puzzles),
      hardest: hardest.map((p) => ({ moves: p.moves, board: p.board, groupSize: p.groupSize, histogram: p.histogram })),
      chunks: outcome.chunks,
      resumed: outcome.resumed,
      ...(options.out !== undefined ? { out: options.out } : {}),
      ...(options.list !== undefined ? { list: options.list } : {}),
      ...(library ? { library } : {}),
      milliseconds: Math.round(ms),
    });
    return EXIT.ok;
  }
  const out = cliIo().stdout;
  out.write(table(cli, puzzles).join('\n') + '\n');
  for (const p of hardest.slice(0, SHOWN_HARDEST)) out.write(cli.words(CENSUS.hardest({ moves: p.moves, board: p.board, size: grouped(p.groupSize) })) + '\n');
  const summary = CENSUS.summary({
    puzzles: grouped(puzzles.length),
    groups: grouped(outcome.groups),
    solvable: grouped(outcome.solvable),
    layouts: grouped(outcome.layouts),
    took: milliseconds(ms),
    cluster: cluster ? 'yes' : 'no',
    threads,
    resumed: outcome.resumed,
  });
  out.write(cli.words(summary) + '\n');
  if (options.list !== undefined) out.write(cli.words(CENSUS.listWritten({ path: options.list, lines: grouped(puzzles.length) })) + '\n');
  if (library) printBuilt(library, false, cli.lang);
  return EXIT.ok;
}

/**
 * --cluster URL --shared DIR, checked; the cluster code loaded and its
 * census runner registered with the midend, its cancel turned into the
 * midend's (the cluster code is loaded apart from this bundle, with its own
 * copy of the midend's classes).
 */
async function clusterOf(cli: CliWords, options: CensusOptions): Promise<{ module: ClusterModule; url: string }> {
  if (options.shared === undefined) throw new UsageError(cli.words(COMPACT.clusterNeedsShared()));
  if (options.threads !== undefined) throw new UsageError(cli.words(CLASSIFY.threadsWithCluster()));
  const module = await loadCluster();
  let url: string;
  try {
    url = module.checkRedisUrl(options.cluster!);
  } catch (error) {
    throw new UsageError(error instanceof Error ? cli.errorWords(error) : String(error));
  }
  registerCensusCluster((puzzle, settings, chunks, run) =>
    module.censusOnCluster(puzzle, settings, chunks, run).catch((error: unknown) => {
      if (error instanceof module.ClusterCancelledError) throw new ClassifyCancelled('cancelled');
      throw error;
    }),
  );
  return { module, url };
}

/** How many puzzles need each number of moves, 1 to the most (index 0: one move). */
function countsByMoves(puzzles: readonly CensusPuzzle[]): number[] {
  const most = puzzles.reduce((m, p) => Math.max(m, p.moves), 0);
  const counts = new Array<number>(most).fill(0);
  for (const p of puzzles) if (p.moves > 0) counts[p.moves - 1]++;
  return counts;
}

function table(cli: CliWords, puzzles: readonly CensusPuzzle[]): string[] {
  const head = cli.words(CENSUS.head()).split(' ');
  const rows = countsByMoves(puzzles).map((n, i) => [String(i + 1), grouped(n)]);
  const widths = head.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i]))));
  return [head, ...rows].map((cells) => cells.map((c, i) => (i === cells.length - 1 ? c : padDisplay(c, widths[i]))).join('  '));
}
