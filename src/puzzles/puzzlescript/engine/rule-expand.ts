/**
 * A rule line expanded into the concrete rules PuzzleScript runs, step by
 * step as its compiler does: one copy per direction, relative directions
 * made absolute, up and left rules turned into down and right ones read
 * backwards, aggregates split into their objects, synonyms replaced,
 * ambiguous movements (`moving`, `horizontal`, ...) and properties made
 * concrete, and objects a rule creates made stationary.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import type { GameNames } from './names.js';
import { DIRECTION_AGGREGATES, type RuleCell, type RuleLine } from './rule-text.js';

const RELATIVE_INDEX = ['^', 'v', '<', '>', 'parallel', 'perpendicular'];
const RELATIVE_TO: Readonly<Record<string, readonly string[]>> = {
  right: ['up', 'down', 'left', 'right', 'horizontal_par', 'vertical_perp'],
  up: ['left', 'right', 'down', 'up', 'vertical_par', 'horizontal_perp'],
  down: ['right', 'left', 'up', 'down', 'vertical_par', 'horizontal_perp'],
  left: ['down', 'up', 'right', 'left', 'horizontal_par', 'vertical_perp'],
};

const cloneRule = (rule: RuleLine): RuleLine => ({
  ...rule,
  lhs: rule.lhs.map((row) => row.map((cell) => cell.slice())),
  rhs: rule.rhs.map((row) => row.map((cell) => cell.slice())),
  commands: rule.commands.slice(),
});

function eachCell(rule: RuleLine, visit: (cell: RuleCell) => void): void {
  for (const row of rule.lhs) row.forEach(visit);
  for (const row of rule.rhs) row.forEach(visit);
}

function absolutify(rule: RuleLine): void {
  eachCell(rule, (cell) => {
    for (let i = 0; i < cell.length; i += 2) {
      const index = RELATIVE_INDEX.indexOf(cell[i]);
      if (index >= 0) cell[i] = RELATIVE_TO[rule.direction][index];
    }
  });
}

function rewriteUpLeft(rule: RuleLine): void {
  if (rule.lhs.some((row) => row.some((cell) => cell[1] === '...'))) return;
  if (rule.direction === 'up') rule.direction = 'down';
  else if (rule.direction === 'left') rule.direction = 'right';
  else return;
  rule.lhs.forEach((row) => row.reverse());
  rule.rhs.forEach((row) => row.reverse());
}

function atomizeAggregates(names: GameNames, rule: RuleLine): void {
  eachCell(rule, (cell) => {
    for (let i = 0; i < cell.length; i += 2) {
      const parts = names.aggregates.get(cell[i + 1]);
      if (!parts) continue;
      if (cell[i] === 'no') throw new PuzzleInputError(PUZZLESCRIPT.ruleToken({ line: rule.line, token: `no ${cell[i + 1]}` }));
      const dir = cell[i];
      cell[i + 1] = parts[0];
      for (let j = 1; j < parts.length; j++) cell.push(dir, parts[j]);
    }
  });
}

function rephraseSynonyms(names: GameNames, rule: RuleLine): void {
  eachCell(rule, (cell) => {
    for (let i = 1; i < cell.length; i += 2) cell[i] = names.synonyms.get(cell[i]) ?? cell[i];
  });
}

type Replacements = Map<string, { concrete: string; count: number; name: string; ambiguous: string; j: number; k: number }>;

function concretizeMoving(rule: RuleLine): RuleLine[] {
  type Work = { rule: RuleLine; moving: Replacements; aggregate: Replacements };
  let result: Work[] = [{ rule, moving: new Map(), aggregate: new Map() }];
  let modified = true;
  while (modified) {
    modified = false;
    const next: Work[] = [];
    for (const work of result) {
      const found = findMoving(work.rule);
      if (!found) {
        next.push(work);
        continue;
      }
      modified = true;
      const [j, k, name, ambiguous] = found;
      for (const concrete of DIRECTION_AGGREGATES[ambiguous]) {
        const copy = cloneRule(work.rule);
        const moving: Replacements = new Map([...work.moving].map(([key, v]) => [key, { ...v }]));
        const aggregate: Replacements = new Map([...work.aggregate].map(([key, v]) => [key, { ...v }]));
        setMoving(copy.lhs[j][k], ambiguous, name, concrete);
        if (copy.rhs.length > 0) setMoving(copy.rhs[j][k], ambiguous, name, concrete);
        const key = name + ambiguous;
        const known = moving.get(key);
        if (!known) moving.set(key, { concrete, count: 1, name, ambiguous, j, k });
        else if (j !== known.j || k !== known.k) known.count++;
        const knownAggregate = aggregate.get(ambiguous);
        if (!knownAggregate) aggregate.set(ambiguous, { concrete, count: 1, name, ambiguous, j, k });
        else knownAggregate.count++;
        next.push({ rule: copy, moving, aggregate });
      }
    }
    result = next;
  }
  const rules: RuleLine[] = [];
  for (const { rule: r, moving, aggregate } of result) {
    for (const info of moving.values()) {
      if (info.count === 1) for (const row of r.rhs) for (const cell of row) setMoving(cell, info.ambiguous, info.name, info.concrete);
    }
    const byName = new Map<string, string>();
    for (const [ambiguous, info] of aggregate) byName.set(ambiguous, byName.has(ambiguous) || info.count !== 1 ? 'INVALID' : info.concrete);
    for (const [ambiguous, concrete] of byName) {
      if (concrete === 'INVALID') continue;
      for (const row of r.rhs) for (const cell of row) for (let i = 0; i < cell.length; i += 2) if (cell[i] === ambiguous) cell[i] = concrete;
    }
    for (const row of r.rhs) {
      for (const cell of row) {
        for (let i = 0; i < cell.length; i += 2) {
          if (cell[i] in DIRECTION_AGGREGATES) throw new PuzzleInputError(PUZZLESCRIPT.ruleRightMovement({ line: r.line, movement: cell[i] }));
        }
      }
    }
    rules.push(r);
  }
  return rules;
}

function findMoving(rule: RuleLine): [number, number, string, string] | null {
  for (let j = 0; j < rule.lhs.length; j++) {
    for (let k = 0; k < rule.lhs[j].length; k++) {
      const cell = rule.lhs[j][k];
      for (let i = 0; i < cell.length; i += 2) if (cell[i] in DIRECTION_AGGREGATES) return [j, k, cell[i + 1], cell[i]];
    }
  }
  return null;
}

function setMoving(cell: RuleCell, ambiguous: string, name: string, concrete: string): void {
  for (let i = 0; i < cell.length; i += 2) if (cell[i] === ambiguous && cell[i + 1] === name) cell[i] = concrete;
}

function propertiesOf(names: GameNames, cell: RuleCell): string[] {
  const result: string[] = [];
  for (let i = 0; i < cell.length; i += 2) if (names.properties.has(cell[i + 1])) result.push(cell[i + 1]);
  return result;
}

function expandNoProperties(names: GameNames, cell: RuleCell): RuleCell {
  const out: RuleCell = [];
  for (let i = 0; i < cell.length; i += 2) {
    const members = cell[i] === 'no' ? names.properties.get(cell[i + 1]) : undefined;
    if (members) for (const m of members) out.push('no', m);
    else out.push(cell[i], cell[i + 1]);
  }
  return out;
}

function setProperty(cell: RuleCell, property: string, concrete: string): void {
  for (let i = 0; i < cell.length; i += 2) if (cell[i + 1] === property) cell[i + 1] = concrete;
}

function concretizeProperties(names: GameNames, rule: RuleLine): RuleLine[] {
  for (let j = 0; j < rule.lhs.length; j++) {
    for (let k = 0; k < rule.lhs[j].length; k++) {
      rule.lhs[j][k] = expandNoProperties(names, rule.lhs[j][k]);
      if (rule.rhs.length > 0) rule.rhs[j][k] = expandNoProperties(names, rule.rhs[j][k]);
    }
  }
  const ambiguous = new Set<string>();
  for (let j = 0; j < rule.rhs.length; j++) {
    for (let k = 0; k < rule.rhs[j].length; k++) {
      const left = propertiesOf(names, rule.lhs[j][k]);
      for (const p of propertiesOf(names, rule.rhs[j][k])) if (!left.includes(p)) ambiguous.add(p);
    }
  }
  type Work = { rule: RuleLine; replaced: Map<string, { concrete: string; count: number }> };
  let result: Work[] = [{ rule, replaced: new Map() }];
  let modified = true;
  while (modified) {
    modified = false;
    const next: Work[] = [];
    for (const work of result) {
      const found = findProperty(names, work.rule, ambiguous);
      if (!found) {
        next.push(work);
        continue;
      }
      modified = true;
      const [j, k, property] = found;
      for (const concrete of names.properties.get(property)!) {
        const copy = cloneRule(work.rule);
        const replaced = new Map([...work.replaced].map(([key, v]) => [key, { ...v }]));
        setProperty(copy.lhs[j][k], property, concrete);
        if (copy.rhs.length > 0) setProperty(copy.rhs[j][k], property, concrete);
        const known = replaced.get(property);
        if (!known) replaced.set(property, { concrete, count: 1 });
        else known.count++;
        next.push({ rule: copy, replaced });
      }
    }
    result = next;
  }
  return result.map(({ rule: r, replaced }) => {
    for (const [property, info] of replaced) {
      if (info.count === 1) for (const row of r.rhs) for (const cell of row) setProperty(cell, property, info.concrete);
    }
    for (const row of r.rhs) {
      for (const cell of row) {
        for (const p of propertiesOf(names, cell)) if (ambiguous.has(p)) throw new PuzzleInputError(PUZZLESCRIPT.ruleRightProperty({ line: r.line, name: p }));
      }
    }
    return r;
  });
}

function findProperty(names: GameNames, rule: RuleLine, ambiguous: ReadonlySet<string>): [number, number, string] | null {
  for (let j = 0; j < rule.lhs.length; j++) {
    for (let k = 0; k < rule.lhs[j].length; k++) {
      for (const p of propertiesOf(names, rule.lhs[j][k])) {
        if (names.singleLayer.has(p) && !ambiguous.has(p)) continue;
        return [j, k, p];
      }
    }
  }
  return null;
}

function possibleObjects(names: GameNames, cell: RuleCell): string[] {
  const result: string[] = [];
  for (let i = 0; i < cell.length; i += 2) {
    const name = cell[i + 1];
    if (names.objectId.has(name)) result.push(name);
    else result.push(...(names.properties.get(name) ?? []));
  }
  return result;
}

/** An object that appears on the right without a movement, where nothing of its layer was on the left, starts still. */
function makeSpawnedStationary(names: GameNames, rule: RuleLine): void {
  if (rule.late) return;
  for (let j = 0; j < rule.rhs.length; j++) {
    for (let k = 0; k < rule.rhs[j].length; k++) {
      const cell = rule.rhs[j][k];
      const left = possibleObjects(names, rule.lhs[j][k]);
      const layers = left.map((o) => names.objectLayer[names.objectId.get(o)!]);
      for (let i = 0; i < cell.length; i += 2) {
        const name = cell[i + 1];
        if (cell[i] !== '' || names.properties.has(name) || left.includes(name)) continue;
        const id = names.objectId.get(name);
        if (id !== undefined && !layers.includes(names.objectLayer[id])) cell[i] = 'stationary';
      }
    }
  }
}

/** Every concrete rule a rule line stands for, in PuzzleScript's order. */
export function expandRule(names: GameNames, line: RuleLine): RuleLine[] {
  const copies = line.directions.map((direction) => {
    const copy = cloneRule(line);
    copy.direction = direction;
    absolutify(copy);
    rewriteUpLeft(copy);
    atomizeAggregates(names, copy);
    rephraseSynonyms(names, copy);
    return copy;
  });
  const moving = copies.flatMap((r) => concretizeMoving(r));
  const concrete = moving.flatMap((r) => concretizeProperties(names, r));
  for (const r of concrete) makeSpawnedStationary(names, r);
  return concrete;
}
