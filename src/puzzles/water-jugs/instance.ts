/**
 * Turning an instance request into an instance: the presets, the --param
 * keys, and how parameters override what the source says.
 *
 * The source gives a draft (a preset or a code, a file, or for `params` the
 * default preset); each parameter then replaces its part of the draft.
 * `capacities` describes a new puzzle: with it, nothing of the source is kept
 * and start, goal or target and tap come from the parameters (or their
 * defaults). `goal` and `target` replace whichever goal the source had.
 */
import { checkParamKeys, choiceParam, findPreset, intListParam, intParam } from '../params.js';
import { PuzzleInputError, type CodePreset, type InstanceRequest, type ParamInfo } from '../puzzle.js';
import { parseCodeDraft } from './code.js';
import { finishInstance, MAX_AMOUNT, type JugsDraft, type JugsInstance } from './jugs.js';
import { parseTextDraft } from './text.js';
import { HAN_XIN_ALIASES } from './aliases.js';
import { render } from '../../i18n/index.js';
import { WATER_JUGS } from './messages.js';
import { defaultWords, described } from '../catalog-words.js';

export const PUZZLE_ID = 'water-jugs';

export const PRESETS: readonly CodePreset[] = [
  {
    name: '8-5-3',
    aliases: ['tartaglia', 'poisson'],
    ...described(WATER_JUGS.preset853()),
    code: '8,5,3:8,0,0:4,4,0:notap',
  },
  {
    name: '3-5-to-4',
    aliases: ['die-hard'],
    ...described(WATER_JUGS.preset35To4()),
    code: '3,5:0,0:4:tap',
  },
  {
    name: '10-7-3',
    aliases: HAN_XIN_ALIASES,
    ...described(WATER_JUGS.preset1073()),
    code: '10,7,3:10,0,0:5,5,0:notap',
  },
];

export const DEFAULT_PRESET = '8-5-3';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'capacities', description: render(WATER_JUGS.paramCapacities(), 'en') },
  { key: 'start', description: render(WATER_JUGS.paramStart(), 'en'), ...defaultWords(WATER_JUGS.paramStartDefault()) },
  { key: 'goal', description: render(WATER_JUGS.paramGoal(), 'en') },
  { key: 'target', description: render(WATER_JUGS.paramTarget(), 'en') },
  { key: 'tap', description: render(WATER_JUGS.paramTap(), 'en'), ...defaultWords(WATER_JUGS.paramTapDefault()) },
];

const TAP_CHOICES: Readonly<Record<string, 'yes' | 'no'>> = { yes: 'yes', no: 'no' };

function sourceDraft(request: InstanceRequest): JugsDraft {
  const { source, params } = request;
  switch (source.kind) {
    case 'preset':
      return parseCodeDraft(findPreset(PUZZLE_ID, PRESETS, source.name).code);
    case 'code':
      return parseCodeDraft(source.code);
    case 'text':
      return parseTextDraft(source.text, source.origin);
    case 'params':
      return params.capacities === undefined ? parseCodeDraft(findPreset(PUZZLE_ID, PRESETS, DEFAULT_PRESET).code) : {};
  }
}

function applyParams(base: JugsDraft, params: Readonly<Record<string, string>>): JugsDraft {
  if (params.goal !== undefined && params.target !== undefined) {
    throw new PuzzleInputError(WATER_JUGS.goalAndTargetParameters());
  }
  const draft: JugsDraft = params.capacities === undefined ? { ...base } : { capacities: intListParam('capacities', params.capacities, 0, MAX_AMOUNT, 64) };
  if (params.start !== undefined) draft.start = intListParam('start', params.start, 0, MAX_AMOUNT, 64);
  if (params.goal !== undefined) {
    draft.goal = intListParam('goal', params.goal, 0, MAX_AMOUNT, 64);
    delete draft.target;
  }
  if (params.target !== undefined) {
    draft.target = intParam('target', params.target, 0, MAX_AMOUNT);
    delete draft.goal;
  }
  if (params.tap !== undefined) draft.tap = choiceParam('tap', params.tap, TAP_CHOICES) === 'yes';
  return draft;
}

export function parseRequest(request: InstanceRequest): JugsInstance {
  checkParamKeys(PUZZLE_ID, request.params, PARAMS.map((p) => p.key));
  return finishInstance(applyParams(sourceDraft(request), request.params));
}
