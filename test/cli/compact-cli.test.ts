/**
 * `explore --compact`, `--threads`, `--out` and `solve --db`: threaded runs
 * equal one-thread runs, distance tables answer like a search, and a bad
 * table file is a clear error (exit 2), never a wrong answer.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compactExplore, distances } from '../../src/engine/index.js';
import { findPuzzle } from '../../src/puzzles/catalog.js';
import { replayMoves } from '../../src/puzzles/replay.js';
import { answerFromTable } from '../../src/midend/distance-db.js';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';
import { expectCliAnswerSolves } from '../support/cli-replay.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-compact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tiles(code: string) {
  const puzzle = findPuzzle('sliding-tiles');
  const instance = puzzle.parse({ source: { kind: 'code', code }, params: {} });
  return { puzzle, instance, problem: puzzle.problem(instance) };
}

describe('explore --compact on threads', () => {
  it('gives the same figures and examples on 1 and 2 threads, with and without distances', async () => {
    for (const extra of [[], ['--out', join(dir, 'a.db')]]) {
      const args = ['explore', 'sliding-tiles', '--code', '1,2,3,4/5,6,7,0', '--json', ...extra];
      const one = await runCliJson(args.concat('--threads', '1'));
      // --force goes with --out only (alone it is refused).
      const two = await runCliJson(args.concat('--threads', '2', ...(extra.length > 0 ? ['--force'] : [])));
      expect(one.status).toBe(0);
      expect(two.status).toBe(0);
      for (const key of ['reachableStates', 'goalStates', 'shortest', 'statesPerDepth', 'farthest', 'bytesPerState']) {
        expect(two.json[key], key).toEqual(one.json[key]);
      }
      expect(one.json.reachableStates).toBe(20160);
      expect((one.json.farthest as { distance: number }).distance).toBe(36);
    }
  });

  it('the threaded distance table is byte for byte the one-thread one', async () => {
    const a = join(dir, 'one.db');
    const b = join(dir, 'two.db');
    expect((await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', a, '--threads', '1'])).status).toBe(0);
    expect((await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', b, '--threads', '2'])).status).toBe(0);
    expect(readFileSync(b).equals(readFileSync(a))).toBe(true);
  });

  it('hanoi 4 pegs, 7 discs: the hash-table and compact explore agree', async () => {
    const compact = await runCliJson(['explore', 'hanoi', '--param', 'pegs=4', '--param', 'discs=7', '--compact', '--threads', '2', '--json']);
    const hashed = await runCliJson(['explore', 'hanoi', '--param', 'pegs=4', '--param', 'discs=7', '--json']);
    expect(compact.json.search).toBe('compact');
    expect(compact.json.statesPerDepth).toEqual(hashed.json.statesPerDepth);
    expect(compact.json.shortest).toBe(25);
  });

  it('refuses --compact for a puzzle that is not ranked', async () => {
    const r = await runCli(['explore', 'water-jugs', '--compact']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/ranked/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });
});

describe('distance tables', () => {
  it('hold every state’s distance to the goal, as the hash-table search finds it', () => {
    const { problem } = tiles('1,2,3/4,5,6/7,8,0');
    const table = compactExplore(problem, { distances: true, fromGoals: true }).distanceTable!;
    // The puzzle is its own reverse: distances from the goal are distances to it.
    const map = distances(problem);
    let wrong = 0;
    for (let i = 0; i < map.reachableStates; i++) if (table[problem.rank!(map.state(i))] !== map.distanceAt(i)) wrong++;
    expect(map.reachableStates).toBe(181440);
    expect(wrong).toBe(0);
  });

  it('answer 300 random positions with a shortest solution that replays to the goal', () => {
    const { puzzle, instance, problem } = tiles('1,2,3/4,5,6/7,8,0');
    const table = compactExplore(problem, { distances: true, fromGoals: true }).distanceTable!;
    let seed = 12345;
    for (let k = 0; k < 300; k++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const start = problem.unrank!(seed % problem.size!);
      const answer = answerFromTable({ ...problem, start }, table)!;
      expect(answer.moves.length).toBe(table[problem.rank!(start)]);
      const states = replayMoves(puzzle, instance, start, answer.moves);
      expect(problem.isGoal(states[states.length - 1])).toBe(true);
    }
  });

  it('solve --db answers the 8-puzzle preset in 31 moves', async () => {
    const db = join(dir, 'eight.db');
    expect((await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', db])).status).toBe(0);
    const args = ['solve', 'sliding-tiles', '--preset', '8-puzzle', '--db', db, '--json'];
    const r = await runCliJson<{ length: number; moves: { code: string }[] }>(args);
    expect(r.status).toBe(0);
    expect(r.json.length).toBe(31);
    expectCliAnswerSolves(args, r.json);
  });

  it('a truncated or corrupted table is an error with exit 2, never an answer', async () => {
    const db = join(dir, 'bad.db');
    expect((await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', db])).status).toBe(0);
    const whole = readFileSync(db);
    writeFileSync(db, whole.subarray(0, whole.length - 1000));
    let r = await runCli(['solve', 'sliding-tiles', '--db', db]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/truncated/);
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 5] ^= 1;
    writeFileSync(db, flipped);
    r = await runCli(['solve', 'sliding-tiles', '--db', db]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/corrupted/);
    writeFileSync(db, 'not a table');
    r = await runCli(['solve', 'sliding-tiles', '--db', db]);
    expect(r.status).toBe(2);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('--out does not replace another puzzle’s table unless --force', async () => {
    const db = join(dir, 'shared.db');
    expect((await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--out', db])).status).toBe(0);
    const before = readFileSync(db);
    const r = await runCli(['explore', 'hanoi', '--param', 'discs=5', '--out', db]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--force/);
    expect(readFileSync(db).equals(before)).toBe(true);
    // And a table of another puzzle is not read as this one's.
    const wrong = await runCli(['solve', 'hanoi', '--param', 'discs=5', '--db', db]);
    expect(wrong.status).toBe(2);
    expect((await runCli(['explore', 'hanoi', '--param', 'discs=5', '--out', db, '--force'])).status).toBe(0);
    const args = ['solve', 'hanoi', '--param', 'discs=5', '--db', db, '--json'];
    const answer = await runCliJson<{ length: number; moves: { code: string }[] }>(args);
    expect(answer.json.length).toBe(31);
    expectCliAnswerSolves(args, answer.json);
  });
});

describe('the automatic choice', () => {
  it('explores a big ranked space (Hanoi with 14 discs: 3^14 states, past 2^22) compactly without being asked, and one of 3^13 in the hash table', async () => {
    // No --threads: threads alone ask for the compact search (next test), whatever the space's size.
    const big = await runCliJson(['explore', 'hanoi', '--param', 'pegs=3', '--param', 'discs=14', '--max-states', '1000', '--json']);
    expect(big.json.search).toBe('compact');
    expect(big.json.status).toBe('limit');
    expect(big.status).toBe(3);
    const smaller = await runCliJson(['explore', 'hanoi', '--param', 'pegs=3', '--param', 'discs=13', '--max-states', '1000', '--json']);
    expect(smaller.json.search).toBeUndefined();
    expect(smaller.json.status).toBe('limit');
  });

  it('stops the threaded search at a state limit with exit 3 and partial figures', async () => {
    const r = await runCliJson(['explore', 'sliding-tiles', '--preset', '4x3', '--max-states', '1000', '--threads', '2', '--json']);
    expect(r.status).toBe(3);
    expect(r.json.status).toBe('limit');
    expect(r.json.limit).toBe('states');
    expect((r.json.statesPerDepth as number[]).slice(0, 4)).toEqual([1, 2, 4, 9]);
  });

  it('keeps the hash table for a small ranked space', async () => {
    const r = await runCliJson(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,6/7,8,0', '--json']);
    expect(r.json.search).toBeUndefined();
    expect(r.json.reachableStates).toBe(181440);
  });
});
