/**
 * State codes: the arrangement written as a level code, e.g.
 * `s1,B4,./S,M2,s3/s13,s2,s4`; once the submarine has left, `:out` follows
 * and its token stays in the exit slot it left from:
 * `s1,B4,./s3,M2,s2/s13,S,s4:out`.
 */
import { PuzzleInputError } from '../puzzle.js';
import { EMPTY, kindsOf } from './arrangement.js';
import { gridCode, parseLevelCode } from './code.js';
import type { SubmarineLevel } from './level.js';
import type { Position } from './rules.js';
import { EXIT_SLOT, tileToken } from './tiles.js';
import { SUBMARINE } from './messages.js';

const OUT_SUFFIX = ':out';

export function positionCode(level: SubmarineLevel, position: Position): string {
  const { kinds } = kindsOf(level);
  return gridCode(position.slots.map((k) => (k === EMPTY ? null : kinds[k]))) + (position.out ? OUT_SUFFIX : '');
}

/** Reads a state code of this level: its tiles, in any slots, the submarine in the exit slot if out. */
export function parsePositionCode(level: SubmarineLevel, code: string): Position {
  const text = code.trim();
  const out = text.toLowerCase().endsWith(OUT_SUFFIX);
  const arrangement = parseLevelCode(out ? text.slice(0, -OUT_SUFFIX.length) : text);
  const { kinds } = kindsOf(level);
  const tokens = kinds.map(tileToken);
  const slots = arrangement.grid.map((t) => (t === null ? EMPTY : tokens.indexOf(tileToken(t))));
  const stray = slots.findIndex((k, slot) => k === EMPTY && arrangement.grid[slot] !== null);
  if (stray >= 0) {
    const token = tileToken(arrangement.grid[stray]!);
    throw new PuzzleInputError(SUBMARINE.stateStrayTile({ token }));
  }
  const count = (list: readonly string[]) => [...list].sort().join(',');
  const want = count(level.grid.flatMap((t) => (t ? [tileToken(t)] : [])));
  const got = count(arrangement.grid.flatMap((t) => (t ? [tileToken(t)] : [])));
  if (want !== got) throw new PuzzleInputError(SUBMARINE.stateTiles({ got, want }));
  if (out && arrangement.grid[EXIT_SLOT]?.type !== 'submarine') {
    throw new PuzzleInputError(SUBMARINE.stateOut());
  }
  return { slots, out };
}
