/**
 * `puzzlekit check`: is a list of moves a solution? The moves (codes, as
 * `solve --json` prints them) are replayed from the start through the
 * puzzle's rules; the answer says whether each is legal, whether the last
 * position is solved, and the length and cost. Exit 0 for a solution, 1 for
 * moves that are not one, 2 for bad input.
 */
import { replayCodes } from '../../midend/index.js';
import { EXIT, UsageError } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { moveCodesOf } from '../move-list.js';
import { openInstance } from '../open-instance.js';
import { readInputFile } from '../read-input.js';
import { costWords, counted } from '../words.js';
import { say } from '../lang.js';
import type { OpenedInstance } from '../../midend/index.js';
import { cliIo } from '../io.js';

export interface CheckOptions extends InstanceOptions {
  moves?: string;
  metric?: string;
  json?: boolean;
}

/** How many of the legal codes an "is not legal" message lists. */
const SHOWN_LEGAL = 12;

export async function checkCommand(puzzleId: string, options: CheckOptions): Promise<number> {
  if (options.moves === undefined) {
    throw new UsageError(say('check needs --moves FILE (- for standard input): the moves as codes, or the JSON of solve --json', 'check 需要 --moves 文件（- 表示标准输入）：步的代码，或 solve --json 输出的 JSON'));
  }
  if (options.moves === '-' && options.file === '-') throw new UsageError(say('--moves - and --file - cannot both read standard input', '--moves - 和 --file - 不能都读标准输入'));
  const opened = openInstance(puzzleId, options);
  const where = options.moves === '-' ? say('standard input', '标准输入') : options.moves;
  let text: string;
  try {
    text = await readInputFile(options.moves);
  } catch (error) {
    if (error instanceof UsageError) {
      // The reason alone (in the user's language already): the option and its path name the file.
      const why = error.message.replace(/^cannot read \S+: |^无法读取 \S+：/, '');
      throw new UsageError(say(`--moves ${where}: ${why}`, `--moves ${where}：${why}`));
    }
    throw error;
  }
  const codes = moveCodesOf(text, `--moves ${where}`);
  const replay = replayCodes(opened, codes);
  const last = replay.states[replay.states.length - 1];
  const solved = !replay.illegal && opened.isGoal(last);
  const status = replay.illegal ? 'illegal' : solved ? 'solution' : 'not-solved';
  if (options.json) {
    printJson({
      puzzle: opened.puzzleId,
      instance: opened.code,
      metric: opened.metric,
      status,
      moves: codes.length,
      legalMoves: replay.moves.length,
      cost: replay.cost,
      solved,
      ...(replay.illegal ? { illegal: { move: replay.illegal.index, code: replay.illegal.code, legalThere: replay.illegal.legal } } : {}),
      finalState: opened.stateCode(last),
    });
  } else {
    const lines = [opened.header];
    if (replay.illegal) {
      const { index, code, legal } = replay.illegal;
      const shown = legal.slice(0, SHOWN_LEGAL).join(' ') + (legal.length > SHOWN_LEGAL ? ' ...' : '');
      const quoted = JSON.stringify(code.length > 40 ? `${code.slice(0, 40)}...` : code);
      lines.push(
        say(
          `Move ${index} (${quoted}) is not a legal move ${index === 1 ? 'from the start' : `after move ${index - 1}`}.`,
          `第 ${index} 步（${quoted}）在${index === 1 ? '起点' : `第 ${index - 1} 步之后`}不合规则。`,
        ),
        ...whyRefused(opened, last, code),
        legal.length ? say(`Legal there: ${shown}`, `那里可走的步：${shown}`) : say('No move is legal there.', '那里无步可走。'),
        say('The position it was made from:', '走这一步之前的局面：'),
        indent(opened.renderText(last, { color: useColor() })),
      );
    } else {
      const length = counted(codes.length, 'move', '步');
      const cost = costWords(opened, replay.cost);
      // "81 moves, all legal" says the cost already where the metric counts moves.
      const costNote = cost === length ? '' : say(` (${cost})`, `（${cost}）`);
      lines.push(
        solved
          ? say(`A solution: ${length}, all legal${costNote}.`, `是一个解：${length}，每步都合规则${costNote}。`)
          : say(`Not a solution: ${length}, all legal${costNote}, but the last position is not solved:`, `不是解：${length}，每步都合规则${costNote}，但最后的局面没有完成：`),
      );
      if (!solved) lines.push(indent(opened.renderText(last, { color: useColor() })));
    }
    cliIo().stdout.write(lines.join('\n') + '\n');
  }
  return solved ? EXIT.ok : EXIT.notASolution;
}

/**
 * Why the rules refuse a move someone wrote, where the puzzle reads codes of
 * moves that are not legal ("the ghosts outnumber the people on the east
 * bank"): one line, or none.
 */
function whyRefused(opened: OpenedInstance, state: unknown, code: string): string[] {
  // In the command line's language: the instance was opened in it.
  const why = opened.whyIllegal(code, state);
  return why === null ? [] : [say(`Why: ${why}.`, `原因：${why}。`)];
}
