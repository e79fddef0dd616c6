/**
 * Turning an instance request into a level: presets, codes and files. The
 * presets are levels made by this backend's generator (generate.ts); the
 * toy's own levels belong to its maker, and a person types theirs in with
 * the level code.
 */
import { checkParamKeys, findPreset } from '../params.js';
import type { InstanceRequest, PresetInfo } from '../puzzle.js';
import { parseLevelCode } from './code.js';
import type { SubmarineLevel } from './level.js';
import { parseLevelText } from './text.js';

export const PUZZLE_ID = 'submarine';

interface SubmarinePreset extends PresetInfo {
  code: string;
}

export const PRESETS: readonly SubmarinePreset[] = [];

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
