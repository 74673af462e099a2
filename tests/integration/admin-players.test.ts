// @vitest-environment node
// Every change an admin makes on the team page, against the local backend with real supabase-js,
// step for step as src/lib/api/admin-players.ts makes it (that module stores objects with
// XMLHttpRequest, which Node lacks, so the same calls are made here through supabase-js).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Spain'
const BUCKET = 'player-photos'

type Row = {
  id: number
  team: string
  player_name: string
  upload_status: boolean
  photo_url: string | null
  photo_path: string | null
  thumb_path: string | null
  thumb_url: string | null
  updated_at: string
}

function jpeg(size: number, seed: number): Blob {
  const b = new Uint8Array(size)
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff
  b.set([0xff, 0xd8, 0xff, 0xe0])
  return new Blob([b], { type: 'image/jpeg' })
}

let be: TestBackend
let admin: SupabaseClient
const publicUrl = (key: string) => `${be.url}/storage/v1/object/public/${BUCKET}/${encodeURI(key)}`

// ---- the data module's calls (src/lib/api/admin-team.ts, admin-players.ts) ----

async function listTeamPlayers(team: string): Promise<Row[]> {
  const res = await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: team })
  if (res.error) throw res.error
  return res.data as Row[]
}

async function removeObjects(paths: (string | null)[]) {
  const keys = paths.filter((p): p is string => !!p)
  if (keys.length) await admin.storage.from(BUCKET).remove(keys)
}

async function setPlayerPhoto(id: number, photo: Blob, thumb: Blob): Promise<void> {
  const keys = await admin.rpc('admin_photo_keys', { p_id: id })
  if (keys.error) throw keys.error
  const { photo_key, thumb_key } = (keys.data as { photo_key: string; thumb_key: string }[])[0]!
  for (const [key, blob] of [[photo_key, photo], [thumb_key, thumb]] as const) {
    const up = await admin.storage.from(BUCKET).upload(key, blob, { upsert: false, cacheControl: '31536000' })
    if (up.error) throw up.error
  }
  const old = await admin.rpc('set_player_photo', { p_id: id, p_photo_path: photo_key, p_thumb_path: thumb_key })
  if (old.error) throw old.error
  const prev = (old.data as { old_photo_path: string | null; old_thumb_path: string | null }[])[0]!
  await removeObjects([prev.old_photo_path, prev.old_thumb_path])
}

// ---- helpers ----

const row = async (id: number) => (await be.db.pg.query<Row>('select * from event_uploads where id = $1', [id])).rows[0]
const objectExists = async (key: string) => (await be.db.pg.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, key])).rows.length === 1

async function served(key: string): Promise<{ status: number; type: string | null; bytes: number }> {
  const res = await fetch(publicUrl(key))
  return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength }
}

async function newPlayer(name: string): Promise<Row> {
  const { data, error } = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: name })
  if (error) throw error
  return (data as Row[])[0]!
}

beforeAll(async () => {
  be = await startTestBackend()
  admin = await be.admin()
})
afterAll(async () => {
  await be?.close()
})

describe('team page reads', () => {
  it('resolves a team name from the URL case-insensitively, or null', async () => {
    expect((await admin.rpc('admin_resolve_team', { p_event: EVENT, p_team: 'spain' })).data).toBe('Spain')
    expect((await admin.rpc('admin_resolve_team', { p_event: EVENT, p_team: 'new zealand' })).data).toBe('New Zealand')
    expect((await admin.rpc('admin_resolve_team', { p_event: EVENT, p_team: 'Atlantis' })).data).toBeNull()
  })

  it('lists the team in name order, with photo and thumbnail keys', async () => {
    const players = await listTeamPlayers(TEAM)
    expect(players.length).toBeGreaterThan(3)
    const names = players.map((p) => p.player_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const withPhoto = players.find((p) => p.upload_status)!
    expect(withPhoto.photo_path).toMatch(/^mjwc2025\/Spain\/.+\.jpg$/)
    expect((await served(withPhoto.thumb_path!)).status).toBe(200)
  })
})

describe('add player', () => {
  it('inserts the trimmed name without a photo', async () => {
    const p = await newPlayer('  Lucía  Gómez ')
    expect(p).toMatchObject({ player_name: 'Lucía  Gómez', team: TEAM, upload_status: false, photo_url: null })
    expect((await listTeamPlayers(TEAM)).map((r) => r.id)).toContain(p.id)
  })

  it("refuses a blank name with 'Please enter a player name'", async () => {
    const { error } = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: '   ' })
    expect(error?.message).toBe('Please enter a player name')
  })
})

describe('rename player', () => {
  it('stores the trimmed name and a new updated_at', async () => {
    const p = await newPlayer('Renate Old')
    // as if added a minute ago, so the rename's updated_at is later without waiting
    await be.db.pg.query(`update event_uploads set updated_at = updated_at - interval '1 minute' where id = $1`, [p.id])
    p.updated_at = (await row(p.id))!.updated_at
    const { data, error } = await admin.rpc('rename_player', { p_id: p.id, p_name: '  María José de los Ángeles Fernández-Villanueva ' })
    expect(error).toBeNull()
    expect((data as Row[])[0]!.player_name).toBe('María José de los Ángeles Fernández-Villanueva')
    const after = await row(p.id)
    expect(after!.player_name).toBe('María José de los Ángeles Fernández-Villanueva')
    expect(new Date(after!.updated_at).getTime()).toBeGreaterThan(new Date(p.updated_at).getTime())
  })

  it("refuses an empty name with 'Player name cannot be empty' and keeps the old one", async () => {
    const p = await newPlayer('Keeps Name')
    const { error } = await admin.rpc('rename_player', { p_id: p.id, p_name: '  ' })
    expect(error?.message).toBe('Player name cannot be empty')
    expect((await row(p.id))!.player_name).toBe('Keeps Name')
  })
})

describe('upload, replace and delete a photo', () => {
  it('upload: stores photo and thumbnail as JPEG under ASCII keys and points the row at them', async () => {
    const p = await newPlayer('Zoë Müller-Ñúñez')
    await setPlayerPhoto(p.id, jpeg(300_000, 1), jpeg(12_000, 2))
    const r = (await row(p.id))!
    expect(r.upload_status).toBe(true)
    expect(r.photo_path).toMatch(/^mjwc2025\/Spain\/[A-Za-z0-9_]+_[0-9a-f]{32}\.jpg$/)
    expect(r.photo_url).toBe(publicUrl(r.photo_path!))
    expect(r.thumb_url).toBe(publicUrl(r.thumb_path!))
    expect(await served(r.photo_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 300_000 })
    expect(await served(r.thumb_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 12_000 })
  })

  it('replace: new keys (never reused), then the old objects are removed', async () => {
    const p = await newPlayer('Replace Me')
    await setPlayerPhoto(p.id, jpeg(200_000, 3), jpeg(10_000, 4))
    const before = (await row(p.id))!
    await setPlayerPhoto(p.id, jpeg(250_000, 5), jpeg(11_000, 6))
    const after = (await row(p.id))!
    expect(after.photo_path).not.toBe(before.photo_path)
    expect(after.thumb_path).not.toBe(before.thumb_path)
    expect((await served(after.photo_path!)).bytes).toBe(250_000)
    expect(await objectExists(before.photo_path!)).toBe(false)
    expect(await objectExists(before.thumb_path!)).toBe(false)
    expect((await served(before.photo_path!)).status).not.toBe(200)
  })

  it.each([
    ['a 6 MB photo (over the bucket limit)', () => jpeg(6 * 1024 * 1024, 7), () => jpeg(10_000, 8)],
    ['a text/plain photo', () => new Blob(['not a photo'], { type: 'text/plain' }), () => jpeg(10_000, 8)],
    ['a thumbnail that fails after the photo was stored', () => jpeg(200_000, 9), () => new Blob(['x'], { type: 'text/plain' })],
  ])('a failed replace (%s) leaves the old photo and row intact', async (_label, photo, thumb) => {
    const p = await newPlayer(`Safe ${_label.slice(0, 12)}`)
    await setPlayerPhoto(p.id, jpeg(150_000, 10), jpeg(9_000, 11))
    const before = (await row(p.id))!
    await expect(setPlayerPhoto(p.id, photo(), thumb())).rejects.toBeTruthy()
    const after = (await row(p.id))!
    expect(after).toEqual(before)
    expect(await served(before.photo_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 150_000 })
    expect(await served(before.thumb_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 9_000 })
  })

  it('the row cannot be pointed at an object that was never stored', async () => {
    const p = await newPlayer('No Object')
    const keys = (await admin.rpc('admin_photo_keys', { p_id: p.id })).data as { photo_key: string; thumb_key: string }[]
    const { photo_key, thumb_key } = keys[0]!
    const { error } = await admin.rpc('set_player_photo', { p_id: p.id, p_photo_path: photo_key, p_thumb_path: thumb_key })
    expect(error?.code).toBe('PT409')
    expect((await row(p.id))!.upload_status).toBe(false)
  })

  it('download: the public URL answers the photo as a JPEG blob', async () => {
    const p = await newPlayer('Download Me')
    await setPlayerPhoto(p.id, jpeg(123_456, 12), jpeg(5_000, 13))
    const r = (await row(p.id))!
    const res = await fetch(r.photo_url!)
    expect(res.ok).toBe(true)
    const blob = await res.blob()
    expect(blob.size).toBe(123_456)
    expect(blob.type).toBe('image/jpeg')
  })

  it('delete photo: clears the row, then removes both objects', async () => {
    const p = await newPlayer('Delete Photo')
    await setPlayerPhoto(p.id, jpeg(100_000, 14), jpeg(8_000, 15))
    const before = (await row(p.id))!
    const { data, error } = await admin.rpc('clear_player_photo', { p_id: p.id })
    expect(error).toBeNull()
    const old = (data as { old_photo_path: string; old_thumb_path: string }[])[0]!
    expect(old).toEqual({ old_photo_path: before.photo_path, old_thumb_path: before.thumb_path })
    await removeObjects([old.old_photo_path, old.old_thumb_path])
    expect(await row(p.id)).toMatchObject({ upload_status: false, photo_url: null, photo_path: null, thumb_path: null, thumb_url: null })
    expect(await objectExists(before.photo_path!)).toBe(false)
    expect(await objectExists(before.thumb_path!)).toBe(false)
  })
})

describe('remove player', () => {
  it('deletes the row, then its photo and thumbnail objects', async () => {
    const p = await newPlayer('Remove Me')
    await setPlayerPhoto(p.id, jpeg(90_000, 16), jpeg(7_000, 17))
    const before = (await row(p.id))!
    const { data, error } = await admin.rpc('remove_player', { p_id: p.id })
    expect(error).toBeNull()
    const paths = (data as { photo_path: string; thumb_path: string }[])[0]!
    expect(paths).toEqual({ photo_path: before.photo_path, thumb_path: before.thumb_path })
    await removeObjects([paths.photo_path, paths.thumb_path])
    expect(await row(p.id)).toBeUndefined()
    expect(await objectExists(before.photo_path!)).toBe(false)
    expect(await objectExists(before.thumb_path!)).toBe(false)
    expect((await served(before.photo_path!)).status).not.toBe(200)
  })

  it('removes a player without a photo, and a second removal says not found', async () => {
    const p = await newPlayer('No Photo Leaves')
    expect((await admin.rpc('remove_player', { p_id: p.id })).error).toBeNull()
    expect((await admin.rpc('remove_player', { p_id: p.id })).error?.code).toBe('PT404')
  })
})

describe('only admins', () => {
  it('a client without a session can do none of it', async () => {
    const anon = be.anon()
    const p = await newPlayer('Protected')
    for (const [fn, args] of [
      ['add_player', { p_event: EVENT, p_team: TEAM, p_name: 'Intruder' }],
      ['rename_player', { p_id: p.id, p_name: 'Hacked' }],
      ['admin_photo_keys', { p_id: p.id }],
      ['clear_player_photo', { p_id: p.id }],
      ['remove_player', { p_id: p.id }],
    ] as const) {
      expect((await anon.rpc(fn, args)).error, fn).not.toBeNull()
    }
    expect((await row(p.id))!.player_name).toBe('Protected')
  })
})
