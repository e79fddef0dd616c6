/** `puzzlekit explore`: the whole reachable space of an instance. */
import { describeLimit, exploreSteps, runAsync } from '../../engine/index.js';
import { EXIT, UsageError } from '../errors.js';
import { grouped, indent, milliseconds, plural, printJson, useColor } from '../format.js';
import { instanceHeader } from '../words.js';
import type { InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { openInstance } from '../open-instance.js';
import { progressReporter } from '../progress.js';
import { spaceDiagramOf } from '../space-diagram.js';
import { exploreCompactCommand, wantsCompact, type CompactCommandOptions } from './explore-compact.js';

export interface ExploreCommandOptions extends InstanceOptions, LimitOptions, CompactCommandOptions {
  metric?: string;
  examples?: string;
  mergeSymmetric?: boolean;
  diagram?: boolean;
  json?: boolean;
}

export async function exploreCommand(puzzleId: string, options: ExploreCommandOptions, signal: AbortSignal): Promise<number> {
  const opened = openInstance(puzzleId, options);
  const { puzzle, instance, problem } = opened;
  if (wantsCompact(problem, options)) return exploreCompactCommand(opened, options, signal);
  const merge = options.mergeSymmetric === true;
  if (merge && !problem.canonical) throw new UsageError(`--merge-symmetric: this ${puzzle.id} instance has no symmetry to merge`);
  const diagram = options.diagram ? spaceDiagramOf(puzzle, instance)() : undefined;
  const progress = options.json ? undefined : progressReporter('exploring');
  let result;
  try {
    result = await runAsync(exploreSteps(problem, { ...searchLimits(options), signal, onProgress: progress?.onProgress, mergeSymmetric: merge }));
  } finally {
    progress?.stop();
  }
  const examples = result.farthest.examples.map((s) => puzzle.stateCode(instance, s));
  if (options.json) {
    const json: Record<string, unknown> = {
      puzzle: puzzle.id,
      instance: puzzle.instanceCode(instance),
      status: result.status,
      reachableStates: result.reachableStates,
      goalStates: result.goalStates,
      solvable: result.solvable,
      shortest: result.shortest,
      statesPerDepth: result.statesPerDepth,
      farthest: { distance: result.farthest.distance, count: result.farthest.count, examples },
      stats: { statesExplored: result.stats.statesExplored, milliseconds: Math.round(result.stats.milliseconds * 100) / 100 },
    };
    if (result.limit) json.limit = result.limit;
    if (merge) json.mergedSymmetric = true;
    if (diagram) json.diagram = diagram.drawing;
    printJson(json);
  } else {
    const out: string[] = [instanceHeader(puzzle, instance)];
    if (merge) out.push('States that are the same up to symmetry count once (one example of each).');
    if (result.status === 'limit') out.push(`Stopped early: ${describeLimit(result.limit!)}; the figures below are partial.`);
    out.push(
      `Reachable states: ${grouped(result.reachableStates)}`,
      `Goal states: ${grouped(result.goalStates)}`,
      `Solvable: ${result.solvable === null ? 'not known (stopped by the limit)' : result.solvable ? `yes, in ${plural(result.shortest!, 'move')} at the fewest` : 'no'}`,
      `Farthest from the start: ${plural(result.farthest.count, 'state')} at ${plural(result.farthest.distance, 'move')}`,
    );
    result.farthest.examples.forEach((s, i) => out.push(`Farthest example ${i + 1}: ${examples[i]}`, indent(puzzle.renderText(instance, s, { color: useColor }))));
    out.push('States per distance:');
    result.statesPerDepth.forEach((n, d) => out.push(`  ${String(d).padStart(4)}  ${grouped(n)}`));
    out.push(`(${grouped(result.stats.statesExplored)} states in ${milliseconds(result.stats.milliseconds)})`);
    if (diagram) out.push(diagram.renderText({ color: useColor }));
    process.stdout.write(out.join('\n') + '\n');
  }
  return result.status === 'limit' ? EXIT.limit : EXIT.ok;
}
