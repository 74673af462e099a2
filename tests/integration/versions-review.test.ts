// @vitest-environment node
// Review states, versions, the audit trail and consent, as the SQL enforces them: each transition,
// who may make it (a team link, an admin, a signed-in non-admin, no one), and that nothing a
// player does deletes a stored version. Real supabase-js against the local backend.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { clientFor, startTestBackend, uploadAsPlayer, type TestBackend } from './helpers.ts'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'
import { countPlayers, percentUploaded, type FilterablePlayer } from '@/features/team-upload/player-filters'
import { summaryRows } from '@/features/admin-dashboard/csv'
import type { TeamSummary } from '@/lib/api'

const EVENT = 'MJWC 2025'
const TEAM = 'Argentina'
const BUCKET = 'player-photos'

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient
let code: string

const jpeg = (size: number, seed: number) => new Blob([fakeJpeg(size, seed)], { type: 'image/jpeg' })

type Player = { id: number; player_name: string; photo_path: string | null; review_state: string | null }
let seq = 0
async function newPlayer(): Promise<Player> {
  const { data, error } = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: `Versions Player ${++seq}` })
  expect(error).toBeNull()
  return (data as Player[])[0]!
}
const upload = (playerId: number, seed: number, consent = true) =>
  uploadAsPlayer(anon, { event: EVENT, code, playerId, photo: jpeg(3000 + seed, seed), thumb: jpeg(600, seed), consent })
type Version = {
  id: number
  photo_path: string
  is_current: boolean
  review_state: string
  source: string
  consented_at: string | null
  abandoned: boolean
}
async function current(id: number): Promise<Player> {
  const { data, error } = await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: TEAM })
  expect(error).toBeNull()
  return (data as Player[]).find((p) => p.id === id)!
}
const objectCount = async () => (await be.db.pg.query<{ n: number }>('select count(*)::int as n from storage.objects')).rows[0]!.n
const served = async (key: string) => (await fetch(`${be.url}/storage/v1/object/public/${BUCKET}/${key}`)).status
const versions = async (id: number) => (await admin.rpc('player_photo_versions', { p_id: id })).data as Version[]

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
  code = await be.codeFor(EVENT, TEAM)
})
afterAll(async () => {
  await be?.close()
})

describe('review: submitted → approved | retake, enforced in SQL', () => {
  it('a player upload is submitted; a retake needs a listed reason; a new upload returns it to submitted; approval locks the team link out', async () => {
    const p = await newPlayer()
    const first = await upload(p.id, 1)
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ review_state: 'submitted' })
    const seen = first.data!.photo_path

    // reasons come from the list
    const bad = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: seen, p_decision: 'retake', p_reason: 'ugly' })
    expect(bad.error).toMatchObject({ code: '22023', hint: 'retake-reason' })
    const retake = await admin.rpc('review_photo', {
      p_id: p.id,
      p_seen_photo_path: seen,
      p_decision: 'retake',
      p_reason: 'blurry',
      p_note: '  Stand closer  ',
    })
    expect(retake.error).toBeNull()

    // the player's page says why
    const roster = (await anon.rpc('team_roster', { p_event: EVENT, p_code: code })).data as (Player & {
      retake_reason: string
      retake_note: string
    })[]
    expect(roster.find((r) => r.id === p.id)).toMatchObject({
      review_state: 'retake',
      retake_reason: 'blurry',
      retake_note: 'Stand closer',
      upload_status: true,
    })

    const second = await upload(p.id, 2)
    expect(second.data).toMatchObject({ review_state: 'submitted' })
    const approve = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: second.data!.photo_path, p_decision: 'approve' })
    expect(approve.error).toBeNull()
    expect(await current(p.id)).toMatchObject({ review_state: 'approved', photo_path: second.data!.photo_path })

    // the team link can no longer replace it: refused before any byte is sent
    const third = await upload(p.id, 3)
    expect(third.error).toMatchObject({ code: 'PT409', hint: 'photo-approved' })
    expect((await current(p.id)).photo_path).toBe(second.data!.photo_path)

    // …but an admin still can (an admin's own photo is approved)
    const keys = ((await admin.rpc('admin_photo_keys', { p_id: p.id })).data as { photo_key: string; thumb_key: string }[])[0]!
    await admin.storage.from(BUCKET).upload(keys.photo_key, jpeg(5000, 4))
    await admin.storage.from(BUCKET).upload(keys.thumb_key, jpeg(700, 4))
    const replaced = await admin.rpc('set_player_photo', {
      p_id: p.id,
      p_seen_photo_path: second.data!.photo_path,
      p_photo_path: keys.photo_key,
      p_thumb_path: keys.thumb_key,
    })
    expect(replaced.error).toBeNull()
    expect(await current(p.id)).toMatchObject({ review_state: 'approved', photo_path: keys.photo_key })
  })

  it('an approval between begin and finish still stops the team link at finish; the bytes stay in reach', async () => {
    const p = await newPlayer()
    const first = await upload(p.id, 5)
    const begun = (
      (await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })).data as {
        ticket: string
        photo_key: string
        thumb_key: string
      }[]
    )[0]!
    await anon.storage.from(BUCKET).upload(begun.photo_key, jpeg(3100, 6))
    await anon.storage.from(BUCKET).upload(begun.thumb_key, jpeg(600, 6))
    await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: first.data!.photo_path, p_decision: 'approve' })
    const fin = await anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: begun.ticket, p_consent: true })
    expect(fin.error).toMatchObject({ code: 'PT409', hint: 'photo-approved' })
    expect(await served(begun.photo_key)).toBe(200)
  })

  it('reviews name the photo seen: a stale approval or retake is refused', async () => {
    const p = await newPlayer()
    const first = await upload(p.id, 7)
    const second = await upload(p.id, 8)
    const stale = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: first.data!.photo_path, p_decision: 'approve' })
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'photo-changed', message: 'This photo changed since you opened the page' })
    expect((await current(p.id)).review_state).toBe('submitted')

    // bulk approve: only the players whose photo is still the one seen
    const q = await newPlayer()
    const qUp = await upload(q.id, 9)
    const bulk = await admin.rpc('approve_photos', {
      p_ids: [p.id, q.id],
      p_seen_photo_paths: [first.data!.photo_path, qUp.data!.photo_path],
    })
    expect(bulk.error).toBeNull()
    expect(bulk.data).toEqual([q.id])
    expect((await current(q.id)).review_state).toBe('approved')
    expect(await current(p.id)).toMatchObject({ review_state: 'submitted', photo_path: second.data!.photo_path })
  })

  it('who may review: only an admin', async () => {
    const p = await newPlayer()
    const up = await upload(p.id, 10)
    const seen = up.data!.photo_path
    const outsider = clientFor(be.url, be.anonKey)
    await outsider.auth.signInAnonymously().catch(() => undefined)
    for (const client of [anon, outsider]) {
      for (const [fn, args] of [
        ['review_photo', { p_id: p.id, p_seen_photo_path: seen, p_decision: 'approve' }],
        ['approve_photos', { p_ids: [p.id], p_seen_photo_paths: [seen] }],
        ['player_photo_versions', { p_id: p.id }],
        ['restore_photo_version', { p_version_id: 1, p_seen_photo_path: seen }],
        ['team_audit', { p_event: EVENT, p_team: TEAM }],
        ['admin_leftover_files', { p_event: EVENT }],
        ['purge_leftovers', { p_event: EVENT, p_version_ids: [1], p_unrecorded_paths: [] }],
        ['set_event_consent', { p_event: EVENT, p_required: false, p_text_en: 'x', p_text_es: 'x' }],
      ] as const) {
        expect((await client.rpc(fn, args)).error, fn).not.toBeNull()
      }
      for (const table of ['photo_versions', 'audit_log']) {
        const read = await client.from(table).select('*').limit(1)
        expect(read.error ?? (read.data?.length ? 'rows' : null), table).not.toBeNull()
      }
    }
    expect((await current(p.id)).review_state).toBe('submitted')
  })
})

describe('one count of uploaded photos', () => {
  it('after a retake request, the team page, the summary and the CSV say the same numbers', async () => {
    const p = await newPlayer()
    const first = await upload(p.id, 31)
    expect(first.error).toBeNull()
    const sent = await admin.rpc('review_photo', {
      p_id: p.id,
      p_seen_photo_path: first.data!.photo_path,
      p_decision: 'retake',
      p_reason: 'blurry',
    })
    expect(sent.error).toBeNull()

    const roster = (await anon.rpc('team_roster', { p_event: EVENT, p_code: code })).data as FilterablePlayer[]
    const page = countPlayers(roster)
    const summary = (
      (await admin.rpc('event_summary', { p_event: EVENT })).data as {
        team: string
        total: number
        uploaded: number
        retake: number
        access_code: string | null
      }[]
    ).find((r) => r.team === TEAM)!
    expect(page.retake).toBeGreaterThan(0)
    expect({ total: page.total, uploaded: page.uploaded, retake: page.retake }).toEqual({
      total: summary.total,
      uploaded: summary.uploaded,
      retake: summary.retake,
    })

    const team: TeamSummary = {
      name: TEAM,
      urlSafeName: TEAM,
      total: summary.total,
      uploaded: summary.uploaded,
      approved: 0,
      needsReview: 0,
      retake: summary.retake,
      percentage: 0,
      lastUpdated: null,
      accessCode: summary.access_code,
    }
    const [csv] = summaryRows([team], (c) => c)
    expect(csv!.slice(0, 4)).toEqual([TEAM, page.total, page.uploaded, `${percentUploaded(page)}%`])
  })
})

describe('versions: nothing a player does deletes one', () => {
  it('every upload is kept; any version can be restored in one call, compare-and-set', async () => {
    const p = await newPlayer()
    const ups = []
    for (const seed of [11, 12, 13]) ups.push((await upload(p.id, seed)).data!.photo_path)
    const list = await versions(p.id)
    expect(list.map((v) => v.photo_path)).toEqual([...ups].reverse())
    expect(list.map((v) => v.is_current)).toEqual([true, false, false])
    expect(list.every((v) => v.source === 'team-link' && v.consented_at !== null)).toBe(true)
    for (const key of ups) expect(await served(key)).toBe(200)

    const oldest = list.at(-1)!
    const stale = await admin.rpc('restore_photo_version', { p_version_id: oldest.id, p_seen_photo_path: ups[0] })
    expect(stale.error).toMatchObject({ hint: 'photo-changed' })
    const restored = await admin.rpc('restore_photo_version', { p_version_id: oldest.id, p_seen_photo_path: ups[2] })
    expect(restored.error).toBeNull()
    expect(await current(p.id)).toMatchObject({ photo_path: ups[0] })
  })

  it('a restored version whose retake was requested goes back to review', async () => {
    const p = await newPlayer()
    const a = (await upload(p.id, 14)).data!.photo_path
    await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: a, p_decision: 'retake', p_reason: 'too-dark' })
    const b = (await upload(p.id, 15)).data!.photo_path
    const va = (await versions(p.id)).find((v) => v.photo_path === a)!
    expect(va.review_state).toBe('retake')
    await admin.rpc('restore_photo_version', { p_version_id: va.id, p_seen_photo_path: b })
    expect(await current(p.id)).toMatchObject({ photo_path: a, review_state: 'submitted' })
  })

  it('one team link replacing every photo of its team deletes nothing', async () => {
    const spain = await be.codeFor(EVENT, 'Spain')
    const before = await objectCount()
    const roster = (await anon.rpc('team_roster', { p_event: EVENT, p_code: spain })).data as Player[]
    const targets = roster.filter((r) => r.photo_path && r.review_state !== 'approved')
    expect(targets.length).toBeGreaterThan(2)
    for (const [i, r] of targets.entries()) {
      const up = await uploadAsPlayer(anon, { event: EVENT, code: spain, playerId: r.id, photo: jpeg(64, i), thumb: jpeg(64, i) })
      expect(up.error).toBeNull()
    }
    // two new objects per upload, none removed; every replaced photo is still served
    expect(await objectCount()).toBe(before + 2 * targets.length)
    for (const r of targets) expect(await served(r.photo_path!)).toBe(200)
    // anon can't remove objects at all, and an admin can't remove a recorded one through Storage
    const old = targets[0]!.photo_path!
    await anon.storage.from(BUCKET).remove([old])
    await admin.storage.from(BUCKET).remove([old])
    expect(await served(old)).toBe(200)
  })
})

describe('only whole images become versions', () => {
  it('a truncated JPEG, or random bytes behind a JPEG marker, is refused by Storage and never becomes the photo', async () => {
    const p = await newPlayer()
    const truncated = readFileSync(join(import.meta.dirname, '../fixtures/images/truncated.jpg'))
    const random = new Uint8Array(64).map((_, i) => (i * 97 + 13) & 0xff)
    random.set([0xff, 0xd8, 0xff, 0xe0])
    for (const bytes of [truncated, random]) {
      const up = await uploadAsPlayer(anon, {
        event: EVENT,
        code,
        playerId: p.id,
        photo: new Blob([bytes], { type: 'image/jpeg' }),
        thumb: jpeg(600, 1),
      })
      expect(up.error?.message).toMatch(/not complete/)
    }
    expect((await current(p.id)).photo_path).toBeNull()
    expect(await versions(p.id)).toEqual([])
  })
})

describe('leftover files: replaced, deleted, removed, abandoned, unrecorded; restore and purge', () => {
  type Leftover = {
    kind: string
    version_id: number | null
    photo_path: string
    player_exists: boolean
    beyond_retention: boolean
    current_photo_path: string | null
  }
  const leftovers = async () => (await admin.rpc('admin_leftover_files', { p_event: EVENT })).data as Leftover[]

  it('lists each kind, and purge frees exactly what was chosen', async () => {
    const p = await newPlayer()
    const a = (await upload(p.id, 30)).data!.photo_path
    const b = (await upload(p.id, 31)).data!.photo_path

    // an upload the player never finished: ticket expired with both objects stored
    const begun = (
      (await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })).data as {
        ticket: string
        photo_key: string
        thumb_key: string
      }[]
    )[0]!
    await anon.storage.from(BUCKET).upload(begun.photo_key, jpeg(3200, 32))
    await anon.storage.from(BUCKET).upload(begun.thumb_key, jpeg(600, 32))
    await be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [begun.ticket])

    // a removed player's photo
    const gone = await newPlayer()
    const g = (await upload(gone.id, 33)).data!.photo_path
    expect((await admin.rpc('remove_player', { p_id: gone.id, p_seen_name: gone.player_name, p_seen_photo_path: g })).error).toBeNull()

    // an object nothing records (e.g. an admin upload refused as stale)
    const keys = ((await admin.rpc('admin_photo_keys', { p_id: p.id })).data as { photo_key: string }[])[0]!
    await admin.storage.from(BUCKET).upload(keys.photo_key, jpeg(2000, 34))

    // a photo an organizer deleted is 'deleted'; the one it had replaced stays 'replaced'
    const cleared = await newPlayer()
    const c = (await upload(cleared.id, 35)).data!.photo_path
    const d = (await upload(cleared.id, 36)).data!.photo_path
    expect((await admin.rpc('clear_player_photo', { p_id: cleared.id, p_seen_photo_path: d })).error).toBeNull()

    const list = await leftovers()
    const byPath = new Map(list.map((l) => [l.photo_path, l]))
    expect(byPath.get(a)).toMatchObject({ kind: 'replaced', player_exists: true, current_photo_path: b })
    expect(byPath.get(d)).toMatchObject({ kind: 'deleted', player_exists: true, current_photo_path: null })
    expect(byPath.get(c)).toMatchObject({ kind: 'replaced', player_exists: true, current_photo_path: null })
    expect(byPath.get(begun.photo_key)).toMatchObject({ kind: 'abandoned', player_exists: true })
    expect(byPath.get(g)).toMatchObject({ kind: 'removed-player', player_exists: false })
    expect(byPath.get(keys.photo_key)).toMatchObject({ kind: 'unrecorded', version_id: null })
    expect(byPath.has(b)).toBe(false) // current photos are never leftovers

    // an upload never finished has no recorded consent: it can't become the photo while the event
    // asks for consent; a replaced version can
    const abandoned = byPath.get(begun.photo_key)!
    expect((await admin.rpc('restore_photo_version', { p_version_id: abandoned.version_id!, p_seen_photo_path: b })).error).toMatchObject({
      hint: 'consent-missing',
    })
    expect((await admin.rpc('restore_photo_version', { p_version_id: byPath.get(a)!.version_id!, p_seen_photo_path: b })).error).toBeNull()
    expect((await current(p.id)).photo_path).toBe(a)

    // purge: a current version can't be purged; the others are forgotten and their files go
    const purge = await admin.rpc('purge_leftovers', {
      p_event: EVENT,
      p_version_ids: [byPath.get(a)!.version_id!, byPath.get(g)!.version_id!, abandoned.version_id!],
      p_unrecorded_paths: [keys.photo_key, 'mjwc2025/elsewhere/not-ours.jpg'],
    })
    expect(purge.error).toBeNull()
    const paths = (purge.data as string[]).sort()
    expect(paths).toEqual([g, g.replace('.jpg', '.thumb.jpg'), begun.photo_key, begun.thumb_key, keys.photo_key].sort())
    await admin.storage.from(BUCKET).remove(paths)
    for (const key of paths) expect(await served(key)).not.toBe(200)
    expect(await served(a)).toBe(200)
    expect(await served(b)).toBe(200)
  })

  it('marks versions beyond the retention (not approved, older than the 5 newest)', async () => {
    const p = await newPlayer()
    const keys: string[] = []
    for (let i = 0; i < 7; i++) keys.push((await upload(p.id, 40 + i)).data!.photo_path)
    const mine = (await leftovers()).filter((l) => keys.includes(l.photo_path))
    expect(
      mine
        .filter((l) => l.beyond_retention)
        .map((l) => l.photo_path)
        .sort(),
    ).toEqual(keys.slice(0, 2).sort())
  })
})

describe('audit trail: written by the SQL, readable per team', () => {
  it('records upload, retake, approve, restore, rename, delete-photo, remove-player with actor and before/after', async () => {
    const p = await newPlayer()
    const a = (await upload(p.id, 50)).data!.photo_path
    await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: a, p_decision: 'retake', p_reason: 'not-portrait' })
    const b = (await upload(p.id, 51)).data!.photo_path
    await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: b, p_decision: 'approve' })
    const va = (await versions(p.id)).find((v) => v.photo_path === a)!
    await admin.rpc('restore_photo_version', { p_version_id: va.id, p_seen_photo_path: b })
    await admin.rpc('rename_player', { p_id: p.id, p_seen_name: p.player_name, p_name: 'Audited Player' })
    await admin.rpc('clear_player_photo', { p_id: p.id, p_seen_photo_path: a })
    await admin.rpc('remove_player', { p_id: p.id, p_seen_name: 'Audited Player', p_seen_photo_path: '' })

    const { data, error } = await admin.rpc('team_audit', { p_event: EVENT, p_team: TEAM.toLowerCase() })
    expect(error).toBeNull()
    const mine = (
      data as {
        action: string
        actor: string
        upload_id: number
        before: Record<string, unknown> | null
        after: Record<string, unknown> | null
      }[]
    )
      .filter((e) => e.upload_id === p.id)
      .reverse()
    expect(mine.map((e) => `${e.actor} ${e.action}`)).toEqual([
      'admin add-player',
      'team-link upload',
      'admin request-retake',
      'team-link replace',
      'admin approve',
      'admin restore',
      'admin rename',
      'admin delete-photo',
      'admin remove-player',
    ])
    expect(mine[2]!.after).toMatchObject({ reason: 'not-portrait' })
    expect(mine[6]).toMatchObject({ before: { player_name: p.player_name }, after: { player_name: 'Audited Player' } })
    expect(mine[5]).toMatchObject({ before: { photo_path: b }, after: { photo_path: a } })
  })

  it('records a regenerated code without the code itself', async () => {
    const { data: newCode } = await admin.rpc('regenerate_team_code', { p_event: EVENT, p_team: TEAM })
    code = newCode as string
    const { data } = await admin.rpc('team_audit', { p_event: EVENT, p_team: TEAM, p_limit: 5 })
    const entry = (data as { action: string; before: unknown; after: unknown }[]).find((e) => e.action === 'regenerate-code')
    expect(entry).toBeDefined()
    expect(JSON.stringify(entry)).not.toContain(code)
  })
})

describe('consent', () => {
  it('is required by default, recorded with the version, and can be switched off per event by an admin', async () => {
    const consent = (await anon.rpc('event_consent', { p_event: EVENT })).data as { required: boolean; text_en: string; text_es: string }[]
    expect(consent[0]).toMatchObject({ required: true })
    expect(consent[0]!.text_es.length).toBeGreaterThan(20)

    const p = await newPlayer()
    const refused = await upload(p.id, 60, false)
    expect(refused.error).toMatchObject({ code: 'PT422', hint: 'consent-required' })
    expect((await current(p.id)).photo_path).toBeNull()

    expect(
      (
        await admin.rpc('set_event_consent', {
          p_event: EVENT,
          p_required: false,
          p_text_en: consent[0]!.text_en,
          p_text_es: consent[0]!.text_es,
        })
      ).error,
    ).toBeNull()
    const ok = await upload(p.id, 61, false)
    expect(ok.error).toBeNull()
    expect((await versions(p.id))[0]).toMatchObject({ consented_at: null })
    await admin.rpc('set_event_consent', {
      p_event: EVENT,
      p_required: true,
      p_text_en: consent[0]!.text_en,
      p_text_es: consent[0]!.text_es,
    })
  })

  it('records the text in the language the player read', async () => {
    const p = await newPlayer()
    const begun = (
      (await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })).data as {
        ticket: string
        photo_key: string
        thumb_key: string
      }[]
    )[0]!
    await anon.storage.from(BUCKET).upload(begun.photo_key, jpeg(3000, 62))
    await anon.storage.from(BUCKET).upload(begun.thumb_key, jpeg(600, 62))
    const fin = await anon.rpc('finish_upload', {
      p_event: EVENT,
      p_code: code,
      p_ticket: begun.ticket,
      p_consent: true,
      p_consent_lang: 'es',
    })
    expect(fin.error).toBeNull()
    const stored = await be.db.pg.query<{ consent_text: string }>('select consent_text from photo_versions where photo_path = $1', [
      begun.photo_key,
    ])
    const { text_es } = ((await anon.rpc('event_consent', { p_event: EVENT })).data as { text_es: string }[])[0]!
    expect(stored.rows[0]!.consent_text).toBe(text_es)
  })

  it("a photo the player didn't consent to (refused at finish, then abandoned) can't be restored as theirs", async () => {
    const p = await newPlayer()
    const begun = (
      (await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })).data as {
        ticket: string
        photo_key: string
        thumb_key: string
      }[]
    )[0]!
    await anon.storage.from(BUCKET).upload(begun.photo_key, jpeg(3000, 63))
    await anon.storage.from(BUCKET).upload(begun.thumb_key, jpeg(600, 63))
    expect(
      (await anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: begun.ticket, p_consent: false })).error,
    ).toMatchObject({ hint: 'consent-required' })
    await be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [begun.ticket])
    const declined = (await versions(p.id)).find((v) => v.photo_path === begun.photo_key)!
    expect(declined).toMatchObject({ abandoned: true, consented_at: null })
    const restore = await admin.rpc('restore_photo_version', { p_version_id: declined.id, p_seen_photo_path: '' })
    expect(restore.error).toMatchObject({ code: 'PT409', hint: 'consent-missing' })
    expect((await current(p.id)).photo_path).toBeNull()
  })

  it("the event's consent changes show in every team's trail", async () => {
    const [c] = (await anon.rpc('event_consent', { p_event: EVENT })).data as { text_en: string; text_es: string }[]
    await admin.rpc('set_event_consent', {
      p_event: EVENT,
      p_required: true,
      p_text_en: `${c!.text_en} `.trim() + ' (v2)',
      p_text_es: c!.text_es,
    })
    const { data } = await admin.rpc('team_audit', { p_event: EVENT, p_team: TEAM, p_limit: 3 })
    expect((data as { action: string; actor: string }[])[0]).toMatchObject({ action: 'consent-changed', actor: 'admin' })
    await admin.rpc('set_event_consent', { p_event: EVENT, p_required: true, p_text_en: c!.text_en, p_text_es: c!.text_es })
  })
})

describe('roster integrity', () => {
  it('a duplicate name needs confirmation; a removed player mid-upload is told so', async () => {
    const p = await newPlayer()
    const dup = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: p.player_name.toUpperCase() })
    expect(dup.error).toMatchObject({ code: 'PT409', hint: 'duplicate-name' })
    const twin = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: p.player_name, p_allow_duplicate: true })
    expect(twin.error).toBeNull()
    const twinId = (twin.data as Player[])[0]!.id
    const rename = await admin.rpc('rename_player', { p_id: twinId, p_seen_name: p.player_name, p_name: `${p.player_name} B` })
    expect(rename.error).toBeNull()
    const staleRename = await admin.rpc('rename_player', { p_id: twinId, p_seen_name: p.player_name, p_name: 'Other' })
    expect(staleRename.error).toMatchObject({ code: 'PT409', hint: 'player-changed' })

    const begun = (
      (await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })).data as {
        ticket: string
        photo_key: string
        thumb_key: string
      }[]
    )[0]!
    await anon.storage.from(BUCKET).upload(begun.photo_key, jpeg(3000, 70))
    await anon.storage.from(BUCKET).upload(begun.thumb_key, jpeg(600, 70))
    await admin.rpc('remove_player', { p_id: p.id, p_seen_name: p.player_name, p_seen_photo_path: '' })
    const fin = await anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: begun.ticket, p_consent: true })
    expect(fin.error).toMatchObject({ code: 'PT404', hint: 'player-removed' })
    const again = await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })
    expect(again.error).toMatchObject({ code: 'PT404', hint: 'player-removed' })
    // the photo it sent is kept, attributed to the removed player, once the ticket expires
    await be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [begun.ticket])
    const left = (
      (await admin.rpc('admin_leftover_files', { p_event: EVENT })).data as { photo_path: string; kind: string; player_name: string }[]
    ).find((l) => l.photo_path === begun.photo_key)
    expect(left).toMatchObject({ kind: 'removed-player', player_name: p.player_name })
  })
})
