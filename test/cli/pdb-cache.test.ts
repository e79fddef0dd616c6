// Each command runs as a process of its own: what is cached on disk between runs is the
// point here, and a run in this process would find the databases still in memory.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSync } from '../../src/engine/index.js';
import { cachePath, clearTables, listTables, readTables, writeTables } from '../../src/storage/table-cache-files.js';
import { TABLE_FORMAT_VERSION as FORMAT_VERSION } from '../../src/storage/table-file.js';
import { slidingTiles } from '../../src/puzzles/sliding-tiles/index.js';
import { runCliProcess } from '../support/cli.js';

const directory = mkdtempSync(join(tmpdir(), 'puzzlekit-pdb-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const tables = slidingTiles.heuristicTables!;
const instance = slidingTiles.parse({ source: { kind: 'preset', name: '8-puzzle' }, params: {} });
const spec = tables.spec(instance, '4-4');
const built = runSync(tables.build(spec));
if (built.status !== 'built') throw new Error('build stopped');

describe('the table cache', () => {
  it('reads back what it wrote, byte for byte', () => {
    writeTables(directory, spec, built.tables);
    const read = readTables(directory, spec);
    expect(read.status).toBe('ok');
    if (read.status === 'ok') expect(read.tables).toEqual(built.tables);
    expect(listTables(directory).map((f) => [f.file, f.valid])).toEqual([[`${spec.id}.pdb`, true]]);
  });

  it('reports a missing file as missing', () => {
    expect(readTables(join(directory, 'nowhere'), spec).status).toBe('missing');
  });

  it.each([
    ['a damaged byte', (b: Buffer) => (b[b.length - 10] ^= 0x5a, b), /checksum/],
    ['a truncated file', (b: Buffer) => b.subarray(0, b.length - 100), /truncated/],
    ['a damaged header', (b: Buffer) => (b.write('{{{{', 24), b), /header/],
    ['another format version', (b: Buffer) => Buffer.from(b.toString('latin1').replace(`"format":${FORMAT_VERSION}`, '"format":9'), 'latin1'), /format 9/],
    ['tables for another partition', (b: Buffer) => Buffer.from(b.toString('latin1').replace('"partition":"4-4"', '"partition":"4-5"'), 'latin1'), /stale/],
    ['not a table file at all', () => Buffer.from('hello'), /not a puzzlekit table file/],
  ])('never trusts %s', (_what, damage, reason) => {
    writeTables(directory, spec, built.tables);
    const path = cachePath(directory, spec);
    writeFileSync(path, damage(readFileSync(path)));
    const read = readTables(directory, spec);
    expect(read.status).toBe('invalid');
    if (read.status === 'invalid') expect(read.reason).toMatch(reason);
  });

  it('clear removes the table files', () => {
    writeTables(directory, spec, built.tables);
    expect(clearTables(directory)).toBe(1);
    expect(listTables(directory)).toEqual([]);
  });
});

describe('puzzlekit pdb and a plain solve of the 15-puzzle', () => {
  const cache = mkdtempSync(join(tmpdir(), 'puzzlekit-pdb-cli-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('pdb build, list and clear manage the cache folder given', () => {
    const build = runCliProcess(['pdb', 'build', 'sliding-tiles', '--preset', '8-puzzle', '--partition', '4-4', '--cache-dir', cache]);
    expect(build.stderr).toContain('building the 4-4 pattern databases');
    expect(build.status).toBe(0);
    expect(existsSync(join(cache, `${spec.id}.pdb`))).toBe(true);
    const list = runCliProcess(['pdb', 'list', '--cache-dir', cache]);
    expect(list.stdout).toContain(`${spec.id}.pdb`);
    expect(runCliProcess(['pdb', 'build', 'sliding-tiles', '--preset', '8-puzzle', '--partition', 'nine', '--cache-dir', cache]).status).toBe(2);
    expect(runCliProcess(['pdb', 'clear', '--cache-dir', cache]).stdout).toContain('Removed 1 file');
    expect(runCliProcess(['pdb', 'list', '--cache-dir', cache]).stdout).toContain('No pattern databases');
  });

  it('a damaged cached database is reported, rebuilt and cached again; the solve stays optimal', () => {
    const fifteen = slidingTiles.parse({ source: { kind: 'preset', name: '15-puzzle' }, params: {} });
    const defaultSpec = tables.defaultFor(fifteen)!;
    writeFileSync(cachePath(cache, defaultSpec), 'PUZZLEKIT-TABLES\n garbage');
    const args = ['solve', 'sliding-tiles', '--preset', '15-puzzle', '--json', '--cache-dir', cache];
    const first = runCliProcess(args, { timeoutMs: 170_000 });
    expect(first.stderr).toMatch(/cached 5-5-5 pattern databases .* not used/);
    expect(first.stderr).toContain('building the 5-5-5 pattern databases');
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ status: 'solved', length: 50, algorithm: 'idastar' });
    expect(readTables(cache, defaultSpec).status).toBe('ok');
    const second = runCliProcess(args);
    expect(second.stderr).toBe('');
    expect(JSON.parse(second.stdout)).toMatchObject({ status: 'solved', length: 50, algorithm: 'idastar' });
    const without = runCliProcess([...args, '--no-pdb']);
    expect(JSON.parse(without.stdout)).toMatchObject({ status: 'solved', length: 50, algorithm: 'idastar' });
    const nodes = (run: { stdout: string }) => (JSON.parse(run.stdout) as { stats: { statesExplored: number } }).stats.statesExplored;
    expect(nodes(second)).toBeLessThan(nodes(without));
    // The cached set lies there, but an instance that names its heuristic does not read it.
    const named = runCliProcess([...args, '--param', 'heuristic=linear-conflict']);
    expect(named.stderr).toBe('');
    expect(nodes(named)).toBe(nodes(without));
  }, 180_000);

  it('a solve whose instance names its heuristic neither reads nor builds databases', () => {
    const empty = mkdtempSync(join(directory, 'named-'));
    for (const heuristic of ['linear-conflict', 'manhattan']) {
      const named = runCliProcess(['solve', 'sliding-tiles', '--preset', '15-puzzle', '--json', '--cache-dir', empty, '--param', `heuristic=${heuristic}`]);
      expect(named.stderr).toBe('');
      expect(JSON.parse(named.stdout)).toMatchObject({ status: 'solved', length: 50, algorithm: 'idastar' });
    }
    expect(readdirSync(empty)).toEqual([]);
  });
});
