/**
 * The puzzlekit command line as a function: arguments in, an exit code out,
 * every word written to the streams it is given (the process's own by
 * default). Commands talk only to the puzzle catalog and the engine. Every
 * failure ends as one line on stderr and an exit code: 0 solved or explored,
 * 1 proved unsolvable, 2 bad input or usage, 3 a limit. `main.ts` runs it
 * for the process: signals, closed pipes and the process's exit code.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { ALGORITHMS, SearchSetupError, StateTableFullError } from '../engine/index.js';
import { PuzzleInputError } from '../puzzles/puzzle.js';
import { checkCommand } from './commands/check.js';
import { classifyCommand } from './commands/classify.js';
import { exploreCommand } from './commands/explore.js';
import { generateCommand } from './commands/generate.js';
import { listCommand } from './commands/list.js';
import { helpAfter } from './help.js';
import { pdbBuildCommand, pdbClearCommand, pdbListCommand } from './commands/pdb.js';
import { showCommand } from './commands/show.js';
import { solveCommand } from './commands/solve.js';
import { tableCommand } from './commands/table.js';
import { workerCommand } from './commands/worker.js';
import { EXIT, UsageError } from './errors.js';
import { forgetPreloadedFiles, preloadInstanceFile } from './instance-options.js';
import { cliIo, withCliIo, type CliIo } from './io.js';
import { loadPuzzleModule } from './puzzle-module.js';
import { chooseLang, cliLang, setCliLang } from './lang.js';
import { messageInLang } from './messages-zh.js';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Errors are one line: line breaks (from the user's own input, say) are shown as \\n. */
function oneLine(text: string): string {
  return text.trim().replace(/\r?\n\s*(?=\()/g, ' ').replace(/\r?\n/g, '\\n');
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function withInstanceOptions(command: Command): Command {
  return command
    .option('--preset <name>', 'a named instance (see `puzzlekit list`)')
    .option('--file <path>', 'read the instance from a file (- for standard input)')
    .option('--code <code>', 'the instance as a short code')
    .option('--param <key=value>', 'set a parameter (repeatable)', collect, []);
}

function withLimitOptions(command: Command): Command {
  return command
    .option('--max-states <n>', 'stop after storing this many states')
    .option('--max-seconds <s>', 'stop after this many seconds')
    .option('--max-memory <mb>', 'stop when the search tables pass this many megabytes');
}

function buildProgram(signal: AbortSignal, setExitCode: (code: number) => void): Command {
  /** Runs a command action and records its exit code; errors become one line. */
  const action =
    <A extends unknown[]>(run: (...args: A) => number | Promise<number>) =>
    async (...args: A) => {
      setExitCode(await run(...args));
    };
  const program = new Command('puzzlekit')
    .description('Model, solve and explore state-space puzzles.')
    .version(version)
    .exitOverride()
    .helpCommand(false)
    .configureOutput({
      writeOut: (text) => cliIo().stdout.write(text),
      writeErr: (text) => cliIo().stderr.write(text),
      outputError: (text, write) => write(`puzzlekit: ${messageInLang(oneLine(text.replace(/^error: /, '')))}\n`),
    })
    .addHelpText('after', helpAfter)
    .option('--puzzle-module <file>', 'add your own puzzle: a module whose default export is definePuzzle({...})')
    // Read before parsing (chooseLang), so that even a mistake in the arguments is reported in the language; declared here for help and checking.
    .addOption(new Option('--lang <lang>', 'the language of the words: en or zh (default: the system locale, LC_ALL / LC_MESSAGES / LANG)').choices(['en', 'zh']))
    .hook('preAction', async (program, command) => {
      const puzzleModule: unknown = program.opts().puzzleModule;
      if (typeof puzzleModule === 'string') await loadPuzzleModule(puzzleModule);
      const file: unknown = command.opts().file;
      if (typeof file === 'string') await preloadInstanceFile(file);
    });

  program
    .command('list')
    .description('list the puzzles, one line each; --long adds their presets, parameters and metrics')
    .option('--long', 'every preset, parameter, metric and other name of each puzzle')
    .option('--json', 'print JSON')
    .action(action((options: { json?: boolean; long?: boolean }) => listCommand(options)));

  withInstanceOptions(
    program
      .command('check')
      .argument('<puzzle>')
      .description('check that moves (codes, or the JSON of solve --json) solve an instance: each legal, the last position solved'),
  )
    .option('--moves <file>', 'the moves: solve --json output, a JSON list of codes, or codes separated by spaces or lines (- for standard input)')
    .option('--metric <metric>', 'the metric the cost is counted in')
    .option('--json', 'print JSON')
    .action(action((puzzle: string, options) => checkCommand(puzzle, options)));

  withInstanceOptions(program.command('show').argument('<puzzle>').description('show an instance without solving it'))
    .option('--json', 'print JSON')
    .action(action((puzzle: string, options) => showCommand(puzzle, options)));

  withLimitOptions(
    withInstanceOptions(program.command('solve').argument('<puzzle>').description('find a shortest solution, count solutions, or list them all')),
  )
    .option('--metric <m>', 'the cost metric (default: the puzzle\'s first)')
    .addOption(new Option('--algorithm <a>', 'the search to use').choices(Object.keys(ALGORITHMS)).default('auto'))
    .addOption(new Option('--count <what>', 'also count solutions: shortest, or all without repeated states').choices(['shortest', 'all']))
    .option('--all', 'list every solution that never repeats a state')
    .option('--max-solutions <n>', 'with --all, list at most this many (default 100)')
    .option('--max-depth <n>', 'longest solution for --algorithm dfs (default 50), and for --all and --count all')
    .option('--no-boards', 'print the moves without the board after each')
    .option('--no-play', 'in a terminal, list every move and board instead of playing them in place')
    .option('--diagram', 'also draw the whole state space with the solution traced (puzzles that have such a picture)')
    .option('--db <file>', 'answer from a distance table written by explore --out (ranked puzzles), or for sliding-blocks from a classify --out folder')
    .option('--no-pdb', 'do not use or build pattern databases (15-puzzle)')
    .option('--cache-dir <dir>', 'the pattern database cache (default $PUZZLEKIT_CACHE or ~/.cache/puzzlekit)')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => solveCommand(puzzle, options, signal)));

  const pdb = program.command('pdb').description('build, list or clear the cached pattern databases');
  withLimitOptions(withInstanceOptions(pdb.command('build').argument('<puzzle>').description('build the pattern databases for an instance\'s board and cache them')))
    .option('--partition <name>', 'which databases (see `puzzlekit pdb build sliding-tiles --partition x`); default the first')
    .option('--cache-dir <dir>', 'the cache folder')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => pdbBuildCommand(puzzle, options, signal)));
  pdb
    .command('list')
    .description('list the cached pattern databases')
    .option('--cache-dir <dir>', 'the cache folder')
    .option('--json', 'print one JSON object')
    .action(action((options: { cacheDir?: string; json?: boolean }) => pdbListCommand(options)));
  pdb
    .command('clear')
    .description('delete the cached pattern databases')
    .option('--cache-dir <dir>', 'the cache folder')
    .action(action((options: { cacheDir?: string }) => pdbClearCommand(options)));

  withLimitOptions(withInstanceOptions(program.command('explore').argument('<puzzle>').description('analyse the whole reachable space')))
    .option('--metric <m>', 'the cost metric')
    .option('--merge-symmetric', "count states that are the same up to the puzzle's symmetry (a mirror image, say) once")
    .option('--diagram', 'also draw the whole state space (puzzles that have such a picture)')
    .option('--graph <file>', 'write the state graph, every state and move (spaces of up to 200,000 states): FILE.graphml (GraphML) or FILE.dot (Graphviz)')
    .option('--graph-format <f>', 'graphml or dot, whatever the file is called')
    .option('--compact', 'ranked puzzles: the compact search, 2 bits a state (on its own for spaces of 4,194,304 states or more)')
    .option('--threads <n>', 'worker threads: the compact search (default: the cores), or the hash-table search of a puzzle that is not ranked (default: one, and every core once a search has taken a second)')
    .option('--out <file>', 'ranked puzzles: write the distance table from the goals (a byte a state) for solve --db')
    .option('--force', 'with --out, replace a distance table of another puzzle or instance')
    .option('--checkpoints <dir>', 'compact search: save the run in this folder after every layer, so that it can be resumed')
    .option('--resume <dir>', 'compact search: go on from the last layer saved in this folder (and keep saving there)')
    .option('--segments <dir>', 'compact search out of core: keep the marks in segment files in this folder, sized to --max-memory (resume with --resume)')
    .option('--cluster <url>', 'compact search: hand the layers to `puzzlekit worker`s on this Redis (redis://[:password@]host:port); needs --shared')
    .option('--shared <dir>', 'with --cluster: a folder every machine sees at the same path (the run is kept there and resumed from it)')
    .option('--jobs <n>', 'with --cluster: jobs a big layer is split into (default 16)')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => exploreCommand(puzzle, options, signal)));

  program
    .command('classify')
    .argument('<puzzle>')
    .description('sliding-blocks: split every legal 4x5 layout (or one piece-count type) into groups, with distances to a solution')
    .option('--pieces <v,h,s>', 'only the layouts with this many vertical (2x1), horizontal (1x2) and 1x1 pieces, e.g. 4,1,4 (several types: 4,1,4/3,3,0)')
    .option('--threads <n>', 'worker threads (default: the cores)')
    .option('--out <dir>', 'write the database (a distance byte and a group number a layout) for solve --db DIR')
    .option('--force', 'with --out, replace database files of another puzzle or type')
    .option('--max-seconds <s>', 'stop after this many seconds (exit 3), keeping the types done')
    .option('--max-memory <mb>', 'classify side by side only the types that fit in this many megabytes; refuse a type that alone could pass it (exit 3)')
    .option('--cluster <url>', 'one job per type, done by `puzzlekit worker`s on this Redis (redis://[:password@]host:port); needs --shared')
    .option('--shared <dir>', 'with --cluster: a folder every machine sees at the same path (types done are kept there)')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => classifyCommand(puzzle, options, signal)));

  program
    .command('worker')
    .description('serve the cluster runs (explore --cluster, classify --cluster) on a Redis until stopped')
    .option('--redis <url>', 'the Redis the runs are on: redis://[:password@]host:port')
    .option('--threads <n>', 'jobs at a time, each on a thread of its own (default: the cores)')
    .option('--shared <dir>', 'take only jobs of this shared folder (recommended)')
    .option('--stall-seconds <s>', 'seconds before a job of a worker that stopped answering goes to another (default 30)')
    .action(action((options) => workerCommand(options, signal)));

  withLimitOptions(
    withInstanceOptions(
      program.command('table').argument('<puzzle>').description('tabulate the optimum over one or two parameter ranges, one search per cell'),
    ),
  )
    .option('--rows <key=values>', 'the parameter down the side, e.g. missionaries=1..10 or boat=2,3,5')
    .option('--cols <key=values>', 'the parameter across the top (optional)')
    .option('--metric <m>', 'the cost metric')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => tableCommand(puzzle, options, signal)));

  withLimitOptions(program.command('generate').argument('<puzzle>').description('make new levels with a puzzle\'s level designer'))
    .option('--min-moves <n>', 'only levels whose shortest solution has at least this many moves')
    .option('--unique', 'only levels with exactly one shortest solution')
    .option('--seed <s>', 'seed of the random choices, 0 to 4294967295 (default: a random one, printed)')
    .option('--count <k>', 'how many levels to make (default 1)')
    .option('--no-boards', 'print the codes without the boards')
    .option('--json', 'print one JSON object')
    .action(action((puzzle: string, options) => generateCommand(puzzle, options, signal)));

  return program;
}

/** With --json, an error is also one JSON object on stdout, so a program reading it always gets JSON. */
function reportError(argv: readonly string[], english: string, zh?: string): void {
  const line = zh !== undefined && cliLang() === 'zh' ? oneLine(zh) : messageInLang(english);
  cliIo().stderr.write(`puzzlekit: ${line}\n`);
  if (argv.includes('--json')) cliIo().stdout.write(`${JSON.stringify({ status: 'error', message: line })}\n`);
}

/**
 * Runs `puzzlekit ...args` (the arguments after the program's name) and
 * returns its exit code. `io` replaces the process's streams and environment;
 * aborting `signal` is a Ctrl-C. A command line run this way changes no state
 * that the next run would see, except puzzles added by --puzzle-module and
 * pattern databases loaded into memory.
 */
export function runCommandLine(args: readonly string[], options: { io?: CliIo; signal?: AbortSignal } = {}): Promise<number> {
  return withCliIo(options.io, () => run(args, options.signal ?? new AbortController().signal));
}

async function run(argv: readonly string[], signal: AbortSignal): Promise<number> {
  let exitCode: number = EXIT.ok;
  forgetPreloadedFiles();
  setCliLang(chooseLang(argv, cliIo().env));
  const program = buildProgram(signal, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      const helpOrVersion = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      if (helpOrVersion && error.exitCode === 0) return EXIT.ok;
      // Commander has written the line to stderr already; JSON readers get it too.
      if (argv.includes('--json')) cliIo().stdout.write(`${JSON.stringify({ status: 'error', message: messageInLang(oneLine(error.message.replace(/^error: /, ''))) })}\n`);
      return EXIT.usage;
    }
    if (error instanceof PuzzleInputError || error instanceof UsageError || error instanceof SearchSetupError) {
      reportError(argv, oneLine(error.message), error instanceof PuzzleInputError ? error.zh : undefined);
      return EXIT.usage;
    }
    if (error instanceof StateTableFullError) {
      reportError(argv, `stopped: ${oneLine(error.message)}`);
      return EXIT.limit;
    }
    const message = error instanceof Error ? error.message : String(error);
    reportError(argv, `internal error: ${oneLine(message)}`);
    if (cliIo().env.PUZZLEKIT_DEBUG && error instanceof Error) cliIo().stderr.write(`${error.stack}\n`);
    return 70;
  }
}

