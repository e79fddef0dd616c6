/**
 * `puzzlekit table`: one search per cell, checked against a pouring search
 * written in this file, and its usage errors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, runCliJson } from '../support/cli.js';

/** Fewest steps from `start` until some jug holds `target` litres, by a plain BFS; -1 if never. With a tap, a jug may also be filled or emptied. */
function fewestPours(capacities: number[], start: number[], target: number, tap = false): number {
  const seen = new Set([start.join(',')]);
  let layer = [start];
  for (let depth = 0; layer.length > 0; depth++) {
    if (layer.some((jugs) => jugs.includes(target))) return depth;
    const next: number[][] = [];
    const visit = (after: number[]) => {
      const key = after.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        next.push(after);
      }
    };
    for (const jugs of layer) {
      if (tap) {
        jugs.forEach((_, j) => {
          visit(jugs.map((v, k) => (k === j ? capacities[j] : v)));
          visit(jugs.map((v, k) => (k === j ? 0 : v)));
        });
      }
      jugs.forEach((_, from) =>
        jugs.forEach((__, to) => {
          if (from === to) return;
          const amount = Math.min(jugs[from], capacities[to] - jugs[to]);
          if (amount === 0) return;
          const after = [...jugs];
          after[from] -= amount;
          after[to] += amount;
          visit(after);
        }),
      );
    }
    layer = next;
  }
  return -1;
}

type CellJson = { status: string; cost?: number; message?: string };

describe('puzzlekit table', () => {
  const base = ['table', 'water-jugs', '--param', 'capacities=8,5,3', '--param', 'start=8,0,0', '--param', 'tap=no'];

  it('gives each cell the optimum that an independent search finds, and - where there is none', async () => {
    const { status, stdout } = await runCli([...base, '--rows', 'target=1..9']);
    expect(status).toBe(0);
    for (let target = 1; target <= 9; target++) {
      const pours = fewestPours([8, 5, 3], [8, 0, 0], target);
      expect(stdout).toMatch(new RegExp(`\\|\\s+${target} \\|\\s+${pours < 0 ? '-' : pours} \\|`));
    }
    expect(fewestPours([8, 5, 3], [8, 0, 0], 9)).toBe(-1);
  });

  it('sweeps two parameters in --json, one object per cell', async () => {
    const { status, json } = await runCliJson<{ cells: CellJson[][]; rows: { values: string[] }; cols: { values: string[] } }>([
      'table',
      'water-jugs',
      '--param',
      'capacities=5,3',
      '--param',
      'start=0,0',
      '--rows',
      'target=1..6',
      '--cols',
      'tap=yes,no',
      '--json',
    ]);
    expect(status).toBe(0);
    expect(json.rows.values).toEqual(['1', '2', '3', '4', '5', '6']);
    json.cells.forEach(([withTap, withoutTap], i) => {
      const pours = fewestPours([5, 3], [0, 0], i + 1, true);
      expect(withTap).toEqual(pours < 0 ? { status: 'unsolvable' } : { status: 'solved', cost: pours, length: pours });
      // Empty jugs and no tap: nothing ever moves.
      expect(withoutTap).toEqual({ status: 'unsolvable' });
    });
    expect(json.cells[3][0]).toEqual({ status: 'solved', cost: 6, length: 6 }); // the Die Hard puzzle: 4 litres in 6 steps
  });

  it('lists a combination the puzzle rejects as a numbered note, not a failure', async () => {
    const { status, stdout } = await runCli([...base, '--rows', 'target=2,x']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/\|\s+x \|\s+x1 \|/);
    expect(stdout).toMatch(/^x1: .*target/m);
  });

  it('reports a cell stopped by a limit with ? and exit code 3', async () => {
    const { status, stdout } = await runCli(['table', 'sliding-tiles', '--preset', '15-puzzle', '--rows', 'goal=blank-last', '--max-states', '1000']);
    expect(status).toBe(3);
    expect(stdout).toMatch(/\|\s+blank-last \|\s+\? \|/);
    expect(stdout).toMatch(/^\?: the state limit was reached/m);
  });

  it.each([
    [['table', 'water-jugs'], /needs --rows/],
    [['table', 'water-jugs', '--rows', 'target'], /expected KEY=VALUES/],
    [['table', 'water-jugs', '--rows', 'target=3..1'], /runs backwards/],
    [['table', 'water-jugs', '--rows', 'target=1..1000'], /at most 100 values/],
    [['table', 'water-jugs', '--rows', 'target=1...3'], /not a value or a range/],
    [['table', 'water-jugs', '--rows', 'depth=1..3'], /no parameter "depth" \(parameters: capacities/],
    [['table', 'water-jugs', '--rows', 'target=1..3', '--cols', 'target=1..2'], /both set "target"/],
    [['table', 'water-jugs', '--rows', 'target=1..3', '--param', 'target=2'], /--param target is also swept/],
    [['table', 'water-jugs', '--rows', 'target=1..3', '--metric', 'time'], /no metric "time"/],
  ])('rejects %j with one line and exit code 2', async (args, message) => {
    const { status, stderr, stdout } = await runCli(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(stderr)).toBe(false);
  });
});

describe('--diagram', () => {
  it.each([['solve'], ['explore']])('%s --diagram on a puzzle without a picture of its space is a usage error', async (command) => {
    const { status, stderr } = await runCli([command, 'water-jugs', '--diagram']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/--diagram: water-jugs has no diagram of its state space/);
  });
});

describe('table: Ctrl-C, and a table with nothing valid in it', () => {
  // Every cell here is a search too small to give the event loop a turn of its
  // own: a Ctrl-C (a signal handler, like the timer here) waited for the whole
  // table. The Ctrl-C comes after 20 turns of the event loop, so it lands
  // between cells, whatever the machine's speed; the last row is never reached.
  const TABLE = ['table', 'river-crossing', '--rows', 'missionaries=1..30', '--cols', 'boat=2..10'];
  // The build's command line loaded beforehand: its loading takes turns of the event loop too.
  beforeAll(() => runCli(['list']));
  function ctrlCAfterTurns(turns: number): AbortSignal {
    const controller = new AbortController();
    let seen = 0;
    const turn = () => (++seen === turns ? controller.abort() : setImmediate(turn));
    setImmediate(turn);
    return controller.signal;
  }

  it('a Ctrl-C during a table of small cells stops it: exit 3, the rest marked ?, and said so', async () => {
    const result = await runCli(TABLE, { signal: ctrlCAfterTurns(20) });
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(/^\|\s+30 \|(\s+\? \|){9}$/m);
    expect(result.stdout).toMatch(/^\?: the search was cancelled$/m);
  });

  it('--json: the cancelled cells say so', async () => {
    const { status, json } = await runCliJson<{ cells: CellJson[][] }>([...TABLE, '--json'], { signal: ctrlCAfterTurns(20) });
    expect(status).toBe(3);
    expect(json.cells[29][8]).toEqual({ status: 'limit', limit: 'cancelled' });
  });

  it('every cell invalid: the table with its notes, then exit 2 and one line on stderr', async () => {
    const { status, stdout, stderr } = await runCli(['table', 'water-jugs', '--param', 'capacities=8,5,3', '--param', 'start=8,0,0', '--rows', 'target=x,y']);
    expect(status).toBe(2);
    expect(stdout).toMatch(/^x1: .*target/m);
    expect(stderr).toBe('puzzlekit: no cell of the table is a valid instance (see the notes under it)\n');
  });

  it('every cell invalid with --json: exit 2, each cell saying why', async () => {
    const { status, json } = await runCliJson<{ cells: CellJson[][] }>(['table', 'water-jugs', '--param', 'capacities=8,5,3', '--param', 'start=8,0,0', '--rows', 'target=x,y', '--json']);
    expect(status).toBe(2);
    expect(json.cells.flat().every((cell) => cell.status === 'invalid')).toBe(true);
  });
});
