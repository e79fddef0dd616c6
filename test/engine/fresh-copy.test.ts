/**
 * freshCopy (fresh-copy.ts): a factory's copy compiled from its source
 * text, or the factory itself where compiling code is forbidden.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshCopy } from '../../src/engine/fresh-copy.js';

/** A factory that reads only what it is passed: a counter class that steps by `needs.step`. */
function makeCounter(needs: { step: number }) {
  const { step } = needs;
  return class Counter {
    count = 0;
    next(): number {
      this.count += step;
      return this.count;
    }
  };
}

const OUTSIDE = 7;
/** A factory that reads a constant of this module: its copy, compiled in the global scope, cannot. */
function readsOutside(needs: { step: number }): number {
  return OUTSIDE + needs.step;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('freshCopy', () => {
  it('makes what the factory makes, from a copy compiled afresh', () => {
    const Counter = freshCopy(makeCounter, { step: 3 });
    const counter = new Counter();
    expect([counter.next(), counter.next()]).toEqual([3, 6]);
    // A copy, not the factory: the module's constant is out of its sight.
    expect(() => freshCopy(readsOutside, { step: 1 })).toThrow(ReferenceError);
    expect(readsOutside({ step: 1 })).toBe(8);
  });

  it('calls the factory itself where compiling code is forbidden', () => {
    // As under a Content Security Policy without 'unsafe-eval'.
    const forbidden = vi.fn(function () {
      throw new EvalError('Code generation from strings disallowed for this context');
    });
    vi.stubGlobal('Function', forbidden);
    expect(freshCopy(readsOutside, { step: 1 })).toBe(8);
    const Counter = freshCopy(makeCounter, { step: 2 });
    expect(new Counter().next()).toBe(2);
    expect(forbidden).toHaveBeenCalledTimes(2);
  });
});
