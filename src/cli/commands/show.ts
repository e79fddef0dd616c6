/** `puzzlekit show`: an instance as the puzzle reads it, without solving. */
import { EXIT } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { openInstance } from '../open-instance.js';

export function showCommand(puzzleId: string, options: InstanceOptions & { json?: boolean }): number {
  const { puzzle, instance, problem } = openInstance(puzzleId, options);
  const start = problem.start;
  if (options.json) {
    printJson({
      puzzle: puzzle.id,
      instance: puzzle.instanceCode(instance),
      state: puzzle.stateCode(instance, start),
      solved: problem.isGoal(start),
      text: puzzle.renderText(instance, start),
      drawing: puzzle.draw(instance, start),
    });
  } else {
    const out = [
      `${puzzle.title}`,
      ...(puzzle.instanceTitle && puzzle.instanceTitle(instance) !== puzzle.instanceCode(instance) ? [puzzle.instanceTitle(instance)] : []),
      `Code: ${puzzle.instanceCode(instance)}`,
      indent(puzzle.renderText(instance, start, { color: useColor })),
    ];
    const legend = puzzle.legend?.(instance);
    if (legend) out.push(legend);
    if (problem.isGoal(start)) out.push('(already solved)');
    process.stdout.write(out.join('\n') + '\n');
  }
  return EXIT.ok;
}
