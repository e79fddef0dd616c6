/**
 * hanoi: the Towers of Hanoi with any number of discs and pegs. Move the
 * tower from peg A to the last peg, one disc at a time, never a disc onto a
 * smaller one.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { DEFAULT_PRESET, instanceCode, MAX_PEGS, MIN_PEGS, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type HanoiInstance } from './instance.js';
import { createHanoiProblem, type HanoiState } from './problem.js';
import { drawTowers, pegsCode, renderTowers } from './render.js';
import { describeMove, moveCode, parseMoveCode, pegName, type HanoiMove } from './moves.js';
import { applyRules } from './rules.js';
import { HANOI } from './messages.js';
import { ALIASES } from './aliases.js';
import { inBoth, render } from '../../i18n/index.js';

const problemOf = perInstance(createHanoiProblem);
const pegsOf = (instance: HanoiInstance, state: HanoiState) => problemOf(instance).pegsOf(state);

function parseState(instance: HanoiInstance, code: string): HanoiState {
  const text = code.trim().toUpperCase();
  if (text.length !== instance.discs) {
    throw new PuzzleInputError(HANOI.stateLength({ code: JSON.stringify(code.trim()), discs: instance.discs, example: 'A'.repeat(instance.discs) }));
  }
  const pegOfDisc = [...text].map((ch, i) => {
    const peg = ch.charCodeAt(0) - 65;
    if (peg < 0 || peg >= instance.pegs) {
      throw new PuzzleInputError(HANOI.stateNoSuchPeg({ disc: i + 1, letter: JSON.stringify(ch), last: pegName(instance.pegs - 1) }));
    }
    return peg;
  });
  return problemOf(instance).stateOf(pegOfDisc);
}

const TITLE = inBoth(HANOI.title());
const DESCRIPTION = inBoth(HANOI.description({ format: HANOI.codeFormat() }));
const MOVES_METRIC = inBoth(HANOI.metricMovesDescription());

export const hanoi = definePuzzle<HanoiInstance, HanoiState, HanoiMove>({
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
    metrics: { moves: { name: render(HANOI.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
    params: { discs: render(HANOI.paramDiscs(), 'zh'), pegs: render(HANOI.paramPegs({ min: MIN_PEGS, max: MAX_PEGS }), 'zh') },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => pegsCode(pegsOf(instance, state)),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(pegsOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance.pegs, code),
  applyMove(instance, state, move) {
    const next = applyRules(pegsOf(instance, state), instance.pegs, move);
    return Array.isArray(next) ? problemOf(instance).stateOf(next) : next;
  },

  renderText: (instance, state, options) => renderTowers(pegsOf(instance, state), instance.pegs, options?.color ?? false),
  draw: (instance, state) => drawTowers(pegsOf(instance, state), instance.pegs),
});
