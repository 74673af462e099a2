// @vitest-environment node
// One team link must not be able to fill the storage quota: begin_upload counts every ticket of
// the last hour (finished or not) per player and per team, and admins see the bytes an event
// stores. Real supabase-js against the local backend running the migrations; no mocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import jpeg from 'jpeg-js'
import { startTestBackend, type TestBackend } from '../integration/helpers'

const EVENT = 'MJWC 2025'
const OTHER_EVENT = 'WJWC 2025'
const BUCKET = 'player-photos'
const PLAYER_PER_HOUR = 12
const TEAM_PER_HOUR = 60

/** A real (tiny) JPEG: Storage may check that an object really is an image. */
const JPEG = new Uint8Array(jpeg.encode({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 200) }, 80).data)
const jpegBlob = () => new Blob([JPEG], { type: 'image/jpeg' })

type Ticket = { ticket: string; photo_key: string; thumb_key: string }

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
})
afterAll(async () => {
  await be?.close()
})

async function playersOf(event: string, team: string, n: number): Promise<number[]> {
  const r = await be.db.pg.query<{ id: number }>(
    'select id from public.event_uploads where event_name = $1 and team = $2 order by id limit $3',
    [event, team, n],
  )
  expect(r.rows).toHaveLength(n)
  return r.rows.map((row) => Number(row.id))
}

function begin(code: string, playerId: number, event = EVENT) {
  return anon.rpc('begin_upload', { p_event: event, p_code: code, p_player_id: playerId })
}

async function ticketFor(code: string, playerId: number, event = EVENT): Promise<Ticket> {
  const { data, error } = await begin(code, playerId, event)
  expect(error).toBeNull()
  return (data as Ticket[])[0]!
}

/** The app's whole upload: ticket, both objects, finish. */
async function uploadAndFinish(code: string, playerId: number): Promise<Ticket> {
  const t = await ticketFor(code, playerId)
  expect((await anon.storage.from(BUCKET).upload(t.photo_key, jpegBlob())).error).toBeNull()
  expect((await anon.storage.from(BUCKET).upload(t.thumb_key, jpegBlob())).error).toBeNull()
  const fin = await anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: t.ticket, p_consent: true })
  expect(fin.error).toBeNull()
  return t
}

async function expectRefused(res: Awaited<ReturnType<typeof begin>>, hint: 'team-hourly-limit' | 'player-hourly-limit') {
  expect(res.data).toBeNull()
  expect(res.status).toBe(429)
  expect(res.error).toMatchObject({ code: 'PT429', hint })
  expect(res.error?.message).toMatch(hint === 'team-hourly-limit' ? /this team link in the last hour/ : /this player in the last hour/)
}

describe('per player: 12 tickets an hour, finished or not', () => {
  let code: string
  let player: number
  let teammate: number

  beforeAll(async () => {
    code = await be.codeFor(EVENT, 'Spain')
    ;[player, teammate] = (await playersOf(EVENT, 'Spain', 2)) as [number, number]
  })

  it('refuses the 13th begin_upload even though every earlier upload was finished', async () => {
    let last: Ticket | undefined
    for (let i = 0; i < PLAYER_PER_HOUR; i++) last = await uploadAndFinish(code, player)
    await expectRefused(await begin(code, player), 'player-hourly-limit')
    // nothing was created by the refusal, and the last finished photo stays in place
    const n = await be.db.pg.query<{ n: number }>('select count(*)::int as n from public.upload_tickets where upload_id = $1', [player])
    expect(n.rows[0]!.n).toBe(PLAYER_PER_HOUR)
    const row = await be.db.pg.query<{ photo_path: string }>('select photo_path from public.event_uploads where id = $1', [player])
    expect(row.rows[0]!.photo_path).toBe(last!.photo_key)
  })

  it('the same link still serves a teammate (the team is far from its limit)', async () => {
    await ticketFor(code, teammate)
  })

  it('tickets older than an hour no longer count; the daily cleanup never cuts the hour', async () => {
    await be.db.pg.query(
      `update public.upload_tickets set created_at = now() - interval '59 minutes', expires_at = now() - interval '29 minutes'
        where upload_id = $1`,
      [player],
    )
    await expectRefused(await begin(code, player), 'player-hourly-limit')

    await be.db.pg.query(
      `update public.upload_tickets set created_at = now() - interval '61 minutes', expires_at = now() - interval '31 minutes'
        where upload_id = $1`,
      [player],
    )
    await ticketFor(code, player)
    // the 12 old tickets are still there (kept a day), they just don't count
    const kept = await be.db.pg.query<{ n: number }>('select count(*)::int as n from public.upload_tickets where upload_id = $1', [player])
    expect(kept.rows[0]!.n).toBe(PLAYER_PER_HOUR + 1)
  })

  it('tickets older than a day are cleaned up by the next begin_upload', async () => {
    await be.db.pg.query(
      `update public.upload_tickets set created_at = now() - interval '2 days', expires_at = now() - interval '2 days'
        where upload_id = $1 and created_at < now() - interval '1 hour'`,
      [player],
    )
    await ticketFor(code, teammate)
    const left = await be.db.pg.query<{ n: number }>('select count(*)::int as n from public.upload_tickets where upload_id = $1', [player])
    expect(left.rows[0]!.n).toBe(1)
  })
})

describe('per team: 60 tickets an hour across all its players', () => {
  let code: string
  let players: number[]

  beforeAll(async () => {
    code = await be.codeFor(EVENT, 'Germany')
    players = await playersOf(EVENT, 'Germany', 6)
  })

  it('refuses the 61st begin_upload of a team, for a player who has none yet', async () => {
    for (const id of players.slice(0, 5)) {
      for (let i = 0; i < PLAYER_PER_HOUR; i++) await ticketFor(code, id)
    }
    await expectRefused(await begin(code, players[5]!), 'team-hourly-limit')
  })

  it('other teams, and the same team name in another event, are not affected', async () => {
    const [belgian] = await playersOf(EVENT, 'Belgium', 1)
    await ticketFor(await be.codeFor(EVENT, 'Belgium'), belgian!)
    const [wjwcGerman] = await playersOf(OTHER_EVENT, 'Germany', 1)
    await ticketFor(await be.codeFor(OTHER_EVENT, 'Germany'), wjwcGerman!, OTHER_EVENT)
  })

  it('an admin is not limited: admin uploads take no ticket', async () => {
    const id = players[5]!
    const keys = await admin.rpc('admin_photo_keys', { p_id: id })
    expect(keys.error).toBeNull()
    const k = (keys.data as { photo_key: string; thumb_key: string }[])[0]!
    expect((await admin.storage.from(BUCKET).upload(k.photo_key, jpegBlob())).error).toBeNull()
    expect((await admin.storage.from(BUCKET).upload(k.thumb_key, jpegBlob())).error).toBeNull()
    const seen = (await be.db.pg.query<{ photo_path: string | null }>('select photo_path from public.event_uploads where id = $1', [id]))
      .rows[0]!
    const set = await admin.rpc('set_player_photo', {
      p_id: id,
      p_seen_photo_path: seen.photo_path ?? '',
      p_photo_path: k.photo_key,
      p_thumb_path: k.thumb_key,
    })
    expect(set.error).toBeNull()
    // and the team link is still capped (for a teammate: the admin's photo is approved, so this
    // player's link upload would be refused for that reason first)
    await expectRefused(await begin(code, players[0]!), 'team-hourly-limit')
  })

  it('parallel requests can not slip past the count: exactly 60 of 70 get a ticket', async () => {
    const teamCode = await be.codeFor(EVENT, 'Netherlands')
    const ids = await playersOf(EVENT, 'Netherlands', 7)
    // 10 per player: no player reaches its own limit, so every refusal is the team's
    const results = await Promise.all(ids.flatMap((id) => Array.from({ length: 10 }, () => begin(teamCode, id))))
    const ok = results.filter((r) => r.error === null)
    const refused = results.filter((r) => r.error !== null)
    expect(ok).toHaveLength(TEAM_PER_HOUR)
    expect(refused).toHaveLength(70 - TEAM_PER_HOUR)
    for (const r of refused) expect(r.error).toMatchObject({ code: 'PT429', hint: 'team-hourly-limit' })
  })
})

describe('event_storage_usage', () => {
  type Usage = { objects: number; bytes: number }
  const usage = async (client: SupabaseClient, event: string): Promise<Usage> => {
    const { data, error } = await client.rpc('event_storage_usage', { p_event: event })
    expect(error).toBeNull()
    const row = (data as Usage[])[0]!
    return { objects: Number(row.objects), bytes: Number(row.bytes) }
  }

  it('is refused to anon and to a signed-in user who is not an admin', async () => {
    const a = await anon.rpc('event_storage_usage', { p_event: EVENT })
    expect(a.error).not.toBeNull()
    expect(a.data).toBeNull()

    await be.db.pg.query(`insert into auth.users (email, encrypted_password, email_confirmed_at)
      values ('fan@example.org', extensions.crypt('fan-password-123', extensions.gen_salt('bf')), now())`)
    const fan = be.anon()
    expect((await fan.auth.signInWithPassword({ email: 'fan@example.org', password: 'fan-password-123' })).error).toBeNull()
    const f = await fan.rpc('event_storage_usage', { p_event: EVENT })
    expect(f.error?.code).toBe('42501')
    expect(f.data).toBeNull()
  })

  it("gives an admin every object under the event's prefix, orphans included", async () => {
    const before = await usage(admin, EVENT)
    const other = await usage(admin, OTHER_EVENT)
    const direct = await be.db.pg.query<{ n: number; bytes: number }>(
      `select count(*)::int as n, coalesce(sum((metadata->>'size')::bigint), 0)::bigint as bytes
         from storage.objects where bucket_id = $1 and name like 'mjwc2025/%'`,
      [BUCKET],
    )
    expect(before).toEqual({ objects: direct.rows[0]!.n, bytes: Number(direct.rows[0]!.bytes) })
    expect(before.objects).toBeGreaterThan(0)

    // a player's upload that is never finished: two objects no row points at
    const [id] = await playersOf(EVENT, 'Chile', 1)
    const t = await ticketFor(await be.codeFor(EVENT, 'Chile'), id!)
    expect((await anon.storage.from(BUCKET).upload(t.photo_key, jpegBlob())).error).toBeNull()
    expect((await anon.storage.from(BUCKET).upload(t.thumb_key, jpegBlob())).error).toBeNull()
    const pointed = await be.db.pg.query('select 1 from public.event_uploads where photo_path = $1 or thumb_path = $2', [
      t.photo_key,
      t.thumb_key,
    ])
    expect(pointed.rows).toHaveLength(0)

    expect(await usage(admin, EVENT)).toEqual({ objects: before.objects + 2, bytes: before.bytes + 2 * JPEG.byteLength })
    expect(await usage(admin, OTHER_EVENT)).toEqual(other)
  })
})
