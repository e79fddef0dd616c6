/** Play by keys' words (catalog "web.key-play"): Sokoban and PuzzleScript games played with the keyboard and swipes. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const KEY_PLAY_WORDS = defineCatalog('web.key-play', {
  keysNote: text<{ action: 'yes' | 'no' }>({
    en: 'Arrow keys or WASD move (or swipe on the board){action, select, yes {; X or space is the action} other {}}; Z undoes, Y redoes, R restarts.',
    zh: '方向键或 WASD 移动（也可在棋盘上滑动）{action, select, yes {；X 或空格是动作键} other {}}；Z 悔棋，Y 重做，R 重来。',
  }),
  restart: text({ en: 'Restart', zh: '重来' }),
  watch: text({ en: 'Watch a solution', zh: '观看解法' }),
  stopWatching: text({ en: 'Stop', zh: '停止' }),
  movesMade: text<{ moves: number }>({ en: 'Moves: {moves}', zh: '步数：{moves}' }),
  won: text<{ moves: number }>({ en: 'Solved in {moves} moves!', zh: '完成！共 {moves} 步' }),
  /** `count`: how many boxes (pieces) are proven stuck. */
  stuck: text<{ count: number }>({
    en: '{count, plural, one {A box can no longer reach any goal} other {# boxes can no longer reach any goal}}: undo to go on.',
    zh: '有 {count} 个箱子再也到不了任何目标：请悔棋。',
  }),
  hintSearching: text({ en: 'Searching for the next move from here…', zh: '正在从这里搜索下一步…' }),
  /** `move`: the move in the puzzle's words; `left`: the moves (of the metric) still needed. */
  hintNext: text<{ move: string; left: number }>({ en: 'Next: {move} ({left} to go)', zh: '下一步：{move}（还需 {left} 步）' }),
  hintSolved: text({ en: 'Already solved.', zh: '已经完成了。' }),
  hintNone: text({ en: 'No solution from here: undo or restart.', zh: '从这里无解：请悔棋或重来。' }),
  hintLimit: text({ en: 'The search stopped at its limit before finding the next move.', zh: '搜索在找到下一步之前达到了上限。' }),
  byAuthor: text<{ title: string; author: string }>({ en: '{title} by {author}', zh: '{title}，作者 {author}' }),
  nextLevel: text({ en: 'Next level', zh: '下一关' }),
});
