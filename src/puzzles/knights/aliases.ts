/** Other names knights answers to: puzzle data, names a user types (the Chinese name of the tour and its pinyin among them), not sentences. */
export const ALIASES = ['knight', 'knights-tour', 'knight-tour', 'guarini', '马踏棋盘', 'mataqipan'];
