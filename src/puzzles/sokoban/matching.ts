/**
 * The matching bound: the least total push distance over every way of
 * giving each box a goal of its own (a minimum-cost assignment, by the
 * Hungarian algorithm with potentials, O(boxes² × goals)). Each box needs at
 * least its distance to the goal it ends on, and no two boxes end on one
 * goal, so the bound never exceeds the pushes left: A* stays exact with it.
 * One matcher per search; its arrays are reused, nothing is allocated a call.
 */
import { UNREACHABLE, type PushDistances } from './push-distances.js';

export class Matcher {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;

  constructor(
    private readonly distances: PushDistances,
    private readonly size: number,
    private readonly goals: number,
  ) {
    this.u = new Float64Array(goals + 1);
    this.v = new Float64Array(goals + 1);
    this.match = new Int32Array(goals + 1);
    this.way = new Int32Array(goals + 1);
    this.minv = new Float64Array(goals + 1);
    this.used = new Uint8Array(goals + 1);
  }

  /**
   * The least total distance matching `count` boxes (squares in `boxes`) to
   * distinct goals; UNREACHABLE or more when no matching reaches every goal.
   */
  bound(boxes: Int32Array, count: number): number {
    const { u, v, match, way, minv, used, goals, size } = this;
    const dist = this.distances.distance;
    u.fill(0, 0, count + 1);
    v.fill(0);
    match.fill(0);
    for (let i = 1; i <= count; i++) {
      match[0] = i;
      let j0 = 0;
      minv.fill(Infinity);
      used.fill(0);
      do {
        used[j0] = 1;
        const i0 = match[j0];
        const box = boxes[i0 - 1];
        let delta = Infinity;
        let j1 = 0;
        for (let j = 1; j <= goals; j++) {
          if (used[j]) continue;
          const cur = dist[(j - 1) * size + box] - u[i0] - v[j];
          if (cur < minv[j]) {
            minv[j] = cur;
            way[j] = j0;
          }
          if (minv[j] < delta) {
            delta = minv[j];
            j1 = j;
          }
        }
        for (let j = 0; j <= goals; j++) {
          if (used[j]) {
            u[match[j]] += delta;
            v[j] -= delta;
          } else {
            minv[j] -= delta;
          }
        }
        j0 = j1;
      } while (match[j0] !== 0);
      do {
        const j1 = way[j0];
        match[j0] = match[j1];
        j0 = j1;
      } while (j0 !== 0);
    }
    let total = 0;
    for (let j = 1; j <= goals; j++) {
      if (match[j] !== 0) total += dist[(j - 1) * size + boxes[match[j] - 1]];
    }
    return total >= UNREACHABLE ? UNREACHABLE : total;
  }
}
