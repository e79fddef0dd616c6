/** `puzzlekit show`: an instance as the puzzle reads it, without solving. */
import { EXIT } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { openInstance } from '../open-instance.js';
import { SHOW } from '../messages/show.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

export function showCommand(cli: CliWords, puzzleId: string, options: InstanceOptions & { json?: boolean }): number {
  const opened = openInstance(cli, puzzleId, options);
  const start = opened.start;
  if (options.json) {
    // JSON is for programs: its text and drawing are in English, whatever the command line's language.
    const english = opened.withLang('en');
    printJson({
      puzzle: opened.puzzleId,
      instance: opened.code,
      state: opened.stateCode(start),
      solved: opened.isGoal(start),
      text: english.renderText(start),
      drawing: english.draw(start),
    });
  } else {
    // The opened instance's words are the command line's language (cli/open-instance.ts).
    const title = opened.instanceTitle();
    const out = [
      opened.title,
      ...(title !== undefined && title !== opened.code ? [title] : []),
      cli.words(SHOW.code({ code: opened.code })),
      indent(opened.renderText(start, { color: useColor() })),
    ];
    const legend = opened.legend();
    if (legend) out.push(legend);
    if (opened.isGoal(start)) out.push(cli.words(SHOW.alreadySolved()));
    cliIo().stdout.write(out.join('\n') + '\n');
  }
  return EXIT.ok;
}
