/**
 * Sokoban on the command line: a level's solution printed with its pushes,
 * player moves and LURD, read back by check; a collection file's levels
 * picked by --level and solved all at once by --level all (the table, the
 * JSON, the exit codes); bad input as one line naming row and column.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectUsageError, runCli, runCliJson } from '../support/cli.js';
import { SHARED_DATA } from '../support/puzzle-checks.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-sokoban-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const TWO_BOXES = '######|#.---#|#-$$-#|#-@--#|#.---#|######';
/** Three levels: solvable, unsolvable (a box in a corner off its goal), solvable; titled by comments. */
const SET = file('set.xsb', '; A made-up set\n\n; first\n#####\n#@$.#\n#####\n\n; stuck\n#####\n#$ .#\n#  @#\n#####\n\n; last\n######\n#.   #\n# $$ #\n# @  #\n#.   #\n######\n');
const EASY = file('easy.sok', '#####\n#@$.#\n#####\nTitle: one\n\n######\n#@$ .#\n######\nTitle: two\n');

interface SolveJson {
  status: string;
  length: number;
  moves: { code: string }[];
  pushes: number;
  playerMoves: number;
  optimal: boolean;
  solution: string;
}

interface BatchJson {
  levels: { level: number; title?: string; status: string; pushes?: number; playerMoves?: number; optimal: boolean; solution?: string; milliseconds: number; limit?: string; message?: string }[];
  solved: number;
  optimal: number;
}

describe('sokoban: one level', () => {
  it('solve --json adds pushes, player moves, optimal and the LURD solution; check reads the LURD back', async () => {
    const { status, json } = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', TWO_BOXES, '--json']);
    expect(status).toBe(0);
    expect(json).toMatchObject({ status: 'solved', length: 6, pushes: 6, optimal: true });
    expect(json.solution).toMatch(/^[lurdLURD]+$/);
    expect(json.solution.replace(/[lurd]/g, '')).toHaveLength(6);
    expect(json.playerMoves).toBe(json.solution.length);
    const lurd = file('solution.txt', `${json.solution}\n`);
    const checked = await runCliJson<{ status: string; moves: number }>(['check', 'sokoban', '--code', TWO_BOXES, '--moves', lurd, '--json']);
    expect(checked.status).toBe(0);
    expect(checked.json).toMatchObject({ status: 'solution', moves: 6 });
    // The same LURD under the move metric: one move a letter.
    const byMoves = await runCliJson<{ status: string; moves: number }>(['check', 'sokoban', '--code', TWO_BOXES, '--metric', 'move', '--moves', lurd, '--json']);
    expect(byMoves.json).toMatchObject({ status: 'solution', moves: json.playerMoves });
    // A push written where there is no box: not a solution.
    const wrong = await runCli(['check', 'sokoban', '--code', TWO_BOXES, '--moves', file('wrong.txt', 'U')]);
    expect(wrong.status).toBe(1);
  });

  it('the move metric: fewest player moves, the LURD as long as the solution', async () => {
    const { json } = await runCliJson<SolveJson>(['solve', 'sokoban', '--code', TWO_BOXES, '--metric', 'move', '--json']);
    expect(json.length).toBe(json.playerMoves);
    expect(json.solution).toHaveLength(json.length);
    expect(json.moves.map((m) => m.code).join('')).toBe(json.solution);
  });

  it('--level picks a level of a file by number or title', async () => {
    const byNumber = await runCliJson<SolveJson>(['solve', 'sokoban', '--file', SET, '--level', '3', '--json']);
    expect(byNumber.json.pushes).toBe(6);
    const byTitle = await runCli(['solve', 'sokoban', '--file', SET, '--level', 'stuck']);
    expect(byTitle.status).toBe(1);
    expectUsageError(await runCli(['solve', 'sokoban', '--file', SET, '--level', '9']), /set\.xsb: no level "9" \(it has 3 levels/);
    expectUsageError(await runCli(['solve', 'sokoban', '--code', TWO_BOXES, '--level', '1']), /--level picks a level of a file: give --file too/);
    expectUsageError(await runCli(['show', 'sokoban', '--file', SET, '--level', 'all']), /only solve takes it/);
    expectUsageError(await runCli(['solve', 'sokoban', '--file', SET, '--level', '1', '--level-seconds', '5']), /--level-seconds goes with --level all/);
    expectUsageError(await runCli(['solve', 'hanoi', '--file', file('hanoi.txt', '3:3'), '--level', '1']), /puzzlekit: hanoi has no files of many levels: --level does not apply/);
    expectUsageError(await runCli(['solve', 'sokoban', '--file', SET, '--level', 'all', '--metric', 'pushs']), /has no metric "pushs"/);
  });

  it('bad input: one line naming the row and column, exit 2', async () => {
    expectUsageError(await runCli(['solve', 'sokoban', '--code', '#####|#@$x#|#####']), /row 2, column 4: "x" is not a Sokoban square/);
    expectUsageError(await runCli(['solve', 'sokoban', '--code', '#####|#@$.-|#####']), /row 2, column 5: the floor the player walks on reaches the edge/);
  });
});

describe('sokoban: --level all', () => {
  it('every level: the JSON, one unsolvable level makes exit 1', async () => {
    const { status, json } = await runCliJson<BatchJson>(['solve', 'sokoban', '--file', SET, '--level', 'all', '--level-seconds', '10', '--threads', '1', '--json']);
    expect(status).toBe(1);
    expect(json.levels.map((l) => [l.level, l.title, l.status, l.pushes])).toEqual([
      [1, 'first', 'solved', 1],
      [2, 'stuck', 'unsolvable', undefined],
      [3, 'last', 'solved', 6],
    ]);
    expect(json).toMatchObject({ solved: 2, optimal: 2 });
    expect(json.levels[0]).toMatchObject({ solution: 'R', playerMoves: 1, optimal: true });
  });

  it('on two threads the same answers; every level solved is exit 0 and a table with a summary', async () => {
    const threaded = await runCliJson<BatchJson>(['solve', 'sokoban', '--file', EASY, '--level', 'all', '--threads', '2', '--json']);
    expect(threaded.status).toBe(0);
    expect(threaded.json.levels.map((l) => [l.title, l.pushes, l.playerMoves])).toEqual([
      ['one', 1, 1],
      ['two', 2, 2],
    ]);
    const table = await runCli(['solve', 'sokoban', '--file', EASY, '--level', 'all', '--threads', '1']);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^level +title +status +pushes +player moves +time +optimal$/m);
    expect(table.stdout).toMatch(/^2 +two +solved +2 +2 +.* proven$/m);
    expect(table.stdout).toMatch(/2 levels: 2 solved \(2 proven optimal\), 0 stopped at a limit, 0 unsolvable, 0 invalid/);
  });

  it('a level stopped at a limit makes exit 3', async () => {
    const { status, json } = await runCliJson<BatchJson>(['solve', 'sokoban', '--file', SET, '--level', 'all', '--max-states', '1', '--threads', '1', '--json']);
    expect(status).toBe(3);
    expect(json.levels[2]).toMatchObject({ status: 'limit', limit: 'states', optimal: false });
  });
});

const MICROBAN = join(SHARED_DATA, 'sokoban', 'Microban_155.xsb');
if (!existsSync(MICROBAN)) console.warn(`NOTICE: ${MICROBAN} is missing, so the quick-answer test on Microban 16 is skipped.`);

describe.skipIf(!existsSync(MICROBAN))('sokoban: the quick answer where the exact search outgrows its limits', () => {
  it('Microban 16 under --max-states 200: the exact search stops, the fast search answers, not proven shortest', async () => {
    const { status, json } = await runCliJson<SolveJson & { algorithm: string }>(['solve', 'sokoban', '--file', MICROBAN, '--level', '16', '--max-states', '200', '--json']);
    expect(status).toBe(0);
    expect(json).toMatchObject({ status: 'solved', algorithm: 'macro-search', optimal: false });
    // At least the proven optimum (39 pushes, found by the exact search without the cap).
    const exact = await runCliJson<SolveJson>(['solve', 'sokoban', '--file', MICROBAN, '--level', '16', '--json']);
    expect(exact.json).toMatchObject({ pushes: 39, optimal: true });
    expect(json.pushes).toBeGreaterThanOrEqual(39);
    const human = await runCli(['solve', 'sokoban', '--file', MICROBAN, '--level', '16', '--max-states', '200', '--no-boards']);
    expect(human.stdout).toMatch(/^Not proven shortest: the exact search outgrew its limits/m);
  });
});
