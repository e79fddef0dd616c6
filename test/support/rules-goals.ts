/**
 * Goals and costs written out here from each puzzle's rules, on the state
 * codes a person reads and on the instance's own data, so that a replayed
 * solution is checked without the backend's goal test or the successor
 * generator's costs: a bug in those cannot vouch for itself.
 */
import type { AnyPuzzle } from '../../src/puzzles/puzzle.js';

type Instance = Record<string, unknown>;

/** Whether the state (given by its code) is solved, by the puzzle's rules; undefined where no check is written here. */
export function solvedByRules(puzzle: AnyPuzzle, instance: unknown, state: unknown): boolean | undefined {
  const code = puzzle.stateCode(instance, state);
  const inst = instance as Instance;
  switch (puzzle.id) {
    case 'sliding-tiles': {
      // Tiles 1..n-1 in reading order, the blank last (or first, with goal=blank-first).
      const cells = code.split('/').flatMap((row) => row.split(',')).map(Number);
      const tiles = Array.from({ length: cells.length - 1 }, (_, i) => i + 1);
      const goal = inst.goalKind === 'blank-first' ? [0, ...tiles] : [...tiles, 0];
      return cells.join(',') === goal.join(',');
    }
    case 'hanoi':
      // Every disc on the last peg.
      return [...code].every((peg) => peg === String.fromCharCode(64 + (inst.pegs as number)));
    case 'frogs': {
      // The frogs have changed sides: every right frog left of the gap, every left frog right of it.
      const start = puzzle.instanceCode(instance);
      const left = [...start].filter((c) => c === 'L').length;
      const right = [...start].filter((c) => c === 'R').length;
      return code === `${'R'.repeat(right)}_${'L'.repeat(left)}`;
    }
    case 'coins': {
      // Every A on one side of every B; with contiguous, no gap between coins either.
      const coinsOnly = code.replace(/[^AB]/g, '');
      const sorted = /^A*B*$/.test(coinsOnly) || /^B*A*$/.test(coinsOnly);
      const contiguous = puzzle.instanceCode(instance).includes(':contiguous');
      return sorted && (!contiguous || /^[AB]+$/.test(code.trim()));
    }
    case 'water-jugs': {
      const amounts = code.split(',').map(Number);
      const goal = inst.goal as { kind: 'exact'; amounts: number[] } | { kind: 'target'; amount: number };
      return goal.kind === 'exact' ? amounts.join(',') === goal.amounts.join(',') : amounts.includes(goal.amount);
    }
    case 'submarine':
      // The submarine has left the board.
      return code.endsWith(':out');
    case 'knights':
      return knightsSolved(puzzle.instanceCode(instance), inst, code);
    case 'sliding-blocks': {
      // The target piece with its top-left cell on the goal cell (the state after a replay is a placement: piece -> cell).
      const goal = inst.goal as { piece: number; cell: number };
      return (state as ArrayLike<number>)[goal.piece] === goal.cell;
    }
    case 'rush-hour': {
      // The red car A at the right end of the third row: the code is the board row by row ("/" between rows when not square).
      const rows = code.includes('/') ? code.split('/') : code.match(new RegExp(`.{${Math.sqrt(code.length)}}`, 'g'))!;
      return rows[2].endsWith('AA');
    }
    case 'river-crossing': {
      // Everyone the goal names (everyone, without one) has crossed: on the near bank (before the first "|")
      // are just those who started on the far bank.
      const model = inst.model as { units: readonly { short: string; name: string; kind: string | null; count: number; startNear: number }[] };
      const spec = inst.spec as { goal?: (string | { kind?: string; name?: string })[] };
      const near = nearCounts(code);
      const inGoal = (unit: (typeof model.units)[number]) =>
        spec.goal === undefined || spec.goal.some((ref) => (typeof ref === 'string' ? ref === unit.name || ref === unit.kind : ref.name === unit.name || ref.kind === unit.kind));
      return model.units.filter(inGoal).every((unit) => (near.get(unit.short) ?? 0) === unit.count - unit.startNear);
    }
    case 'sokoban':
      // No box off a goal: the code draws a box on a goal as * and any other box as $.
      return !code.includes('$');
    case 'puzzlescript':
      // A game's goal is its own win conditions, written in its text and judged by the interpreter as
      // PuzzleScript does (the fixtures check that judgement against PuzzleScript's engine): the state says it won.
      return (state as { won: boolean }).won;
    default:
      return undefined;
  }
}

function knightsSolved(instanceCode: string, inst: Instance, code: string): boolean {
  switch (inst.mode) {
    case 'swap':
      // Every square as the goal layout has it.
      return code.replace(/\//g, '') === (inst.goal as string[]).join('');
    case 'path':
      // The knight on the target square, the last field of the code (path:5x5:a1:e5).
      return code === instanceCode.split(':').at(-1);
    case 'tour': {
      // Every square visited; a closed tour ends a knight's move from where it began.
      if (code.includes('.')) return false;
      if (!inst.closed || inst.start === null) return true;
      const width = (inst.board as { width: number }).width;
      const at = code.replace(/\//g, '').indexOf('N');
      const [r0, c0] = [Math.floor((inst.start as number) / width), (inst.start as number) % width];
      const [r1, c1] = [Math.floor(at / width), at % width];
      const [dr, dc] = [Math.abs(r1 - r0), Math.abs(c1 - c0)];
      return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
    }
    default:
      return false;
  }
}

/**
 * The cost of a replayed solution by the rules: one a move for every metric
 * that counts moves; for a timed river crossing under `cost`, each crossing
 * takes as long as the slowest on board. Undefined where no rule is written
 * here (a crossing whose time depends on the group as a whole).
 */
export function costByRules(puzzle: AnyPuzzle, instance: unknown, metric: string, states: readonly unknown[]): number | undefined {
  const moves = states.length - 1;
  if (puzzle.id !== 'river-crossing' || metric === 'crossings') return moves;
  const model = (instance as Instance).model as { timed: boolean; groupTimes: readonly unknown[]; units: readonly { short: string; time: number }[] };
  if (!model.timed) return moves;
  if (model.groupTimes.length > 0) return undefined;
  let total = 0;
  for (let i = 1; i < states.length; i++) {
    const before = nearCounts(puzzle.stateCode(instance, states[i - 1]));
    const after = nearCounts(puzzle.stateCode(instance, states[i]));
    const movers = model.units.filter((u) => (before.get(u.short) ?? 0) !== (after.get(u.short) ?? 0));
    total += Math.max(...movers.map((u) => u.time));
  }
  return total;
}

/** "3M,C|..." -> M: 3, C: 1 (the near bank's counts by short code). */
function nearCounts(code: string): Map<string, number> {
  const near = code.split('|')[0];
  const counts = new Map<string, number>();
  if (near === '-') return counts;
  for (const item of near.split(',')) {
    const m = /^(\d*)(.+)$/.exec(item)!;
    counts.set(m[2], m[1] === '' ? 1 : Number(m[1]));
  }
  return counts;
}
