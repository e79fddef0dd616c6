/**
 * The backend's other names, as a person types them (puzzle data, not
 * sentences): the puzzle's common names, its Chinese name and its pinyin,
 * and two that stand for a preset.
 */
import type { PuzzleAlias } from '../alias.js';

export const ALIASES: readonly PuzzleAlias[] = [
  'tiles',
  'n-puzzle',
  'sliding-puzzle',
  'fifteen',
  '数字华容道',
  'shuzi-huarongdao',
  { name: '15-puzzle', preset: '15-puzzle' },
  { name: '8-puzzle', preset: '8-puzzle' },
];
