/**
 * The page's language on opening: a link's `lang=` first, then the choice
 * remembered from the switch, then the browser's first English or Chinese
 * language, else English.
 */
import { describe, expect, it } from 'vitest';
import { initialLang } from '../../web/src/initial-lang.js';

describe('the language the app opens in', () => {
  it('follows the browser on a first visit', () => {
    expect(initialLang(null, null, ['zh-CN', 'zh'])).toBe('zh');
    expect(initialLang(null, null, ['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(initialLang(null, null, ['en-GB', 'zh-CN'])).toBe('en');
    expect(initialLang(null, null, ['fr-FR'])).toBe('en');
    expect(initialLang(null, null, [])).toBe('en');
  });

  it('keeps the choice made with the switch, and a link’s language wins over both', () => {
    expect(initialLang(null, 'en', ['zh-CN'])).toBe('en');
    expect(initialLang(null, 'zh', ['en-US'])).toBe('zh');
    expect(initialLang(null, 'klingon', ['zh-CN'])).toBe('zh');
    expect(initialLang('zh', 'en', ['en-US'])).toBe('zh');
    expect(initialLang('en', 'zh', ['zh-CN'])).toBe('en');
  });
});
