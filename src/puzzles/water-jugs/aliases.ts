/** Other names water-jugs answers to: puzzle data, names a user types (the Chinese ones and their pinyin among them), not sentences. */
export const ALIASES = ['jugs', 'water-jug', 'water-pouring', '分水问题', '分水', 'fenshui', 'die-hard'];
