/**
 * A `puzzlekit solve ... --json` answer replayed through the puzzle's rules:
 * the instance is opened from the same words the command line was given
 * (--preset, --code, --file, --param, --metric), so a test checks the answer
 * itself, not only its length.
 */
import { readFileSync } from 'node:fs';
import type { InstanceChoice } from '../../src/midend/index.js';
import type { InstanceSource } from '../../src/puzzles/puzzle.js';
import { expectCliSolutionSolves } from './puzzle-checks.js';

/** What a printed solution carries that the replay reads. */
export interface PrintedSolution {
  length?: number | null;
  moves: { code: string }[];
}

/** The puzzle and the instance a `solve` command line names, as the midend opens it. */
export function choiceOfArgs(args: readonly string[]): { puzzle: string; choice: InstanceChoice } {
  const command = args.indexOf('solve');
  if (command < 0 || command + 1 >= args.length) throw new Error(`not a solve command line: ${args.join(' ')}`);
  const valueOf = (option: string): string | undefined => {
    const at = args.lastIndexOf(option);
    return at < 0 ? undefined : args[at + 1];
  };
  const params: Record<string, string> = {};
  args.forEach((arg, i) => {
    if (arg !== '--param') return;
    const [key, ...value] = args[i + 1].split('=');
    params[key] = value.join('=');
  });
  const preset = valueOf('--preset');
  const code = valueOf('--code');
  const file = valueOf('--file');
  let source: InstanceSource | undefined;
  if (preset !== undefined) source = { kind: 'preset', name: preset };
  else if (code !== undefined) source = { kind: 'code', code };
  else if (file !== undefined) source = { kind: 'text', text: readFileSync(file, 'utf8'), origin: file };
  const metric = valueOf('--metric');
  return { puzzle: args[command + 1], choice: { source, params, ...(metric === undefined ? {} : { metric }) } };
}

/**
 * Replays the answer that `args` printed (and each of `solutions`, when the
 * command listed several) from the start by the puzzle's rules: every move
 * legal where it is made, the end a goal, the length as printed.
 */
export function expectCliAnswerSolves(args: readonly string[], json: PrintedSolution & { solutions?: PrintedSolution[] }): void {
  const { puzzle, choice } = choiceOfArgs(args);
  expectCliSolutionSolves(puzzle, choice, json);
  for (const solution of json.solutions ?? []) expectCliSolutionSolves(puzzle, choice, solution);
}
