/**
 * The job threads of `puzzlekit worker`: started once, when the worker
 * starts, and shared by every run it serves, so no run waits for a thread
 * to load the puzzles. BullMQ runs at most as many jobs at a time as there
 * are threads, so a job always finds one free. A thread that dies (out of
 * memory, say) fails its job, which BullMQ retries, and is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { Message } from '../i18n/index.js';
import { HopelessJobError, JobError } from './job-errors.js';
import type { JobReply, JobRequest } from './job-thread.js';
import { CLUSTER_MESSAGES } from './messages.js';

interface Slot {
  thread: Worker;
  ready: Promise<void>;
  busy: { id: number; resolve: (value: number) => void; reject: (error: JobError) => void } | undefined;
}

export class JobThreads {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private closing = false;

  constructor(
    count: number,
    private readonly served: string,
  ) {
    for (let i = 0; i < count; i++) this.slots.push(this.start());
  }

  /** Resolves once every thread has loaded its code. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  private start(): Slot {
    const thread = new Worker(new URL('./job-thread.js', import.meta.url), { workerData: { served: this.served } });
    let readyNow = () => {};
    const slot: Slot = { thread, ready: new Promise<void>((resolve) => (readyNow = resolve)), busy: undefined };
    thread.on('message', (m: JobReply | 'ready') => {
      if (m === 'ready') return readyNow();
      const busy = slot.busy;
      if (!busy || busy.id !== m.id) return;
      slot.busy = undefined;
      if (m.ok) busy.resolve(m.value);
      else busy.reject(m.hopeless ? new HopelessJobError(m.words) : new JobError(m.words));
    });
    let gone = false;
    /** `why`: how the thread ended, or Node's words for its error, attached as they come. */
    const lost = (why: Message | string) => {
      if (gone) return;
      gone = true;
      readyNow();
      slot.busy?.reject(new JobError(CLUSTER_MESSAGES.jobThreadDied({ why })));
      slot.busy = undefined;
      if (this.closing) return;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = this.start();
    };
    thread.once('error', (error) => lost(error.message));
    thread.once('exit', (code) => lost(CLUSTER_MESSAGES.threadExit({ code })));
    return slot;
  }

  /** Runs a job's payload on a free thread. */
  run(data: unknown): Promise<number> {
    // BullMQ runs no more jobs at a time than there are threads: a programmer's mistake otherwise, worded as unexpected.
    const slot = this.slots.find((s) => !s.busy);
    if (!slot) return Promise.reject(new Error('internal error: more jobs than job threads'));
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      slot.busy = { id, resolve, reject };
      slot.thread.postMessage({ id, data } satisfies JobRequest);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.thread.terminate()));
  }
}
