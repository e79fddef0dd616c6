/** The Explore view's words (catalog "web.explore"): the space's figures and the state graph. */
import { defineCatalog, text } from '../../../src/i18n/index.js';

export const EXPLORE_WORDS = defineCatalog('web.explore', {
  explore: text({ en: 'Explore the space', zh: '分析状态空间' }),
  reachable: text({ en: 'Reachable positions', zh: '可达局面' }),
  goals: text({ en: 'Solved positions', zh: '完成局面' }),
  shortest: text({ en: 'Shortest solution', zh: '最短解' }),
  perDepth: text({ en: 'Positions per distance from the start', zh: '按离起点距离统计的局面数' }),
  farthest: text({ en: 'Farthest positions (click to load)', zh: '最远的局面（点击载入）' }),
  // The figures: the shortest solution's length, and the farthest positions' distance and how many there are (grouped).
  shortestMoves: text<{ moves: number }>({ en: '{moves} moves', zh: '{moves} 步' }),
  farthestTerm: text({ en: 'Farthest positions', zh: '最远的局面' }),
  farthestAt: text<{ distance: number; count: string }>({ en: 'distance {distance} ({count})', zh: '距离 {distance} ({count})' }),
  graph: text({ en: 'State graph (solution path highlighted)', zh: '状态图（高亮为解的路径）' }),
  /** `n`: grouped. */
  graphTooBig: text<{ n: string }>({ en: 'The state graph is drawn for spaces of up to {n} positions.', zh: '状态图只画不超过 {n} 个局面的空间。' }),
  spaceDiagram: text({ en: 'The whole space', zh: '整个状态空间' }),
  graphStart: text({ en: 'Start position', zh: '起始局面' }),
  graphStartAt: text<{ code: string }>({ en: 'Start position: {code}', zh: '起始局面：{code}' }),
  graphGoals: text({ en: 'Solved positions', zh: '完成局面' }),
  /** `moves`: the path's length, or a dash where there is none. */
  graphSolution: text<{ moves: number | string }>({ en: 'A shortest solution ({moves})', zh: '一个最短解 ({moves})' }),
  graphDistance: text({ en: 'distance to solved (colour of the dot)', zh: '离完成的距离（点的颜色）' }),
  graphNoGoal: text({ en: 'No way to solved from there', zh: '从这里无法完成' }),
  /** The graph's size, both grouped. */
  graphSize: text<{ states: string; moves: string }>({ en: '{states} states, {moves} moves between them', zh: '{states} 个状态, {moves} 条连线（走法）' }),
  graphZoomIn: text({ en: 'Zoom in', zh: '放大' }),
  graphZoomOut: text({ en: 'Zoom out', zh: '缩小' }),
  graphFit: text({ en: 'Fit', zh: '全图' }),
  graphLayout: text({ en: 'Layout', zh: '布局' }),
  graphLayoutForce: text({ en: 'force (ForceAtlas2)', zh: '力导向（ForceAtlas2）' }),
  graphLayoutLayers: text({ en: 'layers by moves from the start', zh: '按离起点的步数分层' }),
  /** `format`: the file format's name (GraphML, DOT). */
  graphSave: text<{ format: string }>({ en: 'Save {format}', zh: '保存 {format}' }),
  graphHowTo: text({ en: 'Rest the pointer on a dot (or tap it) to see its position; click it (or tap again) to play from there. Drag to move, wheel or pinch to zoom.', zh: '指针停在点上（或轻点）可看该局面，点击（或再点一次）从该局面开始玩。拖动平移，滚轮或双指缩放。' }),
  /** `detail`: the browser's own error, as it came. */
  graphNoWebgl: text<{ detail: string }>({ en: 'This browser cannot draw the graph (WebGL is off) ({detail})', zh: '此浏览器无法绘制状态图（WebGL 未开启） ({detail})' }),
  /** A dot's figures, under its position: `toGoal` a number, or ∞ where solved cannot be reached. */
  graphTip: text<{ depth: number; toGoal: string }>({ en: 'moves from the start: {depth} · to solved: {toGoal}', zh: '离起点步数: {depth} · 离完成: {toGoal}' }),
  graphTapAgain: text({ en: 'Tap again to play from here', zh: '再点一次从这里开始玩' }),
});
