/** `puzzlekit generate`: new instances from a puzzle's level designer, each with its difficulty. */
import { checkedMetric, findPuzzle, generateLevels, hasGenerator, puzzlesWithGenerators, puzzleTitle, type GeneratedLevel } from '../../midend/index.js';
import type { GenerateSummary } from '../../puzzles/puzzle.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, indent, jsonCount, milliseconds, printJson, useColor } from '../format.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { parseParams } from '../instance-options.js';
import { progressReporter, type ProgressReporter } from '../progress.js';
import { GENERATE } from '../messages/generate.js';
import { cliIo } from '../io.js';
import { generateFromLibrary } from './library.js';
import type { CliWords } from '../cli-words.js';

export interface GenerateCommandOptions extends LimitOptions {
  /** The designer's own parameters (Sokoban's width, height, boxes) and the metric --min-moves counts in. */
  param?: string[];
  metric?: string;
  minMoves?: string;
  unique?: boolean;
  seed?: string;
  count?: string;
  boards?: boolean;
  json?: boolean;
  /** Draw from this library instead of the level designer. */
  library?: string;
}

/** The most instances one run makes: each is printed with its board. */
const MAX_COUNT = 1000;
const MAX_SEED = 2 ** 32 - 1;

/** --min-moves, --count, --seed and the output options, for a draw from a library. */
function drawOptions(cli: CliWords, options: GenerateCommandOptions): { minMoves?: number; count: number; seed: number; boards: boolean; json: boolean } {
  return {
    minMoves: options.minMoves === undefined ? undefined : wholeNumberOption(cli, '--min-moves', options.minMoves, 1, 254),
    count: options.count === undefined ? 1 : wholeNumberOption(cli, '--count', options.count, 1, MAX_COUNT),
    seed: options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : wholeNumberOption(cli, '--seed', options.seed, 0, MAX_SEED),
    boards: options.boards !== false,
    json: options.json === true,
  };
}

export async function generateCommand(cli: CliWords, puzzleId: string, options: GenerateCommandOptions, signal: AbortSignal): Promise<number> {
  const puzzle = findPuzzle(puzzleId);
  if (options.library !== undefined) return generateFromLibrary(cli, puzzle, { library: options.library, ...drawOptions(cli, options) });
  if (!hasGenerator(puzzle)) {
    const able = puzzlesWithGenerators();
    throw new UsageError(cli.words(GENERATE.noGenerator({ puzzle: puzzle.id, hasAny: able.length ? 'yes' : 'no', puzzles: able.join(cli.words(GENERATE.puzzleSeparator())) })));
  }
  const minMoves = options.minMoves === undefined ? undefined : wholeNumberOption(cli, '--min-moves', options.minMoves, 1, 100_000);
  const count = options.count === undefined ? 1 : wholeNumberOption(cli, '--count', options.count, 1, MAX_COUNT);
  // Without --seed, a random one, printed so that the run can be repeated.
  const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : wholeNumberOption(cli, '--seed', options.seed, 0, MAX_SEED);
  const unique = options.unique === true;
  // Say up front when the minimum lies far past every level seen: such a run may end only at a limit.
  const longest = puzzle.longestGenerated;
  if (minMoves !== undefined && longest !== undefined && minMoves > 2 * longest) {
    const bounded = options.maxSeconds !== undefined ? 'yes' : 'no';
    const line = cli.words(GENERATE.farPastLongest({ puzzle: puzzle.id, longest: grouped(longest), minMoves: grouped(minMoves), bounded }));
    cliIo().stderr.write(`puzzlekit: ${line}\n`);
  }

  let progress: ProgressReporter | undefined;
  const onProgress = options.json ? undefined : (p: Parameters<ProgressReporter['onProgress']>[0]) => (progress ??= progressReporter(cli, cli.words(GENERATE.progressLabel()))).onProgress(p);
  // Each level opened in the command line's language, for its board.
  const params = parseParams(cli, options.param);
  const metric = options.metric === undefined ? undefined : checkedMetric(puzzle, options.metric);
  const steps = generateLevels(puzzle, { ...searchLimits(cli, options), signal, onProgress, minMoves, unique, seed, count, params, metric }, cli.lang);
  const made: GeneratedLevel[] = [];
  const out = (text: string) => cliIo().stdout.write(text + '\n');
  if (!options.json) {
    const wanted = [
      GENERATE.wantedSeed({ seed }),
      ...(minMoves ? [GENERATE.wantedMinMoves({ moves: minMoves })] : []),
      ...(unique ? [GENERATE.wantedUnique()] : []),
    ];
    out(cli.words(GENERATE.heading({ title: puzzleTitle(puzzle, cli.lang), count, wanted: wanted.map(cli.words).join(cli.words(GENERATE.wantedSeparator())) })));
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
        out(humanLevel(cli, r.value, made.length, options.boards !== false));
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
        code: g.opened.code,
        moves: g.moves,
        shortestSolutions: jsonCount(g.shortestSolutions),
        // JSON is for programs: the board in English, whatever the command line's language.
        text: g.opened.withLang('en').renderText(g.opened.start),
      })),
      stats: { candidates: summary.candidates, statesExplored: summary.statesExplored, milliseconds: Math.round(summary.milliseconds * 100) / 100 },
    };
    if (summary.limit) json.limit = summary.limit;
    printJson(json);
  } else {
    if (summary.status === 'limit') out(cli.words(GENERATE.stoppedEarly({ why: cli.limitWords(summary.limit!), made: made.length, count })));
    const took = milliseconds(summary.milliseconds);
    out(cli.words(GENERATE.stats({ candidates: grouped(summary.candidates), states: grouped(summary.statesExplored), took })));
  }
  return summary.status === 'limit' ? EXIT.limit : EXIT.ok;
}

function humanLevel(cli: CliWords, g: GeneratedLevel, n: number, boards: boolean): string {
  const one = g.shortestSolutions === 1 || g.shortestSolutions === 1n;
  const ways = one ? GENERATE.oneShortest() : GENERATE.shortestSolutions({ count: grouped(g.shortestSolutions) });
  const lines = [cli.words(GENERATE.level({ n, moves: g.moves, ways: cli.words(ways) })), cli.words(GENERATE.code({ code: g.opened.code }))];
  if (boards) lines.push(indent(g.opened.renderText(g.opened.start, { color: useColor() })));
  return lines.join('\n');
}
