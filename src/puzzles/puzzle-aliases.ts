/**
 * Other names for the puzzles in the catalog, as people type them: English
 * names, pinyin and Chinese. A few name one instance too (`15-puzzle` is the
 * sliding-tiles preset of that name), used when no instance is given.
 */
export interface PuzzleAlias {
  alias: string;
  id: string;
  /** The preset this name stands for, when it names one instance. */
  preset?: string;
}

const alias = (id: string, names: readonly string[]): PuzzleAlias[] => names.map((name) => ({ alias: name, id }));

export const PUZZLE_ALIASES: readonly PuzzleAlias[] = [
  ...alias('sliding-tiles', ['tiles', 'n-puzzle', 'sliding-puzzle', 'fifteen', '数字华容道', 'shuzi-huarongdao']),
  { alias: '15-puzzle', id: 'sliding-tiles', preset: '15-puzzle' },
  { alias: '8-puzzle', id: 'sliding-tiles', preset: '8-puzzle' },
  ...alias('sliding-blocks', ['klotski', 'huarongdao', 'hua-rong-dao', '华容道', 'blocks', 'rush-hour']),
  ...alias('submarine', ['submarine-adventure', '潜艇大冒险', 'qianting-damaoxian']),
  ...alias('river-crossing', ['river', 'rivercrossing', '过河', 'guohe', '渡河', 'missionaries-cannibals', 'wolf-goat-cabbage', 'bridge-torch']),
  ...alias('water-jugs', ['jugs', 'water-jug', 'water-pouring', '分水问题', '分水', 'fenshui', 'die-hard']),
  ...alias('coins', ['coin', 'tait']),
  ...alias('frogs', ['frog', 'toads-and-frogs', '青蛙换位', 'qingwa-huanwei']),
  ...alias('knights', ['knight', 'knights-tour', 'knight-tour', 'guarini', '马踏棋盘', 'mataqipan']),
  ...alias('hanoi', ['towers-of-hanoi', 'tower-of-hanoi', 'towers', '汉诺塔', 'hannuota']),
];

/** The other names of one puzzle. */
export function aliasesOf(id: string): string[] {
  return PUZZLE_ALIASES.filter((a) => a.id === id).map((a) => a.alias);
}
