/**
 * A frogs instance: `left` frogs facing right, one free lily pad,
 * `right` frogs facing left. Read from a preset, a code such as `LLL_RRR`
 * (a file holds the same), or the parameters `left` and `right`.
 */
import { checkParamKeys, intParam, quoteInput, requestCode } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { render, type MessageParam } from '../../i18n/index.js';
import { FROGS } from './messages.js';
import { described } from '../catalog-words.js';

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
  { name: '3-3', aliases: ['classic'], ...described(FROGS.preset33()), code: 'LLL_RRR' },
  { name: '2-3', ...described(FROGS.preset23()), code: 'LL_RRR' },
  { name: '1-4', ...described(FROGS.preset14()), code: 'L_RRRR' },
  { name: '5-5', ...described(FROGS.preset55()), code: 'LLLLL_RRRRR' },
];
export const DEFAULT_PRESET = '3-3';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'left', description: render(FROGS.paramLeft({ max: MAX_FROGS }), 'en'), default: '3' },
  { key: 'right', description: render(FROGS.paramRight({ max: MAX_FROGS }), 'en'), default: '3' },
];

/** Reads `LLL_RRR` (the left frogs, the one free pad, the right frogs); `where`: the file's name, or by default the instance code. */
export function parseCode(code: string, where: MessageParam = FROGS.placeInstanceCode()): FrogsInstance {
  const text = code.trim().toUpperCase();
  const match = /^(L*)[_.](R*)$/.exec(text);
  if (!match) {
    const bad = [...text].findIndex((ch) => !'LR_.'.includes(ch));
    if (bad >= 0) {
      throw new PuzzleInputError(FROGS.codeBadCharacter({ where, character: quoteInput(text[bad]), position: bad + 1, format: FROGS.codeFormat() }));
    }
    throw new PuzzleInputError(FROGS.codeBadOrder({ where, code: quoteInput(code.trim()), format: FROGS.codeFormat() }));
  }
  return checked(match[1].length, match[2].length, where);
}

function checked(left: number, right: number, where: MessageParam): FrogsInstance {
  for (const [side, n] of [['left', left], ['right', right]] as const) {
    if (n < 1 || n > MAX_FROGS) {
      throw new PuzzleInputError(FROGS.sideSize({ where, n, side, max: MAX_FROGS }));
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
  return checked(left, right, FROGS.placeParameters());
}
