// @vitest-environment node
// The local backend speaks Supabase's wire protocol: real supabase-js (the app's client) against
// it, checking what the app relies on — session shape, error codes and statuses, PostgREST
// result shapes, the row cap, Storage limits and errors, persistence. Who may do what is in
// permissions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { signJwt } from '../../server/api/jwt.ts'
import { startServer } from '../../server/app.ts'
import { clientFor, startTestBackend, type TestBackend } from './helpers.ts'
import { fakeJpeg, fakePng } from '../fixtures/fake-jpeg.ts'

const EVENT = 'MJWC 2025'
const BUCKET = 'player-photos'
/** A test that starts servers on a durable folder (seeding, fsync) more than once. */
const ON_DISK_TEST_MS = 120_000

const jpegBytes = (size: number, seed = 1) => fakeJpeg(size, seed)
const pngBytes = (size: number, seed = 1) => fakePng(size, seed)
const jpegBlob = (size = 2048, seed = 1) => new Blob([jpegBytes(size, seed)], { type: 'image/jpeg' })
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient

beforeAll(async () => {
  be = await startTestBackend()
  anon = be.anon()
  admin = await be.admin()
  // Test-only objects in this in-memory database: shapes and errors the real schema lacks.
  await be.db.pg.exec(`
    create function public.test_void() returns void language sql as $$ select $$;
    create function public.test_series(n int) returns setof int language sql as $$ select generate_series(1, n) $$;
    create function public.test_raise(p_code text, p_message text default 'refused') returns text
      language plpgsql as $$ begin raise exception '%', p_message using errcode = p_code; end $$;
    create function public.test_echo(p_text text, p_num bigint, p_json jsonb, p_list text[], p_flag boolean default true)
      returns jsonb language sql as $$ select jsonb_build_object('text', p_text, 'num', p_num, 'json', p_json, 'list', p_list, 'flag', p_flag) $$;
    create table public.test_many (id int primary key, label text);
    insert into public.test_many select i, 'row ' || i from generate_series(1, 1500) i;
    grant select on public.test_many to anon;
    grant execute on function public.test_void(), public.test_series(int), public.test_raise(text, text),
      public.test_echo(text, bigint, jsonb, text[], boolean) to anon;
  `)
})
afterAll(async () => {
  await be?.close()
})

describe('auth/v1', () => {
  it('signs in with a password and returns a Supabase session', async () => {
    const c = be.anon()
    const { data, error } = await c.auth.signInWithPassword({ email: be.adminEmail, password: be.adminPassword })
    expect(error).toBeNull()
    const s = data.session!
    expect(s.token_type).toBe('bearer')
    expect(s.expires_in).toBe(3600)
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500)
    expect(s.refresh_token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(s.user.email).toBe(be.adminEmail)
    const claims = claimsOf(s.access_token)
    expect(claims).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      sub: s.user.id,
      email: be.adminEmail,
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.session_id).toEqual(expect.any(String))
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600)
  })

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await be.anon().auth.signInWithPassword({ email: be.adminEmail, password: 'not-the-password' })
    expect(data.session).toBeNull()
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.message).toBe('Invalid login credentials')
    const unknown = await be.anon().auth.signInWithPassword({ email: 'nobody@example.org', password: 'whatever-123' })
    expect(unknown.error?.code).toBe('invalid_credentials')
  })

  it('refreshes with a rotating refresh token, and refuses an unknown one', async () => {
    const c = await be.admin()
    const before = (await c.auth.getSession()).data.session!
    const { data, error } = await c.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(before.refresh_token)
    expect(claimsOf(data.session!.access_token).session_id).toBe(claimsOf(before.access_token).session_id)
    const res = await fetch(`${be.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: be.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'no-such-token' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await res.json()).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' })
  })

  it('returns the user, and ends the session on sign-out', async () => {
    const c = await be.admin()
    const token = (await c.auth.getSession()).data.session!.access_token
    const { data, error } = await c.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.email).toBe(be.adminEmail)
    expect((await c.auth.signOut()).error).toBeNull()
    expect((await c.auth.getSession()).data.session).toBeNull()
    const after = await fetch(`${be.url}/auth/v1/user`, { headers: { apikey: be.anonKey, Authorization: `Bearer ${token}` } })
    expect(after.status).toBe(403)
    expect((await after.json()).code).toBe('session_not_found')
  })

  it('wants an apikey', async () => {
    const res = await fetch(`${be.url}/rest/v1/rpc/test_void`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('No API key found in request')
    // the public placeholder key works like the anon JWT
    const placeholder = clientFor(be.url, 'local-anon-key')
    expect((await placeholder.rpc('test_series', { n: 2 })).data).toEqual([1, 2])
  })
})

describe('rest/v1 rpc', () => {
  it('answers a scalar as a bare JSON value, null included', async () => {
    const code = await be.codeFor(EVENT, 'Spain')
    expect(await anon.rpc('resolve_team', { p_event: EVENT, p_code: code })).toMatchObject({ data: 'Spain', status: 200 })
    expect(await anon.rpc('resolve_team', { p_event: EVENT, p_code: 'NOPE' })).toMatchObject({ data: null, error: null })
  })

  it('answers a table function as an array of objects', async () => {
    const code = await be.codeFor(EVENT, 'Spain')
    const { data, error } = await anon.rpc('team_roster', { p_event: EVENT, p_code: code })
    expect(error).toBeNull()
    const rows = data as { id: number; player_name: string; updated_at: string }[]
    const n = await be.db.pg.query(`select 1 from event_uploads where event_name = $1 and team = 'Spain'`, [EVENT])
    expect(rows).toHaveLength(n.rows.length)
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'id',
      'photo_path',
      'photo_url',
      'player_name',
      'retake_note',
      'retake_reason',
      'review_state',
      'shirt_number',
      'thumb_path',
      'updated_at',
      'upload_status',
    ])
    expect(typeof rows[0]!.id).toBe('number')
    expect(new Date(rows[0]!.updated_at).getTime()).not.toBeNaN()
  })

  it('answers void with 204 and data null', async () => {
    expect(await anon.rpc('test_void')).toMatchObject({ data: null, error: null, status: 204 })
  })

  it('passes typed named arguments, defaults included', async () => {
    const args = { p_text: "O'Brien ✓", p_num: 9007199254740991, p_json: { a: [1, { b: null }] }, p_list: ['x', 'y,z'] }
    const { data, error } = await anon.rpc('test_echo', args)
    expect(error).toBeNull()
    expect(data).toEqual({ text: "O'Brien ✓", num: 9007199254740991, json: { a: [1, { b: null }] }, list: ['x', 'y,z'], flag: true })
  })

  it('answers an unknown function or argument with 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('no_such_function', { a: 1 })
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST202')
    expect((await anon.rpc('resolve_team', { p_event: EVENT })).error?.code).toBe('PGRST202')
    expect((await anon.rpc('resolve_team', { p_event: EVENT, p_code: 'X', extra: 1 })).error?.code).toBe('PGRST202')
  })

  it('maps SQL errors to PostgREST statuses', async () => {
    const cases: [string, number][] = [
      ['P0001', 400],
      ['PT409', 409],
      ['PT418', 418],
      ['23505', 409],
      ['22023', 400],
      ['42501', 401],
    ]
    for (const [code, status] of cases) {
      const r = await anon.rpc('test_raise', { p_code: code, p_message: `raised ${code}` })
      expect(r.status, code).toBe(status)
      expect(r.error, code).toEqual({ code, message: `raised ${code}`, details: null, hint: null })
    }
    // 42501 is 403 for a signed-in caller
    expect((await admin.rpc('test_raise', { p_code: '42501' })).status).toBe(403)
    // no execute grant: permission denied, 401 for anon
    const denied = await anon.rpc('event_summary', { p_event: EVENT })
    expect(denied.status).toBe(401)
    expect(denied.error?.code).toBe('42501')
  })

  it('cuts set results at 1000 rows like hosted db-max-rows', async () => {
    const { data, error } = await anon.rpc('test_series', { n: 1500 })
    expect(error).toBeNull()
    expect(data).toHaveLength(1000)
    expect((await anon.rpc('test_series', { n: 3 })).data).toEqual([1, 2, 3])
  })

  it('refuses a token it did not sign with 401 PGRST301', async () => {
    const fake = `${be.anonKey.split('.').slice(0, 2).join('.')}.bm90LXRoZS1zaWduYXR1cmU`
    const res = await fetch(`${be.url}/rest/v1/rpc/test_void`, {
      method: 'POST',
      headers: { apikey: be.anonKey, Authorization: `Bearer ${fake}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe('PGRST301')
  })
})

describe('rest/v1 tables', () => {
  it('selects columns with eq filters', async () => {
    const { data, error } = await admin.from('event_uploads').select('id,player_name,team').eq('event_name', EVENT).eq('team', 'Spain')
    expect(error).toBeNull()
    const expected = await be.db.pg.query<{ id: number; player_name: string; team: string }>(
      `select id, player_name, team from event_uploads where event_name = $1 and team = 'Spain'`,
      [EVENT],
    )
    expect(expected.rows.length).toBeGreaterThan(1)
    expect([...data!].sort((a, b) => a.id - b.id)).toEqual(expected.rows.sort((a, b) => a.id - b.id))
  })

  // The local backend emulates only what the app and the tests use (see server/api/rest.ts);
  // the rest is refused out loud, never answered as if it had been done.
  it('refuses the PostgREST features it does not emulate with 400 PGRST100', async () => {
    const refused = [
      await admin.from('event_uploads').select('id').eq('event_name', EVENT).order('id'),
      await admin.from('event_uploads').select('id').in('team', ['Spain', 'Wales']),
      await admin.from('event_uploads').select('id').neq('team', 'Spain'),
      await admin.from('event_uploads').select('id').not('photo_url', 'is', null),
      await admin.from('event_uploads').select('id').range(1, 3),
      await admin.from('event_uploads').select('squad:team'),
      await admin.from('event_uploads').select('id', { count: 'exact' }),
      await admin.from('event_uploads').insert({ event_name: EVENT, team: 'Spain', player_name: 'Shown Back' }).select(),
      await admin.from('event_uploads').insert([{ event_name: EVENT, team: 'Spain', player_name: 'Batch' }]),
      await admin.from('event_uploads').upsert({ id: 1, event_name: EVENT, team: 'Spain', player_name: 'Upserted' }),
      await anon.rpc('test_series', { n: 3 }).eq('test_series', 1),
    ]
    for (const r of refused) {
      expect(r.status).toBe(400)
      expect(r.error?.code).toBe('PGRST100')
      expect(r.error?.message).toContain('not supported by the local backend')
    }
    const written = await be.db.pg.query(`select 1 from event_uploads where player_name in ('Shown Back', 'Batch', 'Upserted')`)
    expect(written.rows).toEqual([])
  })

  it('returns one object for .single(), 406 PGRST116 otherwise', async () => {
    // events are read by admins only (players get list_open_events)
    const one = await admin.from('events').select('name').eq('code', 'wjwc2025').single()
    expect(one).toMatchObject({ data: { name: 'WJWC 2025' }, error: null })
    const none = await admin.from('events').select('name').eq('code', 'nope').single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
    const many = await admin.from('events').select('name').single()
    expect(many.error?.details).toBe('The result contains 2 rows')
    expect((await admin.from('events').select('name').eq('code', 'nope').maybeSingle()).data).toBeNull()
  })

  it('cuts table reads at 1000 rows like hosted db-max-rows, and takes a limit', async () => {
    expect((await anon.from('test_many').select('id')).data).toHaveLength(1000)
    expect((await anon.from('test_many').select('id').limit(5)).data).toHaveLength(5)
  })

  it('inserts, updates and deletes one row as admin, answering without a body', async () => {
    const inserted = await admin.from('event_uploads').insert({ event_name: EVENT, team: 'Spain', player_name: 'Ana Test' })
    expect(inserted).toMatchObject({ status: 201, data: null, error: null })
    const row = await be.db.pg.query<{ id: number; upload_status: boolean }>(
      `select id, upload_status from event_uploads where player_name = 'Ana Test'`,
    )
    expect(row.rows).toHaveLength(1)
    const id = row.rows[0]!.id
    // a key the row leaves out takes the column default
    expect(row.rows[0]!.upload_status).toBe(false)

    const upd = await admin.from('event_uploads').update({ player_name: 'Ana Renamed' }).eq('id', id)
    expect(upd).toMatchObject({ status: 204, data: null, error: null })
    expect((await admin.from('event_uploads').select('player_name,team').eq('id', id).single()).data).toEqual({
      player_name: 'Ana Renamed',
      team: 'Spain',
    })

    const del = await admin.from('event_uploads').delete().eq('id', id)
    expect(del).toMatchObject({ status: 204, data: null, error: null })
    expect((await admin.from('event_uploads').select('id').eq('id', id)).data).toEqual([])
  })

  it('refuses an UPDATE or DELETE without a filter', async () => {
    const res = await fetch(`${be.url}/rest/v1/event_uploads`, {
      method: 'DELETE',
      headers: { apikey: be.anonKey, Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}` },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('21000')
  })

  it('answers an unknown table with 404 and a table without grant with 401 for anon', async () => {
    const missing = await anon.from('no_such_table').select('*')
    expect(missing.status).toBe(404)
    expect(missing.error?.code).toBe('PGRST205')
    const denied = await anon.from('team_access').select('*')
    expect(denied.status).toBe(401)
    expect(denied.error?.code).toBe('42501')
  })
})

describe('storage/v1', () => {
  const key = (name: string) => `mjwc2025/Spain/protocol-${name}`

  it('uploads a Blob and serves the same bytes at the public URL', async () => {
    const bytes = jpegBytes(3000, 7)
    const up = await admin.storage.from(BUCKET).upload(key('blob.jpg'), new Blob([bytes], { type: 'image/jpeg' }))
    expect(up.error).toBeNull()
    expect(up.data).toMatchObject({ path: key('blob.jpg'), fullPath: `${BUCKET}/${key('blob.jpg')}`, id: expect.any(String) })
    const url = admin.storage.from(BUCKET).getPublicUrl(key('blob.jpg')).data.publicUrl
    expect(url).toBe(`${be.url}/storage/v1/object/public/${BUCKET}/${key('blob.jpg')}`)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(res.headers.get('last-modified')).toBeTruthy()
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
    const again = await fetch(url, { headers: { 'If-None-Match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe('3000')
    const meta = await be.db.pg.query<{ metadata: Record<string, unknown> }>('select metadata from storage.objects where name = $1', [
      key('blob.jpg'),
    ])
    expect(meta.rows[0]!.metadata).toMatchObject({ mimetype: 'image/jpeg', size: 3000, cacheControl: 'max-age=3600' })
  })

  it('uploads raw bytes with their content type, and keys with spaces', async () => {
    const bytes = pngBytes(1234, 3)
    const path = 'mjwc2025/New Zealand/raw upload.png'
    const up = await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'image/png' })
    expect(up.error).toBeNull()
    const res = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
  })

  it('refuses a duplicate key, and upserts (not emulated: keys are never reused)', async () => {
    expect((await admin.storage.from(BUCKET).upload(key('dup.jpg'), jpegBlob(100, 1))).error).toBeNull()
    const dup = await admin.storage.from(BUCKET).upload(key('dup.jpg'), jpegBlob(200, 2))
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    const upsert = await admin.storage.from(BUCKET).upload(key('dup.jpg'), jpegBlob(300, 3), { upsert: true })
    expect(upsert.error).toMatchObject({ statusCode: '400' })
    expect(upsert.error?.message).toContain('not supported by the local backend')
    const res = await fetch(admin.storage.from(BUCKET).getPublicUrl(key('dup.jpg')).data.publicUrl)
    expect((await res.arrayBuffer()).byteLength).toBe(100)
  })

  it('refuses a 6 MB object with EntityTooLarge', async () => {
    const big = new Blob([jpegBytes(6 * 1024 * 1024)], { type: 'image/jpeg' })
    const { data, error } = await admin.storage.from(BUCKET).upload(key('big.jpg'), big)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' })
    const raw = await admin.storage.from(BUCKET).upload(key('big-raw.jpg'), jpegBytes(6 * 1024 * 1024), { contentType: 'image/jpeg' })
    expect(raw.error).toMatchObject({ statusCode: '413' })
    expect((await be.db.pg.query('select 1 from storage.objects where name like $1', ['%protocol-big%'])).rows).toEqual([])
  })

  it('refuses a type the bucket does not allow with InvalidMimeType', async () => {
    const txt = await admin.storage.from(BUCKET).upload(key('notes.txt'), new Blob(['hello'], { type: 'text/plain' }))
    expect(txt.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' })
    // a File with no type arrives as application/octet-stream
    const untyped = await admin.storage.from(BUCKET).upload(key('untyped.jpg'), new Blob([jpegBytes(10)]))
    expect(untyped.error).toMatchObject({ statusCode: '415' })
  })

  it('refuses a non-ASCII key with InvalidKey', async () => {
    const { error } = await admin.storage.from(BUCKET).upload('mjwc2025/Spain/Müller_1.jpg', jpegBlob())
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid key: mjwc2025/Spain/Müller_1.jpg' })
  })

  it('answers a missing object like Supabase', async () => {
    const res = await fetch(`${be.url}/storage/v1/object/public/${BUCKET}/mjwc2025/nothing-here.jpg`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ statusCode: '404', error: 'Not found', code: 'NoSuchKey', message: 'Object not found' })
  })

  it('refuses an anonymous upload by RLS with statusCode 403', async () => {
    const { error } = await anon.storage.from(BUCKET).upload(key('anon.jpg'), jpegBlob())
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' })
  })

  it('lists one folder level', async () => {
    const { data, error } = await admin.storage.from(BUCKET).list('mjwc2025/Spain', { limit: 1000 })
    expect(error).toBeNull()
    const names = data!.map((f) => f.name)
    expect(names).toContain('protocol-blob.jpg')
    expect(names.every((n) => !n.includes('/'))).toBe(true)
    const top = await admin.storage.from(BUCKET).list('')
    expect(top.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'mjwc2025', id: null })]))
  })

  it('removes objects (RLS filters silently) and their bytes', async () => {
    expect((await admin.storage.from(BUCKET).upload(key('gone.jpg'), jpegBlob())).error).toBeNull()
    const byAnon = await anon.storage.from(BUCKET).remove([key('gone.jpg')])
    expect(byAnon).toMatchObject({ data: [], error: null })
    const { data, error } = await admin.storage.from(BUCKET).remove([key('gone.jpg'), key('never-existed.jpg')])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({ name: key('gone.jpg'), bucket_id: BUCKET })
    expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(key('gone.jpg')).data.publicUrl)).status).toBe(400)
    expect((await admin.storage.from(BUCKET).remove([key('gone.jpg')])).data).toEqual([])
  })

  it('refuses direct SQL deletes from storage.objects, as hosted Supabase does', async () => {
    await expect(be.db.pg.query(`delete from storage.objects where name = $1`, [key('blob.jpg')])).rejects.toMatchObject({ code: '42501' })
  })

  it('answers CORS preflights for pages served from this machine, not for other sites', async () => {
    const preflight = (origin: string) =>
      fetch(`${be.url}/storage/v1/object/${BUCKET}/x.jpg`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    const local = await preflight('http://localhost:4173')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(local.headers.get('access-control-allow-headers')).toContain('x-upsert')
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('seed photos', () => {
  it('stores a real JPEG for every seeded photo path and fills the URLs', async () => {
    const r = await be.db.pg.query<{ n: number; missing: number }>(
      `select count(*)::int as n,
              count(*) filter (where photo_url is null or thumb_url is null
                or not exists (select 1 from storage.objects o where o.name = u.thumb_path))::int as missing
         from event_uploads u where photo_path is not null and photo_path not like '%protocol%'`,
    )
    expect(r.rows[0]!.n).toBeGreaterThan(100)
    expect(r.rows[0]!.missing).toBe(0)
    const row = await be.db.pg.query<{ photo_url: string; thumb_url: string }>(
      `select photo_url, thumb_url from event_uploads where photo_url is not null limit 1`,
    )
    const photo = new Uint8Array(await (await fetch(row.rows[0]!.photo_url)).arrayBuffer())
    expect([...photo.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const thumb = await fetch(row.rows[0]!.thumb_url)
    expect(thumb.headers.get('content-type')).toBe('image/jpeg')
  })
})

describe('a backend with a data folder', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-backend-'))
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>Portal</title>' + ' '.repeat(2000))
    await writeFile(join(dir, 'dist', 'assets', 'app-abc123.js'), 'console.log("hi")')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  // two seeded servers on a durable folder, one after the other: on a loaded two-core machine
  // the starts alone can take most of the default test time
  it(
    'keeps uploads, rows, keys and sessions across a restart',
    async () => {
      const dataDir = join(dir, 'data')
      const first = await startServer({ dataDir, logErrors: true, jwtExpirySeconds: 3600 })
      const c = clientFor(first.url, first.anonKey)
      expect((await c.auth.signInWithPassword({ email: first.adminEmail, password: first.adminPassword! })).error).toBeNull()
      const refreshToken = (await c.auth.getSession()).data.session!.refresh_token
      const bytes = jpegBytes(5000, 9)
      const path = 'wjwc2025/Wales/persist.jpg'
      expect((await c.storage.from(BUCKET).upload(path, new Blob([bytes], { type: 'image/jpeg' }))).error).toBeNull()
      expect(existsSync(join(dataDir, 'storage', BUCKET, path))).toBe(true)
      const added = await c.rpc('add_player', { p_event: 'WJWC 2025', p_team: 'Wales', p_name: 'Persistent Player' })
      expect(added.error).toBeNull()
      await first.close()

      const second = await startServer({ dataDir, logErrors: true })
      try {
        expect(second.anonKey).toBe(first.anonKey)
        const res = await fetch(`${second.url}/storage/v1/object/public/${BUCKET}/${path}`)
        expect(res.status).toBe(200)
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
        const c2 = clientFor(second.url, second.anonKey)
        // the old session's refresh token still works: the signing secret is in the data folder
        const { data, error } = await c2.auth.refreshSession({ refresh_token: refreshToken })
        expect(error).toBeNull()
        const names = await c2.from('event_uploads').select('player_name').eq('team', 'Wales').eq('player_name', 'Persistent Player')
        expect(names.data).toEqual([{ player_name: 'Persistent Player' }])
        expect(data.session).not.toBeNull()
        // seeded photos were stored on disk once, not again on restart
        const seeded = await second.db.pg.query<{ photo_path: string }>(
          `select photo_path from event_uploads where photo_path is not null limit 1`,
        )
        expect(existsSync(join(dataDir, 'storage', BUCKET, seeded.rows[0]!.photo_path))).toBe(true)
        // removing takes the file with the row
        const removed = await c2.storage.from(BUCKET).remove([path])
        expect(removed.data).toHaveLength(1)
        expect(existsSync(join(dataDir, 'storage', BUCKET, path))).toBe(false)
      } finally {
        await second.close()
      }
    },
    ON_DISK_TEST_MS,
  )

  it('answers an expired access token with 401 PGRST303, and supabase-js refreshes it', async () => {
    const secret = 'a-test-secret-that-is-long-enough-for-hs256'
    const srv = await startServer({ dataDir: join(dir, 'data'), jwtExpirySeconds: 1, jwtSecret: secret })
    try {
      // PGlite is one process's: a second server on the same folder is refused
      await expect(startServer({ dataDir: join(dir, 'data') })).rejects.toThrow(/Another local backend/)

      const c = clientFor(srv.url, srv.anonKey)
      await c.auth.signInWithPassword({ email: srv.adminEmail, password: srv.adminPassword! })
      // the same session's token, as it is once its second has passed (no waiting for it)
      const stale = signJwt(
        { ...claimsOf((await c.auth.getSession()).data.session!.access_token), exp: Math.floor(Date.now() / 1000) - 1 },
        secret,
      )
      const res = await fetch(`${srv.url}/rest/v1/rpc/is_admin`, {
        method: 'POST',
        headers: { apikey: srv.anonKey, Authorization: `Bearer ${stale}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null })
      // the client notices the expiry and refreshes before calling
      expect((await c.rpc('is_admin')).data).toBe(true)
    } finally {
      await srv.close()
    }
  })

  it('serves the built app: assets cached for a year, index.html for app routes, gzip', async () => {
    const srv = await startServer({ staticDir: join(dir, 'dist'), seed: false })
    try {
      const asset = await fetch(`${srv.url}/assets/app-abc123.js`)
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await asset.text()).toBe('console.log("hi")')
      expect((await fetch(`${srv.url}/assets/missing.js`)).status).toBe(404)
      const route = await fetch(`${srv.url}/mjwc2025/ABCDEFGHJKLM`)
      expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(route.headers.get('cache-control')).toBe('no-cache')
      expect(await route.text()).toContain('<title>Portal</title>')
      // fetch() decompresses on its own; readGzipped() checks the bytes on the wire
      const gz = await fetch(`${srv.url}/`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gz.headers.get('content-encoding')).toBe('gzip')
      expect(await gz.text()).toContain('<title>Portal</title>')
      expect(gunzipSync(await readGzipped(`${srv.url}/`)).toString()).toContain('<title>Portal</title>')
      // API paths never fall back to the app
      expect((await fetch(`${srv.url}/rest/v1/`, { headers: { apikey: srv.anonKey } })).status).toBe(404)
    } finally {
      await srv.close()
    }
  })
})

/** The raw gzip body (fetch would decompress it). */
async function readGzipped(url: string): Promise<Buffer> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve(Buffer.concat(chunks)))
    })
      .on('error', reject)
      .end()
  })
}
