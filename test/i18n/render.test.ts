/** Messages as data, rendered in the language asked: plurals, numbers as written, messages inside messages. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineCatalog, render, text, translator, type Message } from '../../src/i18n/index.js';
import { plainSentence } from '../../src/i18n/plain-sentence.js';

const SAMPLE = defineCatalog('test.sample', {
  solved: text<{ moves: number; stats: string }>({ en: 'Solved in {moves, plural, one {# move} other {# moves}} ({stats}).', zh: '已解出：{moves} 步（{stats}）。' }),
  stopped: text<{ why: Message }>({ en: 'Stopped: {why}.', zh: '已停止：{why}。' }),
  limit: text({ en: 'the state limit was reached', zh: '达到了状态数上限' }),

});

describe('a catalog', () => {
  it('makes messages as data: an id and the values', () => {
    expect(SAMPLE.solved({ moves: 81, stats: 'bfs' })).toEqual({ id: 'test.sample.solved', params: { moves: 81, stats: 'bfs' } });
    expect(SAMPLE.limit()).toEqual({ id: 'test.sample.limit', params: {} });
    expectTypeOf(SAMPLE.solved).parameter(0).toEqualTypeOf<{ moves: number; stats: string }>();
  });

  it('renders plurals, and numbers as they are written outside them', () => {
    expect(render(SAMPLE.solved({ moves: 1, stats: 'bfs' }), 'en')).toBe('Solved in 1 move (bfs).');
    expect(render(SAMPLE.solved({ moves: 1234, stats: 'bfs' }), 'en')).toBe('Solved in 1,234 moves (bfs).');
    expect(render(SAMPLE.solved({ moves: 1234, stats: 'bfs' }), 'zh')).toBe('已解出：1234 步（bfs）。');
  });

  it('renders a message inside a message in the same language', () => {
    const t = translator('zh');
    expect(t(SAMPLE.stopped({ why: SAMPLE.limit() }))).toBe('已停止：达到了状态数上限。');
    expect(render(SAMPLE.stopped({ why: SAMPLE.limit() }), 'en')).toBe('Stopped: the state limit was reached.');
  });

  it('refuses a catalog defined twice and a message no catalog has', () => {
    expect(() => defineCatalog('test.sample', {})).toThrow(/defined twice/);
    expect(() => render({ id: 'test.sample.nothing', params: {} }, 'en')).toThrow(/no catalog has the message "test.sample.nothing"/);
  });

  it('reads plain sentences into pieces, quotes and unshown placeholders included, and leaves the rest to ICU', () => {
    expect(plainSentence("the knight's tour from {start}")?.parts).toEqual(["the knight's tour from ", 'start', '']);
    expect(plainSentence("JSON like '{\"a\": 1}' or ''{x}'' then {y}")?.parts).toEqual(['JSON like {"a": 1} or \'', 'x', "' then ", 'y', '']);
    expect(plainSentence('华容道「{name}」{pinyin, select, other {}}')?.parts).toEqual(['华容道「', 'name', '」']);
    expect(plainSentence('{n, plural, one {# move} other {# moves}}')).toBeNull();
    expect(plainSentence('{kind, select, a {one} other {two}}')).toBeNull();
    expect(plainSentence('{n, number}')).toBeNull();
    expect(plainSentence('a lone } brace')).toBeNull();
  });
});

