/**
 * A lower bound on the inputs left, from the win conditions, offered (for
 * A*) only where it is provably admissible. Rules may change anything in a
 * turn, so a count of unmet goals bounds nothing in general; it does where
 * every input can move only a few goal objects one cell each:
 *
 * - no rule runs `again`, `restart` or `win` (an input is one turn, and a
 *   level is won only by its conditions);
 * - no rule creates or destroys the player, and the level has one player
 *   cell, so a rule that needs the player in one of its cells matches at
 *   most at one place a turn;
 * - for `all X on Y` (and `no X on Y`): no rule creates or destroys an X or
 *   a Y, nor moves a Y; every rule that gives a movement on a layer of X has
 *   one row without ellipses, gives it to one cell, and needs the player in
 *   its row. Such a rule moves at most one object one cell a turn; the
 *   movers of a turn are those rules (only those that need the input's
 *   direction of the player, where no rule changes the player's movement)
 *   and the player itself where it is an X. An object moving one cell
 *   changes the count of cells with X off Y (or on Y) by at most one, so
 *   that count divided by the most movers of one input, rounded up, is a
 *   lower bound on the inputs left.
 *
 * Anything else: no bound, and no A* (breadth-first search stays exact).
 */
import { MOVE_ACTION, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, type CellPattern, type CompiledGame, type CompiledRule, type WinCondition } from './engine/game.js';

const DIRECTIONS = [MOVE_UP, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_ACTION];
const UNSAFE_COMMANDS = ['again', 'restart', 'win'];

/** The bound for a level of `game` that starts with `cells`, or null where none is admissible. */
export function inputBound(game: CompiledGame, cells: Int32Array): ((cells: Int32Array) => number) | null {
  const rules = [...game.rules, ...game.lateRules].flat();
  if (rules.some((rule) => rule.commands.some((c) => UNSAFE_COMMANDS.includes(c)))) return null;
  const touched = new Int32Array(game.stride);
  for (const rule of rules) for (const row of rule.rows) for (const cell of row) if (cell !== null) orChanged(game, cell, touched);
  if (meets(touched, game.playerMask) || playerCells(game, cells) !== 1) return null;

  const counts: ((cells: Int32Array) => number)[] = [];
  for (const condition of game.winConditions) {
    const movers = condition.quantifier === 0 || condition.firstAll || condition.secondAll ? null : moversPerInput(game, condition, touched);
    if (movers === null || isEverything(condition.second)) continue;
    const inY = condition.quantifier === -1;
    counts.push((state) => Math.ceil(countCells(game, state, condition, inY) / movers));
  }
  if (counts.length === 0) return null;
  return (state) => {
    let bound = 0;
    for (const count of counts) bound = Math.max(bound, count(state));
    return bound;
  };
}

/** The most objects of X one input can move, or null where the rules do not allow a bound. */
function moversPerInput(game: CompiledGame, condition: WinCondition, touched: Int32Array): number | null {
  const { first: x, second: y } = condition;
  if (meets(touched, x) || meets(touched, y)) return null;
  const xLayers = layersOf(game, x);
  const yLayers = layersOf(game, y);
  const playerLayers = layersOf(game, game.playerMask);
  let steady = true;
  const movers: { rule: CompiledRule; direction: number }[] = [];
  for (const rule of game.rules.flat()) {
    const row = rule.rows.length === 1 && rule.ellipses[0] === 0 ? rule.rows[0] : null;
    let moving = 0;
    let anchor = -1;
    let anchorDirection = 0;
    for (const [k, cell] of rule.rows.flat().entries()) {
      if (cell === null) continue;
      if (meets(cell.present, game.playerMask)) {
        anchor = k;
        for (const l of playerLayers) anchorDirection |= cell.movesPresent[l];
      }
      const r = cell.replacement;
      if (r === null) continue;
      // A movement on a layer where the cell must hold something else (the player, say) moves that, not an X or a Y.
      const movesOne = (l: number, mask: Int32Array) => r.movesSet[l] !== 0 && !holdsOtherOnLayer(game, cell.present, l, mask);
      if (yLayers.some((l) => movesOne(l, y))) return null;
      if (xLayers.some((l) => movesOne(l, x))) moving++;
      // The player's movement stays as it was only where a rule sets it to the one it asked for.
      for (const l of playerLayers) {
        if (holdsOtherOnLayer(game, cell.present, l, game.playerMask)) continue;
        if ((r.movesSet[l] !== 0 || r.movesClear[l] !== 0) && !(cell.movesPresent[l] !== 0 && r.movesSet[l] === cell.movesPresent[l])) steady = false;
      }
    }
    if (moving === 0) continue;
    if (row === null || moving > 1 || anchor < 0) return null;
    movers.push({ rule, direction: anchorDirection });
  }
  const playerIsX = meets(game.playerMask, x) ? 1 : 0;
  if (!steady) return movers.length + playerIsX || 1;
  // Per input: the rules that need that movement of the player, or none.
  let most = 0;
  for (const direction of DIRECTIONS) {
    most = Math.max(most, movers.filter((m) => m.direction === 0 || (m.direction & direction) !== 0).length);
  }
  return most + playerIsX || 1;
}

/**
 * Adds to `into` the objects a cell's replacement may create or destroy. Its masks clear a whole
 * layer and set an object on it even where that object was asked for and stays (`> Player` ->
 * `> Player`): on a layer where the cell must hold an object, that object is all the layer holds.
 */
function orChanged(game: CompiledGame, cell: CellPattern, into: Int32Array): void {
  const r = cell.replacement;
  if (r === null) return;
  for (const layerMask of game.layerMasks) {
    let asked = false;
    for (let w = 0; w < layerMask.length; w++) if ((cell.present[w] & layerMask[w]) !== 0) asked = true;
    for (let w = 0; w < layerMask.length; w++) {
      const onLayer = layerMask[w];
      const held = asked ? cell.present[w] & onLayer : onLayer;
      const destroyed = r.objectsClear[w] & ~r.objectsSet[w] & held;
      const created = r.objectsSet[w] & onLayer & ~(asked ? cell.present[w] : 0);
      into[w] |= destroyed | created;
    }
  }
}

function meets(a: Int32Array, b: Int32Array): boolean {
  for (let w = 0; w < a.length; w++) if ((a[w] & b[w]) !== 0) return true;
  return false;
}

function isEverything(mask: Int32Array): boolean {
  return mask.every((w) => w === -1);
}

function layersOf(game: CompiledGame, mask: Int32Array): number[] {
  const layers = new Set<number>();
  for (const object of game.objects) if ((mask[object.id >> 5] >>> (object.id & 31)) & 1) layers.add(object.layer);
  return [...layers];
}

/** Whether `present` asks for an object on `layer` that is not in `mask` (then the cell's object of that layer is that one). */
function holdsOtherOnLayer(game: CompiledGame, present: Int32Array, layer: number, mask: Int32Array): boolean {
  const layerMask = game.layerMasks[layer];
  for (let w = 0; w < present.length; w++) if ((present[w] & layerMask[w] & ~mask[w]) !== 0) return true;
  return false;
}

function playerCells(game: CompiledGame, cells: Int32Array): number {
  const { stride, playerMask, playerAll } = game;
  let count = 0;
  for (let base = 0; base < cells.length; base += stride) {
    let any = false;
    let all = true;
    for (let w = 0; w < stride; w++) {
      const m = cells[base + w] & playerMask[w];
      if (m !== 0) any = true;
      if (m !== playerMask[w]) all = false;
    }
    if (playerAll ? all : any) count++;
  }
  return count;
}

/** Cells with an X and without a Y (`inY`: with a Y). */
function countCells(game: CompiledGame, cells: Int32Array, condition: WinCondition, inY: boolean): number {
  const { stride } = game;
  let count = 0;
  for (let base = 0; base < cells.length; base += stride) {
    let x = false;
    let y = false;
    for (let w = 0; w < stride; w++) {
      if ((cells[base + w] & condition.first[w]) !== 0) x = true;
      if ((cells[base + w] & condition.second[w]) !== 0) y = true;
    }
    if (x && y === inY) count++;
  }
  return count;
}
