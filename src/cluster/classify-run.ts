/**
 * A family's classification on a cluster (the midend's `cluster` family
 * runner, families as puzzles/family.ts has them): one job per type (types
 * are independent). Each worker writes its type's database files
 * and then its summary into the run's folder of the shared directory; the
 * coordinator waits for the summaries, returns them in the order given and,
 * with `out`, copies each type's files there after checking their checksums,
 * so the database equals the one-machine run's byte for byte. Types already
 * done by an interrupted run are not done again.
 */
import type { ClusterRunOptions } from '../midend/family-run-options.js';
import { findPuzzle } from '../puzzles/catalog.js';
import type { FamilyDbFormat, FamilyType, TypeSummary } from '../puzzles/family.js';
import { copyFamilyType } from '../storage/family-db.js';
import { removeFolder } from '../storage/paths.js';
import { readTypeSummary } from '../storage/type-summary-file.js';
import { runIdOf } from './explore-run.js';
import type { TypeJob } from './job-payloads.js';
import { ClusterStoppedError, RunQueue, type QueuedJob } from './run-queue.js';
import { runFolder, sharedRoot } from './shared-folder.js';
import { grouped, statusLine } from './status-line.js';
import type { Lang } from '../puzzles/lang.js';
import { render } from '../i18n/index.js';
import { CLUSTER_MESSAGES } from './messages.js';
import { typedFamily } from '../puzzles/family.js';

export type ClusterClassifyOptions = ClusterRunOptions;

/** Classifies `types` of the family of `puzzle` (an id: each worker opens it from its catalog). */
export async function classifyOnCluster(puzzle: string, types: readonly FamilyType[], options: ClusterClassifyOptions): Promise<TypeSummary[]> {
  const family = typedFamily(findPuzzle(puzzle).family);
  if (!family) throw new Error(`internal error: ${puzzle} has no family to classify`);
  const started = performance.now();
  const lang = options.lang ?? 'en';
  const shared = sharedRoot(options.shared);
  const runId = runIdOf('classify', types);
  // Redis first: a run that cannot start leaves nothing in the shared folder.
  const queue = await RunQueue.open(options.url, runId);
  const status = statusLine(options.statusOutput);
  let over = false;
  let folder = '';
  let done = 0;
  try {
    folder = runFolder(shared, runId);
    const results: (TypeSummary | undefined)[] = types.map(() => undefined);
    let layouts = 0;
    /** Takes in the types whose summaries have appeared (copying their files to `out`). */
    const collect = () => {
      types.forEach((t, i) => {
        if (results[i]) return;
        const summary = readTypeSummary(folder, family.db, t);
        if (!summary) return;
        if (options.out !== undefined) copyTypeFiles(folder, options.out, family.db, t, options.force);
        results[i] = summary;
        layouts += summary.layouts;
        options.onType?.(summary, ++done);
      });
    };
    collect();
    if (done > 0) options.notice?.(render(CLUSTER_MESSAGES.classifyResuming({ folder, done, total: types.length }), lang));
    const jobs: QueuedJob[] = types
      .map((t, i) => ({ t, i }))
      .filter(({ i }) => !results[i])
      .map(({ t, i }) => {
        const data: TypeJob = { kind: 'type', shared, run: runId, puzzle, type: t };
        const done = () => {
          collect();
          return results[i] !== undefined;
        };
        return { id: `${runId}-${family.db.stem(t)}`, data, done, what: CLUSTER_MESSAGES.jobOfType({ type: family.typeName(t) }) };
      });
    await queue.add(jobs);
    await queue.waitFor(jobs, options.signal, (s) => {
      const seconds = (performance.now() - started) / 1000;
      const rate = grouped(layouts / Math.max(seconds, 1e-3));
      status.show(
        render(
          CLUSTER_MESSAGES.classifyStatus({ done, total: types.length, active: s.active, layouts: grouped(layouts), rate, workers: s.workers, seconds: seconds.toFixed(1) }),
          lang,
        ),
      );
    });
    over = true;
    removeFolder(folder);
    return results as TypeSummary[];
  } catch (error) {
    if (error instanceof ClusterStoppedError) {
      throw new ClusterStoppedError(CLUSTER_MESSAGES.classifyStopped({ stopped: error.words, done, folder }));
    }
    throw error;
  } finally {
    status.stop();
    await queue.close(over);
  }
}

/** Copies a type's files to `out` once their checksums hold, refusing files of another type there unless `force`. */
function copyTypeFiles(folder: string, out: string, format: FamilyDbFormat, t: FamilyType, force: boolean): void {
  copyFamilyType(folder, out, format, t, force, (error) => new ClusterStoppedError(CLUSTER_MESSAGES.workerFileUnusable({ why: error.words ?? error.message })));
}
