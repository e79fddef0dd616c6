/**
 * Where in a RiverCrossing scenario a message points, in both languages:
 * the origin (a file, "instance code") and the scenario's own key path,
 * which stays as the scenario spells it in either language.
 */
import { placeZh } from '../../params.js';
import { PuzzleInputError } from '../../puzzle.js';

export interface Where {
  readonly en: string;
  readonly zh: string;
}

/** `origin: path` ("spec.json: Entities[2].CanRow"), in English and Chinese. */
export function whereIn(origin: string, path: string): Where {
  return { en: `${origin}: ${path}`, zh: `${placeZh(origin)}：${path}` };
}

/** Bad input at `where`: "WHERE: english", "WHERE：chinese". */
export function badInput(where: Where, en: string, zh: string): PuzzleInputError {
  return new PuzzleInputError(`${where.en}: ${en}`, `${where.zh}：${zh}`);
}
