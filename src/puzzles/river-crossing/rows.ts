/**
 * Who may row on which crossing. A condition depends on the crossing number c
 * (the first crossing is 1), either through c modulo a period (an animal that
 * rows on every other crossing) or through c itself (rows on crossings 1 to 7).
 * The search state then carries a phase: how many crossings were made, kept
 * exact below the largest number a condition names and modulo the least
 * common multiple of the periods above it, which is all the conditions can see.
 */
import type { RowsSpec } from './spec.js';

export type RowCondition =
  | { readonly kind: 'always' }
  | { readonly kind: 'never' }
  | { readonly kind: 'crossing'; readonly every: number | null; readonly on: readonly (readonly [number, number])[]; readonly not: boolean }
  | { readonly kind: 'any' | 'all'; readonly of: readonly RowCondition[] };

export function rowCondition(spec: RowsSpec | undefined): RowCondition {
  if (spec === undefined || spec === true) return { kind: 'always' };
  if (spec === false) return { kind: 'never' };
  if ('any' in spec) return { kind: 'any', of: spec.any.map(rowCondition) };
  if ('all' in spec) return { kind: 'all', of: spec.all.map(rowCondition) };
  const on = spec.on.map((item) => (typeof item === 'number' ? ([item, item] as const) : ([Math.min(item[0], item[1]), Math.max(item[0], item[1])] as const)));
  return { kind: 'crossing', every: spec.every ?? null, on, not: spec.not ?? false };
}

/** Whether the condition lets its traveller row on crossing number `c`. */
export function canRowOn(condition: RowCondition, c: number): boolean {
  if (condition.kind === 'any') return condition.of.some((part) => canRowOn(part, c));
  if (condition.kind === 'all') return condition.of.every((part) => canRowOn(part, c));
  if (condition.kind !== 'crossing') return condition.kind === 'always';
  const value = condition.every === null ? c : c % condition.every;
  const listed = condition.on.some(([lo, hi]) => value >= lo && value <= hi);
  return listed !== condition.not;
}

/**
 * The phase kept in the state: `exact` crossings counted one by one, then
 * `period` values repeating. Null when no condition depends on the crossing.
 */
export interface Phase {
  readonly exact: number;
  readonly period: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function phaseOf(conditions: readonly RowCondition[]): Phase | null {
  let period = 1;
  let exact = 0;
  let depends = false;
  const visit = (c: RowCondition): void => {
    if (c.kind === 'any' || c.kind === 'all') return c.of.forEach(visit);
    if (c.kind !== 'crossing') return;
    depends = true;
    if (c.every !== null) period = (period / gcd(period, c.every)) * c.every;
    else for (const [, hi] of c.on) exact = Math.max(exact, hi + 1);
  };
  conditions.forEach(visit);
  return depends ? { exact, period } : null;
}

/** The number of phase values (the radix of the phase in a packed state). */
export const phaseCount = (phase: Phase): number => phase.exact + phase.period;

/** The phase after `crossings` crossings. */
export function phaseAfter(phase: Phase, crossings: number): number {
  return crossings < phase.exact ? crossings : phase.exact + ((crossings - phase.exact) % phase.period);
}

/** The phase one crossing later. */
export function nextPhase(phase: Phase, p: number): number {
  return phaseAfter(phase, p + 1);
}

/** A crossing number with the same phase as `p`, for evaluating conditions: the crossing made from phase p is number p + 1. */
export const crossingNumberAt = (p: number): number => p + 1;
