/**
 * Runs searches given as steps (a generator that yields between slices)
 * taking turns, a slice each, as a page or a long process running several
 * at once would: what one search leaves between its slices must survive
 * the others' slices.
 */
import type { Steps } from '../../src/engine/index.js';

/** Each search's result, and the turns it took (its pauses, and 1). */
export function takeTurns<T>(searches: Steps<T>[]): { results: T[]; turns: number[] } {
  const results: T[] = new Array<T>(searches.length);
  const turns = searches.map(() => 0);
  const running = new Set(searches.keys());
  while (running.size > 0) {
    for (const i of [...running]) {
      const step = searches[i].next();
      turns[i]++;
      if (step.done) {
        results[i] = step.value;
        running.delete(i);
      }
    }
  }
  return { results, turns };
}
