/**
 * A Towers of Hanoi instance: `discs` discs, all on peg A at the start, to be
 * moved to the last peg; `pegs` pegs. Code `DISCS:PEGS`, e.g. `8:3`.
 */
import { render, type MessageParam } from '../../i18n/index.js';
import { checkParamKeys, intParam, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { HANOI } from './messages.js';
import { described } from '../catalog-words.js';

export const PUZZLE_ID = 'hanoi';
export const MIN_PEGS = 3;
/** Pegs are named by letters A, B, ... */
export const MAX_PEGS = 26;

/** The most discs whose state, one base-`pegs` digit a disc, stays an exact double below 2^53. */
export function maxDiscs(pegs: number): number {
  return Math.floor(53 / Math.log2(pegs));
}

export interface HanoiInstance {
  readonly discs: number;
  readonly pegs: number;
}

export const PRESETS: readonly CodePreset[] = [
  { name: 'lucas', aliases: ['classic'], ...described(HANOI.presetLucas()), code: '8:3' },
  { name: 'small', ...described(HANOI.presetSmall()), code: '3:3' },
  { name: 'reve', aliases: ['dudeney'], ...described(HANOI.presetReve()), code: '8:4' },
  { name: 'four-pegs-10', ...described(HANOI.presetFourPegs10()), code: '10:4' },
];
export const DEFAULT_PRESET = 'lucas';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'discs', description: render(HANOI.paramDiscs(), 'en'), default: '8' },
  { key: 'pegs', description: render(HANOI.paramPegs({ min: MIN_PEGS, max: MAX_PEGS }), 'en'), default: '3' },
];

function checked(discs: number, pegs: number, where: MessageParam): HanoiInstance {
  if (pegs < MIN_PEGS || pegs > MAX_PEGS) throw new PuzzleInputError(HANOI.tooFewOrManyPegs({ where, pegs, min: MIN_PEGS, max: MAX_PEGS }));
  const most = maxDiscs(pegs);
  if (discs < 1 || discs > most) throw new PuzzleInputError(HANOI.tooFewOrManyDiscs({ where, discs, pegs, most }));
  return Object.freeze({ discs, pegs });
}

/** `where`: the file's name, or by default the instance code. */
export function parseCode(code: string, where: MessageParam = HANOI.placeInstanceCode()): HanoiInstance {
  const match = /^\s*(\d{1,3})\s*:\s*(\d{1,3})\s*$/.exec(code);
  if (!match) throw new PuzzleInputError(HANOI.notACode({ where, code: quoteInput(code.trim()) }));
  return checked(Number(match[1]), Number(match[2]), where);
}
export function instanceCode(instance: HanoiInstance): string {
  return `${instance.discs}:${instance.pegs}`;
}

export function parseRequest(request: InstanceRequest): HanoiInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  const given = requestCode(PUZZLE_ID, PRESETS, source);
  const base: HanoiInstance = given ? parseCode(given.code, given.where) : { discs: 8, pegs: 3 };
  const pegs = params.pegs === undefined ? base.pegs : intParam('pegs', params.pegs, MIN_PEGS, MAX_PEGS);
  const discs = params.discs === undefined ? base.discs : intParam('discs', params.discs, 1, maxDiscs(pegs));
  return checked(discs, pegs, HANOI.placeParameters());
}
