/**
 * Companies: predicates on a set of travellers (who is on a bank, or in the
 * boat), given as how many of each traveller unit are there. The same form
 * serves our spec's `forbid`/`require` rules, group durations, and the
 * RiverCrossing patterns translated into them.
 */
import { PuzzleInputError } from '../puzzle.js';
import type { CompanySpec, CountSpec } from './spec.js';

/** How many travellers a set holds of each unit (an individual counts 0 or 1). */
export type Counts = ArrayLike<number>;

export interface Range {
  readonly min: number;
  readonly max: number;
}

export interface Company {
  /** Each entry: these units together must number at least 1. */
  readonly withs: readonly (readonly number[])[];
  /** Each entry: these units together must number 0. */
  readonly withouts: readonly (readonly number[])[];
  /** Each entry: these units together number exactly 1. */
  readonly oneOf: readonly (readonly number[])[];
  /** Each entry: these units together number at most 1. */
  readonly atMostOneOf: readonly (readonly number[])[];
  readonly counts: readonly { readonly units: readonly number[]; readonly range: Range }[];
  /** How many travellers not named anywhere in the pattern; null: any number. */
  readonly others: Range | null;
  /** The units not named in the pattern. */
  readonly unnamed: readonly number[];
}

/** Resolves a name or kind to unit indices; throws naming `place` when unknown. */
export type Resolve = (reference: string, place: string) => number[];

export function countRange(spec: CountSpec, place: string): Range {
  if (typeof spec === 'number') return { min: spec, max: spec };
  const n = Number.parseInt(spec, 10);
  if (!Number.isSafeInteger(n)) throw new PuzzleInputError(`${place}: ${JSON.stringify(spec)} is too large`);
  if (spec.endsWith('+')) return { min: n, max: Infinity };
  if (spec.endsWith('-')) return { min: 0, max: n };
  return { min: n, max: n };
}

export function compileCompany(spec: CompanySpec, resolve: Resolve, place: string, unitCount: number): Company {
  const named = new Uint8Array(unitCount);
  const take = (ref: string, at: string) => {
    const units = resolve(ref, at);
    for (const u of units) named[u] = 1;
    return units;
  };
  const lists = (field: 'oneOf' | 'atMostOneOf') =>
    (spec[field] ?? []).map((list, i) => list.flatMap((ref, j) => take(ref, `${place}.${field}[${i}][${j}]`)));
  const company: Company = {
    withs: (spec.with ?? []).map((ref, i) => take(ref, `${place}.with[${i}]`)),
    withouts: (spec.without ?? []).map((ref, i) => take(ref, `${place}.without[${i}]`)),
    oneOf: lists('oneOf'),
    atMostOneOf: lists('atMostOneOf'),
    counts: Object.entries(spec.counts ?? {}).map(([ref, count]) => ({
      units: take(ref, `${place}.counts`),
      range: countRange(count, `${place}.counts.${ref}`),
    })),
    others: spec.others === undefined ? null : countRange(spec.others, `${place}.others`),
    unnamed: [],
  };
  const unnamed: number[] = [];
  for (let u = 0; u < unitCount; u++) if (!named[u]) unnamed.push(u);
  return { ...company, unnamed };
}

function total(units: readonly number[], counts: Counts): number {
  let n = 0;
  for (let i = 0; i < units.length; i++) n += counts[units[i]];
  return n;
}

export function matches(company: Company, counts: Counts): boolean {
  for (const units of company.withs) if (total(units, counts) === 0) return false;
  for (const units of company.withouts) if (total(units, counts) !== 0) return false;
  for (const units of company.oneOf) if (total(units, counts) !== 1) return false;
  for (const units of company.atMostOneOf) if (total(units, counts) > 1) return false;
  for (const { units, range } of company.counts) {
    const n = total(units, counts);
    if (n < range.min || n > range.max) return false;
  }
  if (company.others) {
    const n = total(company.unnamed, counts);
    if (n < company.others.min || n > company.others.max) return false;
  }
  return true;
}
