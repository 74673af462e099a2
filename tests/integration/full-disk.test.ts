// A full disk, said in words: an upload that runs out of space answers 507 and leaves no partial
// file; a start on a (nearly) full disk refuses with the folder and what to do instead of
// PGlite's `RuntimeError: Aborted()`; a start empties storage/.tmp and puts back an object whose
// removal a crash interrupted. The full disk during an upload comes through the blob store's
// `write` seam (ENOSPC from the real file handle's write); the full disk at start is a real
// tmpfs when this machine lets the tests mount one (root), and a free-space floor above what the
// disk has otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../../server/app.ts'
import { placeholderJpeg } from '../../server/db/seed-photos.ts'
import { freeBytes } from '../../server/db/disk-space.ts'
import { beginUpload, putPhoto, uploadablePlayer } from './upload-steps.ts'

let dir = ''
let diskFull = false

/** Writes half the bytes for real, then fails as a full disk does. */
async function writeUntilFull(handle: FileHandle, data: Buffer): Promise<void> {
  if (!diskFull) return void (await handle.writeFile(data))
  await handle.write(data.subarray(0, data.length >> 1))
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' })
}

const start = (extra: Parameters<typeof startServer>[0] = {}) =>
  startServer({ dataDir: dir, seed: true, blobWrite: writeUntilFull, logErrors: false, ...extra })

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'full-disk-'))
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('a full disk', () => {
  let srv: RunningServer | null = null
  afterAll(async () => srv?.close(), 60_000)

  it('an upload that runs out of space answers 507 with Storage-style JSON and leaves no partial file', async () => {
    srv = await start()
    const ticket = await beginUpload(srv, await uploadablePlayer(srv))
    diskFull = true
    const res = await putPhoto(srv, ticket.photo_key, placeholderJpeg('Full', 64))
    diskFull = false
    expect(res.status).toBe(507)
    expect(await res.json()).toMatchObject({
      statusCode: '507',
      code: 'InsufficientStorage',
      message: expect.stringMatching(/disk .* is full/),
    })
    expect(await readdir(join(dir, 'storage', '.tmp'))).toEqual([])
    expect(existsSync(join(dir, 'storage', 'player-photos', ticket.photo_key))).toBe(false)
    const rows = await srv.db.pg.query('select 1 from storage.objects where name = $1', [ticket.photo_key])
    expect(rows.rows).toEqual([])

    // space again: the same ticket stores the photo
    expect((await putPhoto(srv, ticket.photo_key, placeholderJpeg('Full', 64))).status).toBe(200)
  }, 300_000)

  it('a start empties storage/.tmp and puts back an object whose removal never committed', async () => {
    const [row] = (
      await srv!.db.pg.query<{ name: string }>("select name from storage.objects where bucket_id = 'player-photos' order by name limit 1")
    ).rows
    const key = row!.name
    await srv!.close()
    srv = null
    const tmp = join(dir, 'storage', '.tmp')
    const object = join(dir, 'storage', 'player-photos', key)
    // a crash mid-removal: the bytes moved aside (with their note), the row still there
    const { rename } = await import('node:fs/promises')
    await rename(object, join(tmp, 'aside-1'))
    await writeFile(join(tmp, 'aside-1.taken.json'), JSON.stringify({ bucket: 'player-photos', name: key }))
    // an upload cut off by a crash or a full disk
    await writeFile(join(tmp, 'partial-upload'), Buffer.alloc(1000))

    srv = await start()
    expect(await readdir(tmp)).toEqual([])
    expect(existsSync(object)).toBe(true)
  }, 300_000)

  it('a start on a disk with less free space than it needs says so, and leaves the folder unlocked', async () => {
    await srv?.close()
    srv = null
    const free = await freeBytes(dir)
    await expect(start({ minFreeBytes: free + 1024 ** 3 })).rejects.toThrow(`The disk holding ${dir} is full`)
    expect(existsSync(join(dir, 'server.pid'))).toBe(false)
    srv = await start()
  }, 300_000)
})

function canMountTmpfs(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false
  const probe = join(tmpdir(), `tmpfs-probe-${process.pid}`)
  try {
    execFileSync('mkdir', ['-p', probe])
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' })
    execFileSync('umount', [probe], { stdio: 'ignore' })
    return true
  } catch {
    return false
  } finally {
    execFileSync('rm', ['-rf', probe])
  }
}

describe.skipIf(!canMountTmpfs())('a really full disk (tmpfs)', () => {
  let mnt = ''
  beforeAll(async () => {
    mnt = await mkdtemp(join(tmpdir(), 'full-tmpfs-'))
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mnt])
  })
  afterAll(async () => {
    if (mnt) {
      execFileSync('umount', [mnt])
      await rm(mnt, { recursive: true, force: true })
    }
  })

  it('a restart on the filled disk refuses with the folder and what to do, not Aborted()', async () => {
    const data = join(mnt, 'data')
    const first = await startServer({ dataDir: data, seed: false, logErrors: false })
    await first.close()
    await mkdir(join(data, 'storage', '.tmp'), { recursive: true })
    // fill the disk, the way a camera roll import would
    const filler = join(mnt, 'filler')
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1000'], { stdio: 'ignore' })
    } catch {
      // dd stops with ENOSPC: the disk is full
    }
    const err = await startServer({ dataDir: data, seed: false, logErrors: false }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toMatch(
      new RegExp(`^The disk holding ${data} is full \\(\\d+\\.\\d MB free\\): free some space and start again\\.$`),
    )
    await rm(filler)
    const again = await startServer({ dataDir: data, seed: false, logErrors: false })
    await again.close()
  }, 300_000)
})
