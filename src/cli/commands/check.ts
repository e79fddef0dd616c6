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
import { costWords } from '../words.js';
import { CHECK } from '../messages/check.js';
import type { OpenedInstance } from '../../midend/index.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

export interface CheckOptions extends InstanceOptions {
  moves?: string;
  /** The moves inline, separated by commas. */
  inputs?: string;
  metric?: string;
  json?: boolean;
}

/** How many of the legal codes an "is not legal" message lists. */
const SHOWN_LEGAL = 12;

export async function checkCommand(cli: CliWords, puzzleId: string, options: CheckOptions): Promise<number> {
  if (options.moves !== undefined && options.inputs !== undefined) throw new UsageError(cli.words(CHECK.movesAndInputs()));
  if (options.inputs !== undefined) return checkInputs(cli, puzzleId, options, options.inputs);
  if (options.moves === undefined) {
    throw new UsageError(cli.words(CHECK.needsMoves()));
  }
  if (options.moves === '-' && options.file === '-') throw new UsageError(cli.words(CHECK.bothStandardInput()));
  const opened = openInstance(cli, puzzleId, options);
  const where = options.moves === '-' ? cli.words(CHECK.standardInput()) : options.moves;
  let text: string;
  try {
    text = await readInputFile(cli, options.moves);
  } catch (error) {
    if (error instanceof UsageError) {
      // The reason alone (in the user's language already): the option and its path name the file.
      const lead = cli.words(CHECK.cannotReadLead({ path: options.moves }));
      const why = error.message.startsWith(lead) ? error.message.slice(lead.length) : error.message;
      throw new UsageError(cli.words(CHECK.movesUnreadable({ where, why })));
    }
    throw error;
  }
  // A solution in the puzzle's own notation (Sokoban's LURD) is read by the puzzle; anything else is codes.
  return checkCodes(cli, opened, options, opened.readSolution(text.trim()) ?? moveCodesOf(cli, text, cli.words(CHECK.movesOption({ where }))));
}

/**
 * `check --inputs 0,0,3,undo,...`: the moves inline. A puzzle that plays its
 * own inputs with a history (PuzzleScript) replays them itself and adds its
 * own fields to the answer (`levelString`); any other replays the codes.
 */
function checkInputs(cli: CliWords, puzzleId: string, options: CheckOptions, list: string): number {
  const opened = openInstance(cli, puzzleId, options);
  const codes = list.split(',').map((c) => c.trim()).filter((c) => c !== '');
  if (!opened.playInputs) return checkCodes(cli, opened, options, codes);
  const played = opened.playInputs(codes);
  const status = played.unknown ? 'illegal' : played.solved ? 'solution' : 'not-solved';
  if (options.json) {
    printJson({ puzzle: opened.puzzleId, instance: opened.code, metric: opened.metric, status, moves: codes.length, solved: played.solved, ...played.fields });
  } else {
    const lines = [opened.header];
    if (played.unknown) lines.push(cli.words(CHECK.unknownInput({ index: played.unknown.index + 1, code: played.unknown.code })));
    else {
      const length = cli.words(CHECK.moves({ n: codes.length }));
      lines.push(cli.words(played.solved ? CHECK.solution({ length, withCost: 'no', cost: length }) : CHECK.notSolution({ length, withCost: 'no', cost: length })));
    }
    cliIo().stdout.write(lines.join('\n') + '\n');
  }
  return played.unknown ? EXIT.usage : played.solved ? EXIT.ok : EXIT.notASolution;
}

function checkCodes(cli: CliWords, opened: OpenedInstance, options: CheckOptions, codes: string[]): number {
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
        cli.words(CHECK.notLegal({ index, before: index - 1, code: quoted })),
        ...whyRefused(cli, opened, last, code),
        legal.length ? cli.words(CHECK.legalThere({ codes: shown })) : cli.words(CHECK.noneLegal()),
        cli.words(CHECK.positionBefore()),
        indent(opened.renderText(last, { color: useColor() })),
      );
    } else {
      const length = cli.words(CHECK.moves({ n: codes.length }));
      const cost = costWords(cli, opened, replay.cost);
      // "81 moves, all legal" says the cost already where the metric counts moves.
      const said = { length, withCost: cost === length ? ('no' as const) : ('yes' as const), cost };
      lines.push(cli.words(solved ? CHECK.solution(said) : CHECK.notSolution(said)));
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
function whyRefused(cli: CliWords, opened: OpenedInstance, state: unknown, code: string): string[] {
  // In the command line's language: the instance was opened in it.
  const why = opened.whyIllegal(code, state);
  return why === null ? [] : [cli.words(CHECK.why({ why }))];
}
