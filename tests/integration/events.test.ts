// @vitest-environment node
// Events are data, against the real local backend: what players see of events
// (list_open_events, team_link), who may write them (admins only, with validation and
// compare-and-set), and the upload deadline enforced in SQL (begin_upload), never for admins.
// Most calls go through the app's REAL data module (src/lib/api); the permission checks use
// plain supabase-js clients as an attacker would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, uploadAsPlayer, type TestBackend } from './helpers.ts'
import { importAppDataModule, type AppDataModule } from './app-data-module.ts'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'
import { isoToZonedTime } from '@/lib/dates'

const PUBLIC_FIELDS = [
  'code',
  'name',
  'display_name',
  'short_name',
  'venue',
  'start_date',
  'end_date',
  'upload_deadline',
  'time_zone',
  'state',
  'contact_email',
  'uploads_open',
].sort()
const BUCKET = 'player-photos'
const jpeg = (size: number, seed = 1) => new Blob([fakeJpeg(size, seed)], { type: 'image/jpeg' })

let be: TestBackend
let api: AppDataModule
let anon: SupabaseClient
let admin: SupabaseClient
let fan: SupabaseClient

type Err = { code?: string; hint?: string; message: string } | null

/** A fresh event with one team and two players, in `state`; answers its code, name and the team's link code. */
let made = 0
async function makeEvent(
  state: 'draft' | 'open' | 'closed' | 'archived',
  extra: Partial<Parameters<AppDataModule['createEvent']>[0]> = {},
) {
  made += 1
  const code = `cup${made}-${state}`
  const created = await api.createEvent({
    code,
    displayName: `Test Cup ${made}`,
    shortName: `TC ${made} ${state}`,
    venue: 'Somewhere',
    startDate: '2026-06-01',
    endDate: '2026-06-10',
    uploadDeadline: null,
    timeZone: 'Europe/Madrid',
    contactEmail: 'cup@example.org',
    photoSide: null,
    ...extra,
  })
  const name = (await be.db.pg.query<{ name: string }>('select name from events where code = $1', [created])).rows[0]!.name
  const teamCode = (await admin.rpc('add_team', { p_event: name, p_team: 'Narnia' })).data as string
  for (const player of ['Ann Able', 'Bo Baker'])
    expect((await admin.rpc('add_player', { p_event: name, p_team: 'Narnia', p_name: player })).error).toBeNull()
  if (state !== 'draft') await api.setEventState(code, state, 'draft')
  const players = (
    await be.db.pg.query<{ id: number; player_name: string }>(
      'select id, player_name from event_uploads where event_name = $1 order by player_name',
      [name],
    )
  ).rows
  return { code, name, teamCode, players }
}

const eventRow = async (code: string) =>
  (
    await be.db.pg.query<{
      name: string
      state: string
      upload_deadline: Date | null
      updated_at: Date
      short_name: string
      display_name: string
    }>('select * from events where code = $1', [code])
  ).rows[0]

beforeAll(async () => {
  be = await startTestBackend()
  api = await importAppDataModule(be)
  await api.signInAdmin(be.adminPassword)
  anon = be.anon()
  admin = await be.admin()
  await be.db.pg.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ('fan@example.org', extensions.crypt('fan-password-123', extensions.gen_salt('bf')), now())`,
  )
  fan = be.anon()
  expect((await fan.auth.signInWithPassword({ email: 'fan@example.org', password: 'fan-password-123' })).error).toBeNull()
})
afterAll(async () => {
  await be?.close()
})

describe('the seed', () => {
  it("keeps the spec's two events exactly, open, with a deadline three weeks ahead at 18:00 at the venue", async () => {
    const events = await api.listOpenEvents()
    expect(events.map((e) => e.code)).toEqual(['mjwc2025', 'wjwc2025'])
    expect(events.map(({ uploadDeadline: _d, ...rest }) => rest)).toEqual([
      {
        code: 'mjwc2025',
        name: 'MJWC 2025',
        displayName: "Men's Junior World Cup 2025",
        shortName: 'MJWC 2025',
        venue: 'Tamil Nadu, India',
        startDate: '2025-11-28',
        endDate: '2025-12-10',
        timeZone: 'Asia/Kolkata',
        state: 'open',
        contactEmail: null,
        uploadsOpen: true,
        photoSide: null,
      },
      {
        code: 'wjwc2025',
        name: 'WJWC 2025',
        displayName: "Women's Junior World Cup 2025",
        shortName: 'WJWC 2025',
        venue: 'Santiago, Chile',
        startDate: '2025-12-01',
        endDate: '2025-12-13',
        timeZone: 'America/Santiago',
        state: 'open',
        contactEmail: null,
        uploadsOpen: true,
        photoSide: null,
      },
    ])
    for (const e of events) {
      expect(isoToZonedTime(e.uploadDeadline!, e.timeZone)).toMatch(/T18:00$/)
      const days = (Date.parse(e.uploadDeadline!) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(20)
      expect(days).toBeLessThan(23) // a reloaded test database moves deadlines by whole days
    }
    // the seed's own inserts are the only event entries in the trail (reloading a test database
    // moves its clock without anyone "changing" an event)
    const trail = await be.db.pg.query<{ event_name: string; action: string; actor: string }>(
      `select event_name, action, actor from audit_log where action like 'event-%' order by id`,
    )
    expect(trail.rows).toEqual([
      { event_name: 'MJWC 2025', action: 'event-created', actor: 'system' },
      { event_name: 'WJWC 2025', action: 'event-created', actor: 'system' },
    ])
  })
})

describe('players (anon)', () => {
  it('see only open events, only their public fields, earliest start first', async () => {
    await makeEvent('draft')
    await makeEvent('closed')
    await makeEvent('archived')
    const { data, error } = await anon.rpc('list_open_events')
    expect(error).toBeNull()
    const rows = data as Record<string, unknown>[]
    expect(rows.map((r) => r.code)).toEqual(['mjwc2025', 'wjwc2025'])
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(PUBLIC_FIELDS)
    expect(JSON.stringify(rows)).not.toMatch(/consent|updated_at|created_at/)
  })

  it('cannot read the events table directly, nor can a signed-in non-admin', async () => {
    const direct = await anon.from('events').select('*')
    expect(direct.error).not.toBeNull()
    expect(direct.data).toBeNull()
    expect((await fan.from('events').select('code')).data).toEqual([])
    // the admin reads it (row-level security lets admins only)
    expect(((await admin.from('events').select('code')).data ?? []).length).toBeGreaterThanOrEqual(5)
  })

  it('cannot call the admin event functions; nor can a signed-in non-admin', async () => {
    const seen = (await eventRow('mjwc2025'))!
    const calls: [string, Record<string, unknown>][] = [
      ['admin_events', {}],
      ['admin_create_event', { p_code: 'evil2026', p_display_name: 'Evil' }],
      ['admin_update_event', { p_code: 'mjwc2025', p_seen_updated_at: seen.updated_at.toISOString(), p_display_name: 'Hacked' }],
      ['admin_set_event_state', { p_code: 'mjwc2025', p_state: 'archived', p_seen_state: 'open' }],
    ]
    for (const client of [anon, fan]) {
      for (const [fn, args] of calls) {
        const { data, error } = await client.rpc(fn, args)
        expect(error?.code, fn).toBe('42501')
        expect(data, fn).toBeNull()
      }
    }
    expect((await be.db.pg.query(`select 1 from events where code = 'evil2026'`)).rows).toEqual([])
    expect(await eventRow('mjwc2025')).toMatchObject({ display_name: "Men's Junior World Cup 2025", state: 'open' })
  })
})

describe('team_link: one round trip for a team link', () => {
  it('an open event and a valid code: the event, the team and its roster (review fields too)', async () => {
    const code = await be.codeFor('MJWC 2025', 'Spain')
    const { data, error } = await anon.rpc('team_link', { p_event_code: 'MJWC2025', p_code: code.toLowerCase() })
    expect(error).toBeNull()
    const link = data as { event: Record<string, unknown>; team: string; players: Record<string, unknown>[] }
    expect(Object.keys(link.event).sort()).toEqual([...PUBLIC_FIELDS, 'photo_side'].sort()) // what the phone stores the photo at
    expect(link.event).toMatchObject({ code: 'mjwc2025', name: 'MJWC 2025', state: 'open', uploads_open: true })
    expect(link.team).toBe('Spain')
    const roster = await anon.rpc('team_roster', { p_event: 'MJWC 2025', p_code: code })
    expect(link.players).toEqual(roster.data)
    expect(Object.keys(link.players[0]!)).toEqual(expect.arrayContaining(['review_state', 'retake_reason', 'retake_note']))
    expect(Object.keys(link.players[0]!)).not.toContain('team')

    // the data module's shape
    const viaModule = await api.getTeamLink('mjwc2025', code)
    expect(viaModule.event).toMatchObject({ code: 'mjwc2025', name: 'MJWC 2025', state: 'open', uploadsOpen: true })
    expect(viaModule.team).toBe('Spain')
    expect(viaModule.players?.map((p) => p.id)).toEqual(link.players.map((p) => p.id))
    const withPhoto = viaModule.players!.find((p) => p.photo_path)!
    expect((await fetch(withPhoto.thumbSrc!)).status).toBe(200)
  })

  it('an unknown event code: nothing at all', async () => {
    expect(await api.getTeamLink('nocup2025', 'WHATEVER1234')).toEqual({ event: null, team: null, players: null })
    const code = await be.codeFor('MJWC 2025', 'Spain')
    expect(await api.getTeamLink('mjwc2026', code)).toEqual({ event: null, team: null, players: null })
  })

  it('an invalid access code on a visible event: the event, no team, no roster', async () => {
    const link = await api.getTeamLink('wjwc2025', 'WRONGCODE123')
    expect(link.event?.code).toBe('wjwc2025')
    expect(link).toMatchObject({ team: null, players: null })
    // another event's code is invalid here
    const link2 = await api.getTeamLink('wjwc2025', await be.codeFor('MJWC 2025', 'Spain'))
    expect(link2).toMatchObject({ team: null, players: null })
  })

  it('a draft or archived event: shown (without roster) only to one of its codes, so its existence does not leak', async () => {
    for (const state of ['draft', 'archived'] as const) {
      const ev = await makeEvent(state)
      expect(await api.getTeamLink(ev.code, 'WRONGCODE123')).toEqual({ event: null, team: null, players: null })
      const link = await api.getTeamLink(ev.code.toUpperCase(), ev.teamCode.toLowerCase())
      expect(link.event).toMatchObject({ code: ev.code, state, uploadsOpen: false, contactEmail: 'cup@example.org' })
      expect(link.team).toBe('Narnia')
      expect(link.players).toBeNull()
      // nor through the roster function the page refreshes with
      const roster = await anon.rpc('team_roster', { p_event: ev.name, p_code: ev.teamCode })
      expect(roster.error).toMatchObject({ code: 'PT403', hint: 'event-not-open' })
    }
  })

  it("a draft or archived event's consent texts answer to admins only; an open or closed one's to anyone", async () => {
    for (const state of ['draft', 'archived', 'open', 'closed'] as const) {
      const ev = await makeEvent(state)
      const seen = (await anon.rpc('event_consent', { p_event: ev.name })).data as unknown[]
      expect(seen.length, state).toBe(state === 'draft' || state === 'archived' ? 0 : 1)
      expect(((await fan.rpc('event_consent', { p_event: ev.name })).data as unknown[]).length, state).toBe(seen.length)
      // the organizer's consent dialog, through the app's data module
      expect(await api.getEventConsent(ev.name, true), state).toMatchObject({ required: expect.any(Boolean) })
    }
  })

  it('a closed event: the roster, with uploads closed', async () => {
    const ev = await makeEvent('closed')
    const link = await api.getTeamLink(ev.code, ev.teamCode)
    expect(link.event).toMatchObject({ state: 'closed', uploadsOpen: false })
    expect(link.team).toBe('Narnia')
    expect(link.players?.map((p) => p.player_name)).toEqual(['Ann Able', 'Bo Baker'])
  })
})

describe('admins create and edit events', () => {
  it('creates a draft; the short name becomes the name in the data, the upper-cased code when none is given', async () => {
    const code = await api.createEvent({
      code: ' MJWC2026 ',
      displayName: "  Men's Junior World Cup 2026 ",
      shortName: 'MJWC 2026',
      venue: 'Hobart, Australia',
      startDate: '2026-11-20',
      endDate: '2026-12-02',
      uploadDeadline: '2026-11-15T18:00',
      timeZone: 'Australia/Hobart',
      contactEmail: 'photos@example.org',
      photoSide: null,
    })
    expect(code).toBe('mjwc2026')
    const row = (await eventRow('mjwc2026'))!
    expect(row).toMatchObject({ name: 'MJWC 2026', short_name: 'MJWC 2026', display_name: "Men's Junior World Cup 2026", state: 'draft' })
    // a wall-clock deadline is read in the event's time zone (Hobart is UTC+11 in November)
    expect(row.upload_deadline?.toISOString()).toBe('2026-11-15T07:00:00.000Z')
    // an instant stays the instant
    const plain = await api.createEvent({
      code: 'plain26',
      displayName: 'Plain Cup',
      shortName: '',
      venue: '',
      startDate: '',
      endDate: '',
      uploadDeadline: '2026-05-01T12:00:00Z',
      timeZone: '',
      contactEmail: null,
      photoSide: null,
    })
    expect(await eventRow(plain)).toMatchObject({ name: 'PLAIN26', short_name: 'PLAIN26', display_name: 'Plain Cup' })
    expect((await eventRow(plain))!.upload_deadline?.toISOString()).toBe('2026-05-01T12:00:00.000Z')
    const listed = (await api.listAdminEvents()).find((e) => e.code === 'plain26')!
    expect(listed).toMatchObject({ timeZone: 'UTC', startDate: '', endDate: '', venue: '', contactEmail: null, state: 'draft' })
    expect(listed.updatedAt).toEqual(expect.any(String))
  })

  it('refuses what would break links or data, each with its own hint', async () => {
    const base = {
      p_display_name: 'Some Cup',
      p_short_name: 'SC',
      p_start_date: '2026-01-01',
      p_end_date: '2026-01-05',
      p_time_zone: 'UTC',
    }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ p_code: 'a' }, 'PT422', 'event-code-format'],
      [{ p_code: 'has space' }, 'PT422', 'event-code-format'],
      [{ p_code: '-dash' }, 'PT422', 'event-code-format'],
      [{ p_code: 'dash-' }, 'PT422', 'event-code-format'],
      [{ p_code: 'ünï2026' }, 'PT422', 'event-code-format'],
      [{ p_code: 'x'.repeat(41) }, 'PT422', 'event-code-format'],
      [{ p_code: '' }, 'PT422', 'event-field-required'],
      ...['admin', 'events', 'assets', 'flags', 'api', 'auth', 'rest', 'storage', 'ops', 'Admin'].map(
        (c): [Record<string, unknown>, string, string] => [{ p_code: c }, 'PT422', 'event-code-reserved'],
      ),
      [{ p_code: 'mjwc2025' }, 'PT409', 'event-code-taken'],
      [{ p_code: 'MJWC2025' }, 'PT409', 'event-code-taken'],
      [{ p_code: 'other2026', p_short_name: 'mjwc 2025' }, 'PT409', 'event-name-taken'],
      [{ p_code: 'other2026', p_start_date: '2026-01-05', p_end_date: '2026-01-01' }, 'PT422', 'event-dates-order'],
      [{ p_code: 'other2026', p_time_zone: 'Mars/Olympus_Mons' }, 'PT422', 'time-zone-invalid'],
      [{ p_code: 'other2026', p_time_zone: 'EST' }, 'PT422', 'time-zone-invalid'],
      [{ p_code: 'other2026', p_time_zone: 'UTC+3' }, 'PT422', 'time-zone-invalid'],
      // listed by a PostgreSQL on the system's tzdata (Debian), unknown to Intl
      [{ p_code: 'other2026', p_time_zone: 'posix/Europe/Madrid' }, 'PT422', 'time-zone-invalid'],
      [{ p_code: 'other2026', p_time_zone: 'right/Europe/Madrid' }, 'PT422', 'time-zone-invalid'],
      [{ p_code: 'other2026', p_display_name: '   ' }, 'PT422', 'event-field-required'],
      [{ p_code: 'other2026', p_display_name: 'x'.repeat(121) }, 'PT422', 'event-field-too-long'],
      [{ p_code: 'other2026', p_short_name: 'x'.repeat(41) }, 'PT422', 'event-field-too-long'],
      [{ p_code: 'other2026', p_contact_email: 'not an address' }, 'PT422', 'event-email-invalid'],
    ]
    for (const [args, code, hint] of cases) {
      const { error } = await admin.rpc('admin_create_event', { ...base, ...args })
      expect(error as Err, JSON.stringify(args)).toMatchObject({ code, hint })
    }
    expect((await be.db.pg.query(`select 1 from events where code = 'other2026'`)).rows).toEqual([])

    // the data module turns each hint into its text
    const refused = await api
      .createEvent({
        code: 'x',
        displayName: 'X',
        shortName: '',
        venue: '',
        startDate: '',
        endDate: '',
        uploadDeadline: null,
        timeZone: 'UTC',
        contactEmail: null,
        photoSide: null,
      })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'event-code-format', message: api.apiErrorText('event-code-format') })
    const taken = await api
      .createEvent({
        code: 'wjwc2025',
        displayName: 'X',
        shortName: '',
        venue: '',
        startDate: '',
        endDate: '',
        uploadDeadline: null,
        timeZone: 'UTC',
        contactEmail: null,
        photoSide: null,
      })
      .catch((e: unknown) => e)
    expect(taken).toMatchObject({ code: 'event-code-taken', kind: 'conflict' })
  })

  it('edits with compare-and-set on updated_at; the code and the name in the data never change', async () => {
    const ev = await makeEvent('open')
    const seen = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    const input = {
      displayName: 'Renamed Cup',
      shortName: 'RC 2026',
      venue: 'Elsewhere',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      uploadDeadline: '2026-06-30T23:30',
      timeZone: 'America/Santiago',
      contactEmail: null,
      photoSide: null,
    }
    const next = await api.updateEvent(ev.code, seen.updatedAt!, input)
    expect(next).not.toBe(seen.updatedAt)
    const after = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    expect(after).toMatchObject({
      name: ev.name,
      shortName: 'RC 2026',
      displayName: 'Renamed Cup',
      venue: 'Elsewhere',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      timeZone: 'America/Santiago',
      contactEmail: null,
      updatedAt: next,
    })
    expect(isoToZonedTime(after.uploadDeadline!, 'America/Santiago')).toBe('2026-06-30T23:30')

    // what an admin saw before that change is refused, and nothing is written
    const stale = await api.updateEvent(ev.code, seen.updatedAt!, { ...input, displayName: 'Lost Update' }).catch((e: unknown) => e)
    expect(stale).toMatchObject({ code: 'event-changed', kind: 'conflict' })
    expect((await eventRow(ev.code))!.display_name).toBe('Renamed Cup')
    // the answer is what the next save names
    expect(await api.updateEvent(ev.code, next, { ...input, uploadDeadline: null })).toEqual(expect.any(String))
    expect((await eventRow(ev.code))!.upload_deadline).toBeNull()

    expect(await api.updateEvent('nosuch2026', next, input).catch((e: unknown) => e)).toMatchObject({
      code: 'event-not-found',
      kind: 'not-found',
    })
    const badDates = await api
      .updateEvent(ev.code, (await api.listAdminEvents()).find((e) => e.code === ev.code)!.updatedAt!, {
        ...input,
        startDate: '2026-07-05',
        endDate: '2026-07-01',
      })
      .catch((e: unknown) => e)
    expect(badDates).toMatchObject({ code: 'event-dates-order' })

    // not even the SQL editor renames an event that rows and storage keys use
    await expect(be.db.pg.query(`update events set name = 'Other' where code = $1`, [ev.code])).rejects.toThrow(/never change/)
    await expect(be.db.pg.query(`update events set code = 'other' where code = $1`, [ev.code])).rejects.toThrow(/never change/)
  })

  it('moves events between the four states with compare-and-set on the state', async () => {
    const ev = await makeEvent('draft')
    await api.setEventState(ev.code, 'open', 'draft')
    expect((await eventRow(ev.code))!.state).toBe('open')
    expect(await api.setEventState(ev.code, 'closed', 'draft').catch((e: unknown) => e)).toMatchObject({ code: 'event-changed' })
    await api.setEventState(ev.code, 'closed', 'open')
    await api.setEventState(ev.code, 'open', 'closed') // reopen
    await api.setEventState(ev.code, 'archived', 'open')
    await api.setEventState(ev.code, 'draft', 'archived')
    expect((await eventRow(ev.code))!.state).toBe('draft')
    const bad = await admin.rpc('admin_set_event_state', { p_code: ev.code, p_state: 'deleted', p_seen_state: 'draft' })
    expect(bad.error as Err).toMatchObject({ code: 'PT422', hint: 'event-state-invalid' })
    expect(await api.setEventState('nosuch2026', 'open', 'draft').catch((e: unknown) => e)).toMatchObject({ code: 'event-not-found' })
  })

  it('lists every event for admins: open first, then draft, closed, archived; latest start first within each', async () => {
    const events = await api.listAdminEvents()
    const rank = { open: 0, draft: 1, closed: 2, archived: 3 }
    const keys = events.map((e) => [rank[e.state], e.startDate] as const)
    for (let i = 1; i < keys.length; i++) {
      const [r0, d0] = keys[i - 1]!
      const [r1, d1] = keys[i]!
      expect(r0 <= r1, `${events[i - 1]!.code} before ${events[i]!.code}`).toBe(true)
      if (r0 === r1 && d0 && d1) expect(d0 >= d1, `${events[i - 1]!.code} before ${events[i]!.code}`).toBe(true)
    }
    expect(new Set(events.map((e) => e.state))).toEqual(new Set(['open', 'draft', 'closed', 'archived']))
    expect(events.filter((e) => e.state === 'open').map((e) => e.code)).toEqual(expect.arrayContaining(['mjwc2025', 'wjwc2025']))
  })

  it("keeps the stored photo's size per event (1024..1920 px, none = the portal's default); players read it with their team link", async () => {
    const ev = await makeEvent('open', { photoSide: 1600 })
    const seen = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    expect(seen.photoSide).toBe(1600)
    expect((await api.getTeamLink(ev.code, ev.teamCode)).event?.photoSide).toBe(1600)
    const input = {
      displayName: seen.displayName,
      shortName: seen.shortName,
      venue: seen.venue,
      startDate: seen.startDate,
      endDate: seen.endDate,
      uploadDeadline: seen.uploadDeadline,
      timeZone: seen.timeZone,
      contactEmail: seen.contactEmail,
      photoSide: null,
    }
    // out of range: refused with its own hint, nothing written
    for (const photoSide of [800, 1023, 1921, 4000]) {
      expect(await api.updateEvent(ev.code, seen.updatedAt!, { ...input, photoSide }).catch((e: unknown) => e)).toMatchObject({
        code: 'photo-side-invalid',
      })
      expect(
        await api.createEvent({ ...input, code: `size${photoSide}`, shortName: `S ${photoSide}`, photoSide }).catch((e: unknown) => e),
      ).toMatchObject({ code: 'photo-side-invalid' })
    }
    expect((await api.listAdminEvents()).find((e) => e.code === ev.code)).toMatchObject({ photoSide: 1600, updatedAt: seen.updatedAt })
    expect((await api.listAdminEvents()).some((e) => e.code.startsWith('size'))).toBe(false)
    await expect(be.db.pg.query('update events set photo_side = 900 where code = $1', [ev.code])).rejects.toThrow(/photo_side/)
    // none: back to the default, and the trail says what it was
    await api.updateEvent(ev.code, seen.updatedAt!, input)
    expect((await api.getTeamLink(ev.code, ev.teamCode)).event?.photoSide).toBeNull()
    const trail = await be.db.pg.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where event_name = $1 and action = 'event-changed' order by id desc limit 1`,
      [ev.name],
    )
    expect(trail.rows[0]).toEqual({ before: { photo_side: 1600 }, after: { photo_side: null } })
  })

  it('records every event change in the audit trail, as the admin', async () => {
    const ev = await makeEvent('draft')
    const seen = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    await api.updateEvent(ev.code, seen.updatedAt!, {
      displayName: seen.displayName,
      shortName: seen.shortName,
      venue: 'New Venue',
      startDate: seen.startDate,
      endDate: seen.endDate,
      uploadDeadline: seen.uploadDeadline,
      timeZone: seen.timeZone,
      contactEmail: seen.contactEmail,
      photoSide: seen.photoSide,
    })
    await api.setEventState(ev.code, 'open', 'draft')
    const trail = await be.db.pg.query<{ action: string; actor: string; team: string | null; before: unknown; after: unknown }>(
      `select action, actor, team, before, after from audit_log where event_name = $1 and action like 'event-%' order by id`,
      [ev.name],
    )
    expect(trail.rows).toEqual([
      expect.objectContaining({
        action: 'event-created',
        actor: 'admin',
        team: null,
        after: expect.objectContaining({ code: ev.code, state: 'draft' }),
      }),
      { action: 'event-changed', actor: 'admin', team: null, before: { venue: 'Somewhere' }, after: { venue: 'New Venue' } },
      { action: 'event-state', actor: 'admin', team: null, before: { state: 'draft' }, after: { state: 'open' } },
    ])
  })
})

describe('the upload deadline, enforced in SQL', () => {
  it('refuses begin_upload after the deadline with a clear hint, and a ticket begun before; admins still upload', async () => {
    const ev = await makeEvent('open', { uploadDeadline: new Date(Date.now() + 3_600_000).toISOString() })
    const [ann, bo] = ev.players as [{ id: number; player_name: string }, { id: number; player_name: string }]
    // before the deadline: a whole upload, and a ticket begun for a second one
    const first = await uploadAsPlayer(anon, { event: ev.name, code: ev.teamCode, playerId: ann.id, photo: jpeg(2048), thumb: jpeg(256) })
    expect(first.error).toBeNull()
    const begun = await anon.rpc('begin_upload', { p_event: ev.name, p_code: ev.teamCode, p_player_id: bo.id })
    expect(begun.error).toBeNull()
    const ticket = (begun.data as { ticket: string; photo_key: string; thumb_key: string }[])[0]!

    // the organizer moves the deadline into the past
    const seen = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    await api.updateEvent(ev.code, seen.updatedAt!, {
      displayName: seen.displayName,
      shortName: seen.shortName,
      venue: seen.venue,
      startDate: seen.startDate,
      endDate: seen.endDate,
      uploadDeadline: new Date(Date.now() - 60_000).toISOString(),
      timeZone: seen.timeZone,
      contactEmail: seen.contactEmail,
      photoSide: seen.photoSide,
    })
    expect((await api.getTeamLink(ev.code, ev.teamCode)).event).toMatchObject({ state: 'open', uploadsOpen: false })
    expect((await anon.rpc('list_open_events')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: ev.code, uploads_open: false })]),
    )

    const refused = await anon.rpc('begin_upload', { p_event: ev.name, p_code: ev.teamCode, p_player_id: ann.id })
    expect(refused.error as Err).toMatchObject({ code: 'PT403', hint: 'uploads-closed', message: 'Uploads are closed for this event' })
    expect(refused.status).toBe(403)
    // the app's upload says so, without retrying
    const viaModule = await api
      .uploadPlayerPhoto({
        eventName: ev.name,
        code: ev.teamCode,
        playerId: ann.id,
        photo: jpeg(1024),
        thumb: jpeg(128),
        consent: true,
        maxAttempts: 3,
        retryBaseMs: 0,
      })
      .catch((e: unknown) => e)
    expect(viaModule).toMatchObject({ code: 'uploads-closed', message: 'Uploads are closed for this event' })

    // a ticket begun in time ends at the deadline too: no more bytes under it, no finish
    // (before, it stayed good for its 30 minutes)
    expect((await anon.storage.from(BUCKET).upload(ticket.photo_key, jpeg(3000, 2))).error?.message).toMatch(/row-level security/)
    const finished = await anon.rpc('finish_upload', { p_event: ev.name, p_code: ev.teamCode, p_ticket: ticket.ticket, p_consent: true })
    expect(finished.error as Err).toMatchObject({ code: 'PT403', hint: 'uploads-closed' })
    expect(
      (await be.db.pg.query<{ photo_path: string | null }>('select photo_path from event_uploads where id = $1', [bo.id])).rows[0]!
        .photo_path,
    ).toBeNull()

    // an admin's upload is never blocked by the deadline
    const current = (await be.db.pg.query<{ photo_path: string }>('select photo_path from event_uploads where id = $1', [ann.id])).rows[0]!
    const replaced = await api.setPlayerPhoto(
      { id: ann.id, player_name: ann.player_name, photo_path: current.photo_path },
      jpeg(4000, 3),
      jpeg(400, 3),
    )
    expect(replaced.photo_path).not.toBe(current.photo_path)

    // extending the deadline opens uploads again
    const again = (await api.listAdminEvents()).find((e) => e.code === ev.code)!
    await api.updateEvent(ev.code, again.updatedAt!, {
      displayName: again.displayName,
      shortName: again.shortName,
      venue: again.venue,
      startDate: again.startDate,
      endDate: again.endDate,
      uploadDeadline: null,
      timeZone: again.timeZone,
      contactEmail: again.contactEmail,
      photoSide: again.photoSide,
    })
    expect((await anon.rpc('begin_upload', { p_event: ev.name, p_code: ev.teamCode, p_player_id: bo.id })).error).toBeNull()
  })

  it('refuses begin_upload in closed, draft and archived events (no deadline needed), but not admin uploads', async () => {
    for (const state of ['closed', 'draft', 'archived'] as const) {
      const ev = await makeEvent(state)
      const [ann] = ev.players as [{ id: number; player_name: string }]
      const refused = await anon.rpc('begin_upload', { p_event: ev.name, p_code: ev.teamCode, p_player_id: ann.id })
      expect(refused.error as Err, state).toMatchObject({ code: 'PT403', hint: 'uploads-closed' })
      // a wrong code is still just a wrong code: the event's state is not told
      const wrong = await anon.rpc('begin_upload', { p_event: ev.name, p_code: 'WRONGCODE123', p_player_id: ann.id })
      expect(wrong.error as Err, state).toMatchObject({ code: 'PT403', message: 'Invalid access code' })
      expect((wrong.error as Err)?.hint ?? null).toBeNull()
      const stored = await api.setPlayerPhoto({ id: ann.id, player_name: ann.player_name, photo_path: null }, jpeg(2000, 4), jpeg(200, 4))
      expect(stored.upload_status, state).toBe(true)
    }
    // reopening a closed event opens uploads again
    const ev = await makeEvent('closed')
    await api.setEventState(ev.code, 'open', 'closed')
    expect((await anon.rpc('begin_upload', { p_event: ev.name, p_code: ev.teamCode, p_player_id: ev.players[0]!.id })).error).toBeNull()
  })
})
