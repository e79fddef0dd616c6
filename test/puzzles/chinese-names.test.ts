/**
 * Chinese names open what they name, as 华容道 opens Klotski: every puzzle's
 * Chinese title (up to its parenthesis) and every Chinese preset name or
 * alias that names one thing in the catalog, on the command line too
 * (`solve 人鬼渡河`). A name two backends share opens neither.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES, resolvePuzzle } from '../../src/puzzles/catalog.js';
import { chineseNameIndex, chineseTitleName } from '../../src/puzzles/chinese-names.js';
import type { AnyPuzzle } from '../../src/puzzles/puzzle.js';
import { runCliJson } from '../support/cli.js';

const HAN = /\p{Script=Han}/u;

/** Every Chinese name in the catalog with what it names, gathered here independently of the index. */
function chineseNames(): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const add = (name: string, target: string) => named.set(name, (named.get(name) ?? new Set()).add(target));
  for (const puzzle of PUZZLES) {
    const title = puzzle.zh?.title.split('（')[0].trim();
    if (title && HAN.test(title)) add(title, puzzle.id);
    for (const preset of puzzle.presets) for (const name of [preset.name, ...(preset.aliases ?? [])]) if (HAN.test(name)) add(name, `${puzzle.id} --preset ${preset.name}`);
  }
  return named;
}

/** What a name opens, written as the command line would say it. */
function opened(name: string): string {
  const { puzzle, preset } = resolvePuzzle(name);
  return preset === undefined ? puzzle.id : `${puzzle.id} --preset ${preset}`;
}

describe('Chinese names', () => {
  const names = chineseNames();
  const unique = [...names].filter(([, targets]) => targets.size === 1).map(([name, targets]) => [name, [...targets][0]] as const);

  it('are many: a puzzle title for most puzzles and the presets named in Chinese', () => {
    expect(unique.length).toBeGreaterThanOrEqual(40);
    expect(Object.fromEntries(unique)).toMatchObject({
      人鬼渡河: 'river-crossing --preset ghosts',
      和尚与妖怪: 'river-crossing --preset monks-monsters',
      横刀立马: 'sliding-blocks --preset 横刀立马',
      过河问题: 'river-crossing',
      数字推盘: 'sliding-tiles',
      韩信分油: 'water-jugs --preset 10-7-3',
    });
  });

  it('each open the puzzle or preset they name, or the puzzle whose own alias the name is', () => {
    const wrong: string[] = [];
    for (const [name, target] of unique) {
      const got = opened(name);
      // A name that is also a puzzle's alias (华容道, 汉诺塔) opens by the alias, with the puzzle's default preset.
      const byAlias = PUZZLES.some((p) => (p.aliases ?? []).some((a) => (typeof a === 'string' ? a : a.name) === name));
      if (got !== target && !(byAlias && target.startsWith(got))) wrong.push(`${name}: ${got}, not ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are suggested for a near miss', () => {
    expect(() => resolvePuzzle('人鬼渡')).toThrow(/did you mean river-crossing \(人鬼渡河\)\?/);
  });

  it('stand for nothing when two puzzles share one', () => {
    const fake = (id: string): AnyPuzzle => ({ id, zh: { title: '同名谜题（说明）' }, presets: [{ name: 'p', aliases: ['同一关'], description: '' }, { name: '独有' + id, description: '' }] }) as unknown as AnyPuzzle;
    const index = chineseNameIndex([fake('a'), fake('b')]);
    expect(index.map((e) => `${e.name}=${e.puzzle.id}/${e.preset ?? ''}`)).toEqual(['独有a=a/独有a', '独有b=b/独有b']);
    expect(chineseTitleName(fake('a'))).toBe('同名谜题');
    expect(() => resolvePuzzle('同名谜题')).toThrow(/unknown puzzle/);
  });

  it('work on the command line: solve 人鬼渡河 as solve 华容道 does', async () => {
    const ghosts = await runCliJson<{ puzzle: string; length: number }>(['solve', '人鬼渡河', '--json']);
    expect(ghosts.status, ghosts.stderr).toBe(0);
    expect(ghosts.json).toMatchObject({ puzzle: 'river-crossing', length: 11 });
    const byPreset = await runCliJson<{ instance: string }>(['show', 'river-crossing', '--preset', 'ghosts', '--json']);
    const byName = await runCliJson<{ instance: string }>(['show', '人鬼渡河', '--json']);
    expect(byName.json.instance).toBe(byPreset.json.instance);
  });
});
