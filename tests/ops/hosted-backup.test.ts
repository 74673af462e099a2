// A hosted project backed up and restored, as a non-developer would run it: the local
// portal's events moved to a "hosted" backend (the local backend started as a hosted project is,
// no data folder, reached over its HTTP API only, with a service role key), then
// `npm run export -- --from <its URL> --all` with the key in SUPABASE_SERVICE_ROLE_KEY, then
// `npm run import` of that backup into a third, empty backend. Every row of every event table and
// every photo byte arrives as the local portal had it; the key is written nowhere.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { signJwt } from '../../server/api/jwt.ts'
import { dumpTables, runCli } from './ops-helpers.ts'

const EVENTS = ['MJWC 2025', 'WJWC 2025']
const TABLES = ['events', 'team_access', 'event_uploads', 'photo_versions', 'audit_log']
const HOSTED_SECRET = randomBytes(32).toString('base64url')
const BACK_SECRET = randomBytes(32).toString('base64url')

let dir: string
let local: RunningServer
let hosted: RunningServer
let back: RunningServer

const serviceKey = (secret: string) => {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 3600 }, secret)
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hosted-backup-'))
  ;[local, hosted, back] = await Promise.all([
    startServer({ dataDir: join(dir, 'local'), seed: true }),
    startServer({ seed: false, jwtSecret: HOSTED_SECRET }),
    startServer({ seed: false, jwtSecret: BACK_SECRET }),
  ])
}, 240_000)

afterAll(async () => {
  await Promise.all([local?.close(), hosted?.close(), back?.close()])
  await rm(dir, { recursive: true, force: true })
})

/** The five event tables of the events, as JSON per table; each import's own trail entry aside. */
const eventRows = (srv: RunningServer) =>
  srv.db.serial((tx) =>
    dumpTables(
      tx,
      ['public'],
      (_s, t) => {
        if (!TABLES.includes(t)) return null
        if (t === 'events') return `where r.name = any(array['${EVENTS.join("','")}'])`
        return `where r.event_name = any(array['${EVENTS.join("','")}'])${t === 'audit_log' ? ` and r.action <> 'event-imported'` : ''}`
      },
      { 'public.audit_log': ['id'] },
    ),
  )

async function filesUnder(root: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(root, { withFileTypes: true, recursive: true })) if (e.isFile()) out.push(join(e.parentPath, e.name))
  return out
}

describe('backing up a hosted project, photos included', () => {
  it('refuses without the service key in the environment, writing nothing', async () => {
    const out = join(dir, 'no-key')
    const r = await runCli('export', ['--from', hosted.url, '--all', '--out', out], { SUPABASE_SERVICE_ROLE_KEY: '' })
    expect(r.code).not.toBe(0)
    expect(r.out).toMatch(/SUPABASE_SERVICE_ROLE_KEY/)
    expect(existsSync(out)).toBe(false)
  }, 60_000)

  it('local → hosted → backup → restored: every row and photo as the local portal had them', async () => {
    // the events go to the "hosted" project as a deployer moves them
    for (const [i, event] of EVENTS.entries()) {
      const out = join(dir, `local-${i}`)
      const exported = await runCli('export', ['--data-dir', join(dir, 'local'), '--event', event, '--out', out])
      expect(exported.code, exported.out).toBe(0)
      const imported = await runCli('import', ['--url', hosted.url, out], { SUPABASE_SERVICE_ROLE_KEY: serviceKey(HOSTED_SECRET) })
      expect(imported.code, imported.out).toBe(0)
    }

    // the backup, over the API only
    const key = serviceKey(HOSTED_SECRET)
    const backup = join(dir, 'hosted-backup')
    const taken = await runCli('export', ['--from', hosted.url, '--all', '--out', backup], { SUPABASE_SERVICE_ROLE_KEY: key })
    expect(taken.code, taken.out).toBe(0)
    expect(taken.out, taken.out).not.toContain('WARNING')
    expect(taken.out).toContain('Exported "MJWC 2025"')
    expect(taken.out).toContain('Exported "WJWC 2025"')
    expect((await readdir(backup)).sort()).toEqual(['mjwc-2025', 'wjwc-2025'])
    // private, and the key is nowhere in it
    expect((await stat(backup)).mode & 0o777).toBe(0o700)
    for (const f of await filesUnder(backup)) {
      expect((await stat(f)).mode & 0o777, f).toBe(0o600)
      expect((await readFile(f)).includes(Buffer.from(key)), f).toBe(false)
    }

    // restored into an empty project
    const restored = await runCli('import', ['--url', back.url, backup], { SUPABASE_SERVICE_ROLE_KEY: serviceKey(BACK_SECRET) })
    expect(restored.code, restored.out).toBe(0)

    const [fromLocal, fromHosted, fromBack] = await Promise.all([eventRows(local), eventRows(hosted), eventRows(back)])
    for (const t of TABLES) {
      expect(JSON.parse(fromLocal[`public.${t}`]!).length, t).toBeGreaterThan(0)
      expect(fromHosted[`public.${t}`], t).toBe(fromLocal[`public.${t}`])
      expect(fromBack[`public.${t}`], t).toBe(fromLocal[`public.${t}`])
    }
    // each import is in the trail: the hosted one travelled with the backup, the restore adds its own
    const imports = await back.db.pg.query<{ event_name: string; n: number }>(
      `select event_name, count(*)::int as n from public.audit_log where action = 'event-imported' group by 1 order by 1`,
    )
    expect(imports.rows).toEqual(EVENTS.map((e) => ({ event_name: e, n: 2 })))

    // every photo, byte for byte, served by the restored project
    const objects = await local.db.pg.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects where name like 'mjwc2025/%' or name like 'wjwc2025/%' order by name`,
    )
    expect(objects.rows.length).toBeGreaterThan(100)
    for (const o of objects.rows) {
      const res = await fetch(`${back.url}/storage/v1/object/public/${o.bucket_id}/${o.name}`)
      expect(res.status, o.name).toBe(200)
      const original = await readFile(join(dir, 'local', 'storage', o.bucket_id, o.name))
      expect(Buffer.from(await res.arrayBuffer()).equals(original), o.name).toBe(true)
    }
  }, 600_000)

  it('the export functions are for the service role only', async () => {
    for (const [fn, args] of [
      ['export_event_names', {}],
      ['export_event_rows', { p_event: 'MJWC 2025', p_table: 'team_access', p_offset: 0, p_limit: 10 }],
      ['export_event_objects', { p_event: 'MJWC 2025' }],
    ] as const) {
      const r = await fetch(`${hosted.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: hosted.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      })
      expect(r.status, fn).toBeGreaterThanOrEqual(400)
      expect(await r.text(), fn).not.toMatch(/[A-Z0-9]{12}/)
    }
    const admins = await fetch(`${hosted.url}/rest/v1/rpc/export_event_rows`, {
      method: 'POST',
      headers: { apikey: hosted.anonKey, authorization: `Bearer ${serviceKey(HOSTED_SECRET)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_event: 'MJWC 2025', p_table: 'admins', p_offset: 0, p_limit: 10 }),
    })
    expect(admins.status).toBeGreaterThanOrEqual(400)
    expect(((await admins.json()) as { message: string }).message).toMatch(/reads only an event's own tables/)
  }, 60_000)
})
