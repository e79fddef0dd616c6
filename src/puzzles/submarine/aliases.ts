/** Other names submarine answers to: puzzle data, names a user types (the toy's Chinese name and its pinyin among them), not sentences. */
export const ALIASES = ['submarine-adventure', '潜艇大冒险', 'qianting-damaoxian'];
