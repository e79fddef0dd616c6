/**
 * frogs: frogs of two colours face each other across one free lily
 * pad and only move forward, onto the next pad if it is free or over one
 * frog onto the free pad beyond. Swap the two groups.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { DEFAULT_PRESET, instanceCode, MAX_FROGS, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type FrogsInstance } from './instance.js';
import { createFrogsProblem, type FrogState } from './problem.js';
import { drawPads, padsCode, renderPads } from './render.js';
import { describeMove, moveCode, padCount, parseMoveCode, type FrogMove } from './moves.js';
import { applyRules } from './rules.js';

import { inBoth, render } from '../../i18n/index.js';
import { ALIASES } from './aliases.js';
import { FROGS } from './messages.js';
const problemOf = perInstance(createFrogsProblem);
const padsOf = (instance: FrogsInstance, state: FrogState) => problemOf(instance).padsOf(state);

/** Reads a state code such as `LRL_RLR`: the instance's frogs in any order, one free pad. */
function parseState(instance: FrogsInstance, code: string): FrogState {
  const text = code.trim().toUpperCase().replace(/\./g, '_');
  const pads = [...text].map((ch, i) => {
    const value = '_LR'.indexOf(ch);
    if (value < 0) throw new PuzzleInputError(FROGS.stateBadCharacter({ character: JSON.stringify(ch), pad: i + 1 }));
    return value;
  });
  const count = (v: number) => pads.filter((p) => p === v).length;
  if (pads.length !== padCount(instance) || count(0) !== 1 || count(1) !== instance.left) {
    throw new PuzzleInputError(FROGS.stateBadCounts({ code: JSON.stringify(code.trim()), left: instance.left, right: instance.right, example: instanceCode(instance) }));
  }
  return problemOf(instance).stateOf(pads);
}

const TITLE = inBoth(FROGS.title());
const DESCRIPTION = inBoth(FROGS.description({ format: FROGS.codeFormat(), max: MAX_FROGS }));
const MOVES_METRIC = inBoth(FROGS.metricMovesDescription());

export const frogs = definePuzzle<FrogsInstance, FrogState, FrogMove>({
  id: PUZZLE_ID,
  aliases: ALIASES,
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: MOVES_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { moves: { name: render(FROGS.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
    params: { left: render(FROGS.paramLeft({ max: MAX_FROGS }), 'zh'), right: render(FROGS.paramRight({ max: MAX_FROGS }), 'zh') },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => padsCode(padsOf(instance, state)),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(padsOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(padsOf(instance, state), move);
    return Array.isArray(next) ? problemOf(instance).stateOf(next) : next;
  },

  renderText: (instance, state, options) => renderPads(padsOf(instance, state), options?.color ?? false),
  draw: (instance, state) => drawPads(padsOf(instance, state)),
});
