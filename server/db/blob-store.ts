// Where object bytes live: files under {dataDir}/storage/{bucket}/{name}, or a Map when the server
// runs in memory (tests). Writes are two-phase so a storage.objects row and its bytes appear and
// disappear together: `put` moves the bytes into place inside the DB transaction and returns an
// undo for when the transaction does not commit, plus a cleanup for when it does.
// On disk, `put` is durable before the transaction commits: the bytes are fsynced in a temporary
// file, renamed into place, and the folder (and any new parent folder) fsynced after the rename.
// Uploads split it: `stage` writes and syncs the temporary file before the request joins the
// database queue, and only the rename (`place`) happens inside the transaction, done by the
// database thread itself (db-thread.ts), so it never waits on this thread for it. There the
// folder's sync waits until just before Postgres' next write (`pendingFolders`): still ahead of
// any commit record that could make the row durable, and once for a photo and its thumbnail.
import { access, mkdir, open, readFile, readdir, rename, rm, writeFile, type FileHandle } from 'node:fs/promises'
import { accessSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-folder.ts'
import { dirname, join, resolve, sep } from 'node:path'
import { createHash, randomUUID } from 'node:crypto'
import { fsyncPath, fsyncPathSync, type FsyncObserver, type PendingFolderSyncs } from './durable-fs.ts'

/** The `metadata` jsonb of a storage.objects row for these bytes, as Supabase Storage writes it. */
export function objectMetadata(bytes: Buffer, mimetype: string, cacheControl: string, at = new Date()) {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: at.toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
}

export type PutResult = { undo(): Promise<void>; done(): Promise<void> }

/** The transaction an object's row is written in (db.ts `Tx`): it can move files into place itself. */
export type PlacingTx = { place(file: string, bucket: string, name: string): void; query(sql: string): Promise<unknown> }

/** Bytes written aside (on disk: durably) and not yet anywhere a reader looks. */
export type Staged = {
  /**
   * Moves the bytes into place; inside the transaction that records the object. Given that
   * transaction, a file on disk is moved by the database thread (undone there if it does not
   * commit): the returned undo and done then have nothing left to do.
   */
  place(bucket: string, name: string, tx?: PlacingTx): Promise<PutResult>
  /** Drops bytes that were never placed (the transaction refused them). */
  discard(): Promise<void>
}

export type BlobStore = {
  put(bucket: string, name: string, data: Buffer): Promise<PutResult>
  /**
   * The slow half of `put` (writing and syncing the bytes), done before the caller enters the
   * database queue, so an upload's disk write never holds up other requests.
   */
  stage(data: Buffer): Promise<Staged>
  get(bucket: string, name: string): Promise<Buffer | null>
  /** Takes the bytes away inside a transaction: `undo` puts them back, `done` drops them. */
  take(bucket: string, name: string): Promise<PutResult>
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>()
  const key = (bucket: string, name: string) => `${bucket}\u0000${name}`
  const put = async (bucket: string, name: string, data: Buffer): Promise<PutResult> => {
    const k = key(bucket, name)
    const previous = blobs.get(k)
    blobs.set(k, Buffer.from(data))
    return {
      async undo() {
        if (previous) blobs.set(k, previous)
        else blobs.delete(k)
      },
      async done() {},
    }
  }
  return {
    put,
    async stage(data) {
      const copy = Buffer.from(data)
      return {
        async place(bucket, name, tx) {
          // what the transaction sent before (the row) must have worked: its error comes out here
          await tx?.query('select 1')
          return put(bucket, name, copy)
        },
        async discard() {},
      }
    },
    async get(bucket, name) {
      return blobs.get(key(bucket, name)) ?? null
    },
    async take(bucket, name) {
      const k = key(bucket, name)
      const previous = blobs.get(k)
      blobs.delete(k)
      return {
        async undo() {
          if (previous) blobs.set(k, previous)
        },
        async done() {},
      }
    },
  }
}

export type DiskBlobStoreOptions = {
  /** Writes an incoming object's bytes into its open temporary file (a seam for tests: a full disk). */
  write?: (handle: FileHandle, data: Buffer) => Promise<void>
  /** Told of every fsync (tests). */
  onFsync?: FsyncObserver
  /** fsync files and folders (default true); false only to measure what it costs (benchmarks). */
  durable?: boolean
  /**
   * Move files into place with blocking calls: on the database thread, where a transaction waits
   * for the move, which must not queue in Node's shared thread pool behind other uploads' writes.
   */
  blocking?: boolean
  /**
   * Where a placed file's folders are synced: by default at once, inside `place`. The database
   * thread passes its pending set instead, synced before Postgres writes anything (so before the
   * commit record of the object's row can reach the disk), once for all files placed meanwhile.
   */
  pendingFolders?: PendingFolderSyncs
}

/** The file operations that move objects into place and back. */
type MoveOps = {
  mkdir(path: string, opts: { recursive: true; mode: number }): Promise<string | undefined>
  access(path: string): Promise<void>
  rename(from: string, to: string): Promise<void>
  rm(path: string, opts: { force: true }): Promise<void>
  fsync(path: string): Promise<void>
}
const queuedMoves: MoveOps = { mkdir, access, rename, rm, fsync: fsyncPath }
const blockingMoves: MoveOps = {
  mkdir: async (path, opts) => mkdirSync(path, opts),
  access: async (path) => accessSync(path),
  rename: async (from, to) => renameSync(from, to),
  rm: async (path, opts) => rmSync(path, opts),
  fsync: async (path) => fsyncPathSync(path),
}

export type DiskBlobStore = BlobStore & {
  /** Moves a file that `stage` wrote (on any thread) into place, as a staged object's `place` does. */
  adopt(file: string, bucket: string, name: string): Promise<PutResult>
  /**
   * At start, before any request: empties `{root}/.tmp` (uploads cut off by a crash or a full
   * disk). An object a crash caught in the middle of its removal goes back in place when its row
   * is still there (`stillStored`), i.e. the removal never committed.
   */
  recoverTmp(stillStored: (bucket: string, name: string) => Promise<boolean>): Promise<{ removed: number; restored: number }>
}

/** The bytes in one write call (writeFile would take a turn of this thread per 512 KB). */
const defaultWrite = async (handle: FileHandle, data: Buffer) => {
  for (let at = 0; at < data.length;) at += (await handle.write(data, at, data.length - at)).bytesWritten
}
/** Beside an object taken aside by `take`: where it came from. */
const TAKEN_SUFFIX = '.taken.json'

export function diskBlobStore(root: string, opts: DiskBlobStoreOptions = {}): DiskBlobStore {
  const tmpDir = join(root, '.tmp')
  const write = opts.write ?? defaultWrite
  // Keys are checked before they get here (ASCII, no '.'/'..'/empty segments); this is the
  // last line against a path leaving the storage folder.
  const fileFor = (bucket: string, name: string) => {
    const file = resolve(root, bucket, name)
    if (!file.startsWith(resolve(root) + sep)) throw new Error(`Refusing object path outside storage: ${bucket}/${name}`)
    return file
  }
  const moves = opts.blocking ? blockingMoves : queuedMoves
  const exists = async (file: string) => {
    try {
      await moves.access(file)
      return true
    } catch {
      return false
    }
  }
  const durable = opts.durable !== false
  const sync = async (path: string) => {
    if (!durable) return
    await moves.fsync(path)
    opts.onFsync?.(path)
  }
  /** The bytes in a new file, on disk before this returns; no file left behind if it fails. */
  const writeDurably = async (file: string, data: Buffer) => {
    const handle = await open(file, 'wx', PRIVATE_FILE_MODE)
    try {
      await write(handle, data)
      if (durable) {
        await handle.sync()
        opts.onFsync?.(file)
      }
    } catch (e) {
      await handle.close().catch(() => undefined)
      await rm(file, { force: true })
      throw e
    }
    await handle.close()
  }
  /** After a rename into `dir`: its entry, and those of folders mkdir just made, on disk. */
  const syncFolders = async (dir: string, firstCreated: string | undefined, pending?: PendingFolderSyncs) => {
    const dirs = [dir]
    if (firstCreated) {
      for (let d = dir; d !== firstCreated && d.startsWith(firstCreated); d = dirname(d)) dirs.push(dirname(d))
      dirs.push(dirname(firstCreated))
    }
    for (const d of dirs) {
      if (pending && durable) pending.add(d)
      else await sync(d)
    }
  }
  /** Moves a staged file to `bucket/name` (keeping what was there aside until done or undo). */
  const place = async (incoming: string, bucket: string, name: string): Promise<PutResult> => {
    const file = fileFor(bucket, name)
    let backup: string | null = null
    let moved = false
    try {
      const firstCreated = await moves.mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
      if (await exists(file)) {
        backup = join(tmpDir, randomUUID())
        await moves.rename(file, backup)
      }
      await moves.rename(incoming, file)
      moved = true
      await syncFolders(dirname(file), firstCreated, opts.pendingFolders)
    } catch (e) {
      // no bytes left behind: neither the staged file nor, if it got there, the placed one
      await moves.rm(moved ? file : incoming, { force: true }).catch(() => undefined)
      if (backup) await moves.rename(backup, file).catch(() => undefined)
      throw e
    }
    return {
      async undo() {
        if (backup) await moves.rename(backup, file)
        else await moves.rm(file, { force: true })
      },
      async done() {
        if (backup) await moves.rm(backup, { force: true })
      },
    }
  }
  /** The temporary folder is made once, and again if something took it away meanwhile. */
  let tmpMade = false
  const stage = async (data: Buffer): Promise<Staged> => {
    const incoming = join(tmpDir, randomUUID())
    if (!tmpMade) await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE })
    tmpMade = true
    try {
      await writeDurably(incoming, data)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
      await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE })
      await writeDurably(incoming, data)
    }
    let used = false
    return {
      async place(bucket, name, tx) {
        if (used) throw new Error('A staged object is placed once')
        used = true
        if (!tx) return place(incoming, bucket, name)
        tx.place(incoming, bucket, name)
        return { async undo() {}, async done() {} }
      },
      async discard() {
        // also after `place`: a transaction that failed before the database thread moved the
        // file leaves it here (once moved, or put back, there is nothing under this name)
        await rm(incoming, { force: true })
        used = true
      },
    }
  }
  return {
    async put(bucket, name, data) {
      return (await stage(data)).place(bucket, name)
    },
    stage,
    adopt(file, bucket, name) {
      if (dirname(resolve(file)) !== resolve(tmpDir)) throw new Error(`Refusing to place a file from outside ${tmpDir}: ${file}`)
      return place(file, bucket, name)
    },
    async get(bucket, name) {
      try {
        return await readFile(fileFor(bucket, name))
      } catch {
        return null
      }
    },
    async take(bucket, name) {
      const file = fileFor(bucket, name)
      await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE })
      const aside = join(tmpDir, randomUUID())
      const note = aside + TAKEN_SUFFIX
      await writeFile(note, JSON.stringify({ bucket, name }), { mode: PRIVATE_FILE_MODE })
      let moved = false
      try {
        await rename(file, aside)
        moved = true
      } catch {
        // no file: nothing to take
      }
      return {
        async undo() {
          if (moved) {
            await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
            await rename(aside, file)
          }
          await rm(note, { force: true })
        },
        async done() {
          if (moved) await rm(aside, { force: true })
          await rm(note, { force: true })
        },
      }
    },
    async recoverTmp(stillStored) {
      let entries: string[]
      try {
        entries = await readdir(tmpDir)
      } catch {
        return { removed: 0, restored: 0 }
      }
      let restored = 0
      for (const noteName of entries.filter((e) => e.endsWith(TAKEN_SUFFIX))) {
        const aside = join(tmpDir, noteName.slice(0, -TAKEN_SUFFIX.length))
        try {
          const { bucket, name } = JSON.parse(await readFile(join(tmpDir, noteName), 'utf8')) as { bucket: string; name: string }
          const file = fileFor(bucket, name)
          if ((await exists(aside)) && !(await exists(file)) && (await stillStored(bucket, name))) {
            const firstCreated = await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
            await rename(aside, file)
            await syncFolders(dirname(file), firstCreated)
            restored++
          }
        } catch {
          // an unreadable note (cut off mid-write): its removal had not started
        }
      }
      const left = await readdir(tmpDir)
      for (const e of left) await rm(join(tmpDir, e), { recursive: true, force: true })
      return { removed: left.length, restored }
    },
  }
}
