/**
 * `puzzlekit library PUZZLE [--library DIR] [--moves 40..60] [--type T]
 * [--min-size N] [--hardest] [--limit N] [--offset N] [--json]`: the puzzles
 * of a classified family kept in a library (midend/library), listed by what
 * people ask; `--code CODE`: one position's distance, place in its family
 * and every move; `--build`: the library built from the classified files in
 * the folder (`classify --library DIR` builds it as it classifies). This
 * parses and words; the midend answers.
 */
import { errorIn, inLang, render } from '../../i18n/index.js';
import type { CliWords } from '../cli-words.js';
import { findPuzzle, openInstance } from '../../midend/index.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { buildLibrary, DistanceFileError, drawPuzzles, Library, LibraryDisagrees, LibraryFileError, parseMovesRange, type LibraryBuilt, type LibraryGroupRow, type PositionAnswer } from '../../midend/library/index.js';
import type { Lang } from '../../puzzles/lang.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { grouped, printJson } from '../format.js';
import { cliIo } from '../io.js';

import { LIBRARY } from '../messages/library.js';
import { displayWidth, padDisplay } from '../words.js';

export const DEFAULT_LIBRARY = 'puzzlekit-library';

export interface LibraryOptions {
  library?: string;
  moves?: string;
  type?: string;
  minSize?: string;
  hardest?: boolean;
  limit?: string;
  offset?: string;
  code?: string;
  build?: boolean;
  json?: boolean;
}

/** A library that cannot be used, or disagrees with the rules, is bad input: one line, exit 2. */
export async function withLibraryErrors<T>(lang: Lang, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LibraryFileError || error instanceof DistanceFileError || error instanceof LibraryDisagrees) {
      throw new UsageError(render(LIBRARY.refused({ why: errorIn(error, lang) }), lang));
    }
    throw error;
  }
}

export async function libraryCommand(cli: CliWords, puzzleId: string, options: LibraryOptions): Promise<number> {
  const lang = cli.lang;
  const puzzle = findPuzzle(puzzleId);
  const dir = options.library ?? DEFAULT_LIBRARY;
  return withLibraryErrors(lang, async () => {
    if (options.build) {
      printBuilt(await buildLibrary(puzzle, dir), options.json === true, lang);
      return EXIT.ok;
    }
    const library = await Library.open(puzzle, dir);
    try {
      return options.code === undefined ? list(cli, library, options) : position(library, options.code, options.json === true, lang);
    } finally {
      library.close();
    }
  });
}

export function printBuilt(built: LibraryBuilt, json: boolean, lang: Lang): void {
  if (json) return printJson(built);
  const { dir, types } = built;
  const line = LIBRARY.built({ dir, types, layouts: grouped(built.layouts), groups: grouped(built.groups), puzzles: grouped(built.puzzles) });
  cliIo().stdout.write(`${render(line, lang)}\n`);
}

function list(cli: CliWords, library: Library, options: LibraryOptions): number {
  const lang = cli.lang;
  const limit = options.limit === undefined ? 20 : wholeNumberOption(cli, '--limit', options.limit, 1, 10_000);
  const offset = options.offset === undefined ? 0 : wholeNumberOption(cli, '--offset', options.offset, 0);
  const rows = library.list({
    moves: options.moves === undefined ? undefined : parseMovesRange(options.moves, '--moves'),
    types: options.type === undefined ? undefined : library.typeNamesOf(options.type, '--type'),
    minSize: options.minSize === undefined ? undefined : wholeNumberOption(cli, '--min-size', options.minSize, 1),
    hardestFirst: options.hardest === true,
    limit,
    offset,
  });
  if (options.json) {
    printJson({ puzzle: library.puzzle.id, library: library.dir, puzzles: rows });
    return EXIT.ok;
  }
  const out = cliIo().stdout;
  if (rows.length === 0) {
    out.write(`${render(LIBRARY.none(), lang)}\n`);
    return EXIT.ok;
  }
  out.write(table(rows, lang).join('\n') + '\n');
  out.write(`${render(LIBRARY.listed({ shown: rows.length, offset, puzzle: library.puzzle.id }), lang)}\n`);
  return EXIT.ok;
}

function table(rows: LibraryGroupRow[], lang: Lang): string[] {
  const head = render(LIBRARY.head(), lang).split(' ');
  const cells = rows.map((r) => [r.type, String(r.group + 1), grouped(r.size), grouped(r.solved), String(r.farthest ?? '-'), r.hardest ?? '-']);
  const widths = head.map((h, i) => Math.max(displayWidth(h), ...cells.map((c) => displayWidth(c[i]))));
  const line = (c: string[]) => c.map((cell, i) => (i === c.length - 1 ? cell : padDisplay(cell, widths[i]))).join('  ');
  return [line(head), ...cells.map(line)];
}

function position(library: Library, code: string, json: boolean, lang: Lang): number {
  const answer = library.lookUp(code, lang);
  if ('kind' in answer) throw new UsageError(render(LIBRARY.notInLibrary({ why: inLang(answer.why, lang) }), lang));
  if (json) {
    printJson(answer);
    return EXIT.ok;
  }
  cliIo().stdout.write(positionLines(answer, lang).join('\n') + '\n');
  return answer.status === 'unsolvable' ? EXIT.unsolvable : EXIT.ok;
}

export function positionLines(a: PositionAnswer, lang: Lang): string[] {
  const lines = [render(LIBRARY.distance({ code: a.code, status: a.status, distance: a.distance ?? 0, source: a.source }), lang)];
  const p = a.place;
  if (p) {
    const place = LIBRARY.place({
      type: inLang(p.typeWords, lang),
      group: p.group + 1,
      groups: p.groups,
      size: grouped(p.groupSize),
      solved: grouped(p.groupSolved),
      farthest: p.groupFarthest ?? 0,
      fromHardest: p.fromHardest ?? 0,
      hardest: p.groupHardest ?? '-',
    });
    if (p.groupFarthest !== null) lines.push(render(place, lang));
  }
  if (a.moves.length === 0) return [...lines, render(LIBRARY.noMoves(), lang)];
  lines.push(render(LIBRARY.movesHead(), lang));
  for (const m of a.moves) lines.push(`  ${render(LIBRARY.move({ move: m.move, words: m.words, code: m.code, distance: m.distance === null ? '-' : String(m.distance) }), lang)}`);
  return lines;
}

export interface LibraryDrawOptions {
  library: string;
  minMoves?: number;
  count: number;
  seed: number;
  boards: boolean;
  json: boolean;
}

/** `generate PUZZLE --library DIR`: puzzles drawn from the library (each a group's hardest layout) instead of made by the level designer. */
export async function generateFromLibrary(cli: CliWords, puzzle: AnyPuzzle, options: LibraryDrawOptions): Promise<number> {
  const lang = cli.lang;
  return withLibraryErrors(lang, async () => {
    const library = await Library.open(puzzle, options.library);
    try {
      const moves = options.minMoves === undefined ? undefined : { min: options.minMoves, max: 254 };
      const drawn = drawPuzzles(library, { moves }, options.count, options.seed);
      if (options.json) {
        printJson({
          puzzle: puzzle.id,
          source: 'library',
          library: options.library,
          seed: options.seed,
          minMoves: options.minMoves ?? 1,
          count: options.count,
          instances: drawn.map((g) => ({ code: g.hardest, moves: g.farthest, group: { type: g.type, index: g.group, size: g.size } })),
        });
        // As on the terminal: none drawn is a request the library cannot meet.
        return drawn.length > 0 ? EXIT.ok : EXIT.usage;
      }
      const out = cliIo().stdout;
      out.write(`${render(LIBRARY.drawHeading({ count: drawn.length, seed: options.seed, dir: options.library }), lang)}\n`);
      for (const g of drawn) {
        out.write(`${render(LIBRARY.drawn({ code: g.hardest ?? '-', moves: g.farthest ?? 0, type: g.type, size: grouped(g.size) }), lang)}\n`);
        if (options.boards && g.hardest !== null) {
          const opened = openInstance(puzzle, { source: { kind: 'code', code: g.hardest }, lang });
          out.write(`${opened.renderText(opened.start)}\n`);
        }
      }
      return drawn.length > 0 ? EXIT.ok : EXIT.usage;
    } finally {
      library.close();
    }
  });
}
