/**
 * A traveller or a counted kind of travellers, as the model holds it: in a
 * module of its own so that naming (names.ts) and the model (model.ts) both
 * use it without importing each other.
 */
import type { RowCondition } from './rows.js';

export interface Unit {
  /** How rules and goals refer to it: an individual's name, or a counted kind. */
  readonly name: string;
  /** Words for one member: "the farmer", "ghost". */
  readonly title: string;
  /** Words for several members of a counted kind: "ghosts". */
  readonly plural: string;
  /** Its name in Chinese (ghost, farmer), where the spec gives one. */
  readonly zh: string | null;
  /** Short code in state and move codes: "F", "C". */
  readonly short: string;
  readonly kind: string | null;
  readonly counted: boolean;
  /** Members (1 for an individual). */
  readonly count: number;
  /** Members on the near (start) bank at the start. */
  readonly startNear: number;
  /** Per member; 0 when the puzzle has no weights. */
  readonly weight: number;
  /** Crossing time per member; 0 when not given. */
  readonly time: number;
  readonly rows: RowCondition;
}
