// @vitest-environment node
// Every change an admin makes on the team page, made by the app's REAL data module
// (src/lib/api: listTeamPlayers, addPlayer, renamePlayer, setPlayerPhoto, deletePhoto,
// removePlayer, fetchPhoto) against the local backend, signed in through signInAdmin. Every
// change names the player as the admin saw it; nothing here deletes a stored photo (replaced
// and cleared photos stay versions, see versions-review.test.ts).
//
// How the app's modules reach this backend (see tests/integration/app-data-module.ts): the
// module reads its URL from import.meta.env at import, so the test stubs VITE_* and imports
// it fresh; Node 20 has no WebSocket, which supabase-js's realtime client wants, so `ws` is
// put in its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, uploadAsPlayer, type TestBackend } from './helpers.ts'
import { importAppDataModule, type AppDataModule } from './app-data-module.ts'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

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

const jpeg = (size: number, seed: number) => new Blob([fakeJpeg(size, seed)], { type: 'image/jpeg' })
const notAnImage = () => new Blob(['not a photo'], { type: 'text/plain' })

let be: TestBackend
let api: AppDataModule
/** Every request the app's module sends, in order (method and path). */
const requests: { method: string; path: string }[] = []

const publicUrl = (key: string) => `${be.url}/storage/v1/object/public/${BUCKET}/${encodeURI(key)}`
const row = async (id: number) => (await be.db.pg.query<Row>('select * from event_uploads where id = $1', [id])).rows[0]
const objectExists = async (key: string) =>
  (await be.db.pg.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, key])).rows.length === 1

async function served(key: string): Promise<{ status: number; type: string | null; bytes: number }> {
  const res = await fetch(publicUrl(key))
  return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength }
}

beforeAll(async () => {
  be = await startTestBackend()
  api = await importAppDataModule(be, (method, path) => {
    requests.push({ method, path })
  })
  await api.signInAdmin(be.adminPassword)
})
afterAll(async () => {
  await be?.close()
})

const newPlayer = (name: string) => api.addPlayer(EVENT, TEAM, name)

describe('team page reads', () => {
  it('resolves a team name from the URL case-insensitively, or null', async () => {
    expect(await api.resolveAdminTeam(EVENT, ['spain'])).toBe('Spain')
    expect(await api.resolveAdminTeam(EVENT, ['new-zealand', 'new zealand'])).toBe('New Zealand')
    expect(await api.resolveAdminTeam(EVENT, ['Atlantis'])).toBeNull()
  })

  it('lists the team in name order, with photo and thumbnail URLs the browser can load', async () => {
    const players = await api.listTeamPlayers(EVENT, TEAM)
    expect(players.length).toBeGreaterThan(3)
    const names = players.map((p) => p.player_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const withPhoto = players.find((p) => p.upload_status)!
    expect(withPhoto.photo_path).toMatch(/^mjwc2025\/Spain\/.+\.jpg$/)
    expect(withPhoto.thumbSrc).toBe(publicUrl(withPhoto.thumb_path!))
    expect((await fetch(withPhoto.thumbSrc!)).status).toBe(200)
  })
})

describe('add player', () => {
  it('inserts the trimmed name without a photo', async () => {
    const p = await newPlayer('  Lucía  Gómez ')
    expect(p).toMatchObject({ player_name: 'Lucía  Gómez', team: TEAM, upload_status: false, photo_url: null, photoSrc: null })
    expect((await api.listTeamPlayers(EVENT, TEAM)).map((r) => r.id)).toContain(p.id)
  })

  it("refuses a blank name: 'Failed to add player', the server's reason kept as the cause", async () => {
    const failure = await newPlayer('   ').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(api.ApiError)
    expect(failure).toMatchObject({ code: 'add-player', message: 'Failed to add player', kind: 'invalid' })
    expect((failure as Error).cause).toMatchObject({ message: 'Please enter a player name' })
  })
})

describe('rename player', () => {
  it('stores the trimmed name and a new updated_at', async () => {
    const p = await newPlayer('Renate Old')
    // as if added a minute ago, so the rename's updated_at is later without waiting
    await be.db.pg.query(`update event_uploads set updated_at = updated_at - interval '1 minute' where id = $1`, [p.id])
    const before = (await row(p.id))!.updated_at
    const renamed = await api.renamePlayer(p, '  María José de los Ángeles Fernández-Villanueva ')
    expect(renamed.player_name).toBe('María José de los Ángeles Fernández-Villanueva')
    const after = (await row(p.id))!
    expect(after.player_name).toBe('María José de los Ángeles Fernández-Villanueva')
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before).getTime())
  })

  it("refuses an empty name with 'Failed to update player name' and keeps the old one", async () => {
    const p = await newPlayer('Keeps Name')
    await expect(api.renamePlayer(p, '  ')).rejects.toMatchObject({
      code: 'rename-player',
      cause: { message: 'Player name cannot be empty' },
    })
    expect((await row(p.id))!.player_name).toBe('Keeps Name')
  })
})

describe('upload, replace and delete a photo (setPlayerPhoto, deletePhoto)', () => {
  it('upload: stores photo and thumbnail as JPEG under ASCII keys and points the row at them', async () => {
    const p = await newPlayer('Zoë Müller-Ñúñez')
    await api.setPlayerPhoto(p, jpeg(300_000, 1), jpeg(12_000, 2))
    const r = (await row(p.id))!
    expect(r.upload_status).toBe(true)
    expect(r.photo_path).toMatch(/^mjwc2025\/Spain\/[A-Za-z0-9_]+_[0-9a-f]{32}\.jpg$/)
    expect(r.photo_url).toBe(publicUrl(r.photo_path!))
    expect(r.thumb_url).toBe(publicUrl(r.thumb_path!))
    expect(await served(r.photo_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 300_000 })
    expect(await served(r.thumb_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 12_000 })
  })

  it('replace: new keys (never reused); the row moves to them and the old photo stays, as a version', async () => {
    const p = await newPlayer('Replace Me')
    const first = await api.setPlayerPhoto(p, jpeg(200_000, 3), jpeg(10_000, 4))
    const before = (await row(p.id))!
    requests.length = 0
    await api.setPlayerPhoto(first, jpeg(250_000, 5), jpeg(11_000, 6))
    const after = (await row(p.id))!
    expect(after.photo_path).not.toBe(before.photo_path)
    expect(after.thumb_path).not.toBe(before.thumb_path)

    // the real calls: keys, photo, thumbnail, row, and no removal
    expect(requests.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`)).toEqual([
      'POST /rest/v1/rpc/admin_photo_keys',
      `POST /storage/v1/object/${BUCKET}/${encodeURI(after.photo_path!)}`,
      `POST /storage/v1/object/${BUCKET}/${encodeURI(after.thumb_path!)}`,
      'POST /rest/v1/rpc/set_player_photo',
    ])
    expect((await served(after.photo_path!)).bytes).toBe(250_000)
    expect((await served(before.photo_path!)).bytes).toBe(200_000)
    const versions = await api.listPhotoVersions(p.id)
    expect(versions.map((v) => [v.photoSrc, v.isCurrent, v.source])).toEqual([
      [publicUrl(after.photo_path!), true, 'admin'],
      [publicUrl(before.photo_path!), false, 'admin'],
    ])
  })

  it("a stale replace ('This photo changed since you opened the page') changes nothing and leaves no stray object", async () => {
    const p = await newPlayer('Stale Replace')
    const seen = await api.setPlayerPhoto(p, jpeg(120_000, 30), jpeg(6_000, 31))
    // someone else replaced it meanwhile
    const now = await api.setPlayerPhoto(seen, jpeg(130_000, 32), jpeg(6_500, 33))
    const count = async () => (await be.db.pg.query<{ n: number }>('select count(*)::int as n from storage.objects')).rows[0]!.n
    const objectsBefore = await count()
    const failure = await api.setPlayerPhoto(seen, jpeg(140_000, 34), jpeg(7_000, 35)).catch((e: unknown) => e)
    expect(failure).toMatchObject({ code: 'photo-changed', message: 'This photo changed since you opened the page', kind: 'conflict' })
    expect((await row(p.id))!.photo_path).toBe(now.photo_path)
    expect(await count()).toBe(objectsBefore)
  })

  it.each([
    ['a 6 MB photo (over the bucket limit)', () => jpeg(6 * 1024 * 1024, 7), () => jpeg(10_000, 8)],
    ['a text/plain photo', notAnImage, () => jpeg(10_000, 8)],
    ['a thumbnail that fails after the photo was stored', () => jpeg(200_000, 9), notAnImage],
  ])("a failed replace (%s) says 'Failed to replace photo' and leaves the old photo and row intact", async (label, photo, thumb) => {
    const p = await newPlayer(`Safe ${label.slice(0, 12)}`)
    const seen = await api.setPlayerPhoto(p, jpeg(150_000, 10), jpeg(9_000, 11))
    const before = (await row(p.id))!
    requests.length = 0
    const failure = await api.setPlayerPhoto(seen, photo(), thumb()).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(api.ApiError)
    expect(failure).toMatchObject({
      code: 'replace-photo',
      message: 'Failed to replace photo',
      kind: expect.stringMatching(/^(invalid|forbidden)$/),
    })
    // it stopped at the failed object: the row was never touched; only an object this attempt
    // stored (the photo, when the thumbnail failed) was removed again
    expect(requests.map((r) => r.path)).not.toContain('/rest/v1/rpc/set_player_photo')
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(label.startsWith('a thumbnail') ? 1 : 0)
    expect(await row(p.id)).toEqual(before)
    expect(await served(before.photo_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 150_000 })
    expect(await served(before.thumb_path!)).toEqual({ status: 200, type: 'image/jpeg', bytes: 9_000 })
  })

  it('download: fetchPhoto gives the photo as a JPEG blob; a missing one is "Failed to download photo"', async () => {
    const p = await newPlayer('Download Me')
    await api.setPlayerPhoto(p, jpeg(123_456, 12), jpeg(5_000, 13))
    const [listed] = (await api.listTeamPlayers(EVENT, TEAM)).filter((x) => x.id === p.id)
    const blob = await api.fetchPhoto(listed!.photoSrc)
    expect(blob.size).toBe(123_456)
    expect(blob.type).toBe('image/jpeg')
    await expect(api.fetchPhoto(publicUrl('mjwc2025/Spain/gone.jpg'))).rejects.toMatchObject({ code: 'download-photo', kind: 'not-found' })
  })

  it('delete photo: clears the row; both objects stay, as a version that can be restored', async () => {
    const p = await newPlayer('Delete Photo')
    const seen = await api.setPlayerPhoto(p, jpeg(100_000, 14), jpeg(8_000, 15))
    const before = (await row(p.id))!
    const cleared = await api.deletePhoto(seen)
    expect(cleared).toMatchObject({ upload_status: false, photo_path: null, photoSrc: null })
    expect(await row(p.id)).toMatchObject({ upload_status: false, photo_url: null, photo_path: null, thumb_path: null, thumb_url: null })
    expect(await objectExists(before.photo_path!)).toBe(true)
    expect(await objectExists(before.thumb_path!)).toBe(true)
    const [version] = await api.listPhotoVersions(p.id)
    const restored = await api.restorePhotoVersion(version!.id, cleared)
    expect(restored).toMatchObject({ upload_status: true, photo_path: before.photo_path })
  })

  it("a stale delete, replace or removal (the player uploaded after the admin's page loaded) is refused; the new photo stays", async () => {
    const p = await newPlayer('Stale Delete')
    const code = await be.codeFor(EVENT, TEAM)
    // the admin's page shows 'No photo' (p); then the player uploads
    const up = await uploadAsPlayer(be.anon(), { event: EVENT, code, playerId: p.id, photo: jpeg(50_000, 40), thumb: jpeg(4_000, 41) })
    expect(up.error).toBeNull()
    const uploaded = (await row(p.id))!
    await expect(api.deletePhoto(p)).rejects.toMatchObject({ code: 'photo-changed' })
    await expect(api.setPlayerPhoto(p, jpeg(60_000, 42), jpeg(4_500, 43))).rejects.toMatchObject({ code: 'photo-changed' })
    await expect(api.removePlayer(p)).rejects.toMatchObject({ code: 'photo-changed' })
    expect(await row(p.id)).toEqual(uploaded)
    expect(await served(uploaded.photo_path!)).toMatchObject({ status: 200, bytes: 50_000 })
  })
})

describe('remove player', () => {
  it('deletes the row; its photo stays, listed among the leftover files of a removed player', async () => {
    const p = await newPlayer('Remove Me')
    const seen = await api.setPlayerPhoto(p, jpeg(90_000, 16), jpeg(7_000, 17))
    const before = (await row(p.id))!
    await api.removePlayer(seen)
    expect(await row(p.id)).toBeUndefined()
    expect(await objectExists(before.photo_path!)).toBe(true)
    const leftovers = await api.listLeftoverFiles(EVENT)
    expect(leftovers.find((f) => f.path === before.photo_path)).toMatchObject({
      kind: 'removed-player',
      playerName: 'Remove Me',
      restorable: false,
    })
  })

  it("removes a player without a photo; a second removal is 'Failed to remove player' (not found)", async () => {
    const p = await newPlayer('No Photo Leaves')
    await api.removePlayer(p)
    await expect(api.removePlayer(p)).rejects.toMatchObject({ code: 'player-removed', backendCode: 'PT404' })
  })
})

// What the SQL itself refuses, whoever calls it: these go straight to the functions.
describe('the SQL functions guard the rows', () => {
  it('the row cannot be pointed at an object that was never stored', async () => {
    const admin = await be.admin()
    const p = await newPlayer('No Object')
    const keys = (await admin.rpc('admin_photo_keys', { p_id: p.id })).data as { photo_key: string; thumb_key: string }[]
    const { photo_key, thumb_key } = keys[0]!
    const { error } = await admin.rpc('set_player_photo', {
      p_id: p.id,
      p_seen_photo_path: '',
      p_photo_path: photo_key,
      p_thumb_path: thumb_key,
    })
    expect(error?.code).toBe('PT409')
    expect((await row(p.id))!.upload_status).toBe(false)
  })

  it('a client without a session can do none of it', async () => {
    const anon = be.anon()
    const p = await newPlayer('Protected')
    for (const [fn, args] of [
      ['add_player', { p_event: EVENT, p_team: TEAM, p_name: 'Intruder' }],
      ['rename_player', { p_id: p.id, p_seen_name: 'Protected', p_name: 'Hacked' }],
      ['admin_photo_keys', { p_id: p.id }],
      ['clear_player_photo', { p_id: p.id, p_seen_photo_path: '' }],
      ['remove_player', { p_id: p.id, p_seen_name: 'Protected', p_seen_photo_path: '' }],
    ] as const) {
      expect((await anon.rpc(fn, args)).error, fn).not.toBeNull()
    }
    expect((await row(p.id))!.player_name).toBe('Protected')
  })
})
