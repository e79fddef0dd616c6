/**
 * Property-based tests of bad input. The bulk runs in this process against
 * every backend's `parse` (a process per case would be too slow): any input
 * either gives an instance whose code reads back to the same code, or a
 * PuzzleInputError, never another exception and never a hang. A few runs of
 * the real command line with garbage arguments check the exit codes and the
 * one-line error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { PuzzleInputError, type AnyPuzzle, type InstanceRequest, type InstanceSource } from '../../src/puzzles/puzzle.js';
import { hasStackTrace, linesOf, runCli } from '../support/cli.js';

const RUNS = 40;
/** Longest a single parse may take. */

/**
 * Whether garbage command-line arguments may hold a line break. Off while a
 * known CLI bug stands (an error message quoting such an argument spans two
 * lines; see errors.test.ts); turn on once it is fixed.
 */
const NEWLINES_IN_ARGS = true;

// ---------------------------------------------------------------------------
// Arbitraries.

/** Characters that instance codes, files and parameters are made of, and some that they are not. */
const SYNTAX = [...'0123456789', ...',,,//::: _.-+e', '\n', '\t', '\r', ...'{}[]":', ...'xyzTtapnoNOyes', '韩', '\u0000', '\u00a0', '🧩'];

const syntaxString = (maxLength = 40) => fc.string({ unit: fc.constantFrom(...SYNTAX), maxLength });

const anyString = fc.oneof(
  syntaxString(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.json({ maxDepth: 2 }),
  fc.nat({ max: 10 ** 12 }).map(String),
  fc.array(fc.integer({ min: -3, max: 300 }), { maxLength: 10 }).map((a) => a.join(',')),
);

interface Edit {
  kind: 'insert' | 'delete' | 'replace';
  at: number;
  ch: string;
}

const edits = fc.array(
  fc.record({
    kind: fc.constantFrom<Edit['kind']>('insert', 'delete', 'replace'),
    at: fc.nat(),
    ch: fc.oneof(fc.constantFrom(...SYNTAX), fc.string({ minLength: 1, maxLength: 3 })),
  }),
  { minLength: 1, maxLength: 4 },
);

function mutate(text: string, list: Edit[]): string {
  let s = text;
  for (const e of list) {
    const at = s.length === 0 ? 0 : e.at % (s.length + (e.kind === 'insert' ? 1 : 0));
    if (e.kind === 'insert') s = s.slice(0, at) + e.ch + s.slice(at);
    else if (e.kind === 'delete') s = s.slice(0, at) + s.slice(at + 1);
    else s = s.slice(0, at) + e.ch + s.slice(at + 1);
  }
  return s;
}

/** Valid instance codes of a puzzle: its presets, as the puzzle writes them. */
function presetCodes(puzzle: AnyPuzzle): string[] {
  return puzzle.presets.map((p) => puzzle.instanceCode(puzzle.parse({ source: { kind: 'preset', name: p.name }, params: {} })));
}

/** Parameter values that mean something to some puzzle, and ones that do not. */
const PARAM_VALUES = ['blank-first', 'blank-last', 'yes', 'no', '4', '0', '8,5,3', '8,0,0', '4,4,0', '3,5', '0,0', '1000000001', '-1', '', ' ', 'constructor', '__proto__'];

function paramsFor(puzzle: AnyPuzzle) {
  const keys = puzzle.params.map((p) => p.key);
  const key = fc.oneof({ weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('goal') }, { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('toString', 'constructor', 'hasOwnProperty')) });
  const value = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PARAM_VALUES) }, { weight: 2, arbitrary: anyString }, { weight: 2, arbitrary: fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 9 }).map((a) => a.join(',')) });
  return fc.dictionary(key, value, { maxKeys: 3 });
}

function sourcesFor(puzzle: AnyPuzzle): fc.Arbitrary<InstanceSource> {
  const codes = presetCodes(puzzle);
  const names = puzzle.presets.flatMap((p) => [p.name, ...(p.aliases ?? [])]);
  const mutated = fc.tuple(fc.constantFrom(...codes), edits).map(([c, e]) => mutate(c, e));
  const text = fc.oneof(anyString, mutated, fc.constantFrom(...codes));
  return fc.oneof(
    text.map((code): InstanceSource => ({ kind: 'code', code })),
    text.map((t): InstanceSource => ({ kind: 'text', text: t, origin: 'fuzz' })),
    fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names).map((n) => ` ${n.toUpperCase()} `), anyString).map((name): InstanceSource => ({ kind: 'preset', name })),
    fc.constant<InstanceSource>({ kind: 'params' }),
  );
}

// ---------------------------------------------------------------------------
// The property every parse must have.

function checkParse(puzzle: AnyPuzzle, request: InstanceRequest): void {
  let instance: unknown;
  try {
    instance = puzzle.parse(request);
  } catch (error) {
    expect(error, `${puzzle.id}: threw something that is not an Error`).toBeInstanceOf(Error);
    const e = error as Error;
    expect(e.name, `${puzzle.id}: ${e.name}: ${e.message}\n${e.stack}`).toBe('PuzzleInputError');
    expect(e.message.trim().length, 'the message says something').toBeGreaterThan(0);
    return;
  }
  // What it read, it can write, and what it writes reads back the same.
  const code = puzzle.instanceCode(instance);
  expect(typeof code).toBe('string');
  const again = puzzle.parse({ source: { kind: 'code', code }, params: {} });
  expect(puzzle.instanceCode(again), `${puzzle.id}: the code ${JSON.stringify(code)} reads back`).toBe(code);
  // And the instance is one the engine can start on.
  const problem = puzzle.problem(instance);
  const startCode = puzzle.stateCode(instance, problem.start);
  expect(puzzle.stateCode(instance, puzzle.parseState(instance, startCode))).toBe(startCode);
  expect(typeof problem.isGoal(problem.start)).toBe('boolean');
}

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s: parse never fails badly', (_id, puzzle) => {
  it('every preset parses, and its code reads back', () => {
    for (const p of puzzle.presets) checkParse(puzzle, { source: { kind: 'preset', name: p.name }, params: {} });
    expect(presetCodes(puzzle).length).toBe(puzzle.presets.length);
  });

  it('random codes', () => {
    fc.assert(
      fc.property(anyString, (code) => checkParse(puzzle, { source: { kind: 'code', code }, params: {} })),
      { numRuns: RUNS },
    );
  });

  it('random file text', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.json({ maxDepth: 3 })), (text) => checkParse(puzzle, { source: { kind: 'text', text, origin: 'fuzz' }, params: {} })),
      { numRuns: RUNS },
    );
  });

  it('mutations of valid codes, as codes and as file text', () => {
    const codes = presetCodes(puzzle);
    fc.assert(
      fc.property(fc.constantFrom(...codes), edits, fc.boolean(), (code, list, asText) => {
        const mutated = mutate(code, list);
        const source: InstanceSource = asText ? { kind: 'text', text: mutated, origin: 'fuzz' } : { kind: 'code', code: mutated };
        checkParse(puzzle, { source, params: {} });
      }),
      { numRuns: RUNS },
    );
  });

  it('random --param maps over every kind of source', () => {
    fc.assert(
      fc.property(sourcesFor(puzzle), paramsFor(puzzle), (source, params) => checkParse(puzzle, { source, params })),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------
// The real command line with garbage arguments.

const OPTIONS = ['--preset', '--file', '--code', '--param', '--json', '--metric', '--algorithm', '--count', '--all', '--max-solutions', '--max-depth', '--no-boards', '--max-states', '--max-seconds', '--max-memory', '--help', '-', '--'];
const VALUES = ['8-puzzle', '8-puzzle-easy', '15-puzzle', 'loyd-14-15', '4x3', '8-5-3', '3-5-to-4', 'astar', 'idastar', 'bfs', 'dfs', 'ucs', 'bidirectional', 'shortest', 'all', 'moves', 'goal=blank-first', 'tap=yes', '1,2,3/4,5,6/7,8,0', '1,2/3,0', '8,5,3:8,0,0:4,4,0:notap', '0', '3', '1e3', '-1', 'abc'];

function garbage(): fc.Arbitrary<string> {
  const text = fc.string({ maxLength: 12 });
  return NEWLINES_IN_ARGS ? text : text.map((s) => s.replace(/[\n\r]/g, ' '));
}

const argv = fc
  .tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom('solve', 'explore', 'show', 'list') }, { weight: 1, arbitrary: garbage() }),
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...PUZZLES.map((p) => p.id)) }, { weight: 1, arbitrary: garbage() }),
    fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...OPTIONS) }, { weight: 3, arbitrary: fc.constantFrom(...VALUES) }, { weight: 1, arbitrary: garbage() }), { maxLength: 6 }),
  )
  .map(([command, puzzle, rest]) => {
    const args = [command, puzzle, ...rest];
    // Keep every search short: the last --max-seconds wins.
    if (command === 'solve' || command === 'explore') args.push('--max-seconds', '1');
    return args;
  });

describe('the command line with garbage arguments', () => {
  it('exits 0, 1, 2 or 3; a failure is one line on stderr without a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(argv, async (args) => {
        const result = await runCli(args, { timeoutMs: 20_000 });
        const where = `puzzlekit ${JSON.stringify(args)}: exit ${result.status}, stderr ${JSON.stringify(result.stderr)}`;
        expect(result.timedOut, where).toBe(false);
        expect([0, 1, 2, 3], where).toContain(result.status);
        expect(hasStackTrace(result.stderr), where).toBe(false);
        expect(result.stderr, where).not.toContain('internal error');
        if (result.status === 2 && result.stderr !== '') {
          // Usage errors: one line, naming the program.
          expect(linesOf(result.stderr), where).toHaveLength(1);
          expect(result.stderr, where).toMatch(/^puzzlekit: /);
        }
        if (result.status !== 0 && result.status !== 2) expect(result.stderr, where).toBe('');
        if (args.includes('--json') && (result.status === 0 || result.status === 1 || result.status === 3) && !args.includes('--help')) {
          expect(() => JSON.parse(result.stdout), where).not.toThrow();
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('deep nesting', () => {
  // 20 KB of brackets: a bounded input; a stack overflow would surface as a RangeError, not a PuzzleInputError.
  const deep = (n: number) => `${'{"any":['.repeat(n)}{}${']}'.repeat(n)}`;
  it.each(['river-crossing', 'water-jugs', 'submarine'])('%s: JSON nested 4,000 deep (2,000 objects in 2,000 arrays) is refused naming the depth', (id) => {
    const puzzle = PUZZLES.find((p) => p.id === id)!;
    const text = `{"travellers":[{"name":"a"}],"boat":{"capacity":2},"rules":[{"type":"forbid","where":"boat","match":${deep(2000)}}]}`;
    let error: unknown;
    try {
      puzzle.parse({ source: { kind: 'text', text, origin: 'deep.json' }, params: {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PuzzleInputError);
    expect((error as Error).message).toMatch(/nests arrays and objects 400\d deep; at most 64/);
  });
});

// ---------------------------------------------------------------------------
// Long inputs: read in linear time (a quadratic reader of these runs for
// minutes, past the runner's timeout) and quoted back only in part.

function parseError(id: string, source: InstanceSource, params: Record<string, string> = {}): Error | undefined {
  const puzzle = PUZZLES.find((p) => p.id === id)!;
  try {
    puzzle.parse({ source, params });
  } catch (e) {
    expect(e).toBeInstanceOf(PuzzleInputError);
    return e as Error;
  }
  return undefined;
}

/** A river-crossing file in the RiverCrossing format whose first traveller rows when `canRow` holds. */
function riverWithCanRow(canRow: string): InstanceSource {
  const entities = ['Father', 'Mother', 'Son'].map((name, id) => ({ Id: id, Name: name, CanRow: id === 0 ? canRow : 'true', Weight: 40 }));
  return { kind: 'text', text: JSON.stringify({ ScenarioDescription: ['long'], Entities: entities, CrossingConstraints: { RaftMaxLoad: 80 } }), origin: 'long.json' };
}

describe('long inputs', () => {
  const blanks = ' '.repeat(120_000);

  it('sliding tiles: 120,000 blanks between two tiles read as one separator', () => {
    const puzzle = PUZZLES.find((p) => p.id === 'sliding-tiles')!;
    const instance = puzzle.parse({ source: { kind: 'code', code: `1,2,3/4,5,6/7,8${blanks}0` }, params: {} });
    expect(puzzle.instanceCode(instance)).toBe('1,2,3/4,5,6/7,8,0');
    expect(parseError('sliding-tiles', { kind: 'code', code: `1,2,3/4,5,6/7,8,0${blanks}9` })?.message).toBe('row 3 has 4 tiles but row 1 has 3: every row needs the same number');
  });

  it('knights: 120,000 blanks inside a row make a row too long, said in a short message', () => {
    const error = parseError('knights', { kind: 'code', code: `swap:W${blanks}W/.../B.B` });
    expect(error?.message).toBe('instance code: row 2 has 3 squares but row 1 has 120002: every row needs the same number');
    expect(error!.message.length).toBeLessThan(200);
  });

  it('river crossing: a 200 KB CanRow is refused, quoting at most a short excerpt', () => {
    const error = parseError('river-crossing', riverWithCanRow(`%CrossingIndex%${' '.repeat(200_000)}x`));
    expect(error?.message).toMatch(/CanRow: "%CrossingIndex% +\.\.\." is not a condition/);
    expect(error!.message.length).toBeLessThan(300);
  });

  it('river crossing: a CanRow with 20,000 nested add( is refused naming the depth', () => {
    const error = parseError('river-crossing', riverWithCanRow(`${'add('.repeat(20_000)}1${',1)'.repeat(20_000)} in {1}`));
    expect(error?.message).toMatch(/nests parentheses 20000 deep; at most 100/);
    const chain = parseError('river-crossing', riverWithCanRow(`%CrossingIndex%${' mod 2'.repeat(20_000)} in {1}`));
    expect(chain?.message).toMatch(/20000 operations \(add, mod\); at most 100/);
  });

  it('river crossing: ordinary CanRow conditions still read', () => {
    for (const canRow of ['%CrossingIndex% not in {1, 3}', 'not (%CrossingIndex% mod 2 in {1})', '3 in {1 .. 4}', 'add(%CrossingIndex%, 1) mod 2 in {0}']) {
      expect(parseError('river-crossing', riverWithCanRow(canRow)), canRow).toBeUndefined();
    }
    expect(parseError('river-crossing', riverWithCanRow('%CrossingIndex%in {1}'))?.message).toMatch(/not a condition this reader supports/);
  });
});

describe('messages that name the real fault', () => {
  it.each(['1.5', '-1', '1e308'])('sliding tiles: the code %s is one item, not a board', (code) => {
    expect(parseError('sliding-tiles', { kind: 'code', code })?.message).toBe(`${JSON.stringify(code)} is a single item, not a board: give at least 2 cells, in rows of whole-number tiles like 1,2,3/4,5,6/7,8,0`);
  });

  it('sliding tiles: a huge tile number and raw control bytes are quoted escaped and cut short', () => {
    expect(parseError('sliding-tiles', { kind: 'code', code: `1,2/3,${'9'.repeat(400)}` })?.message).toBe('row 2, column 2: tile 999999999999... is too big for a 2x2 board (tiles are 1 to 3)');
    const binary = parseError('sliding-tiles', { kind: 'code', code: '1,2/3,\u0001\u0002\u00ff' })!.message;
    expect(binary).toBe('row 2, column 2: "\\u0001\\u0002ÿ" is not a tile number (use 0 or _ for the blank)');
  });

  it('sliding blocks: a layout code of 12 hex digits is too long, as a code and as a file', () => {
    const message = 'layout code "1A9BF0C00000" has 12 hex digits; a layout code has 1 to 9 (like 1A9BF0C00)';
    expect(parseError('sliding-blocks', { kind: 'code', code: '1A9BF0C00000' })?.message).toBe(message);
    expect(parseError('sliding-blocks', { kind: 'text', text: '1A9BF0C00000\n', origin: 'long.txt' })?.message).toBe(message);
  });

  it('raw bytes (DEL, C1 controls) are escaped wherever input is quoted', () => {
    const bytes = '\u007f\u0085\u009b';
    for (const id of ['sliding-tiles', 'hanoi', 'coins']) {
      const error = parseError(id, { kind: 'preset', name: `x${bytes}` });
      expect(error?.message, id).toContain('x\\u007f\\u0085\\u009b');
      expect(error!.message, id).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    const param = parseError('hanoi', { kind: 'params' }, { discs: `3${bytes}` });
    expect(param?.message).toBe('parameter discs: "3\\u007f\\u0085\\u009b" is not a whole number');
  });

  it('knights: a 100x100 path board is too big, not a bad cell', () => {
    expect(parseError('knights', { kind: 'code', code: 'path:100x100:a1:h8' })?.message).toBe('instance code: a 100x100 board is not 1 to 26 squares a side');
  });
});

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s: parseState never fails badly', (_id, puzzle) => {
  it('bad state codes give a PuzzleInputError; a code it reads, it writes back', () => {
    const instance = puzzle.parse({ source: { kind: 'preset', name: puzzle.presets[0].name }, params: {} });
    const startCode = puzzle.stateCode(instance, puzzle.problem(instance).start);
    fc.assert(
      fc.property(fc.oneof(anyString, fc.tuple(fc.constant(startCode), edits).map(([c, e]) => mutate(c, e))), (code) => {
        let state: unknown;
        try {
          state = puzzle.parseState(instance, code);
        } catch (error) {
          expect((error as Error).name, `${puzzle.id}: ${(error as Error).message}`).toBe('PuzzleInputError');
          return;
        }
        const written = puzzle.stateCode(instance, state);
        expect(puzzle.stateCode(instance, puzzle.parseState(instance, written))).toBe(written);
      }),
      { numRuns: RUNS },
    );
    expect(() => puzzle.parseState(instance, null as unknown as string)).toThrow(/^the state code must be text, not null$/);
    expect(puzzle.stateCode(instance, puzzle.parseState(instance, `\uFEFF${startCode}`))).toBe(startCode);
  });
});
