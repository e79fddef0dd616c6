/**
 * Every built-in puzzle speaks Chinese all the way: its title, presets and
 * metrics have Chinese names, and the moves from the start of each preset
 * are told in Chinese words; English stays the default.
 */
import { describe, expect, it } from 'vitest';
import { openInstance } from '../../src/midend/index.js';
import { PUZZLES } from '../../src/puzzles/catalog.js';
import { langOfLocale } from '../../src/puzzles/lang.js';
import { metricName, paramDescription, presetDescription, puzzleTitle } from '../../src/puzzles/localized.js';
import { ENGINE_MESSAGES } from '../../src/engine/messages.js';
import { render } from '../../src/i18n/index.js';

const HAN = /\p{Script=Han}/u;

describe.each(PUZZLES.map((p) => [p.id, p] as const))('%s in Chinese', (_id, puzzle) => {
  it('has a Chinese title, and Chinese words for every preset, metric and parameter', () => {
    expect(puzzleTitle(puzzle, 'zh')).toMatch(HAN);
    expect(puzzleTitle(puzzle)).toBe(puzzle.title);
    for (const preset of puzzle.presets) expect(presetDescription(preset, 'zh'), preset.name).toMatch(HAN);
    for (const metric of puzzle.metrics) expect(metricName(puzzle, metric, 'zh'), metric.id).toMatch(HAN);
    for (const param of puzzle.params) expect(paramDescription(puzzle, param, 'zh'), param.key).toMatch(HAN);
  });

  it('tells the moves from the start of each preset in Chinese, and in English by default', () => {
    for (const preset of puzzle.presets) {
      const zh = openInstance(puzzle, { source: { kind: 'preset', name: preset.name }, lang: 'zh' });
      const en = openInstance(puzzle, { source: { kind: 'preset', name: preset.name } });
      const zhMoves = zh.legalMoves(zh.start);
      const enMoves = en.legalMoves(en.start);
      expect(zhMoves.map((m) => m.code)).toEqual(enMoves.map((m) => m.code));
      for (const m of zhMoves) expect(m.words, `${preset.name} ${m.code}`).toMatch(HAN);
      for (const m of enMoves) expect(m.words, `${preset.name} ${m.code}`).not.toMatch(HAN);
      expect(zh.header).toMatch(/：/);
    }
  });
});

describe('the language of a locale', () => {
  it('is Chinese for any zh locale and English otherwise', () => {
    expect(['zh', 'zh-CN', 'zh_TW.UTF-8', 'zh-Hant-HK', 'ZH'].map(langOfLocale)).toEqual(['zh', 'zh', 'zh', 'zh', 'zh']);
    expect(['en-US', 'C', 'POSIX', 'zu', '', undefined].map(langOfLocale)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
  });
});

describe('a proof that there is no solution', () => {
  it('is worded in the language asked, the problem’s own English by default', () => {
    const loyd = openInstance('sliding-tiles', { source: { kind: 'preset', name: 'loyd-14-15' } });
    expect(loyd.puzzle.unsolvableReason!(loyd.instance, loyd.metric)).toBe(loyd.problem.unsolvableReason!());
    expect(loyd.puzzle.unsolvableReason!(loyd.instance, loyd.metric, 'zh')).toMatch(/^方块排列的奇偶性/);
    const jugs = openInstance('water-jugs', { source: { kind: 'code', code: '8,5,3:8,0,0:4,4,1:notap' } });
    expect(jugs.puzzle.unsolvableReason!(jugs.instance, jugs.metric, 'zh')).toBe('没有水龙头时水的总量始终是 8 升，而目标是 9 升');
    const tour = openInstance('knights', { source: { kind: 'code', code: 'tour:5x5:closed:a1' } });
    expect(tour.puzzle.unsolvableReason!(tour.instance, tour.metric, 'zh')).toMatch(/闭合周游需要两种格一样多，而这个棋盘有 12 个浅色格和 13 个深色格$/);
    expect(render(ENGINE_MESSAGES.noSolutionWithin({ moves: 15 }), 'zh')).toBe('不存在不超过 15 步的解');
    expect(render(ENGINE_MESSAGES.noSolutionWithin({ moves: 15 }), 'en')).toBe('no solution of at most 15 moves');
    const solvable = openInstance('sliding-tiles', { source: { kind: 'preset', name: '8-puzzle' } });
    expect(solvable.puzzle.unsolvableReason!(solvable.instance, solvable.metric, 'zh')).toBeNull();
  });
});


describe('the river-crossing board in Chinese', () => {
  const labels = (preset: string, lang: 'en' | 'zh') => {
    const opened = openInstance('river-crossing', { source: { kind: 'preset', name: preset }, lang });
    const shapes = opened.puzzle.draw(opened.instance, opened.problem.start, lang).shapes;
    return [...new Set(shapes.flatMap((s) => ('id' in s && s.id?.startsWith('traveller') && s.kind === 'rect' ? [s.label] : [])))];
  };

  it('names travellers by the first character of their Chinese names where those tell them apart, else by their letters', () => {
    expect(labels('ghosts', 'zh')).toEqual(['人', '鬼']);
    expect(labels('ghosts', 'en')).toEqual(['P', 'G']);
    expect(labels('wolf-goat-cabbage', 'zh')).toEqual(['农', '狼', '羊', '白']);
    expect(labels('jealous-husbands', 'zh')).toEqual(['H1', 'W1', 'H2', 'W2', 'H3', 'W3']);
  });
});
