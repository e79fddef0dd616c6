/**
 * The position server, started and stopped by the test on a free port
 * (port 0) from the build (its search threads load dist/server): every
 * endpoint with good and bad input, answers from a library equal to the
 * library's own, positions outside it searched (or refused with
 * --no-search), a search stopped by its state limit (422), the rate limit
 * and CORS, and a clean stop.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPuzzle } from '../../src/midend/index.js';
import { buildLibrary } from '../../src/midend/library/index.js';
import type { PuzzleFamily } from '../../src/puzzles/family.js';
import type { ServerOptions } from '../../src/server/options.js';
import { writeFamilyType } from '../../src/storage/family-db.js';
import { REPO_ROOT } from '../support/cli.js';

type ServerModule = typeof import('../../src/server/app.js');
type Started = Awaited<ReturnType<ServerModule['startServer']>>;

const root = mkdtempSync(join(tmpdir(), 'puzzlekit-server-'));
const libraryDir = join(root, 'library');
const started: Started[] = [];

const BASE: ServerOptions = {
  libraries: [libraryDir],
  search: true,
  // Searches stop at the state limit; the time limit, which the server requires, is far past any test's run.
  limits: { maxStates: 1000, maxMemoryMb: 256, maxSeconds: 600 },
  searchThreads: 1,
  searchQueue: 8,
  answerCache: 100,
  rateLimit: 0,
  cors: [],
  log: 'silent',
};

/** A server from the build, listening on a free port of 127.0.0.1; its base URL. */
async function serve(options: Partial<ServerOptions> = {}): Promise<{ url: string; server: Started }> {
  const { startServer } = (await import(pathToFileURL(join(REPO_ROOT, 'dist/server/app.js')).href)) as ServerModule;
  const server = await startServer({ ...BASE, ...options }, 'test');
  started.push(server);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

beforeAll(async () => {
  const puzzle = findPuzzle('sliding-blocks');
  const family = puzzle.family as PuzzleFamily;
  mkdirSync(libraryDir);
  for (const t of [
    { vertical: 3, horizontal: 3, singles: 0 },
    { vertical: 0, horizontal: 0, singles: 2 },
  ]) {
    writeFamilyType(libraryDir, family.db, family.classify(t), false);
  }
  await buildLibrary(puzzle, libraryDir);
});

afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('the position server', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await serve());
  });

  it('is up, lists the puzzles and describes itself', async () => {
    expect(await get(`${url}/health`)).toMatchObject({ status: 200, body: { status: 'ok', libraries: ['sliding-blocks'], search: true } });
    const puzzles = await get(`${url}/api/puzzles`);
    expect(puzzles.status).toBe(200);
    expect(puzzles.body.puzzles.find((p: { id: string }) => p.id === 'sliding-blocks')).toMatchObject({ library: { types: 2, layouts: 4288 + 1440 } });
    const api = await get(`${url}/api/openapi.json`);
    expect(api.status).toBe(200);
    expect(Object.keys(api.body.paths)).toEqual(expect.arrayContaining(['/api/{puzzle}/positions', '/api/{puzzle}/library', '/api/puzzles', '/health']));
    expect(api.body.paths['/api/{puzzle}/positions'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['puzzle', 'code', 'lang']);
  });

  it('answers a library position with its distance and every move, best first, in the language asked for', async () => {
    const en = await get(`${url}/api/sliding-blocks/positions?code=8245A0000`);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ source: 'library', status: 'solvable', distance: 7, place: { type: '3,3,0', groupFarthest: 7 } });
    const distances = en.body.moves.map((m: { distance: number }) => m.distance);
    expect(distances[0]).toBe(6);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    // Each move leads to a position the server places one distance on.
    for (const m of en.body.moves) {
      const next = await get(`${url}/api/klotski/positions?code=${m.code}`);
      expect(next.body.distance).toBe(m.distance);
    }
    const zh = await get(`${url}/api/sliding-blocks/positions?code=8245A0000&lang=zh`);
    const byHeader = await get(`${url}/api/sliding-blocks/positions?code=8245A0000`, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.body.moves[0].words).not.toBe(en.body.moves[0].words);
    expect(byHeader.body).toEqual(zh.body);
  });

  it('searches a position outside the library within its limit, and stops at the limit (422)', async () => {
    // A 2x3 board: 360 positions, under the limit of 1,000 states.
    const r = await get(`${url}/api/sliding-tiles/positions?code=1,2,3/4,0,5`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ source: 'search', status: 'solvable', distance: 1 });
    expect(r.body.moves[0]).toMatchObject({ code: '1,2,3/4,5,0', distance: 0 });
    expect(r.body.moves.slice(1).every((m: { distance: number }) => m.distance === 2)).toBe(true);
    // The 8-puzzle's 181,440 positions are not.
    const far = await get(`${url}/api/8-puzzle/positions?code=8,7,6/5,4,3/2,1,0`);
    expect(far.status).toBe(422);
    expect(far.body.error).toMatchObject({ code: 'limit', limit: 'states' });
  });

  it('lists the library by moves, type and size', async () => {
    const r = await get(`${url}/api/sliding-blocks/library?moves=5..7&limit=3&hardest=true`);
    expect(r.status).toBe(200);
    expect(r.body.puzzles.length).toBeGreaterThan(0);
    expect(r.body.puzzles.every((p: { farthest: number }) => p.farthest >= 5 && p.farthest <= 7)).toBe(true);
    expect(r.body.puzzles[0]).toMatchObject({ farthest: 7, hardest: '8245A0000' });
    expect((await get(`${url}/api/sliding-blocks/library?type=0,0,2`)).body.puzzles).toEqual([expect.objectContaining({ type: '0,0,2', size: 1440 })]);
  });

  it('refuses bad input with JSON errors and the right status', async () => {
    const cases: [string, number, string][] = [
      ['/api/no-such-puzzle/positions?code=1', 404, 'unknown-puzzle'],
      ['/api/sliding-blocks/positions?code=GGGG', 400, 'bad-request'],
      ['/api/sliding-blocks/positions', 400, 'bad-request'],
      ['/api/sliding-blocks/positions?code=8245A0000&path=/etc/passwd', 400, 'bad-request'],
      ['/api/sliding-blocks/positions?code=1&code=2', 400, 'bad-request'],
      [`/api/sliding-blocks/positions?code=${'A'.repeat(3000)}`, 414, 'url-too-long'],
      ['/api/sliding-blocks/library?moves=9x', 400, 'bad-request'],
      ['/api/sliding-blocks/library?limit=-1', 400, 'bad-request'],
      ['/api/sliding-blocks/library?type=99,9,9', 400, 'bad-request'],
      ['/api/hanoi/library', 404, 'not-in-library'],
      ['/api/nothing-here', 404, 'not-found'],
    ];
    const body = await fetch(`${url}/api/puzzles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'a'.repeat(4000) }) });
    expect(body.status).toBe(413);
    expect(((await body.json()) as { error: { code: string } }).error.code).toBe('body-too-large');
    for (const [path, status, code] of cases) {
      const r = await get(`${url}${path}`);
      expect({ path, status: r.status, code: r.body.error?.code }).toEqual({ path, status, code });
      expect(typeof r.body.error.message).toBe('string');
    }
  });
});

describe('the position server with other settings', () => {
  it('without search, says "not in the library" (404)', async () => {
    const { url: noSearch } = await serve({ search: false });
    const outside = await get(`${noSearch}/api/sliding-tiles/positions?code=1,2,3/4,0,5`);
    expect(outside.status).toBe(404);
    expect(outside.body.error.code).toBe('not-in-library');
    expect((await get(`${noSearch}/api/sliding-blocks/positions?code=1A9BF0C00`)).body.error.code).toBe('not-in-library');
  });

  it('limits each client by minute and allows the origins it is given', async () => {
    const { url } = await serve({ libraries: [], search: false, rateLimit: 3, cors: ['http://app.example'] });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(`${url}/health`, { origin: 'http://app.example' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await get(`${url}/health`);
    expect(limited.body.error.code).toBe('rate-limited');
    const { url: open } = await serve({ libraries: [], search: false, cors: ['http://app.example'] });
    expect((await get(`${open}/health`, { origin: 'http://app.example' })).headers.get('access-control-allow-origin')).toBe('http://app.example');
    expect((await get(`${open}/health`, { origin: 'http://elsewhere.example' })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stops cleanly: no more requests are taken', async () => {
    const { url, server } = await serve({ libraries: [], search: false });
    expect((await get(`${url}/health`)).status).toBe(200);
    await server.close();
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('refuses to start on a damaged library', async () => {
    await expect(serve({ libraries: [join(root, 'missing')] })).rejects.toThrow(/no library here/);
  });
});
