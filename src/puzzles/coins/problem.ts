/**
 * The coins search problem on bit masks (see line.ts). A state is the key
 * itself: a number, kept up to translation.
 */
import type { SearchProblem } from '../../engine/problem.js';
import type { CoinsInstance } from './instance.js';
import { highestBit, isSeparated, LineLayout } from './line.js';
import { coinMove, type CoinMove } from './moves.js';

export type CoinState = number;

export interface CoinsProblem extends SearchProblem<CoinState, CoinMove> {
  layout: LineLayout;
}

export function createCoinsProblem(instance: CoinsInstance): CoinsProblem {
  const layout = new LineLayout(instance.span);
  const { span, contiguous } = instance;

  /** The key after putting a pair (faces `pair`, 2 bits) at `to` into the rest of the line; -1 if too wide. */
  const place = (rest: number, restFace: number, pair: number, to: number): number => {
    if (to >= 0) return layout.normalisedKey(rest | (3 << to), restFace | (pair << to));
    const k = -to;
    if (highestBit(rest) + k >= span) return -1;
    return layout.normalisedKey((rest << k) | 3, (restFace << k) | pair);
  };

  const jumpSuccessors = (occ: number, face: number, emit: (next: CoinState, move: CoinMove) => void) => {
    for (let i = 0; occ >>> (i + 1) !== 0; i++) {
      if (((occ >>> i) & 3) !== 3 || (((face >>> i) ^ (face >>> (i + 1))) & 1) === 0) continue;
      const rest = occ & ~(3 << i);
      const restFace = face & ~(3 << i);
      const pair = (face >>> i) & 3;
      if ((occ >>> (i + 2)) & 1) {
        let j = i + 2;
        while ((occ >>> j) & 1) j++;
        if (((occ >>> (j + 1)) & 1) === 0) {
          const next = place(rest, restFace, pair, j);
          if (next >= 0) emit(next, coinMove(i, j));
        }
      }
      if (i >= 1 && (occ >>> (i - 1)) & 1) {
        let j = i - 1;
        while (j >= 0 && (occ >>> j) & 1) j--;
        // j is the first free cell left of the run (-1 past cell 0); the pair needs j-1 free too.
        if (j < 0 || (j >= 1 && ((occ >>> (j - 1)) & 1) === 0)) {
          const next = place(rest, restFace, pair, j - 1);
          if (next >= 0) emit(next, coinMove(i, j - 1));
        }
      }
    }
  };

  const taitSuccessors = (occ: number, face: number, emit: (next: CoinState, move: CoinMove) => void) => {
    for (let i = 0; occ >>> (i + 1) !== 0; i++) {
      if (((occ >>> i) & 3) !== 3) continue;
      let rest = occ & ~(3 << i);
      if (rest === 0) continue;
      // The rest of the line moved to start at cell 0, so that every place
      // within the span is a shift of at most `span` bits.
      const low = 31 - Math.clz32(rest & -rest);
      rest >>>= low;
      const restFace = (face & ~(3 << i)) >>> low;
      const pair = (face >>> i) & 3;
      for (let to = highestBit(rest) + 1 - span; to <= span - 2; to++) {
        if (to + low === i) continue;
        if (to >= 0 && ((rest >>> to) & 3) !== 0) continue;
        if (to === -1 && (rest & 1) !== 0) continue;
        const next = place(rest, restFace, pair, to);
        if (next >= 0) emit(next, coinMove(i, to + low));
      }
    }
  };

  const successors = instance.rule === 'jump' ? jumpSuccessors : taitSuccessors;
  return {
    start: layout.fromText(instance.line),
    isGoal: (s) => isSeparated(layout.occOf(s), layout.faceOf(s), contiguous),
    successors: (s, emit) => successors(layout.occOf(s), layout.faceOf(s), emit),
    codec: layout.fitsUint32 ? { kind: 'uint32', encode: (s) => s, decode: (k) => k } : { kind: 'float53', encode: (s) => s, decode: (k) => k },
    unitCosts: true,
    layout,
  };
}
