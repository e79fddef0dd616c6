/**
 * A PuzzleScript instance: a game's text, compiled, and the level played.
 * The source is a file (`--file`), an example game shipped here (a preset),
 * or an instance code; `level` (from 1, messages not counted) or
 * `start-index` (PuzzleScript's own index, from 0, messages counted) picks
 * the level.
 */
import { checkParamKeys, findPreset, intParam } from '../params.js';
import { PuzzleInputError, type InstanceRequest, type ParamInfo, type PresetInfo } from '../puzzle.js';
import { render } from '../../i18n/index.js';
import { compileGame } from './engine/compile.js';
import type { CollectionLevel } from '../collection.js';
import { chooseLevel } from '../level-choice.js';
import type { CompiledGame } from './engine/game.js';
import { COIN_SWAP } from './examples/coin-swap.js';
import { FROG_SWAP } from './examples/frog-swap.js';
import { LIGHTS_OUT } from './examples/lights-out.js';
import { SLIDING_TILES } from './examples/sliding-tiles.js';
import { SOKOBAN } from './examples/sokoban.js';
import { PUZZLESCRIPT } from './messages.js';
import { decodeText, encodeText } from './text-code.js';

export const PUZZLE_ID = 'puzzlescript';

export interface PuzzleScriptInstance {
  readonly source: string;
  readonly game: CompiledGame;
  /** PuzzleScript's index of the level among levels and messages, from 0. */
  readonly startIndex: number;
  /** The level's number among levels only, from 1. */
  readonly level: number;
  /** The example game it is, or null for a game of the user's. */
  readonly example: string | null;
}

const EXAMPLES: Readonly<Record<string, string>> = { 'lights-out': LIGHTS_OUT, 'frog-swap': FROG_SWAP, 'sliding-tiles': SLIDING_TILES, 'coin-swap': COIN_SWAP, sokoban: SOKOBAN };

export const PRESETS: readonly PresetInfo[] = Object.keys(EXAMPLES).map((name) => ({
  name,
  description: render(PUZZLESCRIPT.presetExample(), 'en'),
  zh: render(PUZZLESCRIPT.presetExample(), 'zh'),
}));
export const DEFAULT_PRESET = 'frog-swap';

export const PARAMS: readonly ParamInfo[] = [
  { key: 'level', description: render(PUZZLESCRIPT.paramLevel(), 'en'), default: '1' },
  { key: 'start-index', description: render(PUZZLESCRIPT.paramStartIndex(), 'en') },
];

/** A game's levels as a collection (collection.ts): numbered from 1, messages not counted; PuzzleScript levels have no titles. */
export function gameLevels(game: CompiledGame): CollectionLevel[] {
  return levelIndices(game).map((_, i) => ({ number: i + 1 }));
}

/** PuzzleScript's indices of the levels (not messages), in order. */
export function levelIndices(game: CompiledGame): number[] {
  return game.levels.flatMap((l, i) => (l.kind === 'level' ? [i] : []));
}

/** The instance of `source` at level `level` (from 1) or PuzzleScript index `startIndex`; `game` is `source` compiled, where the caller has it already. */
export function instanceOf(
  source: string,
  example: string | null,
  choice: { level?: number; startIndex?: number },
  game: CompiledGame = compileGame(source),
): PuzzleScriptInstance {
  const indices = levelIndices(game);
  if (indices.length === 0) throw new PuzzleInputError(PUZZLESCRIPT.noLevels());
  let startIndex: number;
  if (choice.startIndex !== undefined) {
    startIndex = choice.startIndex;
    if (startIndex >= game.levels.length) throw new PuzzleInputError(PUZZLESCRIPT.startIndexOutOfRange({ index: String(startIndex), count: game.levels.length }));
    if (game.levels[startIndex].kind !== 'level') throw new PuzzleInputError(PUZZLESCRIPT.startIndexMessage({ index: startIndex }));
  } else {
    const level = choice.level ?? 1;
    if (level > indices.length) throw new PuzzleInputError(PUZZLESCRIPT.levelOutOfRange({ level: String(level), count: indices.length }));
    startIndex = indices[level - 1];
  }
  return Object.freeze({ source, game, startIndex, level: indices.indexOf(startIndex) + 1, example });
}

/** `frog-swap:2` for an example, `text:INDEX:BASE64` for any other game. */
export function instanceCode(instance: PuzzleScriptInstance): string {
  return instance.example !== null ? `${instance.example}:${instance.level}` : `text:${instance.startIndex}:${encodeText(instance.source)}`;
}

function fromCode(code: string): PuzzleScriptInstance {
  const [head, index, body] = code.trim().split(':');
  if (head === 'text' && body !== undefined) return instanceOf(decodeText(body), null, { startIndex: intParam('start-index', index, 0, 1_000_000) });
  const preset = findPreset(PUZZLE_ID, PRESETS, head);
  return instanceOf(EXAMPLES[preset.name], preset.name, { level: index === undefined ? 1 : intParam('level', index, 1, 1_000_000) });
}

export function parseRequest(request: InstanceRequest): PuzzleScriptInstance {
  const { source, params } = request;
  checkParamKeys(PUZZLE_ID, params, PARAMS.map((p) => p.key));
  if (params.level !== undefined && params['start-index'] !== undefined) throw new PuzzleInputError(PUZZLESCRIPT.levelAndStartIndex());
  const choice = {
    level: params.level === undefined ? undefined : intParam('level', params.level, 1, 1_000_000),
    startIndex: params['start-index'] === undefined ? undefined : intParam('start-index', params['start-index'], 0, 1_000_000),
  };
  switch (source.kind) {
    case 'text': {
      if (source.text.trim() === '') throw new PuzzleInputError(PUZZLESCRIPT.emptyGame({ where: source.origin }));
      if (source.level === undefined) return instanceOf(source.text, null, choice);
      // --level names a level as for any collection file (a number from 1), the same as the parameter `level`.
      if (choice.level !== undefined || choice.startIndex !== undefined) throw new PuzzleInputError(PUZZLESCRIPT.levelAndStartIndex());
      const game = compileGame(source.text);
      const level = chooseLevel(gameLevels(game), source.level, source.origin).number;
      return instanceOf(source.text, null, { level }, game);
    }
    case 'code': {
      const base = fromCode(source.code);
      return choice.level === undefined && choice.startIndex === undefined ? base : instanceOf(base.source, base.example, choice);
    }
    case 'preset': {
      const preset = findPreset(PUZZLE_ID, PRESETS, source.name);
      return instanceOf(EXAMPLES[preset.name], preset.name, choice);
    }
    case 'params':
      return instanceOf(EXAMPLES[DEFAULT_PRESET], DEFAULT_PRESET, choice);
  }
}
