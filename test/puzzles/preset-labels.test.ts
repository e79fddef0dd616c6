/**
 * The presets as the app's menu shows them: the name, then what it is, in
 * the page's language; no command-line flags, and neither the preset's name
 * nor the puzzle's said twice.
 */
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { chineseTitleName } from '../../src/puzzles/chinese-names.js';
import { presetLabel } from '../../src/puzzles/localized.js';
import { LANGS } from '../../src/puzzles/lang.js';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('preset labels', () => {
  const labels = PUZZLES.flatMap((puzzle) => puzzle.presets.flatMap((preset) => LANGS.map((lang) => ({ puzzle, preset, lang, label: presetLabel(preset, lang) }))));

  it('show no command-line flags', () => {
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter(({ label }) => /(^|[\s(（,，])--[a-z]/.test(label)).map(({ label }) => label)).toEqual([]);
  });

  it('name the preset once and do not repeat the puzzle’s name', () => {
    const repeated = labels.filter(({ puzzle, preset, label }) => {
      const title = chineseTitleName(puzzle);
      // A name that is a plain word ("hardest", "family") may stand in a sentence; an id or a Chinese name is a repeat.
      const idLike = /[^a-z]/.test(preset.name);
      return (idLike && occurrences(label, preset.name) > 1) || (title !== undefined && !preset.name.includes(title) && label.includes(title));
    });
    expect(repeated.map(({ label }) => label)).toEqual([]);
  });

  it('read as a person expects, in both languages', () => {
    const label = (puzzleId: string, name: string, lang: 'en' | 'zh') => presetLabel(PUZZLES.find((p) => p.id === puzzleId)!.presets.find((p) => p.name === name)!, lang);
    expect(label('sliding-blocks', '横刀立马', 'en')).toBe('横刀立马 (hengdaolima): the best-known opening, 81 moves');
    expect(label('sliding-blocks', '横刀立马', 'zh')).toBe('横刀立马：最有名的开局，81 步');
    expect(label('sliding-blocks', '将拥曹营', 'zh')).toBe('将拥曹营：经典开局');
    expect(label('submarine', 'warm-up', 'en')).toBe('warm-up: a first level: 11 moves');
    expect(label('submarine', 'easy', 'zh')).toBe('简单：37 步');
    // Rush Hour's first preset counts rows from 1, as everything else does (it once said "row 2, column 4").
    expect(label('rush-hour', 'rush-hour-1', 'en')).toMatch(/right edge of row 3;/);
    expect(label('rush-hour', 'rush-hour-1', 'zh')).toContain('第 3 行');
    expect(label('sliding-tiles', '8-puzzle', 'en')).toBe('8-puzzle: the 3x3 puzzle from one of its two hardest positions (31 moves)');
  });
});
