/**
 * A goal room: goals behind a single entrance square, with the order that
 * fills them and the pushes that take a box from the entrance to each.
 */
export interface GoalRoom {
  /** The one square through which every box enters the room. */
  readonly entrance: number;
  /** Per square: 1 inside the room (the entrance not included). */
  readonly inside: Uint8Array;
  /** The room's squares (the entrance not included). */
  readonly squares: readonly number[];
  /** The room's goals in the order they are filled. */
  readonly order: readonly number[];
  /**
   * paths[m]: the pushes (`square * 4 + dir`) that take a box from the
   * entrance to `order[m]` while `order[0 .. m)` hold boxes and the rest of
   * the room is empty; the first is made from outside the room.
   */
  readonly paths: readonly (readonly number[])[];
}
