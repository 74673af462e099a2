// @vitest-environment node
// The head-and-shoulders master kept beside each photo: begin_upload names its key, Storage takes
// it only under a live ticket (like the square), finish_upload records it with the square's place
// in it (and works without it), and so does attach_upload_master after the upload finished (the
// phone's way: the player doesn't wait for the master); an admin's upload records one too, the
// export reads it, and one never recorded ends among the leftover files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
// a team none of whose players has a photo yet: each test takes players of its own
const TEAM = 'Argentina'
const BUCKET = 'player-photos'
const jpeg = (bytes = 2048) => new Blob([fakeJpeg(bytes)], { type: 'image/jpeg' })
type Ticket = { ticket: string; photo_key: string; thumb_key: string; master_key: string }
type Version = { photo_path: string; master_path: string | null; master_square: number[] | null }

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient
let code: string
let players: number[]

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
  code = await be.codeFor(EVENT, TEAM)
  const r = await be.db.pg.query<{ id: number }>(
    `select id from event_uploads where event_name = $1 and team = $2 and not upload_status order by id limit 14`,
    [EVENT, TEAM],
  )
  players = r.rows.map((x) => x.id)
  expect(players).toHaveLength(14)
})
afterAll(async () => {
  await be?.close()
})

async function begin(playerId: number): Promise<Ticket> {
  const { data, error } = await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: playerId })
  expect(error).toBeNull()
  return (data as Ticket[])[0]!
}
const store = async (key: string, bytes: number) => (await anon.storage.from(BUCKET).upload(key, jpeg(bytes))).error
/** the ticket's photo, thumbnail and master, stored as a phone does */
async function storeAll(t: Ticket, masterBytes: number) {
  expect(await store(t.photo_key, 4096)).toBeNull()
  expect(await store(t.thumb_key, 512)).toBeNull()
  expect(await store(t.master_key, masterBytes)).toBeNull()
}
const finish = (t: Ticket, extra: object = {}) =>
  anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: t.ticket, p_consent: true, ...extra })
const attach = (t: Ticket, extra: object = {}) =>
  anon.rpc('attach_upload_master', {
    p_event: EVENT,
    p_code: code,
    p_ticket: t.ticket,
    p_master_key: t.master_key,
    p_master_square: [200, 100, 700, 700],
    ...extra,
  })
/** begin, store photo and thumbnail, finish with the square alone: the player's upload succeeded */
async function finishedWithoutMaster(playerId: number): Promise<Ticket> {
  const t = await begin(playerId)
  expect(await store(t.photo_key, 4096)).toBeNull()
  expect(await store(t.thumb_key, 512)).toBeNull()
  const done = await finish(t)
  expect(done.error).toBeNull()
  expect((done.data as { photo_path: string }[])[0]!.photo_path).toBe(t.photo_key)
  return t
}
const expire = (t: Ticket) => be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [t.ticket])
/** an admin's new photo for a player, stored (square and thumbnail) but not yet made theirs */
async function adminStoresSquare(id: number): Promise<{ photo_key: string; thumb_key: string }> {
  const keys = ((await admin.rpc('admin_photo_keys', { p_id: id })).data as { photo_key: string; thumb_key: string }[])[0]!
  expect((await admin.storage.from(BUCKET).upload(keys.photo_key, jpeg(5000))).error).toBeNull()
  expect((await admin.storage.from(BUCKET).upload(keys.thumb_key, jpeg(500))).error).toBeNull()
  return keys
}
async function version(photoPath: string): Promise<Version> {
  const r = await be.db.pg.query<Version>('select photo_path, master_path, master_square from photo_versions where photo_path = $1', [
    photoPath,
  ])
  return r.rows[0]!
}

describe("a player's upload", () => {
  it('gets a ticket naming a master key beside the photo and thumbnail, and records it with the square in it', async () => {
    const t = await begin(players[0]!)
    expect(t.master_key).toBe(t.photo_key.replace(/\.jpg$/, '.master.jpg'))
    await storeAll(t, 9000)
    const done = await finish(t, { p_master_square: [240, 120, 800, 800] })
    expect(done.error).toBeNull()
    expect(await version(t.photo_key)).toEqual({ photo_path: t.photo_key, master_path: t.master_key, master_square: [240, 120, 800, 800] })
    // read like the square (public bucket, by its unguessable key), and given to the export
    const served = await fetch(`${be.url}/storage/v1/object/public/${BUCKET}/${t.master_key}`)
    expect(served.status).toBe(200)
    expect((await served.arrayBuffer()).byteLength).toBe(9000)
    const rows = (await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: [TEAM] })).data as {
      id: number
      master_path: string | null
      master_square: number[] | null
    }[]
    expect(rows.find((r) => r.id === players[0])).toMatchObject({ master_path: t.master_key, master_square: [240, 120, 800, 800] })
    // the recorded master can't be removed or replaced while its version exists
    expect((await admin.storage.from(BUCKET).remove([t.master_key])).data).toEqual([])
    expect((await anon.storage.from(BUCKET).upload(t.master_key, jpeg(10))).error).not.toBeNull()
  })

  it('finishes without a master (an old client, a failed encode): the square alone', async () => {
    const t = await begin(players[1]!)
    expect(await store(t.photo_key, 4096)).toBeNull()
    expect(await store(t.thumb_key, 512)).toBeNull()
    // a square named for a master that was never stored records nothing
    expect((await finish(t, { p_master_square: [0, 0, 10, 10] })).error).toBeNull()
    expect(await version(t.photo_key)).toMatchObject({ master_path: null, master_square: null })
    const rows = (await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: [TEAM] })).data as {
      id: number
      master_path: string | null
    }[]
    expect(rows.find((r) => r.id === players[1])?.master_path).toBeNull()
  })

  it('records a stored master only with the square inside it, and refuses a square that is not one', async () => {
    const t = await begin(players[2]!)
    await storeAll(t, 8000)
    const bad = await finish(t, { p_master_square: [10, 10, -5, 800] })
    expect(bad.error?.code).toBe('22023')
    // without the square the master can't be used to cut from: the square alone is recorded
    expect((await finish(t)).error).toBeNull()
    expect(await version(t.photo_key)).toMatchObject({ master_path: null })
  })

  it("Storage takes a master only under a live ticket: no key of the player's choosing, none once the ticket is used or expired", async () => {
    const mine = await begin(players[3]!)
    const theirs = await begin(players[0]!) // a replacement for another player of the same team
    // a key no ticket names is refused, however master-like its shape
    expect(await store(mine.master_key.replace(/_[0-9a-f]{32}\./, '_00000000000000000000000000000000.'), 100)).not.toBeNull()
    expect(await store(mine.photo_key.replace(/\.jpg$/, '.master2.jpg'), 100)).not.toBeNull()
    await storeAll(mine, 8000)
    expect((await finish(mine, { p_master_square: [0, 0, 100, 100] })).error).toBeNull()
    // used: its master key takes nothing more (nor does an expired ticket's)
    expect(await store(mine.master_key, 50)).not.toBeNull()
    await be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [theirs.ticket])
    expect(await store(theirs.master_key, 100)).not.toBeNull()
  })
})

describe("an admin's upload or replacement", () => {
  it('records the master with the square in it, and only a fresh, stored one', async () => {
    const id = players[1]!
    const seen = (await be.db.pg.query<{ photo_path: string }>('select photo_path from event_uploads where id = $1', [id])).rows[0]!
      .photo_path
    const keys = (
      (await admin.rpc('admin_photo_keys', { p_id: id })).data as { photo_key: string; thumb_key: string; master_key: string }[]
    )[0]!
    expect(keys.master_key).toBe(keys.photo_key.replace(/\.jpg$/, '.master.jpg'))
    for (const [key, bytes] of [
      [keys.photo_key, 5000],
      [keys.thumb_key, 500],
      [keys.master_key, 12000],
    ] as const) {
      expect((await admin.storage.from(BUCKET).upload(key, jpeg(bytes))).error).toBeNull()
    }
    const args = { p_id: id, p_seen_photo_path: seen, p_photo_path: keys.photo_key, p_thumb_path: keys.thumb_key }
    expect((await admin.rpc('set_player_photo', { ...args, p_master_path: keys.master_key })).error?.code).toBe('22023')
    expect(
      (await admin.rpc('set_player_photo', { ...args, p_master_path: `${keys.master_key}.missing`, p_master_square: [0, 0, 9, 9] })).error
        ?.code,
    ).toBe('PT409')
    // a master another version records is not this photo's
    const taken = (await version(seen)).photo_path
    expect((await admin.rpc('set_player_photo', { ...args, p_master_path: taken, p_master_square: [0, 0, 9, 9] })).error?.code).toBe(
      'PT409',
    )
    const done = await admin.rpc('set_player_photo', { ...args, p_master_path: keys.master_key, p_master_square: [300, 200, 1000, 1000] })
    expect(done.error).toBeNull()
    expect(await version(keys.photo_key)).toEqual({
      photo_path: keys.photo_key,
      master_path: keys.master_key,
      master_square: [300, 200, 1000, 1000],
    })
  })

  it('still stores a photo without a master', async () => {
    const id = players[2]!
    const seen = (await be.db.pg.query<{ photo_path: string }>('select photo_path from event_uploads where id = $1', [id])).rows[0]!
      .photo_path
    const keys = await adminStoresSquare(id)
    expect(
      (
        await admin.rpc('set_player_photo', {
          p_id: id,
          p_seen_photo_path: seen,
          p_photo_path: keys.photo_key,
          p_thumb_path: keys.thumb_key,
        })
      ).error,
    ).toBeNull()
    expect(await version(keys.photo_key)).toMatchObject({ master_path: null, master_square: null })
  })
})

describe('the master sent after the upload succeeded (attach_upload_master)', () => {
  it('is stored under the finished ticket and recorded on its version, with the square in it', async () => {
    const t = await finishedWithoutMaster(players[4]!)
    expect(await version(t.photo_key)).toMatchObject({ master_path: null, master_square: null })
    expect(await store(t.master_key, 9000)).toBeNull()
    const done = await attach(t)
    expect(done.error).toBeNull()
    expect(await version(t.photo_key)).toEqual({ photo_path: t.photo_key, master_path: t.master_key, master_square: [200, 100, 700, 700] })
    const rows = (await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: [TEAM] })).data as {
      id: number
      master_path: string | null
    }[]
    expect(rows.find((r) => r.id === players[4])?.master_path).toBe(t.master_key)
  })

  it('is recorded once: a second attach is refused, and Storage takes the key no more', async () => {
    const t = await finishedWithoutMaster(players[5]!)
    expect(await store(t.master_key, 9000)).toBeNull()
    expect((await attach(t)).error).toBeNull()
    const again = await attach(t, { p_master_square: [0, 0, 50, 50] })
    expect(again.error).toMatchObject({ code: 'PT409', hint: 'master-recorded' })
    expect((await version(t.photo_key)).master_square).toEqual([200, 100, 700, 700])
    expect(await store(t.master_key, 10)).not.toBeNull()
    // nor for a version whose master finish_upload already recorded
    const one = await begin(players[6]!)
    await storeAll(one, 8000)
    expect((await finish(one, { p_master_square: [1, 2, 30, 30] })).error).toBeNull()
    expect((await attach(one)).error).toMatchObject({ hint: 'master-recorded' })
  })

  it("refuses another ticket's key, a master not stored, an unfinished upload, a bad square and an expired ticket", async () => {
    const mine = await finishedWithoutMaster(players[7]!)
    const theirs = await finishedWithoutMaster(players[8]!)
    expect(await store(theirs.master_key, 7000)).toBeNull()
    // my ticket with their stored master's key: not mine to record
    const crossed = await attach(mine, { p_master_key: theirs.master_key })
    expect(crossed.error).toMatchObject({ code: 'PT403', hint: 'master-not-of-ticket' })
    expect(await version(mine.photo_key)).toMatchObject({ master_path: null })
    expect(await version(theirs.photo_key)).toMatchObject({ master_path: null })
    // my own key, but nothing stored under it
    expect((await attach(mine)).error).toMatchObject({ code: 'PT409', hint: 'master-not-stored' })
    // a square that is not one
    expect(await store(mine.master_key, 7000)).toBeNull()
    expect((await attach(mine, { p_master_square: [0, 0, 0, 10] })).error).toMatchObject({ code: '22023', hint: 'master-square' })
    expect((await attach(mine, { p_master_square: [0, 0, 10] })).error).toMatchObject({ hint: 'master-square' })
    // a link's wrong code
    expect((await attach(mine, { p_code: 'NOTACODE' })).error).toMatchObject({ code: 'PT403' })
    expect(await version(mine.photo_key)).toMatchObject({ master_path: null })
    // before finish_upload: nothing to record it on yet
    const open = await begin(players[9]!)
    expect(await store(open.master_key, 7000)).toBeNull()
    expect((await attach(open)).error).toMatchObject({ code: 'PT409', hint: 'upload-not-finished' })
    // past the ticket's lifetime: too late, for Storage and for the record
    await expire(theirs)
    expect((await attach(theirs)).error).toMatchObject({ code: 'PT410', hint: 'master-too-late' })
    expect(await version(theirs.photo_key)).toMatchObject({ master_path: null })
  })

  it('lands on the version its ticket created, though an admin replaced the photo meanwhile', async () => {
    const id = players[10]!
    const t = await finishedWithoutMaster(id)
    const keys = await adminStoresSquare(id)
    const replaced = await admin.rpc('set_player_photo', {
      p_id: id,
      p_seen_photo_path: t.photo_key,
      p_photo_path: keys.photo_key,
      p_thumb_path: keys.thumb_key,
    })
    expect(replaced.error).toBeNull()
    expect(await store(t.master_key, 9000)).toBeNull()
    expect((await attach(t)).error).toBeNull()
    expect(await version(t.photo_key)).toMatchObject({ master_path: t.master_key, master_square: [200, 100, 700, 700] })
    // the admin's photo, now the player's, keeps having none
    expect(await version(keys.photo_key)).toMatchObject({ master_path: null })
    const current = (await be.db.pg.query<{ photo_path: string }>('select photo_path from event_uploads where id = $1', [id])).rows[0]!
    expect(current.photo_path).toBe(keys.photo_key)
  })

  it("Storage takes after finish only the ticket's master key, and none once expired", async () => {
    const t = await finishedWithoutMaster(players[11]!)
    // keys no ticket names, however master-like, and the finished ticket's other keys
    expect(await store(t.master_key.replace(/_[0-9a-f]{32}\./, '_00000000000000000000000000000000.'), 100)).not.toBeNull()
    expect(await store(t.photo_key.replace(/\.jpg$/, '.master2.jpg'), 100)).not.toBeNull()
    expect((await anon.storage.from(BUCKET).upload(t.photo_key, jpeg(100), { upsert: true })).error).not.toBeNull()
    await expire(t)
    expect(await store(t.master_key, 100)).not.toBeNull()
  })
})

describe('a master stored but never recorded (the page closed between storing and attaching)', () => {
  type Leftover = { kind: string; photo_path: string; version_id: number | null }
  const leftovers = async () => ((await admin.rpc('admin_leftover_files', { p_event: EVENT })).data as Leftover[]) ?? []

  it('stays while its ticket may still record it, then is a leftover file the organizer purges', async () => {
    // a finished upload whose master arrived and was never attached, and an upload never finished
    const finished = await finishedWithoutMaster(players[12]!)
    expect(await store(finished.master_key, 6000)).toBeNull()
    const abandoned = await begin(players[13]!)
    await storeAll(abandoned, 6000)

    // on its way: not listed, and not removable
    expect((await leftovers()).map((l) => l.photo_path)).not.toContain(finished.master_key)
    expect((await admin.storage.from(BUCKET).remove([finished.master_key])).data).toEqual([])

    await expire(finished)
    await expire(abandoned)
    const listed = await leftovers()
    expect(listed.find((l) => l.photo_path === finished.master_key)).toMatchObject({ kind: 'unrecorded', version_id: null })
    expect(listed.find((l) => l.photo_path === abandoned.master_key)).toMatchObject({ kind: 'unrecorded' })
    const adopted = listed.find((l) => l.photo_path === abandoned.photo_key)
    expect(adopted).toMatchObject({ kind: 'abandoned' })

    // the purge hands back what to remove from Storage, and the admin may remove it now
    const paths = [finished.master_key, abandoned.master_key]
    const purged = await admin.rpc('purge_leftovers', { p_event: EVENT, p_version_ids: [adopted!.version_id], p_unrecorded_paths: paths })
    expect(purged.error).toBeNull()
    expect(purged.data as string[]).toEqual(expect.arrayContaining([...paths, abandoned.photo_key, abandoned.thumb_key]))
    const removed = await admin.storage.from(BUCKET).remove(paths)
    expect(removed.data?.map((o) => o.name).sort()).toEqual([...paths].sort())
    const after = (await leftovers()).map((l) => l.photo_path)
    expect(after).not.toContain(finished.master_key)
    expect(after).not.toContain(abandoned.master_key)
    // the finished upload itself is untouched: its photo, without a master
    expect(await version(finished.photo_key)).toMatchObject({ master_path: null })
  })
})
