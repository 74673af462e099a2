// @vitest-environment node
// The photo checks' findings as the SQL keeps and uses them: stored with each version,
// known codes only; an event's automatic approval of a photo whose every check passed, which
// never locks the player out and which the organizer can undo; all of it in the audit trail.
// Real supabase-js against the local backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, uploadAsPlayer, type TestBackend } from './helpers.ts'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Germany'
const BUCKET = 'player-photos'

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient
let code: string

const jpeg = (size: number, seed: number) => new Blob([fakeJpeg(size, seed)], { type: 'image/jpeg' })
type Row = { id: number; photo_path: string | null; review_state: string | null; findings: string[] | null; auto_approved: boolean }

let seq = 0
async function newPlayer(): Promise<Row> {
  const { data, error } = await admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name: `Checks Player ${++seq}` })
  expect(error).toBeNull()
  return (data as Row[])[0]!
}
const upload = (playerId: number, seed: number, findings?: string[]) =>
  uploadAsPlayer(anon, { event: EVENT, code, playerId, photo: jpeg(3000 + seed, seed), thumb: jpeg(600, seed), findings })
async function adminRow(id: number): Promise<Row> {
  const { data, error } = await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: TEAM })
  expect(error).toBeNull()
  return (data as Row[]).find((p) => p.id === id)!
}
async function playerRow(id: number): Promise<Row> {
  const { data, error } = await anon.rpc('team_roster', { p_event: EVENT, p_code: code })
  expect(error).toBeNull()
  return (data as Row[]).find((p) => p.id === id)!
}
const setAuto = async (on: boolean) => {
  const seen = (await admin.rpc('event_auto_approve', { p_event: EVENT })).data as boolean
  const r = await admin.rpc('set_event_auto_approve', { p_event: EVENT, p_on: on, p_seen: seen })
  expect(r.error).toBeNull()
  expect(r.data).toBe(on)
}
const trail = async (playerId: number) =>
  (
    (await admin.rpc('team_audit', { p_event: EVENT, p_team: TEAM })).data as {
      action: string
      actor: string
      upload_id: number
      before: Record<string, unknown>
      after: Record<string, unknown>
    }[]
  ).filter((a) => a.upload_id === playerId)

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
  code = await be.codeFor(EVENT, TEAM)
})
afterAll(async () => {
  await be?.close()
})

describe('findings: kept with each version', () => {
  it('a player upload keeps its findings (known codes, each once, in order); none sent reads as no check ran', async () => {
    const p = await newPlayer()
    expect((await upload(p.id, 1, ['dark', 'no-face', 'dark'])).error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({ findings: ['dark', 'no-face'], review_state: 'submitted', auto_approved: false })

    expect((await upload(p.id, 2)).error).toBeNull()
    expect((await adminRow(p.id)).findings).toBeNull()

    expect((await upload(p.id, 3, [])).error).toBeNull()
    expect((await adminRow(p.id)).findings).toEqual([])
    // the version list keeps each one's own (older ones unchanged)
    const rows = (
      await be.db.pg.query<{ findings: string[] | null }>('select findings from public.photo_versions where upload_id = $1 order by id', [
        p.id,
      ])
    ).rows
    expect(rows.map((r) => r.findings)).toEqual([['dark', 'no-face'], null, []])
  })

  it('an unknown finding is refused before anything changes: the photo stays as it was', async () => {
    const p = await newPlayer()
    const first = await upload(p.id, 4, [])
    const bad = await upload(p.id, 5, ['looks-great'])
    expect(bad.error).toMatchObject({ code: '22023', hint: 'unknown-finding' })
    expect((await adminRow(p.id)).photo_path).toBe(first.data!.photo_path)
  })

  it("an admin's upload keeps its findings and is approved by a person", async () => {
    const p = await newPlayer()
    const keys = ((await admin.rpc('admin_photo_keys', { p_id: p.id })).data as { photo_key: string; thumb_key: string }[])[0]!
    await admin.storage.from(BUCKET).upload(keys.photo_key, jpeg(5000, 6))
    await admin.storage.from(BUCKET).upload(keys.thumb_key, jpeg(700, 6))
    const set = await admin.rpc('set_player_photo', {
      p_id: p.id,
      p_seen_photo_path: null,
      p_photo_path: keys.photo_key,
      p_thumb_path: keys.thumb_key,
      p_findings: ['blurry'],
    })
    expect(set.error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({ findings: ['blurry'], review_state: 'approved', auto_approved: false })
  })
})

describe('automatic approval: per event, only clean checks, never a lock, undoable', () => {
  afterAll(async () => {
    await setAuto(false)
  })

  it('off by default: a clean photo waits for review', async () => {
    expect((await admin.rpc('event_auto_approve', { p_event: EVENT })).data).toBe(false)
    const p = await newPlayer()
    expect((await upload(p.id, 10, [])).error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'submitted', auto_approved: false })
  })

  it('on: approves a photo whose every check passed, and nothing else; the trail names the system', async () => {
    await setAuto(true)
    const clean = await newPlayer()
    const doubtful = await newPlayer()
    const unchecked = await newPlayer()
    expect((await upload(clean.id, 11, [])).error).toBeNull()
    expect((await upload(doubtful.id, 12, ['face-small'])).error).toBeNull()
    expect((await upload(unchecked.id, 13)).error).toBeNull()

    expect(await adminRow(clean.id)).toMatchObject({ review_state: 'approved', auto_approved: true, findings: [] })
    expect(await adminRow(doubtful.id)).toMatchObject({ review_state: 'submitted', auto_approved: false })
    expect(await adminRow(unchecked.id)).toMatchObject({ review_state: 'submitted', auto_approved: false })
    // the player sees it as theirs still: submitted, not approved
    expect((await playerRow(clean.id)).review_state).toBe('submitted')

    const approval = (await trail(clean.id)).find((a) => a.action === 'approve')
    expect(approval).toMatchObject({ actor: 'system', after: { automatic: true, findings: [] } })
    // counted as approved on the dashboard
    const summary = ((await admin.rpc('event_summary', { p_event: EVENT })).data as { team: string; approved: number }[]).find(
      (t) => t.team === TEAM,
    )!
    expect(summary.approved).toBeGreaterThanOrEqual(1)
  })

  it('the player can still change an automatically approved photo (a person approving it closes that)', async () => {
    await setAuto(true)
    const p = await newPlayer()
    await upload(p.id, 20, [])
    const again = await upload(p.id, 21, ['dark'])
    expect(again.error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({
      review_state: 'submitted',
      auto_approved: false,
      findings: ['dark'],
      photo_path: again.data!.photo_path,
    })

    const third = await upload(p.id, 22, [])
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'approved', auto_approved: true })
    const byPerson = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: third.data!.photo_path, p_decision: 'approve' })
    expect(byPerson.error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'approved', auto_approved: false })
    expect((await upload(p.id, 23, [])).error).toMatchObject({ code: 'PT409', hint: 'photo-approved' })
    // the trail shows the person's approval too (it is the one that locks the team link)
    const approvals = (await trail(p.id)).filter((a) => a.action === 'approve' && a.after.photo_path === third.data!.photo_path)
    expect(approvals.map((a) => [a.actor, a.after.automatic])).toEqual([
      ['admin', false],
      ['system', true],
    ])
    // an Undo made for the automatic approval doesn't undo the person's one
    const undo = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: third.data!.photo_path, p_decision: 'undo-approval' })
    expect(undo.error).toMatchObject({ code: 'PT409', hint: 'photo-changed' })
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'approved', auto_approved: false })
  })

  it('the organizer undoes an approval of the photo they saw: back in review, in the trail; a stale undo is refused', async () => {
    await setAuto(true)
    const p = await newPlayer()
    const up = await upload(p.id, 30, [])
    const seen = up.data!.photo_path

    const undo = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: seen, p_decision: 'undo-approval' })
    expect(undo.error).toBeNull()
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'submitted', auto_approved: false, photo_path: seen })
    expect((await trail(p.id)).find((a) => a.action === 'undo-approval')).toMatchObject({ actor: 'admin', before: { automatic: true } })

    // undoing again: what the organizer saw (an approval) is no longer there
    const twice = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: seen, p_decision: 'undo-approval' })
    expect(twice.error).toMatchObject({ code: 'PT409', hint: 'photo-changed' })
    // a newer photo meanwhile: the undo names the old one and is refused
    const newer = await upload(p.id, 31, [])
    const stale = await admin.rpc('review_photo', { p_id: p.id, p_seen_photo_path: seen, p_decision: 'undo-approval' })
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'photo-changed' })
    expect(await adminRow(p.id)).toMatchObject({ review_state: 'approved', auto_approved: true, photo_path: newer.data!.photo_path })
  })

  it("the setting names what the organizer saw: another organizer's change since is not overwritten", async () => {
    await setAuto(false)
    const stale = await admin.rpc('set_event_auto_approve', { p_event: EVENT, p_on: true, p_seen: true })
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'event-changed' })
    expect((await admin.rpc('event_auto_approve', { p_event: EVENT })).data).toBe(false)
  })

  it('only an admin reads or changes the setting, or undoes an approval', async () => {
    const p = await newPlayer()
    const up = await upload(p.id, 40, [])
    for (const [fn, args] of [
      ['set_event_auto_approve', { p_event: EVENT, p_on: true, p_seen: false }],
      ['event_auto_approve', { p_event: EVENT }],
      ['review_photo', { p_id: p.id, p_seen_photo_path: up.data!.photo_path, p_decision: 'undo-approval' }],
    ] as const) {
      expect((await anon.rpc(fn, args)).error, fn).not.toBeNull()
    }
    expect((await admin.rpc('set_event_auto_approve', { p_event: 'No Such Event', p_on: true, p_seen: false })).error).toMatchObject({
      code: 'PT404',
    })
  })
})
