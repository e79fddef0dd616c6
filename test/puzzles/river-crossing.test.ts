/**
 * river-crossing: the presets' known answers, every plan replayed through
 * applyMove and, separately, through the puzzles' rules written out here
 * (banks simulated from the move codes, independently of src/), unsolvable
 * sizes, the moves of the generator against applyMove, words, codes,
 * pictures, and bad specs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSolutions, breadthFirst, countShortest, explore, solve, stateKey, type Solution } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { riverCrossing as river } from '../../src/puzzles/river-crossing/index.js';
import type { RiverInstance } from '../../src/puzzles/river-crossing/instance.js';
import { expectReplaysToGoal, inputError, instanceOf, preset } from '../support/puzzle-checks.js';
import { applyEdits, textEdits } from '../support/text-edits.js';

/** Bounded by states, never by seconds, so that a slow or busy machine cannot turn a verdict into a limit. */
const LIMITS = { maxStates: 200_000 };

const presetOf = (name: string, params: Record<string, string> = {}) => preset(river, name, params) as RiverInstance;
const fromParams = (params: Record<string, string>) => instanceOf(river, { kind: 'params' }, params) as RiverInstance;
const fromText = (text: string, origin = 'puzzle.json') => instanceOf(river, { kind: 'text', text, origin }) as RiverInstance;
const fromSpec = (spec: unknown, origin = 'puzzle.json') => fromText(JSON.stringify(spec), origin);

// ---------------------------------------------------------------------------
// The banks simulated from move codes, written here independently of src/.

type Bank = Map<string, number>;

/** Reads "3M,C" or "-" (state codes) and "2C+M" (move codes, without the arrow). */
function readItems(text: string, sep: string): Bank {
  const bank: Bank = new Map();
  if (text === '-' || text === '') return bank;
  for (const item of text.split(sep)) {
    const m = /^(\d*)([A-Za-z][A-Za-z0-9]*)$/.exec(item);
    expect(m, `item ${item}`).not.toBeNull();
    bank.set(m![2], (bank.get(m![2]) ?? 0) + (m![1] === '' ? 1 : Number(m![1])));
  }
  return bank;
}

const count = (bank: Bank, short: string) => bank.get(short) ?? 0;
const sameBank = (a: Bank, b: Bank) => [...new Set([...a.keys(), ...b.keys()])].every((k) => count(a, k) === count(b, k));

interface Step {
  /** 0: from the near bank to the far one; 1: back. */
  direction: 0 | 1;
  group: Bank;
  /** The banks after the crossing. */
  near: Bank;
  far: Bank;
  /** The crossing's number, from 1. */
  index: number;
}

/**
 * Replays a plan on banks of our own: each move code's group leaves the bank
 * the boat is on and lands on the other; the banks must agree with the
 * state codes of the plan, and `check` judges every crossing by the puzzle's
 * rules as written in the test.
 */
/** The boat's side in a state code: near/far, or the banks' own names where the puzzle has them (east/west). */
function sideIndex(instance: RiverInstance, side: string): 0 | 1 {
  const names = instance.model.namedBanks ? instance.model.banks : ['near', 'far'];
  expect(names).toContain(side);
  return side === names[0] ? 0 : 1;
}

function simulate(instance: RiverInstance, solution: Solution<number, number>, check: (step: Step) => void): void {
  const [nearText, farText, side] = river.stateCode(instance, solution.states[0]).split('|');
  const near = readItems(nearText, ',');
  const far = readItems(farText, ',');
  let boat = sideIndex(instance, side);
  solution.moves.forEach((move, i) => {
    const code = river.moveCode(instance, move);
    const direction = code[0] === '>' ? 0 : 1;
    expect(direction, `crossing ${i + 1} leaves from the boat's bank`).toBe(boat);
    const group = readItems(code.slice(1), '+');
    const [from, to] = direction === 0 ? [near, far] : [far, near];
    for (const [who, n] of group) {
      expect(count(from, who), `crossing ${i + 1}: ${who} is on the bank it leaves`).toBeGreaterThanOrEqual(n);
      from.set(who, count(from, who) - n);
      to.set(who, count(to, who) + n);
    }
    boat = 1 - boat;
    const [n2, f2, s2] = river.stateCode(instance, solution.states[i + 1]).split('|');
    expect(sameBank(near, readItems(n2, ',')) && sameBank(far, readItems(f2, ',')), `banks after crossing ${i + 1}`).toBe(true);
    expect(sideIndex(instance, s2)).toBe(boat);
    check({ direction: direction as 0 | 1, group, near, far, index: i + 1 });
  });
  for (const [who, n] of near) expect(n, `${who} ends on the far bank`).toBe(0);
}

const size = (bank: Bank) => [...bank.values()].reduce((a, b) => a + b, 0);

/** Missionaries-and-cannibals rules as written in the puzzle: where M are present, C must not outnumber them. */
function outnumberCheck(m: string, c: string, capacity: number, inBoat: boolean) {
  return (step: Step) => {
    expect(size(step.group)).toBeGreaterThanOrEqual(1);
    expect(size(step.group)).toBeLessThanOrEqual(capacity);
    const places = inBoat ? [step.near, step.far, step.group] : [step.near, step.far];
    for (const bank of places) {
      if (count(bank, m) > 0) expect(count(bank, c), `crossing ${step.index}: outnumbered`).toBeLessThanOrEqual(count(bank, m));
    }
  };
}

/** Solves and checks the shortest plan, every shortest plan and every plan without repeated states. */
function everyPlan(instance: RiverInstance, check: (step: Step) => void) {
  const problem = river.problem(instance);
  const best = solve(problem, 'auto', LIMITS);
  expect(best.status).toBe('solved');
  const all = allSolutions(problem, { ...LIMITS, maxSolutions: 10_000 });
  expect(all.status).toBe('complete');
  for (const s of [best.solution!, ...all.solutions]) {
    expectReplaysToGoal(river, instance, s);
    simulate(instance, s, check);
  }
  return { best: best.solution!, shortest: countShortest(problem, LIMITS).count, all: all.count, simple: all.solutions };
}

describe('river-crossing: known answers, every plan replayed against the rules', () => {
  it('missionaries and cannibals 3/3/2: 11 crossings, 4 shortest plans, 4 plans without repeated states, 16 safe states', () => {
    const instance = presetOf('missionaries-cannibals');
    const r = everyPlan(instance, outnumberCheck('M', 'C', 2, false));
    expect(r.best.moves).toHaveLength(11);
    expect(r.shortest).toBe(4);
    expect(r.all).toBe(4);
    expect(r.simple.every((s) => s.moves.length === 11)).toBe(true);
    expect(explore(river.problem(instance), LIMITS).reachableStates).toBe(16);
    expect(river.problem(instance).codec.kind).toBe('uint32');
    for (const p of river.presets) expect(river.problem(presetOf(p.name)).codec.kind, p.name).toBe('uint32');
  });

  it('人鬼渡河 (ghosts) and 和尚与妖怪 (monks-monsters, the rule also in the boat) have the same 4 plans', () => {
    const ghosts = presetOf('ghosts');
    const g = everyPlan(ghosts, outnumberCheck('P', 'G', 2, false));
    expect([g.best.moves.length, g.shortest, g.all]).toEqual([11, 4, 4]);
    const monks = presetOf('monks-monsters');
    const m = everyPlan(monks, outnumberCheck('M', 'Y', 2, true));
    expect([m.best.moves.length, m.shortest, m.all]).toEqual([11, 4, 4]);
  });

  it('monks and monsters with a boat for 3: every plan keeps the monks safe in the boat too', () => {
    const params = { missionaries: '3', cannibals: '3', boat: '3' };
    const r = everyPlan(presetOf('monks-monsters', params), outnumberCheck('M', 'Y', 3, true));
    expect(r.best.moves).toHaveLength(5);
    expect(r.shortest).toBe(6);
  });

  it('wolf, goat and cabbage: 7 crossings, 2 plans', () => {
    const instance = presetOf('wolf-goat-cabbage');
    const r = everyPlan(instance, (step) => {
      expect(count(step.group, 'F'), 'only the farmer rows').toBe(1);
      expect(size(step.group)).toBeLessThanOrEqual(2);
      for (const bank of [step.near, step.far]) {
        if (count(bank, 'F') === 0) {
          expect(count(bank, 'W') && count(bank, 'G'), 'the wolf eats the goat').toBeFalsy();
          expect(count(bank, 'G') && count(bank, 'C'), 'the goat eats the cabbage').toBeFalsy();
        }
      }
    });
    expect([r.best.moves.length, r.shortest, r.all]).toEqual([7, 2, 2]);
  });

  it('jealous husbands, 3 couples, boat for 2: 11 crossings', () => {
    const instance = presetOf('jealous-husbands');
    const check = (step: Step) => {
      for (const place of [step.near, step.far, step.group]) {
        for (let i = 1; i <= 3; i++) {
          const otherMan = [1, 2, 3].some((j) => j !== i && count(place, `H${j}`) > 0);
          if (count(place, `W${i}`) && otherMan) expect(count(place, `H${i}`), `crossing ${step.index}: wife ${i}`).toBe(1);
        }
      }
    };
    const problem = river.problem(instance);
    const best = solve(problem, 'auto', LIMITS);
    expect(best.solution!.moves).toHaveLength(11);
    expectReplaysToGoal(river, instance, best.solution!);
    simulate(instance, best.solution!, check);
    // 4 couples need a boat for 3; with it, 4 couples cross, and 6 couples cannot.
    expect(breadthFirst(river.problem(presetOf('jealous-husbands', { couples: '4' })), LIMITS).status).toBe('unsolvable');
    expect(breadthFirst(river.problem(presetOf('jealous-husbands', { couples: '4', boat: '3' })), LIMITS).status).toBe('solved');
  });

  it('the family, the policeman and the thief: 17 crossings', () => {
    const instance = presetOf('family');
    const family = ['F', 'M', 'S1', 'S2', 'D1', 'D2'];
    const result = solve(river.problem(instance), 'auto', LIMITS);
    expect(result.solution!.moves).toHaveLength(17);
    expectReplaysToGoal(river, instance, result.solution!);
    simulate(instance, result.solution!, (step) => {
      expect(['F', 'M', 'P'].some((r) => count(step.group, r) > 0), 'someone who rows is aboard').toBe(true);
      for (const place of [step.near, step.far, step.group]) {
        if (count(place, 'F') && (count(place, 'D1') || count(place, 'D2'))) expect(count(place, 'M')).toBe(1);
        if (count(place, 'M') && (count(place, 'S1') || count(place, 'S2'))) expect(count(place, 'F')).toBe(1);
        if (count(place, 'T') && family.some((f) => count(place, f) > 0)) expect(count(place, 'P')).toBe(1);
      }
    });
  });

  it('bridge and torch 1, 2, 5, 10: 17 minutes by uniform-cost search, not claimed unit costs', () => {
    const instance = presetOf('bridge-torch');
    const problem = river.problem(instance);
    expect(problem.unitCosts).toBe(false);
    const result = solve(problem, 'auto', LIMITS);
    expect(result.solution!.cost).toBe(17);
    expectReplaysToGoal(river, instance, result.solution!);
    const times: Record<string, number> = { A: 1, B: 2, C: 5, D: 10 };
    let total = 0;
    simulate(instance, result.solution!, (step) => {
      expect(size(step.group)).toBeLessThanOrEqual(2);
      total += Math.max(...[...step.group.keys()].map((k) => times[k]));
    });
    expect(total).toBe(17);
    // Fewest crossings is a different question: 5 crossings, whatever the time.
    expect(solve(river.problem(instance, 'crossings'), 'auto', LIMITS).solution!.moves).toHaveLength(5);
    expect(solve(river.problem(presetOf('bridge-torch', { times: '1,2,5,8' })), 'auto', LIMITS).solution!.cost).toBe(15);
    expect(solve(river.problem(presetOf('bridge-torch', { times: '1,2,5,10', boat: '3' })), 'auto', LIMITS).solution!.cost).toBe(13);
  });
});

describe('river-crossing: sizes and impossible sizes', () => {
  it('4 missionaries and 4 cannibals with a boat for 2 cannot cross: 11 safe states reachable, no goal', () => {
    const instance = fromParams({ missionaries: '4', cannibals: '4', boat: '2' });
    const problem = river.problem(instance);
    expect(problem.unsolvableReason!()).toBeNull(); // not a proof: the search finds out
    expect(breadthFirst(problem, LIMITS).status).toBe('unsolvable');
    const space = explore(problem, LIMITS);
    expect(space).toMatchObject({ status: 'complete', reachableStates: 11, solvable: false });
  });

  it('fewest crossings for n missionaries and n cannibals and boats of 2 to 5, with "-" where impossible', () => {
    const table: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const row: string[] = [];
      for (let boat = 2; boat <= 5; boat++) {
        const instance = fromParams({ missionaries: String(n), cannibals: String(n), boat: String(boat) });
        const result = solve(river.problem(instance), 'auto', LIMITS);
        expect(result.status).not.toBe('limit');
        if (result.status === 'solved') expectReplaysToGoal(river, instance, result.solution!);
        row.push(result.status === 'solved' ? String(result.solution!.moves.length) : '-');
      }
      table.push(row.join(' '));
    }
    // Known facts: a boat for 2 takes at most 3 couples (1, 5, 11 crossings), a boat for 3 at most 5 (4 and 5 need 9 and 11).
    expect(table.map((r) => r.split(' ')[0])).toEqual(['1', '5', '11', '-', '-', '-', '-', '-', '-', '-']);
    expect(table.map((r) => r.split(' ')[1])).toEqual(['1', '3', '5', '9', '11', '-', '-', '-', '-', '-']);
    for (const row of table) expect(row.split(' ').slice(2)).not.toContain('-');
  });

  it('a goal that breaks a rule is a proof of no plan, and the search agrees', () => {
    const instance = fromSpec({
      travellers: [{ name: 'keeper' }, { name: 'lion', rows: false }],
      boat: { capacity: 2 },
      rules: [{ type: 'forbid', match: [{ with: ['lion'], without: ['keeper'] }], says: 'the lion is loose' }],
      goal: ['lion', 'keeper'],
    });
    expect(river.problem(instance).unsolvableReason!()).toBeNull();
    const loose = fromSpec({
      travellers: [{ name: 'keeper' }, { name: 'lion', rows: false }, { name: 'cub', rows: false, startsOn: 'far' }],
      boat: { capacity: 2 },
      rules: [{ type: 'forbid', match: [{ with: ['cub'], without: ['keeper'] }], says: 'the cub is alone' }],
    });
    const problem = river.problem(loose);
    expect(problem.unsolvableReason!()).toMatch(/the goal itself breaks a rule.*the cub is alone on the near bank/);
    expect(explore({ ...problem, unsolvableReason: undefined }, LIMITS).solvable).toBe(false);
  });
});

describe('river-crossing: a new puzzle in our spec', () => {
  const soldiers = {
    title: 'Soldiers and boys',
    travellers: [{ name: 'boy 1', short: 'B1' }, { name: 'boy 2', short: 'B2' }, { kind: 'soldier', count: 3, short: 'S' }],
    boat: { capacity: 2 },
    rules: [{ type: 'forbid', where: 'boat', match: [{ counts: { soldier: '1+' }, others: '1+' }, { counts: { soldier: '2+' } }], says: 'a soldier fills the boat' }],
  };

  it('soldiers and two boys (the boat holds 2 boys or 1 soldier): 4 crossings a soldier, plus 1', () => {
    const instance = fromSpec(soldiers, 'soldiers.json');
    const result = solve(river.problem(instance), 'auto', LIMITS);
    expect(result.solution!.moves).toHaveLength(4 * 3 + 1);
    expectReplaysToGoal(river, instance, result.solution!);
    simulate(instance, result.solution!, (step) => {
      if (count(step.group, 'S') > 0) expect(size(step.group)).toBe(1);
    });
    // The instance code is the spec itself, and reads back.
    const code = river.instanceCode(instance);
    expect(river.instanceCode(instanceOf(river, { kind: 'code', code }) as RiverInstance)).toBe(code);
    expect(river.instanceCode(instanceOf(river, { kind: 'code', code }, { boat: '3' }) as RiverInstance)).not.toBe(code);
  });

  it('weights, a time limit and a rower who rows only on odd crossings', () => {
    const spec = {
      travellers: [
        { name: 'ferryman', weight: 70, time: 2, rows: { every: 2, on: [1] } },
        { name: 'girl', weight: 40, time: 3 },
        { name: 'bag', weight: 30, time: 1, rows: false },
      ],
      boat: { capacity: 2, maxLoad: 110 },
      time: { limit: 20 },
    };
    const instance = fromSpec(spec);
    const result = solve(river.problem(instance), 'auto', LIMITS);
    expect(result.status).toBe('solved');
    expectReplaysToGoal(river, instance, result.solution!);
    simulate(instance, result.solution!, (step) => {
      const w = { F: 70, G: 40, B: 30 } as Record<string, number>;
      expect([...step.group].reduce((s, [k, n]) => s + w[k] * n, 0)).toBeLessThanOrEqual(110);
      if (step.index % 2 === 0) expect(count(step.group, 'G'), 'on even crossings only the girl rows').toBe(1);
    });
    expect(result.solution!.cost).toBe(9);
    // Within a tighter limit there is no plan at all.
    expect(breadthFirst(river.problem(fromSpec({ ...spec, time: { limit: 8 } })), LIMITS).status).toBe('unsolvable');
  });
});

describe('river-crossing: the generator and applyMove agree', () => {
  /** Every group up to the capacity (the empty one too), both ways, as move numbers. */
  function allMoves(instance: RiverInstance): number[] {
    const units = instance.model.units;
    const place: number[] = [];
    let radix = 1;
    for (const u of units) {
      place.push(radix);
      radix *= u.count + 1;
    }
    const moves: number[] = [];
    const visit = (i: number, left: number, part: number) => {
      if (i === units.length) {
        moves.push(part * 2, part * 2 + 1);
        return;
      }
      for (let n = 0; n <= Math.min(left, units[i].count); n++) visit(i + 1, left - n, part + n * place[i]);
    };
    visit(0, instance.model.capacity, 0);
    return moves;
  }

  const cases: [string, () => RiverInstance][] = [
    ['missionaries-cannibals', () => presetOf('missionaries-cannibals')],
    ['monks-monsters, boat 3', () => presetOf('monks-monsters', { boat: '3' })],
    ['wolf-goat-cabbage', () => presetOf('wolf-goat-cabbage')],
    ['family', () => presetOf('family')],
    ['bridge-torch', () => presetOf('bridge-torch')],
    ['jealous-husbands', () => presetOf('jealous-husbands')],
    ['fixed allowed loads', () => fromSpec({ travellers: [1, 2, 4, 3].map((w, i) => ({ name: `w${w}`, short: `W${i}`, weight: w })), boat: { capacity: 3, loads: [3, [5, 7]] } })],
    ['loads within 1 of the previous one', () => fromSpec({ travellers: [1, 2, 3, 4].map((w) => ({ name: `w${w}`, weight: w })), boat: { capacity: 2, loads: [[{ previous: -1 }, { previous: 1 }]] } })],
    ['rowing by combined conditions', () => fromSpec({ travellers: [{ name: 'a', rows: { any: [{ on: [1, 2] }, { all: [{ not: true, on: [[0, 4]] }, { every: 3, on: [0, 2] }] }] } }, { name: 'b', rows: { every: 2, on: [0] } }, { name: 'c', rows: false }, { name: 'd', rows: false }], boat: { capacity: 2 } })],
    ['rowing on odd crossings, a time limit', () => fromSpec({ travellers: [{ name: 'a', time: 1, rows: { every: 2, on: [1] } }, { name: 'b', time: 2, rows: { on: [[2, 3]] } }, { name: 'c', time: 3, rows: false }], boat: { capacity: 2 }, time: { limit: 14 } })],
  ];

  it.each(cases)('%s: every move of every reachable state', (_name, make) => {
    const instance = make();
    for (const metric of ['cost', 'crossings']) {
      const problem = river.problem(instance, metric);
      const moves = allMoves(instance);
      const seen = new Set<number | string>([stateKey(problem.codec, problem.start)]);
      const queue = [problem.start];
      while (queue.length) {
        const state = queue.shift()!;
        const emitted = new Map<number, number>();
        problem.successors(state, (next, move) => {
          expect(emitted.has(move)).toBe(false);
          emitted.set(move, next);
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        });
        for (const move of moves) {
          const after = river.applyMove(instance, state, move);
          const legal = typeof after === 'number';
          expect(legal, `${river.moveCode(instance, move)} from ${river.stateCode(instance, state)}: ${legal ? '' : (after as { illegal: string }).illegal}`).toBe(emitted.has(move));
          if (legal) expect(after).toBe(emitted.get(move));
        }
        // State codes read back.
        expect(river.parseState(instance, river.stateCode(instance, state))).toBe(state);
      }
    }
  });

  it('applyMove says why a crossing is illegal', () => {
    const mc = presetOf('missionaries-cannibals');
    const start = river.problem(mc).start;
    const code = (text: string) => {
      // Find the move whose code is `text`.
      const move = allMoves(mc).find((m) => river.moveCode(mc, m) === text);
      expect(move, text).toBeDefined();
      return move!;
    };
    expect(river.applyMove(mc, start, code('>M'))).toEqual({ illegal: 'the cannibals outnumber the missionaries on the near bank' });
    expect(river.applyMove(mc, start, code('<C'))).toEqual({ illegal: 'the boat is on the near bank' });
    expect(river.applyMove(mc, start, code('>-'))).toEqual({ illegal: 'the boat cannot cross empty' });
    const wgc = presetOf('wolf-goat-cabbage');
    const wgcMove = (text: string) => allMoves(wgc).find((m) => river.moveCode(wgc, m) === text)!;
    expect(river.applyMove(wgc, river.problem(wgc).start, wgcMove('>G'))).toEqual({ illegal: 'nobody in the boat can row on this crossing' });
    expect(river.applyMove(wgc, river.problem(wgc).start, wgcMove('>F+W'))).toEqual({ illegal: 'the goat eats the cabbage on the near bank' });
    const monks = presetOf('monks-monsters', { boat: '3' });
    const monkMove = allMoves(monks).find((m) => river.moveCode(monks, m) === '>M+2Y')!;
    expect(river.applyMove(monks, river.problem(monks).start, monkMove)).toEqual({ illegal: 'the monsters outnumber the monks in the boat' });
  });
});

describe('river-crossing: words, codes and pictures', () => {
  it('describes crossings in words, with the banks named where the puzzle names them', () => {
    const ghosts = presetOf('ghosts');
    const result = solve(river.problem(ghosts), 'auto', LIMITS).solution!;
    const words = result.moves.map((m, i) => river.describeMove(ghosts, m, result.states[i]));
    expect(words[0]).toMatch(/^(2 ghosts cross|1 person and 1 ghost cross) east to west$/);
    expect(words[1]).toMatch(/^1 (ghost|person) crosses west to east$/);
    const wgc = presetOf('wolf-goat-cabbage');
    const plan = solve(river.problem(wgc), 'auto', LIMITS).solution!;
    expect(river.describeMove(wgc, plan.moves[0], plan.states[0])).toBe('the farmer and the goat cross to the far bank');
    expect(river.describeMove(wgc, plan.moves[1], plan.states[1])).toBe('the farmer crosses back to the near bank');
    const torch = presetOf('bridge-torch');
    const walk = solve(river.problem(torch), 'auto', LIMITS).solution!;
    expect(river.describeMove(torch, walk.moves[0], walk.states[0])).toBe('A (1 min) and B (2 min) cross to the far bank with the torch (2 minutes)');
  });

  it('renders both banks and the boat, and draws travellers and the boat with stable ids', () => {
    const mc = presetOf('missionaries-cannibals');
    const plan = solve(river.problem(mc), 'auto', LIMITS).solution!;
    expect(river.renderText(mc, plan.states[0])).toBe('near bank: 3 missionaries, 3 cannibals | boat ~~~~~~ | far bank: nobody');
    expect(river.renderText(mc, plan.states[11])).toBe('near bank: nobody | ~~~~~~ boat | far bank: 3 missionaries, 3 cannibals');
    expect(river.renderText(mc, plan.states[0], { color: true })).toContain('\x1b[33mboat\x1b[0m');
    const before = river.draw(mc, plan.states[0]);
    const after = river.draw(mc, plan.states[1]);
    const ids = (d: typeof before) => d.shapes.flatMap((s) => ('id' in s && s.id ? [s.id] : [])).sort();
    expect(ids(before)).toEqual(ids(after));
    expect(ids(before)).toEqual(['boat', 'traveller-C-1', 'traveller-C-2', 'traveller-C-3', 'traveller-M-1', 'traveller-M-2', 'traveller-M-3']);
    const moved = (id: string) => {
      const a = before.shapes.find((s) => s.kind === 'rect' && s.id === id) as { x: number };
      const b = after.shapes.find((s) => s.kind === 'rect' && s.id === id) as { x: number };
      return a.x !== b.x;
    };
    expect(moved('boat')).toBe(true);
    expect(['traveller-C-1', 'traveller-C-2', 'traveller-C-3', 'traveller-M-1', 'traveller-M-2', 'traveller-M-3'].filter(moved)).toHaveLength(2); // the first crossing carries two
  });

  it('shows what the state keeps besides the banks: the time used', () => {
    const timed = fromSpec({ travellers: [{ name: 'a', time: 1 }, { name: 'b', time: 2 }], boat: { capacity: 2 }, time: { limit: 5 } });
    const start = river.problem(timed).start;
    expect(river.renderText(timed, start)).toBe('near bank: a, b | boat ~~~~~~ | far bank: nobody  (0 of 5 minutes used)');
    const texts = river.draw(timed, start).shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : []));
    expect(texts).toContain('0 of 5 minutes used');
  });

  it('state and move codes', () => {
    const mc = presetOf('missionaries-cannibals');
    const start = river.problem(mc).start;
    expect(river.stateCode(mc, start)).toBe('3M,3C|-|near');
    expect(river.stateCode(mc, river.parseState(mc, '2M,C|M,2C|far'))).toBe('2M,C|M,2C|far');
    expect(inputError(() => river.parseState(mc, '3M,2C|-|near')).message).toMatch(/3 cannibals should be on the banks in all, not 2/);
    expect(inputError(() => river.parseState(mc, '3M,3C|-|middle')).message).toMatch(/near or far/);
    expect(inputError(() => river.parseState(mc, '3X,3C|-|near')).message).toMatch(/no traveller has the code "X"/);
    const torch = presetOf('bridge-torch', { times: '1,2' });
    expect(river.instanceCode(torch)).toBe('bridge-torch/times=1,2/boat=2');
  });

  it('the state space of missionaries and cannibals as a grid, with the plan traced', () => {
    const mc = presetOf('missionaries-cannibals');
    const plan = solve(river.problem(mc), 'bfs', LIMITS).solution!;
    const diagram = river.spaceDiagram!(mc, plan.states)!;
    const text = diagram.renderText();
    const lines = text.split('\n');
    expect(lines[0]).toBe('cannibals on the near bank');
    // Unsafe points (more cannibals than missionaries where there are missionaries, on either bank) are dots.
    expect(lines[1]).toMatch(/^3 \|\s+\d+\s+\.\s+\.\s+0$/);
    expect(lines[4]).toMatch(/^0 \|\s+11\s+\.\s+\.\s+\d+$/);
    expect(text).toContain('path: (3,3) > ');
    expect(text.match(/\./g)!.length).toBeGreaterThanOrEqual(6);
    expect(diagram.renderText({ color: true })).toContain('\x1b[31m');
    const cells = diagram.drawing.shapes.filter((s) => s.kind === 'rect');
    expect(cells).toHaveLength(16);
    expect(diagram.drawing.shapes.filter((s) => s.kind === 'line')).toHaveLength(11);
    const unsafe = cells.filter((s) => s.kind === 'rect' && s.fill === '#f4b6b6').map((s) => (s as { id: string }).id).sort();
    expect(unsafe).toEqual(['cell-1-0', 'cell-1-2', 'cell-1-3', 'cell-2-0', 'cell-2-1', 'cell-2-3']);
    expect(river.spaceDiagram!(presetOf('wolf-goat-cabbage'))).toBeNull();
    expect(river.spaceDiagram!(presetOf('ghosts'))!.renderText()).toContain('people on the east bank');
  });

  it('is in the catalog', () => {
    expect(findPuzzle('river-crossing')).toBe(river);
  });
});

describe('river-crossing: bad specs are rejected with their place', () => {
  const base = {
    travellers: [{ name: 'farmer' }, { name: 'wolf', rows: false }, { name: 'goat', rows: false }],
    boat: { capacity: 2 },
  };

  it('an unknown traveller in a rule', () => {
    const spec = { ...base, rules: [{ type: 'apart', who: ['wolf'], from: ['goat'], unless: ['farmer'] }, { type: 'apart', who: ['goat'], from: ['wolf'] }, { type: 'apart', who: ['wolf'], from: ['goat'], unless: ['polic'] }] };
    expect(inputError(() => fromSpec(spec)).message).toBe('puzzle.json: rules[2].unless[0]: unknown traveller "polic"');
  });
  it('capacity 0', () => {
    expect(inputError(() => fromSpec({ ...base, boat: { capacity: 0 } })).message).toBe('puzzle.json: boat.capacity: should be at least 1: a boat that holds nobody cannot cross');
  });
  it('nobody can row', () => {
    expect(inputError(() => fromSpec({ ...base, travellers: base.travellers.map((t) => ({ ...t, rows: false })) })).message).toMatch(/^puzzle\.json: travellers: nobody can row/);
  });
  it('a goal naming nobody, or someone unknown', () => {
    expect(inputError(() => fromSpec({ ...base, goal: [] })).message).toMatch(/^puzzle\.json: goal: names nobody/);
    expect(inputError(() => fromSpec({ ...base, goal: ['goat', 'sheep'] })).message).toBe('puzzle.json: goal[1]: unknown traveller "sheep"');
  });
  it('a file that is not JSON, and fields of the wrong shape', () => {
    expect(inputError(() => fromText('farmer, wolf, goat', 'notes.txt')).message).toMatch(/^notes\.txt is not valid JSON/);
    expect(inputError(() => fromSpec({ ...base, boat: { capacity: 2, sails: 1 } })).message).toBe('puzzle.json: boat: unknown field "sails"');
    expect(inputError(() => fromSpec({ ...base, rules: [{ type: 'eats' }] })).message).toMatch(/rules\[0\].*outnumber/);
    expect(inputError(() => fromSpec({ travellers: [], boat: { capacity: 2 } })).message).toMatch(/travellers: should list at least one traveller/);
    expect(inputError(() => fromSpec({ ...base, travellers: [...base.travellers, { name: 'Wolf' }] })).message).toMatch(/travellers\[3\].*used twice/);
  });
  it('time and weight inconsistencies', () => {
    expect(inputError(() => fromSpec({ ...base, boat: { capacity: 2, maxLoad: 100 } })).message).toMatch(/travellers\[0\]\.weight: is missing/);
    expect(inputError(() => fromSpec({ ...base, time: { limit: 5 } })).message).toMatch(/time\.limit: needs crossing times/);
    expect(inputError(() => fromSpec({ ...base, travellers: [{ name: 'farmer', time: 2 }, { name: 'wolf', rows: false }] })).message).toMatch(/travellers\[1\]\.time: is missing/);
  });
  it('a puzzle too large to pack or to list its groups, refused by its size before any listing', () => {
    expect(inputError(() => presetOf('jealous-husbands', { couples: '10', boat: '20' })).message).toMatch(/could carry 1,048,575 different groups, more than 400,000/);
    const crowd = { travellers: Array.from({ length: 60 }, (_, i) => ({ name: `p${i}` })), boat: { capacity: 2 } };
    expect(inputError(() => fromSpec(crowd)).message).toMatch(/too large to search: its states need 61 bits/);
  });
  it('parameters that do not apply', () => {
    expect(inputError(() => presetOf('wolf-goat-cabbage', { boat: '3' })).message).toMatch(/parameter boat does not apply to preset wolf-goat-cabbage/);
    expect(inputError(() => presetOf('missionaries-cannibals', { couples: '3' })).message).toMatch(/couples does not apply/);
    expect(inputError(() => instanceOf(river, { kind: 'text', text: JSON.stringify(base), origin: 'x.json' }, { missionaries: '3' })).message).toMatch(/applies only to presets/);
    expect(inputError(() => fromParams({ missionaries: '0' })).message).toMatch(/parameter missionaries: 0 is out of range/);
  });
});

describe('river-crossing: parsing never fails any other way (property-based)', () => {
  const VALID = [
    JSON.stringify({ travellers: [{ name: 'farmer' }, { name: 'wolf', rows: false }, { name: 'goat', rows: false }], boat: { capacity: 2 }, rules: [{ type: 'apart', who: ['wolf'], from: ['goat'], unless: ['farmer'] }] }),
    JSON.stringify({ travellers: [{ kind: 'missionary', count: 3, plural: 'missionaries' }, { kind: 'cannibal', count: 3 }], boat: { capacity: 2 }, rules: [{ type: 'outnumber', protect: ['missionaries'], by: ['cannibals'], where: 'everywhere' }] }),
    JSON.stringify({ travellers: [{ name: 'A', time: 1 }, { name: 'B', time: 2, rows: { every: 2, on: [1] } }, { name: 'C', time: 5, weight: 3 }], boat: { capacity: 2 }, time: { limit: 12 } }),
    JSON.stringify({ ScenarioDescription: ['x'], Entities: [{ Id: 0, Name: 'A', CanRow: true, Type: 'a' }, { Id: 1, Name: 'B', Type: 'b' }, { Id: 2, Name: 'C', Type: 'b', CanRow: 'if (%CrossingIndex% mod 2) in {0}' }], CrossingConstraints: { RaftCapacity: 2, DisallowedRaftConfigurations: '1 2 ; 2+ x b' }, BanksConstraints: { DisallowedBankConfigurations: '0 !1 * ...' } }),
  ];
  const PIECES = ['{', '}', '[', ']', '"', ':', ',', '0', '1', '2', '-1', '64', '1e9', 'true', 'null', ' ; ', ';', '!', '(', '|', ')', '*', '...', ' x ', '+', '"rows"', '"capacity"', '"count"', '"every"', '"on"'];

  function parsesCleanly(text: string): void {
    let instance: RiverInstance | undefined;
    try {
      instance = fromText(text, 'fuzz.json');
    } catch (e) {
      if (!(e instanceof PuzzleInputError)) throw e;
      expect(e.message.length).toBeGreaterThan(0);
    }
    if (instance) {
      const code = river.instanceCode(instance);
      expect(river.instanceCode(instanceOf(river, { kind: 'code', code }) as RiverInstance)).toBe(code);
      explore(river.problem(instance), { maxStates: 2000 });
    }
  }

  it('mutated specs and scenarios', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        textEdits(PIECES, 4),
        (text, edits) => {
          const s = applyEdits(text, edits);
          parsesCleanly(s);
          try {
            fromText(s);
            accepted++;
          } catch {
            // counted above
          }
        },
      ),
      { numRuns: 400, seed: 17 },
    );
    expect(accepted).toBeGreaterThan(0);
    for (const text of VALID) parsesCleanly(text);
  });

  it('random JSON values in every field of a spec', () => {
    const value = fc.oneof(fc.integer({ min: -2, max: 300 }), fc.string({ maxLength: 6 }), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('travellers', 'boat', 'rules', 'goal', 'time', 'banks', 'title'), value), (obj) => parsesCleanly(JSON.stringify(obj))),
      { numRuns: 200, seed: 3 },
    );
  });
});

// 30 travellers and a boat of 4: 31,930 groups tried at every expansion, a
// handful emitted where the boat's bank holds few. Counted by what was
// emitted, a search read the clock only hundreds of such expansions after a
// limit passed (50 travellers: seconds); counted by the groups tried, at the next one.
describe('river-crossing: a big boat of individuals is stopped promptly', () => {
  const crowd = fromText(JSON.stringify({ title: 'a crowd', travellers: Array.from({ length: 30 }, (_, i) => ({ name: `t${i}` })), boat: { capacity: 4 } }));

  it('each expansion declares the groups it tries as its work', () => {
    const problem = river.problem(crowd);
    expect(problem.expansionWork).toBe(31_930);
  });

  it('a cancel lands within one expansion, not hundreds', () => {
    const problem = river.problem(crowd);
    const controller = new AbortController();
    let expansions = 0;
    const counted = {
      ...problem,
      successors(state: number, emit: Parameters<typeof problem.successors>[1]) {
        if (++expansions === 5) controller.abort();
        problem.successors(state, emit);
      },
    };
    const r = breadthFirst(counted, { signal: controller.signal });
    expect(r).toMatchObject({ status: 'limit', limit: 'cancelled' });
    expect(expansions).toBe(5);
  });
});
