/**
 * `puzzlekit table`: the optimum of a family of instances, one per value of a
 * parameter (rows) or of two (rows x columns), e.g. missionaries and
 * cannibals for n = 1..10 against boat sizes 2..5. Each cell is solved on its
 * own, under the same limits; `-` means proved impossible.
 */
import type { LimitReason, SearchLimits } from '../../engine/index.js';
import { checkedMetric, findPuzzle, metricName, puzzleTitle, solveTableCell } from '../../midend/index.js';
import type { AnyPuzzle, CostUnit, InstanceRequest } from '../../puzzles/puzzle.js';
import type { Lang } from '../../i18n/index.js';
import { EXIT, UsageError } from '../errors.js';
import { milliseconds, printJson } from '../format.js';
import { instanceRequest, type InstanceOptions } from '../instance-options.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { progressReporter } from '../progress.js';
import { TABLE, unitLabel } from '../messages/table.js';
import { displayWidth, padDisplay } from '../words.js';
import { cliIo } from '../io.js';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { CliWords } from '../cli-words.js';

export interface TableCommandOptions extends InstanceOptions, LimitOptions {
  rows?: string;
  cols?: string;
  metric?: string;
  json?: boolean;
}

/** A swept parameter: its key and the values it takes, in order. */
interface Axis {
  key: string;
  values: string[];
}

/** What one cell holds: the optimal cost, or why there is none. */
type Cell =
  | { status: 'solved'; cost: number; length: number; unit?: CostUnit }
  | { status: 'unsolvable' }
  | { status: 'limit'; limit: LimitReason }
  | { status: 'invalid'; message: string };

const MAX_VALUES = 100;

function tooManyValues(cli: CliWords, option: string, raw: string): string {
  return cli.words(TABLE.tooManyValues({ option, raw, most: MAX_VALUES }));
}

/** A metric's name in `lang` (in English its id), for the table's label where no unit names the figures. */
function metricNameOf(puzzle: AnyPuzzle, metric: string, lang: Lang): string {
  const info = puzzle.metrics.find((m) => m.id === metric);
  return info ? metricName(puzzle, info, lang) : metric;
}

/** Reads `key=1..10`, `key=2,3,5` or a mix such as `key=1..3,8`. */
export function parseAxis(cli: CliWords, option: string, raw: string): Axis {
  const eq = raw.indexOf('=');
  const key = raw.slice(0, eq).trim();
  if (eq <= 0 || key === '') throw new UsageError(cli.words(TABLE.notAnAxis({ option, raw })));
  const values: string[] = [];
  for (const part of raw.slice(eq + 1).split(',')) {
    const item = part.trim();
    const range = /^(-?\d+)\s*\.\.\s*(-?\d+)$/.exec(item);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      // Past 2^53, v++ no longer changes v: such a range would never end.
      const huge = [range[1], range[2]].find((end, i) => !Number.isSafeInteger([from, to][i]));
      if (huge !== undefined) {
        const shown = huge.length > 20 ? `${huge.slice(0, 20)}...` : huge;
        throw new UsageError(cli.words(TABLE.rangeTooLarge({ option, end: shown, most: Number.MAX_SAFE_INTEGER })));
      }
      if (to < from) throw new UsageError(cli.words(TABLE.rangeBackwards({ option, raw, range: item })));
      if (to - from >= MAX_VALUES) throw new UsageError(tooManyValues(cli, option, raw));
      for (let v = from; v <= to; v++) values.push(String(v));
    } else if (item !== '' && !item.includes('..')) {
      values.push(item);
    } else {
      throw new UsageError(cli.words(TABLE.notAValue({ option, raw, item })));
    }
  }
  if (values.length > MAX_VALUES) throw new UsageError(tooManyValues(cli, option, raw));
  return { key, values };
}

export async function tableCommand(cli: CliWords, puzzleId: string, options: TableCommandOptions, signal: AbortSignal): Promise<number> {
  const puzzle = findPuzzle(puzzleId);
  if (options.rows === undefined) throw new UsageError(cli.words(TABLE.needsRows()));
  const rows = parseAxis(cli, '--rows', options.rows);
  const cols = options.cols === undefined ? undefined : parseAxis(cli, '--cols', options.cols);
  if (cols && cols.key === rows.key) throw new UsageError(cli.words(TABLE.sameKey({ key: rows.key })));
  const metric = checkedMetric(puzzle, options.metric);
  const base = instanceRequest(cli, options);
  for (const axis of [rows, cols]) {
    if (axis && Object.hasOwn(base.params, axis.key)) throw new UsageError(cli.words(TABLE.paramSwept({ key: axis.key })));
  }
  const known = new Set(puzzle.params.map((p) => p.key));
  for (const axis of [rows, cols]) {
    if (axis && !known.has(axis.key)) {
      const params = [...known].join(cli.words(TABLE.paramSeparator()));
      throw new UsageError(cli.words(TABLE.noSuchParam({ puzzle: puzzle.id, key: axis.key, hasAny: known.size ? 'yes' : 'no', params })));
    }
  }

  const limits = { ...searchLimits(cli, options), signal };
  const colValues = cols ? cols.values : [undefined];
  const cells: Cell[][] = [];
  const started = performance.now();
  // --max-seconds bounds the whole table, not each cell.
  const deadline = limits.maxSeconds === undefined ? Infinity : started + limits.maxSeconds * 1000;
  let cancelled = false;
  for (const r of rows.values) {
    const line: Cell[] = [];
    for (const c of colValues) {
      const params = { ...base.params, [rows.key]: r, ...(cols && c !== undefined ? { [cols.key]: c } : {}) };
      const label = cli.words(TABLE.solving({ cell: `${rows.key}=${r}${cols ? ` ${cols.key}=${c}` : ''}` }));
      // A small cell's search ends without ever yielding, and a table of
      // such cells would run on promise continuations alone: Ctrl-C (a
      // signal handler, a macrotask) would wait for the whole table. A turn
      // of the event loop before each cell lets it in.
      await eventLoopTurn();
      if (signal.aborted) cancelled = true;
      const secondsLeft = (deadline - performance.now()) / 1000;
      const cell: Cell = cancelled
        ? { status: 'limit', limit: 'cancelled' }
        : secondsLeft <= 0
          ? { status: 'limit', limit: 'time' }
          : await solveCell(cli, puzzle, { source: base.source, params }, metric, label, secondsLeft === Infinity ? limits : { ...limits, maxSeconds: secondsLeft });
      if (cell.status === 'limit' && cell.limit === 'cancelled') cancelled = true;
      line.push(cell);
    }
    cells.push(line);
  }
  const ms = performance.now() - started;

  if (options.json) {
    printJson({
      puzzle: puzzle.id,
      metric,
      rows,
      cols: cols ?? null,
      cells: cells.map((line) =>
        line.map((cell) => (cell.status === 'solved' ? { status: cell.status, cost: cell.cost, length: cell.length } : cell)),
      ),
      milliseconds: Math.round(ms),
    });
  } else {
    // The cells' unit ("crossings", "minutes"), where the puzzle names one, labels the figures.
    const unit = cells.flat().find((c): c is Extract<Cell, { status: 'solved' }> => c.status === 'solved' && c.unit !== undefined)?.unit;
    const lang = cli.lang;
    const label = unit ? unitLabel(unit.many, lang) : metricNameOf(puzzle, metric, lang);
    cliIo().stdout.write(`${renderTable(cli, puzzleTitle(puzzle, lang), label, rows, cols, cells)}\n${cli.words(TABLE.tookInAll({ took: milliseconds(ms) }))}\n`);
  }
  if (cells.some((line) => line.some((cell) => cell.status === 'limit'))) return EXIT.limit;
  // Nothing was solved because nothing asked was a valid instance: bad input, however many cells it spans.
  if (cells.every((line) => line.every((cell) => cell.status === 'invalid'))) {
    if (!options.json) cliIo().stderr.write(`puzzlekit: ${cli.words(TABLE.noValidCell())}\n`);
    return EXIT.usage;
  }
  return EXIT.ok;
}

async function solveCell(cli: CliWords, puzzle: AnyPuzzle, request: InstanceRequest, metric: string, label: string, limits: SearchLimits): Promise<Cell> {
  const progress = progressReporter(cli, label);
  try {
    // The unit of a cell's cost in the command line's language.
    const cell = await solveTableCell(puzzle, request, metric, cli.lang, { ...limits, onProgress: progress.onProgress });
    // A combination the puzzle rejects (a boat larger than it allows, say) is a cell of its own, not the end of the table.
    return cell.status === 'invalid' ? { status: 'invalid', message: cli.errorWords(cell.error) } : cell;
  } finally {
    progress.stop();
  }
}

/** A Markdown table (readable as it is, and pastes into documents), with notes for odd cells. */
function renderTable(cli: CliWords, title: string, label: string, rows: Axis, cols: Axis | undefined, cells: Cell[][]): string {
  const notes: string[] = [];
  const noteFor = (text: string): string => {
    let i = notes.indexOf(text);
    if (i < 0) i = notes.push(text) - 1;
    return `x${i + 1}`;
  };
  const show = (cell: Cell): string => {
    switch (cell.status) {
      case 'solved':
        return String(cell.cost);
      case 'unsolvable':
        return '-';
      case 'limit':
        return '?';
      case 'invalid':
        return noteFor(cell.message);
    }
  };
  const header = [cols ? `${rows.key} \\ ${cols.key}` : rows.key, ...(cols ? cols.values.map((v) => `${cols.key}=${v}`) : [label])];
  const body = rows.values.map((r, i) => [r, ...cells[i].map(show)]);
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...body.map((line) => displayWidth(line[i]))));
  const format = (line: string[]) => '| ' + line.map((c, i) => padDisplay(c, widths[i])).join(' | ') + ' |';
  const out = [
    cli.words(TABLE.heading({ title, label, rows: rows.key, hasCols: cols ? 'yes' : 'no', cols: cols?.key ?? '' })),
    format(header),
    '|' + widths.map((w) => '-'.repeat(w + 1) + ':').join('|') + '|',
    ...body.map(format),
  ];
  const limited = cells.flat().find((c): c is Extract<Cell, { status: 'limit' }> => c.status === 'limit');
  if (limited) out.push(cli.words(TABLE.note({ mark: '?', note: cli.limitWords(limited.limit) })));
  notes.forEach((text, i) => out.push(cli.words(TABLE.note({ mark: `x${i + 1}`, note: text }))));
  return out.join('\n');
}
