/**
 * Turning an instance request into an instance: presets with their
 * parameters, preset codes (`jealous-husbands/couples=4/boat=3`), and specs
 * in JSON, ours or the RiverCrossing scenario language, from a file or a code.
 */
import { render, type Message } from '../../i18n/index.js';
import { checkParamKeys, findPreset, intListParam, intParam, placeZh, quoteInput } from '../params.js';
import { PuzzleInputError, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { layoutOf, type Layout } from './layout.js';
import { buildModel, type RiverModel } from './model.js';
import { DEFAULT_PRESET, PRESETS, type RiverPreset } from './presets.js';
import { isRiverCrossingScenario, translateScenario } from './rc-language/format.js';
import { checkSpec, type RiverSpec } from './spec.js';
import { readJson } from '../json-input.js';
import { RC } from './messages/index.js';
import { beforeHan } from './zh-spacing.js';
import { defaultWords } from '../catalog-words.js';

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

/** Each parameter's description, in the catalog. */
export const PARAM_WORDS: Readonly<Record<string, Message>> = {
  missionaries: RC.paramMissionaries(),
  cannibals: RC.paramCannibals(),
  boat: RC.paramBoat(),
  couples: RC.paramCouples(),
  times: RC.paramTimes(),
};

export const PARAMS: readonly ParamInfo[] = [
  { key: 'missionaries', description: render(PARAM_WORDS.missionaries, 'en'), default: '3' },
  { key: 'cannibals', description: render(PARAM_WORDS.cannibals, 'en'), ...defaultWords(RC.paramCannibalsDefault()) },
  { key: 'boat', description: render(PARAM_WORDS.boat, 'en'), ...defaultWords(RC.paramBoatDefault()) },
  { key: 'couples', description: render(PARAM_WORDS.couples, 'en'), default: '3' },
  { key: 'times', description: render(PARAM_WORDS.times, 'en'), default: '1,2,5,10' },
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
      throw new PuzzleInputError(RC.noParameter({ puzzle: PUZZLE_ID, key: quoteInput(key) }));
  }
}

/** The preset's spec with its parameters: defaults, then the code's, then the request's. */
function presetInstance(preset: RiverPreset, ...layers: Readonly<Record<string, string>>[]): RiverInstance {
  const raw: Record<string, string> = { ...preset.params };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (!Object.hasOwn(preset.params, key)) {
        const takes = Object.keys(preset.params);
        throw new PuzzleInputError(RC.paramNotForPreset({ key, preset: preset.name, has: takes.length ? 'yes' : 'no', takes: takes.join(', ') }));
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
    if (!m) throw new PuzzleInputError(RC.codePartShape({ part: quoteInput(part) }));
    if (Object.hasOwn(params, m[1])) throw new PuzzleInputError(RC.codeKeyTwice({ key: m[1] }));
    params[m[1]] = m[2];
  }
  return { preset, params };
}

/** A spec in JSON, ours or the RiverCrossing language. */
export function specInstance(text: string, origin: string, boat?: string): RiverInstance {
  const data = readJson(text, origin, render(RC.specHint(), 'en'), render(RC.specHint(), 'zh'));
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
    if (key !== 'boat') throw new PuzzleInputError(RC.onlyBoatForSpec({ key }));
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
        throw new PuzzleInputError(RC.emptySpec({ origin: beforeHan(RC.named({ en: source.origin, zh: placeZh(source.origin) })) }));
      }
      return specInstance(source.text, source.origin, params.boat);
    }
    case 'params': {
      const name = params.couples !== undefined ? 'jealous-husbands' : params.times !== undefined ? 'bridge-torch' : DEFAULT_PRESET;
      return presetInstance(findPreset(PUZZLE_ID, PRESETS, name), params);
    }
  }
}
