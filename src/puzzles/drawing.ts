/**
 * A structured picture of a state, in grid units, that a graphical front end
 * can draw (SVG, canvas) without knowing the puzzle. Shapes with an `id` are
 * the same object from one state to the next, so a front end can animate them.
 */
export interface Drawing {
  /** Size of the picture in grid units. */
  width: number;
  height: number;
  shapes: Shape[];
  /** Optional: what the colours stand for, shown under the picture. */
  legend?: LegendEntry[];
}

/** A box at (x, y), w wide and h high, and how it is painted: what a rectangle and an ellipse both have. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  stroke?: string;
  id?: string;
}

export type Shape =
  | ({ kind: 'rect'; label?: string } & Box)
  /** An ellipse inscribed in the box (a disc when w = h). */
  | ({ kind: 'ellipse' } & Box)
  | { kind: 'text'; x: number; y: number; text: string; size?: number; color?: string; id?: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke?: string; width?: number };

/** One entry of a picture's legend: a swatch drawn as the picture draws that thing, and what it means. */
export interface LegendEntry {
  swatch:
    | { kind: 'box'; fill: string; stroke?: string }
    | { kind: 'disc'; fill: string; stroke?: string }
    | { kind: 'line'; stroke: string }
    | { kind: 'text'; text: string; color?: string };
  text: string;
}
