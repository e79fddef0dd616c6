/**
 * A PuzzleScript game's text compiled into the form the turn runs: ids and
 * layers for the objects, masks for the names, every rule expanded and
 * compiled to masks and gathered into groups, win conditions as masks, and
 * levels as cells of bits (the background filled in as PuzzleScript fills it).
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import type { CompiledGame, CompiledRule, GameLevel, GameObject, RuleGroup, WinCondition } from './game.js';
import { readGameText, type GameText, type LevelText, type ObjectText } from './game-text.js';
import { checkLoopMarks, loopPoints, type LoopMark } from './loop-points.js';
import { idsOf, resolveNames, type GameNames } from './names.js';
import { expandRule } from './rule-expand.js';
import { compileRule, ruleKey, type MaskContext } from './rule-masks.js';
import { readRuleLine, type RuleLine } from './rule-text.js';

/** Settings of the prelude this interpreter cannot honour: a game that runs on a clock. */
const REFUSED_SETTINGS = ['realtime_interval'];

export function compileGame(source: string): CompiledGame {
  const text = readGameText(source);
  for (const key of REFUSED_SETTINGS) {
    const setting = text.prelude.get(key);
    if (setting) throw new PuzzleInputError(PUZZLESCRIPT.unsupported({ line: setting.line, what: key }));
  }
  const names = resolveNames(text);
  if (idsOf(names, 'player') === null) throw new PuzzleInputError(PUZZLESCRIPT.noPlayer());
  if (idsOf(names, 'background') === null) throw new PuzzleInputError(PUZZLESCRIPT.noBackground());
  const stride = Math.max(1, Math.ceil(names.objectNames.length / 32));
  const layerMasks = Array.from({ length: names.layerCount }, (_, layer) => {
    const mask = new Int32Array(stride);
    names.objectLayer.forEach((l, id) => {
      if (l === layer) mask[id >> 5] |= 1 << (id & 31);
    });
    return mask;
  });
  const context: MaskContext = { names, stride, layerMasks };
  const maskOfName = (name: string): Int32Array => {
    const mask = new Int32Array(stride);
    for (const id of idsOf(names, name) ?? []) mask[id >> 5] |= 1 << (id & 31);
    return mask;
  };
  const { rules, lateRules, loopPoints: rulePoints, lateLoopPoints, rigidGroups } = compileRules(text, names, context);
  let ruleCount = 0;
  for (const group of [...rules, ...lateRules]) for (const rule of group) rule.index = ruleCount++;
  const glyphs = glyphsOf(text, names);
  return {
    title: text.prelude.get('title')?.value ?? '',
    author: text.prelude.get('author')?.value ?? null,
    homepage: text.prelude.get('homepage')?.value ?? null,
    flags: new Set([...text.prelude.keys()].filter((k) => text.prelude.get(k)!.value === 'true')),
    objects: objectsOf(text.objects, names),
    layerCount: names.layerCount,
    stride,
    layerMasks,
    playerMask: maskOfName('player'),
    playerAll: names.aggregates.has('player'),
    rules,
    lateRules,
    loopPoints: rulePoints,
    lateLoopPoints,
    ruleCount,
    rigidGroups,
    winConditions: text.winConditions.map((w) => winCondition(w.text, w.line, names, maskOfName)),
    levels: text.levels.map((level) => levelOf(level, names, glyphs, stride, layerMasks)),
    glyphs,
  };
}

function compileRules(
  text: GameText,
  names: GameNames,
  context: MaskContext,
): { rules: RuleGroup[]; lateRules: RuleGroup[]; loopPoints: Int32Array; lateLoopPoints: Int32Array; rigidGroups: Int32Array } {
  const isName = (name: string) => idsOf(names, name) !== null;
  const lines: RuleLine[] = [];
  const marks: LoopMark[] = [];
  for (const { text: ruleText, line } of text.rules) {
    const loopWord = ruleText.trim();
    if (loopWord === 'startloop' || loopWord === 'endloop') {
      marks.push({ line, start: loopWord === 'startloop' });
      continue;
    }
    const rule = readRuleLine(ruleText, line, lines.at(-1) ?? null, isName);
    if (rule !== null) lines.push(rule);
  }
  const expanded = lines.flatMap((line) => expandRule(names, line));
  // PuzzleScript drops a rule that repeats a later one of the same group (its removeDuplicateRules).
  const kept: RuleLine[] = [];
  const seen = new Set<string>();
  for (let i = expanded.length - 1; i >= 0; i--) {
    if (i < expanded.length - 1 && expanded[i].groupNumber !== expanded[i + 1].groupNumber) seen.clear();
    const key = ruleKey(expanded[i]);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(expanded[i]);
  }
  kept.reverse();
  const groups = new Map<number, CompiledRule[]>();
  const lateGroups = new Map<number, CompiledRule[]>();
  for (const rule of kept) {
    const compiled = compileRule(context, rule);
    if (compiled === null) continue;
    // Marked for now; numbered by group below.
    if (rule.rigid) compiled.rigidIndex = -1;
    const target = rule.late ? lateGroups : groups;
    const group = target.get(rule.groupNumber) ?? [];
    group.push(compiled);
    target.set(rule.groupNumber, group);
  }
  // Groups run in the order of their first line, as PuzzleScript orders them.
  const ordered = (m: Map<number, CompiledRule[]>) => [...m.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
  checkLoopMarks(marks);
  const rules = ordered(groups);
  const lateRules = ordered(lateGroups);
  // Groups with rigid rules, numbered from 1 in order (PuzzleScript keeps the number in 5 bits: at most 30).
  const rigidGroups: number[] = [];
  rules.forEach((group, g) => {
    if (!group.some((rule) => rule.rigidIndex !== 0)) return;
    rigidGroups.push(g);
    if (rigidGroups.length > 30) throw new PuzzleInputError(PUZZLESCRIPT.rigidGroups({ line: group[0].line }));
    for (const rule of group) if (rule.rigidIndex !== 0) rule.rigidIndex = rigidGroups.length;
  });
  return { rules, lateRules, loopPoints: loopPoints(marks, rules), lateLoopPoints: loopPoints(marks, lateRules), rigidGroups: Int32Array.from(rigidGroups) };
}

function winCondition(text: string, line: number, names: GameNames, maskOfName: (name: string) => Int32Array): WinCondition {
  const words = text.split(/\s+/);
  const quantifier = { no: -1, some: 0, any: 0, all: 1 }[words[0]] as -1 | 0 | 1 | undefined;
  const shaped = words.length === 2 || (words.length === 4 && words[2] === 'on');
  if (quantifier === undefined || !shaped) throw new PuzzleInputError(PUZZLESCRIPT.winBad({ line }));
  for (const name of [words[1], words[3]]) {
    if (name !== undefined && idsOf(names, name) === null) throw new PuzzleInputError(PUZZLESCRIPT.nameUnknown({ line, name }));
  }
  const stride = maskOfName(words[1]).length;
  const everything = new Int32Array(stride).fill(-1);
  return {
    quantifier,
    first: maskOfName(words[1]),
    firstAll: names.aggregates.has(words[1]),
    second: words.length === 4 ? maskOfName(words[3]) : everything,
    secondAll: words.length === 4 && names.aggregates.has(words[3]),
    line,
  };
}

/** Level characters: objects with one-letter names, synonyms and aggregates (not properties, which are ambiguous). */
function glyphsOf(text: GameText, names: GameNames): Map<string, number[]> {
  const glyphs = new Map<string, number[]>();
  const add = (name: string) => {
    if (name.length === 1 && !glyphs.has(name)) glyphs.set(name, idsOf(names, name)!);
  };
  for (const o of text.objects) add(o.name);
  for (const o of text.objects) for (const synonym of o.synonyms) add(synonym);
  for (const entry of text.legend) if (!names.properties.has(entry.name)) add(entry.name);
  return glyphs;
}

function levelOf(level: LevelText, names: GameNames, glyphs: ReadonlyMap<string, readonly number[]>, stride: number, layerMasks: readonly Int32Array[]): GameLevel {
  if (level.kind === 'message') return level;
  const height = level.rows.length;
  const width = Math.max(...level.rows.map((r) => r.length));
  const cells = new Int32Array(width * height * stride);
  for (let y = 0; y < height; y++) {
    const row = level.rows[y];
    for (let x = 0; x < width; x++) {
      // A short row repeats its last character, as PuzzleScript reads it.
      const glyph = x < row.length ? row[x] : row[row.length - 1];
      const ids = glyphs.get(glyph);
      if (!ids) {
        const line = level.line + y;
        throw new PuzzleInputError(names.properties.has(glyph) ? PUZZLESCRIPT.levelGlyphProperty({ line, glyph }) : PUZZLESCRIPT.levelGlyph({ line, glyph }));
      }
      for (const id of ids) cells[(x * height + y) * stride + (id >> 5)] |= 1 << (id & 31);
    }
  }
  fillBackground(cells, stride, names, layerMasks);
  return { kind: 'level', width, height, cells, line: level.line };
}

/** Cells without anything on the background's layer get the background of the first cell that has one (PuzzleScript's calcBackgroundMask). */
function fillBackground(cells: Int32Array, stride: number, names: GameNames, layerMasks: readonly Int32Array[]): void {
  const background = idsOf(names, 'background')![0];
  const layerMask = layerMasks[names.objectLayer[background]];
  const tiles = cells.length / stride;
  const fill = new Int32Array(stride);
  fill[background >> 5] |= 1 << (background & 31);
  for (let i = 0; i < tiles; i++) {
    let any = false;
    for (let w = 0; w < stride; w++) if (cells[i * stride + w] & layerMask[w]) any = true;
    if (any) {
      for (let w = 0; w < stride; w++) fill[w] = cells[i * stride + w] & layerMask[w];
      break;
    }
  }
  for (let i = 0; i < tiles; i++) {
    let any = false;
    for (let w = 0; w < stride; w++) if (cells[i * stride + w] & layerMask[w]) any = true;
    if (!any) for (let w = 0; w < stride; w++) cells[i * stride + w] |= fill[w];
  }
}

function objectsOf(objects: readonly ObjectText[], names: GameNames): GameObject[] {
  const byName = new Map(objects.map((o) => [o.name, o]));
  return names.objectNames.map((name, id) => {
    const o = byName.get(name)!;
    if (o.colors.length === 0) throw new PuzzleInputError(PUZZLESCRIPT.objectNoColors({ line: o.line, name }));
    const sprite = o.sprite.length === 5 ? o.sprite.map((row) => [...row].map((c) => (c === '.' ? -1 : Number(c)))) : null;
    return { name, id, layer: names.objectLayer[id], colors: o.colors, sprite };
  });
}
