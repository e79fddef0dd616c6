/**
 * The Rush Hour family as a census (census-family.ts): every layout of a
 * square board with cars 2 and 3 long and the walls asked for, in groups,
 * keeping each group's hardest layout when it is a minimal puzzle, as the
 * published Rush Hour database does (fogleman/rush, its C++ enumerator).
 * The backend's table names it as its `family`.
 */
import type { CensusFamily } from '../../census-family.js';
import { inBoth } from '../../../i18n/render.js';
import { classifyChunkOf } from './classify-chunk.js';
import { listLine } from './list-line.js';
import { RUSH_HOUR_FAMILY_WORDS as WORDS } from './messages.js';
import { chunkCount, familyLines } from './patterns.js';
import { comparePuzzles } from './puzzle-record.js';
import { checkShape, shapeName, shapeOfOptions, shapeOfSettings } from './settings.js';
import { LARGEST_SIZE, MOST_WALLS, SMALLEST_SIZE } from './shape.js';

export const RUSH_HOUR_FAMILY: CensusFamily = {
  census: true,
  what: inBoth(WORDS.what()),
  options: [
    { name: 'size', flag: '--size <n>', description: inBoth(WORDS.optionSize({ min: SMALLEST_SIZE, max: LARGEST_SIZE })) },
    { name: 'walls', flag: '--walls <range>', description: inBoth(WORDS.optionWalls({ most: MOST_WALLS })) },
  ],
  settings: (values) => ({ ...shapeOfOptions(values) }),
  checkSettings: (data) => {
    const shape = checkShape(data);
    return shape && { ...shape };
  },
  settingsName: (settings) => shapeName(shapeOfSettings(settings)),
  chunks: (settings) => chunkCount(familyLines(shapeOfSettings(settings))),
  classifyChunk: (settings, chunk) => classifyChunkOf(shapeName(shapeOfSettings(settings)), shapeOfSettings(settings), chunk),
  comparePuzzles,
  listLine,
};
