// What a backup makes requests wait for: not one step per photo. By the time the hold begins, every
// photo file is already linked aside and the database's files copied; an object stored between
// those links and the hold is still in the backup (linked inside the hold), one removed then is
// not. The figures (how long, at 1,000 and 26,000 objects, idle and under uploads) are in
// `npm run bench` (scripts/bench/backup-hold.ts); timing is not asserted on a shared machine.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { placeholderJpeg } from '../../server/db/seed-photos.ts'
import { backupSnapshot, type Source } from '../../server/ops/snapshot.ts'

const BUCKET = 'player-photos'
const OBJECTS = 300

let dir = ''
let srv: RunningServer
let code = ''

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-hold-'))
  srv = await startServer({ dataDir: dir, seed: true, logErrors: false })
  code = (await srv.db.pg.query<{ code: string }>('select code from public.events order by name limit 1')).rows[0]!.code
  for (let i = 0; i < OBJECTS; i++) await put(`${code}/hold/${i}.jpg`)
}, 240_000)

afterAll(async () => {
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

/** An object: its file in place, then its row (what Storage's upload leaves). */
async function put(name: string): Promise<void> {
  const bytes = placeholderJpeg(name, 32)
  const file = join(dir, 'storage', BUCKET, ...name.split('/'))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, bytes)
  await srv.db.serial((tx) => tx.query(`insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, '1')`, [BUCKET, name, JSON.stringify({ size: bytes.length, mimetype: 'image/jpeg' })]))
}

/** An object removed: its row, then its file. */
async function remove(name: string): Promise<void> {
  await srv.db.serial(async (tx) => {
    await tx.exec(`set local storage.allow_delete_query = 'true'`)
    await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name])
  })
  await rm(join(dir, 'storage', BUCKET, ...name.split('/')))
}

/** Files below a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

describe('a backup of a running portal', () => {
  it('has linked every photo and copied the database before its hold; what changed just before is caught in the hold', async () => {
    const atHolds: { photos: number; databaseFiles: number }[] = []
    const source: Source = {
      pg: srv.db.pg,
      dataDir: dir,
      async hold(fn) {
        const staged = await filesUnder(join(dir, '.ops-staging'))
        atHolds.push({
          photos: staged.filter((f) => f.includes(`/${BUCKET}/`)).length,
          databaseFiles: staged.filter((f) => f.includes('/.database/')).length,
        })
        // the last hold: an upload and a removal land just before it, after the links were made
        if (atHolds.length === 2) {
          await put(`${code}/hold/late.jpg`)
          await remove(`${code}/hold/0.jpg`)
        }
        return srv.db.serial(fn)
      },
    }
    const snap = await backupSnapshot(source)
    const paths: string[] = []
    try {
      for await (const e of snap.entries) {
        paths.push(e.path)
        const body = e.read()
        if (!Buffer.isBuffer(body)) for await (const chunk of body) void chunk
      }
    } finally {
      await snap.close()
    }
    expect(atHolds).toHaveLength(2)
    // the first, short hold (a checkpoint) comes before any link; by the second every photo is linked
    expect(atHolds[1]!.photos).toBeGreaterThanOrEqual(OBJECTS)
    expect(atHolds[1]!.databaseFiles, 'the database files were copied before the hold').toBeGreaterThan(100)
    expect(paths).toContain(`storage/${BUCKET}/${code}/hold/late.jpg`)
    expect(paths).not.toContain(`storage/${BUCKET}/${code}/hold/0.jpg`)
    expect(paths).toContain(`storage/${BUCKET}/${code}/hold/1.jpg`)
    expect(await filesUnder(join(dir, '.ops-staging')), 'closing dropped the links').toEqual([])
  })
})
