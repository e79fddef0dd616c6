/** How a request (preset, code, text) becomes a sliding-blocks instance. */
import { checkParamKeys, findPreset } from '../params.js';
import type { InstanceRequest } from '../puzzle.js';
import type { BlocksInstance } from './board.js';
import { DEFAULT_PRESET, PRESETS } from './presets.js';
import { parseCode, parseText } from './text.js';

export const PUZZLE_ID = 'sliding-blocks';

/** Sliding blocks take no parameters: a board is its own description. */
export function parseRequest(request: InstanceRequest): BlocksInstance {
  checkParamKeys(PUZZLE_ID, request.params, []);
  const { source } = request;
  switch (source.kind) {
    case 'preset':
      return parseCode(findPreset(PUZZLE_ID, PRESETS, source.name).code);
    case 'code':
      return parseCode(source.code);
    case 'text':
      return parseText(source.text, source.origin);
    case 'params':
      return parseCode(findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET).code);
  }
}
