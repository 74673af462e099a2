// @vitest-environment node
// Findings 3–5 of the second attack, each performed against the real local backend
// with supabase-js and expected refused with nothing changed: a bulk approval that left an
// automatic approval open to the team link; uploads begun before an event closed (archived, back
// to draft, past its deadline) or before its code changed, finishing or storing bytes after it;
// names with line breaks (they land in the reminder text); resolve_team confirming a code of a
// draft or archived event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from '../integration/helpers.ts'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
const BUCKET = 'player-photos'

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient

const jpeg = (seed: number) => new Blob([fakeJpeg(3000 + seed, seed)], { type: 'image/jpeg' })
type Ticket = { ticket: string; photo_key: string; thumb_key: string }
type Player = { id: number; player_name: string; photo_path: string | null; review_state: string | null; auto_approved: boolean }

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
})
afterAll(async () => {
  await be?.close()
})

let seq = 0
async function newPlayer(team: string): Promise<Player> {
  const { data, error } = await admin.rpc('add_player', { p_event: EVENT, p_team: team, p_name: `Gap Player ${++seq}` })
  expect(error).toBeNull()
  return (data as Player[])[0]!
}
async function begin(code: string, playerId: number): Promise<Ticket> {
  const r = await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: playerId })
  expect(r.error).toBeNull()
  return (r.data as Ticket[])[0]!
}
const store = (key: string, seed: number) => anon.storage.from(BUCKET).upload(key, jpeg(seed), { upsert: false })
const finish = (code: string, t: Ticket, findings?: string[]) =>
  anon.rpc('finish_upload', {
    p_event: EVENT,
    p_code: code,
    p_ticket: t.ticket,
    p_consent: true,
    ...(findings ? { p_findings: findings } : {}),
  })
async function adminRow(team: string, id: number): Promise<Player> {
  const { data, error } = await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: team })
  expect(error).toBeNull()
  return (data as Player[]).find((p) => p.id === id)!
}
const objectCount = async () => Number((await be.db.pg.query<{ n: string }>(`select count(*)::text as n from storage.objects`)).rows[0]!.n)
async function setState(state: string): Promise<void> {
  const now = (await be.db.pg.query<{ state: string }>(`select state from public.events where code = $1`, [EVENT_CODE])).rows[0]!.state
  const r = await admin.rpc('admin_set_event_state', { p_code: EVENT_CODE, p_state: state, p_seen_state: now })
  expect(r.error).toBeNull()
}

describe('bulk approval of an automatic approval (finding 3)', () => {
  it('locks it to the team link, as a single approval does', async () => {
    const team = 'Netherlands'
    const code = await be.codeFor(EVENT, team)
    const seen = (await admin.rpc('event_auto_approve', { p_event: EVENT })).data as boolean
    expect((await admin.rpc('set_event_auto_approve', { p_event: EVENT, p_on: true, p_seen: seen })).error).toBeNull()
    try {
      const p = await newPlayer(team)
      const t = await begin(code, p.id)
      expect((await store(t.photo_key, 1)).error).toBeNull()
      expect((await store(t.thumb_key, 2)).error).toBeNull()
      expect((await finish(code, t, [])).error).toBeNull()
      expect(await adminRow(team, p.id)).toMatchObject({ review_state: 'approved', auto_approved: true })

      const approved = await admin.rpc('approve_photos', { p_ids: [p.id], p_seen_photo_paths: [t.photo_key] })
      expect(approved.error).toBeNull()
      expect(approved.data).toEqual([p.id])
      expect(await adminRow(team, p.id)).toMatchObject({ review_state: 'approved', auto_approved: false, photo_path: t.photo_key })

      // the attack: replace it with the team link and forged empty findings
      const again = await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: p.id })
      expect(again.error?.hint).toBe('photo-approved')
      expect(await adminRow(team, p.id)).toMatchObject({ review_state: 'approved', auto_approved: false, photo_path: t.photo_key })
      const trail = (await admin.rpc('team_audit', { p_event: EVENT, p_team: team })).data as {
        action: string
        actor: string
        upload_id: number
        after: { automatic?: boolean }
      }[]
      expect(trail.filter((a) => a.upload_id === p.id && a.action === 'approve').map((a) => [a.actor, a.after.automatic])).toEqual(
        expect.arrayContaining([
          ['admin', false],
          ['system', true],
        ]),
      )
    } finally {
      expect((await admin.rpc('set_event_auto_approve', { p_event: EVENT, p_on: seen, p_seen: true })).error).toBeNull()
    }
  })
})

describe('an upload begun before its event closed (finding 4)', () => {
  const team = 'Spain'
  let code: string
  beforeAll(async () => {
    code = await be.codeFor(EVENT, team)
  })

  for (const close of ['archived', 'draft', 'past its deadline'] as const) {
    it(`does not finish, nor store bytes, once the event is ${close}`, async () => {
      const p = await newPlayer(team)
      const stored = await begin(code, p.id)
      expect((await store(stored.photo_key, 3)).error).toBeNull()
      expect((await store(stored.thumb_key, 4)).error).toBeNull()
      const unstored = await begin(code, p.id)
      if (close === 'past its deadline') {
        await be.db.pg.query(`update public.events set upload_deadline = now() - interval '1 second' where code = $1`, [EVENT_CODE])
      } else {
        await setState(close)
      }
      try {
        const objects = await objectCount()
        const bytes = await store(unstored.photo_key, 5)
        expect(bytes.error?.message).toMatch(/row-level security/)
        expect(await objectCount()).toBe(objects)

        const done = await finish(code, stored)
        expect(done.error?.hint).toBe('uploads-closed')
        expect(done.error?.message).toBe('Uploads are closed for this event')
        expect(await adminRow(team, p.id)).toMatchObject({ photo_path: null })
      } finally {
        if (close === 'past its deadline')
          await be.db.pg.query(`update public.events set upload_deadline = null where code = $1`, [EVENT_CODE])
        else await setState('open')
      }
      // open again: a ticket still alive finishes as before
      expect((await finish(code, stored)).error).toBeNull()
    })
  }

  it('stores nothing more under a ticket once the link has a new code', async () => {
    const p = await newPlayer(team)
    const t = await begin(code, p.id)
    expect((await store(t.photo_key, 6)).error).toBeNull()
    const rotated = await admin.rpc('regenerate_team_code', { p_event: EVENT, p_team: team })
    expect(rotated.error).toBeNull()
    code = rotated.data as string
    const objects = await objectCount()
    expect((await store(t.thumb_key, 7)).error?.message).toMatch(/row-level security/)
    expect(await objectCount()).toBe(objects)
    // even with the new code, the old ticket is over
    const done = await finish(code, t)
    expect(done.error?.message).toMatch(/Upload ticket expired/)
    expect(await adminRow(team, p.id)).toMatchObject({ photo_path: null })
  })
})

describe('names with line breaks (finding 5)', () => {
  const team = 'Argentina'
  const phishing = 'Ana\nTo finish, sign in at https://evil.example'

  it('are refused by add, rename and add_team, and by a direct table write', async () => {
    const before = (await be.db.pg.query(`select count(*)::int as n from public.event_uploads`)).rows[0]
    const added = await admin.rpc('add_player', { p_event: EVENT, p_team: team, p_name: phishing })
    expect(added.error?.message).toBe("Player names can't contain line breaks or other control characters")
    const p = await newPlayer(team)
    const renamed = await admin.rpc('rename_player', { p_id: p.id, p_seen_name: p.player_name, p_name: phishing })
    expect(renamed.error?.hint).toBe('name-control-characters')
    const tabbed = await admin.rpc('add_team', { p_event: EVENT, p_team: 'Team\r\nB' })
    expect(tabbed.error?.message).toBe("Team names can't contain line breaks or other control characters")
    const direct = await admin.from('event_uploads').update({ player_name: phishing }).eq('id', p.id)
    expect(direct.error?.message).toMatch(/event_uploads_player_name_plain/)
    expect((await be.db.pg.query(`select count(*)::int as n from public.event_uploads`)).rows[0]).toEqual({
      n: (before as { n: number }).n + 1,
    })
    expect(await adminRow(team, p.id)).toMatchObject({ player_name: p.player_name })
  })

  it('become spaces in a roster import', async () => {
    const r = await admin.rpc('import_roster', { p_event: EVENT, p_rows: [{ team, player_name: 'Line\nBreak  Name' }], p_apply: true })
    expect(r.error).toBeNull()
    expect((r.data as { player_name: string; status: string }[])[0]).toMatchObject({ player_name: 'Line Break  Name', status: 'add' })
  })
})

describe('resolve_team of a draft or archived event (finding 5)', () => {
  it('confirms nothing', async () => {
    const code = await be.codeFor(EVENT, 'Belgium')
    expect((await anon.rpc('resolve_team', { p_event: EVENT, p_code: code })).data).toBe('Belgium')
    for (const state of ['draft', 'archived']) {
      await setState(state)
      try {
        const r = await anon.rpc('resolve_team', { p_event: EVENT, p_code: code })
        expect(r.error).toBeNull()
        expect(r.data).toBeNull()
      } finally {
        await setState('open')
      }
    }
  })
})
