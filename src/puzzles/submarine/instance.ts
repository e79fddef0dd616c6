/**
 * Turning an instance request into a level: presets, codes and files. The
 * presets are levels made by this backend's generator (generate.ts); the
 * toy's own levels belong to its maker, and a person types theirs in with
 * the level code.
 */
import { checkParamKeys, findPreset } from '../params.js';
import type { CodePreset, InstanceRequest } from '../puzzle.js';
import { parseLevelCode } from './code.js';
import type { SubmarineLevel } from './level.js';
import { parseLevelText } from './text.js';
import { SUBMARINE } from './messages.js';
import { described } from '../catalog-words.js';

export const PUZZLE_ID = 'submarine';

/** Made by `puzzlekit generate submarine` with the options noted beside each; each has one shortest solution. */
export const PRESETS: readonly CodePreset[] = [
  {
    // Made by `generate submarine --seed 1 --count 20`.
    name: 'warm-up',
    ...described(SUBMARINE.presetWarmUp()),
    code: '.,B3,M4/s2,s13,s3/S,s4,s34',
  },
  {
    // Made by `generate submarine --seed 1 --count 20`.
    name: 'easy',
    ...described(SUBMARINE.presetEasy()),
    code: 'B4,s2,s34/s24,s1,s3/.,S,M3',
  },
  {
    // Made by `generate submarine --seed 7 --min-moves 60 --unique`.
    name: 'medium',
    ...described(SUBMARINE.presetMedium()),
    code: 'S,s23,s4/M2,.,s4/B3,s13,s1',
  },
  {
    // Made by `generate submarine --seed 1`.
    name: 'hard',
    ...described(SUBMARINE.presetHard()),
    code: '.,M4,s13/s3,S,s2/s3,s12,B3',
  },
  {
    // Made by `generate submarine --seed 3 --min-moves 110 --unique --count 2`.
    name: 'deep',
    ...described(SUBMARINE.presetDeep()),
    code: 's1,s2,s12/s24,s4,S/.,B2,M3',
  },
];

export const DEFAULT_PRESET = 'warm-up';

export function parseRequest(request: InstanceRequest): SubmarineLevel {
  checkParamKeys(PUZZLE_ID, request.params, []);
  const { source } = request;
  switch (source.kind) {
    case 'preset': {
      const preset = findPreset(PUZZLE_ID, PRESETS, source.name);
      return parseLevelCode(preset.code, preset.name);
    }
    case 'code':
      return parseLevelCode(source.code);
    case 'text':
      return parseLevelText(source.text, source.origin);
    case 'params': {
      const preset = findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET);
      return parseLevelCode(preset.code, preset.name);
    }
  }
}
