/** What the command line says of a compact run's trouble (src/midend/compact-contract.ts): one line, exit 2. */
import type { CompactTrouble } from '../midend/compact-contract.js';
import { UsageError } from './errors.js';
import { say } from './lang.js';

export function compactTroubleError(trouble: CompactTrouble): UsageError {
  return new UsageError(compactTroubleWords(trouble));
}

function compactTroubleWords(trouble: CompactTrouble): string {
  switch (trouble.kind) {
    case 'one-thread':
      return trouble.run === 'segmented'
        ? say('the out-of-core search (--segments) runs on one thread: leave out --threads', '外存搜索（--segments）只用一个线程：请去掉 --threads')
        : say('--checkpoints and --resume run the compact search on one thread for now: leave out --threads', '--checkpoints 和 --resume 目前只用一个线程做紧凑搜索：请去掉 --threads');
    case 'checkpoints-and-resume':
      return say('give --checkpoints DIR for a new run or --resume DIR to go on with one, not both', '新的运行给 --checkpoints 文件夹，接着做给 --resume 文件夹，不要两个都给');
    case 'folder-holds': {
      const { dir } = trouble;
      if (trouble.wanted === 'segmented') {
        return say(`${dir} holds the checkpoint of an in-memory run: go on with it by --resume ${dir}, or give another folder`, `${dir} 里有一次内存中运行的检查点：用 --resume ${dir} 接着做，或者换一个文件夹`);
      }
      return trouble.holds === 'segments'
        ? say(`${dir} holds an out-of-core run: go on with it by --resume ${dir}, or give another folder`, `${dir} 里有一次外存运行：用 --resume ${dir} 接着做，或者换一个文件夹`)
        : say(`${dir} already holds a checkpoint: go on with it by --resume ${dir}, or give another folder`, `${dir} 里已经有检查点：用 --resume ${dir} 接着做，或者换一个文件夹`);
    }
    case 'unusable':
      // The storage's and the cluster's own words, as before (messages-zh.ts knows them).
      return trouble.message;
  }
}
