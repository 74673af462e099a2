// The database's part of a backup, taken while requests wait as briefly as possible. PGlite's own
// dump (dumpDataDir) reads every file of the data folder through its WebAssembly file system into
// one tar in memory, all of it while requests wait. Instead the folder is copied file by file
// while the portal works on (`precopy`, then `catchUp` again, as often as it helps); inside the
// hold, where nothing writes, `catchUp` once more copies only the files that changed since: the
// copy is then the folder exactly as it is at that moment, what a power cut would leave. No
// CHECKPOINT is needed for that (one would write every table touched since the last, and those
// files would then have to be copied again, inside the hold): the copy is opened afterwards
// (snapshot.ts), and Postgres' crash recovery replays the WAL the copy carries, as after a power
// cut, and shuts it down cleanly. It is sent as the same tar PGlite's dump makes (paths from the
// data folder's root, files and folders), which a restore loads with `loadDataDir` as before.
//
// "Changed" is decided by inode, size and modification time. A file system stamps modification
// times from a clock that ticks coarsely, so a write just after a file was looked at can leave its
// time as it was: a file modified within a tick of being looked at counts as changed whatever its
// time says next time.
import { constants, readdirSync, statSync } from 'node:fs'
import { copyFile, mkdir, open, rm } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/**
 * How close to the moment a file was looked at its modification time must be to leave doubt: a
 * kernel's coarse clock tick (at most 10 ms) with room to spare on file systems with sub-second
 * times; two seconds where times are whole seconds (FAT's resolution).
 */
const unsureMs = (mtimeMs: number) => (Number.isInteger(mtimeMs / 1000) ? 2_000 : 100)

type Seen = { ino: number; size: number; mtimeMs: number; seenAt: number }
type Listing = { dirs: string[]; files: Map<string, Seen> }
export type DataCopy = { dir: string; files: Map<string, Seen> }

/**
 * Every folder and file below `root`. With blocking calls: a thousand small stats, a few
 * milliseconds on this thread, where a round through Node's thread pool each took far longer,
 * inside the hold, behind uploads' writes.
 */
export function list(root: string): Listing {
  const dirs: string[] = []
  const files = new Map<string, Seen>()
  const seenAt = Date.now()
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const rel = relative(root, join(e.parentPath, e.name)).split(sep).join('/')
    if (e.isDirectory()) dirs.push(rel)
    else if (e.isFile()) {
      const s = statSync(join(root, rel), { throwIfNoEntry: false }) // gone meanwhile (a WAL file recycled)
      if (s) files.set(rel, { ino: s.ino, size: s.size, mtimeMs: s.mtimeMs, seenAt })
    }
  }
  dirs.sort()
  return { dirs, files }
}

/** A copy (a clone where the file system can make one) that may lose a race with a removal. */
async function copyOne(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to, constants.COPYFILE_FICLONE)
    return true
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw e
  }
}

async function copyAll(pgDir: string, dir: string, rels: string[], onCopied: (rel: string) => void): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < rels.length) {
      const rel = rels[next++]!
      if (await copyOne(join(pgDir, rel), join(dir, rel))) onCopied(rel)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}

/** Every file of `pgDir` into `dir` (new), noting what each file was when looked at. */
export async function precopy(pgDir: string, dir: string): Promise<DataCopy> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const copy: DataCopy = { dir, files: new Map() }
  await catchUp(pgDir, copy)
  return copy
}

/**
 * Makes `copy.dir` the same as `pgDir`, copying again only what changed since it was last looked
 * at, removing what went away. While the portal works on, it narrows what is left for the hold;
 * inside the hold (nothing writes to `pgDir`) it makes the copy exact. Answers how many files it
 * copied.
 */
export async function catchUp(pgDir: string, copy: DataCopy): Promise<number> {
  const now = list(pgDir)
  for (const d of now.dirs) await mkdir(join(copy.dir, d), { recursive: true })
  for (const rel of copy.files.keys()) if (!now.files.has(rel)) await rm(join(copy.dir, rel), { force: true })
  const stale = [...now.files].flatMap(([rel, s]) => {
    const before = copy.files.get(rel)
    const same =
      before &&
      before.ino === s.ino &&
      before.size === s.size &&
      before.mtimeMs === s.mtimeMs &&
      s.mtimeMs < before.seenAt - unsureMs(s.mtimeMs)
    return same ? [] : [rel]
  })
  const copied = new Set<string>()
  await copyAll(pgDir, copy.dir, stale, (rel) => copied.add(rel))
  // gone between the listing and its copy: a file Postgres itself dropped (a WAL file recycled);
  // the copy mirrors that
  for (const rel of stale) {
    if (copied.has(rel)) continue
    now.files.delete(rel)
    await rm(join(copy.dir, rel), { force: true })
  }
  copy.files = now.files
  return stale.length
}

/** The copy's files as they are now (after Postgres opened and closed it). */
export function relist(copy: DataCopy): void {
  copy.files = list(copy.dir).files
}

const BLOCK = 512

function header(name: string, size: number, mtimeMs: number, dir: boolean): Buffer {
  const h = Buffer.alloc(BLOCK)
  if (Buffer.byteLength(name) >= 100) throw new Error(`A database file's path is too long for the dump: ${name}`)
  h.write(name, 0, 'utf8')
  const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, '0') + '\0'
  h.write(octal(dir ? 0o700 : 0o600, 8), 100, 'ascii')
  h.write(octal(0, 8), 108, 'ascii')
  h.write(octal(0, 8), 116, 'ascii')
  h.write(octal(size, 12), 124, 'ascii')
  h.write(octal(Math.floor(mtimeMs / 1000), 12), 136, 'ascii')
  h.write(dir ? '5' : '0', 156, 'ascii')
  h.write('ustar\u000000', 257, 'ascii')
  h.fill(' ', 148, 156)
  let sum = 0
  for (const b of h) sum += b
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return h
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK

/**
 * The copy as PGlite's dump has it: a tar with each folder and file of the data folder, named
 * from its root ("/base/5/1259"). Its size first (the snapshot stream needs it), then its bytes.
 */
export async function dumpTar(copy: DataCopy): Promise<{ size: number; read(): AsyncIterable<Buffer> }> {
  const { dirs } = list(copy.dir)
  const files = [...copy.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const size = dirs.length * BLOCK + files.reduce((n, [, s]) => n + BLOCK + padded(s.size), 0) + 2 * BLOCK
  async function* read(): AsyncGenerator<Buffer> {
    for (const d of dirs) yield header(`/${d}`, 0, Date.now(), true)
    for (const [rel, s] of files) {
      yield header(`/${rel}`, s.size, s.mtimeMs, false)
      const handle = await open(join(copy.dir, rel))
      try {
        let left = s.size
        while (left > 0) {
          const chunk = Buffer.alloc(Math.min(left, 1 << 20))
          const { bytesRead } = await handle.read(chunk, 0, chunk.length, s.size - left)
          if (bytesRead === 0) throw new Error(`${rel} is shorter than when it was copied`)
          left -= bytesRead
          yield chunk.subarray(0, bytesRead)
        }
      } finally {
        await handle.close()
      }
      const pad = padded(s.size) - s.size
      if (pad) yield Buffer.alloc(pad)
    }
    yield Buffer.alloc(2 * BLOCK)
  }
  return { size, read }
}
