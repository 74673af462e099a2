// Durability on disk: what makes an acknowledged write survive a power cut.
//
// PGlite starts Postgres with `-F` (fsync=off), and even with fsync on, its Node filesystem
// (Emscripten's NODEFS) has no fsync: Postgres' fsync() reaches NODEFS, which does nothing.
// DurableNodeFS gives NODEFS a real one: fdatasync on a file's descriptor, fsync on a directory.
// fdatasync writes a file's data and what is needed to read it back (its size, its blocks), not
// its times: what Postgres itself uses for the WAL on Linux (wal_sync_method's default there).
// For the WAL, whose segments are allocated ahead, it costs about half an fsync, which on ext4
// commits the whole journal with it (docs/benchmarks.md). DURABLE_START_PARAMS start Postgres with fsync on and wal_sync_method=fsync
// (fdatasync() is a no-op in Emscripten, fsync() is the call that reaches NODEFS). With
// synchronous_commit on (the default), COMMIT returns only after the WAL is on disk, and
// checkpoints fsync the data files before the WAL that covers them is recycled: Postgres' own
// guarantees, as on a server.
import { closeSync, fdatasyncSync, fsyncSync, openSync } from 'node:fs'
import { open, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { nodeFsPreRun, startParamsWithFsync, withPreRun } from './pglite-internals.ts'

/** Told of every fsync done (a test seam: which files and folders reached the disk, in order). */
export type FsyncObserver = (path: string) => void

/** PGlite's start flags without `-F` (fsync=off), and fsync() as the WAL sync method. */
export const DURABLE_START_PARAMS = startParamsWithFsync(['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'])

/**
 * Folders whose new entries (files renamed into them) must be on disk before Postgres writes
 * anything more: the database thread's objects. A placed object's row commits after its rename,
 * so once these folders are synced before each of Postgres' writes, no commit record can reach
 * the disk (not even by the kernel's own writeback) ahead of the entry it records. Photo and
 * thumbnail share a folder: one sync covers both, however many transactions placed them.
 */
export class PendingFolderSyncs {
  private readonly folders = new Set<string>()

  /**
   * `onFailure`: a folder the disk would not sync (not one removed since). It must not return:
   * the write waiting behind it can neither go ahead (the row could reach the disk before its
   * file) nor fail inside Postgres (an exception thrown into PGlite's WASM leaves it spinning).
   */
  constructor(
    private readonly onFailure: (folder: string, e: Error) => never,
    private readonly onFsync?: FsyncObserver,
  ) {}

  add(folder: string): void {
    this.folders.add(folder)
  }

  /** Syncs every pending folder, in the order they were added. */
  flush(): void {
    for (const folder of this.folders) {
      try {
        fsyncPathSync(folder)
      } catch (e) {
        // a folder removed since holds nothing to keep
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.onFailure(folder, e as Error)
      }
      this.folders.delete(folder)
      this.onFsync?.(folder)
    }
  }
}

/** fsync a file or folder by path (a folder: its entries, e.g. a rename into it). */
export function fsyncPathSync(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

export async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** PGlite's Node filesystem with a real fsync (fdatasync for files). */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onFsync?: FsyncObserver,
    private readonly pendingFolders?: PendingFolderSyncs,
  ) {
    super(dataDir)
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts)
    const pending = this.pendingFolders
    // runs before Postgres starts, so crash recovery's syncs are real too
    const preRun = nodeFsPreRun({
      beforeWrite: pending ? () => pending.flush() : undefined,
      fsync: (path, fd) => {
        pending?.flush()
        if (fd !== undefined) fdatasyncSync(fd)
        else fsyncPathSync(path)
        this.onFsync?.(path)
      },
    })
    return { emscriptenOpts: withPreRun(emscriptenOpts, preRun) }
  }
}

/** PGlite options for a durable database in `pgDir`. */
export function durablePgliteOptions(
  pgDir: string,
  onFsync?: FsyncObserver,
  pendingFolders?: PendingFolderSyncs,
): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(pgDir, onFsync, pendingFolders), startParams: DURABLE_START_PARAMS }
}

/**
 * fsync every file and folder under `dir`, deepest first: once, after a new database was made
 * (PGlite unpacks initdb's files without syncing them).
 */
export async function fsyncTree(dir: string, onFsync?: FsyncObserver): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await fsyncTree(path, onFsync)
    else if (entry.isFile()) {
      await fsyncPath(path)
      onFsync?.(path)
    }
  }
  await fsyncPath(dir)
  onFsync?.(dir)
}
