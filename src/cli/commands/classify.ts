/**
 * `puzzlekit classify PUZZLE [--pieces TYPES] [--threads N] [--out DIR] [--json]`:
 * a puzzle's family (for 华容道: every legal 4x5 layout, or
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
import { classifyTypes, familyOf, typeOverCap, typesToClassify } from '../../midend/classify.js';
import { defaultThreads } from '../../parallel/compact-threads.js';
import { isFolder, pathExists } from '../../storage/paths.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, requirePartner, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, milliseconds, printJson } from '../format.js';
import { searchLimits, threadsWithinMemory } from '../limits.js';
import { showCursorOnExit } from '../progress.js';
import { loadCluster, withClusterErrors, type ClusterModule } from '../cluster-module.js';
import { cliLang, say } from '../lang.js';
import { displayWidth, padDisplay } from '../words.js';
import { cliIo } from '../io.js';
import { checkFolderOption } from '../output-options.js';
import { makeFolder } from '../../storage/output-path.js';

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
}

/** Hardest layouts listed per type on the terminal (all of them in --json). */
const SHOWN_HARDEST = 1;

export async function classifyCommand(puzzleId: string, options: ClassifyOptions, signal: AbortSignal): Promise<number> {
  const choice = familyOf(puzzleId);
  const { puzzle } = choice;
  requirePartner('--force', options.force === true, '--out', options.out !== undefined);
  if (!choice.family) {
    const en = choice.families.map((f) => `${f.id}, ${f.what.en}`).join('; ');
    const zh = choice.families.map((f) => `${f.id}，即 ${f.what.zh ?? f.what.en}`).join('；');
    throw new UsageError(say(`classify: ${puzzle.id} has no family to classify (only ${en})`, `classify：${puzzle.id} 没有可分类的布局族（只有 ${zh}）`));
  }
  const family: PuzzleFamily = choice.family;
  const asked = options.threads === undefined ? defaultThreads() : wholeNumberOption('--threads', options.threads, 1, 256);
  const types = typesToClassify(family, options.pieces, '--pieces');
  const cluster = options.cluster === undefined ? undefined : await clusterOf(options);
  if (options.out !== undefined) {
    if (pathExists(options.out) && !isFolder(options.out)) throw new UsageError(say(`--out ${options.out}: it is a file; give a folder for the database`, `--out ${options.out}：这是一个文件；请给数据库一个文件夹`));
    checkFolderOption('--out', options.out);
    makeFolder(options.out);
  }
  // --max-seconds bounds the whole run: when it passes, the run stops as a Ctrl-C would (exit 3).
  // --max-memory (default: half the machine's memory) bounds the types classified side by side;
  // a type that alone could pass it is refused before any work.
  const { maxSeconds, maxMemoryBytes } = searchLimits({ maxSeconds: options.maxSeconds, maxMemory: options.maxMemory });
  const tooBig = maxMemoryBytes === undefined ? undefined : typeOverCap(family, types, maxMemoryBytes);
  if (tooBig) {
    const mb = (bytes: number) => `${grouped(Math.ceil(bytes / 2 ** 20))} MB`;
    const type = family.typeName(tooBig);
    const [needs, cap, give] = [mb(family.mostBytes(tooBig)), mb(maxMemoryBytes!), Math.ceil(family.mostBytes(tooBig) / 2 ** 20)];
    const line = say(
      `classify stopped before it began: the type ${type} can take up to ${needs}, more than the memory limit of ${cap} (give --max-memory ${give} or more)`,
      `classify 还没开始就停止了：类型 ${type} 最多可能要 ${needs}，超过了内存上限 ${cap}（请给 --max-memory ${give} 或更多）`,
    );
    cliIo().stderr.write(`puzzlekit: ${line}\n`);
    return EXIT.limit;
  }
  // Each worker thread counts against --max-memory beside the largest type (one thread classifies on the main thread, at no more cost).
  const largestType = Math.max(...types.map((t) => family.mostBytes(t)));
  const workersOf = (t: number) => (t > 1 ? Math.min(t, types.length) : 0);
  const threads = cluster ? asked : threadsWithinMemory(asked, options.threads !== undefined, maxMemoryBytes, largestType, workersOf);
  const stop = new AbortController();
  let timedOut = false;
  const timer = maxSeconds === undefined ? undefined : setTimeout(() => ((timedOut = true), stop.abort()), maxSeconds * 1000);
  const onUserAbort = () => stop.abort();
  signal.addEventListener('abort', onUserAbort, { once: true });
  const started = performance.now();
  const bar =
    !options.json && cliIo().stderr.isTTY
      ? new cliProgress.SingleBar(
          { format: say('classifying [{bar}] {value}/{total} types | {layouts} layouts | {seconds} s', '分类中 [{bar}] {value}/{total} 种类型 | {layouts} 个布局 | {seconds} 秒'), stream: cliIo().stderr, hideCursor: true, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  let layoutsDone = 0;
  let typesDone = 0;
  bar?.start(types.length, 0, { layouts: '0', seconds: '0.0' });
  const forgetCursor = bar ? showCursorOnExit() : () => {};
  let summaries: TypeSummary[];
  const onType = (c: TypeSummary, done: number) => {
    layoutsDone += c.layouts;
    typesDone = done;
    bar?.update(done, { layouts: grouped(layoutsDone), seconds: ((performance.now() - started) / 1000).toFixed(1) });
  };
  try {
    const run = { threads, maxMemoryBytes, out: options.out, force: options.force === true, signal: stop.signal, onType };
    if (cluster) {
      const { module, url } = cluster;
      registerRunner('classify-cluster', module.classifyOnCluster);
      const notice = (line: string) => cliIo().stderr.write(`puzzlekit: ${line}\n`);
      const on = { url, shared: options.shared!, notice, lang: cliLang(), statusOutput: cliIo().stderr };
      summaries = await withClusterErrors(module, () => classifyTypes(puzzle, types, { ...run, cluster: on })).catch((error: unknown) => {
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
      const done = say(
        `${typesDone} of ${types.length} type${types.length === 1 ? '' : 's'} done${options.out !== undefined ? `, their files in ${options.out}` : ''}`,
        `${types.length} 种类型完成了 ${typesDone} 种${options.out !== undefined ? `，文件在 ${options.out}` : ''}`,
      );
      const why = timedOut ? say(`stopped: the time limit (${maxSeconds} s) was reached`, `已停止：达到了时间上限（${maxSeconds} 秒）`) : say('cancelled', '已取消');
      cliIo().stderr.write(`puzzlekit: classify ${why}${say(` (${done})`, `（${done}）`)}\n`);
      return EXIT.limit;
    }
    if (error instanceof ThreadMemoryError) {
      cliIo().stderr.write(`puzzlekit: ${say(`classify stopped: a worker thread passed its share of the memory limit (${typesDone} of ${types.length} types done)`, `classify 已停止：一个工作线程超出了它那份内存上限（${types.length} 种类型完成了 ${typesDone} 种）`)}\n`);
      return EXIT.limit;
    }
    if (error instanceof DistanceFileError) throw new UsageError(`--out ${error.message}`);
    if (cluster && error instanceof cluster.module.ClusterStoppedError) {
      cliIo().stderr.write(`puzzlekit: ${say('the cluster run stopped: ', '集群运行已停止：')}${error.message}\n`);
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
      milliseconds: Math.round(ms),
    });
    return EXIT.ok;
  }
  cliIo().stdout.write(table(family, summaries).join('\n') + '\n');
  const largest = Math.max(...summaries.map((s) => s.groups[0]?.size ?? 0));
  cliIo().stdout.write(
    say(
      `${grouped(layouts)} layouts of ${types.length === 1 ? 'this type' : `${types.length} types`} in ${grouped(groups)} groups, the largest of ${grouped(largest)} ` +
        `(moves: ${family.moveWords.en}); ${milliseconds(ms)} on ${cluster ? 'the cluster' : `${threads} thread${threads === 1 ? '' : 's'}`}.\n`,
      `${types.length === 1 ? '这一类型' : `${types.length} 种类型`}共 ${grouped(layouts)} 个布局，分成 ${grouped(groups)} 组，最大的一组有 ${grouped(largest)} 个` +
        `（一步：${family.moveWords.zh ?? family.moveWords.en}）；用时 ${milliseconds(ms)}，${cluster ? '在集群上' : `${threads} 个线程`}。\n`,
    ),
  );
  if (options.out !== undefined) {
    cliIo().stdout.write(say(`Database in ${options.out}: answer any layout with solve ${puzzle.id} --db ${options.out}\n`, `数据库在 ${options.out}：用 solve ${puzzle.id} --db ${options.out} 可查询任何布局\n`));
  }
  return EXIT.ok;
}

/** --cluster URL --shared DIR, checked; the cluster code loaded. */
async function clusterOf(options: ClassifyOptions): Promise<{ module: ClusterModule; url: string }> {
  if (options.shared === undefined) throw new UsageError(say('--cluster needs --shared DIR: a folder every worker machine sees at the same path', '--cluster 需要 --shared 文件夹：每台工作机都能在同一路径看到的文件夹'));
  if (options.threads !== undefined) throw new UsageError(say('--threads is for the workers with --cluster: give it to puzzlekit worker', '用 --cluster 时 --threads 是给工作机的：请把它交给 puzzlekit worker'));
  const module = await loadCluster();
  try {
    return { module, url: module.checkRedisUrl(options.cluster!) };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function table(family: PuzzleFamily, summaries: TypeSummary[]): string[] {
  const columns = family.typeColumns;
  const head = say(`${columns.en} layouts groups largest solvable farthest hardest`, `${columns.zh ?? columns.en} 布局数 组数 最大组 可解布局 最远 最难布局`).split(' ');
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
