/**
 * The Rush Hour search problem. A state is its own key: each piece's place
 * along its line as one mixed-radix digit, the red car's lowest,
 *   state = place_0 + places_0 * (place_1 + places_1 * (place_2 + ...)),
 * which fits a uint32 for most boards and an exact double for any the
 * reader accepts (it refuses more than 2^53 arrangements). A move adds
 * `shift * weight[piece]`. Successors decode the places into a scratch
 * array, mark the occupied cells in a scratch board, and scan each piece's
 * line both ways: no allocation per state.
 *
 * Metrics: `move`, a piece slid any distance along its line counts 1 (the
 * database's count); `step`, each cell counts 1. Both cost 1 a successor.
 */
import type { SearchProblem } from '../../engine/problem.js';
import { exitPlace, type RushInstance } from './board.js';
import { movePiece, moveShift, rushMove, type RushMove } from './moves.js';

export type RushState = number;
export type RushMetric = 'move' | 'step';

export interface RushProblem extends SearchProblem<RushState, RushMove> {
  /** Each piece's place in a state. */
  placesOf(state: RushState): number[];
  /** The state of each piece's place. */
  stateOf(places: readonly number[]): RushState;
}

export function createRushProblem(instance: RushInstance, metric: RushMetric = 'move'): RushProblem {
  const { width, pieces } = instance;
  const n = pieces.length;
  const places = Int32Array.from(pieces, (p) => p.places);
  const lengths = Int32Array.from(pieces, (p) => p.length);
  const lines = Int32Array.from(pieces, (p) => p.line);
  const horizontal = Uint8Array.from(pieces, (p) => (p.horizontal ? 1 : 0));
  const weight = new Float64Array(n);
  let size = 1;
  for (let i = 0; i < n; i++) {
    weight[i] = size;
    size *= places[i];
  }
  const goalPlace = exitPlace(instance);
  const redPlaces = places[0];
  const oneCell = metric === 'step';

  // Scratch, reused by every call.
  const place = new Int32Array(n);
  const taken = new Uint8Array(instance.walls.length);

  const unpack = (state: RushState) => {
    let rest = state;
    for (let i = 0; i < n; i++) {
      const p = rest % places[i];
      place[i] = p;
      rest = (rest - p) / places[i];
    }
  };
  const stateOf = (at: readonly number[]) => {
    let s = 0;
    for (let i = n - 1; i >= 0; i--) s = s * places[i] + at[i];
    return s;
  };

  const problem: RushProblem = {
    start: stateOf(instance.start),
    // The red car's place is the lowest digit.
    isGoal: (s) => s % redPlaces === goalPlace,
    successors(s, emit) {
      unpack(s);
      taken.set(instance.walls);
      for (let i = 0; i < n; i++) {
        const stride = horizontal[i] ? 1 : width;
        let cell = horizontal[i] ? lines[i] * width + place[i] : place[i] * width + lines[i];
        for (let k = 0; k < lengths[i]; k++, cell += stride) taken[cell] = 1;
      }
      for (let i = 0; i < n; i++) {
        const stride = horizontal[i] ? 1 : width;
        const first = horizontal[i] ? lines[i] * width + place[i] : place[i] * width + lines[i];
        const w = weight[i];
        // Back (left or up): the cells before the piece's first.
        for (let shift = -1, cell = first - stride; place[i] + shift >= 0 && taken[cell] === 0; shift--, cell -= stride) {
          emit(s + shift * w, rushMove(i, shift));
          if (oneCell) break;
        }
        // On (right or down): the cells after its last.
        const last = first + (lengths[i] - 1) * stride;
        for (let shift = 1, cell = last + stride; place[i] + shift < places[i] && taken[cell] === 0; shift++, cell += stride) {
          emit(s + shift * w, rushMove(i, shift));
          if (oneCell) break;
        }
      }
    },
    codec: size <= 2 ** 32 ? { kind: 'uint32', encode: (s) => s, decode: (k) => k } : { kind: 'float53', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    // Every move is undone by the same piece sliding back.
    predecessors: (s, emit) => problem.successors(s, (prev, move) => emit(prev, rushMove(movePiece(move), -moveShift(move)))),
    placesOf(state) {
      unpack(state);
      return Array.from(place);
    },
    stateOf,
  };
  return problem;
}
