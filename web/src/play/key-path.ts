/**
 * The keys between two positions of a solution: a solution's move may be
 * several key presses (under Sokoban's push metric, the walk to a box and
 * the push), so Watch plays the positions of the fewest keys that reach
 * the next one, found by breadth-first search over the key moves the
 * rules allow, bounded by `limit` positions. Null where none is found
 * within it (Watch then shows the move at once).
 */
import { isIllegal, type OpenedInstance, type OpenedKeyPlay } from '../../../src/midend/browser.js';

export function keyPath(opened: OpenedInstance, keyPlay: OpenedKeyPlay<unknown, unknown>, from: unknown, to: unknown, limit = 20_000): unknown[] | null {
  const target = opened.stateCode(to);
  const parent = new Map<string, { state: unknown; before: string | null }>([[opened.stateCode(from), { state: from, before: null }]]);
  const queue: unknown[] = [from];
  for (let i = 0; i < queue.length && parent.size < limit; i++) {
    const beforeCode = opened.stateCode(queue[i]);
    for (const key of keyPlay.keys) {
      const move = keyPlay.move(queue[i], key);
      if (move === null) continue;
      const next = opened.applyMove(queue[i], move);
      if (isIllegal(next)) continue;
      const code = opened.stateCode(next);
      if (parent.has(code)) continue;
      parent.set(code, { state: next, before: beforeCode });
      if (code === target) return pathTo(parent, code);
      queue.push(next);
    }
  }
  return null;
}

/** The positions from the one after the start to `code`, by the parents recorded. */
function pathTo(parent: Map<string, { state: unknown; before: string | null }>, code: string): unknown[] {
  const path: unknown[] = [];
  for (let at: string | null = code; at !== null; ) {
    const entry: { state: unknown; before: string | null } = parent.get(at)!;
    if (entry.before === null) break;
    path.push(entry.state);
    at = entry.before;
  }
  return path.reverse();
}
