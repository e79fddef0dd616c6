/**
 * Every command the README and the docs pages show, gathered for the test
 * that runs them (test/cli/readme-commands.test.ts): one entry per distinct
 * command (a command shown on several pages runs once), and for each ```sh
 * block the order its commands must run in. Blocks are independent of one
 * another, so they may run side by side; a block that shows a command
 * already run by another waits for that run instead of running it again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandKey, shellBlocks } from './readme.js';

/** Where a command is shown. */
export interface DocPlace {
  /** The page, relative to the repository root (`README.md`, `docs/guide/command-line.md`). */
  file: string;
  /** Line number in that page, from 1. */
  lineNumber: number;
}

export interface DocCommand {
  /** The command as first shown, comment included: bash reads it. */
  line: string;
  /** The exit code its comments promise. */
  exit: number;
  /** Every place it is shown, in the order the pages are read. */
  places: DocPlace[];
}

/** The commands of one ```sh block, by key, in the order they must run. */
export interface DocChain {
  place: DocPlace;
  keys: string[];
}

export interface DocCommandSet {
  /** Each distinct command by its key (`commandKey`), in the order first shown. */
  commands: Map<string, DocCommand>;
  chains: DocChain[];
  /** Commands shown with different exit codes in different places: a mistake in the pages. */
  disagreements: string[];
}

/** Folders under docs/ that hold no pages of ours: generated, built or tooling. */
const NOT_PAGES = new Set(['api', 'node_modules', 'public']);

function markdownUnder(root: string, folder: string): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name.startsWith('.') || NOT_PAGES.has(entry.name) ? [] : markdownUnder(root, path);
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The pages whose commands run: README.md, then every docs/**\/*.md but generated ones (docs/api). */
export function docPages(root: string): string[] {
  return ['README.md', ...markdownUnder(root, 'docs')];
}

/** The commands of `pages` (paths relative to `root`), deduplicated, with their blocks as chains. */
export function docCommands(root: string, pages: string[] = docPages(root)): DocCommandSet {
  const commands = new Map<string, DocCommand>();
  const chains: DocChain[] = [];
  const disagreements: string[] = [];
  for (const file of pages) {
    for (const block of shellBlocks(readFileSync(join(root, file), 'utf8'))) {
      const chain: DocChain = { place: { file, lineNumber: block.lineNumber }, keys: [] };
      for (const command of block.commands) {
        const key = commandKey(command.line);
        const place = { file, lineNumber: command.lineNumber };
        const known = commands.get(key);
        if (known === undefined) commands.set(key, { line: command.line, exit: command.exit, places: [place] });
        else {
          known.places.push(place);
          if (known.exit !== command.exit) {
            disagreements.push(`${file}:${command.lineNumber} says exit ${command.exit}, ${known.places[0].file}:${known.places[0].lineNumber} says exit ${known.exit}: ${key}`);
          }
        }
        chain.keys.push(key);
      }
      chains.push(chain);
    }
  }
  return { commands, chains, disagreements };
}

/**
 * Runs every chain, at most `concurrency` commands at a time, each command
 * once: a chain reaching a command another chain started waits for that
 * run. Gives each command's run by key. A run's promise is made only when
 * its chain reaches it, after everything before it there, so no chain can
 * wait on a command that waits on it.
 */
export function runChains<R>(set: DocCommandSet, concurrency: number, run: (command: DocCommand) => Promise<R>): Map<string, Promise<R>> {
  const runs = new Map<string, Promise<R>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  const slot = async (): Promise<void> => {
    if (running < concurrency) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const limited = async (command: DocCommand): Promise<R> => {
    await slot();
    try {
      return await run(command);
    } finally {
      release();
    }
  };
  // The caller gets every key's promise at once; it settles with the run its first chain starts.
  const started = new Map<string, Promise<R>>();
  const settle = new Map<string, { resolve: (r: R) => void; reject: (e: unknown) => void }>();
  for (const key of set.commands.keys()) {
    runs.set(key, new Promise<R>((resolve, reject) => settle.set(key, { resolve, reject })));
  }
  const runChain = async (chain: DocChain): Promise<void> => {
    for (const key of chain.keys) {
      let result = started.get(key);
      if (result === undefined) {
        result = limited(set.commands.get(key)!);
        started.set(key, result);
        result.then(settle.get(key)!.resolve, settle.get(key)!.reject);
      }
      await result.catch(() => undefined);
    }
  };
  for (const chain of set.chains) void runChain(chain);
  return runs;
}
