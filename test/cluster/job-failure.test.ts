/**
 * Why a job failed, as it crosses Redis (no Redis needed): the worker writes
 * its message as data in the job's failed reason, and the machine that
 * started the run reads it back and words it in its user's language; a
 * reason that is not a worker's (BullMQ's own) is kept, inside a message of
 * ours; an id not known here is shown in the words the worker gave.
 */
import { describe, expect, it } from 'vitest';
import { decodeJobFailure, encodeJobFailure, wordsOfError } from '../../src/cluster/job-failure.js';
import { BadJobError, parseJob } from '../../src/cluster/job-payloads.js';
import { CLUSTER_MESSAGES } from '../../src/cluster/messages.js';
import { SharedFolderError } from '../../src/cluster/shared-folder.js';
import { errorIn, messageFromJson, messageToJson, render, type Message } from '../../src/i18n/index.js';
import { STORAGE_MESSAGES } from '../../src/storage/messages.js';

const otherFolder = CLUSTER_MESSAGES.otherSharedFolder({ shared: '/a', served: '/b' });

describe("a job's failed reason", () => {
  it('reads back as the message the worker wrote, worded in either language', () => {
    const reason = encodeJobFailure(otherFolder);
    expect(reason).not.toContain('\n');
    const back = decodeJobFailure(reason);
    expect(back).toEqual(otherFolder);
    expect(render(back, 'en')).toBe('a job for the shared folder /a, but this worker serves /b');
    expect(render(back, 'zh')).toBe('任务是给共享文件夹 /a 的，但这台工作机服务的是 /b');
  });

  it('keeps messages inside messages, and bigints, as they were', () => {
    const nested = CLUSTER_MESSAGES.cannotOpenInstance({ puzzle: 'sliding-tiles', code: '1,2/3,0', why: STORAGE_MESSAGES.partMissing({ path: '/x' }) });
    expect(decodeJobFailure(encodeJobFailure(nested))).toEqual(nested);
    const big: Message = { id: STORAGE_MESSAGES.partMissing({ path: '' }).id, params: { path: 2n ** 70n } };
    expect(messageFromJson(JSON.parse(JSON.stringify(messageToJson(big))))).toEqual(big);
  });

  it("keeps a reason that is not a worker's as it came, inside a message of ours", () => {
    const back = decodeJobFailure('job stalled more than allowable limit\n    at somewhere');
    expect(back).toEqual(CLUSTER_MESSAGES.queueReason({ original: 'job stalled more than allowable limit' }));
    expect(render(back, 'en')).toBe('job stalled more than allowable limit');
    expect(render(back, 'zh')).toBe('任务队列给出的原因：job stalled more than allowable limit');
    // Marked as a worker's, but damaged: kept as it came too.
    expect(decodeJobFailure('{"puzzlekitJobFailure":1,"words":').id).toBe(CLUSTER_MESSAGES.queueReason({ original: '' }).id);
  });

  it('shows a message whose id is not known here in the words the worker gave in each language', () => {
    const reason = JSON.stringify({ puzzlekitJobFailure: 1, words: { id: 'a.newer.version', params: {} }, en: 'in English', zh: '中文' });
    const back = decodeJobFailure(reason);
    expect(render(back, 'en')).toBe('in English');
    expect(render(back, 'zh')).toBe('中文');
  });

  it('refuses, as data, what is not a message', () => {
    for (const bad of [null, 'x', { id: 1, params: {} }, { id: 'a', params: [] }, { id: 'a', params: { x: true } }, { id: 'a', params: { x: { bigint: '1e3' } } }, { id: 'a', params: { x: Infinity } }]) {
      expect(messageFromJson(bad), JSON.stringify(bad)).toBeUndefined();
    }
    let deep: unknown = { id: 'a', params: {} };
    for (let i = 0; i < 20; i++) deep = { id: 'a', params: { x: deep } };
    expect(messageFromJson(deep)).toBeUndefined();
  });
});

describe("a job's errors as messages", () => {
  it('a payload that does not parse says so in both languages, zod naming the problem', () => {
    let error: unknown;
    try {
      parseJob({ kind: 'eval' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BadJobError);
    const words = wordsOfError(error);
    expect(words.id).toBe(CLUSTER_MESSAGES.badJob({ path: '', why: '' }).id);
    expect(render(words, 'en')).toMatch(/^refused a job that is not a puzzlekit job: /);
    expect(render(words, 'zh')).toMatch(/^拒绝了一个不是 puzzlekit 任务的任务：/);
  });

  it('a shared folder refused carries its message; an error of Node gets one of ours with its words attached', () => {
    expect(wordsOfError(new SharedFolderError(otherFolder))).toEqual(otherFolder);
    const node = wordsOfError(new Error("ENOSPC: no space left on device, write"));
    expect(render(node, 'zh')).toBe("意外的错误：ENOSPC: no space left on device, write");
  });

  it("an error whose message names an id not known here is worded in the Chinese it brought", () => {
    const error = Object.assign(new Error('English'), { words: CLUSTER_MESSAGES.jobThreadDied({ why: { id: 'not.here', params: {} } }), zh: '中文' });
    expect(errorIn(error, 'zh')).toBe('中文');
    expect(errorIn(error, 'en')).toBe('English');
  });
});
