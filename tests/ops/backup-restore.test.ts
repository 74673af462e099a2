// `npm run backup` of a running portal while players upload and an admin stores and removes
// photos, then `npm run restore` into a fresh folder and a portal started on it: what the backup
// holds is one moment of the portal — every reference resolves, every byte is the byte stored,
// what was acknowledged before the backup began is there — and a backup of the quiet portal
// restores to exactly the same rows and files.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createHash, randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startServer, type RunningServer } from '../../server/app.ts'
import { withStoppedFolder } from '../../server/ops/take.ts'
import { clientFor, uploadAsPlayer } from '../integration/helpers.ts'
import { dumpTables, jpegBytes, runCli, waitFor } from './ops-helpers.ts'

const EVENT = 'MJWC 2025'
const BUCKET = 'player-photos'
const md5 = (b: Buffer) => `"${createHash('md5').update(b).digest('hex')}"`

let dir: string
let src: RunningServer
let restored: RunningServer | null = null

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ops-backup-'))
  src = await startServer({ dataDir: join(dir, 'src'), seed: true })
}, 240_000)

afterAll(async () => {
  await restored?.close()
  await src?.close()
  await rm(dir, { recursive: true, force: true })
})

type Acked = { key: string; bytes: Buffer; at: number; player?: number }

describe('backup of a running portal under load, restore, start', () => {
  it('restores one consistent moment: no broken reference, identical bytes, everything acknowledged before it', async () => {
    const anon = clientFor(src.url, src.anonKey)
    const admin = clientFor(src.url, src.anonKey)
    const signIn = await admin.auth.signInWithPassword({ email: src.adminEmail, password: src.adminPassword! })
    expect(signIn.error).toBeNull()

    // one player per team (approved photos can't be replaced, so pick submitted or none)
    const players = (
      await src.db.serial((tx) =>
        tx.query<{ id: number; code: string }>(
          `select distinct on (u.team) u.id::int as id, a.code from public.event_uploads u
             join public.team_access a on a.event_name = u.event_name and a.team = u.team
             left join public.photo_versions v on v.photo_path = u.photo_path
            where u.event_name = $1 and coalesce(v.review_state, 'submitted') <> 'approved'
            order by u.team, u.id limit 8`,
          [EVENT],
        ),
      )
    ).rows
    expect(players.length).toBeGreaterThanOrEqual(4)

    const stored = new Map<string, Buffer>() // every object the test stored, by key
    const finished: Acked[] = [] // player uploads acknowledged (row points at key)
    const adminStored: Acked[] = []
    const removed: Acked[] = []
    const started: { key: string; at: number }[] = [] // when each storage write was begun
    let stop = false

    const playerLoop = async (p: { id: number; code: string }) => {
      while (!stop) {
        const photo = jpegBytes(20_000)
        const thumb = jpegBytes(2_000)
        const at = Date.now()
        const r = await uploadAsPlayer(anon as SupabaseClient, {
          event: EVENT,
          code: p.code,
          playerId: p.id,
          photo: new Blob([photo], { type: 'image/jpeg' }),
          thumb: new Blob([thumb], { type: 'image/jpeg' }),
        })
        if (r.error) {
          if (/Too many uploads/.test(r.error.message)) return
          throw new Error(r.error.message)
        }
        const key = r.data!.photo_path
        stored.set(key, photo)
        started.push({ key, at })
        finished.push({ key, bytes: photo, at: Date.now(), player: p.id })
      }
    }
    const adminLoop = async () => {
      for (let i = 0; !stop; i++) {
        const key = `mjwc2025/ops-test/${randomUUID()}.jpg`
        const bytes = jpegBytes(50_000)
        started.push({ key, at: Date.now() })
        const up = await admin.storage.from(BUCKET).upload(key, new Blob([bytes], { type: 'image/jpeg' }), { upsert: false })
        if (up.error) throw new Error(up.error.message)
        stored.set(key, bytes)
        adminStored.push({ key, bytes, at: Date.now() })
        if (i % 2 === 1) {
          const rm = await admin.storage.from(BUCKET).remove([key])
          if (rm.error || rm.data?.length !== 1) throw new Error(`remove ${key}: ${rm.error?.message ?? 'not removed'}`)
          removed.push({ key, bytes, at: Date.now() })
        }
      }
    }
    const load = Promise.all([...players.map(playerLoop), adminLoop(), adminLoop()])

    await waitFor('uploads under way', () => finished.length >= 2 && removed.length >= 2)
    const backupBegan = Date.now()
    const backup = await runCli('backup', ['--data-dir', join(dir, 'src'), '--out', join(dir, 'under-load')])
    const backupEnded = Date.now()
    expect(backup.code, backup.out).toBe(0)
    expect(backup.out).toContain('from the running portal')
    // and the load went on after it
    await waitFor('uploads after the backup', () => adminStored.filter((a) => a.at > backupEnded).length >= 2)
    stop = true
    await load

    const restore = await runCli('restore', [join(dir, 'under-load'), '--data-dir', join(dir, 'restored')])
    expect(restore.code, restore.out).toBe(0)
    restored = await startServer({ dataDir: join(dir, 'restored') })

    const { objects, refs } = await restored.db.serial(async (tx) => ({
      objects: (
        await tx.query<{ name: string; etag: string }>(`select name, metadata->>'eTag' as etag from storage.objects where bucket_id = $1`, [
          BUCKET,
        ])
      ).rows,
      refs: (
        await tx.query<{ path: string }>(
          `select photo_path as path from public.event_uploads where photo_path is not null
           union select thumb_path from public.event_uploads where thumb_path is not null
           union select photo_path from public.photo_versions
           union select thumb_path from public.photo_versions where thumb_path is not null`,
        )
      ).rows.map((r) => r.path),
    }))
    const names = new Set(objects.map((o) => o.name))
    // no broken reference
    expect(refs.filter((p) => !names.has(p))).toEqual([])
    // every object is served by the restored portal with the bytes that were stored
    for (const o of objects) {
      const res = await fetch(`${restored.url}/storage/v1/object/public/${BUCKET}/${o.name}`)
      expect(res.status, o.name).toBe(200)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(md5(bytes), o.name).toBe(o.etag)
      const original = stored.get(o.name) ?? (await readFile(join(dir, 'src', 'storage', BUCKET, o.name)))
      expect(bytes.equals(original), o.name).toBe(true)
    }
    // acknowledged before the backup began: there; removed before it began: gone; begun after it ended: not there
    for (const a of finished.filter((f) => f.at < backupBegan)) expect(names.has(a.key), a.key).toBe(true)
    for (const a of adminStored.filter((f) => f.at < backupBegan && !removed.some((r) => r.key === f.key)))
      expect(names.has(a.key), a.key).toBe(true)
    for (const r of removed.filter((f) => f.at < backupBegan)) expect(names.has(r.key), r.key).toBe(false)
    for (const s of started.filter((f) => f.at > backupEnded)) expect(names.has(s.key), s.key).toBe(false)
    // every acknowledged upload is a version; a player's row shows their last upload acknowledged
    // before the backup began, or one that finished while it ran
    const rows = await restored.db.serial(async (tx) => ({
      current: new Map(
        (await tx.query<{ id: number; photo_path: string }>('select id::int as id, photo_path from public.event_uploads')).rows.map((r) => [
          r.id,
          r.photo_path,
        ]),
      ),
      versions: new Set(
        (await tx.query<{ photo_path: string }>('select photo_path from public.photo_versions')).rows.map((r) => r.photo_path),
      ),
    }))
    for (const a of finished.filter((f) => f.at < backupBegan)) expect(rows.versions.has(a.key), a.key).toBe(true)
    for (const p of players) {
      const mine = finished.filter((f) => f.player === p.id)
      const last = mine.filter((f) => f.at < backupBegan).at(-1)
      if (!last) continue
      const allowed = [last.key, ...mine.filter((f) => f.at >= backupBegan).map((f) => f.key)]
      expect(allowed, `player ${p.id}`).toContain(rows.current.get(p.id))
    }
    // the restored portal answers like the original: same admin password, same team links
    const restoredAdmin = clientFor(restored.url, restored.anonKey)
    expect((await restoredAdmin.auth.signInWithPassword({ email: src.adminEmail, password: src.adminPassword! })).error).toBeNull()
    expect((await anon.rpc('resolve_team', { p_event: EVENT, p_code: players[0]!.code })).error).toBeNull()
  }, 300_000)

  it('a backup of the quiet portal restores every row and every file exactly', async () => {
    const backup = await runCli('backup', ['--data-dir', join(dir, 'src'), '--out', join(dir, 'quiet')])
    expect(backup.code, backup.out).toBe(0)
    const restore = await runCli('restore', [join(dir, 'quiet'), '--data-dir', join(dir, 'quiet-restored')])
    expect(restore.code, restore.out).toBe(0)
    // the exact command to start on it, not "DATA_DIR as above"
    expect(restore.out).toContain(`Start the portal on it: DATA_DIR=${join(dir, 'quiet-restored')} npm start`)

    const schemas = ['public', 'auth', 'storage', 'private', 'local_meta']
    const before = await src.db.serial((tx) => dumpTables(tx, schemas))
    const after = await withStoppedFolder(join(dir, 'quiet-restored'), (s) => s.hold((tx) => dumpTables(tx, schemas)))
    expect(Object.keys(after)).toEqual(Object.keys(before))
    for (const t of Object.keys(before)) expect(after[t], t).toBe(before[t])

    const names = JSON.parse(before['storage.objects']!) as { bucket_id: string; name: string }[]
    expect(names.length).toBeGreaterThan(100)
    for (const o of names) {
      const a = await readFile(join(dir, 'src', 'storage', o.bucket_id, o.name))
      const b = await readFile(join(dir, 'quiet-restored', 'storage', o.bucket_id, o.name))
      expect(b.equals(a), o.name).toBe(true)
    }
  }, 240_000)

  it("restore refuses a running portal's folder, and a non-empty one without --force (then keeps it aside)", async () => {
    const busy = await runCli('restore', [join(dir, 'quiet'), '--data-dir', join(dir, 'src')])
    expect(busy.code).not.toBe(0)
    expect(busy.out).toMatch(/is using/)

    const full = await runCli('restore', [join(dir, 'quiet'), '--data-dir', join(dir, 'quiet-restored')])
    expect(full.code).not.toBe(0)
    expect(full.out).toMatch(/not empty.*--force/s)

    const forced = await runCli('restore', [join(dir, 'quiet'), '--data-dir', join(dir, 'quiet-restored'), '--force'])
    expect(forced.code, forced.out).toBe(0)
    const aside = /kept as (\S+) /.exec(forced.out)?.[1]
    expect(aside).toBeTruthy()
    expect((await readFile(join(aside!, 'jwt-secret'), 'utf8')).length).toBeGreaterThan(30)
  }, 120_000)

  it('a damaged backup is refused before anything is touched', async () => {
    const { writeFile } = await import('node:fs/promises')
    const manifest = JSON.parse(await readFile(join(dir, 'quiet', 'manifest.json'), 'utf8')) as { files: { path: string }[] }
    const photo = manifest.files.find((f) => f.path.startsWith('storage/'))!
    await writeFile(join(dir, 'quiet', photo.path), 'not the photo')
    const r = await runCli('restore', [join(dir, 'quiet'), '--data-dir', join(dir, 'never-made')])
    expect(r.code).not.toBe(0)
    expect(r.out).toMatch(/missing or damaged/)
  }, 60_000)
})
