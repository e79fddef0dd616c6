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
import { render, type Lang, type Message } from '../../i18n/index.js';
import { quoteInput } from '../params.js';
import { PuzzleInputError } from '../puzzle.js';
import type { RiverState } from './layout.js';
import { groupSize, type RiverModel } from './model.js';
import { RC } from './messages/index.js';
import type { Unit } from './unit.js';
import { joinedList } from './joined-list.js';
import { afterHan, amidHan, beforeHan } from './zh-spacing.js';

/** A traveller's or a kind's name, `one` or `many` of them: in Chinese its own name where the spec gives one, else the English. */
export function unitName(unit: Unit, form: 'one' | 'many' = 'one'): Message {
  const en = form === 'one' ? unit.title : unit.plural;
  return RC.named({ en, zh: unit.zh ?? unit.title });
}

/** A bank's name: "east" in English (sentences say "the east bank"), a Chinese word for the east bank in Chinese; the spec's own Chinese names where it gives them. */
export function bankName(model: RiverModel, bank: 0 | 1): Message {
  const name = model.banks[bank];
  if (model.zh.banks) return RC.named({ en: name, zh: model.zh.banks[bank] });
  return RC.bank({ name, key: name.toLowerCase(), gap: /[A-Za-z0-9)]$/.test(name) ? 'yes' : 'no' });
}

/** The boat's name: "boat", "bridge"; the spec's own Chinese name where it gives one. */
export function boatName(model: RiverModel): Message {
  if (model.zh.boat) return RC.named({ en: model.boatName, zh: model.zh.boat });
  return RC.boat({ name: model.boatName, key: model.boatName.toLowerCase() });
}


/** One unit's share of a group or a bank: "2 ghosts", "the farmer". */
function share(unit: Unit, n: number): Message {
  return unit.counted ? RC.counted({ n, unit: afterHan(unitName(unit, n === 1 ? 'one' : 'many')) }) : unitName(unit);
}

/** "2 ghosts", "the farmer and the goat", "1 person and 1 ghost" (the Chinese from the catalog). */
export function groupName(model: RiverModel, group: readonly number[]): Message {
  const parts: Message[] = [];
  model.units.forEach((u, i) => {
    if (group[i] !== 0) parts.push(share(u, group[i]));
  });
  return joinedList(parts, 'and') ?? RC.nobody();
}

/** Who is on a bank: "3 people, 1 ghost", "the farmer, the goat", "nobody". */
export function bankContents(model: RiverModel, counts: readonly number[]): Message {
  const parts: Message[] = [];
  model.units.forEach((u, i) => {
    if (counts[i] > 0) parts.push(share(u, counts[i]));
  });
  return parts.length ? parts.reduce((a, b) => RC.listComma({ a, b })) : RC.nobodyOnBank();
}

/** "east to west", "to the far bank", "back to the near bank". */
export function direction(model: RiverModel, direction: 0 | 1): Message {
  const from = bankName(model, direction);
  const to = bankName(model, (1 - direction) as 0 | 1);
  const way = model.namedBanks ? 'between' : direction === 0 ? 'over' : 'back';
  // The Chinese names both banks where the spec names them in either language.
  const wayZh = model.namedBanks || model.zh.banks ? 'between' : direction === 1 ? 'back' : model.boatName === 'bridge' ? 'bridge' : 'over';
  return RC.direction({ way, wayZh, from: amidHan(from), to: afterHan(to) });
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

/** The spec's time unit as it wrote it ("min"); in Chinese a common word for it. */
export function timeUnitAsGiven(unit: string): Message {
  return RC.timeUnitAsGiven({ raw: unit, key: unit.trim().toLowerCase() });
}

/** The time unit for `count`: "minute", "minutes" (one Chinese word for both). */
function timeUnit(unit: string, count: number): Message {
  return RC.timeUnit({ count, ...timeUnitWords(unit), asGiven: timeUnitAsGiven(unit) });
}

/** The unit of a crossing's time in `lang`: { one: 'minute', many: 'minutes' }, or the Chinese word twice. */
export function timeUnitIn(unit: string, lang: Lang): { one: string; many: string } {
  return { one: render(timeUnit(unit, 1), lang), many: render(timeUnit(unit, 2), lang) };
}

/** "1 minute", "17 minutes", in the spec's unit. */
export function timeOf(model: RiverModel, time: number): Message {
  return RC.time({ n: time, unit: timeUnit(model.timeUnit, time) });
}

/** "2 ghosts cross east to west". */
export function crossing(model: RiverModel, group: readonly number[], way: 0 | 1, time: number | null): Message {
  return RC.crossing({
    group: beforeHan(groupName(model, group)),
    size: groupSize(group),
    direction: direction(model, way),
    torch: model.torch ? 'yes' : 'no',
    timed: time !== null ? 'yes' : 'no',
    time: time !== null ? timeOf(model, time) : '',
  });
}

/** "2 ghosts cross east to west", in `lang`. */
export function crossingWords(model: RiverModel, group: readonly number[], way: 0 | 1, time: number | null, lang: Lang = 'en'): string {
  return render(crossing(model, group, way, time), lang);
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
function readBank(model: RiverModel, text: string, side: 'near' | 'far'): number[] {
  const counts = model.units.map(() => 0);
  const trimmed = text.trim();
  if (trimmed === '-' || trimmed === '') return counts;
  for (const item of trimmed.split(',')) {
    const m = /^\s*(\d{1,4})?\s*([A-Za-z][A-Za-z0-9]*)\s*$/.exec(item);
    if (!m) throw new PuzzleInputError(RC.stateNotCode({ side, item: quoteInput(item) }));
    const u = model.units.findIndex((unit) => unit.short.toLowerCase() === m[2].toLowerCase());
    if (u < 0) {
      const codes = model.units.map((x) => x.short).join(', ');
      throw new PuzzleInputError(RC.stateNoSuchCode({ side, code: quoteInput(m[2]), codes }));
    }
    const n = m[1] === undefined ? 1 : Number(m[1]);
    counts[u] += n;
  }
  return counts;
}

export function parseStateCode(model: RiverModel, phaseRadix: number, code: string): RiverState {
  const parts = code.trim().split('|');
  if (parts.length < 3) throw new PuzzleInputError(RC.stateShape({ code: quoteInput(code) }));
  const near = readBank(model, parts[0], 'near');
  const far = readBank(model, parts[1], 'far');
  model.units.forEach((u, i) => {
    if (near[i] + far[i] !== u.count) {
      const n = near[i] + far[i];
      throw new PuzzleInputError(u.counted ? RC.stateKindTally({ count: u.count, unit: afterHan(unitName(u, 'many')), n }) : RC.stateTravellerTally({ unit: beforeHan(unitName(u)), n }));
    }
  });
  const given = parts[2].trim().toLowerCase();
  // near/far always work; a puzzle with named banks also takes their names.
  const named = model.namedBanks ? model.banks.findIndex((b) => b.toLowerCase() === given) : -1;
  const side = named === 0 ? 'near' : named === 1 ? 'far' : given;
  if (side !== 'near' && side !== 'far') {
    throw new PuzzleInputError(RC.stateBoatSide({ given: quoteInput(parts[2]), named: model.namedBanks ? 'yes' : 'no', near: model.banks[0], far: model.banks[1] }));
  }
  const extras = new Map<string, string>();
  for (const part of parts.slice(3)) {
    const m = /^\s*([tkw])=(-|\d{1,9})\s*$/.exec(part);
    if (!m) throw new PuzzleInputError(RC.stateExtraShape({ part: quoteInput(part) }));
    extras.set(m[1], m[2]);
  }
  const number = (key: string, max: number, what: 'elapsed' | 'phase' | 'load'): number => {
    const text = extras.get(key);
    if (text === undefined || text === '-') throw new PuzzleInputError(RC.stateExtraMissing({ what, key }));
    const n = Number(text);
    if (n > max) throw new PuzzleInputError(RC.stateExtraRange({ what, n, max }));
    return n;
  };
  const allowed = new Set([...(model.timeLimit !== null ? ['t'] : []), ...(model.phase ? ['k'] : []), ...(model.usesPreviousLoad ? ['w'] : [])]);
  for (const key of extras.keys()) if (!allowed.has(key)) throw new PuzzleInputError(RC.stateExtraUnknown({ key }));
  const totalWeight = model.units.reduce((s, u) => s + u.weight * u.count, 0);
  return {
    near,
    boat: side === 'near' ? 0 : 1,
    elapsed: model.timeLimit !== null ? number('t', model.timeLimit, 'elapsed') : 0,
    phase: model.phase ? number('k', phaseRadix - 1, 'phase') : 0,
    previousLoad: model.usesPreviousLoad ? (extras.get('w') === '-' ? null : number('w', totalWeight, 'load')) : null,
  };
}
