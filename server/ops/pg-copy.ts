// The database's part of a backup, taken while requests wait as briefly as possible. PGlite's own
// dump (dumpDataDir) reads every file of the data folder through its WebAssembly file system into
// one tar in memory: seconds for an event's database, all of them inside the hold. Instead the
// folder is copied file by file before the hold, while the portal works on (`precopy`); inside
// the hold, after a CHECKPOINT, only the files that changed since are copied again (`catchUp`),
// so the copy is the checkpointed folder exactly; after the hold it is sent as the same tar
// PGlite's dump makes (paths from the data folder's root, files and folders), which a restore
// loads with `loadDataDir` as before.
//
// "Changed" is decided by inode, size and modification time. A file system's clock for
// modification times can lag by a tick, so a write just after `precopy` read a file's time might
// leave that time as it was: a file modified shortly before `precopy` read it counts as changed
// whatever its time says now.
import { constants, readdirSync, statSync } from 'node:fs'
import { copyFile, mkdir, open, rm } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** How recent a modification time still counts as possibly stale (a generous clock tick). */
const UNSURE_MS = 2_000

type Seen = { ino: number; size: number; mtimeMs: number }
type Listing = { dirs: string[]; files: Map<string, Seen> }
export type DataCopy = { dir: string; files: Map<string, Seen>; readAt: Map<string, number> }

/**
 * Every folder and file below `root`. With blocking calls: a thousand small stats, a few
 * milliseconds on this thread, where a round through Node's thread pool each took far longer,
 * inside the hold, behind uploads' writes.
 */
function list(root: string): Listing {
  const dirs: string[] = []
  const files = new Map<string, Seen>()
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const rel = relative(root, join(e.parentPath, e.name)).split(sep).join('/')
    if (e.isDirectory()) dirs.push(rel)
    else if (e.isFile()) {
      const s = statSync(join(root, rel), { throwIfNoEntry: false }) // gone meanwhile (a WAL file recycled)
      if (s) files.set(rel, { ino: s.ino, size: s.size, mtimeMs: s.mtimeMs })
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

/** Before the hold: every file of `pgDir` into `dir` (new), noting what each file was when read. */
export async function precopy(pgDir: string, dir: string): Promise<DataCopy> {
  const { dirs, files } = list(pgDir)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  for (const d of dirs) await mkdir(join(dir, d), { recursive: true })
  const readAt = new Map<string, number>()
  const copied = new Map<string, Seen>()
  await copyAll(pgDir, dir, [...files.keys()], (rel) => {
    copied.set(rel, files.get(rel)!)
    readAt.set(rel, Date.now())
  })
  return { dir, files: copied, readAt }
}

/**
 * Inside the hold, after a CHECKPOINT (nothing writes to `pgDir` meanwhile): makes `copy.dir` the
 * same as `pgDir`, copying again only what changed since `precopy`, removing what went away.
 * Answers how many files it copied.
 */
export async function catchUp(pgDir: string, copy: DataCopy): Promise<number> {
  const now = list(pgDir)
  for (const d of now.dirs) await mkdir(join(copy.dir, d), { recursive: true })
  for (const rel of copy.files.keys()) if (!now.files.has(rel)) await rm(join(copy.dir, rel), { force: true })
  const stale = [...now.files].flatMap(([rel, s]) => {
    const before = copy.files.get(rel)
    const readAt = copy.readAt.get(rel) ?? 0
    const same = before && before.ino === s.ino && before.size === s.size && before.mtimeMs === s.mtimeMs && s.mtimeMs < readAt - UNSURE_MS
    return same ? [] : [rel]
  })
  const copied = new Set<string>()
  await copyAll(pgDir, copy.dir, stale, (rel) => copied.add(rel))
  // gone between the listing and its copy: nothing writes during the hold, so this is a file
  // Postgres itself dropped (never one it needs); the copy mirrors that
  for (const rel of stale) {
    if (copied.has(rel)) continue
    now.files.delete(rel)
    await rm(join(copy.dir, rel), { force: true })
  }
  copy.files = now.files
  return stale.length
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
