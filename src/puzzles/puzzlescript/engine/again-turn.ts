/**
 * An `again` turn kept from the check that decides whether it happens.
 * PuzzleScript decides whether `again` fires by playing the next turn with
 * nothing input and undoing it (processInput with dontModify), and then, if
 * that turn changed the level, plays the same turn again for real. The rules
 * see the same objects both times (the check's undo leaves no movement, and
 * a turn's outcome is a function of the objects), so the first playing's
 * result is kept here: the real turn takes the objects, movements and
 * commands the rules ended with and goes straight on to the commands.
 */
import type { Board } from './board.js';

export class KeptAgainTurn {
  private valid = false;
  /** The objects the check started from: the real turn must start from the same. */
  private before = new Int32Array(0);
  private after = new Int32Array(0);
  private moves = new Uint8Array(0);
  private readonly queue: string[] = [];

  /** Keeps the board as the check's rules left it (`before`: the objects they started from). */
  keep(before: Int32Array, board: Board): void {
    if (this.after.length !== board.objects.length) {
      this.before = new Int32Array(board.objects.length);
      this.after = new Int32Array(board.objects.length);
    }
    if (this.moves.length !== board.moves.length) this.moves = new Uint8Array(board.moves.length);
    this.before.set(before);
    this.after.set(board.objects);
    this.moves.set(board.moves);
    this.queue.length = 0;
    for (const command of board.queue) this.queue.push(command);
    this.valid = true;
  }

  forget(): void {
    this.valid = false;
  }

  /**
   * Puts the kept turn's outcome on `board` when it was kept from the objects the board holds now;
   * whether it did (if not, the turn has to be played).
   */
  takeInto(board: Board): boolean {
    if (!this.valid) return false;
    this.valid = false;
    if (this.before.length !== board.objects.length || !board.sameObjects(this.before)) return false;
    board.restore(this.after);
    // Late rules may leave movements behind, as they did when the check played the turn.
    for (let k = 0; k < this.moves.length; k++) {
      if (this.moves[k] !== 0) {
        board.setMoves(this.moves);
        break;
      }
    }
    for (const command of this.queue) board.queue.push(command);
    board.playerCount = 0;
    return true;
  }
}
