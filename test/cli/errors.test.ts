/**
 * Bad input of every kind: exit code 2, exactly one line on stderr that names
 * the problem, no stack trace, nothing on stdout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, linesOf, runCli, type CliResult } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const binaryFile = join(dir, 'picture.png');
writeFileSync(binaryFile, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x01]));
const emptyFile = join(dir, 'empty.txt');
writeFileSync(emptyFile, '');
const missingFile = join(dir, 'no-such-file.txt');

const SOLVE = ['solve', 'sliding-tiles'];

/** The command's one line of complaint, after checking the shape of a usage failure. */
function expectUsageError(result: CliResult): string {
  expect(result.timedOut, 'the command ended by itself').toBe(false);
  expect(result.status, `exit code; stderr: ${result.stderr}`).toBe(2);
  expect(hasStackTrace(result.stderr), 'no stack trace').toBe(false);
  expect(result.stderr).not.toContain('internal error');
  const lines = linesOf(result.stderr);
  expect(lines, `exactly one line on stderr: ${JSON.stringify(result.stderr)}`).toHaveLength(1);
  expect(result.stderr.endsWith('\n'), 'the line ends with a newline').toBe(true);
  expect(lines[0]).toMatch(/^puzzlekit: \S/);
  expect(result.stdout, 'nothing on stdout').toBe('');
  return lines[0];
}

interface Case {
  name: string;
  args: string[];
  /** What the message must say, so that it names the problem. */
  message: RegExp;
  input?: string;
}

const CASES: Case[] = [
  { name: 'unknown puzzle', args: ['solve', 'rubiks-cube'], message: /unknown puzzle "rubiks-cube".*sliding-tiles/ },
  { name: 'unknown puzzle (explore)', args: ['explore', 'nope'], message: /unknown puzzle "nope"/ },
  { name: 'unknown puzzle (show)', args: ['show', 'nope'], message: /unknown puzzle "nope"/ },
  { name: 'unknown preset', args: [...SOLVE, '--preset', '99-puzzle'], message: /preset "99-puzzle".*8-puzzle/ },
  { name: 'unknown option', args: [...SOLVE, '--fast'], message: /unknown option '--fast'/ },
  { name: 'unknown option (list)', args: ['list', '--verbose'], message: /unknown option '--verbose'/ },
  { name: 'unknown command', args: ['frobnicate', 'sliding-tiles'], message: /unknown command 'frobnicate'/ },
  { name: 'missing puzzle', args: ['solve'], message: /missing .*puzzle/ },
  { name: 'too many arguments', args: [...SOLVE, 'extra'], message: /too many arguments/ },
  { name: 'option without its value', args: [...SOLVE, '--preset'], message: /--preset.*missing/ },
  { name: 'unknown algorithm', args: [...SOLVE, '--algorithm', 'quantum'], message: /quantum.*(astar|bfs)/ },
  { name: 'bad --count value', args: [...SOLVE, '--count', 'some'], message: /--count.*some/ },
  { name: '--max-states abc', args: [...SOLVE, '--max-states', 'abc'], message: /--max-states abc/ },
  { name: '--max-states 1.5', args: [...SOLVE, '--max-states', '1.5'], message: /--max-states 1\.5/ },
  { name: '--max-states 0', args: [...SOLVE, '--max-states', '0'], message: /--max-states 0/ },
  { name: '--max-seconds -1', args: [...SOLVE, '--max-seconds', '-1'], message: /--max-seconds -1/ },
  { name: '--max-seconds=-1', args: [...SOLVE, '--max-seconds=-1'], message: /--max-seconds -1/ },
  { name: '--max-seconds Infinity', args: [...SOLVE, '--max-seconds', 'Infinity'], message: /--max-seconds Infinity/ },
  { name: '--max-memory none', args: [...SOLVE, '--max-memory', 'none'], message: /--max-memory none/ },
  { name: '--max-states on explore', args: ['explore', 'sliding-tiles', '--max-states', '-5'], message: /--max-states -5/ },
  { name: '--max-solutions abc', args: [...SOLVE, '--all', '--max-solutions', 'abc'], message: /--max-solutions abc/ },
  { name: '--max-depth 0', args: [...SOLVE, '--max-depth', '0'], message: /--max-depth 0/ },
  { name: '--max-depth with a search that has no depth bound', args: [...SOLVE, '--algorithm', 'astar', '--max-depth', '5'], message: /--max-depth applies to --algorithm dfs/ },
  { name: "--param without '='", args: [...SOLVE, '--param', 'goal'], message: /--param goal.*KEY=VALUE/ },
  { name: '--param with no key', args: [...SOLVE, '--param', '=blank-first'], message: /--param =blank-first/ },
  { name: 'the same --param twice', args: [...SOLVE, '--param', 'goal=blank-last', '--param', 'goal=blank-first'], message: /goal.*twice/ },
  { name: 'unknown --param key', args: [...SOLVE, '--param', 'size=4'], message: /no parameter "size".*goal/ },
  { name: 'bad --param value', args: [...SOLVE, '--param', 'goal=sideways'], message: /goal.*"sideways"/ },
  { name: '--param value that names an Object method', args: [...SOLVE, '--param', 'goal=constructor'], message: /goal.*"constructor"/ },
  { name: 'two sources (--preset and --code)', args: [...SOLVE, '--preset', '8-puzzle', '--code', '1,2/3,0'], message: /--preset and --code/ },
  { name: 'two sources (--file and --code)', args: [...SOLVE, '--file', '-', '--code', '1,2/3,0'], message: /--file and --code/ },
  { name: '--file that does not exist', args: [...SOLVE, '--file', missingFile], message: /no-such-file\.txt.*no such file/ },
  { name: '--file that is a directory', args: [...SOLVE, '--file', dir], message: /folder|directory/ },
  { name: 'a binary file', args: [...SOLVE, '--file', binaryFile], message: /picture\.png.*not a text file/ },
  { name: 'an empty file', args: [...SOLVE, '--file', emptyFile], message: /empty/ },
  { name: 'empty standard input', args: [...SOLVE, '--file', '-'], message: /empty/, input: '' },
  { name: 'ragged rows', args: [...SOLVE, '--code', '1,2,3/4,5/6,7,0'], message: /row 2 has 2 tiles/ },
  { name: 'ragged rows from standard input', args: [...SOLVE, '--file', '-'], message: /row 3 has 4 tiles/, input: '1 2 3\n4 5 6\n7 8 0 9\n' },
  { name: 'duplicate tile', args: [...SOLVE, '--code', '1,2,3/4,5,5/7,8,0'], message: /tile 5 again/ },
  { name: 'two blanks', args: [...SOLVE, '--code', '1,2,3/4,_,6/7,8,0'], message: /second blank/ },
  { name: 'tile too big', args: [...SOLVE, '--code', '1,2,3/4,5,6/7,8,9'], message: /tile 9 is too big/ },
  { name: 'huge tile number', args: [...SOLVE, '--code', '1,2,3/4,5,6/7,8,99999999999999999999'], message: /too big/ },
  { name: 'non-number tile', args: [...SOLVE, '--code', '1,2,3/4,x,6/7,8,0'], message: /"x" is not a tile number/ },
  { name: 'negative tile', args: [...SOLVE, '--code', '1,2,3/4,-5,6/7,8,0'], message: /"-5" is not a tile number/ },
  { name: 'empty code', args: [...SOLVE, '--code', ''], message: /empty/ },
  { name: 'blank-only code', args: [...SOLVE, '--code', '   '], message: /empty/ },
  { name: 'a board of one cell', args: [...SOLVE, '--code', '0'], message: /at least 2 cells/ },
  { name: 'a board too large', args: [...SOLVE, '--code', Array.from({ length: 11 }, (_, r) => Array.from({ length: 11 }, (_, c) => r * 11 + c).join(',')).join('/')], message: /too large/ },
  { name: '--metric that does not exist', args: [...SOLVE, '--metric', 'time'], message: /no metric "time".*moves/ },
  { name: '--metric that does not exist (explore)', args: ['explore', 'sliding-tiles', '--metric', 'time'], message: /no metric "time"/ },
];

describe('bad input: exit 2 and one line on stderr', () => {
  it.each(CASES)('$name', async ({ args, message, input }) => {
    const line = expectUsageError(await runCli(args, { input }));
    expect(line).toMatch(message);
  });

  // Parameters live in an object without a prototype, so __proto__ is a key like any other.
  it('unknown --param key __proto__', async () => {
    const line = expectUsageError(await runCli([...SOLVE, '--preset', '8-puzzle-easy', '--param', '__proto__=x']));
    expect(line).toMatch(/no parameter "__proto__"/);
  });

  // commander's "(Did you mean ...?)" joins the same line.
  it.each([
    { name: 'unknown option close to a known one', args: [...SOLVE, '--max-state', '5'], message: /unknown option '--max-state'.*--max-states/ },
    { name: 'unknown command close to a known one', args: ['solv', 'sliding-tiles'], message: /unknown command 'solv'.*solve/ },
  ])('$name (one line, with the suggestion)', async ({ args, message }) => {
    const line = expectUsageError(await runCli(args));
    expect(line).toMatch(message);
  });

  // Messages quote what the user typed; a line break in it is shown as \n.
  it.each([
    { name: 'a preset name with a line break', args: [...SOLVE, '--preset', 'a\nb'], input: undefined },
    { name: 'a puzzle name with a line break', args: ['solve', 'a\nb'], input: undefined },
    { name: 'a --param value with a line break', args: [...SOLVE, '--param', 'goal=a\nb'], input: undefined },
  ])('$name still gives one line', async ({ args, input }) => {
    expectUsageError(await runCli(args, { input }));
  });

  // There is no `help` command (use --help), so `help frobnicate` is one unknown command.
  it('help for an unknown command', async () => {
    const line = expectUsageError(await runCli(['help', 'frobnicate']));
    expect(line).toMatch(/unknown command 'help'/);
  });

  it('no command at all is a usage error (exit 2)', async () => {
    const result = await runCli([]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(hasStackTrace(result.stderr)).toBe(false);
  });
});

describe('good input that looks odd is accepted', () => {
  it('--algorithm dfs is fine', async () => {
    const result = await runCli([...SOLVE, '--preset', '8-puzzle-easy', '--algorithm', 'dfs', '--json']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'solved', algorithm: 'dfs' });
  });

  it('--help and --version exit 0 with their text on stdout', async () => {
    const help = await runCli(['solve', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--max-states');
    const version = await runCli(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});


describe('water-jugs: a puzzle without a heuristic', () => {
  it.each(['astar', 'idastar'])('--algorithm %s is a usage error naming the heuristic', async (algorithm) => {
    const line = expectUsageError(await runCli(['solve', 'water-jugs', '--preset', '8-5-3', '--algorithm', algorithm]));
    expect(line).toMatch(new RegExp(`${algorithm}.*heuristic`));
  });

  it('--algorithm bfs and dfs are fine', async () => {
    for (const algorithm of ['bfs', 'dfs']) {
      const result = await runCli(['solve', 'water-jugs', '--preset', '8-5-3', '--algorithm', algorithm, '--json']);
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ status: 'solved' });
    }
  });

  it('a bad code names the format', async () => {
    const line = expectUsageError(await runCli(['solve', 'water-jugs', '--code', 'garbage']));
    expect(line).toMatch(/garbage/);
  });

  it('a two-line code on standard input still gives a one-line error', async () => {
    const line = expectUsageError(await runCli(['solve', 'water-jugs', '--file', '-'], { input: '8,5,3:8,0,0:4,4,0:notap\nextra\n' }));
    expect(line).toMatch(/stdin/);
  });

  it('a sliding-tiles parameter is unknown to water-jugs', async () => {
    const line = expectUsageError(await runCli(['solve', 'water-jugs', '--param', 'goal=blank-first']));
    expect(line).toMatch(/goal/);
  });
});

describe('options that only mean something beside another', () => {
  // Alone they were quietly ignored: a run without what was asked for.
  it.each([
    [['explore', 'sliding-tiles', '--preset', '8-puzzle', '--jobs', '4'], /--jobs goes with --cluster, which is not given/],
    [['explore', 'sliding-tiles', '--preset', '8-puzzle', '--compact', '--force'], /--force goes with --out, which is not given/],
    [['classify', 'sliding-blocks', '--pieces', '4,1,4', '--force'], /--force goes with --out, which is not given/],
    [['explore', 'sliding-tiles', '--preset', '8-puzzle', '--compact', '--diagram'], /--diagram draws spaces explored by the hash-table search, not by the compact one/],
  ])('%j: exit 2, one line naming both', async (args, message) => {
    expect(expectUsageError(await runCli(args))).toMatch(message);
  });
});
