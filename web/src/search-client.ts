/**
 * The page's side of the search worker: one job at a time per caller, a
 * promise per job, progress to a callback, and cancellation.
 */
import type { PageWords } from './page-words.js';
import { APP_WORDS } from './messages/app.js';
import type { SearchProgress } from '../../src/engine/index.js';
import type { FromWorker, HoldPoint, Job, Outcome, TablesProgress, ToWorker } from './worker/protocol.js';
// The worker's outcomes hold messages of its catalog, rendered here: the page registers that catalog too.
import './messages/worker.js';

/** A job that failed: `inputError` when the backend rejected the input. */
export class JobError extends Error {
  constructor(message: string, readonly inputError: boolean) {
    super(message);
  }
}

interface Pending {
  resolve(outcome: Outcome): void;
  reject(error: Error): void;
  onProgress?: (progress: SearchProgress) => void;
  onTables?: (progress: TablesProgress) => void;
}

export class SearchClient {
  /** Started by the first job, not with the page: its script (every backend and search) is not fetched until a search runs. */
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly page: PageWords) {
    installTestHooks((message) => this.post(message));
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker/search-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      // A worker that fails to load or throws outside a job: fail everything waiting, with the reason.
      for (const [id, job] of this.pending) {
        job.reject(new JobError(event.message || this.page.t(APP_WORDS.workerFailed()), false));
        this.pending.delete(id);
      }
    });
    this.worker = worker;
    return worker;
  }

  /**
   * Starts a job; `cancel` aborts it (the promise then resolves with a 'cancelled' limit).
   * `onTables` hears how a pattern database built for the job is getting on.
   */
  start<O extends Outcome>(
    job: Job,
    onProgress?: (progress: SearchProgress) => void,
    onTables?: (progress: TablesProgress) => void,
  ): { promise: Promise<O>; cancel(): void } {
    const id = this.nextId++;
    const promise = new Promise<O>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (o: Outcome) => void, reject, onProgress, onTables });
    });
    this.post({ type: 'run', id, job, lang: this.page.lang });
    return { promise, cancel: () => this.post({ type: 'cancel', id }) };
  }

  private post(message: ToWorker): void {
    this.started().postMessage(message);
  }

  private receive(message: FromWorker): void {
    const job = this.pending.get(message.id);
    if (!job) return;
    switch (message.type) {
      case 'progress':
        job.onProgress?.(message.progress);
        break;
      case 'tables':
        job.onTables?.(message.progress);
        break;
      case 'done':
        this.pending.delete(message.id);
        job.resolve(message.outcome);
        break;
      case 'error':
        this.pending.delete(message.id);
        job.reject(new JobError(this.page.t(message.words), message.inputError));
        break;
    }
  }
}

const HOLD_POINTS: readonly HoldPoint[] = ['distances', 'build', 'store'];

/**
 * A browser test's hooks, set only by a test as `puzzlekitTestHooks = { hold: [...] }` on the
 * page's global before the app loads; no page of the app sets it, so the app holds nothing.
 */
interface TestHooks {
  /** The points where the worker holds its work (worker/test-holds.ts). */
  hold?: unknown;
  /** Filled in here: lets one piece of work held at a point go on. */
  release?: (point: HoldPoint) => void;
}

/** Where a test asked for holds: the worker is told, and the test's hooks get their release. */
function installTestHooks(post: (message: ToWorker) => void): void {
  const hooks = (globalThis as { puzzlekitTestHooks?: TestHooks }).puzzlekitTestHooks;
  const asked = Array.isArray(hooks?.hold) ? (hooks.hold as unknown[]) : [];
  const points = HOLD_POINTS.filter((point) => asked.includes(point));
  if (!hooks || points.length === 0) return;
  post({ type: 'hold', points });
  // Through the worker's own port, so a release never overtakes the hold.
  hooks.release = (point) => {
    if (HOLD_POINTS.includes(point)) post({ type: 'release', point });
  };
}
