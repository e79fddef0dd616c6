/**
 * River crossings: the declarative backend on spaces large enough to time.
 * Individuals pack into a bit set (moves are mask tests), counted kinds into
 * one digit each (interchangeable travellers are never permuted), and bank
 * verdicts are cached, so the rules cost a table lookup per successor.
 */
import { allSolutions, explore, solve } from '../src/engine/index.js';
import { riverCrossing } from '../src/puzzles/river-crossing/index.js';
import type { RiverInstance } from '../src/puzzles/river-crossing/instance.js';
import { measure, report, searchSample, spaceSample } from './measure.js';

function preset(name: string, params: Record<string, string> = {}): RiverInstance {
  return riverCrossing.parse({ source: { kind: 'preset', name }, params });
}

export function benchRiverCrossing(): void {
  // 16 travellers, anyone rows, a boat for 2, no rules: all 2^17 - 2 states but the two dead ends.
  const crowd = riverCrossing.parse({
    source: { kind: 'text', origin: 'bench', text: JSON.stringify({ travellers: Array.from({ length: 16 }, (_, i) => ({ name: `p${i + 1}` })), boat: { capacity: 2 } }) },
    params: {},
  });
  const cases: [string, RiverInstance, (i: RiverInstance) => { ms: number; states: number; bytes: number }][] = [
    ['explore: 16 travellers, boat for 2, no rules (136 groups)', crowd, exploreAll],
    ['explore: jealous husbands, 10 couples, boat for 4 (1,275 groups)', preset('jealous-husbands', { couples: '10', boat: '4' }), exploreAll],
    ['explore: missionaries and cannibals 100/100, boat for 20', preset('missionaries-cannibals', { missionaries: '100', boat: '20' }), exploreAll],
    ['ucs: bridge and torch, 12 people (1..12 min), 3 at a time', preset('bridge-torch', { times: '1,2,3,4,5,6,7,8,9,10,11,12', boat: '3' }), solveAuto],
    ['all plans without repeats: missionaries and cannibals 3/3/2', preset('missionaries-cannibals'), allPlans],
  ];
  for (const [name, instance, run] of cases) report(name, measure(() => run(instance)));
}

function exploreAll(instance: RiverInstance) {
  const r = explore(riverCrossing.problem(instance));
  return spaceSample(r);
}

function solveAuto(instance: RiverInstance) {
  const r = solve(riverCrossing.problem(instance), 'auto');
  if (r.status !== 'solved') throw new Error('not solved');
  return searchSample(r.stats);
}

function allPlans(instance: RiverInstance) {
  const r = allSolutions(riverCrossing.problem(instance));
  if (r.count !== 4) throw new Error(`expected 4 plans, got ${r.count}`);
  return searchSample(r.stats);
}
