/** Other names frogs answers to: puzzle data, names a user types (the Chinese one and its pinyin among them), not sentences. */
export const ALIASES = ['frog', 'toads-and-frogs', '青蛙换位', 'qingwa-huanwei'];
