/** Which key of play a key press or a swipe is: arrows and WASD, X and space for action, Z, Y and R for undo, redo and restart. */
import type { PlayKey } from '../../../src/midend/browser.js';

export type KeyCommand = PlayKey | 'undo' | 'redo' | 'restart';

const BY_KEY: Readonly<Record<string, KeyCommand>> = {
  arrowup: 'up', w: 'up',
  arrowdown: 'down', s: 'down',
  arrowleft: 'left', a: 'left',
  arrowright: 'right', d: 'right',
  x: 'action', ' ': 'action', enter: 'action',
  z: 'undo', u: 'undo', backspace: 'undo',
  y: 'redo',
  r: 'restart',
};

export function keyOfEvent(event: KeyboardEvent): KeyCommand | null {
  return BY_KEY[event.key.toLowerCase()] ?? null;
}

/** A swipe's direction by its longer axis (in grid units: a third of a square at least), or null for a tap. */
export function keyOfSwipe(drag: { dx: number; dy: number }): PlayKey | null {
  const { dx, dy } = drag;
  if (Math.hypot(dx, dy) < 0.33) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
