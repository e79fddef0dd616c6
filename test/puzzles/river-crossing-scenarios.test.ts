/**
 * The 23 published RiverCrossing scenarios (../shared/data/rivercrossing-scenarios):
 * each is read through `--file`'s path, solved (fewest crossings and least
 * time), and its plan replayed against the scenario's own constraints by a
 * checker written here from FORMAT.md, not through our translation. Then the
 * language's errors, each with its message.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadthFirst, explore, solve, type Solution } from '../../src/engine/index.js';
import { PuzzleInputError } from '../../src/puzzles/puzzle.js';
import { riverCrossing as river } from '../../src/puzzles/river-crossing/index.js';
import { canRowOn } from '../../src/puzzles/river-crossing/rows.js';
import type { RiverInstance } from '../../src/puzzles/river-crossing/instance.js';
import { expectReplaysToGoal, SHARED_DATA } from '../support/puzzle-checks.js';
import { applyEdits, textEdits } from '../support/text-edits.js';

const FOLDER = join(SHARED_DATA, 'rivercrossing-scenarios');
const present = existsSync(FOLDER);
if (!present) console.warn(`NOTICE: ${FOLDER} is missing, so the RiverCrossing scenario tests are skipped.`);
const files = present ? readdirSync(FOLDER).filter((f) => f.endsWith('.json')).sort() : [];

/** Bounded by states, never by seconds, so that a slow or busy machine cannot turn a verdict into a limit. */
const LIMITS = { maxStates: 500_000 };

const load = (text: string, origin: string) => river.parse({ source: { kind: 'text', text, origin }, params: {} }) as RiverInstance;

// ---------------------------------------------------------------------------
// The scenario language, checked straight from FORMAT.md (independent of src/).

interface Entity {
  id: number;
  name: string;
  type?: string;
  weight?: number;
  canRow: unknown;
  right: boolean;
}

type Scenario = Record<string, Record<string, unknown>> & { Entities: Record<string, unknown>[] };

/** A configuration as a predicate on a set of ids. */
type Config = (set: ReadonlySet<number>) => boolean;

function configList(text: string, entities: Entity[]): Config[] {
  return text
    .trim()
    .split(/\s;\s/)
    .map((c) => config(c.trim(), entities));
}

function config(text: string, entities: Entity[]): Config {
  if (text === '-') return (set) => set.size === 0;
  if (/^[A-Za-z]/.test(text) || /^\d+[+-]?\s+x\s/.test(text)) {
    // Type pattern: each named type's count in range; types not named absent.
    const ranges = new Map<string, [number, number]>();
    for (const term of text.split(/\s\+\s/)) {
      const m = /^(?:(\d+)([+-]?)\s+x\s+)?(\S+)$/.exec(term.trim())!;
      const n = m[1] === undefined ? 1 : Number(m[1]);
      ranges.set(m[3], m[2] === '+' ? [n, Infinity] : m[2] === '-' ? [0, n] : [n, n]);
    }
    return (set) => {
      const counts = new Map<string, number>();
      for (const id of set) {
        const type = entities.find((e) => e.id === id)!.type!;
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
      for (const type of counts.keys()) if (!ranges.has(type)) return false;
      for (const [type, [lo, hi]] of ranges) {
        const n = counts.get(type) ?? 0;
        if (n < lo || n > hi) return false;
      }
      return true;
    };
  }
  // Id pattern.
  const mandatory: number[][] = [];
  const optional: number[][] = [];
  const avoided: number[] = [];
  let stars = 0;
  let more = false;
  const tokens = text.replace(/\(\s*/g, '(').replace(/\s*\|\s*/g, '|').replace(/\s*\)/g, ')').split(/\s+/);
  for (const token of tokens) {
    if (token === '*') stars++;
    else if (token === '...') more = true;
    else if (token.startsWith('!')) avoided.push(Number(token.slice(1)));
    else if (token.startsWith('(')) {
      const ids = token.replace(/[()?]/g, '').split('|').map(Number);
      (token.endsWith('?') ? optional : mandatory).push(ids);
    } else if (token.endsWith('?')) optional.push([Number(token.slice(0, -1))]);
    else mandatory.push([Number(token)]);
  }
  const named = new Set([...mandatory.flat(), ...optional.flat(), ...avoided]);
  return (set) => {
    if (avoided.some((id) => set.has(id))) return false;
    if (mandatory.some((g) => g.filter((id) => set.has(id)).length !== 1)) return false;
    if (optional.some((g) => g.filter((id) => set.has(id)).length > 1)) return false;
    const outside = [...set].filter((id) => !named.has(id)).length;
    return more ? outside >= stars : outside === stars;
  };
}

/** CanRow at crossing c: the forms the scenarios use. */
function canRow(expr: unknown, c: number): boolean {
  if (expr === undefined || expr === false || expr === 'false') return false;
  if (expr === true || expr === 'true') return true;
  const m = /^if \(%CrossingIndex% mod (\d+)\) in \{([\d, ]+)\}$/.exec(String(expr));
  if (!m) throw new Error(`the test's reader does not know ${String(expr)}`);
  return m[2].split(',').map(Number).includes(c % Number(m[1]));
}

/** A load expression of the weights scenario: numbers, %PreviousRaftLoad%, add(). */
function loadValue(text: string, previous: number): number {
  const t = text.trim();
  const add = /^add\(([^,]*),(.*)\)$/.exec(t);
  if (add) return loadValue(add[1], previous) + loadValue(add[2], previous);
  return t === '%PreviousRaftLoad%' ? previous : Number(t);
}

function loadAllowed(text: string, load: number, previous: number | null): boolean {
  if (previous === null && text.includes('%PreviousRaftLoad%')) return true;
  // Items are separated by commas outside add(...).
  return text.split(/,(?![^(]*\))/).some((item) => {
    const [lo, hi] = item.includes(' .. ') ? item.split(' .. ') : [item, item];
    return load >= loadValue(lo, previous ?? 0) - 1e-6 && load <= loadValue(hi, previous ?? 0) + 1e-6;
  });
}

/**
 * Replays our plan on the scenario's own terms: every crossing must be one
 * their rules allow, and the end must be their goal. Returns the elapsed time.
 */
function replayOnScenario(scenario: Scenario, instance: RiverInstance, solution: Solution<number, number>): number {
  const entities: Entity[] = scenario.Entities.map((e) => ({
    id: e.Id as number,
    name: e.Name as string,
    type: e.Type as string | undefined,
    weight: e.Weight as number | undefined,
    canRow: e.CanRow ?? e.CanTackleBridgeCrossing,
    right: e.StartsFromRightBank === true || e.StartsFromRightBank === 'true',
  }));
  const byName = new Map(entities.map((e) => [e.name, e.id]));
  const shortToId = new Map(instance.model.units.map((u) => [u.short, byName.get(u.name)!]));
  const cc = scenario.CrossingConstraints;
  const n = entities.length;
  const capacity = Math.min(n - 1, (cc.RaftCapacity ?? cc.BridgeCapacity ?? n - 1) as number);
  const maxLoad = (cc.RaftMaxLoad ?? cc.BridgeMaxLoad) as number | undefined;
  const allowedRaft = cc.AllowedRaftConfigurations ?? cc.AllowedBridgeConfigurations;
  const disallowedRaft = cc.DisallowedRaftConfigurations ?? cc.DisallowedBridgeConfigurations;
  const raftOk: Config[] = allowedRaft ? configList(allowedRaft as string, entities) : [];
  const raftBad: Config[] = disallowedRaft ? configList(disallowedRaft as string, entities) : [];
  const loads = (cc.AllowedRaftLoads ?? cc.AllowedBridgeLoads) as string | undefined;
  const durations = ((cc.CrossingDurationsOfConfigurations ?? []) as string[]).map((item) => {
    const [d, configs] = item.split(/\s*:\s*/);
    return { d: Number(d), configs: configList(configs, entities) };
  });
  const limit = scenario.OtherConstraints?.TimeLimit as number | undefined;
  const bc = scenario.BanksConstraints ?? {};
  const bankOk: Config[] = bc.AllowedBankConfigurations ? configList(bc.AllowedBankConfigurations as string, entities) : [];
  const bankBad: Config[] = bc.DisallowedBankConfigurations ? configList(bc.DisallowedBankConfigurations as string, entities) : [];
  const startLeft = new Set(entities.filter((e) => !e.right).map((e) => e.id));
  const startRight = new Set(entities.filter((e) => e.right).map((e) => e.id));
  const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((x) => b.has(x));
  const bankLegal = (bank: ReadonlySet<number>) => {
    if (bankBad.some((c) => c(bank))) return false;
    if (bankOk.length && !bankOk.some((c) => c(bank)) && !sameSet(bank, startLeft) && !sameSet(bank, startRight)) return false;
    return true;
  };

  const left = new Set(startLeft);
  let raftLeft = true;
  let elapsed = 0;
  let previous: number | null = null;
  solution.moves.forEach((move, i) => {
    const c = i + 1;
    const code = river.moveCode(instance, move);
    const toRight = code[0] === '>';
    expect(toRight, `crossing ${c} leaves from the raft's bank`).toBe(raftLeft);
    const raft = new Set(code.slice(1).split('+').map((s) => shortToId.get(s)!));
    for (const id of raft) expect(left.has(id), `crossing ${c}: entity ${id} is on the raft's bank`).toBe(raftLeft);
    expect(raft.size).toBeGreaterThanOrEqual(1);
    expect(raft.size, `crossing ${c}: capacity`).toBeLessThanOrEqual(capacity);
    expect([...raft].some((id) => canRow(entities.find((e) => e.id === id)!.canRow, c)), `crossing ${c}: someone rows`).toBe(true);
    const weight = [...raft].reduce((s, id) => s + (entities.find((e) => e.id === id)!.weight ?? 0), 0);
    if (maxLoad !== undefined) expect(weight, `crossing ${c}: max load`).toBeLessThanOrEqual(maxLoad + 1e-6);
    if (raftOk.length) expect(raftOk.some((cfg) => cfg(raft)), `crossing ${c}: an allowed raft`).toBe(true);
    expect(raftBad.some((cfg) => cfg(raft)), `crossing ${c}: a disallowed raft`).toBe(false);
    if (loads !== undefined) expect(loadAllowed(loads, weight, previous), `crossing ${c}: load ${weight} after ${previous}`).toBe(true);
    previous = weight;
    if (durations.length) {
      const item = durations.find((d) => d.configs.some((cfg) => cfg(raft)));
      expect(item, `crossing ${c}: a duration`).toBeDefined();
      elapsed += item!.d;
    }
    if (limit !== undefined) expect(elapsed, `crossing ${c}: time limit`).toBeLessThanOrEqual(limit);
    for (const id of raft) (toRight ? left.delete(id) : left.add(id));
    raftLeft = !raftLeft;
    const right = new Set(entities.map((e) => e.id).filter((id) => !left.has(id)));
    expect(bankLegal(left), `crossing ${c}: the left bank`).toBe(true);
    expect(bankLegal(right), `crossing ${c}: the right bank`).toBe(true);
  });
  expect(sameSet(left, startRight), 'everyone changed sides').toBe(true);
  return elapsed;
}

// ---------------------------------------------------------------------------

describe.skipIf(!present)('river-crossing: the RiverCrossing scenarios', () => {
  it('there are 23 of them', () => {
    expect(files).toHaveLength(23);
  });

  const solved = new Map<string, { crossings: number; time: number | null }>();

  describe.each(files.map((f) => [f] as const))('%s', (file) => {
    const text = present ? readFileSync(join(FOLDER, file), 'utf8') : '{}';
    const scenario = JSON.parse(text) as Scenario;

    it.each([['crossings'], ['cost']] as const)('is solved (metric %s) and the plan keeps every one of its constraints', (metric) => {
      const instance = load(text, file);
      const problem = river.problem(instance, metric);
      expect(problem.codec.kind).toBe('uint32');
      const result = solve(problem, 'auto', LIMITS);
      expect(result.status).toBe('solved');
      expectReplaysToGoal(river, instance, result.solution!, metric);
      const elapsed = replayOnScenario(scenario, instance, result.solution!);
      if (instance.model.timed && metric === 'cost') expect(result.solution!.cost).toBe(elapsed);
      const entry = solved.get(file) ?? { crossings: 0, time: null };
      if (metric === 'crossings') entry.crossings = result.solution!.moves.length;
      else if (instance.model.timed) entry.time = result.solution!.cost;
      solved.set(file, entry);
      // The instance code (our spec as JSON) reads back to the same puzzle.
      const again = river.parse({ source: { kind: 'code', code: river.instanceCode(instance) }, params: {} });
      expect(river.instanceCode(again)).toBe(river.instanceCode(instance));
    });
  });

  it('well-known answers among them', () => {
    const at = (f: string) => solved.get(f)!;
    expect(at('wolfGoatCabbage.json').crossings).toBe(7);
    expect(at('copsAndRobbers.json').crossings).toBe(11);
    expect(at('bridgeAndTorch.json').time).toBe(15); // 1, 2, 5, 8 minutes within 15
    expect(at('catchingTheTrain.json').time).toBe(29);
    expect(at('parents4ChildrenCopAndThief.json').crossings).toBe(17);
  });

  it('with a max load of 99 instead of 100 the family and the bag cannot cross', () => {
    const scenario = JSON.parse(readFileSync(join(FOLDER, 'familyAndBag.json'), 'utf8'));
    scenario.CrossingConstraints.RaftMaxLoad = 99;
    const instance = load(JSON.stringify(scenario), 'familyAndBag99.json');
    expect(breadthFirst(river.problem(instance), LIMITS).status).toBe('unsolvable');
    expect(explore(river.problem(instance), LIMITS).solvable).toBe(false);
  });

  it('a rower who rows only on odd crossings (the lions, raccoons and squirrels) is tracked by crossing phase', () => {
    const instance = load(readFileSync(join(FOLDER, 'lionsRaccoonsAndSquirrels.json'), 'utf8'), 'lions.json');
    expect(instance.model.phase).toEqual({ exact: 0, period: 4 });
  });
});

describe('river-crossing: errors in the RiverCrossing language', () => {
  const entity = (id: number, extra: Record<string, unknown> = {}) => ({ Id: id, Name: `E${id}`, CanRow: true, ...extra });
  const scenario = (changes: Record<string, unknown>) => JSON.stringify({ ScenarioDescription: ['test'], Entities: [entity(0), entity(1), entity(2)], CrossingConstraints: { RaftCapacity: 2 }, ...changes });
  const error = (text: string): string => {
    try {
      load(text, 'rc.json');
    } catch (e) {
      expect(e).toBeInstanceOf(PuzzleInputError);
      return (e as Error).message;
    }
    throw new Error('expected an error');
  };

  it('4 missionaries and 4 cannibals with a raft for 2 is valid and has no plan', () => {
    const entities = [...[0, 1, 2, 3].map((i) => ({ Id: i, Name: `M${i}`, Type: 'missionary', CanRow: true })), ...[4, 5, 6, 7].map((i) => ({ Id: i, Name: `C${i}`, Type: 'cannibal', CanRow: true }))];
    const text = JSON.stringify({
      ScenarioDescription: ['4 and 4'],
      Entities: entities,
      CrossingConstraints: { RaftCapacity: 2 },
      BanksConstraints: { DisallowedBankConfigurations: '1+ x missionary + 2+ x cannibal ; 2+ x missionary + 3+ x cannibal ; 3 x missionary + 4 x cannibal' },
    });
    const problem = river.problem(load(text, 'mc44.json'));
    expect(breadthFirst(problem, LIMITS).status).toBe('unsolvable');
  });

  it('rowing conditions with any arithmetic of the crossing index', () => {
    const text = JSON.stringify({
      ScenarioDescription: ['rowers by the calendar'],
      Entities: [
        { Id: 0, Name: 'Odd', CanRow: 'if ((add(%CrossingIndex%, 2) mod 4) mod 2) in {1}' },
        { Id: 1, Name: 'Late', CanRow: 'not (%CrossingIndex% in {1 .. 2})' },
        { Id: 2, Name: 'Third', CanRow: 'add(%CrossingIndex%, 1) mod 3 in {0}' },
        { Id: 3, Name: 'Never', CanRow: false },
      ],
      CrossingConstraints: { RaftCapacity: 2 },
      BanksConstraints: { DisallowedBankConfigurations: '3 !0 !1 !2 ... ; 0 1 !2 !3' },
    });
    const instance = load(text, 'calendar.json');
    const rows: Record<string, (c: number) => boolean> = { Odd: (c) => c % 2 === 1, Late: (c) => c > 2, Third: (c) => (c + 1) % 3 === 0, Never: () => false };
    const units = instance.model.units;
    for (let c = 1; c <= 40; c++) {
      for (const u of units) expect(canRowOn(u.rows, c), `${u.name} on crossing ${c}`).toBe(rows[u.name](c));
    }
    for (const metric of ['crossings', 'cost']) {
      const result = solve(river.problem(instance, metric), 'auto', LIMITS);
      expect(result.status).toBe('solved');
      expectReplaysToGoal(river, instance, result.solution!, metric);
      result.solution!.moves.forEach((move, i) => {
        const aboard = river.moveCode(instance, move).slice(1).split('+').map((s) => units.find((u) => u.short === s)!.name);
        expect(aboard.some((name) => rows[name](i + 1)), `crossing ${i + 1}: ${aboard.join(', ')}`).toBe(true);
      });
    }
    expect(error(scenario({ Entities: [entity(0), entity(1), entity(2, { CanRow: '%PreviousRaftLoad% in {1}' })] }))).toMatch(/%PreviousRaftLoad% is not defined here/);
    expect(error(scenario({ Entities: [entity(0), entity(1), entity(2, { CanRow: '%CrossingIndex% mod %CrossingIndex% in {0}' })] }))).toMatch(/divisor that depends on %CrossingIndex%/);
  });

  it('malformed patterns, with their place', () => {
    expect(error(scenario({ BanksConstraints: { DisallowedBankConfigurations: '0 1;2' } }))).toMatch(/^rc\.json: BanksConstraints\.DisallowedBankConfigurations: syntax error at position 4: ";" needs a blank on both sides/);
    expect(error(scenario({ BanksConstraints: { DisallowedBankConfigurations: '0 !(1 | 2)' } }))).toMatch(/syntax error .*"!" applies to a single id/);
    expect(error(scenario({ BanksConstraints: { DisallowedBankConfigurations: '0 7' } }))).toMatch(/unknown entity id 7/);
    expect(error(scenario({ BanksConstraints: { DisallowedBankConfigurations: '0 1 0' } }))).toMatch(/the id 0 is named twice/);
    expect(error(scenario({ BanksConstraints: { DisallowedBankConfigurations: '0 1...' } }))).toMatch(/syntax error/);
    expect(error(scenario({ CrossingConstraints: { RaftCapacity: 2, DisallowedRaftConfigurations: '0 1 2' } }))).toMatch(/needs at least 3 aboard, more than the raft holds \(2\)/);
  });

  it('bad entities and constraints', () => {
    expect(error(scenario({ Entities: [entity(0), entity(0), entity(2)] }))).toMatch(/Entities\[1\]\.Id: 0 is used twice/);
    expect(error(scenario({ Entities: [entity(0), entity(1)] }))).toMatch(/at least 3/);
    expect(error(scenario({ Entities: [entity(0, { Type: 'a' }), entity(1), entity(2)] }))).toMatch(/either every entity has a Type or none/);
    expect(error(scenario({ Entities: [entity(0, { CanRow: false }), entity(1, { CanRow: 'if (%CrossingIndex% mod 2) in {1}' }), entity(2, { CanRow: false })] }))).toMatch(/nobody able to row on the starting left bank/);
    expect(error(scenario({ CrossingConstraints: { RaftCapacity: 1 } }))).toMatch(/RaftCapacity: should be a whole number from 2 to 2/);
    expect(error(scenario({ CrossingConstraints: { RaftCapacity: 2, BridgeCapacity: 2 } }))).toMatch(/only one from the keys RaftCapacity and BridgeCapacity/);
    expect(error(scenario({ CrossingConstraints: {} }))).toMatch(/gives no crossing constraint/);
    expect(error(scenario({ CrossingConstraints: { AllowedRaftConfigurations: '0 ; 1' } }))).toMatch(/AllowedRaftConfigurations: the raft configurations let at most one entity cross/);
    expect(error(scenario({ CrossingConstraints: { DisallowedRaftConfigurations: '* * ...' } }))).toMatch(/let at most one entity cross/);
    expect(error(scenario({ CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['1 : 0'] } }))).toMatch(/unnecessary durations/);
    expect(error(scenario({ Entities: [entity(0, { Weight: 1 }), entity(1, { Weight: 1 }), entity(2, { Weight: 1 })] }))).toMatch(/unnecessary weights/);
    expect(error(scenario({ CrossingConstraints: { RaftCapacity: 2, AllowedRaftLoads: '' } }))).toMatch(/needs every entity to have a Weight|empty/);
    expect(error(JSON.stringify({ Entities: [] }))).toMatch(/ScenarioDescription: is missing/);
    const typed = (types: string[]) => types.map((t, i) => entity(i, { Type: t }));
    const weighed = (weights: number[]) => weights.map((w, i) => entity(i, { Weight: w }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ Entities: [entity(-1), entity(1), entity(2)] }, /Entities\[0\]\.Id: should be a whole number, 0 or more/],
      [{ Entities: [entity(0), { ...entity(1), Name: 'E0' }, entity(2)] }, /Entities\[1\]\.Name: "E0" is used twice/],
      [{ Entities: typed(['a', 'a', 'a']) }, /at least two distinct types/],
      [{ Entities: [entity(0, { Weight: 1 }), entity(1), entity(2)], CrossingConstraints: { RaftMaxLoad: 5 } }, /either every entity has a Weight or none/],
      [{ Entities: [entity(0, { CanTackleBridgeCrossing: true }), entity(1), entity(2)] }, /only one from the keys CanRow and CanTackleBridgeCrossing/],
      [{ Entities: [0, 1, 2].map((i) => entity(i, { StartsFromRightBank: true })) }, /everyone starts on the right bank/],
      [{ Entities: weighed([1, 1, 1]), CrossingConstraints: { RaftMaxLoad: 0 } }, /RaftMaxLoad: should be a number more than 0/],
      [{ Entities: weighed([3, 3, 3]), CrossingConstraints: { RaftMaxLoad: 4 } }, /RaftMaxLoad: 4: the raft can hold at most one entity/],
      [{ Entities: weighed([1, 1, 1]), CrossingConstraints: { RaftMaxLoad: 3 } }, /RaftMaxLoad: 3: the raft can hold all of them/],
      [{ CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['0 : 0 *'] }, OtherConstraints: { TimeLimit: 5 } }, /the duration must be more than 0/],
      [{ CrossingConstraints: { RaftCapacity: 2, CrossingDurationsOfConfigurations: ['2 : 0 *', '2 : 1 *'] }, OtherConstraints: { TimeLimit: 5 } }, /the duration 2 appears twice: group them together/],
      [{ OtherConstraints: { TimeLimit: 5 } }, /TimeLimit: needs CrossingConstraints\.CrossingDurationsOfConfigurations/],
      [{ Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: 'a + a' } }, /the type "a" is named twice/],
      [{ Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: '2+x b' } }, /syntax error/],
      [{ Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: '3 x b' } }, /asks for 3 of type b, but there are only 2/],
      [{ Entities: typed(['a', 'b', 'b']), BanksConstraints: { DisallowedBankConfigurations: 'c' } }, /unknown type "c"/],
      [{ BanksConstraints: { AllowedBankConfigurations: '0 1 ; 2', DisallowedBankConfigurations: '0' } }, /only one from the keys AllowedBankConfigurations and DisallowedBankConfigurations/],
    ];
    for (const [changes, message] of cases) expect(error(scenario(changes)), JSON.stringify(changes)).toMatch(message);
    expect(error('{"ScenarioDescription": ["x"], "Entities": [')).toMatch(/^rc\.json is not valid JSON/);
  });
});

describe.skipIf(!present)('river-crossing: mutated scenarios never fail any other way (property-based)', () => {
  it('edits of the published scenarios give an instance or one PuzzleInputError, quickly', () => {
    const texts = files.map((f) => JSON.stringify(JSON.parse(readFileSync(join(FOLDER, f), 'utf8'))));
    const pieces = [' ; ', ';', '!', '(', '|', ')', '?', '*', ' ...', ' x ', '2+', '+', '-', '0', '7', '99', 'true', 'false', '"', ',', '{', '}', 'mod', '%CrossingIndex%', ' .. '];
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(...texts), textEdits(pieces, 3), (text, edits) => {
        const s = applyEdits(text, edits);
        try {
          const instance = load(s, 'fuzz.json');
          accepted++;
          explore(river.problem(instance), { maxStates: 5000 });
        } catch (e) {
          if (!(e instanceof PuzzleInputError)) throw e;
        }
      }),
      { numRuns: 300, seed: 23 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
