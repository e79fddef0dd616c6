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
import { helpAfter, helpConfiguration } from './help.js';
import { pdbBuildCommand, pdbClearCommand, pdbListCommand } from './commands/pdb.js';
import { showCommand } from './commands/show.js';
import { solveCommand } from './commands/solve.js';
import { tableCommand } from './commands/table.js';
import { workerCommand } from './commands/worker.js';
import { CancelledError, EXIT, LimitError, UsageError } from './errors.js';
import { forgetPreloadedFiles, preloadInstanceFile } from './instance-options.js';
import { cliIo, withCliIo, type CliIo } from './io.js';
import { refuseOptionNamesAsValues } from './option-values.js';
import { loadPuzzleModule } from './puzzle-module.js';
import { chooseLang, cliLang, setCliLang, words } from './lang.js';
import { censusOptions } from '../midend/classify.js';
import { inLang } from '../i18n/index.js';
import { CENSUS } from './messages/census.js';
import { OPTIONS } from './messages/options.js';
import { commanderMessage } from './commander-errors.js';
import { errorWords } from './error-words.js';
import { RUN } from './messages/run.js';
import '../node-runners.js';

const version = packageVersion();

/** Errors are one line: line breaks (from the user's own input, say) are shown as \\n. */
function oneLine(text: string): string {
  return text.trim().replace(/\r?\n\s*(?=\()/g, ' ').replace(/\r?\n/g, '\\n');
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function withInstanceOptions(command: Command): Command {
  return command
    .option('--preset <name>', words(OPTIONS.instancePreset()))
    .option('--file <path>', words(OPTIONS.instanceFile()))
    .option('--code <code>', words(OPTIONS.instanceCode()))
    .option('--param <key=value>', words(OPTIONS.instanceParam()), collect, []);
}

function withLimitOptions(command: Command): Command {
  return command
    .option('--max-states <n>', words(OPTIONS.limitMaxStates()))
    .option('--max-seconds <s>', words(OPTIONS.limitMaxSeconds()))
    .option('--max-memory <mb>', words(OPTIONS.limitMaxMemory()));
}

function buildProgram(signal: AbortSignal, setExitCode: (code: number) => void): Command {
  /** Runs a command action and records its exit code; errors become one line. */
  const action =
    <A extends unknown[]>(run: (...args: A) => number | Promise<number>) =>
    async (...args: A) => {
      setExitCode(await run(...args));
    };
  const program = new Command('puzzlekit')
    .description(words(OPTIONS.programDescription()))
    .version(version, '-V, --version', words(OPTIONS.programVersion()))
    .helpOption('-h, --help', words(OPTIONS.help()))
    .configureHelp(helpConfiguration())
    .exitOverride()
    .helpCommand(false)
    .configureOutput({
      writeOut: (text) => cliIo().stdout.write(text),
      writeErr: (text) => cliIo().stderr.write(text),
      // Commander's complaint is written where it is caught (run, below), in our words.
      outputError: () => {},
    })
    .addHelpText('after', helpAfter)
    .option('--puzzle-module <file>', words(OPTIONS.programPuzzleModule()))
    // Read before parsing (chooseLang), so that even a mistake in the arguments is reported in the language; declared here for help and checking.
    .addOption(new Option('--lang <lang>', words(OPTIONS.programLang())).choices(['en', 'zh']))
    .hook('preAction', async (program, command) => {
      const puzzleModule: unknown = program.opts().puzzleModule;
      if (typeof puzzleModule === 'string') await loadPuzzleModule(puzzleModule);
      const file: unknown = command.opts().file;
      if (typeof file === 'string') await preloadInstanceFile(file, signal);
    });

  program
    .command('list')
    .description(words(OPTIONS.listDescription()))
    .option('--long', words(OPTIONS.listLong()))
    .option('--json', words(OPTIONS.printJson()))
    .action(action((options: { json?: boolean; long?: boolean }) => listCommand(options)));

  withInstanceOptions(
    program
      .command('check')
      .argument('<puzzle>')
      .description(words(OPTIONS.checkDescription())),
  )
    .option('--moves <file>', words(OPTIONS.checkMoves()))
    .option('--metric <metric>', words(OPTIONS.checkMetric()))
    .option('--json', words(OPTIONS.printJson()))
    .action(action((puzzle: string, options) => checkCommand(puzzle, options)));

  withInstanceOptions(program.command('show').argument('<puzzle>').description(words(OPTIONS.showDescription())))
    .option('--json', words(OPTIONS.printJson()))
    .action(action((puzzle: string, options) => showCommand(puzzle, options)));

  withLimitOptions(
    withInstanceOptions(program.command('solve').argument('<puzzle>').description(words(OPTIONS.solveDescription()))),
  )
    .option('--metric <m>', words(OPTIONS.solveMetric()))
    .addOption(new Option('--algorithm <a>', words(OPTIONS.solveAlgorithm())).choices(Object.keys(ALGORITHMS)).default('auto'))
    .addOption(new Option('--count <what>', words(OPTIONS.solveCount())).choices(['shortest', 'all']))
    .option('--all', words(OPTIONS.solveAll()))
    .option('--max-solutions <n>', words(OPTIONS.solveMaxSolutions()))
    .option('--max-depth <n>', words(OPTIONS.solveMaxDepth()))
    .option('--no-boards', words(OPTIONS.solveNoBoards()))
    .option('--no-play', words(OPTIONS.solveNoPlay()))
    .option('--diagram', words(OPTIONS.solveDiagram()))
    .option('--db <file>', words(OPTIONS.solveDb()))
    .option('--no-pdb', words(OPTIONS.solveNoPdb()))
    .option('--cache-dir <dir>', words(OPTIONS.solveCacheDir()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => solveCommand(puzzle, options, signal)));

  const pdb = program
    .command('pdb')
    .description(words(OPTIONS.pdbDescription()))
    .helpCommand('help [command]', words(OPTIONS.help()));
  withLimitOptions(withInstanceOptions(pdb.command('build').argument('<puzzle>').description(words(OPTIONS.pdbBuildDescription()))))
    .option('--partition <name>', words(OPTIONS.pdbBuildPartition()))
    .option('--cache-dir <dir>', words(OPTIONS.cacheFolder()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => pdbBuildCommand(puzzle, options, signal)));
  pdb
    .command('list')
    .description(words(OPTIONS.pdbListDescription()))
    .option('--cache-dir <dir>', words(OPTIONS.cacheFolder()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((options: { cacheDir?: string; json?: boolean }) => pdbListCommand(options)));
  pdb
    .command('clear')
    .description(words(OPTIONS.pdbClearDescription()))
    .option('--cache-dir <dir>', words(OPTIONS.cacheFolder()))
    .action(action((options: { cacheDir?: string }) => pdbClearCommand(options)));

  withLimitOptions(withInstanceOptions(program.command('explore').argument('<puzzle>').description(words(OPTIONS.exploreDescription()))))
    .option('--metric <m>', words(OPTIONS.costMetric()))
    .option('--merge-symmetric', words(OPTIONS.exploreMergeSymmetric()))
    .option('--diagram', words(OPTIONS.exploreDiagram()))
    .option('--graph <file>', words(OPTIONS.exploreGraph()))
    .option('--graph-format <f>', words(OPTIONS.exploreGraphFormat()))
    .option('--compact', words(OPTIONS.exploreCompact()))
    .option('--threads <n>', words(OPTIONS.exploreThreads()))
    .option('--out <file>', words(OPTIONS.exploreOut()))
    .option('--force', words(OPTIONS.exploreForce()))
    .option('--checkpoints <dir>', words(OPTIONS.exploreCheckpoints()))
    .option('--resume <dir>', words(OPTIONS.exploreResume()))
    .option('--segments <dir>', words(OPTIONS.exploreSegments()))
    .option('--cluster <url>', words(OPTIONS.exploreCluster()))
    .option('--shared <dir>', words(OPTIONS.exploreShared()))
    .option('--jobs <n>', words(OPTIONS.exploreJobs()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => exploreCommand(puzzle, options, signal)));

  const classify = program
    .command('classify')
    .argument('<puzzle>')
    .description(words(OPTIONS.classifyDescription()))
    .option('--pieces <v,h,s>', words(OPTIONS.classifyPieces()))
    .option('--threads <n>', words(OPTIONS.classifyThreads()))
    .option('--out <dir>', words(OPTIONS.classifyOut()))
    .option('--force', words(OPTIONS.classifyForce()))
    .option('--max-seconds <s>', words(OPTIONS.classifyMaxSeconds()))
    .option('--max-memory <mb>', words(OPTIONS.classifyMaxMemory()))
    .option('--cluster <url>', words(OPTIONS.classifyCluster()))
    .option('--shared <dir>', words(OPTIONS.classifyShared()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .option('--list <file>', words(CENSUS.optionList()));
  // A census family's own options (Rush Hour's --size and --walls), as its backend declares them.
  for (const o of censusOptions()) classify.option(o.flag, inLang(o.description, cliLang()));
  classify.action(action((puzzle: string, options) => classifyCommand(puzzle, options, signal)));

  program
    .command('worker')
    .description(words(OPTIONS.workerDescription()))
    .option('--redis <url>', words(OPTIONS.workerRedis()))
    .option('--threads <n>', words(OPTIONS.workerThreads()))
    .option('--shared <dir>', words(OPTIONS.workerShared()))
    .option('--stall-seconds <s>', words(OPTIONS.workerStallSeconds()))
    .action(action((options) => workerCommand(options, signal)));

  withLimitOptions(
    withInstanceOptions(
      program.command('table').argument('<puzzle>').description(words(OPTIONS.tableDescription())),
    ),
  )
    .option('--rows <key=values>', words(OPTIONS.tableRows()))
    .option('--cols <key=values>', words(OPTIONS.tableCols()))
    .option('--metric <m>', words(OPTIONS.costMetric()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => tableCommand(puzzle, options, signal)));

  withLimitOptions(program.command('generate').argument('<puzzle>').description(words(OPTIONS.generateDescription())))
    .option('--min-moves <n>', words(OPTIONS.generateMinMoves()))
    .option('--unique', words(OPTIONS.generateUnique()))
    .option('--seed <s>', words(OPTIONS.generateSeed()))
    .option('--count <k>', words(OPTIONS.generateCount()))
    .option('--no-boards', words(OPTIONS.generateNoBoards()))
    .option('--json', words(OPTIONS.printJsonObject()))
    .action(action((puzzle: string, options) => generateCommand(puzzle, options, signal)));

  refuseOptionNamesAsValues(program);
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
      // Help asked for by a mistake (no command given) has been written already; anything else is a mistake in the arguments.
      if (!helpOrVersion) reportError(argv, words(commanderMessage(error, error.message.replace(/^error: /, ''))));
      return EXIT.usage;
    }
    // A place that cannot be written (OutputPathError) is the user's to change, like bad input.
    if (error instanceof PuzzleInputError || error instanceof UsageError || error instanceof SearchSetupError || error instanceof OutputPathError) {
      reportError(argv, errorWords(error));
      return EXIT.usage;
    }
    if (error instanceof CancelledError || error instanceof LimitError) {
      reportError(argv, errorWords(error));
      return EXIT.limit;
    }
    if (error instanceof StateTableFullError) {
      reportError(argv, words(RUN.stopped({ why: oneLine(errorWords(error)) })));
      return EXIT.limit;
    }
    const message = error instanceof Error ? error.message : String(error);
    reportError(argv, words(RUN.internalError({ why: oneLine(message) })));
    if (cliIo().env.PUZZLEKIT_DEBUG && error instanceof Error) cliIo().stderr.write(`${error.stack}\n`);
    return 70;
  }
}

