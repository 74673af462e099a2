// @vitest-environment node
// Who may do what, with real supabase-js against the local backend running the migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
const BUCKET = 'player-photos'
const jpeg = (bytes = 2048) => new Blob([fakeJpeg(bytes)], { type: 'image/jpeg' })

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient
let codeA: string
let codeB: string
let playerA: { id: number; player_name: string }
let playerB: { id: number }

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
  codeA = await be.codeFor(EVENT, 'Spain')
  codeB = await be.codeFor(EVENT, 'Germany')
  const a = await be.db.pg.query<{ id: number; player_name: string }>(
    `select id, player_name from event_uploads where event_name = $1 and team = 'Spain' and not upload_status order by id limit 1`,
    [EVENT],
  )
  const b = await be.db.pg.query<{ id: number }>(`select id from event_uploads where event_name = $1 and team = 'Germany' limit 1`, [EVENT])
  playerA = a.rows[0]!
  playerB = b.rows[0]!
})
afterAll(async () => {
  await be?.close()
})

async function beginUpload(client: SupabaseClient, code: string, playerId: number) {
  return client.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: playerId })
}
const publicUrl = (key: string) => `${be.url}/storage/v1/object/public/${BUCKET}/${key}`

describe('anon without a valid code', () => {
  it('cannot read or write any table', async () => {
    for (const table of ['event_uploads', 'team_access', 'admins', 'upload_tickets', 'storage_orphans', 'events']) {
      const { data, error } = await anon.from(table).select('*').limit(1)
      expect(error, table).not.toBeNull()
      expect(data).toBeNull()
    }
    const ins = await anon.from('event_uploads').insert({ event_name: EVENT, team: 'Spain', player_name: 'Intruder' })
    expect(ins.error).not.toBeNull()
    const upd = await anon.from('event_uploads').update({ upload_status: true }).eq('id', playerA.id)
    expect(upd.error).not.toBeNull()
    const del = await anon.from('event_uploads').delete().eq('id', playerA.id)
    expect(del.error).not.toBeNull()
    const still = await be.db.pg.query('select 1 from event_uploads where id = $1 and not upload_status', [playerA.id])
    expect(still.rows).toHaveLength(1)
  })

  it('gets nothing from a wrong code', async () => {
    expect((await anon.rpc('resolve_team', { p_event: EVENT, p_code: 'WRONGCODE123' })).data).toBeNull()
    const roster = await anon.rpc('team_roster', { p_event: EVENT, p_code: 'WRONGCODE123' })
    expect(roster.error?.code).toBe('PT403')
    expect((await beginUpload(anon, 'WRONGCODE123', playerA.id)).error?.code).toBe('PT403')
    const link = (await anon.rpc('team_link', { p_event_code: 'mjwc2025', p_code: 'WRONGCODE123' })).data as {
      team: unknown
      players: unknown
    }
    expect(link).toMatchObject({ team: null, players: null })
  })

  it('cannot call admin functions', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['event_summary', { p_event: EVENT }],
      ['rename_player', { p_id: playerA.id, p_seen_name: playerA.player_name, p_name: 'Hacked' }],
      ['remove_player', { p_id: playerA.id, p_seen_name: playerA.player_name, p_seen_photo_path: '' }],
      ['add_team', { p_event: EVENT, p_team: 'Atlantis' }],
      ['regenerate_team_code', { p_event: EVENT, p_team: 'Spain' }],
      ['import_roster', { p_event: EVENT, p_rows: [], p_apply: true }],
      // events as data (tests/integration/events.test.ts has the rest)
      ['admin_events', {}],
      ['admin_create_event', { p_code: 'evil2026', p_display_name: 'Evil Cup' }],
      ['admin_update_event', { p_code: 'mjwc2025', p_seen_updated_at: new Date().toISOString(), p_display_name: 'Hacked' }],
      ['admin_set_event_state', { p_code: 'mjwc2025', p_state: 'archived', p_seen_state: 'open' }],
    ]
    for (const [fn, args] of calls) {
      const { error } = await anon.rpc(fn, args)
      expect(error, fn).not.toBeNull()
    }
    expect((await be.db.pg.query(`select 1 from events where code = 'evil2026' or state <> 'open'`)).rows).toEqual([])
    const name = await be.db.pg.query<{ player_name: string }>('select player_name from event_uploads where id = $1', [playerA.id])
    expect(name.rows[0]!.player_name).toBe(playerA.player_name)
  })

  it('cannot store or remove objects without a ticket', async () => {
    const up = await anon.storage.from(BUCKET).upload('mjwc2025/Spain/sneaky.jpg', jpeg())
    expect(up.error).not.toBeNull()
    const seeded = await be.db.pg.query<{ photo_path: string }>(`select photo_path from event_uploads where photo_path is not null limit 1`)
    const path = seeded.rows[0]!.photo_path
    const rm = await anon.storage.from(BUCKET).remove([path])
    expect(rm.data ?? []).toHaveLength(0)
    expect((await fetch(publicUrl(path))).status).toBe(200)
  })
})

describe('anon with the code of team A', () => {
  it('resolves the team case-insensitively and reads only its roster', async () => {
    expect((await anon.rpc('resolve_team', { p_event: EVENT, p_code: codeA.toLowerCase() })).data).toBe('Spain')
    expect((await anon.rpc('resolve_team', { p_event: 'WJWC 2025', p_code: codeA })).data).toBeNull()
    const { data, error } = await anon.rpc('team_roster', { p_event: EVENT, p_code: codeA })
    expect(error).toBeNull()
    const expected = await be.db.pg.query(`select id from event_uploads where event_name = $1 and team = 'Spain'`, [EVENT])
    expect(data).toHaveLength(expected.rows.length)
    expect((data as { id: number }[]).map((r) => r.id)).not.toContain(playerB.id)
    expect(Object.keys((data as object[])[0]!)).not.toContain('team')
    const link = (await anon.rpc('team_link', { p_event_code: 'mjwc2025', p_code: codeA })).data as {
      team: string
      players: { id: number }[]
    }
    expect(link.team).toBe('Spain')
    expect(link.players.map((r) => r.id)).toEqual((data as { id: number }[]).map((r) => r.id))
  })

  it('cannot begin an upload for a player of team B, with either code mismatch', async () => {
    expect((await beginUpload(anon, codeA, playerB.id)).error?.code).toBe('PT404')
  })

  it('uploads through a ticket: only the ticket keys, once, then finishes', async () => {
    const { data, error } = await beginUpload(anon, codeA, playerA.id)
    expect(error).toBeNull()
    const t = (data as { ticket: string; photo_key: string; thumb_key: string }[])[0]!
    expect(t.photo_key).toMatch(/^mjwc2025\/Spain\/[A-Za-z0-9_]+_[0-9a-f]{32}\.jpg$/)

    // a key of its own choosing is refused
    expect((await anon.storage.from(BUCKET).upload('mjwc2025/Spain/other.jpg', jpeg())).error).not.toBeNull()
    // finishing before storing is refused
    const early = await anon.rpc('finish_upload', { p_event: EVENT, p_code: codeA, p_ticket: t.ticket })
    expect(early.error?.code).toBe('PT409')

    expect((await anon.storage.from(BUCKET).upload(t.photo_key, jpeg(4096))).error).toBeNull()
    expect((await anon.storage.from(BUCKET).upload(t.thumb_key, jpeg(512))).error).toBeNull()
    // the same key again (a retry) does not overwrite: 409
    const again = await anon.storage.from(BUCKET).upload(t.photo_key, jpeg(10))
    expect(again.error).not.toBeNull()

    // the browser can't choose the photo's URL any more: the old signature is gone
    const evil = await anon.rpc('finish_upload', {
      p_event: EVENT,
      p_code: codeA,
      p_ticket: t.ticket,
      p_photo_url: `https://evil.example/x/${t.photo_key}`,
      p_thumb_url: publicUrl(t.thumb_key),
    })
    expect(evil.error?.code).toBe('PGRST202')
    // team B's code can't finish team A's ticket
    const other = await anon.rpc('finish_upload', { p_event: EVENT, p_code: codeB, p_ticket: t.ticket })
    expect(other.error?.code).toBe('PT404')

    // the event asks for consent: without the tick the upload isn't finished
    const noConsent = await anon.rpc('finish_upload', { p_event: EVENT, p_code: codeA, p_ticket: t.ticket })
    expect(noConsent.error).toMatchObject({ code: 'PT422', hint: 'consent-required' })
    const fin = await anon.rpc('finish_upload', { p_event: EVENT, p_code: codeA, p_ticket: t.ticket, p_consent: true })
    expect(fin.error).toBeNull()
    const row = await be.db.pg.query<{ upload_status: boolean; photo_url: string; photo_path: string }>(
      'select * from event_uploads where id = $1',
      [playerA.id],
    )
    expect(row.rows[0]).toMatchObject({ upload_status: true, photo_path: t.photo_key, photo_url: publicUrl(t.photo_key) })
    const served = await fetch(publicUrl(t.photo_key))
    expect(served.status).toBe(200)
    expect((await served.arrayBuffer()).byteLength).toBe(4096)

    // a retried finish answers the same; the used ticket can't store anything more
    const retry = await anon.rpc('finish_upload', { p_event: EVENT, p_code: codeA, p_ticket: t.ticket, p_consent: true })
    expect(retry.error).toBeNull()
    expect((await anon.storage.from(BUCKET).upload(t.photo_key.replace('.jpg', '.x.jpg'), jpeg())).error).not.toBeNull()
  })

  it('cannot use an expired ticket', async () => {
    const { data } = await beginUpload(anon, codeA, playerA.id)
    const t = (data as { ticket: string; photo_key: string }[])[0]!
    await be.db.pg.query(`update upload_tickets set expires_at = now() - interval '1 minute' where id = $1`, [t.ticket])
    expect((await anon.storage.from(BUCKET).upload(t.photo_key, jpeg())).error).not.toBeNull()
  })

  it('cannot read access codes or other teams through storage listing', async () => {
    expect((await anon.from('team_access').select('code')).error).not.toBeNull()
    const list = await anon.storage.from(BUCKET).list('mjwc2025/Germany')
    expect(list.data ?? []).toHaveLength(0)
  })
})

describe('storage limits', () => {
  it('refuses a 6 MB object, a text file and a non-ASCII key, even for an admin', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set([0xff, 0xd8, 0xff])
    const tooBig = await admin.storage.from(BUCKET).upload('mjwc2025/Spain/big.jpg', new Blob([big], { type: 'image/jpeg' }))
    expect(tooBig.error).not.toBeNull()
    expect(JSON.stringify(tooBig.error)).toMatch(/413|too large|EntityTooLarge/i)

    const txt = await admin.storage.from(BUCKET).upload('mjwc2025/Spain/notes.txt', new Blob(['hello'], { type: 'text/plain' }))
    expect(txt.error).not.toBeNull()
    expect(JSON.stringify(txt.error)).toMatch(/415|mime|InvalidMimeType/i)

    const key = await admin.storage.from(BUCKET).upload('mjwc2025/Spain/Müller_1.jpg', jpeg())
    expect(key.error).not.toBeNull()
    expect(JSON.stringify(key.error)).toMatch(/InvalidKey|Invalid key/i)
  })
})

describe('admin', () => {
  it('reads everything and manages rosters', async () => {
    const summary = await admin.rpc('event_summary', { p_event: EVENT })
    expect(summary.error).toBeNull()
    expect((summary.data as { team: string }[]).map((r) => r.team)).toContain('New Zealand')
    expect((await admin.from('team_access').select('code').eq('event_name', EVENT).eq('team', 'Spain').single()).data).toEqual({
      code: codeA,
    })

    const added = await admin.rpc('add_player', { p_event: EVENT, p_team: 'Spain', p_name: '  Zoë D’Arcy  ' })
    expect(added.error).toBeNull()
    const id = (added.data as { id: number; player_name: string }[])[0]!
    expect(id.player_name).toBe('Zoë D’Arcy')
    expect((await admin.rpc('rename_player', { p_id: id.id, p_seen_name: 'Zoë D’Arcy', p_name: '   ' })).error?.message).toBe(
      'Player name cannot be empty',
    )
    expect((await admin.rpc('rename_player', { p_id: id.id, p_seen_name: 'Zoë D’Arcy', p_name: 'Zoé Darcy' })).error).toBeNull()
    expect((await admin.rpc('remove_player', { p_id: id.id, p_seen_name: 'Zoé Darcy', p_seen_photo_path: '' })).error).toBeNull()
    expect((await admin.rpc('remove_player', { p_id: id.id, p_seen_name: 'Zoé Darcy', p_seen_photo_path: '' })).error?.code).toBe('PT404')
  })

  it('stores and removes any object in the bucket', async () => {
    expect((await admin.storage.from(BUCKET).upload('mjwc2025/Spain/admin-test.jpg', jpeg())).error).toBeNull()
    const rm = await admin.storage.from(BUCKET).remove(['mjwc2025/Spain/admin-test.jpg'])
    expect(rm.data).toHaveLength(1)
  })

  it('regenerating a code makes the old one stop working at once', async () => {
    const old = await be.codeFor('WJWC 2025', 'Wales')
    const fresh = await admin.rpc('regenerate_team_code', { p_event: 'WJWC 2025', p_team: 'wales' })
    expect(fresh.error).toBeNull()
    expect(fresh.data).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
    expect((await anon.rpc('resolve_team', { p_event: 'WJWC 2025', p_code: old })).data).toBeNull()
    expect((await anon.rpc('resolve_team', { p_event: 'WJWC 2025', p_code: fresh.data })).data).toBe('Wales')
  })
})

describe('sign-in', () => {
  it('refuses a wrong admin password', async () => {
    const c = be.anon()
    const { error } = await c.auth.signInWithPassword({ email: be.adminEmail, password: 'wrong-password' })
    expect(error?.code).toBe('invalid_credentials')
  })

  it('a signed-in user who is not in admins gets nothing', async () => {
    await be.db.pg.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at) values ('fan@example.org', extensions.crypt('fan-password-123', extensions.gen_salt('bf')), now())`,
    )
    const fan = be.anon()
    expect((await fan.auth.signInWithPassword({ email: 'fan@example.org', password: 'fan-password-123' })).error).toBeNull()
    expect((await fan.rpc('is_admin')).data).toBe(false)
    expect((await fan.rpc('event_summary', { p_event: EVENT })).error?.code).toBe('42501')
    expect((await fan.rpc('admin_events')).error?.code).toBe('42501')
    expect((await fan.rpc('admin_create_event', { p_code: 'fan2026', p_display_name: 'Fan Cup' })).error?.code).toBe('42501')
    expect((await fan.rpc('admin_set_event_state', { p_code: 'mjwc2025', p_state: 'closed', p_seen_state: 'open' })).error?.code).toBe(
      '42501',
    )
    expect((await fan.from('events').select('code')).data).toEqual([])
    expect((await fan.from('event_uploads').select('id')).data).toEqual([])
    expect((await fan.from('team_access').select('code')).data).toEqual([])
    expect((await fan.storage.from(BUCKET).upload('mjwc2025/Spain/fan.jpg', jpeg())).error).not.toBeNull()
  })
})
