/** Other names Rush Hour answers to: puzzle data, names a user types (its Chinese names and their pinyin among them), not sentences. */
export const ALIASES = ['rushhour', 'rush', '尖峰时刻', 'jianfengshike', '塞车', 'saiche', 'unblock-me'];
