/**
 * puzzlescript: games written in PuzzleScript, played by an interpreter of
 * their rules (engine/), each level a search problem whose moves are the
 * game's inputs.
 */
import { definePuzzle } from '../define-puzzle.js';
import { inBoth, render } from '../../i18n/index.js';
import { refusal } from '../replay.js';
import { perInstance } from '../per-instance.js';
import { DEFAULT_PRESET, gameLevels, instanceCode, PARAMS, parseRequest, PRESETS, PUZZLE_ID, type PuzzleScriptInstance } from './instance.js';
import { compileGame } from './engine/compile.js';
import { PUZZLESCRIPT } from './messages.js';
import { describeMove, moveCode, parseMoveCode, type PuzzleScriptMove } from './moves.js';
import { createProblem, type PuzzleScriptState } from './problem.js';
import { drawLevel, legendOf, renderLevel } from './render.js';
import { playInputs } from './inputs-play.js';
import { puzzleScriptKeyPlay } from './key-play.js';
import { parseStateCode, stateCode } from './state-code.js';

const problemOf = perInstance(createProblem);

const TITLE = inBoth(PUZZLESCRIPT.title());
const DESCRIPTION = inBoth(PUZZLESCRIPT.description());
const INPUTS_METRIC = inBoth(PUZZLESCRIPT.metricInputsDescription());

export const puzzleScript = definePuzzle<PuzzleScriptInstance, PuzzleScriptState, PuzzleScriptMove>({
  id: PUZZLE_ID,
  aliases: ['ps'],
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: PRESETS,
  params: PARAMS,
  metrics: [{ id: 'inputs', description: INPUTS_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { inputs: { name: render(PUZZLESCRIPT.metricInputs(), 'zh'), description: INPUTS_METRIC.zh } },
    params: { level: render(PUZZLESCRIPT.paramLevel(), 'zh'), 'start-index': render(PUZZLESCRIPT.paramStartIndex(), 'zh') },
  },

  parse: parseRequest,
  collection: { levels: (text) => gameLevels(compileGame(text)) },
  problem: (instance) => problemOf(instance),

  instanceCode,
  instanceTitle: (instance) => `${instance.game.title || PUZZLE_ID} #${instance.level}`,
  stateCode: (_instance, state) => stateCode(state),
  parseState: (instance, code) => {
    const problem = problemOf(instance);
    return parseStateCode(instance, problem.start.cells.length, problem.start.restartTarget !== null, code);
  },

  describeMove: (_instance, move, _before, lang) => describeMove(move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (_instance, code) => parseMoveCode(code),
  applyMove(instance, state, move) {
    if (state.won) return refusal(PUZZLESCRIPT.alreadyWon());
    const next = problemOf(instance).play(state, move);
    return next ?? refusal(PUZZLESCRIPT.nothingHappens({ input: moveCode(move) }));
  },

  playInputs,
  keyPlay: puzzleScriptKeyPlay,
  credits: ({ game }) => ({ title: game.title || PUZZLE_ID, ...(game.author ? { author: game.author } : {}), ...(game.homepage ? { homepage: game.homepage } : {}) }),
  legend: (instance, lang) => legendOf(instance, lang),
  renderText: (instance, state, options) => renderLevel(instance, state.cells, state.won, options?.lang),
  draw: (instance, state) => drawLevel(instance, state.cells),
});
