/**
 * explore --graph: the state graph written as DOT (checked line by line
 * against the engine's own distance map) or GraphML, and every bad path,
 * format or absurd space refused with one line.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distances } from '../../src/engine/index.js';
import { openInstance } from '../../src/midend/index.js';
import { runCli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('explore --graph', () => {
  it('writes 8-5-3 as DOT: every state once, every pour, the 7-pour solution marked', async () => {
    const opened = openInstance('water-jugs', { source: { kind: 'preset', name: '8-5-3' }, params: {} });
    const map = distances(opened.problem);
    const moves: string[] = [];
    for (let i = 0; i < map.reachableStates; i++) map.forEachEdge(i, (to) => void (to !== i && moves.push(`${opened.stateCode(map.state(i))}>${opened.stateCode(map.state(to))}`)));
    const file = join(dir, 'jugs.dot');
    const { status, stdout, stderr } = await runCli(['explore', 'water-jugs', '--preset', '8-5-3', '--graph', file]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain(`State graph (DOT): 16 states and ${moves.length} moves written to ${file}`);
    const dot = readFileSync(file, 'utf8');
    expect(dot).toMatch(/^digraph "Water jugs[^\n]*" \{\n/);
    expect(dot.endsWith('}\n')).toBe(true);
    // Node lines name the state by its code; edge lines join two nodes.
    const code = new Map([...dot.matchAll(/^ {2}(n\d+) \[label="([^"]*)"/gm)].map((m) => [m[1], m[2]]));
    expect([...code.values()].sort()).toEqual(Array.from({ length: map.reachableStates }, (_, i) => opened.stateCode(map.state(i))).sort());
    const edges = [...dot.matchAll(/^ {2}(n\d+) -> (n\d+) \[([^\]]*)\]/gm)];
    expect(edges.map((e) => `${code.get(e[1])}>${code.get(e[2])}`).sort()).toEqual(moves.sort());
    expect(edges.filter((e) => e[3].includes('solution=true'))).toHaveLength(7);
    expect(dot).toMatch(/^ {2}n0 \[label="8,0,0", depth=0, distance=7, tooltip="jug 1 8L \[########\] 8\\njug 2/m);
    expect(dot).toMatch(/^ {2}n\d+ \[label="4,4,0", depth=7, distance=0, [^\n]*goal=true/m);
    // Written whole under its name: no temporary file left beside it.
    expect(readdirSync(dir)).toEqual(['jugs.dot']);
  });

  it('refuses a bad file name, folder or format with one line and exit 2, before any search', async () => {
    for (const [args, message] of [
      [['--graph', join(dir, 'x.txt')], /--graph .*x\.txt: name the file \.graphml or \.dot \(or \.gv\), or give --graph-format graphml or dot/],
      [['--graph', join(dir, 'missing', 'x.dot')], /--graph .*: there is no folder .*missing/],
      [['--graph', join(dir, 'x.xml'), '--graph-format', 'svg'], /--graph-format svg: expected graphml or dot/],
    ] as const) {
      const result = await runCli(['explore', 'water-jugs', ...args]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('stops an absurdly large space at 200,000 states and writes nothing (exit 3)', async () => {
    const file = join(dir, 'fifteen.graphml');
    const result = await runCli(['explore', 'sliding-tiles', '--preset', '15-puzzle', '--graph', file, '--json']);
    expect(result.status).toBe(3);
    expect(result.stderr.trim()).toBe(`puzzlekit: --graph ${file}: the space has more than 200,000 states, too many for a graph file; nothing written`);
    expect(JSON.parse(result.stdout).graph).toEqual({ file, written: false, reason: 'the space has more than 200,000 states, too many for a graph file; nothing written' });
    expect(readdirSync(dir)).not.toContain('fifteen.graphml');
  });
});
