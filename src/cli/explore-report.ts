/**
 * What `explore` says of a space the same way whichever search explored it
 * (the hash table or the compact marks): the figures in its JSON, and the
 * lines of words for solvability, the farthest examples and the states per
 * distance. One place, so that the two reports cannot drift apart.
 */
import type { ExploreResult } from '../engine/index.js';
import type { OpenedInstance } from '../midend/index.js';
import { grouped, indent, milliseconds, plural, useColor } from './format.js';
import { say } from './lang.js';

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
export function solvableWords(result: ExploreResult<unknown>): string {
  return result.solvable === null
    ? say('not known (stopped by the limit)', '未知（被上限打断）')
    : result.solvable
      ? say(`yes, in ${plural(result.shortest!, 'move')} at the fewest`, `是，最少 ${grouped(result.shortest!)} 步`)
      : say('no', '否');
}

/** Each farthest example: a line with its code (`codes`, in the same order), then its picture. */
export function farthestExampleLines(opened: Pick<OpenedInstance, 'renderText'>, result: ExploreResult<unknown>, codes: readonly string[]): string[] {
  // The opened instance's words are the command line's language (cli/open-instance.ts).
  return result.farthest.examples.flatMap((s, i) => [
    say(`Farthest example ${i + 1}: ${codes[i]}`, `最远的例子 ${i + 1}：${codes[i]}`),
    indent(opened.renderText(s, { color: useColor() })),
  ]);
}

/** The states at each distance, a line each, and then how many states were explored in how long. */
export function depthLines(result: ExploreResult<unknown>): string[] {
  return [
    ...result.statesPerDepth.map((n, d) => `  ${String(d).padStart(4)}  ${grouped(n)}`),
    say(`(${grouped(result.stats.statesExplored)} states in ${milliseconds(result.stats.milliseconds)})`, `（${grouped(result.stats.statesExplored)} 个状态，用时 ${milliseconds(result.stats.milliseconds)}）`),
  ];
}
