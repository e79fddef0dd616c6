/**
 * `puzzlekit solve PUZZLE --db FILE`: a shortest solution read off a
 * distance table (see `explore --out`) instead of searched, or for a puzzle
 * with a family off the family's database folder (solve-family-db.ts). The
 * midend reads the answer (midend/distance-db.ts, family-db.ts); this words it.
 */
import { say } from '../lang.js';
import type { OpenedInstance } from '../../midend/index.js';
import { lookUpDistanceTable, type DistanceDbRefusal } from '../../midend/distance-db.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, UsageError } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import { solveFromFamilyDb } from './solve-family-db.js';
import { hasFamilyDb } from '../../midend/family-db.js';
import { isFolder } from '../../storage/paths.js';
import { cliIo } from '../io.js';

/** Why the table gives no answer, as the usage error it is. */
function refusal(opened: OpenedInstance, path: string, r: DistanceDbRefusal): UsageError {
  const id = opened.puzzleId;
  switch (r.kind) {
    case 'not-ranked':
      return new UsageError(say(`--db: this ${id} instance is not ranked, so it has no distance table`, `--db：这个 ${id} 实例的状态没有编号，所以没有距离表`));
    case 'size':
      return new UsageError(say(`--db ${path}: the table has ${r.entries} entries but this space has ${r.states}`, `--db ${path}：表有 ${r.entries} 项，但这个状态空间有 ${r.states} 个状态`));
    case 'no-nearer':
      return new UsageError(say('the distance table is inconsistent with the rules: no move leads one step nearer a goal', '距离表与规则不符：没有哪一步能离终点近一步'));
    case 'not-goal':
      return new UsageError(say('the distance table is inconsistent with the rules: its distance 0 is not a goal', '距离表与规则不符：它距离为 0 的状态不是终点'));
  }
}

/** `solve --db PATH`: the answer read from a distance table (or, for a puzzle with a family, from a folder of the family's tables). */
export function solveFromDbCommand(opened: OpenedInstance, path: string, options: { json?: boolean; boards?: boolean }): number {
  // A folder: the family's database from classify --out.
  if (hasFamilyDb(opened)) {
    if (!isFolder(path)) {
      throw new UsageError(
        say(
          `--db ${path}: ${opened.puzzleId} answers from a folder written by classify ${opened.puzzleId} --out, and this is none`,
          `--db ${path}：${opened.puzzleId} 要从 classify ${opened.puzzleId} --out 写出的文件夹里查答案，而这不是这样的文件夹`,
        ),
      );
    }
    return solveFromFamilyDb(opened, path, options);
  }
  let looked;
  try {
    looked = lookUpDistanceTable(opened, path);
  } catch (error) {
    if (error instanceof DistanceFileError) throw new UsageError(`--db ${error.message}`);
    throw error;
  }
  if (looked.kind !== 'answer') throw refusal(opened, path, looked);
  const { path: answer, reason, radius, milliseconds: ms } = looked;
  if (options.json) {
    const json: Record<string, unknown> = { puzzle: opened.puzzleId, instance: opened.code, status: answer ? 'solved' : 'unsolvable', db: path };
    if (answer) {
      json.length = answer.moves.length;
      json.moves = answer.moves.map((m, i) => ({ text: opened.describeMove(m, answer.states[i]), code: opened.moveCode(m) }));
      json.fromHardest = radius - answer.moves.length;
    } else if (reason) json.reason = reason;
    json.milliseconds = Math.round(ms * 1000) / 1000;
    printJson(json);
    return answer ? EXIT.ok : EXIT.unsolvable;
  }
  const out: string[] = [say(`${opened.title}: ${opened.code}`, opened.header)];
  if (!answer) {
    out.push(
      say(
        `No solution: ${reason ?? 'the distance table has no distance for this state (not reachable from a goal)'}`,
        `无解：${reason ?? '距离表里没有这个状态的距离（从终点到不了它）'}`,
      ),
    );
    cliIo().stdout.write(out.join('\n') + '\n');
    return EXIT.unsolvable;
  }
  const [fewest, hardest, more] = [answer.moves.length, radius, radius - answer.moves.length];
  out.push(
    say(
      `Solved from the distance table ${path}: ${fewest} moves (the fewest), answered in ${ms.toFixed(3)} ms.`,
      `由距离表 ${path} 解出：${fewest} 步（最少），用时 ${ms.toFixed(3)} ms。`,
    ),
    say(
      `The hardest states of this space are ${hardest} moves from a goal, ${more} more than this one.`,
      `这个状态空间里最难的状态离终点 ${hardest} 步，比这个多 ${more} 步。`,
    ),
  );
  answer.moves.forEach((m, i) => {
    out.push(`${i + 1}. ${opened.describeMove(m, answer.states[i])}`);
    if (options.boards !== false) out.push(indent(opened.renderText(answer.states[i + 1], { color: useColor() })));
  });
  cliIo().stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
