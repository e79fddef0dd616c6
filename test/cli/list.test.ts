/**
 * `puzzlekit list`: the catalog, as JSON and as text.
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson } from '../support/cli.js';

interface ListedPuzzle {
  id: string;
  title: string;
  description: string;
  presets: { name: string; aliases: string[]; description: string }[];
  params: { key: string; description: string; default?: string }[];
  metrics: { id: string; description: string }[];
}

describe('list --json', async () => {
  const { json, ...result } = await runCliJson<ListedPuzzle[]>(['list', '--json']);

  it('exits 0 and prints one JSON array, nothing on stderr', () => {
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(Array.isArray(json)).toBe(true);
    expect(json.length).toBeGreaterThanOrEqual(1);
  });

  it('lists each puzzle once, with a title, description, presets and at least one metric', () => {
    const ids = json.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of json) {
      expect(p.id).toMatch(/^[a-z0-9-]+$/);
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.presets.length).toBeGreaterThan(0);
      expect(p.metrics.length).toBeGreaterThan(0);
      for (const s of p.presets) {
        expect(s.description.length).toBeGreaterThan(0);
        expect(Array.isArray(s.aliases)).toBe(true);
      }
      const names = p.presets.flatMap((s) => [s.name, ...s.aliases].map((n) => n.toLowerCase()));
      expect(new Set(names).size, `${p.id}: preset names and aliases are distinct`).toBe(names.length);
    }
  });

  it('includes sliding-tiles with its presets, params and metrics', () => {
    const tiles = json.find((p) => p.id === 'sliding-tiles');
    expect(tiles).toBeDefined();
    expect(tiles!.presets.map((s) => s.name)).toEqual(['8-puzzle', '8-puzzle-easy', '15-puzzle', 'loyd-14-15', '4x3']);
    expect(tiles!.presets.find((s) => s.name === '15-puzzle')!.aliases).toContain('4x4');
    expect(tiles!.presets.find((s) => s.name === 'loyd-14-15')!.aliases).toContain('14-15');
    expect(tiles!.params.map((p) => p.key)).toEqual(['goal', 'heuristic']);
    expect(tiles!.params[0].default).toBe('blank-last');
    expect(tiles!.params[0].description).toContain('blank-first');
    expect(tiles!.metrics.map((m) => m.id)).toEqual(['moves', 'multi']);
  });

  it('every listed preset opens with `show` (each a separate process, so only the first of each puzzle)', async () => {
    for (const p of json) {
      const shown = await runCliJson<{ puzzle: string; instance: string }>(['show', p.id, '--preset', p.presets[0].name, '--json']);
      expect(shown.status).toBe(0);
      expect(shown.json.puzzle).toBe(p.id);
      expect(shown.json.instance.length).toBeGreaterThan(0);
    }
  });

  it('lists every backend of the catalog: a missing one fails here rather than skipping its tests', () => {
    expect(json.map((p) => p.id).sort()).toEqual(
      ['coins', 'frogs', 'hanoi', 'knights', 'puzzlescript', 'river-crossing', 'rush-hour', 'sliding-blocks', 'sliding-tiles', 'sokoban', 'submarine', 'water-jugs'].sort(),
    );
  });

  it('includes water-jugs with its presets', () => {
    const jugs = json.find((p) => p.id === 'water-jugs')!;
    expect(jugs).toBeDefined();
    const names = jugs.presets.map((s) => s.name);
    expect(names).toContain('8-5-3');
    expect(names).toContain('3-5-to-4');
    expect(jugs.metrics.length).toBeGreaterThan(0);
  });
});

describe('list --long (human)', async () => {
  const json = (await runCliJson<ListedPuzzle[]>(['list', '--json'])).json;
  const result = await runCli(['list', '--long']);

  it('exits 0 with nothing on stderr', () => {
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('mentions every puzzle, every preset and every alias', () => {
    for (const p of json) {
      expect(result.stdout).toMatch(new RegExp(`^${p.id}\\b`, 'm'));
      for (const s of p.presets) {
        expect(result.stdout, `${p.id} preset ${s.name}`).toMatch(new RegExp(`^\\s+${s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s:])`, 'm')); // not \b, which is ASCII-only: preset names may be Chinese
        for (const alias of s.aliases) expect(result.stdout).toContain(alias);
      }
      for (const param of p.params) expect(result.stdout).toContain(`${param.key}:`);
    }
  });

  it('is not JSON', () => {
    expect(() => JSON.parse(result.stdout)).toThrow();
  });
});

describe('list (short, human)', async () => {
  const json = (await runCliJson<ListedPuzzle[]>(['list', '--json'])).json;
  const result = await runCli(['list']);

  it('one line per puzzle: its id, its title and how many presets, then where the rest is', () => {
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(json.length + 1);
    json.forEach((p, i) => {
      expect(lines[i].startsWith(p.id + ' ')).toBe(true);
      expect(lines[i]).toContain(p.title);
      expect(lines[i]).toMatch(new RegExp(`; ${p.presets.length} presets?$`));
    });
    expect(lines.at(-1)).toContain('list --long');
  });
});

describe('puzzlekit --help', async () => {
  const result = await runCli(['--help']);

  it('lists the commands, every puzzle and a few examples, exit 0', async () => {
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Commands:[\s\S]*solve/);
    for (const id of (await runCliJson<ListedPuzzle[]>(['list', '--json'])).json.map((p) => p.id)) expect(result.stdout).toMatch(new RegExp(`^  ${id} `, 'm'));
    expect(result.stdout).toMatch(/Examples:\n  puzzlekit solve /);
  });

  it('every example in it runs: exit 0 (from the repository root, where examples/ is)', async () => {
    const examples = result.stdout
      .split('\n')
      .filter((l) => /^  puzzlekit /.test(l))
      .map((l) => l.replace(/#.*$/, '').trim().split(/\s+/).slice(1));
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const args of examples) {
      const run = await runCli(args);
      expect(run.status, `puzzlekit ${args.join(' ')}: ${run.stderr}`).toBe(0);
    }
  });
});
