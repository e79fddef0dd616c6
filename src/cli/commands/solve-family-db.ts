/**
 * `puzzlekit solve PUZZLE --db DIR` for a puzzle with a family: the answer
 * the midend reads off the family's database (midend/family-db.ts), worded
 * here: its fewest moves, a shortest solution, its group and how far the
 * hardest layouts of its group and type are.
 */
import { inLang } from '../../i18n/index.js';
import { DB } from '../messages/db.js';
import type { OpenedInstance } from '../../midend/index.js';
import { lookUpFamilyDb, type FamilyDbRefusal } from '../../midend/family-db.js';
import { DistanceFileError } from '../../storage/distance-file.js';
import { EXIT, UsageError } from '../errors.js';
import { grouped, indent, printJson, useColor } from '../format.js';
import { cliIo } from '../io.js';
import type { CliWords } from '../cli-words.js';

/** Why the database gives no answer, as the usage error it is. */
function refusal(cli: CliWords, dir: string, metric: string, r: FamilyDbRefusal): UsageError {
  switch (r.kind) {
    case 'metric':
      return new UsageError(cli.words(DB.otherMetric({ dir, metric: r.metric, asked: metric })));
    case 'outside':
      return new UsageError(cli.words(DB.outside({ dir, why: inLang(r.why, cli.lang) })));
    case 'not-in-table':
      return new UsageError(cli.words(DB.notInTable({ dir, layout: r.layout })));
    case 'no-nearer':
      return new UsageError(cli.words(DB.familyNoNearer({ dir, layout: r.layout })));
    case 'not-solved':
      return new UsageError(cli.words(DB.familyNotSolved({ dir })));
  }
}

export function solveFromFamilyDb(cli: CliWords, opened: OpenedInstance, dir: string, options: { json?: boolean; boards?: boolean }): number {
  const { metric } = opened;
  let answer;
  try {
    answer = lookUpFamilyDb(opened, dir);
  } catch (error) {
    if (error instanceof DistanceFileError) throw new UsageError(cli.words(DB.fileRefused({ why: cli.errorWords(error) })));
    throw error;
  }
  if (answer.kind !== 'answer') throw refusal(cli, dir, metric, answer);
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
  const out: string[] = [cli.words(DB.familyHeader({ title: opened.title, code: opened.code, header: opened.header, layout }))];
  const where = cli.words(
    DB.group({
      index: grouped(group.index + 1),
      of: grouped(group.of),
      type: inLang(answer.typeWords, cli.lang),
      size: grouped(group.size),
      solved: grouped(group.solved),
      farthest: group.farthest === null ? 'none' : String(group.farthest),
      more: fromHardest === null ? 'none' : String(fromHardest),
    }),
  );
  const others = typeHardest.count - typeHardest.first.length;
  const hardLine = cli.words(DB.typeHardest({ farthest: typeFarthest, layouts: typeHardest.first.join(' '), others: Math.max(others, 0), othersGrouped: grouped(others) }));
  if (distance === null) {
    out.push(cli.words(DB.noLayoutSolved()), where, hardLine);
    cliIo().stdout.write(out.join('\n') + '\n');
    return EXIT.unsolvable;
  }
  out.push(
    cli.words(DB.solvedFromDatabase({ dir, distance, lookup: answer.lookupMs.toFixed(3), read: answer.solutionMs.toFixed(3) })),
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
