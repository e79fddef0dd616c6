/**
 * A concrete rule's cells compiled to bit masks, as PuzzleScript's
 * rulesToMask does: what a cell must hold and lack, which movements it
 * must have, and what the right side clears and sets (objects, and the
 * movement of each collision layer it touches).
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import { MOVE_ACTION, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, type CellPattern, type CellReplacement, type CompiledRule, type PatternRow } from './game.js';
import { idsOf, type GameNames } from './names.js';
import type { RuleCell, RuleLine } from './rule-text.js';

export const DIRECTION_BITS: Readonly<Record<string, number>> = { up: MOVE_UP, down: MOVE_DOWN, left: MOVE_LEFT, right: MOVE_RIGHT, action: MOVE_ACTION, '': 0 };
const ALL_MOVES = 0x1f;

export interface MaskContext {
  readonly names: GameNames;
  readonly stride: number;
  readonly layerMasks: readonly Int32Array[];
}

/** The layers whose entry is not zero. */
const layersAsking = (perLayer: Uint8Array): Int32Array => Int32Array.from(perLayer.keys()).filter((l) => perLayer[l] !== 0);

const orInto = (into: Int32Array, from: Int32Array) => {
  for (let w = 0; w < into.length; w++) into[w] |= from[w];
};
const isZero = (a: ArrayLike<number>) => Array.prototype.every.call(a, (v: number) => v === 0);
const subsetOf = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.prototype.every.call(a, (v: number, i: number) => (v & b[i]) === v);

function maskOf(context: MaskContext, name: string): Int32Array {
  const mask = new Int32Array(context.stride);
  for (const id of idsOf(context.names, name) ?? []) mask[id >> 5] |= 1 << (id & 31);
  return mask;
}

function layerOf(context: MaskContext, name: string): number {
  const id = context.names.objectId.get(name);
  return id !== undefined ? context.names.objectLayer[id] : context.names.singleLayer.get(name)!;
}

/** Compiles a rule, or null where PuzzleScript drops it (two objects of one layer asked in one cell, or "X no X"). */
export function compileRule(context: MaskContext, rule: RuleLine): CompiledRule | null {
  const layers = context.names.layerCount;
  const rows: PatternRow[] = [];
  for (let j = 0; j < rule.lhs.length; j++) {
    const row: (CellPattern | null)[] = [];
    for (let k = 0; k < rule.lhs[j].length; k++) {
      const left = rule.lhs[j][k];
      if (left[0] === '...') {
        row.push(null);
        continue;
      }
      const cell = compileCell(context, left, rule.rhs.length > 0 ? rule.rhs[j][k] : null, rule.line, layers);
      if (cell === null) return null;
      row.push(cell);
    }
    rows.push(row);
  }
  // What a match needs on one line of the board, and anywhere on it: masks that let a turn skip lines and rules.
  const rowRequired = rows.map((row) => {
    const mask = new Int32Array(context.stride);
    for (const cell of row) if (cell !== null) orInto(mask, cell.present);
    return mask;
  });
  const required = new Int32Array(context.stride);
  for (const mask of rowRequired) orInto(required, mask);
  // The same for movements: per row (a line of the board must carry them all) and for the whole rule.
  const rowMovesRequired = rows.map((row) => {
    const moves = new Uint8Array(layers);
    for (const cell of row) if (cell !== null) for (let l = 0; l < layers; l++) moves[l] |= cell.movesPresent[l];
    return moves;
  });
  const movesRequired = new Uint8Array(layers);
  for (const moves of rowMovesRequired) for (let l = 0; l < layers; l++) movesRequired[l] |= moves[l];
  return {
    direction: DIRECTION_BITS[rule.direction],
    rows,
    rowRequired,
    rowWrites: rows.map((row) => row.some((cell) => cell !== null && cell.replacement !== null)),
    required,
    movesRequired,
    requiredMoveLayers: layersAsking(movesRequired),
    rowMovesRequired,
    rowMoveLayers: rowMovesRequired.map(layersAsking),
    ellipses: rows.map((row) => row.filter((c) => c === null).length),
    hasReplacements: rule.rhs.length > 0,
    commands: rule.commands,
    line: rule.line,
    rigidIndex: 0,
    index: -1,
  };
}

function compileCell(context: MaskContext, left: RuleCell, right: RuleCell | null, line: number, layers: number): CellPattern | null {
  const { stride } = context;
  const present = new Int32Array(stride);
  const missing = new Int32Array(stride);
  const anyPresent: Int32Array[] = [];
  const movesPresent = new Uint8Array(layers);
  const movesMissing = new Uint8Array(layers);
  const leftLayers = new Array<string | null>(layers).fill(null);
  const leftObjectLayers = new Uint8Array(layers);
  for (let i = 0; i < left.length; i += 2) {
    const [dir, name] = [left[i], left[i + 1]];
    const mask = maskOf(context, name);
    if (dir === 'no') {
      orInto(missing, mask);
      continue;
    }
    const layer = layerOf(context, name);
    if (leftLayers[layer] !== null) return null;
    leftLayers[layer] = name;
    if (context.names.objectId.has(name)) {
      orInto(present, mask);
      leftObjectLayers[layer] = ALL_MOVES;
    } else anyPresent.push(mask);
    if (dir === 'stationary') movesMissing[layer] |= ALL_MOVES;
    else movesPresent[layer] |= DIRECTION_BITS[dir];
  }
  if (!isZero(present) && present.some((v, w) => (v & missing[w]) !== 0)) return null;
  const moveLayers = Int32Array.from(movesPresent.keys()).filter((l) => movesPresent[l] !== 0 || movesMissing[l] !== 0);
  const keyWord = Math.max(0, present.findIndex((v) => v !== 0), isZero(present) ? missing.findIndex((v) => v !== 0) : -1);
  return { present, missing, anyPresent, movesPresent, movesMissing, moveLayers, keyWord, replacement: right === null ? null : compileReplacement(context, right, line, { present, movesPresent, leftLayers, leftObjectLayers }) };
}

function compileReplacement(
  context: MaskContext,
  right: RuleCell,
  line: number,
  left: { present: Int32Array; movesPresent: Uint8Array; leftLayers: (string | null)[]; leftObjectLayers: Uint8Array },
): CellReplacement | null {
  const { stride, layerMasks } = context;
  const layers = layerMasks.length;
  const objectsClear = new Int32Array(stride);
  const objectsSet = new Int32Array(stride);
  const movesClear = new Uint8Array(layers);
  const movesSet = new Uint8Array(layers);
  const layerClear = new Uint8Array(layers);
  const rightObjectLayers = new Uint8Array(layers);
  const rightLayers = new Array<string | null>(layers).fill(null);
  for (let i = 0; i < right.length; i += 2) {
    const [dir, name] = [right[i], right[i + 1]];
    const mask = maskOf(context, name);
    if (dir === 'no') {
      orInto(objectsClear, mask);
      continue;
    }
    const layer = layerOf(context, name);
    if (rightLayers[layer] !== null) throw new PuzzleInputError(PUZZLESCRIPT.ruleSameLayerRight({ line }));
    rightLayers[layer] = name;
    if (dir.length > 0) layerClear[layer] = ALL_MOVES;
    const id = context.names.objectId.get(name);
    if (id !== undefined) {
      objectsSet[id >> 5] |= 1 << (id & 31);
      orInto(objectsClear, layerMasks[layer]);
      rightObjectLayers[layer] = ALL_MOVES;
    }
    if (dir === 'stationary') movesClear[layer] |= ALL_MOVES;
    else movesSet[layer] |= DIRECTION_BITS[dir];
  }
  if (!subsetOf(left.present, objectsSet)) orInto(objectsClear, left.present);
  if (!subsetOf(left.movesPresent, movesSet)) for (let l = 0; l < layers; l++) movesClear[l] |= left.movesPresent[l];
  for (let l = 0; l < layers; l++) {
    if (left.leftLayers[l] !== null && rightLayers[l] === null) {
      orInto(objectsClear, layerMasks[l]);
      layerClear[l] = ALL_MOVES;
    }
    layerClear[l] |= left.leftObjectLayers[l] & ~rightObjectLayers[l];
  }
  if ([objectsClear, objectsSet, movesClear, movesSet, layerClear].every(isZero)) return null;
  for (let l = 0; l < layers; l++) movesClear[l] |= layerClear[l];
  const moveLayers = Int32Array.from(movesClear.keys()).filter((l) => movesClear[l] !== 0 || movesSet[l] !== 0);
  return { objectsClear, objectsSet, movesClear, movesSet, movesLayer: layerClear, moveLayers };
}

/** The rule as text, for dropping copies PuzzleScript drops (its stringRep: the direction only where a row has more than one cell). */
export function ruleKey(rule: RuleLine): string {
  const directed = rule.lhs.some((row) => row.length > 1);
  const side = (rows: RuleCell[][]) => rows.map((row) => row.map((cell) => cell.join(' ')).join('|')).join('][');
  return `${rule.line} ${rule.late} ${directed ? rule.direction : ''} [${side(rule.lhs)}] -> [${side(rule.rhs)}] ${rule.commands.join(' ')}`;
}
