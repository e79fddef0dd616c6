/** The classify options of the Rush Hour family (--size, --walls) read into its shape, and back. */
import { PuzzleInputError } from '../../input-error.js';
import type { CensusSettings } from '../../census-family.js';
import { RUSH_HOUR_FAMILY_WORDS as WORDS } from './messages.js';
import { LARGEST_SIZE, MOST_WALLS, SMALLEST_SIZE, type FamilyShape } from './shape.js';

const DEFAULT_SIZE = 6;

export function shapeOfOptions(values: Readonly<Record<string, string | undefined>>): FamilyShape {
  const rawSize = values.size?.trim() ?? String(DEFAULT_SIZE);
  const size = /^\d+$/.test(rawSize) ? Number(rawSize) : NaN;
  if (!(size >= SMALLEST_SIZE && size <= LARGEST_SIZE)) {
    throw new PuzzleInputError(WORDS.sizeBad({ option: '--size', raw: rawSize, min: SMALLEST_SIZE, max: LARGEST_SIZE }));
  }
  const rawWalls = values.walls?.trim() ?? '0';
  const m = /^(\d+)(?:\.\.(\d+))?$/.exec(rawWalls);
  const minWalls = m ? Number(m[1]) : NaN;
  const maxWalls = m ? Number(m[2] ?? m[1]) : NaN;
  if (!(minWalls <= maxWalls && maxWalls <= MOST_WALLS)) {
    throw new PuzzleInputError(WORDS.wallsBad({ option: '--walls', raw: rawWalls, most: MOST_WALLS }));
  }
  return { size, minWalls, maxWalls };
}

export function shapeOfSettings(settings: CensusSettings): FamilyShape {
  return { size: settings.size, minWalls: settings.minWalls, maxWalls: settings.maxWalls };
}

/** Plain data as a shape the family runs, or undefined. */
export function checkShape(data: unknown): FamilyShape | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { size, minWalls, maxWalls } = data as Record<string, unknown>;
  const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
  if (!whole(size) || !whole(minWalls) || !whole(maxWalls)) return undefined;
  if (size < SMALLEST_SIZE || size > LARGEST_SIZE || minWalls < 0 || minWalls > maxWalls || maxWalls > MOST_WALLS) return undefined;
  return { size, minWalls, maxWalls };
}

export function shapeName(shape: FamilyShape): string {
  return `${shape.size}x${shape.size}-walls-${shape.minWalls}-${shape.maxWalls}`;
}
