/**
 * Holds for browser tests: a test can act while a pattern-database build is
 * under way (cancel it, take its picture), see a hint answered while the
 * tables are still being stored, or click while the distances are not yet
 * answered, at a point it knows, instead of racing work that takes 0.1 s on
 * one machine and 10 s on another.
 *
 * Inert in the app: nothing is held until the worker gets a 'hold' message,
 * which the page sends only when a test set `puzzlekitTestHooks` before the
 * app loaded (search-client.ts). Then the work at each point asked for waits
 * there until the test calls `puzzlekitTestHooks.release(point)` on the page
 * (a 'release' message, after the 'hold' on the same port), or its job is
 * cancelled. Each release lets one piece of work go, the one held now or
 * else the next to come there.
 */
import type { HoldPoint } from './protocol.js';

const holding = new Set<HoldPoint>();
/** The work held now, first held first, each with the function that lets it go. */
const held = new Set<{ point: HoldPoint; go(): void }>();
/** Releases that came with nothing held at their point: the next work there goes at once. */
const early = new Map<HoldPoint, number>();

/** From now on, work at these points waits for a test's release. */
export function holdForTests(points: readonly HoldPoint[]): void {
  for (const point of points) holding.add(point);
}

/** Lets go the first work held at `point`, or else the next to come there. */
export function releaseForTests(point: HoldPoint): void {
  const first = [...held].find((entry) => entry.point === point);
  if (first) first.go();
  else early.set(point, (early.get(point) ?? 0) + 1);
}

/** Whether work at `point` must wait (a test asked for it); when not, callers go on without an await. */
export function holdsAt(point: HoldPoint): boolean {
  return holding.has(point);
}

/** Resolves when a test releases `point`, or at once once `signal` aborts (a cancelled build does not wait). */
export function heldAt(point: HoldPoint, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const entry = {
      point,
      go: () => {
        held.delete(entry);
        signal?.removeEventListener('abort', entry.go);
        resolve();
      },
    };
    const released = early.get(point) ?? 0;
    if (released > 0) early.set(point, released - 1);
    if (signal?.aborted || released > 0) return resolve();
    held.add(entry);
    signal?.addEventListener('abort', entry.go, { once: true });
  });
}
