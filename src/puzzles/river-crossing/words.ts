/**
 * Crossings and states in words and in short codes.
 *
 * Move: "2 ghosts cross east to west", "the farmer and the goat cross to the
 * far bank"; code ">2G" or "<F+G" (">" towards the far bank).
 * State code: `NEAR|FAR|SIDE[|t=T][|k=K][|w=W]`, banks listed with short codes
 * and counts ("3M,2C|M,C|far", "-" for an empty bank), the boat's side, then
 * the elapsed time, the crossing phase and the previous load where the
 * puzzle keeps them.
 */
import type { Lang } from '../lang.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import type { RiverState } from './layout.js';
import { groupSize, type RiverModel } from './model.js';
import { crossingZh, timeUnitZh, unitZh } from './words-zh.js';

/** "the east bank", "the near bank". */
export function bankPhrase(model: RiverModel, bank: 0 | 1): string {
  return `the ${model.banks[bank]} bank`;
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? 'nobody';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "2 ghosts", "the farmer and the goat", "1 person and 1 ghost". */
export function groupWords(model: RiverModel, group: readonly number[]): string {
  const parts: string[] = [];
  model.units.forEach((u, i) => {
    const n = group[i];
    if (n === 0) return;
    parts.push(u.counted ? `${n} ${n === 1 ? u.title : u.plural}` : u.title);
  });
  return listWords(parts);
}

/** "east to west", "to the far bank", "back to the near bank". */
export function directionWords(model: RiverModel, direction: 0 | 1): string {
  const from = direction;
  const to = (1 - direction) as 0 | 1;
  if (model.namedBanks) return `${model.banks[from]} to ${model.banks[to]}`;
  return direction === 0 ? `to ${bankPhrase(model, 1)}` : `back to ${bankPhrase(model, 0)}`;
}

/**
 * A spec's time unit in the singular and the plural, whichever it was given
 * in: "minutes" and "second" both work; short forms ("min", "s") stay as
 * they are.
 */
export function timeUnitWords(unit: string): { one: string; many: string } {
  const word = unit.trim();
  if (word.length <= 3 || !/^[a-z]+$/i.test(word)) return { one: word, many: word };
  if (/[^s]s$/i.test(word)) return { one: word.slice(0, -1), many: word };
  return { one: word, many: `${word}s` };
}

/** The unit of a crossing's time in `lang`: { one: 'minute', many: 'minutes' }, or "分钟" twice. */
export function timeUnitIn(unit: string, lang: Lang): { one: string; many: string } {
  if (lang !== 'zh') return timeUnitWords(unit);
  const word = timeUnitZh(unit);
  return { one: word, many: word };
}

/** "1 minute", "17 minutes", in the spec's unit. */
export function timeWords(model: RiverModel, time: number): string {
  const unit = timeUnitWords(model.timeUnit);
  return `${time.toLocaleString('en-US')} ${time === 1 ? unit.one : unit.many}`;
}

/** "2 ghosts cross east to west" in English, "2 个鬼从东岸到西岸" in Chinese. */
export function crossingWords(model: RiverModel, group: readonly number[], direction: 0 | 1, time: number | null, lang: Lang = 'en'): string {
  if (lang === 'zh') return crossingZh(model, group, direction, time);
  const verb = groupSize(group) === 1 ? 'crosses' : 'cross';
  const torch = model.torch ? ' with the torch' : '';
  const took = time !== null ? ` (${timeWords(model, time)})` : '';
  return `${groupWords(model, group)} ${verb} ${directionWords(model, direction)}${torch}${took}`;
}

function bankItems(model: RiverModel, counts: readonly number[]): string {
  const items: string[] = [];
  model.units.forEach((u, i) => {
    if (counts[i] > 0) items.push(u.counted && counts[i] !== 1 ? `${counts[i]}${u.short}` : u.short);
  });
  return items.length ? items.join(',') : '-';
}

export function crossingCode(model: RiverModel, group: readonly number[], direction: 0 | 1): string {
  return `${direction === 0 ? '>' : '<'}${bankItems(model, group).replaceAll(',', '+')}`;
}

/** Reads a crossing's code (">2G", "<F+W", letters in either case), whether or not the crossing is allowed; null when it names no crossing here. */
export function parseCrossingCode(model: RiverModel, code: string): { group: number[]; direction: 0 | 1 } | null {
  const m = /^\s*([<>])\s*(.*?)\s*$/.exec(code);
  if (!m) return null;
  const group = model.units.map(() => 0);
  if (m[2] !== '-' && m[2] !== '') {
    for (const item of m[2].split('+')) {
      const part = /^\s*(\d{1,4})?\s*([A-Za-z][A-Za-z0-9]*)\s*$/.exec(item);
      const u = part ? model.units.findIndex((unit) => unit.short.toLowerCase() === part[2].toLowerCase()) : -1;
      if (!part || u < 0) return null;
      group[u] += part[1] === undefined ? 1 : Number(part[1]);
      if (group[u] > model.units[u].count) return null;
    }
  }
  return { group, direction: m[1] === '>' ? 0 : 1 };
}

/** The boat's side in a state code: the bank's own name (east, west) where the puzzle names its banks, else near or far. */
function sideWord(model: RiverModel, side: 0 | 1): string {
  return model.namedBanks ? model.banks[side] : side === 0 ? 'near' : 'far';
}

export function stateCode(model: RiverModel, state: RiverState): string {
  const far = state.near.map((n, i) => model.units[i].count - n);
  const parts = [bankItems(model, state.near), bankItems(model, far), sideWord(model, state.boat)];
  if (model.timeLimit !== null) parts.push(`t=${state.elapsed}`);
  if (model.phase) parts.push(`k=${state.phase}`);
  if (model.usesPreviousLoad) parts.push(`w=${state.previousLoad === null ? '-' : state.previousLoad}`);
  return parts.join('|');
}

/** Reads "3M,C" into counts per unit. */
function readBank(model: RiverModel, text: string, what: string): number[] {
  const counts = model.units.map(() => 0);
  const trimmed = text.trim();
  if (trimmed === '-' || trimmed === '') return counts;
  for (const item of trimmed.split(',')) {
    const m = /^\s*(\d{1,4})?\s*([A-Za-z][A-Za-z0-9]*)\s*$/.exec(item);
    const whatZh = what === 'near bank' ? '此岸' : '对岸';
    if (!m) throw new PuzzleInputError(`state: ${what}: ${quoteInput(item)} is not a traveller code like 2C or F`, `状态：${whatZh}：${quoteInput(item)} 不是 2C 或 F 这样的旅行者代码`);
    const u = model.units.findIndex((unit) => unit.short.toLowerCase() === m[2].toLowerCase());
    if (u < 0) {
      const codes = model.units.map((x) => x.short).join(', ');
      throw new PuzzleInputError(`state: ${what}: no traveller has the code ${quoteInput(m[2])} (codes: ${codes})`, `状态：${whatZh}：没有旅行者的代码是 ${quoteInput(m[2])}（代码有：${codes}）`);
    }
    const n = m[1] === undefined ? 1 : Number(m[1]);
    counts[u] += n;
  }
  return counts;
}

export function parseStateCode(model: RiverModel, phaseRadix: number, code: string): RiverState {
  const parts = code.trim().split('|');
  if (parts.length < 3) throw new PuzzleInputError(`state ${quoteInput(code)} should be NEAR|FAR|SIDE, like 3M,3C|-|near`, `状态 ${quoteInput(code)} 应为 此岸|对岸|船所在的岸，如 3M,3C|-|near`);
  const near = readBank(model, parts[0], 'near bank');
  const far = readBank(model, parts[1], 'far bank');
  model.units.forEach((u, i) => {
    if (near[i] + far[i] !== u.count) {
      const n = near[i] + far[i];
      throw new PuzzleInputError(
        `state: ${u.counted ? `${u.count} ${u.plural}` : u.title} should be on the banks ${u.counted ? 'in all' : 'once'}, not ${n} time${n === 1 ? '' : 's'}`,
        u.counted ? `状态：两岸上应共有 ${u.count} 个${unitZh(u)}，而不是 ${n} 个` : `状态：${unitZh(u)}应在岸上出现一次，而不是 ${n} 次`,
      );
    }
  });
  const given = parts[2].trim().toLowerCase();
  // near/far always work; a puzzle with named banks also takes their names.
  const named = model.namedBanks ? model.banks.findIndex((b) => b.toLowerCase() === given) : -1;
  const side = named === 0 ? 'near' : named === 1 ? 'far' : given;
  if (side !== 'near' && side !== 'far') {
    const names = model.namedBanks ? `${model.banks[0]} or ${model.banks[1]}` : 'near or far';
    const namesZh = model.namedBanks ? `${model.banks[0]} 或 ${model.banks[1]}` : 'near 或 far';
    throw new PuzzleInputError(`state: the boat's side is ${quoteInput(parts[2])}, but it can only be ${names}`, `状态：船在 ${quoteInput(parts[2])}，但只能是 ${namesZh}`);
  }
  const extras = new Map<string, string>();
  for (const part of parts.slice(3)) {
    const m = /^\s*([tkw])=(-|\d{1,9})\s*$/.exec(part);
    if (!m) throw new PuzzleInputError(`state: ${quoteInput(part)} should be t=TIME, k=PHASE or w=LOAD`, `状态：${quoteInput(part)} 应为 t=用时、k=阶段 或 w=载重`);
    extras.set(m[1], m[2]);
  }
  const WHAT_ZH: Readonly<Record<string, string>> = { 'the elapsed time': '已用时间', 'the crossing phase': '渡河阶段', 'the previous load': '上一趟载重' };
  const number = (key: string, max: number, what: string): number => {
    const text = extras.get(key);
    if (text === undefined || text === '-') throw new PuzzleInputError(`state: ${what} (${key}=...) is missing`, `状态：缺少${WHAT_ZH[what]}（${key}=...）`);
    const n = Number(text);
    if (n > max) throw new PuzzleInputError(`state: ${what} ${n} is out of range (0 to ${max})`, `状态：${WHAT_ZH[what]} ${n} 超出范围（0 到 ${max}）`);
    return n;
  };
  const allowed = new Set([...(model.timeLimit !== null ? ['t'] : []), ...(model.phase ? ['k'] : []), ...(model.usesPreviousLoad ? ['w'] : [])]);
  for (const key of extras.keys()) if (!allowed.has(key)) throw new PuzzleInputError(`state: this puzzle keeps no ${key}=... part`, `状态：这个谜题没有 ${key}=... 这一部分`);
  const totalWeight = model.units.reduce((s, u) => s + u.weight * u.count, 0);
  return {
    near,
    boat: side === 'near' ? 0 : 1,
    elapsed: model.timeLimit !== null ? number('t', model.timeLimit, 'the elapsed time') : 0,
    phase: model.phase ? number('k', phaseRadix - 1, 'the crossing phase') : 0,
    previousLoad: model.usesPreviousLoad ? (extras.get('w') === '-' ? null : number('w', totalWeight, 'the previous load')) : null,
  };
}
