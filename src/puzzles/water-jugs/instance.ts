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

export const PUZZLE_ID = 'water-jugs';

export const PRESETS: readonly CodePreset[] = [
  {
    name: '8-5-3',
    aliases: ['tartaglia', 'poisson'],
    description: 'share 8L of wine fairly with jugs of 8L, 5L and 3L and no tap: 4L and 4L in 7 pours', zh: '用 8 升、5 升、3 升三个壶把 8 升酒平分，没有水龙头：倒 7 次得到 4 升和 4 升',
    code: '8,5,3:8,0,0:4,4,0:notap',
  },
  {
    name: '3-5-to-4',
    aliases: ['die-hard'],
    description: 'measure exactly 4L with a 3L and a 5L jug, a tap and a drain: 6 moves', zh: '用 3 升壶和 5 升壶、水龙头和水槽量出正好 4 升：6 步',
    code: '3,5:0,0:4:tap',
  },
  {
    name: '10-7-3',
    aliases: ['han-xin', 'hanxin'],
    description: 'Han Xin shares oil (韩信分油): 10 jin into 5 and 5 with 7 and 3 jin jugs, no tap: 9 pours', zh: '韩信分油：用 7 斤和 3 斤的壶把 10 斤油分成 5 斤和 5 斤，没有水龙头：倒 9 次',
    code: '10,7,3:10,0,0:5,5,0:notap',
  },
];

export const DEFAULT_PRESET = '8-5-3';

export const PARAMS: readonly ParamInfo[] = [
  {
    key: 'capacities',
    description:
      'litres each jug holds, 2 to 8 jugs, e.g. 8,5,3. Describes a new puzzle: start, goal/target and tap then come only from the other parameters',
  },
  { key: 'start', description: 'litres in each jug at the start, e.g. 8,0,0', default: 'every jug empty', defaultZh: '每个壶都是空的' },
  { key: 'goal', description: 'litres wanted in every jug, e.g. 4,4,0 (give goal or target, not both)' },
  { key: 'target', description: 'solved when some jug holds exactly this many litres, e.g. 4 (give goal or target, not both)' },
  {
    key: 'tap',
    description: 'yes: jugs may also be filled from a tap and emptied into a drain; no: only pouring between jugs',
    default: 'yes when every jug starts empty (else nothing could move), otherwise no',
    defaultZh: '每个壶开始都是空的时为 yes（否则什么也动不了），其他情况为 no',
  },
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
    throw new PuzzleInputError('parameters goal and target are both given: give only one of them', '参数 goal 和 target 都给了：只给一个');
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
