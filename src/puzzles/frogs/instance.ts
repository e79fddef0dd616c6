/**
 * A frogs instance (青蛙换位): `left` frogs facing right, one free lily pad,
 * `right` frogs facing left. Read from a preset, a code such as `LLL_RRR`
 * (a file holds the same), or the parameters `left` and `right`.
 */
import { checkParamKeys, intParam, placeZh, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';

export const PUZZLE_ID = 'frogs';
/** Up to 12 frogs a side: 25 pads of 2 bits fit one exact double. */
export const MAX_FROGS = 12;

export interface FrogsInstance {
  /** Frogs that start on the left and hop right. */
  readonly left: number;
  /** Frogs that start on the right and hop left. */
  readonly right: number;
}

export const PRESETS: readonly CodePreset[] = [
  { name: '3-3', aliases: ['classic'], description: 'three frogs a side: 15 moves, 2 solutions', zh: '每边三只青蛙：15 步，2 个解', code: 'LLL_RRR' },
  { name: '2-3', description: 'two frogs against three: 11 moves, 2 solutions', zh: '两只对三只：11 步，2 个解', code: 'LL_RRR' },
  { name: '1-4', description: 'one frog against four: 9 moves, 8 solutions', zh: '一只对四只：9 步，8 个解', code: 'L_RRRR' },
  { name: '5-5', description: 'five frogs a side: 35 moves, 2 solutions', zh: '每边五只青蛙：35 步，2 个解', code: 'LLLLL_RRRRR' },
];
export const DEFAULT_PRESET = '3-3';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'left', description: `frogs on the left, hopping right (1 to ${MAX_FROGS})`, default: '3' },
  { key: 'right', description: `frogs on the right, hopping left (1 to ${MAX_FROGS})`, default: '3' },
];

export const CODE_FORMAT = 'L frogs, one pad _ (or .), R frogs, e.g. LLL_RRR';
export const CODE_FORMAT_ZH = 'L 青蛙、一片空荷叶 _（或 .）、R 青蛙，如 LLL_RRR';

/** Reads `LLL_RRR`: the left frogs, the one free pad, the right frogs. */
export function parseCode(code: string, where = 'instance code'): FrogsInstance {
  const text = code.trim().toUpperCase();
  const match = /^(L*)[_.](R*)$/.exec(text);
  if (!match) {
    const bad = [...text].findIndex((ch) => !'LR_.'.includes(ch));
    if (bad >= 0) {
      throw new PuzzleInputError(
        `${where}: ${quoteInput(text[bad])} at position ${bad + 1} is not L, R or the pad _ (format: ${CODE_FORMAT})`,
        `${placeZh(where)}：第 ${bad + 1} 个位置上的 ${quoteInput(text[bad])} 不是 L、R 或空荷叶 _（格式：${CODE_FORMAT_ZH}）`,
      );
    }
    throw new PuzzleInputError(
      `${where} ${quoteInput(code.trim())} is not all L frogs, then one free pad, then all R frogs (format: ${CODE_FORMAT})`,
      `${placeZh(where)} ${quoteInput(code.trim())} 不是先全部 L 青蛙、再一片空荷叶、再全部 R 青蛙（格式：${CODE_FORMAT_ZH}）`,
    );
  }
  return checked(match[1].length, match[2].length, where);
}

function checked(left: number, right: number, where: string): FrogsInstance {
  for (const [side, n] of [['left', left], ['right', right]] as const) {
    if (n < 1 || n > MAX_FROGS) {
      throw new PuzzleInputError(`${where}: ${n} frogs on the ${side}, but a side has 1 to ${MAX_FROGS}`, `${placeZh(where)}：${side === 'left' ? '左' : '右'}边有 ${n} 只青蛙，但每边只能有 1 到 ${MAX_FROGS} 只`);
    }
  }
  return Object.freeze({ left, right });
}

export function instanceCode(instance: FrogsInstance): string {
  return `${'L'.repeat(instance.left)}_${'R'.repeat(instance.right)}`;
}

export function parseRequest(request: InstanceRequest): FrogsInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  const given = requestCode(PUZZLE_ID, PRESETS, source);
  const base: FrogsInstance = given ? parseCode(given.code, given.where) : { left: 3, right: 3 };
  const left = params.left === undefined ? base.left : intParam('left', params.left, 1, MAX_FROGS);
  const right = params.right === undefined ? base.right : intParam('right', params.right, 1, MAX_FROGS);
  return checked(left, right, 'parameters');
}
