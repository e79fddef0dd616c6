/** The sentences of `puzzlekit worker` (catalog "cli.worker"): a cluster worker's options and its last line. */
import { defineCatalog, text } from '../../i18n/index.js';

export const WORKER = defineCatalog('cli.worker', {
  needsRedis: text({
    en: 'worker: give the Redis the runs are on, e.g. --redis redis://:PASSWORD@10.0.0.5:6379',
    zh: 'worker：请给出运行所在的 Redis，如 --redis redis://:PASSWORD@10.0.0.5:6379',
  }),
  needsShared: text({
    en: 'worker: give the shared folder it takes jobs for, e.g. --shared /mnt/puzzlekit (the folder the runs name by --shared)',
    zh: 'worker：请给出它接任务的共享文件夹，如 --shared /mnt/puzzlekit（各次运行用 --shared 指定的文件夹）',
  }),
  stopped: text<{ jobs: number; failed: number }>({
    en: 'stopped after {jobs} {jobs, plural, one {job} other {jobs}} done{failed, plural, =0 {} other {, {failed} failed}}',
    zh: '已停止：做完了 {jobs} 个任务{failed, plural, =0 {} other {，{failed} 个失败}}',
  }),
});
