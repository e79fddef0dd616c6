/**
 * The page's side of the search worker: one job at a time per caller, a
 * promise per job, progress to a callback, and cancellation.
 */
import { currentLang } from './i18n.js';
import type { SearchProgress } from '../../src/engine/index.js';
import type { FromWorker, Job, Outcome, TablesProgress, ToWorker } from './worker/protocol.js';

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
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor() {
    this.worker = new Worker(new URL('./worker/search-worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', (event: MessageEvent<FromWorker>) => this.receive(event.data));
    this.worker.addEventListener('error', (event) => {
      // A worker that fails to load or throws outside a job: fail everything waiting, with the reason.
      for (const [id, job] of this.pending) {
        job.reject(new JobError(event.message || 'the search worker failed', false));
        this.pending.delete(id);
      }
    });
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
    this.post({ type: 'run', id, job, lang: currentLang() });
    return { promise, cancel: () => this.post({ type: 'cancel', id }) };
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
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
        job.reject(new JobError(message.message, message.inputError));
        break;
    }
  }
}
