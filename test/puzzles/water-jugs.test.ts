import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, explore, solve, stateKey } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { PuzzleInputError, type InstanceSource } from '../../src/puzzles/puzzle.js';
import type { JugsInstance } from '../../src/puzzles/water-jugs/jugs.js';
import type { JugState } from '../../src/puzzles/water-jugs/problem.js';
import { waterJugs } from '../../src/puzzles/water-jugs/index.js';
import { emptyMove, fillMove, pourMove } from '../../src/puzzles/water-jugs/moves.js';
import { expectReplaysToGoal, inputError, instanceOf, preset } from '../support/puzzle-checks.js';
import { applyEdits } from '../support/text-edits.js';

const jugs = waterJugs;
const fromParams = (params: Record<string, string>) => instanceOf(jugs, { kind: 'params' }, params) as JugsInstance;
const fromCode = (code: string) => instanceOf(jugs, { kind: 'code', code }) as JugsInstance;
const fromText = (text: string, origin = 'jugs.json') => instanceOf(jugs, { kind: 'text', text, origin }) as JugsInstance;
const presetOf = (name: string, params: Record<string, string> = {}) => preset(jugs, name, params) as JugsInstance;

/** Bounds every search by states (never by seconds, which a busy machine could reach first), so that a broken generator fails a test instead of hanging it. */
const LIMITS = { maxStates: 100_000 };

/** Breadth-first length, number of shortest solutions and reachable states, replaying every solution found. */
function measure(instance: JugsInstance) {
  const problem = jugs.problem(instance);
  const bfs = breadthFirst(problem, LIMITS);
  expect(bfs.status).toBe('solved');
  expectReplaysToGoal(jugs, instance, bfs.solution!);
  const counted = countShortest(problem, LIMITS);
  expect(counted.status).toBe('solved');
  expectReplaysToGoal(jugs, instance, counted.solution!);
  const space = explore(problem, LIMITS);
  expect(space.status).toBe('complete');
  return { moves: bfs.solution!.moves.length, cost: counted.cost, shortest: counted.count, reachable: space.reachableStates, bfs };
}

const words = (instance: JugsInstance, moves: readonly number[], states: readonly JugState[]) =>
  moves.map((m, i) => jugs.describeMove(instance, m, states[i]));

describe('water-jugs: known answers', () => {
  it('8-5-3 without a tap: 7 pours, one shortest way, 16 states, 16 simple solutions', () => {
    const instance = presetOf('8-5-3');
    const m = measure(instance);
    expect(m).toMatchObject({ moves: 7, cost: 7, shortest: 1, reachable: 16 });
    expect(m.bfs.solution!.moves.map((move) => jugs.moveCode(instance, move))).toEqual(['P1>2', 'P2>3', 'P3>1', 'P2>3', 'P1>2', 'P2>3', 'P3>1']);
    const all = allSolutions(jugs.problem(instance), LIMITS);
    expect(all.status).toBe('complete');
    expect(all.count).toBe(16);
    expect(all.solutions).toHaveLength(16);
    for (const solution of all.solutions) expectReplaysToGoal(jugs, instance, solution);
    expect(Math.min(...all.solutions.map((s) => s.moves.length))).toBe(7);
  });

  it('10-7-3 (Han Xin) from 10,0,0 to 5,5,0 without a tap: 9 pours, one shortest way, 20 states', () => {
    const instance = fromParams({ capacities: '10,7,3', start: '10,0,0', goal: '5,5,0', tap: 'no' });
    expect(measure(instance)).toMatchObject({ moves: 9, shortest: 1, reachable: 20 });
    expect(jugs.instanceCode(presetOf('han-xin'))).toBe(jugs.instanceCode(instance));
  });

  it('3-5-to-4: some jug holds 4 after 6 moves', () => {
    const instance = presetOf('3-5-to-4');
    const m = measure(instance);
    expect(m.moves).toBe(6);
    expect(m.reachable).toBe(16);
    const { moves, states } = m.bfs.solution!;
    expect(words(instance, moves, states)).toEqual([
      'fill the 5L jug',
      'pour the 5L jug into the 3L jug',
      'empty the 3L jug',
      'pour the 5L jug into the 3L jug',
      'fill the 5L jug',
      'pour the 5L jug into the 3L jug',
    ]);
  });

  it('3 and 5 with a tap to exactly 0,4: 7 moves, one shortest way, 16 states', () => {
    const instance = presetOf('3-5-to-4', { goal: '0,4' });
    expect(instance.goal).toEqual({ kind: 'exact', amounts: [0, 4] });
    expect(measure(instance)).toMatchObject({ moves: 7, shortest: 1, reachable: 16 });
  });

  it('a preset combined with tap=yes searches the larger space', () => {
    const instance = presetOf('8-5-3', { tap: 'yes' });
    expect(instance.tap).toBe(true);
    const m = measure(instance);
    expect(m.moves).toBe(7);
    expect(m.reachable).toBeGreaterThan(16);
    // The fill and empty moves are really generated now.
    const kinds = new Set<string>();
    jugs.problem(instance).successors(jugs.parseState(instance, '4,1,0'), (_s, move) => kinds.add(jugs.moveCode(instance, move)[0]));
    expect([...kinds].sort()).toEqual(['E', 'F', 'P']);
  });

  it('capacities in the billions use word keys and still solve', () => {
    const instance = fromParams({ capacities: '1000000000,999999999,7', target: '1' });
    const problem = jugs.problem(instance);
    expect(problem.codec.kind).toBe('words');
    const result = solve(problem, 'auto', { maxStates: 1000 });
    expect(result.status).toBe('solved');
    expect(result.solution!.moves.map((m) => jugs.moveCode(instance, m))).toEqual(['F1', 'P1>2']);
    expectReplaysToGoal(jugs, instance, result.solution!);
    expect(problem.codec.kind === 'words' ? problem.codec.words : 0).toBe(3);
    expect(jugs.problem(fromParams({ capacities: '100000,99999,7', target: '1' })).codec.kind).toBe('float53');
    expect(jugs.problem(presetOf('8-5-3')).codec.kind).toBe('uint32');
  });
});

describe('water-jugs: unsolvable instances', () => {
  it('6 and 4 with a tap never hold 3 (every amount stays even)', () => {
    const instance = fromParams({ capacities: '6,4', target: '3' });
    const problem = jugs.problem(instance);
    const result = breadthFirst(problem, LIMITS);
    expect(result.status).toBe('unsolvable');
    expect(result.reason).toMatch(/multiple of 2L/);
    expect(countShortest(problem, LIMITS).status).toBe('unsolvable');
    // The search itself agrees, without the rule's help.
    const space = explore(problem, LIMITS);
    expect(space.status).toBe('complete');
    expect(space.solvable).toBe(false);
    expect(space.reachableStates).toBe(10);
  });

  it('without a tap a goal with a different total is unsolvable, and so is a target no jug can hold', () => {
    const wrongTotal = presetOf('8-5-3', { goal: '4,3,0' });
    const result = breadthFirst(jugs.problem(wrongTotal), LIMITS);
    expect(result.status).toBe('unsolvable');
    expect(result.reason).toMatch(/8L in all.*7L/);
    expect(explore(jugs.problem(wrongTotal), LIMITS).solvable).toBe(false);

    const tooBig = fromParams({ capacities: '3,5', target: '6' });
    expect(breadthFirst(jugs.problem(tooBig), LIMITS).reason).toMatch(/no jug can hold 6L/);
    expect(explore(jugs.problem(tooBig), LIMITS).solvable).toBe(false);
  });

  it('the arithmetic rules never call a solvable instance unsolvable (checked by exhaustive search)', () => {
    const smallInstance = fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 3 })
      .chain((caps) =>
        fc.record({
          caps: fc.constant(caps),
          start: fc.tuple(...caps.map((c) => fc.integer({ min: 0, max: c }))),
          goal: fc.oneof(fc.tuple(...caps.map((c) => fc.integer({ min: 0, max: c }))), fc.integer({ min: 0, max: 7 })),
          tap: fc.boolean(),
        }),
      );
    let ruledOut = 0;
    fc.assert(
      fc.property(smallInstance, ({ caps, start, goal, tap }) => {
        const instance = fromParams({
          capacities: caps.join(','),
          start: start.join(','),
          ...(typeof goal === 'number' ? { target: String(goal) } : { goal: goal.join(',') }),
          tap: tap ? 'yes' : 'no',
        });
        const problem = jugs.problem(instance);
        const reason = problem.unsolvableReason!();
        const space = explore(problem, LIMITS);
        if (reason !== null) {
          ruledOut++;
          expect(space.solvable, reason).toBe(false);
        } else {
          expect(breadthFirst(problem, LIMITS).status).toBe(space.solvable ? 'solved' : 'unsolvable');
        }
      }),
      { numRuns: 300, seed: 2024 },
    );
    expect(ruledOut).toBeGreaterThan(0);
  });
});

describe('water-jugs: moves', () => {
  it('the successor generator and applyMove agree on every move of every reachable state', () => {
    const instances = [
      presetOf('8-5-3'),
      presetOf('3-5-to-4'),
      fromParams({ capacities: '4,4,3', start: '4,2,1', goal: '0,4,3', tap: 'yes' }),
    ];
    for (const instance of instances) {
      const problem = jugs.problem(instance);
      const n = instance.capacities.length;
      const allMoves: number[] = [];
      for (let i = 0; i < n; i++) {
        allMoves.push(fillMove(i), emptyMove(i));
        for (let j = 0; j < n; j++) if (j !== i) allMoves.push(pourMove(i, j));
      }
      const seen = new Set<number | string>([stateKey(problem.codec, problem.start)]);
      const queue = [problem.start];
      while (queue.length && seen.size < 10_000) {
        const state = queue.shift()!;
        const emitted = new Map<number, string>();
        problem.successors(state, (next, move) => {
          expect(emitted.has(move), 'a move emitted twice').toBe(false);
          emitted.set(move, jugs.stateCode(instance, next));
          const key = stateKey(problem.codec, next);
          if (!seen.has(key)) {
            seen.add(key);
            queue.push(jugs.parseState(instance, jugs.stateCode(instance, next)));
          }
        });
        for (const move of allMoves) {
          const after = jugs.applyMove(instance, state, move);
          const legal = !(typeof after === 'object' && after !== null && 'illegal' in after);
          expect(legal, `${jugs.moveCode(instance, move)} from ${jugs.stateCode(instance, state)}`).toBe(emitted.has(move));
          if (legal) {
            expect(jugs.stateCode(instance, after as JugState)).toBe(emitted.get(move));
            expect(jugs.stateCode(instance, after as JugState)).not.toBe(jugs.stateCode(instance, state));
          }
        }
      }
    }
  });

  it('describes and codes moves in words, telling apart jugs of the same size', () => {
    const instance = presetOf('8-5-3');
    const start = jugs.problem(instance).start;
    expect(jugs.describeMove(instance, pourMove(0, 1), start)).toBe('pour the 8L jug into the 5L jug');
    expect(jugs.describeMove(instance, fillMove(2), start)).toBe('fill the 3L jug');
    expect(jugs.describeMove(instance, emptyMove(1), start)).toBe('empty the 5L jug');
    expect([fillMove(2), emptyMove(1), pourMove(0, 1)].map((m) => jugs.moveCode(instance, m))).toEqual(['F3', 'E2', 'P1>2']);

    const twins = fromParams({ capacities: '4,4,3', start: '4,0,0', goal: '1,3,0' });
    const solution = breadthFirst(jugs.problem(twins), LIMITS).solution!;
    expect(words(twins, solution.moves, solution.states)).toEqual(['pour jug 1 (4L) into the 3L jug', 'pour the 3L jug into jug 2 (4L)']);
  });

  it('applyMove refuses impossible moves and says why', () => {
    const noTap = presetOf('8-5-3');
    const start = jugs.problem(noTap).start;
    expect(jugs.applyMove(noTap, start, fillMove(1))).toEqual({ illegal: expect.stringMatching(/no tap/) });
    expect(jugs.applyMove(noTap, start, emptyMove(0))).toEqual({ illegal: expect.stringMatching(/no drain/) });
    expect(jugs.applyMove(noTap, start, pourMove(1, 2))).toEqual({ illegal: expect.stringMatching(/5L jug is empty/) });
    expect(jugs.applyMove(noTap, start, pourMove(0, 0))).toEqual({ illegal: expect.stringMatching(/not a move/) });
    expect(jugs.applyMove(noTap, start, pourMove(0, 5))).toEqual({ illegal: expect.stringMatching(/not a move/) });
    const tap = presetOf('3-5-to-4');
    const full = jugs.parseState(tap, '3,5');
    expect(jugs.applyMove(tap, full, fillMove(0))).toEqual({ illegal: 'the 3L jug is already full' });
    expect(jugs.applyMove(tap, full, pourMove(0, 1))).toEqual({ illegal: 'the 5L jug is already full' });
    expect(jugs.applyMove(tap, jugs.parseState(tap, '0,2'), emptyMove(0))).toEqual({ illegal: 'the 3L jug is already empty' });
    expect(jugs.stateCode(tap, jugs.applyMove(tap, jugs.parseState(tap, '1,5'), pourMove(1, 0)) as JugState)).toBe('3,3');
  });
});

describe('water-jugs: codes, text and pictures', () => {
  it('instance codes round-trip for the presets and for an instance built from parameters', () => {
    const instances = [
      presetOf('8-5-3'),
      presetOf('3-5-to-4'),
      fromParams({ capacities: '9,4,4,2', start: '9,0,1,0', goal: '3,4,1,2', tap: 'yes' }),
    ];
    const codes = instances.map((instance) => jugs.instanceCode(instance));
    expect(codes).toEqual(['8,5,3:8,0,0:4,4,0:notap', '3,5:0,0:4:tap', '9,4,4,2:9,0,1,0:3,4,1,2:tap']);
    instances.forEach((instance, i) => {
      const again = fromCode(codes[i]);
      expect(again).toEqual(instance);
      expect(jugs.instanceCode(again)).toBe(codes[i]);
      expect(fromText(`\n${codes[i]}\n`, 'jugs.txt')).toEqual(instance);
    });
  });

  it('reads JSON files, and parameters override what the source says', () => {
    const fromJson = fromText('{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}');
    expect(fromJson).toEqual(presetOf('8-5-3'));
    expect(jugs.instanceCode(fromText('{"capacities":[3,5],"target":4}'))).toBe('3,5:0,0:4:tap');
    // Without tap, a puzzle that starts with water has none; one that starts empty has one.
    expect(fromCode('8,5,3:8,0,0:4,4,0').tap).toBe(false);
    expect(fromCode('3,5:0,0:4').tap).toBe(true);
    expect(jugs.instanceCode(instanceOf(jugs, { kind: 'code', code: '3,5:0,0:4:tap' }, { target: '1', tap: 'no' }) as JugsInstance)).toBe('3,5:0,0:1:notap');
    // 'params' without capacities is the default preset, overridden.
    expect(jugs.defaultPreset).toBe('8-5-3');
    expect(jugs.instanceCode(fromParams({ tap: 'yes' }))).toBe('8,5,3:8,0,0:4,4,0:tap');
    expect(jugs.instanceCode(fromParams({ target: '1' }))).toBe('8,5,3:8,0,0:1:notap');
    // capacities start a new puzzle: start defaults to empty, so the tap defaults to yes.
    expect(jugs.instanceCode(presetOf('8-5-3', { capacities: '4,9', target: '6' }))).toBe('4,9:0,0:6:tap');
    expect(findPuzzle('water-jugs')).toBe(jugs);
  });

  it('state codes round-trip and bad ones are refused', () => {
    const instance = presetOf('8-5-3');
    for (const code of ['8,0,0', '4,4,0', '0,5,3', '1,4,3']) expect(jugs.stateCode(instance, jugs.parseState(instance, code))).toBe(code);
    expect(inputError(() => jugs.parseState(instance, '4,4')).message).toMatch(/2 amounts.*3 jugs/);
    expect(inputError(() => jugs.parseState(instance, '4,6,0')).message).toMatch(/jug 2 holds only 5L, not 6L/);
    expect(inputError(() => jugs.parseState(instance, 'a,b,c')).message).toMatch(/"a"/);
  });

  it('renders jugs as text and as a drawing with one outline and one water rect a jug', () => {
    const instance = presetOf('8-5-3');
    const state = jugs.parseState(instance, '3,5,0');
    expect(jugs.renderText(instance, state)).toBe(['jug 1 8L [###.....] 3', 'jug 2 5L [#####]    5', 'jug 3 3L [...]      0'].join('\n'));
    expect(jugs.renderText(instance, state, { color: true })).toContain('\x1b[34m###\x1b[0m.....');
    const drawing = jugs.draw(instance, state);
    const rect = (id: string) => drawing.shapes.find((s) => s.kind === 'rect' && s.id === id) as { h: number; y: number; label?: string };
    for (let i = 1; i <= 3; i++) expect(rect(`jug-${i}`)).toBeDefined();
    expect(rect('jug-1').h).toBe(4);
    expect(rect('jug-2').h).toBe(2.5);
    expect(rect('water-1').h).toBe(1.5); // 3 of 8 litres in a jug 4 high
    expect(rect('water-2').h).toBe(2.5);
    expect(rect('water-3').h).toBe(0);
    expect(rect('water-1').label).toBe('3L');
    expect(rect('water-1').y + rect('water-1').h).toBe(rect('jug-1').y + rect('jug-1').h); // water sits at the bottom
    expect(drawing.shapes.filter((s) => s.kind === 'text').map((s) => (s.kind === 'text' ? s.text : ''))).toEqual(['8L', '5L', '3L']);
  });
});

describe('water-jugs: bad input', () => {
  it('an unknown parameter', () => {
    expect(inputError(() => fromParams({ volume: '3' })).message).toMatch(/no parameter "volume"/);
  });
  it('a start amount above the capacity names the jug', () => {
    expect(inputError(() => presetOf('8-5-3', { start: '2,6,0' })).message).toMatch(/start: jug 2 \(5L\) cannot start with 6L/);
  });
  it('a jug of capacity 0', () => {
    expect(inputError(() => fromParams({ capacities: '3,0', target: '1' })).message).toMatch(/jug 2 has capacity 0/);
  });
  it('lists whose lengths differ from the number of jugs', () => {
    expect(inputError(() => fromParams({ capacities: '3,5', start: '0,0,0', target: '4' })).message).toMatch(/start has 3 amounts but there are 2 jugs/);
    expect(inputError(() => fromCode('8,5,3:8,0,0:4,4')).message).toMatch(/goal has 2 amounts but there are 3 jugs/);
  });
  it('too many jugs, a negative or fractional number, and goal and target together', () => {
    expect(inputError(() => fromParams({ capacities: '1,2,3,4,5,6,7,8,9', target: '1' })).message).toMatch(/9 jugs given.*2 to 8/);
    expect(inputError(() => fromParams({ capacities: '3,5', start: '-1,0', target: '4' })).message).toMatch(/parameter start.*-1/);
    expect(inputError(() => fromCode('3,5:0,0.5:4')).message).toMatch(/start: value 2 \("0\.5"\)/);
    expect(inputError(() => fromParams({ goal: '4,4,0', target: '4' })).message).toMatch(/goal and target/);
    expect(inputError(() => fromParams({ capacities: '3,5' })).message).toMatch(/give either goal .* or target/);
    expect(inputError(() => fromText('{"capacities":[3,5],"goal":[0,4],"target":4}')).message).toMatch(/both goal and target/);
  });
  it('a malformed code', () => {
    expect(inputError(() => fromCode('8,5,3:8,0')).message).toMatch(/instance code "8,5,3:8,0" has 2 parts.*CAPACITIES:START:GOAL/);
    expect(inputError(() => fromCode('3,5:0,0:4:sometimes')).message).toMatch(/"sometimes".*"tap" or "notap"/);
  });
  it('JSON with a field of the wrong type names the field', () => {
    expect(inputError(() => fromText('{"capacities":[8,5,3],"start":[8,0,"0"],"goal":[4,4,0]}')).message).toBe(
      'jugs.json: start[2] should be a number, not the text "0"',
    );
    expect(inputError(() => fromText('{"capacities":[8,5,3],"target":4,"tap":"no"}')).message).toMatch(/tap should be true or false/);
    expect(inputError(() => fromText('{"capacities":[8,5,3],"target":4,"taps":true}')).message).toMatch(/unknown field "taps"/);
    expect(inputError(() => fromText('{"start":[0,0]}')).message).toMatch(/capacities is missing/);
  });
  it('text that is neither JSON nor a code', () => {
    expect(inputError(() => fromText('pour the big one', 'notes.txt')).message).toMatch(/^notes\.txt is neither JSON .* nor a valid instance code/);
    expect(inputError(() => fromText('{"capacities": [8,5,3],', 'broken.json')).message).toMatch(/^broken\.json is not valid JSON/);
  });
  it('an unknown preset', () => {
    expect(inputError(() => presetOf('7-4-3')).message).toMatch(/no preset "7-4-3" \(presets: 8-5-3, 3-5-to-4/);
  });
});

describe('water-jugs: parsing never fails any other way (property-based)', () => {
  const VALID_CODES = ['8,5,3:8,0,0:4,4,0:notap', '3,5:0,0:4:tap', '10,7,3:10,0,0:5,5,0', '9,4,4,2:9,0,1,0:3,4,1,2:tap'];
  const VALID_JSON = [
    '{"capacities":[8,5,3],"start":[8,0,0],"goal":[4,4,0],"tap":false}',
    '{"capacities":[3,5],"target":4}',
    '{"capacities":[10,7,3],"start":[10,0,0],"goal":[5,5,0],"tap":true}',
  ];
  const ALPHABET = '0123456789,:{}[]"-. tapnoTRUEfalsecapitiesrgl\n';

  /** Random edits of a valid text: replace, insert or delete characters, mostly ones that matter here. */
  const mutated = (texts: string[]) =>
    fc
      .tuple(
        fc.constantFrom(...texts),
        fc.array(fc.tuple(fc.constantFrom('replace', 'insert', 'delete'), fc.nat(), fc.constantFrom(...ALPHABET.split(''), '\u0000', '9999999999999', '-1', '1e400')), {
          minLength: 1,
          maxLength: 6,
        }),
      )
      .map(([text, edits]) => applyEdits(text, edits));

  /** Parses, and checks the outcome is an instance or a PuzzleInputError (a hang is the runner's timeout to catch). */
  function parsesCleanly(source: InstanceSource): void {
    let instance: JugsInstance | undefined;
    try {
      instance = jugs.parse({ source, params: {} });
    } catch (e) {
      if (!(e instanceof PuzzleInputError)) throw e;
      expect(e.message.length).toBeGreaterThan(0);
    }
    if (instance) {
      // What parses also codes, and the code reads back as the same instance.
      expect(fromCode(jugs.instanceCode(instance))).toEqual(instance);
      jugs.problem(instance);
    }
  }

  it('random strings as codes and as files', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...ALPHABET.split('')) })), (text) => {
        parsesCleanly({ kind: 'code', code: text });
        parsesCleanly({ kind: 'text', text, origin: 'fuzz.txt' });
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('mutated codes and JSON', () => {
    let accepted = 0;
    fc.assert(
      fc.property(mutated([...VALID_CODES, ...VALID_JSON]), (text) => {
        parsesCleanly({ kind: 'code', code: text });
        parsesCleanly({ kind: 'text', text, origin: 'fuzz.json' });
        try {
          jugs.parse({ source: { kind: 'text', text, origin: 'fuzz.json' }, params: {} });
          accepted++;
        } catch {
          // counted above
        }
      }),
      { numRuns: 400, seed: 11 },
    );
    // Some mutations keep the input valid, so both outcomes are exercised.
    expect(accepted).toBeGreaterThan(0);
  });

  it('random JSON values in every field', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: -1, max: 12 }), { maxLength: 10 }), fc.array(fc.jsonValue(), { maxLength: 3 }));
    const record = fc.dictionary(fc.constantFrom('capacities', 'start', 'goal', 'target', 'tap', 'extra'), value);
    fc.assert(
      fc.property(record, (obj) => parsesCleanly({ kind: 'text', text: JSON.stringify(obj), origin: 'fuzz.json' })),
      { numRuns: 300, seed: 5 },
    );
  });
});
