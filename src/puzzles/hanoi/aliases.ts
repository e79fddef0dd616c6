/** Other names hanoi answers to: puzzle data, names a user types (the Chinese one and its pinyin among them), not sentences. */
export const ALIASES = ['towers-of-hanoi', 'tower-of-hanoi', 'towers', '汉诺塔', 'hannuota'];
