/**
 * Turning an instance request into a level: a preset, a code (XSB rows
 * joined by `|`), or a file's text, which may be a collection of levels
 * (the request's `level` picks one, the first by default).
 */
import { chooseLevel } from '../level-choice.js';
import { checkParamKeys, findPreset } from '../params.js';
import type { CodePreset, InstanceRequest, ParamInfo } from '../puzzle.js';
import { described } from '../catalog-words.js';
import { fileLevels } from './collection-file.js';
import type { SokobanLevel } from './level.js';
import { SOKOBAN } from './messages.js';
import { parseLevel, positionCode } from './xsb.js';

export const PUZZLE_ID = 'sokoban';

export const PRESETS: readonly CodePreset[] = [
  { name: 'tiny', aliases: ['first'], ...described(SOKOBAN.presetTiny()), code: '#####|#@$.#|#####' },
  { name: 'two-boxes', ...described(SOKOBAN.presetTwoBoxes()), code: '######|#.---#|#-$$-#|#-@--#|#.---#|######' },
];
export const DEFAULT_PRESET = 'two-boxes';

export const PARAMS: readonly ParamInfo[] = [];

export function parseRequest(request: InstanceRequest): SokobanLevel {
  const { source } = request;
  checkParamKeys(PUZZLE_ID, request.params, []);
  switch (source.kind) {
    case 'preset':
      return parseLevel(findPreset(PUZZLE_ID, PRESETS, source.name).code, { where: SOKOBAN.placeInstanceCode() });
    case 'code':
      return parseLevel(source.code, { where: SOKOBAN.placeInstanceCode() });
    case 'text': {
      const levels = fileLevels(source.text);
      // A file of one level may be written any way XSB allows (even without a wall at the start of a row): read it whole.
      if (levels.length <= 1 && source.level === undefined) return parseLevel(source.text, { where: source.origin });
      const level = chooseLevel(levels, source.level, source.origin);
      return parseLevel(level.text, { where: source.origin, firstRow: level.firstRow, title: level.title });
    }
    case 'params':
      return parseLevel(findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET).code, { where: SOKOBAN.placeInstanceCode() });
  }
}

export function instanceCode(level: SokobanLevel): string {
  return positionCode(level, level.boxes, level.player);
}
