/**
 * The puzzlekit command line as a function: arguments in, an exit code out,
 * every word written to the streams it is given (the process's own by
 * default). Commands parse what they are given, run it through the midend
 * (src/midend) and word what comes back; files go through src/storage.
 * Every failure ends as one line on stderr and an exit code: 0 solved or
 * explored, 1 proved unsolvable, 2 bad input or usage, 3 a limit. `main.ts`
 * runs it for the process: signals, closed pipes and the process's exit code.
 */
import { Command, CommanderError, Option } from 'commander';
import { ALGORITHMS, SearchSetupError, StateTableFullError } from '../engine/index.js';
import { PuzzleInputError } from '../midend/index.js';
import { OutputPathError } from '../storage/output-path.js';
import { packageVersion } from '../storage/package-version.js';
import { checkCommand } from './commands/check.js';
import { classifyCommand } from './commands/classify.js';
import { exploreCommand } from './commands/explore.js';
import { generateCommand } from './commands/generate.js';
import { listCommand } from './commands/list.js';
import { libraryCommand } from './commands/library.js';
import { LIBRARY } from './messages/library.js';
import { serveCommand } from './commands/serve.js';
import { SERVE } from './messages/serve.js';
import { helpAfter, helpConfiguration } from './help.js';
import { pdbBuildCommand, pdbClearCommand, pdbListCommand } from './commands/pdb.js';
import { showCommand } from './commands/show.js';
import { solveCommand } from './commands/solve.js';
import { tableCommand } from './commands/table.js';
import { traceCommand } from './commands/trace.js';
import { TRACE } from './messages/trace.js';
import { workerCommand } from './commands/worker.js';
import { CancelledError, EXIT, LimitError, UsageError } from './errors.js';
import { forgetPreloadedFiles, preloadInstanceFile } from './instance-options.js';
import { cliIo, withCliIo, type CliIo } from './io.js';
import { refuseOptionNamesAsValues } from './option-values.js';
import { loadPuzzleModule } from './puzzle-module.js';
import { chooseLang, cliWordsIn } from './lang.js';
import { censusOptions } from '../midend/classify.js';
import { inLang } from '../i18n/index.js';
import { CENSUS } from './messages/census.js';
import { OPTIONS } from './messages/options.js';
import { LEVELS } from './messages/levels.js';
import { commanderMessage } from './commander-errors.js';
import { RUN } from './messages/run.js';
import '../node-runners.js';
import type { CliWords } from './cli-words.js';

const version = packageVersion();

/** Errors are one line: line breaks (from the user's own input, say) are shown as \\n. */
function oneLine(text: string): string {
  return text.trim().replace(/\r?\n\s*(?=\()/g, ' ').replace(/\r?\n/g, '\\n');
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function withInstanceOptions(cli: CliWords, command: Command): Command {
  return command
    .option('--preset <name>', cli.words(OPTIONS.instancePreset()))
    .option('--file <path>', cli.words(OPTIONS.instanceFile()))
    .option('--code <code>', cli.words(OPTIONS.instanceCode()))
    .option('--param <key=value>', cli.words(OPTIONS.instanceParam()), collect, [])
    .option('--level <level>', cli.words(LEVELS.optionLevel()))
    .option('--start-index <k>', cli.words(OPTIONS.instanceStartIndex()));
}

function withLimitOptions(cli: CliWords, command: Command): Command {
  return command
    .option('--max-states <n>', cli.words(OPTIONS.limitMaxStates()))
    .option('--max-seconds <s>', cli.words(OPTIONS.limitMaxSeconds()))
    .option('--max-memory <mb>', cli.words(OPTIONS.limitMaxMemory()));
}

function buildProgram(cli: CliWords, signal: AbortSignal, setExitCode: (code: number) => void): Command {
  /** Runs a command action and records its exit code; errors become one line. */
  const action =
    <A extends unknown[]>(run: (...args: A) => number | Promise<number>) =>
    async (...args: A) => {
      setExitCode(await run(...args));
    };
  const program = new Command('puzzlekit')
    .description(cli.words(OPTIONS.programDescription()))
    .version(version, '-V, --version', cli.words(OPTIONS.programVersion()))
    .helpOption('-h, --help', cli.words(OPTIONS.help()))
    .configureHelp(helpConfiguration(cli))
    .exitOverride()
    .helpCommand(false)
    .configureOutput({
      writeOut: (text) => cliIo().stdout.write(text),
      writeErr: (text) => cliIo().stderr.write(text),
      // Commander's complaint is written where it is caught (run, below), in our words.
      outputError: () => {},
    })
    .addHelpText('after', () => helpAfter(cli))
    .option('--puzzle-module <file>', cli.words(OPTIONS.programPuzzleModule()))
    // Read before parsing (chooseLang), so that even a mistake in the arguments is reported in the language; declared here for help and checking.
    .addOption(new Option('--lang <lang>', cli.words(OPTIONS.programLang())).choices(['en', 'zh']))
    .hook('preAction', async (program, command) => {
      const puzzleModule: unknown = program.opts().puzzleModule;
      if (typeof puzzleModule === 'string') await loadPuzzleModule(cli, puzzleModule);
      const file: unknown = command.opts().file;
      if (typeof file === 'string') await preloadInstanceFile(cli, file, signal);
    });

  program
    .command('list')
    .description(cli.words(OPTIONS.listDescription()))
    .option('--long', cli.words(OPTIONS.listLong()))
    .option('--json', cli.words(OPTIONS.printJson()))
    .action(action((options: { json?: boolean; long?: boolean }) => listCommand(cli, options)));

  withInstanceOptions(cli,
    program
      .command('check')
      .argument('<puzzle>')
      .description(cli.words(OPTIONS.checkDescription())),
  )
    .option('--moves <file>', cli.words(OPTIONS.checkMoves()))
    .option('--inputs <list>', cli.words(OPTIONS.checkInputs()))
    .option('--metric <metric>', cli.words(OPTIONS.checkMetric()))
    .option('--json', cli.words(OPTIONS.printJson()))
    .action(action((puzzle: string, options) => checkCommand(cli, puzzle, options)));

  withInstanceOptions(cli, program.command('show').argument('<puzzle>').description(cli.words(OPTIONS.showDescription())))
    .option('--json', cli.words(OPTIONS.printJson()))
    .action(action((puzzle: string, options) => showCommand(cli, puzzle, options)));

  withLimitOptions(cli,
    withInstanceOptions(cli, program.command('solve').argument('<puzzle>').description(cli.words(OPTIONS.solveDescription()))),
  )
    .option('--metric <m>', cli.words(OPTIONS.solveMetric()))
    .addOption(new Option('--algorithm <a>', cli.words(OPTIONS.solveAlgorithm())).choices(Object.keys(ALGORITHMS)).default('auto'))
    .addOption(new Option('--count <what>', cli.words(OPTIONS.solveCount())).choices(['shortest', 'all']))
    .option('--all', cli.words(OPTIONS.solveAll()))
    .option('--max-solutions <n>', cli.words(OPTIONS.solveMaxSolutions()))
    .option('--max-depth <n>', cli.words(OPTIONS.solveMaxDepth()))
    .option('--no-boards', cli.words(OPTIONS.solveNoBoards()))
    .option('--no-play', cli.words(OPTIONS.solveNoPlay()))
    .option('--diagram', cli.words(OPTIONS.solveDiagram()))
    .option('--db <file>', cli.words(OPTIONS.solveDb()))
    .option('--no-pdb', cli.words(OPTIONS.solveNoPdb()))
    .option('--cache-dir <dir>', cli.words(OPTIONS.solveCacheDir()))
    .option('--level-seconds <s>', cli.words(LEVELS.optionLevelSeconds()))
    .option('--threads <n>', cli.words(LEVELS.optionThreads()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => solveCommand(cli, puzzle, options, signal)));

  withLimitOptions(cli, withInstanceOptions(cli, program.command('trace').argument('<puzzle>').description(cli.words(TRACE.description()))))
    .option('--metric <m>', cli.words(OPTIONS.solveMetric()))
    .addOption(new Option('--algorithm <a>', cli.words(TRACE.algorithmOption())).choices(Object.keys(ALGORITHMS).filter((name) => name !== 'auto')).default('astar'))
    .option('--max-steps <n>', cli.words(TRACE.maxStepsOption()))
    .option('--max-depth <n>', cli.words(TRACE.maxDepthOption()))
    .option('--zero-heuristic', cli.words(TRACE.zeroHeuristicOption()))
    .option('--json', cli.words(TRACE.jsonOption()))
    .action(action((puzzle: string, options) => traceCommand(cli, puzzle, options, signal)));

  const pdb = program
    .command('pdb')
    .description(cli.words(OPTIONS.pdbDescription()))
    .helpCommand('help [command]', cli.words(OPTIONS.help()));
  withLimitOptions(cli, withInstanceOptions(cli, pdb.command('build').argument('<puzzle>').description(cli.words(OPTIONS.pdbBuildDescription()))))
    .option('--partition <name>', cli.words(OPTIONS.pdbBuildPartition()))
    .option('--cache-dir <dir>', cli.words(OPTIONS.cacheFolder()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => pdbBuildCommand(cli, puzzle, options, signal)));
  pdb
    .command('list')
    .description(cli.words(OPTIONS.pdbListDescription()))
    .option('--cache-dir <dir>', cli.words(OPTIONS.cacheFolder()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((options: { cacheDir?: string; json?: boolean }) => pdbListCommand(cli, options)));
  pdb
    .command('clear')
    .description(cli.words(OPTIONS.pdbClearDescription()))
    .option('--cache-dir <dir>', cli.words(OPTIONS.cacheFolder()))
    .action(action((options: { cacheDir?: string }) => pdbClearCommand(cli, options)));

  withLimitOptions(cli, withInstanceOptions(cli, program.command('explore').argument('<puzzle>').description(cli.words(OPTIONS.exploreDescription()))))
    .option('--metric <m>', cli.words(OPTIONS.costMetric()))
    .option('--merge-symmetric', cli.words(OPTIONS.exploreMergeSymmetric()))
    .option('--diagram', cli.words(OPTIONS.exploreDiagram()))
    .option('--graph <file>', cli.words(OPTIONS.exploreGraph()))
    .option('--graph-format <f>', cli.words(OPTIONS.exploreGraphFormat()))
    .option('--compact', cli.words(OPTIONS.exploreCompact()))
    .option('--threads <n>', cli.words(OPTIONS.exploreThreads()))
    .option('--out <file>', cli.words(OPTIONS.exploreOut()))
    .option('--force', cli.words(OPTIONS.exploreForce()))
    .option('--checkpoints <dir>', cli.words(OPTIONS.exploreCheckpoints()))
    .option('--resume <dir>', cli.words(OPTIONS.exploreResume()))
    .option('--segments <dir>', cli.words(OPTIONS.exploreSegments()))
    .option('--cluster <url>', cli.words(OPTIONS.exploreCluster()))
    .option('--shared <dir>', cli.words(OPTIONS.exploreShared()))
    .option('--jobs <n>', cli.words(OPTIONS.exploreJobs()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => exploreCommand(cli, puzzle, options, signal)));

  const classify = program
    .command('classify')
    .argument('<puzzle>')
    .description(cli.words(OPTIONS.classifyDescription()))
    .option('--pieces <v,h,s>', cli.words(OPTIONS.classifyPieces()))
    .option('--threads <n>', cli.words(OPTIONS.classifyThreads()))
    .option('--out <dir>', cli.words(OPTIONS.classifyOut()))
    .option('--force', cli.words(OPTIONS.classifyForce()))
    .option('--max-seconds <s>', cli.words(OPTIONS.classifyMaxSeconds()))
    .option('--max-memory <mb>', cli.words(OPTIONS.classifyMaxMemory()))
    .option('--cluster <url>', cli.words(OPTIONS.classifyCluster()))
    .option('--shared <dir>', cli.words(OPTIONS.classifyShared()))
    .option('--library <dir>', cli.words(LIBRARY.classifyLibrary()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .option('--list <file>', cli.words(CENSUS.optionList()));
  // A census family's own options (Rush Hour's --size and --walls), as its backend declares them.
  for (const o of censusOptions()) classify.option(o.flag, inLang(o.description, cli.lang));
  classify.action(action((puzzle: string, options) => classifyCommand(cli, puzzle, options, signal)));

  program
    .command('library')
    .argument('<puzzle>')
    .description(cli.words(LIBRARY.description()))
    .option('--library <dir>', cli.words(LIBRARY.optionLibrary()))
    .option('--moves <range>', cli.words(LIBRARY.optionMoves()))
    .option('--type <types>', cli.words(LIBRARY.optionType()))
    .option('--min-size <n>', cli.words(LIBRARY.optionMinSize()))
    .option('--hardest', cli.words(LIBRARY.optionHardest()))
    .option('--limit <n>', cli.words(LIBRARY.optionLimit()))
    .option('--offset <n>', cli.words(LIBRARY.optionOffset()))
    .option('--code <code>', cli.words(LIBRARY.optionCode()))
    .option('--build', cli.words(LIBRARY.optionBuild()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => libraryCommand(cli, puzzle, options)));

  program
    .command('serve')
    .description(cli.words(SERVE.description()))
    .option('--library <dir>', cli.words(SERVE.optionLibrary()), collect, [])
    .option('--host <address>', cli.words(SERVE.optionHost()))
    .option('--port <n>', cli.words(SERVE.optionPort()))
    .option('--no-search', cli.words(SERVE.optionNoSearch()))
    .option('--max-states <n>', cli.words(SERVE.optionMaxStates()))
    .option('--max-seconds <s>', cli.words(SERVE.optionMaxSeconds()))
    .option('--max-memory <mb>', cli.words(SERVE.optionMaxMemory()))
    .option('--search-threads <n>', cli.words(SERVE.optionSearchThreads()))
    .option('--cache <n>', cli.words(SERVE.optionCache()))
    .option('--rate-limit <n>', cli.words(SERVE.optionRateLimit()))
    .option('--cors <origins>', cli.words(SERVE.optionCors()))
    .option('--log <verbosity>', cli.words(SERVE.optionLog()))
    .action(action((options) => serveCommand(cli, options, signal)));

  program
    .command('worker')
    .description(cli.words(OPTIONS.workerDescription()))
    .option('--redis <url>', cli.words(OPTIONS.workerRedis()))
    .option('--threads <n>', cli.words(OPTIONS.workerThreads()))
    .option('--shared <dir>', cli.words(OPTIONS.workerShared()))
    .option('--stall-seconds <s>', cli.words(OPTIONS.workerStallSeconds()))
    .action(action((options) => workerCommand(cli, options, signal)));

  withLimitOptions(cli,
    withInstanceOptions(cli,
      program.command('table').argument('<puzzle>').description(cli.words(OPTIONS.tableDescription())),
    ),
  )
    .option('--rows <key=values>', cli.words(OPTIONS.tableRows()))
    .option('--cols <key=values>', cli.words(OPTIONS.tableCols()))
    .option('--metric <m>', cli.words(OPTIONS.costMetric()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => tableCommand(cli, puzzle, options, signal)));

  withLimitOptions(cli, program.command('generate').argument('<puzzle>').description(cli.words(OPTIONS.generateDescription())))
    .option('--param <key=value>', cli.words(LEVELS.optionGenerateParam()), collect, [])
    .option('--metric <m>', cli.words(LEVELS.optionGenerateMetric()))
    .option('--min-moves <n>', cli.words(OPTIONS.generateMinMoves()))
    .option('--unique', cli.words(OPTIONS.generateUnique()))
    .option('--seed <s>', cli.words(OPTIONS.generateSeed()))
    .option('--count <k>', cli.words(OPTIONS.generateCount()))
    .option('--no-boards', cli.words(OPTIONS.generateNoBoards()))
    .option('--library <dir>', cli.words(LIBRARY.generateLibrary()))
    .option('--json', cli.words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => generateCommand(cli, puzzle, options, signal)));

  refuseOptionNamesAsValues(cli, program);
  return program;
}

/** With --json, an error is also one JSON object on stdout, so a program reading it always gets JSON. */
function reportError(argv: readonly string[], text: string): void {
  const line = oneLine(text);
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
  // The one place the language is chosen: everything below is handed `cli`.
  const cli = cliWordsIn(chooseLang(argv, cliIo().env));
  const program = buildProgram(cli, signal, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      const helpOrVersion = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      if (helpOrVersion && error.exitCode === 0) return EXIT.ok;
      // Help asked for by a mistake (no command given) has been written already; anything else is a mistake in the arguments.
      if (!helpOrVersion) reportError(argv, cli.words(commanderMessage(error, error.message.replace(/^error: /, ''))));
      return EXIT.usage;
    }
    // A place that cannot be written (OutputPathError) is the user's to change, like bad input.
    if (error instanceof PuzzleInputError || error instanceof UsageError || error instanceof SearchSetupError || error instanceof OutputPathError) {
      reportError(argv, cli.errorWords(error));
      return EXIT.usage;
    }
    if (error instanceof CancelledError || error instanceof LimitError) {
      reportError(argv, cli.errorWords(error));
      return EXIT.limit;
    }
    if (error instanceof StateTableFullError) {
      reportError(argv, cli.words(RUN.stopped({ why: oneLine(cli.errorWords(error)) })));
      return EXIT.limit;
    }
    const message = error instanceof Error ? error.message : String(error);
    reportError(argv, cli.words(RUN.internalError({ why: oneLine(message) })));
    if (cliIo().env.PUZZLEKIT_DEBUG && error instanceof Error) cliIo().stderr.write(`${error.stack}\n`);
    return 70;
  }
}

