/** The sentences of `puzzlekit library` and `classify --library` (catalog "cli.library"): the puzzle library's listings, positions and build. */
import { defineCatalog, text } from '../../i18n/index.js';

export const LIBRARY = defineCatalog('cli.library', {
  description: text({
    en: 'the puzzle library (a classified family in SQLite): list puzzles by moves, type and group size, or answer a position with --code',
    zh: '题库（已分类的布局族，存于 SQLite）：按步数、类型和组大小列出题目，或用 --code 查询一个局面',
  }),
  optionLibrary: text({ en: 'the library folder (default: ./puzzlekit-library)', zh: '题库文件夹（默认：./puzzlekit-library）' }),
  optionMoves: text({ en: 'puzzles whose fewest moves lie in this range: 40, 40..60, 40.. or ..60', zh: '最少步数在此范围内的题目：40、40..60、40.. 或 ..60' }),
  optionType: text({ en: "only these types, in the family's words (sliding-blocks: 4,1,4 or 4,1,4/3,3,0)", zh: '只要这些类型，按布局族的写法（sliding-blocks：4,1,4 或 4,1,4/3,3,0）' }),
  optionMinSize: text({ en: 'only groups of at least this many layouts', zh: '只要至少有这么多个布局的组' }),
  optionHardest: text({ en: 'the hardest first (default: the fewest moves in range first)', zh: '最难的排在前面（默认：范围内步数最少的在前）' }),
  optionLimit: text({ en: 'at most this many puzzles (default 20)', zh: '最多列出这么多道题（默认 20）' }),
  optionOffset: text({ en: 'skip this many puzzles first (pages of a listing)', zh: '先跳过这么多道题（分页）' }),
  optionCode: text({ en: "a position's code: its distance to solved, its group and place in the family, and every move", zh: '局面的编码：它到解的距离、所在组和在布局族中的位置，以及每一步' }),
  optionBuild: text({ en: 'build (or build again) the library from the classified files in the folder (classify --out)', zh: '用文件夹中已分类的文件（classify --out）建立（或重建）题库' }),
  classifyLibrary: text({ en: 'write the database into this folder and build the library there (library, serve)', zh: '把数据库写进这个文件夹并在那里建立题库（供 library、serve 使用）' }),
  libraryWithOut: text({ en: '--library and --out name the same folder: give one of them', zh: '--library 和 --out 指的是同一个文件夹：只给其中一个' }),
  refused: text<{ why: string }>({ en: 'library: {why}', zh: '题库：{why}' }),
  /** The listing's head: one word each (the line is split at spaces). */
  head: text({ en: 'type group layouts solved moves puzzle', zh: '类型 组 布局数 可解 步数 题目' }),
  none: text({ en: 'No puzzle in the library fits.', zh: '题库中没有符合条件的题目。' }),
  listed: text<{ shown: number; offset: number; puzzle: string }>({
    en: '{shown, plural, one {# puzzle} other {# puzzles}}{offset, plural, =0 {} other { after the first #}}: open one with solve {puzzle} --code CODE, or library {puzzle} --code CODE',
    zh: '{shown} 道题{offset, plural, =0 {} other {（跳过前 # 道）}}：用 solve {puzzle} --code CODE 或 library {puzzle} --code CODE 打开',
  }),
  built: text<{ dir: string; types: number; layouts: string; groups: string; puzzles: string }>({
    en: 'Library in {dir}: {types, plural, one {# type} other {# types}}, {layouts} layouts, {groups} groups, {puzzles} puzzles.',
    zh: '题库在 {dir}：{types} 种类型，{layouts} 个布局，{groups} 组，{puzzles} 道题。',
  }),
  distance: text<{ code: string; status: 'solved' | 'solvable' | 'unsolvable'; distance: number; source: 'library' | 'search' }>({
    en: '{code}: {status, select, solved {solved} unsolvable {cannot be solved} other {{distance, plural, one {# move} other {# moves}} from solved}} ({source, select, library {from the library} other {by search}}).',
    zh: '{code}：{status, select, solved {已解开} unsolvable {无解} other {离解开还有 {distance} 步}}（{source, select, library {来自题库} other {由搜索得出}}）。',
  }),
  place: text<{ type: string; group: number; groups: number; size: string; solved: string; farthest: number; fromHardest: number; hardest: string }>({
    en: '{type}; group {group} of {groups}: {size} layouts, {solved} solved; its hardest layout {hardest} needs {farthest} moves ({fromHardest} more).',
    zh: '{type}；第 {group} 组（共 {groups} 组）：{size} 个布局，{solved} 个已解开；本组最难的布局 {hardest} 需要 {farthest} 步（多 {fromHardest} 步）。',
  }),
  movesHead: text({ en: 'Moves, best first:', zh: '每一步，最好的在前：' }),
  move: text<{ move: string; words: string; code: string; distance: string }>({
    en: '{move}  {words}  → {code}  {distance}',
    zh: '{move}  {words}  → {code}  {distance}',
  }),
  noMoves: text({ en: 'No legal move.', zh: '没有合法的走法。' }),
  generateLibrary: text({ en: 'draw the puzzles from this library (each a group\'s hardest layout) instead of making them', zh: '从这个题库中抽取题目（每道题是一组中最难的布局），而不是新造' }),
  drawHeading: text<{ count: number; seed: number; dir: string }>({
    en: '{count, plural, =0 {No puzzle} one {# puzzle} other {# puzzles}} drawn from the library in {dir} (seed {seed}):',
    zh: '从 {dir} 的题库中抽取了 {count} 道题（种子 {seed}）：',
  }),
  drawn: text<{ code: string; moves: number; type: string; size: string }>({
    en: '{code}: {moves, plural, one {# move} other {# moves}} (type {type}, a group of {size} layouts)',
    zh: '{code}：{moves} 步（类型 {type}，所在组有 {size} 个布局）',
  }),
  notInLibrary: text<{ why: string }>({ en: 'not in the library: {why}', zh: '不在题库里：{why}' }),
});
