/**
 * Named boards, as database codes. Each one's fewest moves is checked by
 * search in test/puzzles/rush-hour.test.ts, not taken on trust.
 */
import type { CodePreset } from '../puzzle.js';
import { described } from '../catalog-words.js';
import { RUSH } from './messages.js';

export const PRESETS: readonly CodePreset[] = [
  // The board sliding-blocks carried as its Rush Hour example, its letters as the database's (A the red car).
  { name: 'rush-hour-1', aliases: ['beginner'], ...described(RUSH.presetFirst()), code: 'BBoooOPooQoOPAAQoOPooQooEoooCCEoRRRo' },
  { name: 'hardest', aliases: ['hardest-60'], ...described(RUSH.presetHardest({ moves: 60 })), code: 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM' },
  { name: 'fogleman-example', ...described(RUSH.presetExample({ moves: 49 })), code: 'BBBCDEFGGCDEFoAADEHHIooooJIoKKoJLLMM' },
];

export const DEFAULT_PRESET = 'rush-hour-1';
