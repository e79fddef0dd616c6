/** Other names water-jugs answers to: puzzle data, names a user types (the Chinese ones and their pinyin among them), not sentences. */
export const ALIASES = ['jugs', 'water-jug', 'water-pouring', '分水问题', '分水', 'fenshui', 'die-hard'];

/** The names of the 10-7-3 preset, Han Xin's sharing of oil: its pinyin and its Chinese name. */
export const HAN_XIN_ALIASES = ['han-xin', 'hanxin', '韩信分油'];
