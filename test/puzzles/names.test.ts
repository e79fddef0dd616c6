/** The name matching behind aliases and "did you mean": edit distance, normalised names, closest names. */
import { describe, expect, it } from 'vitest';
import { closestNames, didYouMean, editDistance, findNamed, normalName } from '../../src/puzzles/names.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['goal', 'gaol', 1],
    ['华容道', '华容', 1],
    ['横刀立马', '横刀立', 1],
    ['same', 'same', 0],
  ])('%s -> %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('names', () => {
  const items = [{ name: '横刀立马', aliases: ['hengdaolima'] }, { name: '指挥若定', aliases: ['zhihuiruoding'] }, { name: 'walled-5x5' }];

  it('normalises case and separators', () => {
    expect(normalName(' Heng-Dao_Li Ma ')).toBe('hengdaolima');
    expect(findNamed(items, 'HENGDAOLIMA')?.name).toBe('横刀立马');
    expect(findNamed(items, 'walled 5x5')?.name).toBe('walled-5x5');
    expect(findNamed(items, 'nothing')).toBeUndefined();
    expect(findNamed(items, '--')).toBeUndefined();
  });

  it('suggests the closest, through aliases too, and nothing far away', () => {
    expect(closestNames(items, 'hengdaolim')).toEqual(['横刀立马 (hengdaolima)']);
    expect(closestNames(items, 'walled')).toEqual(['walled-5x5']);
    expect(closestNames(items, 'xyz')).toEqual([]);
    expect(didYouMean([])).toBe('');
    expect(didYouMean(['a'])).toBe('did you mean a?');
    expect(didYouMean(['a', 'b', 'c'])).toBe('did you mean a, b or c?');
  });
});
