/**
 * What a turn with rigid bodies starts again from when a rigid movement could not happen: the
 * objects and movements it started with and the rule groups banned so far. Kept in arrays reused
 * from turn to turn (grown when a level is larger), so that such a turn allocates nothing.
 */
export class RigidTurnStart {
  private objectsCopy = new Int32Array(0);
  private movesCopy = new Uint8Array(0);
  private bannedGroups = new Uint8Array(0);

  /** A copy of `objects`, valid until the next turn. */
  objects(objects: Int32Array): Int32Array {
    if (this.objectsCopy.length !== objects.length) this.objectsCopy = new Int32Array(objects.length);
    this.objectsCopy.set(objects);
    return this.objectsCopy;
  }

  /** A copy of `moves`, valid until the next turn. */
  moves(moves: Uint8Array): Uint8Array {
    if (this.movesCopy.length !== moves.length) this.movesCopy = new Uint8Array(moves.length);
    this.movesCopy.set(moves);
    return this.movesCopy;
  }

  /** `length` bytes, all 0 (no group banned yet). */
  banned(length: number): Uint8Array {
    if (this.bannedGroups.length !== length) this.bannedGroups = new Uint8Array(length);
    else this.bannedGroups.fill(0);
    return this.bannedGroups;
  }
}
