/**
 * The guard around a user's puzzle module (src/cli/module-guard.ts), in this
 * process: a search that calls successors() inside an emit (a depth-first
 * one) counts each call's emits on their own, and the engine's errors pass
 * through the module's code unchanged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StateTableFullError } from '../../src/engine/index.js';
import { limitEmitsPerCall, guardedBackend } from '../../src/cli/module-guard.js';
import { cliWordsIn } from '../../src/cli/lang.js';

type Problem = { successors(state: number, emit: (next: number, move: number) => void): void; codec: { encode(state: number): number } };

/** A backend whose problem emits `fanOut` successors of each state. */
function backend(fanOut: number) {
  return {
    problem: () => ({
      start: 0,
      isGoal: () => false,
      successors: (s: number, emit: (next: number, move: number) => void) => {
        for (let i = 1; i <= fanOut; i++) emit(s + i, i);
      },
      codec: { kind: 'uint32', encode: (s: number) => s, decode: (k: number) => k },
    }),
  };
}

const problemOf = (value: unknown) => (value as { problem(): Problem }).problem();

afterEach(() => limitEmitsPerCall(undefined));

describe('the module guard', () => {
  it('counts the emits of a call made inside an emit apart from the outer call', () => {
    limitEmitsPerCall(0);
    const cap = 2 ** 16;
    const problem = problemOf(guardedBackend(cliWordsIn('en'), backend(cap), '--puzzle-module test.mjs'));
    const seen: number[] = [];
    // Each outer emit starts an inner call of `cap` emits: neither call passes the cap alone.
    problem.successors(0, (next) => {
      if (next <= 2) problem.successors(next, (inner) => seen.push(inner));
    });
    expect(seen).toHaveLength(2 * cap);
  });

  it('stops a call past --max-states and 65,536 emits, as a limit', () => {
    limitEmitsPerCall(10);
    const problem = problemOf(guardedBackend(cliWordsIn('en'), backend(2 ** 16 + 11), '--puzzle-module test.mjs'));
    expect(() => problem.successors(0, () => {})).toThrow(StateTableFullError);
  });

  it("passes the engine's own errors through the module's code unchanged", () => {
    const problem = problemOf(guardedBackend(cliWordsIn('en'), backend(3), '--puzzle-module test.mjs'));
    const full = new StateTableFullError('full');
    expect(() =>
      problem.successors(0, () => {
        throw full;
      }),
    ).toThrow(full);
  });
});
