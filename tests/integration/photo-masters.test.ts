// @vitest-environment node
// The head-and-shoulders master kept beside each photo: begin_upload names its key, Storage takes
// it only under a live ticket (like the square), finish_upload records it with the square's place
// in it (and works without it), an admin's upload records one too, and the export reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
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
  code = await be.codeFor(EVENT, 'Spain')
  const r = await be.db.pg.query<{ id: number }>(
    `select id from event_uploads where event_name = $1 and team = 'Spain' and not upload_status order by id limit 4`,
    [EVENT],
  )
  players = r.rows.map((x) => x.id)
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
const finish = (t: Ticket, extra: object = {}) =>
  anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: t.ticket, p_consent: true, ...extra })
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
    expect(await store(t.photo_key, 4096)).toBeNull()
    expect(await store(t.thumb_key, 512)).toBeNull()
    expect(await store(t.master_key, 9000)).toBeNull()
    const done = await finish(t, { p_master_square: [240, 120, 800, 800] })
    expect(done.error).toBeNull()
    expect(await version(t.photo_key)).toEqual({ photo_path: t.photo_key, master_path: t.master_key, master_square: [240, 120, 800, 800] })
    // read like the square (public bucket, by its unguessable key), and given to the export
    const served = await fetch(`${be.url}/storage/v1/object/public/${BUCKET}/${t.master_key}`)
    expect(served.status).toBe(200)
    expect((await served.arrayBuffer()).byteLength).toBe(9000)
    const rows = (await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: ['Spain'] })).data as {
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
    const rows = (await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: ['Spain'] })).data as {
      id: number
      master_path: string | null
    }[]
    expect(rows.find((r) => r.id === players[1])?.master_path).toBeNull()
  })

  it('records a stored master only with the square inside it, and refuses a square that is not one', async () => {
    const t = await begin(players[2]!)
    for (const [key, bytes] of [
      [t.photo_key, 4096],
      [t.thumb_key, 512],
      [t.master_key, 8000],
    ] as const)
      expect(await store(key, bytes)).toBeNull()
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
    for (const [key, bytes] of [
      [mine.photo_key, 4096],
      [mine.thumb_key, 512],
      [mine.master_key, 8000],
    ] as const)
      expect(await store(key, bytes)).toBeNull()
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
    const keys = ((await admin.rpc('admin_photo_keys', { p_id: id })).data as { photo_key: string; thumb_key: string }[])[0]!
    for (const [key, bytes] of [
      [keys.photo_key, 5000],
      [keys.thumb_key, 500],
    ] as const)
      expect((await admin.storage.from(BUCKET).upload(key, jpeg(bytes))).error).toBeNull()
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
