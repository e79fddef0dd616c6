/**
 * Turning an instance request into an instance: presets with their
 * parameters, preset codes (`jealous-husbands/couples=4/boat=3`), and specs
 * in JSON, ours or the RiverCrossing scenario language, from a file or a code.
 */
import { checkParamKeys, findPreset, intListParam, intParam, placeZh, quoteInput } from '../params.js';
import { PuzzleInputError, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { layoutOf, type Layout } from './layout.js';
import { buildModel, type RiverModel } from './model.js';
import { DEFAULT_PRESET, PRESETS, type RiverPreset } from './presets.js';
import { isRiverCrossingScenario, translateScenario } from './rc-language/format.js';
import { checkSpec, type RiverSpec } from './spec.js';
import { readJson } from '../json-input.js';

export const PUZZLE_ID = 'river-crossing';

export interface RiverInstance {
  readonly model: RiverModel;
  /** The spec it was built from (for a preset, the preset's spec at these sizes). */
  readonly spec: RiverSpec;
  /** Its instance code: a preset code, or the spec as compact JSON. */
  readonly code: string;
  /** How its states pack into numbers (layout.ts): codes, words and drawings read states with it. */
  readonly layout: Layout;
}

/** The instance of a checked spec; a spec too large to search is bad input here (layoutOf says why). */
function riverInstance(spec: RiverSpec, origin: string, code: string): RiverInstance {
  const model = buildModel(spec, origin);
  return { model, spec, code, layout: layoutOf(model) };
}

export const PARAMS: readonly ParamInfo[] = [
  { key: 'missionaries', description: 'missionaries-cannibals, ghosts, monks-monsters: how many of the kind that must not be outnumbered (1 to 100)', default: '3' },
  { key: 'cannibals', description: 'missionaries-cannibals, ghosts, monks-monsters: how many of the other kind (1 to 100)', default: 'as many as missionaries', defaultZh: '与 missionaries 一样多' },
  { key: 'boat', description: 'how many the boat (or bridge) holds, 1 to 64; also overrides the capacity of a spec from a file', default: 'the preset\'s (2)', defaultZh: '预设的（2）' },
  { key: 'couples', description: 'jealous-husbands: how many couples (1 to 10)', default: '3' },
  { key: 'times', description: 'bridge-torch: each person\'s crossing time, e.g. 1,2,5,10 (1 to 12 people)', default: '1,2,5,10' },
];

function readParam(key: string, raw: string): number | number[] {
  switch (key) {
    case 'missionaries':
    case 'cannibals':
      return intParam(key, raw, 1, 100);
    case 'boat':
      return intParam(key, raw, 1, 64);
    case 'couples':
      return intParam(key, raw, 1, 10);
    case 'times':
      return intListParam(key, raw, 1, 1_000_000, 12);
    default:
      throw new PuzzleInputError(`${PUZZLE_ID} has no parameter ${quoteInput(key)}`, `${PUZZLE_ID} 没有参数 ${quoteInput(key)}`);
  }
}

/** The preset's spec with its parameters: defaults, then the code's, then the request's. */
function presetInstance(preset: RiverPreset, ...layers: Readonly<Record<string, string>>[]): RiverInstance {
  const raw: Record<string, string> = { ...preset.params };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (!Object.hasOwn(preset.params, key)) {
        const takes = Object.keys(preset.params);
        throw new PuzzleInputError(
          `parameter ${key} does not apply to preset ${preset.name} (${takes.length ? `its parameters: ${takes.join(', ')}` : 'it has no parameters'})`,
          `参数 ${key} 不适用于预设 ${preset.name}（${takes.length ? `它的参数：${takes.join(', ')}` : '它没有参数'}）`,
        );
      }
      raw[key] = value;
    }
  }
  // Without its own value, cannibals follows missionaries: n and n, as the classic tables sweep.
  if (Object.hasOwn(raw, 'cannibals') && !layers.some((layer) => Object.hasOwn(layer, 'cannibals'))) raw.cannibals = raw.missionaries;
  const values: Record<string, number | number[]> = {};
  for (const [key, value] of Object.entries(raw)) values[key] = readParam(key, value);
  const canonical = Object.keys(preset.params).map((key) => `/${key}=${Array.isArray(values[key]) ? (values[key] as number[]).join(',') : values[key]}`);
  const code = `${preset.name}${canonical.join('')}`;
  const spec = checkSpec(preset.build(values), `preset ${preset.name}`);
  return riverInstance(spec, `preset ${preset.name}`, code);
}

/** Reads a preset code, `NAME` or `NAME/key=value/...`, into its preset and parameters. */
function readPresetCode(code: string): { preset: RiverPreset; params: Record<string, string> } {
  const [name, ...parts] = code.trim().split('/');
  const preset = findPreset(PUZZLE_ID, PRESETS, name);
  const params: Record<string, string> = Object.create(null);
  for (const part of parts) {
    const m = /^([a-z]+)=(.*)$/.exec(part.trim());
    if (!m) throw new PuzzleInputError(`instance code: ${quoteInput(part)} should be KEY=VALUE, as in jealous-husbands/couples=4/boat=3`, `实例代码：${quoteInput(part)} 应为 参数=值，如 jealous-husbands/couples=4/boat=3`);
    if (Object.hasOwn(params, m[1])) throw new PuzzleInputError(`instance code: ${m[1]} is given twice`, `实例代码：${m[1]} 给了两次`);
    params[m[1]] = m[2];
  }
  return { preset, params };
}

/** A spec in JSON, ours or the RiverCrossing language. */
export function specInstance(text: string, origin: string, boat?: string): RiverInstance {
  const data = readJson(
    text,
    origin,
    'give a river-crossing spec like {"travellers":[...],"boat":{"capacity":2}} or a RiverCrossing scenario',
    '请给出过河描述（如 {"travellers":[...],"boat":{"capacity":2}}）或 RiverCrossing 场景',
  );
  let spec = checkSpec(isRiverCrossingScenario(data) ? translateScenario(data, origin) : data, origin);
  if (boat !== undefined) spec = checkSpec({ ...spec, boat: { ...spec.boat, capacity: readParam('boat', boat) } }, origin);
  return riverInstance(spec, origin, JSON.stringify(spec));
}

function fromCode(code: string, params: Readonly<Record<string, string>>): RiverInstance {
  const trimmed = code.trim();
  if (trimmed.startsWith('{')) {
    onlyBoat(params);
    return specInstance(trimmed, 'instance code', params.boat);
  }
  const { preset, params: codeParams } = readPresetCode(trimmed);
  return presetInstance(preset, codeParams, params);
}

function onlyBoat(params: Readonly<Record<string, string>>): void {
  for (const key of Object.keys(params)) {
    if (key !== 'boat') throw new PuzzleInputError(`parameter ${key} applies only to presets; a spec takes only boat=N`, `参数 ${key} 只用于预设；描述只接受 boat=N`);
  }
}

export function parseRequest(request: InstanceRequest): RiverInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  switch (source.kind) {
    case 'preset':
      return presetInstance(findPreset(PUZZLE_ID, PRESETS, source.name), params);
    case 'code':
      return fromCode(source.code, params);
    case 'text': {
      onlyBoat(params);
      if (source.text.trim() === '') {
        throw new PuzzleInputError(`${source.origin} is empty: give a river-crossing spec in JSON or a RiverCrossing scenario`, `${placeZh(source.origin)} 是空的：请给出 JSON 过河描述或 RiverCrossing 场景`);
      }
      return specInstance(source.text, source.origin, params.boat);
    }
    case 'params': {
      const name = params.couples !== undefined ? 'jealous-husbands' : params.times !== undefined ? 'bridge-torch' : DEFAULT_PRESET;
      return presetInstance(findPreset(PUZZLE_ID, PRESETS, name), params);
    }
  }
}
