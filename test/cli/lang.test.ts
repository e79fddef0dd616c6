/**
 * The command line's language: `--lang zh` or a Chinese locale gives Chinese
 * words all the way (the moves, the summary, the common errors), `--lang en`
 * or any other locale the English of before, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { chooseLang } from '../../src/cli/lang.js';
import { linesOf, runCli } from '../support/cli.js';

/** The 11 crossings of the shortest 人鬼渡河 plan the search finds, as the write-up tells them. */
const GHOSTS_ZH = [
  '2 个鬼从东岸到西岸',
  '1 个鬼从西岸到东岸',
  '2 个鬼从东岸到西岸',
  '1 个鬼从西岸到东岸',
  '2 个人从东岸到西岸',
  '1 个人和 1 个鬼从西岸到东岸',
  '2 个人从东岸到西岸',
  '1 个鬼从西岸到东岸',
  '2 个鬼从东岸到西岸',
  '1 个鬼从西岸到东岸',
  '2 个鬼从东岸到西岸',
];

describe('puzzlekit --lang', () => {
  it('solves 人鬼渡河 in Chinese: the header, every crossing and the summary', async () => {
    const r = await runCli(['solve', 'river-crossing', '--preset', '人鬼渡河', '--lang', 'zh', '--no-boards']);
    expect(r.status).toBe(0);
    const lines = linesOf(r.stdout);
    expect(lines[0]).toMatch(/^过河问题.*：人鬼渡河（ghosts\//);
    expect(lines.slice(1, 12)).toEqual(GHOSTS_ZH.map((words, i) => `${i + 1}. ${words}`));
    expect(lines[12]).toMatch(/^已解出：11 步（bfs，\d+ 个状态，/);
  });

  it('speaks English with --lang en, and without it under an English or C locale, as before', async () => {
    const asked = await runCli(['solve', 'river-crossing', '--preset', 'ghosts', '--lang', 'en', '--no-boards'], { env: { LANG: 'zh_CN.UTF-8' } });
    const plain = await runCli(['solve', 'river-crossing', '--preset', 'ghosts', '--no-boards']);
    expect(asked.stdout).toBe(plain.stdout.replace(/\d+(\.\d+)? ms\)/, asked.stdout.match(/\d+(\.\d+)? ms\)/)![0]));
    const lines = linesOf(plain.stdout);
    expect(lines[1]).toBe('1. 2 ghosts cross east to west');
    expect(lines[12]).toMatch(/^Solved in 11 moves \(bfs, /);
  });

  it('follows a Chinese locale', async () => {
    const zh = await runCli(['solve', 'hanoi', '--preset', 'small', '--no-boards'], { env: { LANG: 'zh_CN.UTF-8' } });
    expect(linesOf(zh.stdout)[1]).toBe('1. 把 1 号盘从 A 柱移到 C 柱');
  });

  it('reports the common mistakes in Chinese, still one line and exit 2', async () => {
    const preset = await runCli(['solve', 'river-crossing', '--preset', 'ghostz', '--lang', 'zh']);
    expect(preset.status).toBe(2);
    expect(preset.stderr).toMatch(/^puzzlekit: river-crossing 没有预设 "ghostz"：你是不是想找 ghosts？（预设：.*）\n$/);
  });

  it('explores a ranked space with the compact search in Chinese too, its figures as in English', async () => {
    const zh = await runCli(['explore', 'sliding-tiles', '--code', '1,2,3/4,5,0', '--compact', '--threads', '1', '--lang', 'zh']);
    expect(zh.status).toBe(0);
    expect(zh.stdout).toContain('紧凑搜索（从起点出发，1 个线程）');
    expect(zh.stdout).toContain('可达状态：360');
    expect(zh.stdout).toContain('离起点最远：1 个状态，21 步');
    expect(zh.stdout).not.toMatch(/Reachable|Farthest|States per/);
  });

  it('reads the language from the arguments first, then LC_ALL, LC_MESSAGES and LANG', () => {
    expect(chooseLang(['solve', 'x', '--lang', 'zh'], {})).toBe('zh');
    expect(chooseLang(['--lang=en'], { LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(chooseLang([], { LANG: 'zh_TW.UTF-8' })).toBe('zh');
    expect(chooseLang([], { LANG: 'zh' })).toBe('zh');
    expect(chooseLang([], { LC_ALL: '', LC_MESSAGES: 'zh_CN', LANG: 'en_US' })).toBe('zh');
    expect(chooseLang([], { LC_ALL: 'C', LANG: 'zh_CN' })).toBe('en');
    expect(chooseLang([], { LANG: 'zu_ZA' })).toBe('en');
    expect(chooseLang([], {})).toBe('en');
  });
});
