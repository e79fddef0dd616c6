/**
 * coins: a line of coins showing A or B. Under the write-up's rule (jump), two
 * touching coins with different faces jump together over the run of coins
 * beside them; under Tait's rule any two touching coins move together into
 * any two touching free cells. Bring every A to one side of every B.
 */
import { perInstance } from '../per-instance.js';
import { definePuzzle } from '../define-puzzle.js';
import { presetInfos } from '../preset-infos.js';
import { PuzzleInputError } from '../puzzle.js';
import { DEFAULT_PRESET, instanceCode, MAX_SPAN, PARAMS, parseLine, parseRequest, PRESETS, PUZZLE_ID, type CoinsInstance } from './instance.js';
import { createCoinsProblem, type CoinState } from './problem.js';
import { drawLine, renderLine } from './render.js';
import { describeMove, moveCode, parseMoveCode, type CoinMove } from './moves.js';
import { applyRules } from './rules.js';

import { inBoth, render } from '../../i18n/index.js';
import { COINS } from './messages.js';
const problemOf = perInstance(createCoinsProblem);
const lineOf = (instance: CoinsInstance, state: CoinState) => problemOf(instance).layout.text(state);

const faceCount = (line: string, face: string) => [...line].filter((ch) => ch === face).length;

function parseState(instance: CoinsInstance, code: string): CoinState {
  const line = parseLine(code, COINS.placeState());
  for (const face of 'AB') {
    if (faceCount(line, face) !== faceCount(instance.line, face)) {
      throw new PuzzleInputError(COINS.stateFaceCount({ code: JSON.stringify(code.trim()), found: faceCount(line, face), face, wanted: faceCount(instance.line, face) }));
    }
  }
  if (line.length > instance.span) {
    throw new PuzzleInputError(COINS.stateWiderThanSpan({ width: line.length, span: instance.span }));
  }
  return problemOf(instance).layout.fromText(line);
}

const TITLE = inBoth(COINS.title());
const DESCRIPTION = inBoth(COINS.description({ max: MAX_SPAN, format: COINS.codeFormat() }));
const MOVES_METRIC = inBoth(COINS.metricMovesDescription());

export const coins = definePuzzle<CoinsInstance, CoinState, CoinMove>({
  id: PUZZLE_ID,
  aliases: ['coin', 'tait'],
  title: TITLE.en,
  description: DESCRIPTION.en,
  presets: presetInfos(PRESETS),
  params: PARAMS,
  metrics: [{ id: 'moves', description: MOVES_METRIC.en }],
  defaultPreset: DEFAULT_PRESET,
  zh: {
    title: TITLE.zh,
    description: DESCRIPTION.zh,
    metrics: { moves: { name: render(COINS.metricMoves(), 'zh'), description: MOVES_METRIC.zh } },
    params: {
      rule: render(COINS.paramRule(), 'zh'),
      contiguous: render(COINS.paramContiguous(), 'zh'),
      span: render(COINS.paramSpan({ max: MAX_SPAN }), 'zh'),
    },
  },

  parse: parseRequest,
  problem: (instance) => problemOf(instance),

  instanceCode,
  stateCode: (instance, state) => lineOf(instance, state),
  parseState,

  describeMove: (instance, move, before, lang) => describeMove(instance.rule, lineOf(instance, before), move, lang),
  moveCode: (_instance, move) => moveCode(move),
  parseMove: (instance, code) => parseMoveCode(instance, code),
  applyMove(instance, state, move) {
    const next = applyRules(instance, lineOf(instance, state), move);
    return typeof next === 'string' ? problemOf(instance).layout.fromText(next) : next;
  },

  renderText: (instance, state, options) => renderLine(lineOf(instance, state), options?.color ?? false),
  draw: (instance, state) => drawLine(lineOf(instance, state)),
});
