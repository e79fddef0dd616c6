/** `puzzlekit generate`: new instances from a puzzle's level designer, each with its difficulty. */
import { describeLimit } from '../../engine/index.js';
import { findPuzzle, PUZZLES } from '../../puzzles/catalog.js';
import type { Generated, GenerateSummary } from '../../puzzles/puzzle.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, indent, jsonCount, milliseconds, plural, printJson, useColor } from '../format.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { progressReporter, type ProgressReporter } from '../progress.js';
import { cliIo } from '../io.js';

export interface GenerateCommandOptions extends LimitOptions {
  minMoves?: string;
  unique?: boolean;
  seed?: string;
  count?: string;
  boards?: boolean;
  json?: boolean;
}

/** The most instances one run makes: each is printed with its board. */
const MAX_COUNT = 1000;
const MAX_SEED = 2 ** 32 - 1;

export async function generateCommand(puzzleId: string, options: GenerateCommandOptions, signal: AbortSignal): Promise<number> {
  const puzzle = findPuzzle(puzzleId);
  if (!puzzle.generate) {
    const able = PUZZLES.filter((p) => p.generate).map((p) => p.id);
    throw new UsageError(`${puzzle.id} has no level generator (puzzles with one: ${able.join(', ') || 'none'})`);
  }
  const minMoves = options.minMoves === undefined ? undefined : wholeNumberOption('--min-moves', options.minMoves, 1, 100_000);
  const count = options.count === undefined ? 1 : wholeNumberOption('--count', options.count, 1, MAX_COUNT);
  // Without --seed, a random one, printed so that the run can be repeated.
  const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : wholeNumberOption('--seed', options.seed, 0, MAX_SEED);
  const unique = options.unique === true;
  // Say up front when the minimum lies far past every level seen: such a run may end only at a limit.
  const longest = puzzle.longestGenerated;
  if (minMoves !== undefined && longest !== undefined && minMoves > 2 * longest) {
    const stop = options.maxSeconds === undefined ? 'it ends only at a limit or Ctrl-C (set --max-seconds)' : 'it will likely end at --max-seconds';
    cliIo().stderr.write(`puzzlekit: note: the longest ${puzzle.id} level generated so far needs ${grouped(longest)} moves; none may need ${grouped(minMoves)}, so ${stop}\n`);
  }

  let progress: ProgressReporter | undefined;
  const onProgress = options.json ? undefined : (p: Parameters<ProgressReporter['onProgress']>[0]) => (progress ??= progressReporter('generating (depth: most moves seen)')).onProgress(p);
  const steps = puzzle.generate({ ...searchLimits(options), signal, onProgress, minMoves, unique, seed, count });
  const made: Generated<unknown>[] = [];
  const out = (text: string) => cliIo().stdout.write(text + '\n');
  if (!options.json) {
    const wanted = [`seed ${seed}`, minMoves ? `at least ${plural(minMoves, 'move')}` : '', unique ? 'one shortest solution' : ''].filter(Boolean).join(', ');
    out(`${puzzle.title}: ${count} new level${count === 1 ? '' : 's'} (${wanted})`);
  }
  let summary: GenerateSummary;
  try {
    for (;;) {
      const r = steps.next();
      if (r.done) {
        summary = r.value;
        break;
      }
      if (r.value === undefined) {
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
        continue;
      }
      made.push(r.value);
      if (!options.json) {
        // The bar and the levels share the terminal: clear it before printing.
        progress?.stop();
        progress = undefined;
        out(humanLevel(puzzle, r.value, made.length, options.boards !== false));
      }
    }
  } finally {
    progress?.stop();
  }

  if (options.json) {
    const json: Record<string, unknown> = {
      puzzle: puzzle.id,
      status: summary.status,
      seed: summary.seed,
      minMoves: minMoves ?? 1,
      unique,
      count,
      instances: made.map((g) => ({
        code: puzzle.instanceCode(g.instance),
        moves: g.moves,
        shortestSolutions: jsonCount(g.shortestSolutions),
        text: puzzle.renderText(g.instance, puzzle.problem(g.instance).start),
      })),
      stats: { candidates: summary.candidates, statesExplored: summary.statesExplored, milliseconds: Math.round(summary.milliseconds * 100) / 100 },
    };
    if (summary.limit) json.limit = summary.limit;
    printJson(json);
  } else {
    if (summary.status === 'limit') out(`Stopped early: ${describeLimit(summary.limit!)}; ${made.length} of ${count} made.`);
    out(`(${grouped(summary.candidates)} candidates, ${grouped(summary.statesExplored)} states explored in ${milliseconds(summary.milliseconds)})`);
  }
  return summary.status === 'limit' ? EXIT.limit : EXIT.ok;
}

function humanLevel(puzzle: ReturnType<typeof findPuzzle>, g: Generated<unknown>, n: number, boards: boolean): string {
  const ways = g.shortestSolutions === 1 || g.shortestSolutions === 1n ? 'one shortest solution' : `${grouped(g.shortestSolutions)} shortest solutions`;
  const lines = [`Level ${n}: ${plural(g.moves, 'move')}, ${ways}`, `Code: ${puzzle.instanceCode(g.instance)}`];
  if (boards) lines.push(indent(puzzle.renderText(g.instance, puzzle.problem(g.instance).start, { color: useColor() })));
  return lines.join('\n');
}
