/**
 * `puzzlekit ... puzzlescript`: a game read from a file, a level chosen with
 * --level, `check --inputs` answering with PuzzleScript's level string, and
 * a mistake in a game's text reported as one line naming its line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectUsageError, runCli, runCliJson } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-puzzlescript-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GAME = `title Push
author puzzlekit
========
OBJECTS
========
Background
black
Player
white
Crate
orange
Target
yellow
=======
LEGEND
=======
. = Background
p = Player
* = Crate
o = Target
=======
SOUNDS
=======
================
COLLISIONLAYERS
================
Background
Target
Player, Crate
======
RULES
======
[ > Player | Crate ] -> [ > Player | > Crate ]
==============
WINCONDITIONS
==============
all Crate on Target
=======
LEVELS
=======
message Push the crate onto the target
p*.o

p.*.o
`;
const gameFile = join(dir, 'push.txt');
writeFileSync(gameFile, GAME);

describe('puzzlescript on the command line', () => {
  it('solves the level chosen with --level, messages not counted', async () => {
    const codes = (json: { moves: { code: string }[] }) => json.moves.map((m) => m.code);
    const first = await runCliJson<{ moves: { code: string }[] }>(['solve', 'puzzlescript', '--file', gameFile, '--level', '1', '--json']);
    expect(first.status).toBe(0);
    expect(codes(first.json)).toEqual(['right', 'right']);
    const second = await runCliJson<{ moves: { code: string }[] }>(['solve', 'puzzlescript', '--file', gameFile, '--level', '2', '--json']);
    expect(codes(second.json)).toEqual(['right', 'right', 'right']);
  });

  it('solves every level with --level all, as for a Sokoban collection: a table of levels, messages not counted', async () => {
    type Batch = { levels: { level: number; status: string; length: number; optimal: boolean; moves: string[] }[]; solved: number; optimal: number };
    const batch = await runCliJson<Batch>(['solve', 'puzzlescript', '--file', gameFile, '--level', 'all', '--threads', '1', '--json']);
    expect(batch.status).toBe(0);
    expect(batch.json.levels.map((l) => [l.level, l.status, l.length, l.optimal])).toEqual([
      [1, 'solved', 2, true],
      [2, 'solved', 3, true],
    ]);
    expect(batch.json.levels.map((l) => l.moves)).toEqual([
      ['right', 'right'],
      ['right', 'right', 'right'],
    ]);
    expect([batch.json.solved, batch.json.optimal]).toEqual([2, 2]);
  });

  it('check --inputs prints the board in the regression tests\' serialisation', async () => {
    const result = await runCliJson<{ status: string; levelString: string }>(['check', 'puzzlescript', '--file', gameFile, '--start-index', '1', '--inputs', '3,undo,3', '--json']);
    expect(result.status).toBe(1);
    expect(result.json.status).toBe('not-solved');
    expect(result.json.levelString).toBe('background:0,background player:1,background crate:2,background target:3,\n');
  });

  it('check --inputs goes on to the next level after a win', async () => {
    const result = await runCliJson<{ status: string; levelString: string }>(['check', 'puzzlescript', '--file', gameFile, '--start-index', '1', '--inputs', 'right,right', '--json']);
    expect(result.status).toBe(0);
    expect(result.json.status).toBe('solution');
    expect(result.json.levelString).toBe('background player:0,background:1,background crate:2,1,background target:3,\n');
  });

  it('names the line of a mistake in one line, exit 2', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, GAME.replace('[ > Player | Crate ] -> [ > Player | > Crate ]', 'random [ Player ] -> [ Crate ]'));
    expectUsageError(await runCli(['solve', 'puzzlescript', '--file', bad]), /line 33: random is not supported/);
  });
});
