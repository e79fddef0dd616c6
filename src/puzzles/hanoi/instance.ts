/**
 * A Towers of Hanoi instance: `discs` discs, all on peg A at the start, to be
 * moved to the last peg; `pegs` pegs. Code `DISCS:PEGS`, e.g. `8:3`.
 */
import { checkParamKeys, intParam, placeZh, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';

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
  { name: 'lucas', aliases: ['classic'], description: "Lucas's tower: 8 discs, 3 pegs, 255 moves", zh: '卢卡斯塔：8 个盘，3 根柱，255 步', code: '8:3' },
  { name: 'small', description: '3 discs, 3 pegs: 7 moves', zh: '3 个盘，3 根柱：7 步', code: '3:3' },
  { name: 'reve', aliases: ['dudeney'], description: "Dudeney's Reve's puzzle: 8 cheeses on 4 stools, 33 moves", zh: '杜德尼的“里夫难题”：4 个凳子上的 8 块奶酪，33 步', code: '8:4' },
  { name: 'four-pegs-10', description: '10 discs on 4 pegs: 49 moves (Frame-Stewart), about a million states', zh: '4 根柱上 10 个盘：49 步（Frame-Stewart），约一百万个状态', code: '10:4' },
];
export const DEFAULT_PRESET = 'lucas';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'discs', description: 'number of discs, all on peg A at the start', default: '8' },
  { key: 'pegs', description: `number of pegs (${MIN_PEGS} to ${MAX_PEGS}); the discs go to the last one`, default: '3' },
];

export const CODE_FORMAT = 'DISCS:PEGS, e.g. 8:3';
export const CODE_FORMAT_ZH = '盘数:柱数，如 8:3';

function checked(discs: number, pegs: number, where: string): HanoiInstance {
  if (pegs < MIN_PEGS || pegs > MAX_PEGS) {
    throw new PuzzleInputError(`${where}: ${pegs} pegs, but a tower has ${MIN_PEGS} to ${MAX_PEGS}`, `${placeZh(where)}：${pegs} 根柱，但塔只能有 ${MIN_PEGS} 到 ${MAX_PEGS} 根柱`);
  }
  const most = maxDiscs(pegs);
  if (discs < 1 || discs > most) throw new PuzzleInputError(`${where}: ${discs} discs, but ${pegs} pegs take 1 to ${most} discs`, `${placeZh(where)}：${discs} 个盘，但 ${pegs} 根柱只能放 1 到 ${most} 个盘`);
  return Object.freeze({ discs, pegs });
}

export function parseCode(code: string, where = 'instance code'): HanoiInstance {
  const match = /^\s*(\d{1,3})\s*:\s*(\d{1,3})\s*$/.exec(code);
  if (!match) throw new PuzzleInputError(`${where} ${quoteInput(code.trim())} is not DISCS:PEGS (e.g. 8:3)`, `${placeZh(where)} ${quoteInput(code.trim())} 不是 盘数:柱数（如 8:3）`);
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
  return checked(discs, pegs, 'parameters');
}
