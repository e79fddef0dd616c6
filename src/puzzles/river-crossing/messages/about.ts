/**
 * What the river-crossing backend says about itself: its title and
 * description, its presets, parameters and metrics, its cost unit, and the
 * words of its state-space diagram. Part of the catalog "river-crossing"
 * (index.ts).
 */
import { text, type Message } from '../../../i18n/index.js';
import type { Flag } from './words.js';

export const ABOUT_TEXTS = {
  title: text({
    en: 'River crossings (missionaries and cannibals, 人鬼渡河, wolf-goat-cabbage, bridge and torch, ...)',
    zh: '过河问题（传教士与野人、人鬼渡河、狼羊白菜、过桥问题……）',
  }),
  description: text({
    en:
      'Travellers cross a river in a boat (or a bridge with a torch) under rules: a capacity, who rows (maybe only on some crossings), ' +
      'weights and loads, crossing times and a time limit, and safety rules on the banks and in the boat (outnumbering, forbidden company, groups by kind). ' +
      'Fewest crossings, or least time when crossings take time. A puzzle is a JSON spec of our own or a RiverCrossing scenario (--file); ' +
      'presets take parameters (missionaries, cannibals, boat; couples; times). Codes: a preset code like jealous-husbands/couples=4/boat=3, or a spec as JSON.',
    zh:
      '旅行者按规则乘船过河（或打着一支火把过桥）：船的容量、谁会划船（也许只在某几趟）、体重与载重、过河用时与时限，' +
      '以及岸上和船上的安全规则（人数压制、不能相处、按种类分组）。求最少渡河次数，过河要花时间时求最短用时。' +
      '谜题可以是本项目的 JSON 描述，也可以是 RiverCrossing 场景（--file）；预设接受参数（missionaries、cannibals、boat；couples；times）。',
  }),
  /** A preset's title with its code: "嫉妒的丈夫（3 对夫妻）（jealous-husbands/couples=3/boat=2）". */
  titleWithCode: text<{ title: string; code: string }>({ en: '{title} ({code})', zh: '{title}（{code}）' }),
  metricCost: text({ en: 'cost', zh: '总代价' }),
  metricCostDescription: text({
    en: 'the total time where crossings take time (uniform-cost search), otherwise the number of crossings',
    zh: '过河要花时间时为总用时（一致代价搜索），否则为渡河次数',
  }),
  metricCrossings: text({ en: 'crossings', zh: '渡河次数' }),
  metricCrossingsDescription: text({ en: 'each crossing counts 1 (within any time limit)', zh: '每次渡河算 1（在任何时限之内）' }),
  /** The cost unit of the crossings metric. */
  crossingUnit: text<{ count: number }>({ en: '{count, plural, one {crossing} other {crossings}}', zh: '次渡河{count, select, other {}}' }),

  paramMissionaries: text({
    en: 'missionaries-cannibals, ghosts, monks-monsters: how many of the kind that must not be outnumbered (1 to 100)',
    zh: 'missionaries-cannibals、ghosts、monks-monsters：不能被压过人数的一方有几个（1 到 100）',
  }),
  paramCannibals: text({
    en: 'missionaries-cannibals, ghosts, monks-monsters: how many of the other kind (1 to 100)',
    zh: 'missionaries-cannibals、ghosts、monks-monsters：另一方有几个（1 到 100）',
  }),
  paramCannibalsDefault: text({ en: 'as many as missionaries', zh: '与 missionaries 一样多' }),
  paramBoat: text({
    en: 'how many the boat (or bridge) holds, 1 to 64; also overrides the capacity of a spec from a file',
    zh: '船（或桥）一次能载几个，1 到 64；也覆盖文件中描述的容量',
  }),
  paramBoatDefault: text({ en: "the preset's (2)", zh: '预设的（2）' }),
  paramCouples: text({ en: 'jealous-husbands: how many couples (1 to 10)', zh: 'jealous-husbands：几对夫妻（1 到 10）' }),
  paramTimes: text({
    en: "bridge-torch: each person's crossing time, e.g. 1,2,5,10 (1 to 12 people)",
    zh: 'bridge-torch：每人过桥的用时，如 1,2,5,10（1 到 12 人）',
  }),

  presetMissionariesCannibals: text({
    en: 'missionaries and cannibals: where missionaries are, cannibals must not outnumber them (3, 3, boat for 2: 11 crossings, 4 shortest plans)',
    zh: '传教士与野人：有传教士的地方，野人不能比传教士多（3 个、3 个，船载 2 人：11 次渡河，4 种最短方案）',
  }),
  presetGhosts: text({
    en: '人鬼渡河: 3 people and 3 ghosts cross from the east bank to the west; ghosts must never outnumber people on a bank (parameters missionaries = people, cannibals = ghosts)',
    zh: '人鬼渡河：3 个人和 3 个鬼从东岸渡到西岸；任何一岸上鬼都不能比人多（参数 missionaries = 人数，cannibals = 鬼数）',
  }),
  presetMonksMonsters: text({
    en: '和尚与妖怪: 3 monks and 3 monsters; monsters must never outnumber monks on a bank or in the boat (parameters missionaries = monks, cannibals = monsters)',
    zh: '和尚与妖怪：3 个和尚和 3 个妖怪；无论岸上还是船上，妖怪都不能比和尚多（参数 missionaries = 和尚数，cannibals = 妖怪数）',
  }),
  presetWolfGoatCabbage: text({
    en: 'the farmer rows the wolf, the goat and the cabbage across, one at a time; nothing is left to eat what it likes (7 crossings, 2 plans)',
    zh: '农夫过河：农夫一次带狼、羊、白菜中的一样过河；不能留下谁去吃它爱吃的（7 次渡河，2 种方案）',
  }),
  presetJealousHusbands: text({
    en: 'couples cross; no wife may be with another man unless her husband is there, on a bank or in the boat (3 couples, boat for 2: 11 crossings)',
    zh: '嫉妒的丈夫：几对夫妻过河；无论岸上还是船上，丈夫不在时妻子不能和别的男人在一起（3 对夫妻，船载 2 人：11 次渡河）',
  }),
  presetFamily: text({
    en: 'father, mother, 2 sons, 2 daughters, a policeman and a thief; only the father, the mother and the policeman row; raft for 2; the thief must not be with the family without the policeman, the father with a daughter without the mother, the mother with a son without the father',
    zh: '父亲、母亲、2 个儿子、2 个女儿、警察和小偷；只有父亲、母亲和警察会划；木筏载 2 人；警察不在时小偷不能和家人在一起，母亲不在时父亲不能和女儿在一起，父亲不在时母亲不能和儿子在一起',
  }),
  presetBridgeTorch: text({
    en: 'people cross a bridge at night with one torch, at most 2 at a time, at the pace of the slowest (1, 2, 5 and 10 minutes: 17 minutes)',
    zh: '过桥问题：夜里几个人只有一支火把，每次最多 2 人过桥，按慢者的速度走（1、2、5、10 分钟：共 17 分钟）',
  }),

  // The state-space diagram.
  /** An axis: "ghosts on the east bank". */
  diagramAxis: text<{ unit: Message; bank: Message }>({ en: '{unit} on the {bank} bank', zh: '{bank}的{unit}' }),
  diagramKey: text<{ path: Flag }>({
    en: 'o safe, . unsafe{path, select, yes {, numbers: where the plan is after that many crossings} other {}}',
    zh: 'o 安全，. 不安全{path, select, yes {，数字：方案在第几次渡河后到达这里} other {}}',
  }),
  /** The plan's path through the grid: "path: (3,3) > (3,1)* > ...   (* boat on the far bank)". */
  diagramPath: text<{ cells: string; bank: Message }>({ en: 'path: {cells}   (* boat on the {bank} bank)', zh: '路径：{cells}   （* 船在{bank}）' }),
  legendSafe: text({ en: 'safe: the rules hold on both banks', zh: '安全：两岸都守规则' }),
  legendUnsafe: text({ en: 'unsafe: the rules are broken on one bank', zh: '不安全：有一岸违反规则' }),
  legendOver: text<{ bank: Message }>({ en: 'a crossing to the {bank} bank', zh: '渡到{bank}' }),
  legendBack: text<{ bank: Message }>({ en: 'a crossing back to the {bank} bank', zh: '回到{bank}' }),
  legendFirstVisit: text({ en: 'where the plan is after that many crossings (its first visit)', zh: '方案在第几次渡河后到达这里（第一次到达）' }),
};
