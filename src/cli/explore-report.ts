/**
 * What `explore` says of a space the same way whichever search explored it
 * (the hash table or the compact marks): the figures in its JSON, and the
 * lines of words for solvability, the farthest examples and the states per
 * distance. One place, so that the two reports cannot drift apart.
 */
import type { ExploreResult } from '../engine/index.js';
import type { OpenedInstance } from '../midend/index.js';
import { grouped, indent, milliseconds, useColor } from './format.js';
import { EXPLORE_REPORT } from './messages/explore-report.js';
import type { CliWords } from './cli-words.js';

/** The space's figures, in the order the JSON lists them; `examples` are the farthest states' codes. */
export function spaceFigures(result: ExploreResult<unknown>, examples: readonly string[]) {
  return {
    reachableStates: result.reachableStates,
    goalStates: result.goalStates,
    solvable: result.solvable,
    shortest: result.shortest,
    statesPerDepth: result.statesPerDepth,
    farthest: { distance: result.farthest.distance, count: result.farthest.count, examples },
  };
}

/** "yes, in 11 moves at the fewest", "no", or "not known" when a limit stopped the search before a goal. */
export function solvableWords(cli: CliWords, result: ExploreResult<unknown>): string {
  return result.solvable === null
    ? cli.words(EXPLORE_REPORT.solvableUnknown())
    : result.solvable
      ? cli.words(EXPLORE_REPORT.solvableIn({ moves: result.shortest! }))
      : cli.words(EXPLORE_REPORT.unsolvable());
}

/** Each farthest example: a line with its code (`codes`, in the same order), then its picture. */
export function farthestExampleLines(cli: CliWords, opened: Pick<OpenedInstance, 'renderText'>, result: ExploreResult<unknown>, codes: readonly string[]): string[] {
  // The opened instance's words are the command line's language (cli/open-instance.ts).
  return result.farthest.examples.flatMap((s, i) => [
    cli.words(EXPLORE_REPORT.farthestExample({ n: i + 1, code: codes[i] })),
    indent(opened.renderText(s, { color: useColor() })),
  ]);
}

/** The states at each distance, a line each, and then how many states were explored in how long. */
export function depthLines(cli: CliWords, result: ExploreResult<unknown>): string[] {
  return [
    ...result.statesPerDepth.map((n, d) => `  ${String(d).padStart(4)}  ${grouped(n)}`),
    cli.words(EXPLORE_REPORT.explored({ states: grouped(result.stats.statesExplored), time: milliseconds(result.stats.milliseconds) })),
  ];
}
