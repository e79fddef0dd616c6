/**
 * The cluster's sentences (catalog "cluster"): the coordinator's notices,
 * status lines and setup refusals, and the worker service's log lines.
 * Counts that the status lines group ("1,048,576") come in as grouped text.
 */
import { defineCatalog, text, type Message, type MessageParam } from '../i18n/index.js';

export const CLUSTER_MESSAGES = defineCatalog('cluster', {
  // Setting a run up (run-queue.ts).
  notRedisUrl: text<{ url: string }>({
    en: '{url} is not a Redis URL: expected redis://[:password@]host:port (or rediss:// for TLS)',
    zh: '{url} 不是 Redis 网址：应为 redis://[:password@]host:port（TLS 用 rediss://）',
  }),
  redisUnreachable: text<{ url: string; why: string }>({ en: 'cannot reach Redis at {url}: {why}', zh: '连不上 {url} 的 Redis：{why}' }),
  // A family classified on a cluster (classify-run.ts).
  classifyResuming: text<{ folder: string; done: number; total: number }>({
    en: 'resuming the run in {folder}: {done} of {total} types already done',
    zh: '接着做 {folder} 中的运行：{total} 种类型已完成 {done} 种',
  }),
  classifyStatus: text<{ done: number; total: number; active: number; layouts: string; rate: string; workers: number; seconds: string }>({
    en: 'cluster: types {done}/{total}, {active} running | {layouts} layouts | {rate} layouts/s | {workers} {workers, plural, =1 {worker} other {workers}} | {seconds} s',
    zh: '集群：类型 {done}/{total}，{active} 个在做 | {layouts} 个布局 | {rate} 布局/秒 | {workers} 台工作机 | {seconds} 秒',
  }),
  /** `stopped`: why the run stopped (the queue's words). */
  classifyStopped: text<{ stopped: Message; done: number; folder: string }>({
    en: '{stopped}. {done, plural, =1 {The type done is} other {The {done} types done are}} kept in {folder}: give the same command again to do the others',
    zh: '{stopped}。已完成的 {done} 种类型保存在 {folder}：再给一次同样的命令就做其余的',
  }),

  // A census classified on a cluster (census-run.ts).
  censusResuming: text<{ folder: string; done: number; total: number }>({
    en: 'resuming the run in {folder}: {done} of {total} chunks already done',
    zh: '接着做 {folder} 中的运行：{total} 块已完成 {done} 块',
  }),
  censusStatus: text<{ done: number; total: number; active: number; layouts: string; rate: string; workers: number; seconds: string }>({
    en: 'cluster: chunks {done}/{total}, {active} {active, plural, =1 {job} other {jobs}} running | {layouts} layouts | {rate} layouts/s | {workers} {workers, plural, =1 {worker} other {workers}} | {seconds} s',
    zh: '集群：块 {done}/{total}，{active} 个任务在做 | {layouts} 个布局 | {rate} 布局/秒 | {workers} 台工作机 | {seconds} 秒',
  }),
  /** `stopped`: why the run stopped (the queue's words). */
  censusStopped: text<{ stopped: Message; done: number; folder: string }>({
    en: '{stopped}. {done, plural, =1 {The chunk done is} other {The {done} chunks done are}} kept in {folder}: give the same command again to do the others',
    zh: '{stopped}。已完成的 {done} 块保存在 {folder}：再给一次同样的命令就做其余的',
  }),
  /** `problem`: what is wrong with the batch file (storage/census-batch-file.ts). */
  censusBatchUnusable: text<{ path: string; problem: 'damaged' | 'checksum' | 'otherBatch' }>({
    en: '{path} {problem, select, checksum {is damaged: its checksum does not match} otherBatch {holds other chunks than its name says} other {is damaged}}',
    zh: '{path} {problem, select, checksum {已损坏：校验和不符} otherBatch {中的块与它的名字不符} other {已损坏}}',
  }),

  // A state space explored on a cluster (explore-run.ts).
  exploreTooLarge: text<{ size: string }>({
    en: 'a cluster run covers at most 2^32 ranks; this space has {size}',
    zh: '集群运行最多覆盖 2^32 个序号；这个状态空间有 {size} 个',
  }),
  exploreMarksTooLarge: text<{ size: string }>({
    en: 'the marks of {size} states do not fit the memory limit (--max-memory)',
    zh: '{size} 个状态的标记超出了内存上限（--max-memory）',
  }),
  exploreResuming: text<{ folder: string; depth: number }>({ en: 'resuming the run in {folder} from layer {depth}', zh: '从第 {depth} 层接着做 {folder} 中的运行' }),
  exploreTooDeep: text<{ most: number }>({ en: 'distances beyond {most} do not fit a byte table', zh: '超过 {most} 的距离放不进字节表' }),
  exploreStatus: text<{ depth: number; layer: string; done: number; total: number; active: number; states: string; rate: string; workers: number; seconds: string }>({
    en: 'cluster: layer {depth} ({layer} states) | jobs {done}/{total}, {active} running | {states} states | {rate} states/s | {workers} {workers, plural, =1 {worker} other {workers}} | {seconds} s',
    zh: '集群：第 {depth} 层（{layer} 个状态）| 任务 {done}/{total}，{active} 个在做 | {states} 个状态 | {rate} 状态/秒 | {workers} 台工作机 | {seconds} 秒',
  }),
  exploreStopped: text<{ stopped: Message; folder: string; depth: number }>({
    en: '{stopped}. The finished layers are kept in {folder}: give the same command again to go on from layer {depth}',
    zh: '{stopped}。已完成的层保存在 {folder}：再给一次同样的命令就从第 {depth} 层接着做',
  }),

  // Why a run stopped (run-queue.ts, classify-run.ts, explore-run.ts): the job named, and what was found.
  jobOfType: text<{ type: string }>({ en: 'the job of type {type}', zh: '类型 {type} 的任务' }),
  jobOfChunks: text<{ from: number; to: number }>({ en: 'the job of chunks {from} to {to}', zh: '第 {from} 到 {to} 块的任务' }),
  jobOfLayer: text<{ depth: number; from: string; to: string }>({ en: 'the job of layer {depth}, ranks {from} to {to}', zh: '第 {depth} 层序号 {from} 到 {to} 的任务' }),
  /** `reason`: why the job's worker gave up (job-failure.ts reads it from the job's failed reason). */
  jobFailed: text<{ what: Message; tries: number; reason: Message }>({
    en: '{what} failed{tries, plural, =0 {} =1 {} other { # times}}: {reason}',
    zh: '{what}失败了{tries, plural, =0 {} =1 {} other { # 次}}：{reason}',
  }),
  workerFileUnusable: text<{ why: MessageParam }>({ en: "a worker's file in the shared folder cannot be used: {why}", zh: '共享文件夹中工作机写的文件不能用：{why}' }),
  /** `why`: the part file's problem as the storage words it. */
  partFileUnusable: text<{ why: MessageParam }>({ en: '{why}', zh: '共享文件夹中的分块文件不能用：{why}' }),
  rankBeyondSpace: text<{ part: string; rank: number }>({ en: '{part} holds rank {rank}, beyond the space', zh: '{part} 中有序号 {rank}，超出了状态空间' }),

  // Why a job failed, as its worker says it (job-thread.ts, job-work.ts, job-payloads.ts, shared-folder.ts):
  // each travels through Redis as data (job-failure.ts) and is worded where it is shown.
  /** `why`: the schema's own words for what is wrong (zod's, in English). */
  badJob: text<{ path: MessageParam; why: MessageParam }>({
    en: 'refused a job that is not a puzzlekit job: {path}: {why}',
    zh: '拒绝了一个不是 puzzlekit 任务的任务：{path}：{why}',
  }),
  badJobPayload: text({ en: 'payload', zh: '任务内容' }),
  badJobNoParse: text({ en: 'does not parse', zh: '无法解析' }),
  servesNoFolder: text({
    en: 'this worker serves no shared folder (start it with --shared DIR)',
    zh: '这台工作机没有服务任何共享文件夹（用 --shared DIR 启动它）',
  }),
  /** `run`: the name as the job gave it, quoted as JSON. */
  notRunName: text<{ run: string }>({ en: "{run} is not a run's name", zh: '{run} 不是运行的名字' }),
  otherSharedFolder: text<{ shared: string; served: string }>({
    en: 'a job for the shared folder {shared}, but this worker serves {served}',
    zh: '任务是给共享文件夹 {shared} 的，但这台工作机服务的是 {served}',
  }),
  /** `why`: the backend's words for what is wrong with the instance. */
  cannotOpenInstance: text<{ puzzle: string; code: string; why: MessageParam }>({ en: 'cannot open {puzzle} {code}: {why}', zh: '无法打开 {puzzle} {code}：{why}' }),
  notRankedSpace: text<{ puzzle: string; code: string; size: number }>({
    en: '{puzzle} {code} is not the ranked space of {size} states the run is about',
    zh: '{puzzle} {code} 不是这次运行所针对的有 {size} 个状态的编号空间',
  }),
  runIndexMissing: text<{ path: string }>({ en: '{path} is missing', zh: '{path} 不见了' }),
  /** `at`: the layer the run's checkpoint is at, as it is written there. */
  staleLayerAt: text<{ depth: number; at: string }>({
    en: 'a stale job: layer {depth} is over (the run is at layer {at})',
    zh: '过时的任务：第 {depth} 层已经做完（运行已到第 {at} 层）',
  }),
  staleLayer: text<{ depth: number }>({ en: 'a stale job: layer {depth} is over', zh: '过时的任务：第 {depth} 层已经做完' }),
  cannotOpenPuzzle: text<{ puzzle: string; why: MessageParam }>({ en: 'cannot open {puzzle}: {why}', zh: '无法打开 {puzzle}：{why}' }),
  noCensus: text<{ puzzle: string }>({ en: '{puzzle} has no census family', zh: '{puzzle} 没有普查类的布局族' }),
  /** `settings`: the settings as the job gave them, as JSON. */
  censusSettingsRefused: text<{ puzzle: string; settings: string }>({
    en: "{settings} are not settings of {puzzle}'s census",
    zh: '{settings} 不是 {puzzle} 普查的设置',
  }),
  censusCutOtherwise: text<{ chunks: number; asked: number }>({
    en: 'this worker cuts the run into {chunks} chunks, the machine that started it into {asked}: give both the same puzzlekit',
    zh: '这台工作机把运行分成 {chunks} 块，启动运行的机器分成 {asked} 块：请让两边用同一版本的 puzzlekit',
  }),
  noFamily: text<{ puzzle: string }>({ en: '{puzzle} has no family to classify', zh: '{puzzle} 没有可分类的族' }),
  /** `type`: the type as the job gave it, as JSON. */
  noLayoutOfType: text<{ puzzle: string; type: string }>({
    en: "no layout of {puzzle}'s family has the type {type}",
    zh: '{puzzle} 的族中没有类型为 {type} 的布局',
  }),
  /** `why`: how the thread ended (threadExit), or Node's words for its error. */
  jobThreadDied: text<{ why: MessageParam }>({ en: "the job's thread died: {why}", zh: '任务的线程死了：{why}' }),
  threadExit: text<{ code: number }>({ en: 'exit code {code}', zh: '退出码 {code}' }),
  /** An error of Node's or of a library's, not ours: `original` as it came, attached. */
  unexpectedError: text<{ original: string }>({ en: 'an unexpected error: {original}', zh: '意外的错误：{original}' }),
  noReasonGiven: text({ en: 'no reason given', zh: '没有给出原因' }),
  /** A failed reason that is not a puzzlekit worker's (BullMQ's own, "job stalled more than allowable limit"): `original` as it came. */
  queueReason: text<{ original: string }>({ en: '{original}', zh: '任务队列给出的原因：{original}' }),
  /**
   * A worker's message whose id this puzzlekit does not know (another version's, or a catalog not loaded
   * here): the words the worker rendered in each language, each shown in its own.
   */
  workerWords: text<{ en: string; zh: string }>({ en: '{en}{zh, select, other {}}', zh: '{zh}{en, select, other {}}' }),

  // The worker service's log (worker-service.ts).
  workerJobFailed: text<{ job: string; why: Message }>({ en: 'job {job} failed: {why}', zh: '任务 {job} 失败：{why}' }),
  workerServing: text<{ run: string }>({ en: 'serving run {run}', zh: '正在为运行 {run} 工作' }),
  workerStarted: text<{ url: string; threads: number; folder: string }>({
    en: 'worker on {url}, {threads} {threads, plural, =1 {job} other {jobs}} at a time, shared folder {folder}; Ctrl-C stops it',
    zh: '工作机连接 {url}，一次做 {threads} 个任务，共享文件夹 {folder}；按 Ctrl-C 停止',
  }),
  workerRunOver: text<{ run: string }>({ en: 'run {run} is over', zh: '运行 {run} 已结束' }),
  workerStopping: text({
    en: 'stopping: finishing the jobs in hand (Ctrl-C again to quit at once; they would go to other workers)',
    zh: '正在停止：先做完手上的任务（再按 Ctrl-C 立即退出；这些任务会交给别的工作机）',
  }),
});
