/** `puzzlekit show`: an instance as the puzzle reads it, without solving. */
import { EXIT } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { openInstance } from '../open-instance.js';
import { cliLang, say } from '../lang.js';
import { puzzleTitle } from '../../puzzles/localized.js';
import { cliIo } from '../io.js';

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
    const lang = cliLang();
    const title = puzzle.instanceTitle?.(instance, lang);
    const out = [
      puzzleTitle(puzzle, lang),
      ...(title !== undefined && title !== puzzle.instanceCode(instance) ? [title] : []),
      say(`Code: ${puzzle.instanceCode(instance)}`, `代码：${puzzle.instanceCode(instance)}`),
      indent(puzzle.renderText(instance, start, { color: useColor(), lang })),
    ];
    const legend = puzzle.legend?.(instance, lang);
    if (legend) out.push(legend);
    if (problem.isGoal(start)) out.push(say('(already solved)', '（已经完成）'));
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  return EXIT.ok;
}
