/**
 * The worker threads' sentences (catalog "parallel"): a thread's share of
 * the memory limit passed, a thread gone, and the requests the threaded
 * searches refuse as the engine's own searches do (SearchSetupError).
 */
import { defineCatalog, text } from '../i18n/index.js';

export const PARALLEL_MESSAGES = defineCatalog('parallel', {
  threadMemory: text({ en: 'a worker thread passed its share of the memory limit', zh: '一个工作线程超出了它分得的内存上限' }),
  threadStopped: text<{ code: number }>({ en: 'a worker thread stopped (exit code {code})', zh: '一个工作线程停止了（退出码 {code}）' }),
  levelThreadFailed: text({ en: 'a level worker failed', zh: '一个解关卡的工作线程失败了' }),
  /** An error not of ours in a level thread: `original` as it came (its English unchanged). */
  levelThreadError: text<{ original: string }>({ en: '{original}', zh: '解关卡的工作线程出错：{original}' }),
  noSymmetry: text({ en: 'this problem has no symmetry to merge (no canonical form)', zh: '这个问题没有可合并的对称（没有规范形式）' }),
  byteTableDepth: text<{ most: number }>({ en: 'distances beyond {most} do not fit a byte table', zh: '超过 {most} 的距离放不进字节表' }),
});
