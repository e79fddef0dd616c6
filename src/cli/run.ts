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
import { chooseLang, cliLang, say, setCliLang } from './lang.js';
import { messageInLang } from './messages-zh.js';
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
    .option('--preset <name>', say('a named instance (see `puzzlekit list`)', '命名的实例（见 `puzzlekit list`）'))
    .option('--file <path>', say('read the instance from a file (- for standard input)', '从文件读入实例（- 表示标准输入）'))
    .option('--code <code>', say('the instance as a short code', '以短代码给出实例'))
    .option('--param <key=value>', say('set a parameter (repeatable)', '设置一个参数（可重复）'), collect, []);
}

function withLimitOptions(command: Command): Command {
  return command
    .option('--max-states <n>', say('stop after storing this many states', '存下这么多状态后停止'))
    .option('--max-seconds <s>', say('stop after this many seconds', '这么多秒后停止'))
    .option('--max-memory <mb>', say('stop when the run (its tables and worker threads) passes this many megabytes', '运行（搜索表和工作线程）超过这么多兆字节时停止'));
}

function buildProgram(signal: AbortSignal, setExitCode: (code: number) => void): Command {
  /** Runs a command action and records its exit code; errors become one line. */
  const action =
    <A extends unknown[]>(run: (...args: A) => number | Promise<number>) =>
    async (...args: A) => {
      setExitCode(await run(...args));
    };
  const program = new Command('puzzlekit')
    .description(say('Model, solve and explore state-space puzzles.', '建模、求解和探索状态空间谜题。'))
    .version(version, '-V, --version', say('output the version number', '显示版本号'))
    .helpOption('-h, --help', say('display help for command', '显示命令的帮助'))
    .configureHelp(helpConfiguration())
    .exitOverride()
    .helpCommand(false)
    .configureOutput({
      writeOut: (text) => cliIo().stdout.write(text),
      writeErr: (text) => cliIo().stderr.write(text),
      outputError: (text, write) => write(`puzzlekit: ${messageInLang(oneLine(text.replace(/^error: /, '')))}\n`),
    })
    .addHelpText('after', helpAfter)
    .option('--puzzle-module <file>', say('add your own puzzle: a module whose default export is definePuzzle({...})', '加入你自己的谜题：默认导出为 definePuzzle({...}) 的模块'))
    // Read before parsing (chooseLang), so that even a mistake in the arguments is reported in the language; declared here for help and checking.
    .addOption(new Option('--lang <lang>', say('the language of the words: en or zh (default: the system locale, LC_ALL / LC_MESSAGES / LANG)', '文字的语言：en 或 zh（默认：系统区域设置，LC_ALL / LC_MESSAGES / LANG）')).choices(['en', 'zh']))
    .hook('preAction', async (program, command) => {
      const puzzleModule: unknown = program.opts().puzzleModule;
      if (typeof puzzleModule === 'string') await loadPuzzleModule(puzzleModule);
      const file: unknown = command.opts().file;
      if (typeof file === 'string') await preloadInstanceFile(file, signal);
    });

  program
    .command('list')
    .description(say('list the puzzles, one line each; --long adds their presets, parameters and metrics', '列出谜题，每个一行；--long 另列出它们的预设、参数和计步方式'))
    .option('--long', say('every preset, parameter, metric and other name of each puzzle', '每个谜题的全部预设、参数、计步方式和别名'))
    .option('--json', say('print JSON', '输出 JSON'))
    .action(action((options: { json?: boolean; long?: boolean }) => listCommand(options)));

  withInstanceOptions(
    program
      .command('check')
      .argument('<puzzle>')
      .description(say('check that moves (codes, or the JSON of solve --json) solve an instance: each legal, the last position solved', '检查一串走法（代码，或 solve --json 输出的 JSON）能否解开实例：每步合法，最后的局面已解开')),
  )
    .option('--moves <file>', say('the moves: solve --json output, a JSON list of codes, or codes separated by spaces or lines (- for standard input)', '走法：solve --json 的输出、代码的 JSON 列表，或用空格或换行分开的代码（- 表示标准输入）'))
    .option('--metric <metric>', say('the metric the cost is counted in', '计算代价所用的计步方式'))
    .option('--json', say('print JSON', '输出 JSON'))
    .action(action((puzzle: string, options) => checkCommand(puzzle, options)));

  withInstanceOptions(program.command('show').argument('<puzzle>').description(say('show an instance without solving it', '显示实例，不求解')))
    .option('--json', say('print JSON', '输出 JSON'))
    .action(action((puzzle: string, options) => showCommand(puzzle, options)));

  withLimitOptions(
    withInstanceOptions(program.command('solve').argument('<puzzle>').description(say('find a shortest solution, count solutions, or list them all', '找出最短解、统计解的个数，或列出全部解'))),
  )
    .option('--metric <m>', say('the cost metric (default: the puzzle\'s first)', '计步方式（默认：谜题的第一种）'))
    .addOption(new Option('--algorithm <a>', say('the search to use', '使用的搜索算法')).choices(Object.keys(ALGORITHMS)).default('auto'))
    .addOption(new Option('--count <what>', say('also count solutions: shortest, or all without repeated states', '同时统计解的个数：shortest 为最短解，all 为不重复状态的全部解')).choices(['shortest', 'all']))
    .option('--all', say('list every solution that never repeats a state', '列出每个不重复状态的解'))
    .option('--max-solutions <n>', say('with --all, list at most this many (default 100)', '与 --all 同用：最多列出这么多个（默认 100）'))
    .option('--max-depth <n>', say('longest solution for --algorithm dfs (default 50), and for --all and --count all', '--algorithm dfs（默认 50）以及 --all 和 --count all 的最长解长度'))
    .option('--no-boards', say('print the moves without the board after each', '只输出走法，不在每步后画出盘面'))
    .option('--no-play', say('in a terminal, list every move and board instead of playing them in place', '在终端里逐一列出每步和盘面，而不是原地播放'))
    .option('--diagram', say('also draw the whole state space with the solution traced (puzzles that have such a picture)', '同时画出整个状态空间并标出解（有这种图的谜题）'))
    .option('--db <file>', say('answer from a distance table written by explore --out (ranked puzzles), or for sliding-blocks from a classify --out folder', '用 explore --out 写出的距离表作答（可编号的谜题），sliding-blocks 则用 classify --out 的文件夹'))
    .option('--no-pdb', say('do not use or build pattern databases (15-puzzle)', '不使用也不构建模式数据库（15-puzzle）'))
    .option('--cache-dir <dir>', say('the pattern database cache (default $PUZZLEKIT_CACHE or ~/.cache/puzzlekit)', '模式数据库的缓存文件夹（默认 $PUZZLEKIT_CACHE 或 ~/.cache/puzzlekit）'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => solveCommand(puzzle, options, signal)));

  const pdb = program
    .command('pdb')
    .description(say('build, list or clear the cached pattern databases', '构建、列出或清除缓存的模式数据库'))
    .helpCommand('help [command]', say('display help for command', '显示命令的帮助'));
  withLimitOptions(withInstanceOptions(pdb.command('build').argument('<puzzle>').description(say('build the pattern databases for an instance\'s board and cache them', '为实例的盘面构建模式数据库并缓存'))))
    .option('--partition <name>', say('which databases (see `puzzlekit pdb build sliding-tiles --partition x`); default the first', '构建哪一组数据库（见 `puzzlekit pdb build sliding-tiles --partition x`）；默认第一组'))
    .option('--cache-dir <dir>', say('the cache folder', '缓存文件夹'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => pdbBuildCommand(puzzle, options, signal)));
  pdb
    .command('list')
    .description(say('list the cached pattern databases', '列出缓存的模式数据库'))
    .option('--cache-dir <dir>', say('the cache folder', '缓存文件夹'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((options: { cacheDir?: string; json?: boolean }) => pdbListCommand(options)));
  pdb
    .command('clear')
    .description(say('delete the cached pattern databases', '删除缓存的模式数据库'))
    .option('--cache-dir <dir>', say('the cache folder', '缓存文件夹'))
    .action(action((options: { cacheDir?: string }) => pdbClearCommand(options)));

  withLimitOptions(withInstanceOptions(program.command('explore').argument('<puzzle>').description(say('analyse the whole reachable space', '分析整个可达空间'))))
    .option('--metric <m>', say('the cost metric', '计步方式'))
    .option('--merge-symmetric', say("count states that are the same up to the puzzle's symmetry (a mirror image, say) once", '在谜题的对称（如镜像）下相同的状态只算一次'))
    .option('--diagram', say('also draw the whole state space (puzzles that have such a picture)', '同时画出整个状态空间（有这种图的谜题）'))
    .option('--graph <file>', say('write the state graph, every state and move (spaces of up to 200,000 states): FILE.graphml (GraphML) or FILE.dot (Graphviz)', '写出状态图，含每个状态和每步（至多 200,000 个状态的空间）：FILE.graphml（GraphML）或 FILE.dot（Graphviz）'))
    .option('--graph-format <f>', say('graphml or dot, whatever the file is called', 'graphml 或 dot，不论文件名是什么'))
    .option('--compact', say('ranked puzzles: the compact search, 2 bits a state (on its own for spaces of 4,194,304 states or more)', '可编号的谜题：紧凑搜索，每个状态 2 位（空间有 4,194,304 个状态或更多时自动使用）'))
    .option('--threads <n>', say('worker threads: the compact search (default: the cores), or the hash-table search of a puzzle that is not ranked (default: one, and every core once a search has taken a second)', '工作线程数：紧凑搜索（默认：核数），或不可编号谜题的哈希表搜索（默认：一个，搜索超过一秒后用上所有核）'))
    .option('--out <file>', say('ranked puzzles: write the distance table from the goals (a byte a state) for solve --db', '可编号的谜题：写出到目标的距离表（每个状态一字节），供 solve --db 使用'))
    .option('--force', say('with --out, replace a distance table of another puzzle or instance', '与 --out 同用：替换另一个谜题或实例的距离表'))
    .option('--checkpoints <dir>', say('compact search: save the run in this folder after every layer, so that it can be resumed', '紧凑搜索：每层之后把运行保存到这个文件夹，以便继续'))
    .option('--resume <dir>', say('compact search: go on from the last layer saved in this folder (and keep saving there)', '紧凑搜索：从这个文件夹里保存的最后一层继续（并继续保存在那里）'))
    .option('--segments <dir>', say('compact search out of core: keep the marks in segment files in this folder, sized to --max-memory (resume with --resume)', '外存紧凑搜索：把标记放在这个文件夹的分段文件里，大小按 --max-memory 定（用 --resume 继续）'))
    .option('--cluster <url>', say('compact search: hand the layers to `puzzlekit worker`s on this Redis (redis://[:password@]host:port); needs --shared', '紧凑搜索：把各层交给这个 Redis 上的 `puzzlekit worker`（redis://[:password@]host:port）；需要 --shared'))
    .option('--shared <dir>', say('with --cluster: a folder every machine sees at the same path (the run is kept there and resumed from it)', '与 --cluster 同用：每台机器都能在同一路径看到的文件夹（运行保存在那里，并从那里继续）'))
    .option('--jobs <n>', say('with --cluster: jobs a big layer is split into (default 16)', '与 --cluster 同用：一个大层拆成的任务数（默认 16）'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => exploreCommand(puzzle, options, signal)));

  program
    .command('classify')
    .argument('<puzzle>')
    .description(say('sliding-blocks: split every legal 4x5 layout (or one piece-count type) into groups, with distances to a solution', 'sliding-blocks：把每个合法的 4x5 布局（或一种棋子数类型）分组，并求出到解的距离'))
    .option('--pieces <v,h,s>', say('only the layouts with this many vertical (2x1), horizontal (1x2) and 1x1 pieces, e.g. 4,1,4 (several types: 4,1,4/3,3,0)', '只要竖（2x1）、横（1x2）和 1x1 棋子各有这么多个的布局，如 4,1,4（几种类型：4,1,4/3,3,0）'))
    .option('--threads <n>', say('worker threads (default: the cores)', '工作线程数（默认：核数）'))
    .option('--out <dir>', say('write the database (a distance byte and a group number a layout) for solve --db DIR', '写出数据库（每个布局一个距离字节和一个组号），供 solve --db 使用'))
    .option('--force', say('with --out, replace database files of another puzzle or type', '与 --out 同用：替换另一个谜题或类型的数据库文件'))
    .option('--max-seconds <s>', say('stop after this many seconds (exit 3), keeping the types done', '这么多秒后停止（退出码 3），保留已完成的类型'))
    .option('--max-memory <mb>', say('classify side by side only the types that fit in this many megabytes; refuse a type that alone could pass it (exit 3)', '只并行分类能放进这么多兆字节的类型；单独就可能超出的类型拒绝处理（退出码 3）'))
    .option('--cluster <url>', say('one job per type, done by `puzzlekit worker`s on this Redis (redis://[:password@]host:port); needs --shared', '每种类型一个任务，由这个 Redis 上的 `puzzlekit worker` 完成（redis://[:password@]host:port）；需要 --shared'))
    .option('--shared <dir>', say('with --cluster: a folder every machine sees at the same path (types done are kept there)', '与 --cluster 同用：每台机器都能在同一路径看到的文件夹（已完成的类型保存在那里）'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => classifyCommand(puzzle, options, signal)));

  program
    .command('worker')
    .description(say('serve the cluster runs (explore --cluster, classify --cluster) on a Redis until stopped', '为 Redis 上的集群运行（explore --cluster、classify --cluster）干活，直到被停止'))
    .option('--redis <url>', say('the Redis the runs are on: redis://[:password@]host:port', '运行所在的 Redis：redis://[:password@]host:port'))
    .option('--threads <n>', say('jobs at a time, each on a thread of its own (default: the cores)', '同时进行的任务数，每个在自己的线程上（默认：核数）'))
    .option('--shared <dir>', say('the shared folder the runs name (required): jobs of any other are refused', '各次运行所用的共享文件夹（必需）：别的文件夹的任务一律拒绝'))
    .option('--stall-seconds <s>', say('seconds before a job of a worker that stopped answering goes to another (default 30)', '工作者不再应答多少秒后，把它的任务交给别人（默认 30）'))
    .action(action((options) => workerCommand(options, signal)));

  withLimitOptions(
    withInstanceOptions(
      program.command('table').argument('<puzzle>').description(say('tabulate the optimum over one or two parameter ranges, one search per cell', '在一两个参数范围上列出最优值的表格，每格一次搜索')),
    ),
  )
    .option('--rows <key=values>', say('the parameter down the side, e.g. missionaries=1..10 or boat=2,3,5', '沿左侧变化的参数，如 missionaries=1..10 或 boat=2,3,5'))
    .option('--cols <key=values>', say('the parameter across the top (optional)', '沿顶部变化的参数（可选）'))
    .option('--metric <m>', say('the cost metric', '计步方式'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => tableCommand(puzzle, options, signal)));

  withLimitOptions(program.command('generate').argument('<puzzle>').description(say('make new levels with a puzzle\'s level designer', '用谜题的关卡设计器生成新关卡')))
    .option('--min-moves <n>', say('only levels whose shortest solution has at least this many moves', '只要最短解至少有这么多步的关卡'))
    .option('--unique', say('only levels with exactly one shortest solution', '只要恰有一个最短解的关卡'))
    .option('--seed <s>', say('seed of the random choices, 0 to 4294967295 (default: a random one, printed)', '随机选择的种子，0 到 4294967295（默认：随机取一个并输出）'))
    .option('--count <k>', say('how many levels to make (default 1)', '生成多少个关卡（默认 1）'))
    .option('--no-boards', say('print the codes without the boards', '只输出代码，不画盘面'))
    .option('--json', say('print one JSON object', '输出一个 JSON 对象'))
    .action(action((puzzle: string, options) => generateCommand(puzzle, options, signal)));

  refuseOptionNamesAsValues(program);
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
    // A place that cannot be written (OutputPathError) is the user's to change, like bad input.
    if (error instanceof PuzzleInputError || error instanceof UsageError || error instanceof SearchSetupError || error instanceof OutputPathError) {
      reportError(argv, oneLine(error.message), error instanceof PuzzleInputError ? error.zh : undefined);
      return EXIT.usage;
    }
    if (error instanceof CancelledError || error instanceof LimitError) {
      reportError(argv, oneLine(error.message));
      return EXIT.limit;
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

