/**
 * The presets: famous crossing puzzles written as specs, some with sizes
 * given by parameters. Each is data in our own spec format, exactly what a
 * person could write in a file.
 */
import type { PresetInfo } from '../puzzle.js';
import { RC } from './messages/index.js';
import type { RiverSpec, RuleSpec, TravellerSpec } from './spec.js';
import { described } from '../catalog-words.js';

export interface RiverPreset extends PresetInfo {
  /** The parameters it takes, with their defaults. */
  readonly params: Readonly<Record<string, string>>;
  build(values: Readonly<Record<string, number | number[]>>): RiverSpec;
}

/** Two kinds with counts, where the second must not outnumber the first: missionaries and cannibals and its relatives. */
function outnumbering(options: {
  title: string;
  zh: { title: string; banks?: [string, string] };
  banks?: [string, string];
  protect: { kind: string; plural: string; short: string; zh: string };
  by: { kind: string; plural: string; short: string; zh: string };
  where: RuleSpec['where'];
}) {
  return (v: Readonly<Record<string, number | number[]>>): RiverSpec => ({
    title: options.title,
    ...(options.banks ? { banks: options.banks } : {}),
    travellers: [
      { ...options.protect, count: v.missionaries as number },
      { ...options.by, count: v.cannibals as number },
    ],
    boat: { capacity: v.boat as number },
    rules: [{ type: 'outnumber', protect: [options.protect.kind], by: [options.by.kind], where: options.where, says: `the ${options.by.plural} outnumber the ${options.protect.plural}` }],
    zh: options.zh,
  });
}

const GRID_PARAMS = { missionaries: '3', cannibals: '3', boat: '2' };

export const PRESETS: readonly RiverPreset[] = [
  {
    name: 'missionaries-cannibals',
    aliases: ['mc', '传教士与野人'],
    ...described(RC.presetMissionariesCannibals()),
    params: GRID_PARAMS,
    build: outnumbering({
      title: 'Missionaries and cannibals',
      zh: { title: '传教士与野人' },
      protect: { kind: 'missionary', plural: 'missionaries', short: 'M', zh: '传教士' },
      by: { kind: 'cannibal', plural: 'cannibals', short: 'C', zh: '野人' },
      where: 'banks',
    }),
  },
  {
    name: 'ghosts',
    aliases: ['ren-gui', '人鬼渡河'],
    ...described(RC.presetGhosts()),
    params: GRID_PARAMS,
    build: outnumbering({
      title: '人鬼渡河 (people and ghosts)',
      zh: { title: '人鬼渡河', banks: ['东岸', '西岸'] },
      banks: ['east', 'west'],
      protect: { kind: 'person', plural: 'people', short: 'P', zh: '人' },
      by: { kind: 'ghost', plural: 'ghosts', short: 'G', zh: '鬼' },
      where: 'banks',
    }),
  },
  {
    name: 'monks-monsters',
    aliases: ['heshang-yaoguai', '和尚与妖怪'],
    ...described(RC.presetMonksMonsters()),
    params: GRID_PARAMS,
    build: outnumbering({
      title: '和尚与妖怪 (monks and monsters)',
      zh: { title: '和尚与妖怪' },
      protect: { kind: 'monk', plural: 'monks', short: 'M', zh: '和尚' },
      by: { kind: 'monster', plural: 'monsters', short: 'Y', zh: '妖怪' },
      where: 'everywhere',
    }),
  },
  {
    name: 'wolf-goat-cabbage',
    aliases: ['farmer', '农夫过河', '狼羊白菜'],
    ...described(RC.presetWolfGoatCabbage()),
    params: {},
    build: () => ({
      title: 'Wolf, goat and cabbage',
      zh: { title: '农夫过河（狼、羊和白菜）' },
      travellers: [
        { name: 'farmer', title: 'the farmer', zh: '农夫' },
        { name: 'wolf', title: 'the wolf', rows: false, zh: '狼' },
        { name: 'goat', title: 'the goat', rows: false, zh: '羊' },
        { name: 'cabbage', title: 'the cabbage', rows: false, zh: '白菜' },
      ],
      boat: { capacity: 2 },
      rules: [
        { type: 'apart', who: ['wolf'], from: ['goat'], unless: ['farmer'], says: 'the wolf eats the goat', zh: '狼会吃掉羊' },
        { type: 'apart', who: ['goat'], from: ['cabbage'], unless: ['farmer'], says: 'the goat eats the cabbage', zh: '羊会吃掉白菜' },
      ],
    }),
  },
  {
    name: 'jealous-husbands',
    aliases: ['jealous-couples', '嫉妒的丈夫'],
    ...described(RC.presetJealousHusbands()),
    params: { couples: '3', boat: '2' },
    build: (v) => {
      const n = v.couples as number;
      const travellers: TravellerSpec[] = [];
      for (let i = 1; i <= n; i++) travellers.push({ name: `husband ${i}`, short: `H${i}`, zh: `丈夫 ${i}` }, { name: `wife ${i}`, short: `W${i}`, zh: `妻子 ${i}` });
      const rules: RuleSpec[] = [];
      for (let i = 1; i <= n; i++) {
        const others = Array.from({ length: n }, (_, j) => j + 1).filter((j) => j !== i).map((j) => `husband ${j}`);
        if (others.length) rules.push({ type: 'apart', who: [`wife ${i}`], from: others, unless: [`husband ${i}`], where: 'everywhere', says: `wife ${i} is with another man without her husband`, zh: `丈夫 ${i} 不在，妻子 ${i} 却和别的男人在一起` });
      }
      return { title: `Jealous husbands (${n} couples)`, travellers, boat: { capacity: v.boat as number }, rules, zh: { title: `嫉妒的丈夫（${n} 对夫妻）` } };
    },
  },
  {
    name: 'family',
    aliases: ['policeman-thief'],
    ...described(RC.presetFamily()),
    params: {},
    build: () => ({
      title: 'Family, policeman and thief',
      zh: { title: '一家人、警察和小偷' },
      travellers: [
        { name: 'father', title: 'the father', short: 'F', zh: '父亲' },
        { name: 'mother', title: 'the mother', short: 'M', zh: '母亲' },
        { name: 'son 1', kind: 'son', title: 'son 1', rows: false, short: 'S1', zh: '儿子 1' },
        { name: 'son 2', kind: 'son', title: 'son 2', rows: false, short: 'S2', zh: '儿子 2' },
        { name: 'daughter 1', kind: 'daughter', title: 'daughter 1', rows: false, short: 'D1', zh: '女儿 1' },
        { name: 'daughter 2', kind: 'daughter', title: 'daughter 2', rows: false, short: 'D2', zh: '女儿 2' },
        { name: 'policeman', title: 'the policeman', short: 'P', zh: '警察' },
        { name: 'thief', title: 'the thief', rows: false, short: 'T', zh: '小偷' },
      ],
      boat: { name: 'raft', capacity: 2 },
      rules: [
        { type: 'apart', who: ['father'], from: ['daughters'], unless: ['mother'], where: 'everywhere', says: 'the father is with a daughter without the mother', zh: '母亲不在，父亲却和女儿在一起' },
        { type: 'apart', who: ['mother'], from: ['sons'], unless: ['father'], where: 'everywhere', says: 'the mother is with a son without the father', zh: '父亲不在，母亲却和儿子在一起' },
        { type: 'apart', who: ['thief'], from: ['father', 'mother', 'sons', 'daughters'], unless: ['policeman'], where: 'everywhere', says: 'the thief is with the family without the policeman', zh: '警察不在，小偷却和家人在一起' },
      ],
    }),
  },
  {
    name: 'bridge-torch',
    aliases: ['bridge-and-torch', '过桥问题'],
    ...described(RC.presetBridgeTorch()),
    params: { times: '1,2,5,10', boat: '2' },
    build: (v) => {
      const times = v.times as number[];
      const letters = 'ABCDEFGHIJKL';
      return {
        title: `Bridge and torch (${times.join(', ')} minutes)`,
        travellers: times.map((t, i) => ({ name: letters[i], title: `${letters[i]} (${t} min)`, time: t, short: letters[i], zh: `${letters[i]}（${t} 分钟）` })),
        boat: { name: 'bridge', capacity: v.boat as number, torch: true },
        time: { unit: 'minutes' },
        zh: { title: `过桥问题（${times.join('、')} 分钟）` },
      };
    },
  },
];

/** The backend's other names, as a user types them (Chinese ones among them). */
export const ALIASES: readonly string[] = ['river', 'rivercrossing', '过河', 'guohe', '渡河', 'missionaries-cannibals', 'wolf-goat-cabbage', 'bridge-torch'];

export const DEFAULT_PRESET = 'missionaries-cannibals';
