/** `puzzlekit generate`: new instances from a puzzle's level designer, each with its difficulty. */
import { findPuzzle, generateLevels, hasGenerator, puzzlesWithGenerators, puzzleTitle, type GeneratedLevel } from '../../midend/index.js';
import type { GenerateSummary } from '../../puzzles/puzzle.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, indent, jsonCount, milliseconds, plural, printJson, useColor } from '../format.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { progressReporter, type ProgressReporter } from '../progress.js';
import { cliLang, limitWords, say } from '../lang.js';
import { counted } from '../words.js';
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
  if (!hasGenerator(puzzle)) {
    const able = puzzlesWithGenerators();
    throw new UsageError(say(`${puzzle.id} has no level generator (puzzles with one: ${able.join(', ') || 'none'})`, `${puzzle.id} 没有关卡生成器（有生成器的谜题：${able.join('、') || '无'}）`));
  }
  const minMoves = options.minMoves === undefined ? undefined : wholeNumberOption('--min-moves', options.minMoves, 1, 100_000);
  const count = options.count === undefined ? 1 : wholeNumberOption('--count', options.count, 1, MAX_COUNT);
  // Without --seed, a random one, printed so that the run can be repeated.
  const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : wholeNumberOption('--seed', options.seed, 0, MAX_SEED);
  const unique = options.unique === true;
  // Say up front when the minimum lies far past every level seen: such a run may end only at a limit.
  const longest = puzzle.longestGenerated;
  if (minMoves !== undefined && longest !== undefined && minMoves > 2 * longest) {
    const bounded = options.maxSeconds !== undefined;
    const stop = bounded ? 'it will likely end at --max-seconds' : 'it ends only at a limit or Ctrl-C (set --max-seconds)';
    const stopZh = bounded ? '它多半会在 --max-seconds 时结束' : '它只会在达到上限或按 Ctrl-C 时结束（可设 --max-seconds）';
    const line = say(
      `note: the longest ${puzzle.id} level generated so far needs ${grouped(longest)} moves; none may need ${grouped(minMoves)}, so ${stop}`,
      `注意：目前生成过的最长 ${puzzle.id} 关卡需要 ${grouped(longest)} 步；也许没有需要 ${grouped(minMoves)} 步的关卡，所以${stopZh}`,
    );
    cliIo().stderr.write(`puzzlekit: ${line}\n`);
  }

  let progress: ProgressReporter | undefined;
  const onProgress = options.json ? undefined : (p: Parameters<ProgressReporter['onProgress']>[0]) => (progress ??= progressReporter(say('generating (depth: most moves seen)', '生成中（深度：见过的最多步数）'))).onProgress(p);
  // Each level opened in the command line's language, for its board.
  const steps = generateLevels(puzzle, { ...searchLimits(options), signal, onProgress, minMoves, unique, seed, count }, cliLang());
  const made: GeneratedLevel[] = [];
  const out = (text: string) => cliIo().stdout.write(text + '\n');
  if (!options.json) {
    if (cliLang() === 'zh') {
      const wanted = [`种子 ${seed}`, minMoves ? `至少 ${grouped(minMoves)} 步` : '', unique ? '最短解唯一' : ''].filter(Boolean).join('，');
      out(`${puzzleTitle(puzzle, 'zh')}：${grouped(count)} 个新关卡（${wanted}）`);
    } else {
      const wanted = [`seed ${seed}`, minMoves ? `at least ${plural(minMoves, 'move')}` : '', unique ? 'one shortest solution' : ''].filter(Boolean).join(', ');
      out(`${puzzle.title}: ${count} new level${count === 1 ? '' : 's'} (${wanted})`);
    }
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
        out(humanLevel(r.value, made.length, options.boards !== false));
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
    if (summary.status === 'limit') out(say(`Stopped early: ${limitWords(summary.limit!)}; ${made.length} of ${count} made.`, `提前停止：${limitWords(summary.limit!)}；做出了 ${count} 个中的 ${made.length} 个。`));
    const took = milliseconds(summary.milliseconds);
    out(say(`(${grouped(summary.candidates)} candidates, ${grouped(summary.statesExplored)} states explored in ${took})`, `（${grouped(summary.candidates)} 个候选，探索了 ${grouped(summary.statesExplored)} 个状态，用时 ${took}）`));
  }
  return summary.status === 'limit' ? EXIT.limit : EXIT.ok;
}

function humanLevel(g: GeneratedLevel, n: number, boards: boolean): string {
  const one = g.shortestSolutions === 1 || g.shortestSolutions === 1n;
  const ways = say(one ? 'one shortest solution' : `${grouped(g.shortestSolutions)} shortest solutions`, one ? '最短解唯一' : `${grouped(g.shortestSolutions)} 种最短解`);
  const lines = [say(`Level ${n}: `, `第 ${n} 关：`) + counted(g.moves, 'move', '步') + say(', ', '，') + ways, say('Code: ', '代码：') + g.opened.code];
  if (boards) lines.push(indent(g.opened.renderText(g.opened.start, { color: useColor() })));
  return lines.join('\n');
}
