/**
 * The opened instance's table runs over a store passed in (a map here, as
 * the disk cache and IndexedDB are elsewhere: test/cli/pdb-cache.test.ts,
 * test/e2e/play-hints.test.ts): what they decide and report as data, and
 * the hint on a 4x3 board, its one shared build held at the hooks a front
 * end passes in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { solve } from '../../src/engine/index.js';
import { openInstance, type StoredTablesRead, type TableStore, type TablesEvent } from '../../src/midend/index.js';
import type { TableSetSpec } from '../../src/puzzles/heuristic-tables.js';
import { goalCells } from '../../src/puzzles/sliding-tiles/board.js';
import { uninstallTilesDatabases } from '../../src/puzzles/sliding-tiles/pattern-databases.js';

/** A store in memory that answers `read` as told, and records what it is given. */
function memoryStore(answer: (spec: TableSetSpec) => StoredTablesRead = () => ({ status: 'missing' })) {
  const written = new Map<string, Uint8Array[]>();
  const store: TableStore = {
    read: (spec) => {
      const kept = written.get(spec.id);
      return kept ? { status: 'ok', tables: kept } : answer(spec);
    },
    write: (spec, tables) => {
      written.set(spec.id, tables);
    },
    where: (spec) => `memory:${spec.id}`,
  };
  return { store, written };
}

const fifteen = () => openInstance('sliding-tiles', { source: { kind: 'preset', name: '15-puzzle' } });

describe('preparing the tables of a solve', () => {
  it('reports each kept copy that fails its checks, and a default set too big for the memory limit, building nothing', async () => {
    const events: TablesEvent[] = [];
    const { store, written } = memoryStore(() => ({ status: 'invalid', reason: 'is truncated', zh: '不完整（被截断了）' }));
    const installed = await fifteen().prepareTables(store, { maxMemoryBytes: 1, onEvent: (e) => events.push(e) });
    expect(installed).toBeNull();
    const invalid = events.filter((e) => e.kind === 'cached-invalid');
    expect(invalid.length).toBeGreaterThan(0);
    expect(invalid[0]).toMatchObject({ reason: 'is truncated', zh: '不完整（被截断了）' });
    const last = events[events.length - 1];
    expect(last).toMatchObject({ kind: 'too-big', spec: { name: '5-5-5' } });
    expect(last.kind === 'too-big' && last.needsMegabytes).toBe(Math.ceil(last.spec.buildBytes / 2 ** 20));
    expect(written.size).toBe(0);
  });

  it('builds nothing when told not to', async () => {
    const events: TablesEvent[] = [];
    expect(await fifteen().prepareTables(memoryStore().store, { build: false, onEvent: (e) => events.push(e) })).toBeNull();
    expect(events).toEqual([]);
  });

  it('reads and builds nothing for an instance that names its own heuristic', async () => {
    const named = openInstance('sliding-tiles', { source: { kind: 'preset', name: '15-puzzle' }, params: { heuristic: 'manhattan' } });
    const reads: string[] = [];
    const store: TableStore = { ...memoryStore().store, read: (spec) => (reads.push(spec.id), { status: 'missing' }) };
    expect(await named.prepareTables(store, { maxMemoryBytes: 1 })).toBeNull();
    expect(reads).toEqual([]);
  });
});

describe('the set pdb build makes', () => {
  it('is the partition named, else the default; none where the backend has no tables', async () => {
    const opened = fifteen();
    expect(opened.tableSetToBuild()).toMatchObject({ status: 'chosen', spec: { name: '5-5-5' } });
    expect(opened.tableSetToBuild('6-6-3')).toMatchObject({ status: 'chosen', spec: { name: '6-6-3' } });
    expect(() => opened.tableSetToBuild('nine')).toThrow(/nine/);
    expect(openInstance('hanoi').tableSetToBuild()).toEqual({ status: 'no-tables' });
  });

  it('is refused before its build when it cannot fit the memory limit, nothing kept', async () => {
    const opened = fifteen();
    const choice = opened.tableSetToBuild();
    if (choice.status !== 'chosen') throw new Error('no set');
    const { store, written } = memoryStore();
    const events: TablesEvent[] = [];
    const outcome = await opened.buildTables(choice.spec, store, { maxMemoryBytes: 1, onEvent: (e) => events.push(e) });
    expect(outcome).toEqual({ status: 'too-big', needsMegabytes: Math.ceil(choice.spec.buildBytes / 2 ** 20) });
    expect(events).toEqual([]);
    expect(written.size).toBe(0);
  });
});

describe('hints on a 4x3 board', () => {
  const code = '1,2,3,4/5,6,7,8/9,10,11,0';
  const opened = openInstance('sliding-tiles', { source: { kind: 'code', code } });
  // Test files share modules: the backend's tables go again (the midend's note that it installed them stays; no other file asks for these hints).
  afterAll(() => uninstallTilesDatabases({ width: 4, height: 3, goal: goalCells(12, 'blank-last') }));

  it('has no set where the space fits the distance map, and one that builds quickly where it does not', () => {
    expect(opened.hintTableSet(Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(opened.hintTableSet(3_000_000)?.buildBytes).toBeLessThanOrEqual(32 * 2 ** 20);
    expect(openInstance('hanoi').hintTableSet(0)).toBeNull();
  });

  it('builds the set once, held at the hooks, answers before it is kept, then reads it from memory', async () => {
    const spec = opened.hintTableSet(3_000_000)!;
    const { store, written } = memoryStore();
    const holds: string[] = [];
    let releaseStore = () => {};
    const hooks = {
      beforeBuild: (signal: AbortSignal) => (holds.push(`build ${signal.aborted}`), undefined),
      beforeStore: () => (holds.push('store'), new Promise<void>((resolve) => (releaseStore = resolve))),
    };
    const fractions: number[] = [];
    const controller = new AbortController();
    const start = opened.parseState('1,2,3,4/5,6,0,8/9,10,7,11');
    const answer = await opened.hint(start, spec, store, { signal: controller.signal, hooks, onTablesProgress: (p) => fractions.push(p.fraction) });
    const expected = solve({ ...opened.problem, start }, 'astar').solution!.cost;
    expect(answer).toMatchObject({ status: 'solved', distance: expected });
    expect(opened.legalMoves(start).find((m) => m.code === answer.move)).toBeDefined();
    expect(fractions[0]).toBe(0);
    expect(holds).toEqual(['build false', 'store']);
    // Answered while the store is held: not yet kept.
    expect(written.size).toBe(0);
    releaseStore();
    expect(await opened.hintTablesKept(spec)).toBe(true);
    expect(written.has(spec.id)).toBe(true);
    expect(await opened.readyHintTables(spec, store, { signal: controller.signal })).toEqual({ status: 'ready', from: 'memory' });
  });

  it('a job cancelled before its set is ready builds nothing and gets no answer', async () => {
    const other = openInstance('sliding-tiles', { source: { kind: 'code', code }, params: { goal: 'blank-first' } });
    const spec = other.hintTableSet(3_000_000)!;
    const controller = new AbortController();
    controller.abort();
    const builds: string[] = [];
    const { store, written } = memoryStore();
    const answer = await other.hint(other.start, spec, store, { signal: controller.signal, hooks: { beforeBuild: () => (builds.push('build'), undefined) } });
    expect(answer).toEqual({ status: 'limit', limit: 'cancelled', statesExplored: 0, milliseconds: 0 });
    expect(builds).toEqual([]);
    expect(written.size).toBe(0);
  });
});
