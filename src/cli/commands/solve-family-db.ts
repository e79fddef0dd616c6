/**
 * `puzzlekit solve sliding-blocks --db DIR`: a 4x5 layout answered from the
 * database `classify --out DIR` wrote: its fewest moves (a table read), a
 * shortest solution (from each layout, a neighbour one move nearer), its
 * group, how far the group's hardest layouts are, and the hardest layouts of
 * its piece-count type.
 */
import { cliLang, say } from '../lang.js';
import { instanceHeader } from '../words.js';
import type { OpenedInstance } from '../../midend/index.js';
import { layoutCodeOfKey, moveSuccessors, NO_SOLUTION } from '../../puzzles/sliding-blocks/classify.js';
import { loadType, FAMILY_METRIC } from '../../storage/blocks-family-db.js';
import { countsOfKey, emptyCells, MIN_EMPTY, typeName } from '../../puzzles/sliding-blocks/family.js';
import type { BlocksInstance } from '../../puzzles/sliding-blocks/board.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, UsageError } from '../errors.js';
import { grouped, indent, printJson, useColor } from '../format.js';
import { cliIo } from '../io.js';

/** Hardest layouts named in the answer (their count is always given). */
const SHOWN_HARDEST = 5;

export function solveFromFamilyDb(opened: OpenedInstance, dir: string, options: { json?: boolean; boards?: boolean }): number {
  const { puzzle, instance, metric, problem } = opened;
  const blocks = instance as BlocksInstance;
  if (metric !== FAMILY_METRIC) {
    throw new UsageError(say(`--db ${dir}: the database counts moves of the ${FAMILY_METRIC} metric, not ${metric}`, `--db ${dir}：数据库按计步方式 ${FAMILY_METRIC} 计步，不是 ${metric}`));
  }
  if (!blocks.standard) {
    throw new UsageError(
      say(
        `--db ${dir}: the database holds 4x5 layouts with one 2x2 block to bring to the bottom middle and 1x1, 1x2 and 2x1 pieces; this puzzle is another`,
        `--db ${dir}：数据库存的是 4x5 的布局，一个 2x2 方块要移到底部中间，其余是 1x1、1x2 和 2x1 的棋子；这个谜题不是这种`,
      ),
    );
  }
  if (problem.codec.kind !== 'float53') throw new Error('internal error: a standard 4x5 board without its numeric keys');
  const key = problem.codec.encode(problem.start);
  const type = countsOfKey(key);
  if (emptyCells(type) < MIN_EMPTY) {
    throw new UsageError(
      say(
        `--db ${dir}: the database holds layouts with at least ${MIN_EMPTY} empty cells; this one has ${emptyCells(type)}`,
        `--db ${dir}：数据库只存至少有 ${MIN_EMPTY} 个空格的布局；这个布局有 ${emptyCells(type)} 个`,
      ),
    );
  }
  let db;
  try {
    db = loadType(dir, type);
  } catch (error) {
    if (error instanceof DistanceFileError) throw new UsageError(`--db ${error.message}`);
    throw error;
  }
  const successors = moveSuccessors();
  const started = performance.now();
  const rank = db.ranking.rank(key);
  if (rank < 0) throw new UsageError(say(`--db ${dir}: layout ${layoutCodeOfKey(key)} is not in its type's table`, `--db ${dir}：布局 ${layoutCodeOfKey(key)} 不在它那一类型的表里`));
  const distance = db.distances[rank];
  const groupIndex = db.groupOf(rank);
  const group = db.groups[groupIndex];
  const lookupMs = performance.now() - started;
  const moves: number[] = [];
  for (let at = key, d = distance; d !== NO_SOLUTION && d > 0; d--) {
    let found = -1;
    let foundMove = 0;
    successors(at, (next, move) => {
      if (found < 0 && db.distances[db.ranking.rank(next)] === d - 1) {
        found = next;
        foundMove = move as number;
      }
    });
    if (found < 0) {
      throw new UsageError(
        say(
          `--db ${dir}: the database is inconsistent with the rules: no move from ${layoutCodeOfKey(at)} leads one step nearer`,
          `--db ${dir}：数据库与规则不符：从 ${layoutCodeOfKey(at)} 出发，没有哪一步能近一步`,
        ),
      );
    }
    moves.push(foundMove);
    at = found;
  }
  const ms = performance.now() - started;
  // The placements along the way keep the pieces' letters; the last must be solved.
  const states: unknown[] = [problem.start];
  for (const move of moves) states.push(puzzle.applyMove(instance, states[states.length - 1], move));
  if (distance !== NO_SOLUTION && !problem.isGoal(states[states.length - 1])) {
    throw new UsageError(say(`--db ${dir}: the database is inconsistent with the rules: its distance 0 is not solved`, `--db ${dir}：数据库与规则不符：它距离为 0 的布局并没有解开`));
  }
  const hardest: string[] = [];
  let hardestCount = 0;
  for (let r = 0; r < db.distances.length; r++) {
    if (db.distances[r] === db.header.radius && db.distances[r] !== NO_SOLUTION) {
      if (hardestCount++ < SHOWN_HARDEST) hardest.push(layoutCodeOfKey(db.ranking.unrank(r)));
    }
  }
  const solved = distance !== NO_SOLUTION;
  const fromHardest = solved && group.farthest !== null ? group.farthest - distance : null;
  if (options.json) {
    printJson({
      puzzle: puzzle.id,
      instance: puzzle.instanceCode(instance),
      layout: layoutCodeOfKey(key),
      status: solved ? 'solved' : 'unsolvable',
      db: dir,
      type: type,
      ...(solved
        ? { length: distance, moves: moves.map((m, i) => ({ text: puzzle.describeMove(instance, m, states[i], cliLang()), code: puzzle.moveCode(instance, m) })) }
        : { reason: 'no layout of its group is solved' }),
      group: { index: groupIndex + 1, of: db.groups.length, size: group.size, solved: group.solved, farthest: group.farthest },
      fromHardest,
      typeFarthest: db.header.radius,
      typeHardest: { count: hardestCount, first: hardest },
      milliseconds: Math.round(lookupMs * 1000) / 1000,
      solutionMilliseconds: Math.round(ms * 1000) / 1000,
    });
    return solved ? EXIT.ok : EXIT.unsolvable;
  }
  const layout = layoutCodeOfKey(key);
  const out: string[] = [say(`${puzzle.title}: ${puzzle.instanceCode(instance)} (layout ${layout})`, `${instanceHeader(puzzle, instance)}（布局 ${layout}）`)];
  const where = say(
    `Group ${grouped(groupIndex + 1)} of ${grouped(db.groups.length)} of its type (${typeName(type)}: vertical, horizontal, 1x1 pieces): ` +
      `${grouped(group.size)} layouts, ${grouped(group.solved)} solved` +
      (group.farthest === null ? '.' : `, the hardest ${group.farthest} moves from a solution${fromHardest === null ? '' : `, ${fromHardest} more than this one`}.`),
    `它那种类型（${typeName(type)}：竖、横、1x1 棋子数）的 ${grouped(db.groups.length)} 个组中的第 ${grouped(groupIndex + 1)} 组：` +
      `${grouped(group.size)} 个布局，${grouped(group.solved)} 个已解` +
      (group.farthest === null ? '。' : `，最难的离解 ${group.farthest} 步${fromHardest === null ? '' : `，比这个多 ${fromHardest} 步`}。`),
  );
  const others = hardestCount - hardest.length;
  const hardLine = say(
    `The type's hardest layouts are ${db.header.radius} moves from a solution: ${hardest.join(' ')}${others > 0 ? ` and ${grouped(others)} more` : ''}.`,
    `这种类型最难的布局离解 ${db.header.radius} 步：${hardest.join(' ')}${others > 0 ? ` 等，另有 ${grouped(others)} 个` : ''}。`,
  );
  if (!solved) {
    out.push(say('No solution: no layout of its group is solved, so no sequence of moves solves it.', '无解：它所在的组里没有已解的布局，所以怎么走都解不开。'), where, hardLine);
    cliIo().stdout.write(out.join('\n') + '\n');
    return EXIT.unsolvable;
  }
  out.push(
    say(
      `Solved from the database ${dir}: ${distance} moves (the fewest), looked up in ${lookupMs.toFixed(3)} ms, the moves read off in ${ms.toFixed(3)} ms.`,
      `由数据库 ${dir} 解出：${distance} 步（最少），查表用时 ${lookupMs.toFixed(3)} ms，读出走法用时 ${ms.toFixed(3)} ms。`,
    ),
    where,
    hardLine,
  );
  moves.forEach((m, i) => {
    out.push(`${i + 1}. ${puzzle.describeMove(instance, m, states[i], cliLang())}`);
    if (options.boards !== false) out.push(indent(puzzle.renderText(instance, states[i + 1], { color: useColor(), lang: cliLang() })));
  });
  cliIo().stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
