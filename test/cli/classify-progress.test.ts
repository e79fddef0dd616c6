/**
 * Progress of `classify` with --json into a file or a pipe: plain lines on
 * stderr (no bar: stderr is no terminal either), in the run's language, a
 * line at the first step, at each whole percent more and at the last, never
 * on stdout, which stays one JSON object. Where stdout is a terminal, or
 * stderr is one, it stays as it was.
 */
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withCliIo, type CliOutput } from '../../src/cli/io.js';
import { progressLines, progressShown } from '../../src/cli/progress-lines.js';
import { linesOf, runCliJson } from '../support/cli.js';

const CENSUS_LINE = /^puzzlekit: classifying: ([\d,]+) of ([\d,]+) chunks done, ([\d,]+) layouts, (\d+) %, [\d.]+ s$/;
const number = (text: string) => Number(text.replace(/,/g, ''));

/** An output that says whether it is a terminal and drops what is written. */
function output(isTTY: boolean): CliOutput {
  const out: CliOutput = new Writable({ write: (_chunk, _encoding, done) => done() });
  out.isTTY = isTTY;
  return out;
}

function shownWith(json: boolean, stdoutTTY: boolean, stderrTTY: boolean, onCluster = false): string {
  const io = { stdout: output(stdoutTTY), stderr: output(stderrTTY), stdin: Readable.from([]), env: {} };
  let shown = '';
  void withCliIo(io, async () => {
    shown = progressShown(json, onCluster);
  });
  return shown;
}

describe('classify progress with --json', () => {
  it('the 4x4 census: a line a chunk on stderr, ending at all of them and the layouts the JSON counts; stdout is the JSON', async () => {
    const run = await runCliJson<{ chunks: number; layouts: number; puzzles: number }>(['classify', 'rush-hour', '--size', '4', '--threads', '1', '--json']);
    expect(run.status).toBe(0);
    expect(run.json.puzzles).toBe(32);
    expect(run.stdout).not.toMatch(/classifying/);
    const lines = linesOf(run.stderr);
    const read = lines.map((line) => {
      const m = CENSUS_LINE.exec(line);
      expect(m, line).not.toBeNull();
      return { done: number(m![1]), total: number(m![2]), layouts: number(m![3]), percent: Number(m![4]) };
    });
    // 9 chunks: each is more than a whole percent, so each has its line, and the start one.
    expect(read.map((r) => r.done)).toEqual(Array.from({ length: run.json.chunks + 1 }, (_, i) => i));
    expect(read.every((r) => r.total === run.json.chunks)).toBe(true);
    expect(read.at(-1)).toEqual({ done: run.json.chunks, total: run.json.chunks, layouts: run.json.layouts, percent: 100 });
    for (let i = 1; i < read.length; i++) expect(read[i].layouts).toBeGreaterThanOrEqual(read[i - 1].layouts);
  });

  it('in Chinese under --lang zh, and for a family classified type by type (sliding-blocks)', async () => {
    const census = await runCliJson<{ chunks: number }>(['--lang', 'zh', 'classify', 'rush-hour', '--size', '3', '--threads', '1', '--json']);
    expect(census.status).toBe(0);
    expect(linesOf(census.stderr).at(-1)).toMatch(new RegExp(`^puzzlekit: 分类中：${census.json.chunks} 块完成了 ${census.json.chunks} 块，[\\d,]+ 个布局，100%，[\\d.]+ 秒$`));
    const types = await runCliJson<{ layouts: number; types: unknown[] }>(['classify', 'sliding-blocks', '--pieces', '0,0,2/0,0,3', '--threads', '1', '--json']);
    expect(types.status).toBe(0);
    expect(types.json.types).toHaveLength(2);
    expect(linesOf(types.stderr)).toEqual([
      expect.stringMatching(/^puzzlekit: classifying: 0 of 2 types done, 0 layouts, 0 %, [\d.]+ s$/),
      expect.stringMatching(/^puzzlekit: classifying: 1 of 2 types done, [\d,]+ layouts, 50 %, [\d.]+ s$/),
      expect.stringMatching(new RegExp(`^puzzlekit: classifying: 2 of 2 types done, ${types.json.layouts.toLocaleString('en-US')} layouts, 100 %, [\\d.]+ s$`)),
    ]);
  });

  it('a line at each whole percent more and at the last: 101 lines for 1,296 chunks, none twice', () => {
    const written: string[] = [];
    const report = progressLines({ write: (text: string) => written.push(text) }, (v) => `${v.done}/${v.total} ${v.layouts} ${v.percent}`);
    for (let done = 0; done <= 1296; done++) report(done, 1296, done * 1000);
    report(1296, 1296, 1_296_000);
    expect(written).toHaveLength(101);
    expect(written[0]).toBe('puzzlekit: 0/1,296 0 0\n');
    expect(written[10]).toBe('puzzlekit: 130/1,296 130,000 10\n');
    expect(written.at(-1)).toBe('puzzlekit: 1,296/1,296 1,296,000 100\n');
  });

  it('plain lines only with --json, stdout and stderr no terminal, and not on a cluster; a bar on a terminal as before', () => {
    expect(shownWith(true, false, false)).toBe('lines');
    expect(shownWith(true, false, false, true)).toBe('none');
    expect(shownWith(false, false, false)).toBe('none');
    expect(shownWith(true, true, false)).toBe('none');
    expect(shownWith(false, true, true)).toBe('bar');
    expect(shownWith(false, false, true)).toBe('bar');
    expect(shownWith(true, false, true)).toBe('bar');
    expect(shownWith(true, true, true)).toBe('none');
  });
});
