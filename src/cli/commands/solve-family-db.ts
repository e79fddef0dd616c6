/**
 * `puzzlekit solve PUZZLE --db DIR` for a puzzle with a family: the answer
 * the midend reads off the family's database (midend/family-db.ts), worded
 * here: its fewest moves, a shortest solution, its group and how far the
 * hardest layouts of its group and type are.
 */
import { say } from '../lang.js';
import type { OpenedInstance } from '../../midend/index.js';
import { lookUpFamilyDb, type FamilyDbRefusal } from '../../midend/family-db.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, UsageError } from '../errors.js';
import { grouped, indent, printJson, useColor } from '../format.js';
import { cliIo } from '../io.js';

/** Why the database gives no answer, as the usage error it is. */
function refusal(dir: string, metric: string, r: FamilyDbRefusal): UsageError {
  switch (r.kind) {
    case 'metric':
      return new UsageError(say(`--db ${dir}: the database counts moves of the ${r.metric} metric, not ${metric}`, `--db ${dir}：数据库按计步方式 ${r.metric} 计步，不是 ${metric}`));
    case 'outside':
      return new UsageError(say(`--db ${dir}: ${r.why.en}`, `--db ${dir}：${r.why.zh ?? r.why.en}`));
    case 'not-in-table':
      return new UsageError(say(`--db ${dir}: layout ${r.layout} is not in its type's table`, `--db ${dir}：布局 ${r.layout} 不在它那一类型的表里`));
    case 'no-nearer':
      return new UsageError(
        say(
          `--db ${dir}: the database is inconsistent with the rules: no move from ${r.layout} leads one step nearer`,
          `--db ${dir}：数据库与规则不符：从 ${r.layout} 出发，没有哪一步能近一步`,
        ),
      );
    case 'not-solved':
      return new UsageError(say(`--db ${dir}: the database is inconsistent with the rules: its distance 0 is not solved`, `--db ${dir}：数据库与规则不符：它距离为 0 的布局并没有解开`));
  }
}

export function solveFromFamilyDb(opened: OpenedInstance, dir: string, options: { json?: boolean; boards?: boolean }): number {
  const { metric } = opened;
  let answer;
  try {
    answer = lookUpFamilyDb(opened, dir);
  } catch (error) {
    if (error instanceof DistanceFileError) throw new UsageError(`--db ${error.message}`);
    throw error;
  }
  if (answer.kind !== 'answer') throw refusal(dir, metric, answer);
  const { layout, type, distance, moves, states, group, fromHardest, typeFarthest, typeHardest } = answer;
  if (options.json) {
    printJson({
      puzzle: opened.puzzleId,
      instance: opened.code,
      layout,
      status: distance !== null ? 'solved' : 'unsolvable',
      db: dir,
      type: type,
      ...(distance !== null
        ? { length: distance, moves: moves.map((m, i) => ({ text: opened.describeMove(m, states[i]), code: opened.moveCode(m) })) }
        : { reason: 'no layout of its group is solved' }),
      group: { index: group.index + 1, of: group.of, size: group.size, solved: group.solved, farthest: group.farthest },
      fromHardest,
      typeFarthest,
      typeHardest,
      milliseconds: Math.round(answer.lookupMs * 1000) / 1000,
      solutionMilliseconds: Math.round(answer.solutionMs * 1000) / 1000,
    });
    return distance !== null ? EXIT.ok : EXIT.unsolvable;
  }
  const out: string[] = [say(`${opened.title}: ${opened.code} (layout ${layout})`, `${opened.header}（布局 ${layout}）`)];
  const where = say(
    `Group ${grouped(group.index + 1)} of ${grouped(group.of)} of its type (${answer.typeWords.en}): ` +
      `${grouped(group.size)} layouts, ${grouped(group.solved)} solved` +
      (group.farthest === null ? '.' : `, the hardest ${group.farthest} moves from a solution${fromHardest === null ? '' : `, ${fromHardest} more than this one`}.`),
    `它那种类型（${answer.typeWords.zh ?? answer.typeWords.en}）的 ${grouped(group.of)} 个组中的第 ${grouped(group.index + 1)} 组：` +
      `${grouped(group.size)} 个布局，${grouped(group.solved)} 个已解` +
      (group.farthest === null ? '。' : `，最难的离解 ${group.farthest} 步${fromHardest === null ? '' : `，比这个多 ${fromHardest} 步`}。`),
  );
  const others = typeHardest.count - typeHardest.first.length;
  const hardLine = say(
    `The type's hardest layouts are ${typeFarthest} moves from a solution: ${typeHardest.first.join(' ')}${others > 0 ? ` and ${grouped(others)} more` : ''}.`,
    `这种类型最难的布局离解 ${typeFarthest} 步：${typeHardest.first.join(' ')}${others > 0 ? ` 等，另有 ${grouped(others)} 个` : ''}。`,
  );
  if (distance === null) {
    out.push(say('No solution: no layout of its group is solved, so no sequence of moves solves it.', '无解：它所在的组里没有已解的布局，所以怎么走都解不开。'), where, hardLine);
    cliIo().stdout.write(out.join('\n') + '\n');
    return EXIT.unsolvable;
  }
  out.push(
    say(
      `Solved from the database ${dir}: ${distance} moves (the fewest), looked up in ${answer.lookupMs.toFixed(3)} ms, the moves read off in ${answer.solutionMs.toFixed(3)} ms.`,
      `由数据库 ${dir} 解出：${distance} 步（最少），查表用时 ${answer.lookupMs.toFixed(3)} ms，读出走法用时 ${answer.solutionMs.toFixed(3)} ms。`,
    ),
    where,
    hardLine,
  );
  moves.forEach((m, i) => {
    out.push(`${i + 1}. ${opened.describeMove(m, states[i])}`);
    if (options.boards !== false) out.push(indent(opened.renderText(states[i + 1], { color: useColor() })));
  });
  cliIo().stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
