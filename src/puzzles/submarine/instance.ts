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

export const PUZZLE_ID = 'submarine';

/** Made by `puzzlekit generate submarine` with the seeds named; each has one shortest solution. */
export const PRESETS: readonly CodePreset[] = [
  {
    name: 'warm-up',
    description: 'a first level: 11 moves (generated, --seed 1 --count 20)',
    zh: '入门关：11 步（生成的，--seed 1 --count 20）',
    code: '.,B3,M4/s2,s13,s3/S,s4,s34',
  },
  {
    name: 'easy',
    description: '37 moves (generated, --seed 1 --count 20)',
    zh: '37 步（生成的，--seed 1 --count 20）',
    code: 'B4,s2,s34/s24,s1,s3/.,S,M3',
  },
  {
    name: 'medium',
    description: '61 moves (generated, --seed 7 --min-moves 60 --unique)',
    zh: '61 步（生成的，--seed 7 --min-moves 60 --unique）',
    code: 'S,s23,s4/M2,.,s4/B3,s13,s1',
  },
  {
    name: 'hard',
    description: '97 moves (generated, --seed 1)',
    zh: '97 步（生成的，--seed 1）',
    code: '.,M4,s13/s3,S,s2/s3,s12,B3',
  },
  {
    name: 'deep',
    description: '155 moves, three times the old depth-first solver\'s bound of 50 (generated, --seed 3 --min-moves 110 --unique --count 2)',
    zh: '155 步，是旧的深度优先求解器上限 50 步的三倍（生成的，--seed 3 --min-moves 110 --unique --count 2）',
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
