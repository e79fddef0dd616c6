/** Other names sokoban answers to: puzzle data, names a user types (the Chinese and Japanese ones and their romanisations among them), not sentences. */
export const ALIASES = ['推箱子', 'tuixiangzi', '倉庫番', '仓库番', 'soukoban', 'box-pusher', 'warehouse-keeper'];
