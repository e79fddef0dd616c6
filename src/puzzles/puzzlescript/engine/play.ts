/**
 * A game played as PuzzleScript's own test harness plays it: a level
 * loaded by its index among levels and messages, inputs given one by one
 * (0 up, 1 left, 2 down, 3 right, 4 action, `undo`, `restart`), `again`
 * turns run after each until none is left, and a won level followed by the
 * next (a message leaves the last level standing, as the harness does).
 * The turn is PuzzleScript's processInput and its command queue, with the
 * same undo stack, restart target and checkpoints.
 *
 * `stopAtWin` makes a win end play instead of loading the next level:
 * the search plays one level and takes a win as its goal.
 */
import { PuzzleInputError } from '../../puzzle.js';
import { PUZZLESCRIPT } from '../messages.js';
import { KeptAgainTurn } from './again-turn.js';
import { RigidTurnStart } from './rigid-turn-start.js';
import { Board } from './board.js';
import { MOVE_ACTION, MOVE_DOWN, MOVE_LEFT, MOVE_RIGHT, MOVE_UP, type CompiledGame } from './game.js';

/** PuzzleScript's input numbers: 0 up, 1 left, 2 down, 3 right, 4 action. */
export type Input = number | 'undo' | 'restart';

const INPUT_BITS = [MOVE_UP, MOVE_LEFT, MOVE_DOWN, MOVE_RIGHT, MOVE_ACTION];

/** More `again` turns in a row than this and play stops with a message: the harness would loop for ever. */
export const AGAIN_LIMIT = 1000;

/** How many times a turn with rigid bodies is played before PuzzleScript gives up on it. */
const RIGID_TRIES = 50;

export class Play {
  /** PuzzleScript's index of the level (or message) being played. */
  levelIndex: number;
  board: Board;
  /** Whether a message (or the end of the game) is showing: inputs still act on the board, but nothing is won. */
  textMode = false;
  /** With `stopAtWin`: the level was won. */
  won = false;
  /** Levels won so far (without `stopAtWin`). */
  wins = 0;
  private readonly backups: Int32Array[] = [];
  private restartTarget: Int32Array;
  /** A copy of the cells made for a turn that ended up on no undo stack, kept for the next turn's copy. */
  private spare: Int32Array | null = null;
  /** Copies the undo stack held when `reset` emptied it, for the turns' copies after (the search resets before every input). */
  private readonly unused: Int32Array[] = [];
  private againing = false;
  /** The `again` turn as the check for it played it (see again-turn.ts): the turn itself is not played twice. */
  private readonly keptAgain = new KeptAgainTurn();
  private restarting = false;
  /** What a turn with rigid bodies starts again from, in arrays reused from turn to turn. */
  private readonly rigidStart = new RigidTurnStart();

  constructor(
    readonly game: CompiledGame,
    startIndex: number,
    private readonly stopAtWin = false,
  ) {
    const level = game.levels[startIndex];
    if (level === undefined) throw new PuzzleInputError(PUZZLESCRIPT.startIndexOutOfRange({ index: String(startIndex), count: game.levels.length }));
    if (level.kind !== 'level') throw new PuzzleInputError(PUZZLESCRIPT.startIndexMessage({ index: startIndex }));
    this.levelIndex = startIndex;
    this.board = new Board(game, level.width, level.height, level.cells);
    this.restartTarget = this.board.objects.slice();
    this.loadLevel(startIndex);
    this.runAgain();
  }

  /** Plays one input and the `again` turns after it. */
  input(input: Input): void {
    if (input === 'undo') this.undo(false, true);
    else if (input === 'restart') this.restart(false);
    else this.processInput(input, false, false);
    this.runAgain();
  }

  /** Sets the board to `cells` as a fresh turn would find it (for the search, which plays from any state). */
  reset(cells: Int32Array, restartTarget?: Int32Array): void {
    this.board.restore(cells);
    for (const copy of this.backups) if (copy.length === cells.length) this.unused.push(copy);
    this.backups.length = 0;
    // Copied into the target this play owns (every other holder copies it out), not into a new array.
    if (this.restartTarget.length === cells.length) this.restartTarget.set(restartTarget ?? cells);
    else this.restartTarget = (restartTarget ?? cells).slice();
    this.againing = false;
    this.won = false;
    this.textMode = false;
  }

  get checkpoint(): Int32Array {
    return this.restartTarget;
  }

  private runAgain(): void {
    let turns = 0;
    while (this.againing) {
      if (++turns > AGAIN_LIMIT) throw new PuzzleInputError(PUZZLESCRIPT.againLoop({ limit: AGAIN_LIMIT }));
      this.againing = false;
      this.processInput(-1, false, false, true);
    }
  }

  private loadLevel(index: number): void {
    this.againing = false;
    const level = this.game.levels[index];
    if (level.kind === 'message') {
      this.textMode = true;
      return;
    }
    this.textMode = false;
    this.board = new Board(this.game, level.width, level.height, level.cells);
    this.backups.length = 0;
    this.spare = null;
    this.restartTarget = this.board.objects.slice();
    if (this.game.flags.has('run_rules_on_level_start')) this.processInput(-1, true, false);
  }

  private addUndoState(cells: Int32Array): void {
    this.backups.push(cells);
  }

  private restoreLevel(cells: Int32Array): void {
    this.board.restore(cells);
    this.againing = false;
  }

  private undo(force: boolean, ignoreDuplicates: boolean): void {
    if (this.game.flags.has('noundo') && !force) return;
    if (ignoreDuplicates) {
      while (this.backups.length > 0 && this.board.sameObjects(this.backups[this.backups.length - 1])) this.backups.pop();
    }
    const last = this.backups.pop();
    if (last !== undefined) this.restoreLevel(last);
  }

  private restart(force: boolean): void {
    if (this.restarting) return;
    if (!force && this.game.flags.has('norestart')) return;
    if (this.againing) this.undo(force, true);
    this.restarting = true;
    if (!force) this.addUndoState(this.board.objects.slice());
    this.restoreLevel(this.restartTarget);
    if (this.game.flags.has('run_rules_on_level_start')) this.processInput(-1, true, false);
    this.board.queue.length = 0;
    this.restarting = false;
  }

  /**
   * One turn (PuzzleScript's processInput): `dir` an input number or -1 for none; returns whether
   * anything changed. `again`: the turn an `again` fired for, whose rules the check that fired it
   * already played (their outcome is taken from there when it was kept).
   */
  private processInput(dir: number, dontDoWin: boolean, dontModify: boolean, again = false): boolean {
    this.againing = false;
    const board = this.board;
    const bak = this.copyOfCells();
    const kept = again && this.keptAgain.takeInto(board);
    this.keptAgain.forget();
    if (!kept) this.playRules(dir);
    if (board.playerCount > 0 && this.game.flags.has('require_player_movement')) {
      const { playerMask } = this.game;
      let someMoved = false;
      for (let p = 0; p < board.playerCount && !someMoved; p++) someMoved = !board.cellHas(board.playerCells[p], playerMask, false);
      if (!someMoved) {
        this.addUndoState(bak);
        this.undo(true, false);
        this.release(bak);
        return false;
      }
    }
    const modified = this.processCommandQueue(bak, dontModify, dontDoWin, dir);
    this.release(bak);
    return modified;
  }

  /** The rules and movements of a turn: the input's movement given, rules, movements resolved, late rules. */
  private playRules(dir: number): void {
    const board = this.board;
    if (dir >= 0) board.startMovement(INPUT_BITS[dir]);
    else board.playerCount = 0;
    board.queue.length = 0;
    if (this.game.rigidGroups.length === 0) {
      board.applyRules(this.game.rules, this.game.loopPoints);
      board.resolveMovements();
      board.applyRules(this.game.lateRules, this.game.lateLoopPoints);
    } else {
      this.rigidTurn();
    }
  }

  /** The cells copied, into the spare array when there is one (a turn allocates only what goes on the undo stack). */
  private copyOfCells(): Int32Array {
    const cells = this.board.objects;
    let copy = this.spare !== null && this.spare.length === cells.length ? this.spare : this.unused.pop();
    if (copy === undefined || copy.length !== cells.length) copy = new Int32Array(cells.length);
    this.spare = null;
    copy.set(cells);
    return copy;
  }

  /** Keeps a turn's copy for the next turn unless it went on the undo stack (looked for from the top, where a turn pushes). */
  private release(copy: Int32Array): void {
    if (this.backups.lastIndexOf(copy) < 0) this.spare = copy;
  }

  /**
   * The rules and movements of a turn with rigid bodies: where a rigid movement could not happen,
   * the turn starts again (objects, movements and commands as they were) without that rule group,
   * at most RIGID_TRIES times (PuzzleScript's main loop of processInput).
   */
  private rigidTurn(): void {
    const board = this.board;
    const objects = this.rigidStart.objects(board.objects);
    const moves = this.rigidStart.moves(board.moves);
    const banned = this.rigidStart.banned(this.game.rules.length + 1);
    for (let tries = 1; ; tries++) {
      board.applyRules(this.game.rules, this.game.loopPoints, banned);
      if (!board.resolveMovements(banned)) {
        board.applyRules(this.game.lateRules, this.game.lateLoopPoints);
        return;
      }
      board.restore(objects);
      board.setMoves(moves);
      if (tries >= RIGID_TRIES) return;
    }
  }

  private processCommandQueue(bak: Int32Array, dontModify: boolean, dontDoWin: boolean, inputDir: number): boolean {
    let queue = this.board.queue;
    if (queue.includes('cancel')) {
      const commandsLeft = queue.length > 1;
      this.addUndoState(bak);
      this.undo(true, false);
      return commandsLeft;
    }
    if (queue.includes('restart')) {
      this.addUndoState(bak);
      if (!dontModify) this.restart(true);
    }
    let modified = false;
    if (!this.board.sameObjects(bak)) {
      if (dontModify) {
        // The check for `again`: what the rules did is kept for the turn itself.
        this.keptAgain.keep(bak, this.board);
        this.addUndoState(bak);
        this.undo(true, false);
        return true;
      }
      if (inputDir !== -1) this.addUndoState(bak);
      modified = true;
    }
    queue = this.board.queue;
    if (dontModify && (queue.includes('win') || queue.includes('restart'))) return true;
    if (!this.textMode) this.checkWin(dontDoWin);
    if (this.won) return modified;
    queue = this.board.queue;
    if (queue.includes('checkpoint')) this.restartTarget = this.board.objects.slice();
    if (queue.includes('again') && modified) {
      if (this.processInput(-1, true, true)) this.againing = true;
    }
    this.board.queue.length = 0;
    return modified;
  }

  private checkWin(dontDoWin: boolean): void {
    const won = this.board.queue.includes('win') || this.board.winConditionsHold();
    if (won && !dontDoWin) this.doWin();
  }

  private doWin(): void {
    this.againing = false;
    this.wins++;
    if (this.stopAtWin) {
      this.won = true;
      return;
    }
    if (this.levelIndex < this.game.levels.length - 1) {
      this.levelIndex++;
      this.loadLevel(this.levelIndex);
    } else {
      // The end of the game: the title screen shows and the last board stays.
      this.levelIndex = 0;
      this.textMode = true;
    }
  }
}
