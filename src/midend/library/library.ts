/**
 * An opened library: its index (storage/library, checked on opening: SQLite's
 * structure, the schema version, the puzzle, and the size and checksum of
 * every distance file) and the family's distance records, each loaded and
 * checked once, when first asked for. It lists puzzles by what people ask
 * (moves, type, group size) and answers a position at once: its distance,
 * its place in the family, and every legal move with where it leads and how
 * far that is. Where the tables disagree with the rules, it refuses
 * (LibraryDisagrees) rather than answer wrong.
 */
import { isCensusFamily, NO_SOLUTION, type FamilyRecord, type FamilyType, type PuzzleFamily } from '../../puzzles/family.js';
import { PuzzleInputError } from '../../puzzles/input-error.js';
import type { Lang, Words } from '../../puzzles/lang.js';
import type { AnyPuzzle } from '../../puzzles/puzzle.js';
import { inBoth } from '../../i18n/index.js';
import { loadFamilyType } from '../../storage/family-db.js';
import { checkLibraryFiles } from '../../storage/library/files.js';
import { LibraryIndex } from '../../storage/library/index-file.js';
import type { LibraryGroupRow, LibraryMeta, LibraryQuery, LibraryTypeRow } from '../../storage/library/rows.js';
import type { SearchProblem } from '../../engine/problem.js';
import type { OpenedInstance } from '../opened-instance.js';
import { checkedMetric } from '../open-instance.js';
import { settledRequest } from '../instance-choice.js';
import { findPuzzle } from '../../puzzles/catalog.js';
import { libraryFamily } from './build.js';
import { LibraryDisagrees } from './disagrees.js';
import { byDistance, type PositionAnswer, type PositionMove } from './position-answer.js';
import { LIBRARY_MESSAGES } from './messages.js';

/** Why the library has no answer for a position (a front end may search instead). */
export type LibraryMiss = { kind: 'outside'; why: Words } | { kind: 'not-in-library'; why: Words };

export class Library {
  private readonly records = new Map<string, FamilyRecord>();
  /** The index's type rows, read once: every answer names its type's. */
  private readonly typeRows: ReadonlyMap<string, LibraryTypeRow>;
  /** Each type's words, kept: every answer names its type's. */
  private readonly typeWords = new Map<string, Words>();
  /** The metric the family's tables count moves in, as the puzzle names it: the metric every lookup is opened under. */
  private readonly metric: string;

  private constructor(
    readonly puzzle: AnyPuzzle,
    /** The family whose distance files the library reads; undefined for a census's library, which lists puzzles only. */
    readonly family: PuzzleFamily | undefined,
    readonly dir: string,
    private readonly index: LibraryIndex,
  ) {
    this.typeRows = new Map(index.types().map((t) => [t.name, t]));
    this.metric = family ? checkedMetric(puzzle, family.db.metric) : '';
  }

  /** Opens and checks the library of `puzzle` in `dir`; a LibraryFileError where it cannot be used. */
  static async open(puzzle: AnyPuzzle, dir: string): Promise<Library> {
    libraryFamily(puzzle);
    return Library.opened(await LibraryIndex.open(dir, puzzle.id), dir, () => puzzle);
  }

  /** Opens and checks the library in `dir`, whichever puzzle it is for. */
  static async openFolder(dir: string): Promise<Library> {
    return Library.opened(await LibraryIndex.open(dir, undefined), dir, (index) => findPuzzle(index.meta.puzzle));
  }

  private static opened(index: LibraryIndex, dir: string, puzzleOf: (index: LibraryIndex) => AnyPuzzle): Library {
    try {
      const puzzle = puzzleOf(index);
      const family = libraryFamily(puzzle);
      checkLibraryFiles(dir, index.files());
      return new Library(puzzle, isCensusFamily(family) ? undefined : family, dir, index);
    } catch (error) {
      index.close();
      throw error;
    }
  }

  /** Whether the library answers positions (a family's distance files), not only lists puzzles (a census's). */
  get answersPositions(): boolean {
    return this.family !== undefined;
  }

  get meta(): LibraryMeta {
    return this.index.meta;
  }

  types(): LibraryTypeRow[] {
    return [...this.typeRows.values()];
  }

  /** The puzzles (groups with their hardest layout) a query asks for. */
  list(query: LibraryQuery): LibraryGroupRow[] {
    return this.index.groups(query);
  }

  /** The names of the types a text names (the family's syntax: "4,1,4/3,3,0"); a PuzzleInputError naming `option` otherwise. */
  typeNamesOf(text: string, option: string): string[] {
    const { family } = this;
    if (family) return family.parseTypes(text, option).map((t) => family.typeName(t));
    // A census's types are its runs' settings, named as its checkpoints are ("6x6-walls-0-1").
    const names = text.split('/').map((n) => n.trim());
    const unknown = names.find((n) => !this.typeRows.has(n));
    if (unknown !== undefined) throw new PuzzleInputError(LIBRARY_MESSAGES.unknownRun({ option, raw: unknown, runs: [...this.typeRows.keys()].join(', ') }));
    return names;
  }

  /** Loads every type's tables now (a server does, so no request waits for a load). */
  loadAll(): void {
    const { family } = this;
    if (family) for (const t of this.typeRows.values()) this.record(family, t.counts);
  }

  /**
   * A position by its code: its answer from the tables, or why the library has none. A PuzzleInputError for a bad code.
   * The code is parsed into the backend's instance and problem and nothing more: a lookup needs no opened
   * instance's header, title or closures, and the server makes one for every position asked.
   */
  lookUp(code: string, lang: Lang): PositionAnswer | LibraryMiss {
    const { puzzle, family } = this;
    // A bad code is refused first, whatever the library holds.
    const instance = puzzle.parse(settledRequest({ source: { kind: 'code', code } }, undefined));
    if (!family) return { kind: 'not-in-library', why: inBoth(LIBRARY_MESSAGES.puzzlesOnly()) };
    if (this.metric !== family.db.metric) return { kind: 'not-in-library', why: inBoth(LIBRARY_MESSAGES.metric({ metric: family.db.metric })) };
    return this.answer(family, instance, puzzle.problem(instance, this.metric), lang);
  }

  /** The answer for an instance opened elsewhere (under the library's metric, else not in it). */
  lookUpOpened(opened: OpenedInstance): PositionAnswer | LibraryMiss {
    const { family } = this;
    if (!family) return { kind: 'not-in-library', why: inBoth(LIBRARY_MESSAGES.puzzlesOnly()) };
    if (opened.metric !== family.db.metric) return { kind: 'not-in-library', why: inBoth(LIBRARY_MESSAGES.metric({ metric: family.db.metric })) };
    return this.answer(family, opened.instance, opened.problem, opened.lang);
  }

  private answer(family: PuzzleFamily, instance: unknown, problem: SearchProblem<unknown, unknown>, lang: Lang): PositionAnswer | LibraryMiss {
    const place = family.place(instance, problem);
    if ('outside' in place) return { kind: 'outside', why: place.outside };
    const name = family.typeName(place.type);
    const typeRow = this.typeRows.get(name);
    if (!typeRow) return { kind: 'not-in-library', why: inBoth(LIBRARY_MESSAGES.typeNotInLibrary({ type: name })) };
    const record = this.record(family, place.type);
    const code = family.layoutCode(place.key);
    const rank = record.rank(place.key);
    if (rank < 0) throw new LibraryDisagrees(code);
    const raw = record.distances[rank];
    const distance = raw === NO_SOLUTION ? null : raw;
    const moves = this.movesFrom(family, instance, problem, place.key, record, lang);
    if (distance === 0 && !problem.isGoal(problem.start)) throw new LibraryDisagrees(code);
    // A position n moves from solved has a move to one n - 1 away, and none nearer.
    if (distance !== null && distance > 0 && moves[0]?.distance !== distance - 1) throw new LibraryDisagrees(code);
    const groupIndex = record.groupOf(rank);
    const group = record.groups[groupIndex];
    const row = this.index.group(name, groupIndex);
    return {
      puzzle: this.puzzle.id,
      code,
      source: 'library',
      status: distance === null ? 'unsolvable' : distance === 0 ? 'solved' : 'solvable',
      distance,
      moves,
      place: {
        type: name,
        typeWords: this.typeWordsOf(family, place.type, name),
        group: groupIndex,
        groups: record.groups.length,
        groupSize: group.size,
        groupSolved: group.solved,
        groupFarthest: group.farthest,
        fromHardest: distance !== null && group.farthest !== null ? group.farthest - distance : null,
        groupHardest: row?.hardest ?? null,
        typeFarthest: typeRow.farthest,
      },
    };
  }

  close(): void {
    this.index.close();
    this.records.clear();
  }

  /**
   * Every legal move with the next layout's code and distance: the family's moves on keys give the next keys, matched
   * to the problem's moves by code (the two may be of different kinds). The moves are the problem's successors, as
   * legal-moves.ts lists them, without applying each by the rules again: the answer sends no next state, and a
   * successor the family does not have is refused below.
   */
  private movesFrom(family: PuzzleFamily, instance: unknown, problem: SearchProblem<unknown, unknown>, key: number, record: FamilyRecord, lang: Lang): PositionMove[] {
    const { puzzle } = this;
    const nextByMove = new Map<string, number>();
    family.successors()(key, (next, move) => nextByMove.set(puzzle.moveCode(instance, move), next));
    const { start } = problem;
    const moves: PositionMove[] = [];
    problem.successors(start, (_next, move) => {
      const moveCode = puzzle.moveCode(instance, move);
      const next = nextByMove.get(moveCode);
      const rank = next === undefined ? -1 : record.rank(next);
      if (next === undefined || rank < 0) throw new LibraryDisagrees(family.layoutCode(key));
      const d = record.distances[rank];
      moves.push({ move: moveCode, words: puzzle.describeMove(instance, move, start, lang), code: family.layoutCode(next), distance: d === NO_SOLUTION ? null : d });
    });
    return moves.sort(byDistance);
  }

  /** A type's words, made once a type (both languages: they are Words). */
  private typeWordsOf(family: PuzzleFamily, type: FamilyType, name: string): Words {
    let words = this.typeWords.get(name);
    if (!words) this.typeWords.set(name, (words = family.typeWords(type)));
    return words;
  }

  private record(family: PuzzleFamily, type: FamilyType): FamilyRecord {
    const name = family.typeName(type);
    let record = this.records.get(name);
    if (!record) {
      record = loadFamilyType(this.dir, family.db, type);
      this.records.set(name, record);
    }
    return record;
  }
}
