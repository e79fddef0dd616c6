/**
 * The server's search threads (piscina; the file is named from one folder up, so that it is found from the bundle in dist/cli and from dist/server alike): a position outside every library is
 * searched there, so a lookup on the main thread never waits behind a search.
 * Each search is bounded three ways: by states and time inside the search,
 * by memory through the thread's heap limit, and by time again from here (a
 * search that does not stop in time has its thread ended). A full queue is
 * refused at once rather than letting requests pile up.
 */
import type { Lang } from '../i18n/index.js';
import type { SearchLimits } from './options.js';
import type { SearchReply, SearchTask } from './search-worker.js';

/** What a search comes to: the worker's reply, or a limit the pool itself enforced, or no room to wait. */
export type PoolReply = SearchReply | { kind: 'limit'; limit: 'time' | 'memory'; states: number } | { kind: 'busy' };

/** Extra time past the search's own limit before its thread is ended. */
const GRACE_MS = 1000;

export interface SearchPool {
  search(puzzle: string, code: string, lang: Lang): Promise<PoolReply>;
  close(): Promise<void>;
}

export async function startSearchPool(limits: SearchLimits, threads: number, queue: number): Promise<SearchPool> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: new URL('../server/search-worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: queue,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
  });
  const taskLimits = { maxStates: limits.maxStates, maxSeconds: limits.maxSeconds, maxMemoryBytes: limits.maxMemoryMb * 2 ** 20 };
  return {
    async search(puzzle, code, lang) {
      const task: SearchTask = { puzzle, code, lang, limits: taskLimits };
      if (pool.queueSize >= queue) return { kind: 'busy' };
      try {
        return (await pool.run(task, { signal: AbortSignal.timeout(limits.maxSeconds * 1000 + GRACE_MS) })) as SearchReply;
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        if (name === 'AbortError' || name === 'TimeoutError') return { kind: 'limit', limit: 'time', states: 0 };
        if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'limit', limit: 'memory', states: 0 };
        if (error instanceof Error && /queue is full/i.test(error.message)) return { kind: 'busy' };
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
