// @vitest-environment node
// An event's export destinations are the organizers' own settings: only an admin reads or saves
// them, each entry is checked in SQL, and a list saved from a stale page is refused unseen.
// The export's player list pages past PostgREST's 1000-row cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers.ts'

let be: TestBackend
let admin: SupabaseClient
const EVENT = 'MJWC 2025'
type ExportRow = { id: number; team: string; player_name: string; photo_path: string | null; review_state: string | null }

const accreditation = {
  name: 'Accreditation — OC',
  shape: '35:45',
  width: 420,
  format: 'jpeg',
  max_kb: 500,
  template: '{team_code}_{number}_{FAMILY}_{given}',
  folders: 'flat',
  photos: 'approved',
  manifest: true,
}
const tv = {
  ...accreditation,
  name: 'TV graphics',
  shape: 'square',
  width: 1000,
  max_kb: null,
  template: '{team}/{name}',
  folders: 'team',
  photos: 'current',
  manifest: false,
}

beforeAll(async () => {
  be = await startTestBackend()
  admin = await be.admin()
})
afterAll(async () => {
  await be?.close()
})

async function read() {
  const { data, error } = await admin.rpc('admin_export_destinations', { p_event: EVENT })
  expect(error).toBeNull()
  return data![0]!
}

describe('export destinations', () => {
  it('start empty, are saved whole with an id each, and come back as saved', async () => {
    expect(await read()).toEqual({ destinations: [], version: 0 })
    const saved = await admin.rpc('admin_set_export_destinations', {
      p_event: EVENT,
      p_destinations: [accreditation, tv],
      p_seen_version: 0,
    })
    expect(saved.error).toBeNull()
    expect(saved.data).toBe(1)
    const { destinations, version } = await read()
    expect(version).toBe(1)
    expect(destinations).toMatchObject([accreditation, tv])
    expect(new Set(destinations.map((d: { id: string }) => d.id)).size).toBe(2)
  })

  it('refuses a list saved from a page that showed an older version, keeping the stored one', async () => {
    const stale = await admin.rpc('admin_set_export_destinations', { p_event: EVENT, p_destinations: [], p_seen_version: 0 })
    expect(stale.error?.hint).toBe('destinations-changed')
    expect((await read()).destinations).toHaveLength(2)
  })

  it('checks every entry: names, shapes, sizes, byte caps and template fields', async () => {
    const cases: [object, string][] = [
      [{ ...accreditation, name: '  ' }, 'destination-name-required'],
      [{ ...accreditation, shape: '16:9' }, 'destination-invalid'],
      [{ ...accreditation, width: 50 }, 'destination-width-invalid'],
      [{ ...accreditation, width: 420.5 }, 'destination-width-invalid'],
      [{ ...accreditation, max_kb: 5 }, 'destination-max-kb-invalid'],
      [{ ...accreditation, template: '{team}/{surname}' }, 'destination-template-invalid'],
      [{ ...accreditation, manifest: 'yes' }, 'destination-invalid'],
    ]
    for (const [bad, hint] of cases) {
      const r = await admin.rpc('admin_set_export_destinations', { p_event: EVENT, p_destinations: [bad], p_seen_version: 1 })
      expect(r.error?.hint, JSON.stringify(bad)).toBe(hint)
    }
    const twice = await admin.rpc('admin_set_export_destinations', {
      p_event: EVENT,
      p_destinations: [accreditation, { ...tv, name: 'accreditation — oc' }],
      p_seen_version: 1,
    })
    expect(twice.error?.hint).toBe('destination-name-taken')
    expect((await read()).version).toBe(1)
  })

  it('are neither read nor saved with a team link or without one', async () => {
    const anon = be.anon()
    expect((await anon.rpc('admin_export_destinations', { p_event: EVENT })).error).not.toBeNull()
    expect(
      (await anon.rpc('admin_set_export_destinations', { p_event: EVENT, p_destinations: [], p_seen_version: 1 })).error,
    ).not.toBeNull()
    expect((await anon.rpc('admin_export_players', { p_event: EVENT })).error).not.toBeNull()
    expect((await read()).destinations).toHaveLength(2)
  })
})

describe("an export's player list", () => {
  it('lists every player of the chosen teams with the current photo and its review state', async () => {
    const { data: rows, error } = await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: ['germany', 'India'] })
    expect(error).toBeNull()
    const data = rows as ExportRow[]
    const count = await be.db.pg.query<{ n: number }>(
      "select count(*)::int as n from event_uploads where event_name = $1 and team in ('Germany', 'India')",
      [EVENT],
    )
    expect(data).toHaveLength(count.rows[0]!.n)
    expect(new Set(data.map((r) => r.team))).toEqual(new Set(['Germany', 'India']))
    const withPhoto = data.filter((r) => r.photo_path)
    expect(withPhoto.length).toBeGreaterThan(0)
    for (const r of withPhoto) expect(['submitted', 'approved', 'retake']).toContain(r.review_state)
  })

  it('pages past 1000 players in team, name, id order', async () => {
    await be.db.pg.query(
      `insert into event_uploads (event_name, team, player_name) select $1, 'Atlantis', 'Player ' || lpad(g::text, 4, '0') from generate_series(1, 1001) g`,
      [EVENT],
    )
    const first = await admin.rpc('admin_export_players', { p_event: EVENT, p_teams: ['Atlantis'] })
    expect(first.data).toHaveLength(1000)
    const last = (first.data as ExportRow[])[999]!
    const next = await admin.rpc('admin_export_players', {
      p_event: EVENT,
      p_teams: ['Atlantis'],
      p_after_team: last.team,
      p_after_name: last.player_name,
      p_after_id: last.id,
    })
    expect((next.data as ExportRow[]).map((r) => r.player_name)).toEqual(['Player 1001'])
  })
})
