/**
 * `puzzlekit classify PUZZLE [--pieces TYPES] [--threads N] [--out DIR] [--json]`:
 * a puzzle's family (for Klotski: every legal 4x5 layout, or
 * those of the piece-count types given) split into groups under the
 * family's metric, with each group's size, solved layouts and farthest
 * distance, each type's hardest layouts, and with --out the database (a
 * distance byte and a group number a layout) that `solve PUZZLE --db DIR`
 * answers from. The midend runs it (midend/classify.ts); this parses and prints.
 */
import cliProgress from 'cli-progress';
import type { PuzzleFamily, TypeSummary } from '../../puzzles/family.js';
import { ThreadMemoryError } from '../../parallel/thread-memory.js';
import '../../node-runners.js';
import { ClassifyCancelled } from '../../midend/family-run-options.js';
import { registerRunner } from '../../midend/runners.js';
import { censusOptions, classifyTypes, familyOf, typeOverCap, typesToClassify } from '../../midend/classify.js';
import { classifyCensusCommand } from './classify-census.js';
import { CENSUS } from '../messages/census.js';
import { defaultThreads } from '../../parallel/compact-threads.js';
import { isFolder, pathExists } from '../../storage/paths.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, requirePartner, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, milliseconds, printJson } from '../format.js';
import { searchLimits, threadsWithinMemory } from '../limits.js';
import { showCursorOnExit } from '../progress.js';
import { progressLines, progressShown } from '../progress-lines.js';
import { loadCluster, withClusterErrors, type ClusterModule } from '../cluster-module.js';
import { inLang } from '../../i18n/index.js';
import { CLASSIFY } from '../messages/classify.js';
import { COMPACT } from '../messages/compact.js';
import { displayWidth, padDisplay } from '../words.js';
import { cliIo } from '../io.js';
import { checkFolderOption } from '../output-options.js';
import { makeFolder } from '../../storage/output-path.js';
import { buildLibrary } from '../../midend/library/index.js';
import { LIBRARY } from '../messages/library.js';
import { printBuilt, withLibraryErrors } from './library.js';
import type { CliWords } from '../cli-words.js';

export interface ClassifyOptions {
  pieces?: string;
  threads?: string;
  out?: string;
  force?: boolean;
  maxSeconds?: string;
  maxMemory?: string;
  /** A Redis URL: one job per type, done by `puzzlekit worker`s. */
  cluster?: string;
  shared?: string;
  json?: boolean;
  /** --out, and the library built there afterwards (library, serve). */
  library?: string;
  /** A census family's list of puzzles (classify-census.ts). */
  list?: string;
  /** A census family's own options (--size, --walls), by name. */
  [censusOption: string]: unknown;
}

/** Hardest layouts listed per type on the terminal (all of them in --json). */
const SHOWN_HARDEST = 1;

export async function classifyCommand(cli: CliWords, puzzleId: string, given: ClassifyOptions, signal: AbortSignal): Promise<number> {
  if (given.library !== undefined && given.out !== undefined) throw new UsageError(cli.words(LIBRARY.libraryWithOut()));
  const options = given.library === undefined ? given : { ...given, out: given.library };
  const choice = familyOf(puzzleId);
  const { puzzle } = choice;
  if (choice.census) return classifyCensusCommand(cli, puzzle, choice.census, options, signal);
  for (const o of censusOptions()) if (options[o.name] !== undefined) throw new UsageError(cli.words(CENSUS.notForCensus({ option: o.flag.split(' ')[0], puzzle: puzzle.id })));
  if (options.list !== undefined) throw new UsageError(cli.words(CENSUS.notForCensus({ option: '--list', puzzle: puzzle.id })));
  requirePartner(cli, '--force', options.force === true, '--out', options.out !== undefined);
  if (!choice.family) {
    const families = choice.families.map((f) => cli.words(CLASSIFY.family({ id: f.id, what: inLang(f.what, cli.lang) }))).join(cli.words(CLASSIFY.familySeparator()));
    throw new UsageError(cli.words(CLASSIFY.noFamily({ puzzle: puzzle.id, families })));
  }
  const family: PuzzleFamily = choice.family;
  const asked = options.threads === undefined ? defaultThreads() : wholeNumberOption(cli, '--threads', options.threads, 1, 256);
  const types = typesToClassify(family, options.pieces, '--pieces');
  const cluster = options.cluster === undefined ? undefined : await clusterOf(cli, options);
  if (options.out !== undefined) {
    if (pathExists(options.out) && !isFolder(options.out)) throw new UsageError(cli.words(CLASSIFY.outIsFile({ path: options.out })));
    checkFolderOption(cli, '--out', options.out);
    makeFolder(options.out);
  }
  // --max-seconds bounds the whole run: when it passes, the run stops as a Ctrl-C would (exit 3).
  // --max-memory (default: half the machine's memory) bounds the types classified side by side;
  // a type that alone could pass it is refused before any work.
  const { maxSeconds, maxMemoryBytes } = searchLimits(cli, { maxSeconds: options.maxSeconds, maxMemory: options.maxMemory });
  const tooBig = maxMemoryBytes === undefined ? undefined : typeOverCap(family, types, maxMemoryBytes);
  if (tooBig) {
    const mb = (bytes: number) => `${grouped(Math.ceil(bytes / 2 ** 20))} MB`;
    const type = family.typeName(tooBig);
    const [needs, cap, give] = [mb(family.mostBytes(tooBig)), mb(maxMemoryBytes!), Math.ceil(family.mostBytes(tooBig) / 2 ** 20)];
    const line = cli.words(CLASSIFY.tooBig({ type, needs, cap, give }));
    cliIo().stderr.write(`puzzlekit: ${line}\n`);
    return EXIT.limit;
  }
  // Each worker thread counts against --max-memory beside the largest type (one thread classifies on the main thread, at no more cost).
  const largestType = Math.max(...types.map((t) => family.mostBytes(t)));
  const workersOf = (t: number) => (t > 1 ? Math.min(t, types.length) : 0);
  const threads = cluster ? asked : threadsWithinMemory(cli, asked, options.threads !== undefined, maxMemoryBytes, largestType, workersOf);
  const stop = new AbortController();
  let timedOut = false;
  const timer = maxSeconds === undefined ? undefined : setTimeout(() => ((timedOut = true), stop.abort()), maxSeconds * 1000);
  const onUserAbort = () => stop.abort();
  signal.addEventListener('abort', onUserAbort, { once: true });
  const started = performance.now();
  const shown = progressShown(options.json === true, cluster !== undefined);
  const bar =
    shown === 'bar'
      ? new cliProgress.SingleBar(
          { format: cli.words(CLASSIFY.progressBar()), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  let layoutsDone = 0;
  let typesDone = 0;
  bar?.start(types.length, 0, { layouts: '0', seconds: '0.0' });
  const forgetCursor = bar ? showCursorOnExit() : () => {};
  const lines = shown === 'lines' ? progressLines(cliIo().stderr, (values) => cli.words(CLASSIFY.progressLine(values)), started) : undefined;
  lines?.(0, types.length, 0);
  let summaries: TypeSummary[];
  const onType = (c: TypeSummary, done: number) => {
    layoutsDone += c.layouts;
    typesDone = done;
    bar?.update(done, { layouts: grouped(layoutsDone), seconds: ((performance.now() - started) / 1000).toFixed(1) });
    lines?.(done, types.length, layoutsDone);
  };
  try {
    const run = { threads, maxMemoryBytes, out: options.out, force: options.force === true, signal: stop.signal, onType };
    if (cluster) {
      const { module, url } = cluster;
      registerRunner('classify-cluster', module.classifyOnCluster);
      const notice = (line: string) => cliIo().stderr.write(`puzzlekit: ${line}\n`);
      const on = { url, shared: options.shared!, notice, lang: cli.lang, statusOutput: cliIo().stderr };
      summaries = await withClusterErrors(cli, module, () => classifyTypes(puzzle, types, { ...run, cluster: on })).catch((error: unknown) => {
        if (error instanceof module.ClusterCancelledError) throw new ClassifyCancelled('cancelled');
        throw error;
      });
    } else {
      summaries = await classifyTypes(puzzle, types, run);
    }
  } catch (error) {
    bar?.stop();
    forgetCursor();
    clearTimeout(timer);
    signal.removeEventListener('abort', onUserAbort);
    if (error instanceof ClassifyCancelled) {
      const stopped = CLASSIFY.stopped({
        timedOut: timedOut ? 'yes' : 'no',
        seconds: maxSeconds ?? 0,
        done: typesDone,
        types: types.length,
        hasOut: options.out !== undefined ? 'yes' : 'no',
        out: options.out ?? '',
      });
      cliIo().stderr.write(`puzzlekit: ${cli.words(stopped)}\n`);
      return EXIT.limit;
    }
    if (error instanceof ThreadMemoryError) {
      cliIo().stderr.write(`puzzlekit: ${cli.words(CLASSIFY.threadMemory({ done: typesDone, types: types.length }))}\n`);
      return EXIT.limit;
    }
    if (error instanceof DistanceFileError) throw new UsageError(cli.words(CLASSIFY.fileRefused({ why: cli.errorWords(error) })));
    if (cluster && error instanceof cluster.module.ClusterStoppedError) {
      cliIo().stderr.write(`puzzlekit: ${cli.words(CLASSIFY.clusterStopped({ why: cli.errorWords(error) }))}\n`);
      return EXIT.limit;
    }
    throw error;
  }
  bar?.stop();
  forgetCursor();
  clearTimeout(timer);
  signal.removeEventListener('abort', onUserAbort);
  const ms = performance.now() - started;
  const layouts = summaries.reduce((sum, s) => sum + s.layouts, 0);
  const groups = summaries.reduce((sum, s) => sum + s.groups.length, 0);
  const library = options.library === undefined ? undefined : await withLibraryErrors(cli.lang, () => buildLibrary(puzzle, options.library!));
  if (options.json) {
    printJson({
      puzzle: puzzle.id,
      layouts,
      groups,
      types: summaries.map((s) => ({
        ...s.type,
        layouts: s.layouts,
        groupSizes: s.groups.map((g) => g.size),
        farthest: s.farthest,
        hardest: s.hardest.map((key) => family.layoutCode(key)),
      })),
      ...(options.out !== undefined ? { out: options.out } : {}),
      ...(library ? { library } : {}),
      milliseconds: Math.round(ms),
    });
    return EXIT.ok;
  }
  cliIo().stdout.write(table(cli, family, summaries).join('\n') + '\n');
  const largest = Math.max(...summaries.map((s) => s.groups[0]?.size ?? 0));
  const summary = CLASSIFY.summary({
    layouts: grouped(layouts),
    types: types.length,
    groups: grouped(groups),
    largest: grouped(largest),
    moves: inLang(family.moveWords, cli.lang),
    took: milliseconds(ms),
    cluster: cluster ? 'yes' : 'no',
    threads,
  });
  cliIo().stdout.write(`${cli.words(summary)}\n`);
  if (options.out !== undefined) cliIo().stdout.write(`${cli.words(CLASSIFY.database({ out: options.out, puzzle: puzzle.id }))}\n`);
  if (library) printBuilt(library, false, cli.lang);
  return EXIT.ok;
}

/** --cluster URL --shared DIR, checked; the cluster code loaded. */
async function clusterOf(cli: CliWords, options: ClassifyOptions): Promise<{ module: ClusterModule; url: string }> {
  if (options.shared === undefined) throw new UsageError(cli.words(COMPACT.clusterNeedsShared()));
  if (options.threads !== undefined) throw new UsageError(cli.words(CLASSIFY.threadsWithCluster()));
  const module = await loadCluster();
  try {
    return { module, url: module.checkRedisUrl(options.cluster!) };
  } catch (error) {
    throw new UsageError(error instanceof Error ? cli.errorWords(error) : String(error));
  }
}

function table(cli: CliWords, family: PuzzleFamily, summaries: TypeSummary[]): string[] {
  const columns = family.typeColumns;
  const head = cli.words(CLASSIFY.head({ columns: inLang(columns, cli.lang) })).split(' ');
  const rows = summaries.map((s) => {
    const solvable = s.groups.filter((g) => g.solved > 0).reduce((sum, g) => sum + g.size, 0);
    const hardest = s.hardest.slice(0, SHOWN_HARDEST).map((key) => family.layoutCode(key)).join(' ') + (s.hardest.length > SHOWN_HARDEST ? ` (+${s.hardest.length - SHOWN_HARDEST})` : '');
    return [
      ...Object.values(s.type).map(String),
      grouped(s.layouts),
      grouped(s.groups.length),
      grouped(s.groups[0]?.size ?? 0),
      grouped(solvable),
      s.farthest === null ? '-' : String(s.farthest),
      hardest || '-',
    ];
  });
  const widths = head.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i]))));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : padDisplay(c, widths[i]))).join('  ');
  return [line(head), ...rows.map(line)];
}
