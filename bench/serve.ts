/**
 * `npm run bench:serve [-- --requests N] [--connections C] [--positions P] [--other DIR]`:
 * the position server's lookups under load. A library of two Klotski types
 * (4,1,4 and 3,3,0: 70,168 layouts) is classified into a temporary folder,
 * P distinct positions of it are found by walking it, and the built command
 * line serves it on 127.0.0.1 (a child process, search off, no rate limit,
 * logs off), once without the answer cache and once with it. autocannon
 * sends a bounded number of requests from this process (and no run passes
 * 60 s): lookups of those positions in turn, then the same with one request
 * in five a bad one (unknown puzzle, malformed code, an unknown field, an
 * oversize URL). Each run reports requests a second, p50 and p99 latency,
 * connection errors and the statuses it got, and the processor time the
 * client (this process) and the server (read from /proc where there is one)
 * took a request. Client and server share the machine's cores: the figures
 * are for both together.
 *
 * `--other DIR` names another build of puzzlekit (the folder holding its
 * cli/main.js, e.g. an older checkout's dist): the first-time lookups are
 * then run against it and this build in turn, three times each, in the same
 * conditions, so a loaded machine still gives a fair ratio.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findPuzzle } from '../src/midend/index.js';
import { Library } from '../src/midend/library/index.js';

const CLI = fileURLToPath(new URL('../cli/main.js', import.meta.url));

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number`);
  return value;
}

const REQUESTS = option('--requests', 20_000);
const CONNECTIONS = option('--connections', 10);
/** No run may take longer than this, whatever the machine: the bench stops there and says so. */
const MOST_SECONDS = 60;

function textOption(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

const OTHER = textOption('--other');

function cli(args: string[]): string {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`puzzlekit ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** `count` distinct library positions: the listed puzzles and the positions around them, walked breadth first. */
async function positionCodes(dir: string, count: number): Promise<string[]> {
  const library = await Library.open(findPuzzle('sliding-blocks'), dir);
  try {
    const queue = library.list({ hardestFirst: true, limit: 500 }).map((g) => g.hardest!);
    const codes = new Set<string>(queue);
    for (let at = 0; at < queue.length && codes.size < count; at++) {
      const answer = library.lookUp(queue[at], 'en');
      if ('kind' in answer) continue;
      for (const m of answer.moves) {
        if (!codes.has(m.code)) (codes.add(m.code), queue.push(m.code));
      }
    }
    return [...codes].slice(0, count);
  } finally {
    library.close();
  }
}

interface RunningServer {
  url: string;
  /** The server's processor time so far (user and system), in ms; undefined where /proc does not tell. */
  cpuMs: () => number | undefined;
  stop: () => Promise<void>;
}

/** A process's processor time from /proc/PID/stat (Linux), in ms. */
function processCpuMs(pid: number | undefined): number | undefined {
  const path = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(path)) return undefined;
  // The fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startServer(dir: string, cache: number, cliPath = CLI): Promise<RunningServer> {
  const args = ['serve', '--library', dir, '--port', '0', '--no-search', '--rate-limit', '0', '--log', 'silent', '--cache', String(cache)];
  const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      text += chunk;
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (m) {
        const stop = () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM')));
        resolve({ url: m[1], cpuMs: () => processCpuMs(child.pid), stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code}): ${text}`)));
  });
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  seconds: number;
  /** Processor time a request, in µs: this process's (the client's), and the server's where known. */
  clientCpuUs: number;
  serverCpuUs: number | undefined;
}

async function load(server: RunningServer, paths: () => string, amount = REQUESTS): Promise<Figures> {
  const { url } = server;
  const statuses: Record<string, number> = {};
  const options = {
    url,
    connections: CONNECTIONS,
    amount,
    duration: MOST_SECONDS,
    requests: [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }],
  };
  const clientBefore = process.cpuUsage();
  const serverBefore = server.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, r: autocannon.Result) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const client = process.cpuUsage(clientBefore);
  const serverAfter = server.cpuMs();
  const sent = result.requests.total;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    seconds: result.duration,
    clientCpuUs: (client.user + client.system) / sent,
    serverCpuUs: serverBefore === undefined || serverAfter === undefined ? undefined : ((serverAfter - serverBefore) * 1000) / sent,
  };
}

function report(name: string, f: Figures): void {
  const statuses = Object.entries(f.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const cpu = `processor time a request: client ${Math.round(f.clientCpuUs)} µs, server ${f.serverCpuUs === undefined ? '?' : Math.round(f.serverCpuUs)} µs`;
  console.log(`${name}: ${Math.round(f.perSecond)} requests/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.errors} errors, ${f.timeouts} timeouts (${statuses}) in ${f.seconds.toFixed(1)} s; ${cpu}`);
}

/** First-time lookups against the other build's server and this one's in turn, each started afresh, three rounds. */
async function compareWith(otherDir: string, dir: string, codes: string[]): Promise<void> {
  const otherCli = join(otherDir, 'cli', 'main.js');
  if (!existsSync(otherCli)) throw new Error(`--other ${otherDir}: no cli/main.js there`);
  const sums = { other: 0, this: 0 };
  for (let round = 1; round <= 3; round++) {
    for (const side of ['other', 'this'] as const) {
      const server = await startServer(dir, 0, side === 'other' ? otherCli : CLI);
      try {
        let i = 0;
        const good = () => `/api/sliding-blocks/positions?code=${codes[i++ % codes.length]}`;
        await load(server, good, Math.min(codes.length, REQUESTS));
        const f = await load(server, good);
        sums[side] += f.perSecond;
        report(`round ${round}, ${side === 'other' ? `the build in ${otherDir}` : 'this build'} (no cache)`, f);
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`this build answers ${(sums.this / sums.other).toFixed(2)} times the other's first-time lookups a second (the mean of three rounds each)`);
}

const DISTINCT = option('--positions', 5000);
const dir = mkdtempSync(join(tmpdir(), 'puzzlekit-bench-serve-'));
try {
  cli(['classify', 'sliding-blocks', '--pieces', '4,1,4/3,3,0', '--library', join(dir, 'lib'), '--threads', '1']);
  const codes = await positionCodes(join(dir, 'lib'), DISTINCT);
  console.log(`${codes.length} distinct library positions, ${REQUESTS} requests a run over ${CONNECTIONS} connections, at most ${MOST_SECONDS} s a run`);
  if (OTHER !== undefined) await compareWith(OTHER, join(dir, 'lib'), codes);
  const BAD = [
    '/api/no-such-puzzle/positions?code=1A9BF0C00',
    '/api/sliding-blocks/positions?code=GGGGGGGGG',
    '/api/sliding-blocks/positions?code=1A9BF0C00&file=/etc/passwd',
    `/api/sliding-blocks/positions?code=${'A'.repeat(3000)}`,
  ];
  // Without the answer cache every lookup is worked out; with it, positions asked again come from it.
  for (const cache of [0, 10_000]) {
    const server = await startServer(join(dir, 'lib'), cache);
    try {
      let i = 0;
      const good = () => `/api/sliding-blocks/positions?code=${codes[i++ % codes.length]}`;
      let j = 0;
      const mixed = () => (j++ % 5 === 4 ? BAD[(j / 5) % BAD.length | 0] : good());
      // A short warm-up, not reported: the server's first requests compile its handlers (and, with the cache, fill it).
      await load(server, good, Math.min(codes.length, REQUESTS));
      const label = cache === 0 ? 'no cache' : `cache of ${cache}`;
      report(`lookups (${label})`, await load(server, good));
      report(`lookups with 1 in 5 bad (${label})`, await load(server, mixed));
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
