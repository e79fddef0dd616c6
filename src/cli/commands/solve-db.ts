/**
 * `puzzlekit solve PUZZLE --db FILE`: a shortest solution read off a
 * distance table (see `explore --out`) instead of searched, or for a puzzle
 * with a family off the family's database folder (solve-family-db.ts). The
 * midend reads the answer (midend/distance-db.ts, family-db.ts); this words it.
 */
import { DB } from '../messages/db.js';
import type { OpenedInstance } from '../../midend/index.js';
import { lookUpDistanceTable, type DistanceDbRefusal } from '../../midend/distance-db.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, UsageError } from '../errors.js';
import { indent, printJson, useColor } from '../format.js';
import { solveFromFamilyDb } from './solve-family-db.js';
import { hasFamilyDb } from '../../midend/family-db.js';
import { isFolder } from '../../storage/paths.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

/** Why the table gives no answer, as the usage error it is. */
function refusal(cli: CliWords, opened: OpenedInstance, path: string, r: DistanceDbRefusal): UsageError {
  const id = opened.puzzleId;
  switch (r.kind) {
    case 'not-ranked':
      return new UsageError(cli.words(DB.notRanked({ puzzle: id })));
    case 'size':
      return new UsageError(cli.words(DB.wrongSize({ path, entries: r.entries, states: r.states })));
    case 'no-nearer':
      return new UsageError(cli.words(DB.tableNoNearer()));
    case 'not-goal':
      return new UsageError(cli.words(DB.tableNotGoal()));
  }
}

/** `solve --db PATH`: the answer read from a distance table (or, for a puzzle with a family, from a folder of the family's tables). */
export function solveFromDbCommand(cli: CliWords, opened: OpenedInstance, path: string, options: { json?: boolean; boards?: boolean }): number {
  // A folder: the family's database from classify --out.
  if (hasFamilyDb(opened)) {
    if (!isFolder(path)) {
      throw new UsageError(cli.words(DB.notAFamilyFolder({ path, puzzle: opened.puzzleId })));
    }
    return solveFromFamilyDb(cli, opened, path, options);
  }
  let looked;
  try {
    looked = lookUpDistanceTable(opened, path);
  } catch (error) {
    if (error instanceof DistanceFileError) throw new UsageError(cli.words(DB.fileRefused({ why: cli.errorWords(error) })));
    throw error;
  }
  if (looked.kind !== 'answer') throw refusal(cli, opened, path, looked);
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
  const out: string[] = [cli.words(DB.tableHeader({ title: opened.title, code: opened.code, header: opened.header }))];
  if (!answer) {
    out.push(cli.words(DB.noSolution({ reason: reason ?? cli.words(DB.noDistance()) })));
    cliIo().stdout.write(out.join('\n') + '\n');
    return EXIT.unsolvable;
  }
  const [fewest, hardest, more] = [answer.moves.length, radius, radius - answer.moves.length];
  out.push(
    cli.words(DB.solvedFromTable({ path, fewest, ms: ms.toFixed(3) })),
    cli.words(DB.hardestOfSpace({ hardest, more })),
  );
  answer.moves.forEach((m, i) => {
    out.push(`${i + 1}. ${opened.describeMove(m, answer.states[i])}`);
    if (options.boards !== false) out.push(indent(opened.renderText(answer.states[i + 1], { color: useColor() })));
  });
  cliIo().stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
