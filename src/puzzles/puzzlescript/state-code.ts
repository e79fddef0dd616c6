/** A state's code: its cells' words as base64url, `+` and the restart target's where there are checkpoints, and `!` when won. */
import { PuzzleInputError } from '../puzzle.js';
import type { PuzzleScriptInstance } from './instance.js';
import { PUZZLESCRIPT } from './messages.js';
import type { PuzzleScriptState } from './problem.js';

function wordsCode(words: Int32Array): string {
  let binary = '';
  for (const byte of new Uint8Array(words.buffer, words.byteOffset, words.byteLength)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function wordsOf(code: string, size: number): Int32Array {
  let binary: string;
  try {
    binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw new PuzzleInputError(PUZZLESCRIPT.stateBad({ why: 'not base64url' }));
  }
  if (binary.length !== size * 4) throw new PuzzleInputError(PUZZLESCRIPT.stateBad({ why: `${binary.length / 4} words, not ${size}` }));
  return new Int32Array(Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer);
}

export function stateCode(state: PuzzleScriptState): string {
  return wordsCode(state.cells) + (state.restartTarget ? `+${wordsCode(state.restartTarget)}` : '') + (state.won ? '!' : '');
}

export function parseStateCode(instance: PuzzleScriptInstance, size: number, checkpoints: boolean, code: string): PuzzleScriptState {
  const won = code.endsWith('!');
  const [cells, target] = (won ? code.slice(0, -1) : code).split('+');
  if (checkpoints !== (target !== undefined)) throw new PuzzleInputError(PUZZLESCRIPT.stateBad({ why: checkpoints ? 'the restart target is missing' : 'this game has no checkpoints' }));
  void instance;
  return { cells: wordsOf(cells, size), restartTarget: target === undefined ? null : wordsOf(target, size), won };
}
