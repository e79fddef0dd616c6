/**
 * What a person picks to open an instance, and the one rule that settles it
 * into a request, for every front end alike:
 *
 * - a source (preset, code, text) is used as given, with the parameters on top;
 * - with no source but parameters, the backend builds the instance from the
 *   parameters and its defaults (`solve river-crossing --param couples=3`);
 * - with neither, the preset the puzzle's name stands for (`15-puzzle`), else
 *   the backend's default preset.
 */
import type { Lang } from '../puzzles/lang.js';
import type { InstanceRequest, InstanceSource } from '../puzzles/puzzle.js';

export interface InstanceChoice {
  /** A preset, code or text; absent (or `{ kind: 'params' }`) to build from parameters or take the default. */
  source?: InstanceSource;
  params?: Readonly<Record<string, string>>;
  /** A metric's name (up to case and separators); absent for the puzzle's first. */
  metric?: string;
  /** The language of the instance's words (moves, header, boards); English when absent. */
  lang?: Lang;
}

/** The request the rule above gives, for a puzzle whose default preset (or the one its name stands for) is `fallback`. */
export function settledRequest(choice: InstanceChoice, fallback: string | undefined): InstanceRequest {
  const params = choice.params ?? {};
  const source = choice.source ?? { kind: 'params' };
  if (source.kind === 'params' && Object.keys(params).length === 0 && fallback !== undefined) {
    return { source: { kind: 'preset', name: fallback }, params };
  }
  return { source, params };
}
