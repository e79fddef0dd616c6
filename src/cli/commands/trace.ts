/**
 * `puzzlekit trace`: a search told step by step, as the engine runs it (its
 * trace hook): one line per event with g, h, f and depth, or the JSON the
 * browser's Search view exports. For teaching, on small instances.
 */
import { render, type Message } from '../../i18n/index.js';
import type { CliWords } from '../cli-words.js';
import { limitMessage, runAsync } from '../../engine/index.js';
import { traceSteps, type TraceAlgorithm, type TraceOutcome, type TraceRecord } from '../../midend/index.js';
import type { Lang } from '../../puzzles/lang.js';
import { EXIT, wholeNumberOption } from '../errors.js';
import { printJson } from '../format.js';
import type { InstanceOptions } from '../instance-options.js';
import { cliIo } from '../io.js';
import { searchLimits, type LimitOptions } from '../limits.js';
import { TRACE } from '../messages/trace.js';
import { openInstance } from '../open-instance.js';

export interface TraceCommandOptions extends InstanceOptions, LimitOptions {
  metric?: string;
  algorithm: TraceAlgorithm;
  maxSteps?: string;
  maxDepth?: string;
  zeroHeuristic?: boolean;
  json?: boolean;
}

const EVENT_WORDS: Readonly<Record<TraceRecord['type'], Message>> = {
  expand: TRACE.expand(),
  generate: TRACE.generate(),
  prune: TRACE.prune(),
  goal: TRACE.goal(),
  iteration: TRACE.iteration(),
};

const PRUNE_WORDS: Readonly<Record<NonNullable<TraceRecord['reason']>, Message>> = {
  seen: TRACE.pruneSeen(),
  path: TRACE.prunePath(),
  bound: TRACE.pruneBound(),
  depth: TRACE.pruneDepth(),
};

/** `lang`: the language of the words (JSON is the same in every language). */
export async function traceCommand(cli: CliWords, puzzleId: string, options: TraceCommandOptions, signal: AbortSignal): Promise<number> {
  const lang = cli.lang;
  const maxSteps = options.maxSteps === undefined ? undefined : wholeNumberOption(cli, '--max-steps', options.maxSteps, 1);
  const maxDepth = options.maxDepth === undefined ? undefined : wholeNumberOption(cli, '--max-depth', options.maxDepth, 1);
  const opened = openInstance(cli, puzzleId, options);
  const outcome = await runAsync(
    traceSteps(
      opened,
      { algorithm: options.algorithm, maxSteps, maxDepth, ...(options.zeroHeuristic && { heuristic: 'zero' as const }) },
      { ...searchLimits(cli, options), signal },
    ),
  );
  if (options.json) {
    printJson({
      puzzle: opened.puzzleId,
      instance: opened.code,
      algorithm: outcome.algorithm,
      heuristic: outcome.heuristic,
      events: outcome.events,
      length: outcome.length,
      path: outcome.path,
      status: outcome.status,
      stoppedAtSteps: outcome.stoppedAtSteps,
    });
  } else {
    cliIo().stdout.write(humanTrace(outcome, opened.header, lang) + '\n');
  }
  if (outcome.status === 'limit') return EXIT.limit;
  return outcome.status === 'unsolvable' ? EXIT.unsolvable : EXIT.ok;
}

function humanTrace(outcome: TraceOutcome, instance: string, lang: Lang): string {
  const say = (message: Message) => render(message, lang);
  const lines = [say(TRACE.header({ algorithm: outcome.algorithm, instance, heuristic: outcome.heuristic })), say(TRACE.columns())];
  let step = 0;
  for (const event of outcome.events) {
    if (event.type === 'expand') step++;
    const notes = [
      event.reason && say(PRUNE_WORDS[event.reason]),
      event.bound !== undefined && say(TRACE.bound({ bound: event.bound })),
      event.side && say(TRACE.side({ side: event.side })),
      event.reopened && say(TRACE.reopened()),
    ].filter((note): note is string => typeof note === 'string');
    const at = event.type === 'expand' ? String(step) : '';
    const cells = [at.padEnd(5), say(EVENT_WORDS[event.type]).padEnd(9), String(event.g).padStart(2), String(event.h).padStart(2), String(event.f).padStart(2), String(event.depth).padStart(5)];
    lines.push(`${cells.join(' ')}  ${event.state}${notes.length > 0 ? `  (${notes.join(', ')})` : ''}`);
  }
  const expanded = outcome.events.filter((e) => e.type === 'expand').length;
  const generated = outcome.events.filter((e) => e.type === 'generate').length;
  if (outcome.length !== null) lines.push(say(TRACE.found({ moves: outcome.length, expanded, generated })));
  else if (outcome.stoppedAtSteps) lines.push(say(TRACE.stopped({ steps: expanded })));
  else if (outcome.status === 'unsolvable') lines.push(say(TRACE.none({ expanded })));
  else if (outcome.limit) lines.push(say(TRACE.limit({ why: say(limitMessage(outcome.limit)) })));
  return lines.join('\n');
}
