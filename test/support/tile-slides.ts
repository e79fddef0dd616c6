/**
 * The rule of sliding tiles written out here, independently of src/, for the
 * reference searches the tests check the backend against.
 */

/** The boards one slide away from `board` (cells row by row, 0 the blank): the blank moved up, down, left or right, in that order. */
export function tileSlides(board: readonly number[], width: number, height: number): number[][] {
  const blank = board.indexOf(0);
  const r = Math.floor(blank / width);
  const c = blank % width;
  const slides: number[][] = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    if (r + dr < 0 || r + dr >= height || c + dc < 0 || c + dc >= width) continue;
    const b = [...board];
    const p = (r + dr) * width + c + dc;
    [b[blank], b[p]] = [b[p], b[blank]];
    slides.push(b);
  }
  return slides;
}
