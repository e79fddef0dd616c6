/**
 * Crossings and banks in Chinese: "2 个鬼从东岸到西岸", "农夫和羊过河到对岸",
 * "A 和 B 带着火把过桥到对岸（2 分钟）". A spec gives its own Chinese names
 * (a traveller's `zh`, the spec's `zh.banks`); what it leaves out comes from
 * the common English words below, else stays as the spec wrote it.
 */
import type { RiverModel, Unit } from './model.js';
import { joinZh } from './join-zh.js';

/** Common bank names. */
const BANKS: Readonly<Record<string, string>> = {
  near: '此岸',
  far: '对岸',
  east: '东岸',
  west: '西岸',
  north: '北岸',
  south: '南岸',
  left: '左岸',
  right: '右岸',
};

const BOATS: Readonly<Record<string, string>> = { boat: '船', raft: '木筏', bridge: '桥', ferry: '渡船' };

const TIME_UNITS: Readonly<Record<string, string>> = {
  minute: '分钟',
  minutes: '分钟',
  min: '分钟',
  second: '秒',
  seconds: '秒',
  sec: '秒',
  s: '秒',
  hour: '小时',
  hours: '小时',
  h: '小时',
  day: '天',
  days: '天',
};

export { joinZh } from './join-zh.js';

/** A traveller's or a kind's name: its own Chinese one, else the spec's English. */
export function unitZh(unit: Unit): string {
  return unit.zh ?? unit.title;
}

/** "东岸", "此岸". */
export function bankZh(model: RiverModel, bank: 0 | 1): string {
  if (model.zh.banks) return model.zh.banks[bank];
  const name = model.banks[bank];
  return BANKS[name.toLowerCase()] ?? joinZh(name, '岸');
}

/** "船", "桥". */
export function boatZh(model: RiverModel): string {
  return model.zh.boat ?? BOATS[model.boatName.toLowerCase()] ?? model.boatName;
}

export function timeUnitZh(unit: string): string {
  return TIME_UNITS[unit.trim().toLowerCase()] ?? unit;
}

/** "17 分钟". */
export function timeZh(model: RiverModel, time: number): string {
  return `${time.toLocaleString('en-US')} ${timeUnitZh(model.timeUnit)}`;
}

/** "A和B", "A、B和C". */
function listZh(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '没有人';
  return joinZh(words.slice(0, -1).reduce((a, b) => `${a}、${b}`), '和', words[words.length - 1]);
}

/** "2 个鬼", "农夫和羊", "1 个人和 1 个鬼". */
export function groupZh(model: RiverModel, group: readonly number[]): string {
  const parts: string[] = [];
  model.units.forEach((u, i) => {
    const n = group[i];
    if (n === 0) return;
    parts.push(u.counted ? joinZh(String(n), '个', unitZh(u)) : unitZh(u));
  });
  return listZh(parts);
}

/** "从东岸到西岸", "过河到对岸", "回到此岸". */
function directionZh(model: RiverModel, direction: 0 | 1): string {
  const from = direction;
  const to = (1 - direction) as 0 | 1;
  if (model.namedBanks || model.zh.banks) return joinZh('从', bankZh(model, from), '到', bankZh(model, to));
  if (direction === 1) return joinZh('回到', bankZh(model, to));
  return joinZh(model.boatName === 'bridge' ? '过桥' : '过河', '到', bankZh(model, to));
}

export function crossingZh(model: RiverModel, group: readonly number[], direction: 0 | 1, time: number | null): string {
  const torch = model.torch ? '带着火把' : '';
  const took = time !== null ? `（${timeZh(model, time)}）` : '';
  return joinZh(groupZh(model, group), torch, directionZh(model, direction), took);
}

/** "3 个人、1 个鬼", "农夫、羊", "无人". */
export function bankContentsZh(model: RiverModel, counts: readonly number[]): string {
  const parts: string[] = [];
  model.units.forEach((u, i) => {
    const n = counts[i];
    if (n > 0) parts.push(u.counted ? joinZh(String(n), '个', unitZh(u)) : unitZh(u));
  });
  return parts.length ? parts.join('、') : '无人';
}
