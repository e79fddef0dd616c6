/**
 * `--puzzle-module FILE`: a puzzle of the user's own joins the command line.
 * The shipped example, examples/lights-out.mjs, imports the package by its
 * name, as a user's module would. A module joins the catalog of the thread
 * that loads it, for good: each run here loads it in a worker thread of its
 * own (runCli runs the command line as main.ts does), and one run is a
 * process of its own, `node dist/cli/main.js` as a user starts it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectUsageError, hasStackTrace, runCli, runCliJson, runCliProcessJson } from '../support/cli.js';

const LIGHTS_OUT = ['--puzzle-module', 'examples/lights-out.mjs'];
const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a puzzle module joins the command line', () => {
  it('is listed beside the built-in puzzles', () => {
    const { status, json } = runCliProcessJson<{ id: string }[]>([...LIGHTS_OUT, 'list', '--json']);
    expect(status).toBe(0);
    expect(json.map((p) => p.id)).toContain('lights-out');
    expect(json.map((p) => p.id)).toContain('sliding-tiles');
  });

  it('solves: all nine lights go out in 5 presses, the known optimum', async () => {
    const { status, json } = await runCliJson<{ status: string; length: number; moves: { code: string }[] }>([...LIGHTS_OUT, 'solve', 'lights-out', '--preset', 'all-on', '--json']);
    expect(status).toBe(0);
    expect(json.length).toBe(5);
    // Replayed here from the rules: each press toggles a light and its neighbours; all must end dark.
    let lights = 0b111_111_111;
    for (const { code } of json.moves) {
      const [row, col] = [Number(code[1]) - 1, Number(code[3]) - 1];
      for (const [r, c] of [[row, col], [row - 1, col], [row + 1, col], [row, col - 1], [row, col + 1]]) {
        if (r >= 0 && r < 3 && c >= 0 && c < 3) lights ^= 1 << (r * 3 + c);
      }
    }
    expect(lights).toBe(0);
  });

  it('explores on one thread only: worker threads open the built-in puzzles alone (exit 2)', async () => {
    expectUsageError(await runCli(['explore', 'lights-out', ...LIGHTS_OUT, '--threads', '2']), /--threads 2: lights-out comes from --puzzle-module/);
  });

  it('explores: every one of the 512 patterns of a 3x3 board can be reached', async () => {
    const { status, json } = await runCliJson<{ reachableStates: number }>(['explore', 'lights-out', ...LIGHTS_OUT, '--json']);
    expect(status).toBe(0);
    expect(json.reachableStates).toBe(512);
  });

  it("the module's own bad-input errors are exit 2, one line", async () => {
    const { status, stderr } = await runCli([...LIGHTS_OUT, 'solve', 'lights-out', '--code', '12/3']);
    expect(status).toBe(2);
    expect(stderr).toBe('puzzlekit: instance code: expected three rows of three 0s and 1s, like 101/010/101\n');
  });
});

describe('a bad puzzle module is one clear error', () => {
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  it.each([
    ['a missing file', join(dir, 'nope.mjs'), /no such file/],
    ['no default export', write('named.mjs', 'export const x = 1;\n'), /no default export/],
    ['not a backend', write('number.mjs', 'export default 5;\n'), /expected a puzzle backend/],
    ['a backend without draw', write('partial.mjs', "export default { id: 'p', title: 'P', description: 'p', presets: [], params: [], metrics: [{ id: 'm', description: 'm' }], parse() {}, problem() {}, instanceCode() {}, stateCode() {}, parseState() {}, describeMove() {}, moveCode() {}, applyMove() {}, renderText() {} };\n"), /no draw\(\) function/],
    ['a built-in id', write('clash.mjs', "import lights from '" + join(process.cwd(), 'examples/lights-out.mjs') + "';\nexport default { ...lights, id: 'hanoi' };\n"), /"hanoi" is taken/],
    ['an alias a built-in puzzle answers to', write('alias-clash.mjs', "import lights from '" + join(process.cwd(), 'examples/lights-out.mjs') + "';\nexport default { ...lights, aliases: ['lights', 'Klotski'] };\n"), /the alias "Klotski" is taken/],
    ['an alias for a preset it lacks', write('alias-preset.mjs', "import lights from '" + join(process.cwd(), 'examples/lights-out.mjs') + "';\nexport default { ...lights, aliases: [{ name: 'lo', preset: 'nope' }] };\n"), /the alias "lo" stands for the preset "nope"/],
    ['aliases that are not names', write('alias-shape.mjs', "import lights from '" + join(process.cwd(), 'examples/lights-out.mjs') + "';\nexport default { ...lights, aliases: 'lights' };\n"), /aliases should be a list of names/],
    ['a syntax error', write('broken.mjs', 'export default {\n'), /did not load/],
  ])('%s', async (_, file, message) => {
    const { status, stderr, stdout } = await runCli(['--puzzle-module', file, 'list']);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(stderr)).toBe(false);
    expect(stdout).toBe('');
  });
});

describe('a puzzle module may have aliases of its own', () => {
  const file = join(dir, 'aliased.mjs');
  writeFileSync(file, "import lights from '" + join(process.cwd(), 'examples/lights-out.mjs') + "';\nexport default { ...lights, aliases: ['lights', { name: 'four-corners', preset: 'corners' }] };\n");

  it('lists them, and opens the puzzle by one, and a preset by one that stands for it', async () => {
    const listed = await runCliJson<{ id: string; aliases: string[] }[]>(['--puzzle-module', file, 'list', '--json']);
    expect(listed.json.find((p) => p.id === 'lights-out')!.aliases).toEqual(['lights', 'four-corners']);
    const solved = async (...args: string[]) => {
      const { status, json } = await runCliJson<{ stats?: unknown }>(['--puzzle-module', file, 'solve', ...args, '--json']);
      delete json.stats; // times differ from run to run
      return { status, json };
    };
    const byAlias = await solved('four-corners');
    expect(byAlias.status).toBe(0);
    expect(byAlias.json).toEqual((await solved('lights-out', '--preset', 'corners')).json);
    expect((await solved('Lights')).json).toEqual((await solved('lights-out')).json);
  });
});
