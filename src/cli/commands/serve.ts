/**
 * `puzzlekit serve [--library DIR]... [--host 127.0.0.1] [--port 8080]
 * [--no-search] [--max-states N] [--max-seconds S] [--max-memory MB]
 * [--search-threads N] [--cache N] [--rate-limit N] [--cors ORIGINS] [--log LEVEL]`:
 * the position server (src/server) on this machine's address and port,
 * until Ctrl-C or SIGTERM, when it stops taking requests, finishes those in
 * hand and ends. This checks the options and words the start and stop.
 */
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { render, type Lang } from '../../i18n/index.js';
import type { CliWords } from '../cli-words.js';
import { startServer } from '../../server/app.js';
import type { ServerOptions } from '../../server/options.js';
import { packageVersion } from '../../storage/package-version.js';
import { isFolder } from '../../storage/paths.js';
import { EXIT, UsageError, wholeNumberOption } from '../errors.js';
import { cliIo } from '../io.js';

import { SERVE } from '../messages/serve.js';
import { DEFAULT_LIBRARY, withLibraryErrors } from './library.js';

export interface ServeOptions {
  library: string[];
  host?: string;
  port?: string;
  search: boolean;
  maxStates?: string;
  maxSeconds?: string;
  maxMemory?: string;
  searchThreads?: string;
  rateLimit?: string;
  cache?: string;
  cors?: string;
  log?: string;
}

const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;

export function serverOptionsOf(cli: CliWords, options: ServeOptions): ServerOptions {
  const lang = cli.lang;
  const log = options.log ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(log)) throw new UsageError(render(SERVE.badLog({ raw: log }), lang));
  const libraries = options.library.length > 0 ? options.library : isFolder(DEFAULT_LIBRARY) ? [DEFAULT_LIBRARY] : [];
  return {
    libraries,
    search: options.search,
    limits: {
      maxStates: options.maxStates === undefined ? 2_000_000 : wholeNumberOption(cli, '--max-states', options.maxStates, 1),
      maxSeconds: options.maxSeconds === undefined ? 10 : wholeNumberOption(cli, '--max-seconds', options.maxSeconds, 1, 3600),
      maxMemoryMb: options.maxMemory === undefined ? 512 : wholeNumberOption(cli, '--max-memory', options.maxMemory, 16, 1 << 20),
    },
    searchThreads: options.searchThreads === undefined ? Math.max(1, availableParallelism() - 1) : wholeNumberOption(cli, '--search-threads', options.searchThreads, 1, 256),
    searchQueue: 64,
    answerCache: options.cache === undefined ? 10_000 : wholeNumberOption(cli, '--cache', options.cache, 0, 10_000_000),
    rateLimit: options.rateLimit === undefined ? 600 : wholeNumberOption(cli, '--rate-limit', options.rateLimit, 0),
    cors: (options.cors ?? '').split(',').map((o) => o.trim()).filter((o) => o.length > 0),
    log: log as ServerOptions['log'],
  };
}

export async function serveCommand(cli: CliWords, options: ServeOptions, signal: AbortSignal): Promise<number> {
  const lang = cli.lang;
  const host = options.host ?? '127.0.0.1';
  if (isIP(host) === 0 && host !== 'localhost') throw new UsageError(render(SERVE.badHost({ raw: host }), lang));
  const port = options.port === undefined ? 8080 : wholeNumberOption(cli, '--port', options.port, 0, 65535);
  const settings = serverOptionsOf(cli, options);
  const server = await withLibraryErrors(lang, () => startServer(settings, packageVersion()));
  try {
    await server.app.listen({ host, port });
  } catch (error) {
    await server.close();
    throw new UsageError(render(SERVE.cannotListen({ why: error instanceof Error ? error.message : String(error) }), lang));
  }
  const address = server.app.server.address();
  const shown = typeof address === 'object' && address ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : String(address);
  const libraries = settings.libraries.length > 0 ? settings.libraries.join(', ') : render(SERVE.noLibraries(), lang);
  cliIo().stderr.write(`${render(SERVE.listening({ url: shown, libraries, search: settings.search ? 'yes' : 'no' }), lang)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', stop, { once: true });
    process.once('SIGTERM', stop);
  });
  await server.close();
  cliIo().stderr.write(`${render(SERVE.stopped(), lang)}\n`);
  return EXIT.ok;
}
