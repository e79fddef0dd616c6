/**
 * The presets: famous crossing puzzles written as specs, some with sizes
 * given by parameters. Each is data in our own spec format, exactly what a
 * person could write in a file.
 */
import type { PresetInfo } from '../puzzle.js';
import type { RiverSpec, RuleSpec, TravellerSpec } from './spec.js';

export interface RiverPreset extends PresetInfo {
  /** The parameters it takes, with their defaults. */
  readonly params: Readonly<Record<string, string>>;
  build(values: Readonly<Record<string, number | number[]>>): RiverSpec;
}

/** Two kinds with counts, where the second must not outnumber the first: missionaries and cannibals and its relatives. */
function outnumbering(options: {
  title: string;
  banks?: [string, string];
  protect: { kind: string; plural: string; short: string };
  by: { kind: string; plural: string; short: string };
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
  });
}

const GRID_PARAMS = { missionaries: '3', cannibals: '3', boat: '2' };

export const PRESETS: readonly RiverPreset[] = [
  {
    name: 'missionaries-cannibals',
    aliases: ['mc'],
    description: 'missionaries and cannibals: where missionaries are, cannibals must not outnumber them (3, 3, boat for 2: 11 crossings, 4 shortest plans)',
    params: GRID_PARAMS,
    build: outnumbering({
      title: 'Missionaries and cannibals',
      protect: { kind: 'missionary', plural: 'missionaries', short: 'M' },
      by: { kind: 'cannibal', plural: 'cannibals', short: 'C' },
      where: 'banks',
    }),
  },
  {
    name: 'ghosts',
    aliases: ['ren-gui', '人鬼渡河'],
    description: '人鬼渡河: 3 people and 3 ghosts cross from the east bank to the west; ghosts must never outnumber people on a bank (parameters missionaries = people, cannibals = ghosts)',
    params: GRID_PARAMS,
    build: outnumbering({
      title: '人鬼渡河 (people and ghosts)',
      banks: ['east', 'west'],
      protect: { kind: 'person', plural: 'people', short: 'P' },
      by: { kind: 'ghost', plural: 'ghosts', short: 'G' },
      where: 'banks',
    }),
  },
  {
    name: 'monks-monsters',
    aliases: ['heshang-yaoguai', '和尚与妖怪'],
    description: '和尚与妖怪: 3 monks and 3 monsters; monsters must never outnumber monks on a bank or in the boat (parameters missionaries = monks, cannibals = monsters)',
    params: GRID_PARAMS,
    build: outnumbering({
      title: '和尚与妖怪 (monks and monsters)',
      protect: { kind: 'monk', plural: 'monks', short: 'M' },
      by: { kind: 'monster', plural: 'monsters', short: 'Y' },
      where: 'everywhere',
    }),
  },
  {
    name: 'wolf-goat-cabbage',
    aliases: ['farmer'],
    description: 'the farmer rows the wolf, the goat and the cabbage across, one at a time; nothing is left to eat what it likes (7 crossings, 2 plans)',
    params: {},
    build: () => ({
      title: 'Wolf, goat and cabbage',
      travellers: [
        { name: 'farmer', title: 'the farmer' },
        { name: 'wolf', title: 'the wolf', rows: false },
        { name: 'goat', title: 'the goat', rows: false },
        { name: 'cabbage', title: 'the cabbage', rows: false },
      ],
      boat: { capacity: 2 },
      rules: [
        { type: 'apart', who: ['wolf'], from: ['goat'], unless: ['farmer'], says: 'the wolf eats the goat' },
        { type: 'apart', who: ['goat'], from: ['cabbage'], unless: ['farmer'], says: 'the goat eats the cabbage' },
      ],
    }),
  },
  {
    name: 'jealous-husbands',
    aliases: ['jealous-couples'],
    description: 'couples cross; no wife may be with another man unless her husband is there, on a bank or in the boat (3 couples, boat for 2: 11 crossings)',
    params: { couples: '3', boat: '2' },
    build: (v) => {
      const n = v.couples as number;
      const travellers: TravellerSpec[] = [];
      for (let i = 1; i <= n; i++) travellers.push({ name: `husband ${i}`, short: `H${i}` }, { name: `wife ${i}`, short: `W${i}` });
      const rules: RuleSpec[] = [];
      for (let i = 1; i <= n; i++) {
        const others = Array.from({ length: n }, (_, j) => j + 1).filter((j) => j !== i).map((j) => `husband ${j}`);
        if (others.length) rules.push({ type: 'apart', who: [`wife ${i}`], from: others, unless: [`husband ${i}`], where: 'everywhere', says: `wife ${i} is with another man without her husband` });
      }
      return { title: `Jealous husbands (${n} couples)`, travellers, boat: { capacity: v.boat as number }, rules };
    },
  },
  {
    name: 'family',
    aliases: ['policeman-thief'],
    description: 'father, mother, 2 sons, 2 daughters, a policeman and a thief; only the father, the mother and the policeman row; raft for 2; the thief must not be with the family without the policeman, the father with a daughter without the mother, the mother with a son without the father',
    params: {},
    build: () => ({
      title: 'Family, policeman and thief',
      travellers: [
        { name: 'father', title: 'the father', short: 'F' },
        { name: 'mother', title: 'the mother', short: 'M' },
        { name: 'son 1', kind: 'son', title: 'son 1', rows: false, short: 'S1' },
        { name: 'son 2', kind: 'son', title: 'son 2', rows: false, short: 'S2' },
        { name: 'daughter 1', kind: 'daughter', title: 'daughter 1', rows: false, short: 'D1' },
        { name: 'daughter 2', kind: 'daughter', title: 'daughter 2', rows: false, short: 'D2' },
        { name: 'policeman', title: 'the policeman', short: 'P' },
        { name: 'thief', title: 'the thief', rows: false, short: 'T' },
      ],
      boat: { name: 'raft', capacity: 2 },
      rules: [
        { type: 'apart', who: ['father'], from: ['daughters'], unless: ['mother'], where: 'everywhere', says: 'the father is with a daughter without the mother' },
        { type: 'apart', who: ['mother'], from: ['sons'], unless: ['father'], where: 'everywhere', says: 'the mother is with a son without the father' },
        { type: 'apart', who: ['thief'], from: ['father', 'mother', 'sons', 'daughters'], unless: ['policeman'], where: 'everywhere', says: 'the thief is with the family without the policeman' },
      ],
    }),
  },
  {
    name: 'bridge-torch',
    aliases: ['bridge-and-torch'],
    description: 'people cross a bridge at night with one torch, at most 2 at a time, at the pace of the slowest (1, 2, 5 and 10 minutes: 17 minutes)',
    params: { times: '1,2,5,10', boat: '2' },
    build: (v) => {
      const times = v.times as number[];
      const letters = 'ABCDEFGHIJKL';
      return {
        title: `Bridge and torch (${times.join(', ')} minutes)`,
        travellers: times.map((t, i) => ({ name: letters[i], title: `${letters[i]} (${t} min)`, time: t, short: letters[i] })),
        boat: { name: 'bridge', capacity: v.boat as number, torch: true },
        time: { unit: 'minutes' },
      };
    },
  },
];

export const DEFAULT_PRESET = 'missionaries-cannibals';
