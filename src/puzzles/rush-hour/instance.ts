/** How a request (preset, code, file, parameters) becomes a Rush Hour instance. */
import { render } from '../../i18n/index.js';
import { defaultWords } from '../catalog-words.js';
import { checkParamKeys, findPreset, intParam, requestCode } from '../params.js';
import type { InstanceRequest, ParamInfo } from '../puzzle.js';
import { MAX_SIDE, MIN_SIDE, positionCode, type RushInstance } from './board.js';
import { readBoard } from './code.js';
import { RUSH } from './messages.js';
import { DEFAULT_PRESET, PRESETS } from './presets.js';

export const PUZZLE_ID = 'rush-hour';

export const PARAMS: readonly ParamInfo[] = [{ key: 'size', description: render(RUSH.paramSize(), 'en'), ...defaultWords(RUSH.paramSizeDefault()) }];

export function parseRequest(request: InstanceRequest): RushInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  const size = params.size === undefined ? undefined : intParam('size', params.size, MIN_SIDE, MAX_SIDE);
  const given = requestCode(PUZZLE_ID, PRESETS, source) ?? { code: findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET).code };
  const where = given.where === undefined ? RUSH.placeCode() : RUSH.origin({ origin: given.where });
  return readBoard(given.code, size, where);
}

/** The code `parseRequest` reads back into this instance: the start position's. */
export function instanceCode(instance: RushInstance): string {
  return positionCode(instance, instance.start);
}
