/**
 * A level in play: its cells' objects and movements as flat typed arrays
 * (cells column by column, as PuzzleScript stores them), and the work of
 * one turn on them: rules matched and applied group by group, movements
 * resolved, win conditions checked. Matches are kept in buffers reused
 * from turn to turn, so a turn allocates nothing once they have grown.
 */
import { MOVE_ACTION, type CellPattern, type CompiledGame, type CompiledRule, type PatternRow, type RuleGroup } from './game.js';

/** How many times a group is run over before PuzzleScript gives up on it. */
const GROUP_LOOP_LIMIT = 200;
/** How many times a turn goes back to the start of a loop before PuzzleScript gives up on it. */
const LOOP_LIMIT = 200;

/** Matches of one row: start cells, and for rows with ellipses the gap lengths after each start; grown, never shrunk. */
class RowMatches {
  count = 0;
  starts = new Int32Array(16);
  gaps1 = new Int32Array(16);
  gaps2 = new Int32Array(16);

  add(start: number, gap1: number, gap2: number): void {
    if (this.count === this.starts.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.starts = grow(this.starts);
      this.gaps1 = grow(this.gaps1);
      this.gaps2 = grow(this.gaps2);
    }
    this.starts[this.count] = start;
    this.gaps1[this.count] = gap1;
    this.gaps2[this.count] = gap2;
    this.count++;
  }
}

export class Board {
  readonly width: number;
  readonly height: number;
  readonly tiles: number;
  readonly stride: number;
  readonly layers: number;
  readonly objects: Int32Array;
  readonly moves: Uint8Array;
  /** Commands queued this turn, in order (one array for the board's life: cleared, never replaced). */
  readonly queue: string[] = [];
  /** The cells the player stood in when the last input was given (`playerCount` of them). */
  readonly playerCells: Int32Array;
  playerCount = 0;
  private readonly rowBuffers: RowMatches[] = [];
  /** Matches found again when a match found before is checked (rows with ellipses). */
  private readonly checkScratch = new RowMatches();
  private readonly odometer: number[] = [];
  /**
   * What the board holds, or may hold: objects anywhere, in each row (y)
   * and in each column (x), movements on each layer. Made exact when a
   * phase of rules starts and only grown by replacements within it (objects
   * only appear through them there), so a rule or a line that needs what
   * they lack cannot match and is skipped, as PuzzleScript skips them.
   */
  private readonly anywhere: Int32Array;
  private readonly inRow: Int32Array;
  private readonly inColumn: Int32Array;
  private readonly movesAnywhere: Uint8Array;
  /**
   * Movements on each layer of each row and column (`layers` bytes a line). Unlike the object masks
   * these are kept up as movements are given (by the input and by replacements) and cleared when
   * movements are (after movement resolution): a superset of what the lines carry.
   */
  private readonly movesInRow: Uint8Array;
  private readonly movesInColumn: Uint8Array;
  /** The layers of one column that may move, found afresh for each column as movements are resolved. */
  private readonly movingLayers: Int32Array;
  /**
   * Rigid bodies, per cell and layer: the rigid groups (their numbers ORed, as PuzzleScript keeps
   * them) whose rules gave the layer its movement, and whether a rigid rule did; zero between turns.
   */
  private readonly rigidGroupOf: Uint8Array;
  /**
   * A count of the board's changes (objects, movements, rigid marks: every write bumps it), and per
   * rule the count at which trying it last did nothing (no change and no command queued): until the
   * board changes, trying it again would do nothing again (a rule's outcome is a function of the
   * board), so it is not tried. A group run over until nothing changes skips, in its last pass, the
   * rules tried since its last change.
   */
  private version = 0;
  private readonly idleAt: Float64Array;
  private readonly rigidApplied: Uint8Array;

  constructor(
    readonly game: CompiledGame,
    width: number,
    height: number,
    cells: Int32Array,
  ) {
    this.width = width;
    this.height = height;
    this.tiles = width * height;
    this.stride = game.stride;
    this.layers = game.layerCount;
    this.objects = cells.slice();
    this.moves = new Uint8Array(this.tiles * this.layers);
    this.anywhere = new Int32Array(this.stride);
    this.inRow = new Int32Array(height * this.stride);
    this.inColumn = new Int32Array(width * this.stride);
    this.movesAnywhere = new Uint8Array(this.layers);
    this.movesInRow = new Uint8Array(height * this.layers);
    this.movesInColumn = new Uint8Array(width * this.layers);
    this.movingLayers = new Int32Array(this.layers);
    this.rigidGroupOf = new Uint8Array(this.tiles * this.layers);
    this.rigidApplied = new Uint8Array(this.tiles * this.layers);
    this.playerCells = new Int32Array(this.tiles);
    this.idleAt = new Float64Array(game.ruleCount).fill(-1);
  }

  /** Makes the masks of the objects the board holds exact (see `anywhere`). */
  private measure(): void {
    const { stride, height, objects, anywhere, inRow, inColumn } = this;
    anywhere.fill(0);
    inRow.fill(0);
    inColumn.fill(0);
    for (let x = 0; x < this.width; x++) {
      for (let y = 0; y < height; y++) {
        const base = (x * height + y) * stride;
        for (let w = 0; w < stride; w++) {
          const word = objects[base + w];
          inRow[y * stride + w] |= word;
          inColumn[x * stride + w] |= word;
        }
      }
      for (let w = 0; w < stride; w++) anywhere[w] |= inColumn[x * stride + w];
    }
  }

  /** Notes movement bits `bits` given to layer `l` of cell `i` in the movement masks. */
  private noteMove(i: number, l: number, bits: number): void {
    const layers = this.layers;
    this.movesAnywhere[l] |= bits;
    this.movesInRow[(i % this.height) * layers + l] |= bits;
    this.movesInColumn[((i / this.height) | 0) * layers + l] |= bits;
  }

  /** Clears every movement and the movement masks. */
  private clearMoves(): void {
    this.version++;
    this.moves.fill(0);
    this.movesAnywhere.fill(0);
    this.movesInRow.fill(0);
    this.movesInColumn.fill(0);
  }

  /** Sets every cell's movements (a turn played again with rigid bodies) and the masks to match. */
  setMoves(moves: Uint8Array): void {
    this.clearMoves();
    this.moves.set(moves);
    const layers = this.layers;
    for (let i = 0; i < this.tiles; i++) for (let l = 0; l < layers; l++) if (moves[i * layers + l] !== 0) this.noteMove(i, l, moves[i * layers + l]);
  }

  /** Whether every bit of `mask` is in `within` from word `at` on. */
  private static holds(within: Int32Array, at: number, mask: Int32Array): boolean {
    for (let w = 0; w < mask.length; w++) if ((within[at + w] & mask[w]) !== mask[w]) return false;
    return true;
  }

  /** Sets the cells to `cells` and clears movements and commands (PuzzleScript's restoreLevel). */
  restore(cells: Int32Array): void {
    this.objects.set(cells);
    this.version++;
    this.clearMoves();
    this.rigidGroupOf.fill(0);
    this.rigidApplied.fill(0);
    this.queue.length = 0;
  }

  sameObjects(cells: Int32Array): boolean {
    const o = this.objects;
    for (let i = 0; i < o.length; i++) if (o[i] !== cells[i]) return false;
    return true;
  }

  /** Gives the player's objects the movement `dir`; the cells they stand in are left in `playerCells`. */
  startMovement(dir: number): void {
    const { playerMask, playerAll, objects: gameObjects } = this.game;
    const positions = this.playerCells;
    let count = 0;
    for (let i = 0; i < this.tiles; i++) if (this.cellHas(i, playerMask, playerAll)) positions[count++] = i;
    this.playerCount = count;
    this.version++;
    for (let p = 0; p < count; p++) {
      const i = positions[p];
      for (let w = 0; w < this.stride; w++) {
        let bits = this.objects[i * this.stride + w] & playerMask[w];
        while (bits !== 0) {
          const bit = 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          const layer = gameObjects[w * 32 + bit].layer;
          this.moves[i * this.layers + layer] |= dir;
          this.noteMove(i, layer, dir);
        }
      }
    }
  }

  /** Whether cell `i` holds every object of `mask` (`all`) or any of them. */
  cellHas(i: number, mask: Int32Array, all: boolean): boolean {
    const base = i * this.stride;
    if (all) {
      for (let w = 0; w < this.stride; w++) if ((this.objects[base + w] & mask[w]) !== mask[w]) return false;
      return true;
    }
    for (let w = 0; w < this.stride; w++) if ((this.objects[base + w] & mask[w]) !== 0) return true;
    return false;
  }

  /**
   * Runs every group in order; after the last group of a loop, back to its
   * first while anything changed since the last jump (PuzzleScript's
   * applyRules, which gives up after LOOP_LIMIT jumps in a turn).
   */
  applyRules(groups: readonly RuleGroup[], loopPoints: Int32Array, banned?: Uint8Array): void {
    this.measure();
    let changed = false;
    let jumps = 0;
    let g = 0;
    while (g < groups.length) {
      if (banned?.[g] !== 1 && this.applyGroup(groups[g])) changed = true;
      const back = loopPoints[g];
      if (changed && back >= 0) {
        g = back;
        changed = false;
        if (++jumps > LOOP_LIMIT) return;
        continue;
      }
      g++;
    }
  }

  private applyGroup(group: RuleGroup): boolean {
    let changed = false;
    let again = true;
    let loops = 0;
    while (again && loops++ < GROUP_LOOP_LIMIT) {
      again = false;
      for (const rule of group) if (this.tryApply(rule)) again = true;
      if (again) changed = true;
    }
    return changed;
  }

  private delta(direction: number): number {
    return direction === 1 ? -1 : direction === 2 ? 1 : direction === 4 ? -this.height : this.height;
  }

  private tryApply(rule: CompiledRule): boolean {
    if (this.idleAt[rule.index] === this.version) return false;
    if (!Board.holds(this.anywhere, 0, rule.required)) return false;
    const { movesRequired, requiredMoveLayers } = rule;
    for (let k = 0; k < requiredMoveLayers.length; k++) {
      const l = requiredMoveLayers[k];
      if ((this.movesAnywhere[l] & movesRequired[l]) !== movesRequired[l]) return false;
    }
    const rows = rule.rows.length;
    while (this.rowBuffers.length < rows) this.rowBuffers.push(new RowMatches());
    for (let r = 0; r < rows; r++) {
      if (!this.findRowMatches(rule, r, this.rowBuffers[r])) {
        this.idleAt[rule.index] = this.version;
        return false;
      }
    }
    let result = false;
    if (rule.hasReplacements) {
      const d = this.delta(rule.direction);
      const tuple = this.odometer;
      tuple.length = rows;
      tuple.fill(0);
      let first = true;
      for (;;) {
        if (this.applyAt(rule, tuple, !first, d)) result = true;
        first = false;
        // The first row turns fastest, as PuzzleScript's generateTuples orders them. A row that
        // replaces nothing does not turn: which of its matches is taken changes nothing, only that
        // one still matches (applyAt looks for one), and replacing twice is replacing once.
        let r = 0;
        while (r < rows && (!rule.rowWrites[r] || ++tuple[r] === this.rowBuffers[r].count)) tuple[r++] = 0;
        if (r === rows) break;
      }
    }
    this.queueCommands(rule);
    if (!result && rule.commands.length === 0) this.idleAt[rule.index] = this.version;
    return result;
  }

  private queueCommands(rule: CompiledRule): void {
    if (rule.commands.length === 0) return;
    const queue = this.queue;
    if (queue.includes('cancel')) return;
    const cancels = rule.commands.includes('cancel');
    if (queue.includes('restart') && !cancels) return;
    if (cancels || rule.commands.includes('restart')) queue.length = 0;
    for (const command of rule.commands) if (!queue.includes(command)) queue.push(command);
  }

  private matchesAt(pattern: CellPattern, i: number): boolean {
    const { stride, layers, objects, moves } = this;
    const base = i * stride;
    for (let w = 0; w < stride; w++) {
      const cell = objects[base + w];
      if ((cell & pattern.present[w]) !== pattern.present[w] || (cell & pattern.missing[w]) !== 0) return false;
    }
    const anyPresent = pattern.anyPresent;
    for (let a = 0; a < anyPresent.length; a++) {
      const any = anyPresent[a];
      let found = false;
      for (let w = 0; w < stride && !found; w++) found = (objects[base + w] & any[w]) !== 0;
      if (!found) return false;
    }
    const moveLayers = pattern.moveLayers;
    const moveBase = i * layers;
    for (let k = 0; k < moveLayers.length; k++) {
      const l = moveLayers[k];
      const m = moves[moveBase + l];
      if ((m & pattern.movesPresent[l]) !== pattern.movesPresent[l] || (m & pattern.movesMissing[l]) !== 0) return false;
    }
    return true;
  }

  /** Whether cells `from..to` of a row (no ellipsis among them) match, the first at cell `i`, each `d` on. */
  private segmentMatches(row: PatternRow, from: number, to: number, i: number, d: number): boolean {
    for (let k = from; k < to; k++) if (!this.matchesAt(row[k]!, i + (k - from) * d)) return false;
    return true;
  }

  /** Collects the row's matches into `out`; false when there are none. */
  private findRowMatches(rule: CompiledRule, r: number, out: RowMatches): boolean {
    out.count = 0;
    const row = rule.rows[r];
    const ellipses = rule.ellipses[r];
    const dir = rule.direction;
    const d = this.delta(dir);
    const len = row.length - ellipses;
    let xmin = 0;
    let xmax = this.width;
    let ymin = 0;
    let ymax = this.height;
    if (dir === 1) ymin += len - 1;
    else if (dir === 2) ymax -= len - 1;
    else if (dir === 4) xmin += len - 1;
    else xmax -= len - 1;
    const horizontal = dir > 2;
    const outerEnd = horizontal ? ymax : xmax;
    const innerEnd = horizontal ? xmax : ymax;
    const lines = horizontal ? this.inRow : this.inColumn;
    const lineMoves = horizontal ? this.movesInRow : this.movesInColumn;
    const lineRequired = rule.rowRequired[r];
    const movesRequired = rule.rowMovesRequired[r];
    const moveLayers = rule.rowMoveLayers[r];
    const layers = this.layers;
    const bmin = horizontal ? xmin : ymin;
    // Along a line cell by cell (a row or a column: cells are stored column by column), the first cell tried first.
    const step = horizontal ? this.height : 1;
    // (A row with ellipses is matched by ellipsisMatches: its first cell is taken only to keep `first` a cell.)
    const first = row[0] ?? row.find((cell) => cell !== null)!;
    // The first cell's key word (with one word a cell, its objects, and the first property it asks for) is
    // tested here before the whole match: most cells fail on it.
    const stride = this.stride;
    const key = first.keyWord;
    const present = first.present[key];
    const missing = first.missing[key];
    const asksAny = stride === 1 && first.anyPresent.length > 0;
    const any = asksAny ? first.anyPresent[0][0] : 0;
    const objects = this.objects;
    lines: for (let a = horizontal ? ymin : xmin; a < outerEnd; a++) {
      // A row of the rule lies along one line of the board: one without what it needs holds no match.
      if (!Board.holds(lines, a * this.stride, lineRequired)) continue;
      for (let k = 0; k < moveLayers.length; k++) {
        const l = moveLayers[k];
        if ((lineMoves[a * layers + l] & movesRequired[l]) !== movesRequired[l]) continue lines;
      }
      if (ellipses === 0) {
        for (let b = bmin, i = horizontal ? bmin * this.height + a : a * this.height + bmin; b < innerEnd; b++, i += step) {
          const cell = objects[i * stride + key];
          if ((cell & present) !== present || (cell & missing) !== 0 || (asksAny && (cell & any) === 0)) continue;
          if (this.matchesAt(first, i) && (row.length === 1 || this.segmentMatches(row, 1, row.length, i + d, d))) out.add(i, 0, 0);
        }
        continue;
      }
      for (let b = bmin; b < innerEnd; b++) {
        const x = horizontal ? b : a;
        const y = horizontal ? a : b;
        const i = x * this.height + y;
        const kmax = dir === 4 ? x - len + 2 : dir === 8 ? this.width - (x + len) + 1 : dir === 2 ? this.height - (y + len) + 1 : y - len + 2;
        this.ellipsisMatches(row, ellipses, i, d, 0, kmax, 0, kmax, out);
      }
    }
    return out.count > 0;
  }

  /** Matches of a row with ellipses starting at cell `i`, the gaps in [k1min, k1max) and [k2min, ...) with their sum below `kmax`. */
  private ellipsisMatches(row: PatternRow, ellipses: number, i: number, d: number, k1min: number, k1max: number, k2min: number, kmax: number, out: RowMatches): void {
    const e1 = row.indexOf(null);
    if (!this.segmentMatches(row, 0, e1, i, d)) return;
    if (ellipses === 1) {
      for (let k = k1min; k < k1max; k++) {
        if (this.segmentMatches(row, e1 + 1, row.length, i + d * (k + e1), d)) out.add(i, k, 0);
      }
      return;
    }
    const e2 = row.indexOf(null, e1 + 1);
    for (let k1 = k1min; k1 < k1max; k1++) {
      if (!this.segmentMatches(row, e1 + 1, e2, i + d * (k1 + e1), d)) continue;
      for (let k2 = k2min; k1 + k2 < kmax && k2 < kmax; k2++) {
        if (this.segmentMatches(row, e2 + 1, row.length, i + d * (k1 + k2 + e2 - 1), d)) out.add(i, k1, k2);
      }
    }
  }

  /** Applies the rule at one choice of match per row; `check`: match each row again first (an earlier application may have spoiled it). */
  private applyAt(rule: CompiledRule, tuple: readonly number[], check: boolean, d: number): boolean {
    const rows = rule.rows.length;
    if (check) {
      for (let r = 0; r < rows; r++) {
        if (rule.rowWrites[r]) {
          if (!this.stillMatches(rule, r, tuple[r], d)) return false;
          continue;
        }
        const count = this.rowBuffers[r].count;
        let t = 0;
        while (t < count && !this.stillMatches(rule, r, t, d)) t++;
        if (t === count) return false;
      }
    }
    let result = false;
    for (let r = 0; r < rows; r++) {
      const m = this.rowBuffers[r];
      const t = tuple[r];
      const row = rule.rows[r];
      let index = m.starts[t];
      let gap = 0;
      for (const cell of row) {
        if (cell === null) {
          index += d * (gap++ === 0 ? m.gaps1[t] : m.gaps2[t]);
          continue;
        }
        if (this.replace(cell, index, rule.rigidIndex)) result = true;
        index += d;
      }
    }
    return result;
  }

  /** Whether match `t` of row `r` (found before this group's last changes) matches still. */
  private stillMatches(rule: CompiledRule, r: number, t: number, d: number): boolean {
    const m = this.rowBuffers[r];
    const row = rule.rows[r];
    const ellipses = rule.ellipses[r];
    if (ellipses === 0) return this.segmentMatches(row, 0, row.length, m.starts[t], d);
    const scratch = this.checkScratch;
    scratch.count = 0;
    const k1 = m.gaps1[t];
    const k2 = m.gaps2[t];
    if (ellipses === 1) this.ellipsisMatches(row, 1, m.starts[t], d, k1, k1 + 1, 0, k1 + 1, scratch);
    else this.ellipsisMatches(row, 2, m.starts[t], d, k1, k1 + 1, k2, k1 + k2 + 1, scratch);
    return scratch.count > 0;
  }

  private replace(pattern: CellPattern, i: number, rigidIndex: number): boolean {
    const replacement = pattern.replacement;
    if (replacement === null) return false;
    const { stride, layers, objects, moves } = this;
    let changed = false;
    const base = i * stride;
    const rowBase = (i % this.height) * stride;
    const columnBase = ((i / this.height) | 0) * stride;
    for (let w = 0; w < stride; w++) {
      const old = objects[base + w];
      const set = replacement.objectsSet[w];
      const next = (old & ~replacement.objectsClear[w]) | set;
      if (next !== old) {
        objects[base + w] = next;
        changed = true;
        this.anywhere[w] |= set;
        this.inRow[rowBase + w] |= set;
        this.inColumn[columnBase + w] |= set;
      }
    }
    const moveBase = i * layers;
    if (rigidIndex > 0 && this.markRigid(replacement.movesLayer, moveBase, rigidIndex)) changed = true;
    if (changed) this.version++;
    const moveLayers = replacement.moveLayers;
    for (let k = 0; k < moveLayers.length; k++) {
      const l = moveLayers[k];
      const old = moves[moveBase + l];
      const next = (old & ~replacement.movesClear[l]) | replacement.movesSet[l];
      if (next !== old) {
        moves[moveBase + l] = next;
        changed = true;
        this.noteMove(i, l, next);
        this.version++;
      }
    }
    return changed;
  }

  /**
   * A rigid rule's replacement records its group on the layers whose movement it sets, unless
   * every one of them is already recorded (then nothing changes); whether it recorded anything.
   */
  private markRigid(movesLayer: Uint8Array, moveBase: number, rigidIndex: number): boolean {
    let groupsKnown = true;
    let appliedKnown = true;
    for (let l = 0; l < this.layers; l++) {
      const layer = movesLayer[l];
      if (((rigidIndex & layer) & ~this.rigidGroupOf[moveBase + l]) !== 0) groupsKnown = false;
      if ((layer & ~this.rigidApplied[moveBase + l]) !== 0) appliedKnown = false;
    }
    if (groupsKnown || appliedKnown) return false;
    for (let l = 0; l < this.layers; l++) {
      this.rigidGroupOf[moveBase + l] |= rigidIndex & movesLayer[l];
      this.rigidApplied[moveBase + l] |= movesLayer[l];
    }
    return true;
  }

  /**
   * Moves what can move until nothing more can, then forgets every movement (PuzzleScript's
   * resolveMovements). A movement a rigid rule gave that could not happen bans that rule's group
   * (`banned`, by index in the game's rules); returns whether it banned one (then the turn is
   * played again from its start without it).
   */
  resolveMovements(banned?: Uint8Array): boolean {
    const { layers, height, moves } = this;
    let moved = this.anyMovement();
    while (moved) {
      moved = false;
      for (let x = 0; x < this.width; x++) {
        // Only the layers the column's movement mask names can move (the mask may hold more than is left, never
        // less); in order, as PuzzleScript tries a cell's layers. A game may have dozens of layers.
        const count = this.columnMoveLayers(x);
        if (count === 0) continue;
        for (let i = x * height, end = i + height; i < end; i++) {
          for (let k = 0; k < count; k++) {
            const l = this.movingLayers[k];
            const m = moves[i * layers + l];
            if (m !== 0 && this.moveLayer(i, l, m)) {
              moves[i * layers + l] = 0;
              moved = true;
            }
          }
        }
      }
    }
    let undo = false;
    if (banned !== undefined) {
      for (let i = 0; i < this.tiles; i++) {
        const base = i * this.layers;
        for (let l = 0; l < this.layers; l++) {
          if ((this.moves[base + l] & this.rigidApplied[base + l]) === 0) continue;
          // The first layer whose rigid movement stayed: its group is left out (PuzzleScript's order).
          // Numbers ORed into one that names no group: PuzzleScript bans "undefined", the last slot here.
          const group = this.game.rigidGroups[this.rigidGroupOf[base + l] - 1] ?? banned.length - 1;
          if (banned[group] !== 1) {
            banned[group] = 1;
            undo = true;
          }
          break;
        }
      }
      this.rigidGroupOf.fill(0);
      this.rigidApplied.fill(0);
    }
    this.clearMoves();
    return undo;
  }

  /** Puts in `movingLayers` the layers column `x`'s movement mask names, in order; answers how many. */
  private columnMoveLayers(x: number): number {
    const { layers, movesInColumn, movingLayers } = this;
    let count = 0;
    for (let l = 0, at = x * layers; l < layers; l++) if (movesInColumn[at + l] !== 0) movingLayers[count++] = l;
    return count;
  }

  /** Whether any cell may have a movement on any layer (the mask may hold more than is left, never less). */
  private anyMovement(): boolean {
    const movesAnywhere = this.movesAnywhere;
    for (let l = 0; l < movesAnywhere.length; l++) if (movesAnywhere[l] !== 0) return true;
    return false;
  }

  private moveLayer(i: number, layer: number, dir: number): boolean {
    const dx = dir === 4 ? -1 : dir === 8 ? 1 : 0;
    const dy = dir === 1 ? -1 : dir === 2 ? 1 : 0;
    const x = (i / this.height) | 0;
    const y = i % this.height;
    if ((x === 0 && dx < 0) || (x === this.width - 1 && dx > 0) || (y === 0 && dy < 0) || (y === this.height - 1 && dy > 0)) return false;
    const target = i + dy + dx * this.height;
    const mask = this.game.layerMasks[layer];
    const { stride, objects } = this;
    if (dir !== MOVE_ACTION) {
      for (let w = 0; w < stride; w++) if ((objects[target * stride + w] & mask[w]) !== 0) return false;
    }
    for (let w = 0; w < stride; w++) {
      const source = objects[i * stride + w];
      const targetWord = objects[target * stride + w];
      const moving = source & mask[w];
      objects[i * stride + w] = source & ~mask[w];
      objects[target * stride + w] = targetWord | moving;
    }
    this.version++;
    return true;
  }

  /** Whether the win conditions hold (false for a game without any). */
  winConditionsHold(): boolean {
    const conditions = this.game.winConditions;
    if (conditions.length === 0) return false;
    let passed = true;
    for (const c of conditions) {
      let holds = c.quantifier !== 0;
      for (let i = 0; i < this.tiles; i++) {
        const first = this.cellHas(i, c.first, c.firstAll);
        if (!first) continue;
        const second = this.cellHas(i, c.second, c.secondAll);
        if (c.quantifier === -1 && second) holds = false;
        else if (c.quantifier === 0 && second) holds = true;
        else if (c.quantifier === 1 && !second) holds = false;
        else continue;
        break;
      }
      if (!holds) passed = false;
    }
    return passed;
  }
}

