/**
 * The storage's sentences (catalog "storage"): why a stored table file
 * cannot be used, as the cache and the --db readers say it after the file's
 * description ("the cached 8-puzzle tables is truncated: not used").
 */
import { defineCatalog, text, type Message, type MessageParam } from '../i18n/index.js';

export const STORAGE_MESSAGES = defineCatalog('storage', {
  tableTruncated: text({ en: 'is truncated', zh: '不完整（被截断了）' }),
  tableDamagedHeader: text({ en: 'has a damaged header', zh: '文件头已损坏' }),
  notTableFile: text({ en: 'is not a puzzlekit table file', zh: '不是 puzzlekit 的数据库文件' }),
  tableFormat: text<{ format: number; expected: number }>({ en: 'is format {format}, not {expected}', zh: '是第 {format} 版格式，不是第 {expected} 版' }),
  tableOther: text({ en: 'is for other tables (stale)', zh: '是别的数据库（已过时）' }),
  tableSizes: text({ en: 'has tables of the wrong sizes (stale)', zh: '表的大小不对（已过时）' }),
  tableChecksum: text<{ table: number }>({ en: 'table {table} fails its checksum (damaged)', zh: '第 {table} 张表校验失败（已损坏）' }),
  tableExtraBytes: text({ en: 'has bytes past its tables (damaged)', zh: '表后还有多余的字节（已损坏）' }),
  /** A cached file listed with its header's format, when that format is not this puzzlekit's. */
  tableStaleFormat: text<{ format: number }>({ en: 'format {format} (stale)', zh: '第 {format} 版格式（已过时）' }),
  cachedFolder: text({ en: 'is a folder, not a file', zh: '是文件夹，不是文件' }),
  cachedDanglingLink: text({ en: 'is a link to nothing', zh: '是指向不存在之处的链接' }),
  cachedGone: text({ en: 'is gone', zh: '已不存在' }),
  /** `what`: the file system's words for what it is instead ("is a FIFO (named pipe), not a regular file"), which the Chinese leaves out. */
  cachedNotRegular: text<{ what: string }>({ en: '{what}', zh: '不是普通文件{what, select, other {}}' }),
  /** `what`: why the file cannot be read, as the file system words it. */
  cachedUnreadable: text<{ what: string }>({ en: '{what}', zh: '无法读取（{what}）' }),

  // A path that is no readable regular file (regular-file.ts): its English is "<path> <what it is>".
  fileMissing: text<{ path: string }>({ en: '{path} does not exist', zh: '{path} 不存在' }),
  fileMissingPart: text<{ path: string }>({ en: '{path} does not exist (a part of its path is a file)', zh: '{path} 不存在（路径中有一段是文件）' }),
  fileDanglingLink: text<{ path: string }>({ en: '{path} is a link to nothing', zh: '{path} 是指向不存在之处的链接' }),
  fileFolder: text<{ path: string }>({ en: '{path} is a folder, not a file', zh: '{path} 是文件夹，不是文件' }),
  fileLink: text<{ path: string }>({ en: '{path} is a link, not a regular file', zh: '{path} 是链接，不是普通文件' }),
  /** `kind`: a `fileKind`. */
  fileNotRegular: text<{ path: string; kind: Message }>({ en: '{path} is {kind}, not a regular file', zh: '{path} 不是普通文件（是{kind}）' }),
  /** `code`: the system's error code (EACCES). */
  fileUnreadable: text<{ path: string; code: string }>({ en: '{path} cannot be read ({code})', zh: '{path} 无法读取（{code}）' }),
  /** What a thing on disk is (file-kind.ts). */
  fileKind: text<{ kind: string }>({
    en: '{kind, select, folder {a folder} link {a link} fifo {a FIFO (named pipe)} socket {a socket} device {a device} other {not a regular file}}',
    zh: '{kind, select, folder {文件夹} link {链接} fifo {命名管道（FIFO）} socket {套接字} device {设备} other {非普通文件}}',
  }),

  // A place that cannot be written (output-path.ts); `into` is "in" for a folder written in, else "file"; `why` one of the reasons below.
  writeRefused: text<{ into: string; path: string; why: Message }>({
    en: '{into, select, in {cannot write in} other {cannot write}} {path}: {why}',
    zh: '{into, select, in {无法在 {path} 里写入} other {无法写入 {path}}}：{why}',
  }),
  writeEmptyFileName: text({ en: 'cannot write a file named "": give a file name', zh: '无法写入名字为空的文件：请给出文件名' }),
  writeEmptyFolderName: text({ en: 'cannot write in a folder named "": give a folder', zh: '无法在名字为空的文件夹里写入：请给出文件夹' }),
  /** Why the file system refused: `reason` names the case. */
  writeWhy: text<{ reason: string }>({
    en: '{reason, select, permission {permission denied} readOnly {the file system is read-only} noFolder {no such folder} partIsFile {a part of the path is a file, not a folder} isFolder {it is a folder} nameTooLong {the name is too long} tooManyLinks {too many links} other {no space left on its disk}}',
    zh: '{reason, select, permission {没有权限} readOnly {文件系统是只读的} noFolder {没有这个文件夹} partIsFile {路径中有一段是文件，不是文件夹} isFolder {它是文件夹} nameTooLong {名字太长} tooManyLinks {链接太多} other {所在的磁盘没有剩余空间}}',
  }),
  /** `kind`: a `fileKind`. */
  writeWhyNotRegular: text<{ kind: Message }>({ en: 'it is {kind}, not a regular file', zh: '它是{kind}，不是普通文件' }),
  writeWhyNoSuchFolder: text<{ folder: string }>({ en: 'no such folder {folder}', zh: '没有文件夹 {folder}' }),
  writeWhyNotFolder: text<{ folder: string }>({ en: '{folder} is not a folder', zh: '{folder} 不是文件夹' }),
  writeWhyIsFile: text({ en: 'it is a file, not a folder', zh: '它是文件，不是文件夹' }),
  writeWhyPartIsFile: text<{ folder: string }>({ en: '{folder} is a file, not a folder', zh: '{folder} 不是文件夹' }),

  /** The out-of-core run's folder of buckets (segment-files.ts); `kind`: "link" or "file". */
  notBucketFolder: text<{ folder: string; kind: string }>({
    en: 'cannot use {folder}: it is {kind, select, link {a link} other {a file}}, not a folder of buckets (puzzlekit removes the files in it; remove it or give another folder)',
    zh: '不能使用 {folder}：它是{kind, select, link {链接} other {文件}}，不是存放桶的文件夹（puzzlekit 会删除其中的文件；请删掉它，或者换一个文件夹）',
  }),

  // A checkpoint folder (checkpoint-dir.ts).
  notFolder: text<{ dir: string }>({ en: '{dir} is not a folder', zh: '{dir} 不是文件夹' }),
  noCheckpoint: text<{ dir: string; index: string }>({ en: '{dir} holds no checkpoint (no {index})', zh: '{dir} 里没有检查点（没有 {index}）' }),
  /** `what`: the fields that differ, as data ("size 12, not 13"). */
  otherRunCheckpoint: text<{ dir: string; what: string }>({ en: '{dir} is the checkpoint of another run ({what})', zh: '{dir} 是另一次运行的检查点（{what}）' }),
  /** `problem`: what disagrees, in English (the totals' own check). */
  checkpointInconsistent: text<{ path: string; problem: string }>({
    en: '{path} is inconsistent ({problem}): start afresh in another folder',
    zh: '{path} 前后矛盾（{problem}）：请换一个文件夹重新开始',
  }),
  checkpointMarksMissing: text<{ path: string }>({ en: '{path} is missing: the checkpoint cannot be resumed', zh: '{path} 不见了：无法从这个检查点继续' }),
  checkpointMarksChecksum: text<{ path: string }>({
    en: '{path} does not match its checksum (truncated or damaged): the checkpoint cannot be resumed',
    zh: '{path} 与它的校验和不符（被截断或已损坏）：无法从这个检查点继续',
  }),
  /** `file`: why a file of the folder cannot be read (one of the `file...` messages). */
  checkpointFileUnusable: text<{ file: Message | string }>({ en: '{file}: the checkpoint cannot be resumed', zh: '{file}：无法从这个检查点继续' }),

  // The index of a checkpoint or an out-of-core run (json-checksum.ts): `reason` is one of the three below.
  indexUnusable: text<{ path: string; reason: Message }>({ en: '{path} {reason}', zh: '{path} {reason}' }),
  indexWithoutChecksum: text({
    en: 'was written by an older puzzlekit, without a checksum: start afresh in another folder',
    zh: '是旧版 puzzlekit 写的，没有校验和：请换一个文件夹重新开始',
  }),
  indexChecksum: text({
    en: 'does not match its checksum (changed or damaged): start afresh in another folder',
    zh: '与它的校验和不符（被改动过或已损坏）：请换一个文件夹重新开始',
  }),
  /** `kind`: "checkpoint" or "outOfCore". */
  indexDamaged: text<{ kind: string }>({
    en: 'is damaged (not {kind, select, checkpoint {a puzzlekit checkpoint} other {a puzzlekit out-of-core run}}): start again without --resume',
    zh: '已损坏（不是 puzzlekit 的{kind, select, checkpoint {检查点} other {外存运行}}）：请不带 --resume 重新开始',
  }),
  // An out-of-core run's folder (segment-files.ts).
  noOutOfCoreRun: text<{ dir: string; index: string }>({ en: '{dir} holds no out-of-core run (no {index})', zh: '{dir} 里没有外存运行（没有 {index}）' }),
  otherSearchRun: text<{ dir: string; what: string }>({ en: '{dir} is the out-of-core run of another search ({what})', zh: '{dir} 是另一次搜索的外存运行（{what}）' }),

  // An out-of-core run's segments and buckets (segment-files.ts).
  segmentCountWrong: text<{ path: string; listed: number; segments: number }>({
    en: '{path} lists {listed} segments, not {segments}: it is damaged',
    zh: '{path} 列出了 {listed} 个分段，不是 {segments} 个：已损坏',
  }),
  segmentsAlreadyHere: text<{ dir: string }>({
    en: '{dir} already holds an out-of-core run: go on with it by --resume {dir}, or give another folder',
    zh: '{dir} 里已经有一次外存运行：用 --resume {dir} 接着做，或者换一个文件夹',
  }),
  segmentCountsDisagree: text<{ path: string }>({ en: '{path} is damaged (segment counts disagree)', zh: '{path} 已损坏（分段数前后不一）' }),
  segmentSizeListed: text<{ path: string; listed: number; bytes: number }>({
    en: '{path}: {listed} bytes listed, but a segment here has {bytes}: the folder is damaged',
    zh: '{path}：记录为 {listed} 字节，但这里的分段有 {bytes} 字节：文件夹已损坏',
  }),
  segmentChecksum: text<{ path: string }>({
    en: '{path} does not match its checksum (damaged): the run cannot go on from this folder',
    zh: '{path} 与校验和不符（已损坏）：无法从这个文件夹继续运行',
  }),
  bucketSize: text<{ path: string; size: number; written: number }>({
    en: '{path} has {size} bytes, not the {written} written: it was cut or changed',
    zh: '{path} 有 {size} 字节，不是写入的 {written} 字节：被截断或改动过',
  }),
  bucketEndsEarly: text<{ path: string }>({ en: '{path} ends early: it was cut', zh: '{path} 提前结束：被截断了' }),
  bucketChecksum: text<{ path: string }>({ en: '{path} does not match its checksum (damaged on disk)', zh: '{path} 与校验和不符（磁盘上已损坏）' }),
  /** `why`: what is wrong with a file of the run (a segment missing, a file that is no regular file). */
  runCannotGoOn: text<{ why: MessageParam }>({ en: '{why}: the run cannot go on from this folder', zh: '{why}：无法从这个文件夹继续运行' }),
  segmentMissing: text<{ path: string }>({ en: '{path} is missing', zh: '{path} 不见了' }),
  segmentSize: text<{ path: string; size: number; expected: number }>({
    en: '{path} has {size} bytes, not {expected}: it is truncated or damaged',
    zh: '{path} 有 {size} 字节，不是 {expected} 字节：不完整或已损坏',
  }),
  segmentEndsEarly: text<{ path: string }>({ en: '{path} ends early: it is truncated', zh: '{path} 提前结束：不完整' }),

  // The cluster's shared folder (shared-folder.ts).
  sharedEmpty: text({ en: 'the shared folder is named by an empty path: give the folder every machine sees', zh: '共享文件夹的路径是空的：请给出每台机器都能看到的文件夹' }),
  sharedMissing: text<{ dir: string }>({ en: 'the shared folder {dir} does not exist', zh: '共享文件夹 {dir} 不存在' }),
  sharedIsFile: text<{ dir: string }>({ en: 'the shared folder {dir} is a file, not a folder', zh: '共享文件夹 {dir} 是文件，不是文件夹' }),
  sharedUnwritable: text<{ dir: string }>({
    en: 'the shared folder {dir} cannot be written in (permission denied, or a read-only file system)',
    zh: '共享文件夹 {dir} 无法写入（没有权限，或文件系统是只读的）',
  }),
  // A layer job's part file (part-files.ts); `key` names the header field that differs (run, depth, index, from, to).
  partMissing: text<{ path: string }>({ en: '{path} is missing', zh: '{path} 不见了' }),
  notPartFile: text<{ path: string }>({ en: '{path} is not a puzzlekit part file', zh: '{path} 不是 puzzlekit 的分块文件' }),
  partHeaderCut: text<{ path: string }>({ en: '{path} is truncated (its header is cut short)', zh: '{path} 不完整（文件头被截断了）' }),
  partHeaderDamaged: text<{ path: string }>({ en: '{path}: the header is damaged', zh: '{path}：文件头已损坏' }),
  partOfOtherJob: text<{ path: string; key: string; found: string; expected: string }>({
    en: '{path} belongs to another job ({key} {found}, not {expected})',
    zh: '{path} 属于另一个任务（{key} 是 {found}，不是 {expected}）',
  }),
  partTruncated: text<{ path: string; bytes: number; expected: number }>({ en: '{path} is truncated: {bytes} of {expected} bytes', zh: '{path} 不完整：只有 {expected} 字节中的 {bytes} 字节' }),
  partChecksum: text<{ path: string }>({ en: '{path} is damaged: its checksum does not match', zh: '{path} 已损坏：校验和不符' }),
  sharedLeadsOut: text<{ folder: string; root: string }>({ en: '{folder} leads outside the shared folder {root}', zh: '{folder} 通向共享文件夹 {root} 之外' }),
  notRunFile: text<{ name: string }>({ en: "{name} is not a file of the run's folder", zh: '{name} 不是运行文件夹中的文件' }),
  runLinkLeadsOut: text<{ path: string }>({ en: "{path} is a link that leads outside the run's folder", zh: '{path} 是通向运行文件夹之外的链接' }),

  // Distance tables (distance-file.ts), as --db and --out name them.
  distanceNotTableExists: text<{ path: string }>({
    en: '{path} exists and is not a puzzlekit distance table: give another path or --force to replace it',
    zh: '{path} 已存在，但不是 puzzlekit 距离表：请换一个路径，或用 --force 覆盖它',
  }),
  /** `held`, `wanted`: "puzzle instance (metric)". */
  distanceHoldsOther: text<{ path: string; held: string; wanted: string }>({
    en: '{path} holds the table of {held}, not of {wanted}: give another path or --force to replace it',
    zh: '{path} 存的是 {held} 的距离表，不是 {wanted} 的：请换一个路径，或用 --force 覆盖它',
  }),
  distanceNoSuchFile: text<{ path: string }>({ en: 'cannot read {path}: no such file', zh: '无法读取 {path}：没有这个文件' }),
  distanceDanglingLink: text<{ path: string }>({ en: 'cannot read {path}: it is a link to nothing', zh: '无法读取 {path}：它是指向不存在之处的链接' }),
  distanceFolder: text<{ path: string }>({ en: 'cannot read {path}: it is a folder', zh: '无法读取 {path}：它是文件夹' }),
  distanceNotTable: text<{ path: string }>({ en: '{path} is not a puzzlekit distance table', zh: '{path} 不是 puzzlekit 距离表' }),
  distanceHeaderCut: text<{ path: string }>({ en: '{path} is truncated (its header is cut short)', zh: '{path} 不完整（文件头被截断了）' }),
  distanceHeaderCorrupted: text<{ path: string }>({ en: '{path}: the header is corrupted', zh: '{path}：文件头已损坏' }),
  distanceHeaderLacks: text<{ path: string; key: string }>({ en: '{path}: the header is corrupted (no {key})', zh: '{path}：文件头已损坏（没有 {key}）' }),
  distanceOther: text<{ path: string; held: string; wanted: string }>({ en: '{path} is the table of {held}, not of {wanted}', zh: '{path} 是 {held} 的距离表，不是 {wanted} 的' }),
  distanceTruncated: text<{ path: string; got: number; size: number }>({
    en: '{path} is truncated: {got} of {size} table bytes',
    zh: '{path} 不完整：表只有 {got} 字节，应有 {size} 字节',
  }),
  distanceTooLong: text<{ path: string; got: number; size: number }>({
    en: '{path} is longer than its header says: {got} of {size} table bytes',
    zh: '{path} 比文件头说的长：表有 {got} 字节，应有 {size} 字节',
  }),
  distanceChecksum: text<{ path: string }>({ en: '{path} is corrupted: its checksum does not match', zh: '{path} 已损坏：校验和不符' }),
});
