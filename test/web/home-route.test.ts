/** Where the home page lives in the URL: the default when a link names no puzzle, and its own link in each language. */
import { describe, expect, it } from 'vitest';
import { homeQuery, isHomeQuery } from '../../web/src/home/home-route.js';

describe('the home page in the URL', () => {
  it('is shown for a bare link, a link with only lang=, and view=home', () => {
    expect(isHomeQuery('')).toBe(true);
    expect(isHomeQuery('?lang=zh')).toBe(true);
    expect(isHomeQuery('?puzzle=hanoi&view=home')).toBe(true);
  });

  it('is not shown for a link that names a puzzle', () => {
    expect(isHomeQuery('?puzzle=hanoi')).toBe(false);
    expect(isHomeQuery('?puzzle=hanoi&view=play&lang=zh')).toBe(false);
  });

  it('links to itself with no query in English and lang=zh in Chinese, and reads its own links back', () => {
    expect(homeQuery('en')).toBe('');
    expect(homeQuery('zh')).toBe('?lang=zh');
    expect(isHomeQuery(homeQuery('zh'))).toBe(true);
  });
});
