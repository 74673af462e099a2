// @vitest-environment node
// A crafted export given to `npm run import`: the import only creates the one new event
// the file names. Each case takes a real export, rewrites it as an attacker would (manifest hashes
// made to match) and runs the real command against a backend that has other events: every attack
// seen in the issue is refused with a clear message and nothing in the database or Storage
// changes. The same rules hold in SQL for a caller of import_event_rows itself.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { signJwt } from '../../server/api/jwt.ts'
import { dumpTables, runCli } from '../ops/ops-helpers.ts'

const SECRET = randomBytes(32).toString('base64url')
const NEW = { name: 'Evil Cup', code: 'evil-cup' }
const ID_SHIFT = 1_000_000

let dir: string
let be: RunningServer
let exported: string
let serviceKey: string

type Row = Record<string, unknown>
type Manifest = {
  event: { name: string; code: string }
  tables: { table: string; file: string; rows: number }[]
  objects: { bucket: string; name: string; path: string; mimetype: string; cacheControl: string }[]
  files: { path: string; size: number; sha256: string }[]
}
type Export = { manifest: Manifest; rows: Map<string, Row[]>; objects: Map<string, Buffer> }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crafted-import-'))
  be = await startServer({ dataDir: join(dir, 'data'), seed: true, jwtSecret: SECRET })
  exported = join(dir, 'export')
  const r = await runCli('export', ['--data-dir', join(dir, 'data'), '--event', 'MJWC 2025', '--out', exported])
  if (r.code !== 0) throw new Error(r.out)
  const now = Math.floor(Date.now() / 1000)
  serviceKey = signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 3600 }, SECRET)
}, 240_000)

afterAll(async () => {
  await be?.close()
  await rm(dir, { recursive: true, force: true })
})

async function readExport(from: string): Promise<Export> {
  const manifest = JSON.parse(await readFile(join(from, 'manifest.json'), 'utf8')) as Manifest
  const rows = new Map<string, Row[]>()
  for (const t of manifest.tables) rows.set(t.table, JSON.parse(await readFile(join(from, t.file), 'utf8')) as Row[])
  const objects = new Map<string, Buffer>()
  for (const o of manifest.objects) objects.set(o.path, await readFile(join(from, o.path)))
  return { manifest, rows, objects }
}

/** The real export turned into a well-formed export of a new event (new name, code and ids). */
async function newEventExport(): Promise<Export> {
  const x = await readExport(exported)
  const old = x.manifest.event
  const rekey = (k: unknown) => (typeof k === 'string' ? k.replace(new RegExp(`^${old.code}/`), `${NEW.code}/`) : k)
  const shift = (v: unknown) => (v == null ? v : Number(v) + ID_SHIFT)
  for (const [table, list] of x.rows) {
    for (const r of list) {
      if (table === 'events') Object.assign(r, { name: NEW.name, code: NEW.code })
      else r.event_name = NEW.name
      if (table === 'team_access') r.code = `EVIL${String(r.code).slice(4)}`
      if ('id' in r && table !== 'events' && table !== 'team_access') r.id = shift(r.id)
      if ('upload_id' in r) r.upload_id = shift(r.upload_id)
      for (const c of ['photo_path', 'thumb_path']) if (c in r) r[c] = rekey(r[c])
    }
  }
  x.manifest.event = { ...NEW }
  const objects = new Map<string, Buffer>()
  for (const o of x.manifest.objects) {
    const bytes = x.objects.get(o.path)!
    o.name = rekey(o.name) as string
    o.path = `objects/${o.bucket}/${o.name}`
    objects.set(o.path, bytes)
  }
  x.objects = objects
  return x
}

/** Writes an export folder whose manifest matches its files, as a careful attacker would. */
async function writeExport(x: Export, to: string): Promise<string> {
  const files: Manifest['files'] = []
  const put = async (path: string, bytes: Buffer) => {
    await mkdir(dirname(join(to, path)), { recursive: true })
    await writeFile(join(to, path), bytes)
    files.push({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
  }
  for (const t of x.manifest.tables) {
    const list = x.rows.get(t.table) ?? []
    t.rows = list.length
    await put(t.file, Buffer.from(JSON.stringify(list)))
  }
  for (const o of x.manifest.objects) await put(o.path, x.objects.get(o.path)!)
  await writeFile(join(to, 'manifest.json'), JSON.stringify({ ...x.manifest, files }, null, 2))
  return to
}

const everything = () => be.db.serial((tx) => dumpTables(tx, ['public', 'storage', 'private']))

let n = 0
async function expectRefused(x: Export, message: RegExp): Promise<void> {
  const before = await everything()
  const folder = await writeExport(x, join(dir, `crafted-${++n}`))
  const r = await runCli('import', ['--url', be.url, '--service-key', serviceKey, folder])
  expect(r.code, r.out).not.toBe(0)
  expect(r.out).toMatch(message)
  expect(await everything()).toEqual(before)
}

const player = async (event: string) =>
  (await be.db.pg.query<Row>(`select * from public.event_uploads where event_name = $1 order by id limit 1`, [event])).rows[0]!

describe('a crafted export is refused, nothing written', () => {
  it('a team link added to an existing event', async () => {
    const x = await newEventExport()
    x.rows
      .get('team_access')!
      .push({ event_name: 'MJWC 2025', team: 'Intruders', code: 'CHOSENBYFILE1', created_at: new Date().toISOString() })
    await expectRefused(x, /Refusing this export.*team_access belongs to "MJWC 2025"/)
  }, 60_000)

  it('a player added to an existing team', async () => {
    const x = await newEventExport()
    const p = await player('MJWC 2025')
    x.rows
      .get('event_uploads')!
      .push({ ...p, id: 9_999_999, player_name: 'Planted', photo_path: null, thumb_path: null, photo_url: null, thumb_url: null })
    await expectRefused(x, /event_uploads belongs to "MJWC 2025"/)
  }, 60_000)

  it('a forged audit row in an existing event', async () => {
    const x = await newEventExport()
    x.rows.get('audit_log')!.push({
      id: 9_999_999,
      event_name: 'MJWC 2025',
      team: 'Belgium',
      action: 'approve',
      actor: 'admin',
      at: '2020-01-01T00:00:00Z',
      upload_id: null,
      player_name: 'Anyone',
      actor_id: null,
      before: null,
      after: null,
    })
    await expectRefused(x, /audit_log belongs to "MJWC 2025"/)
  }, 60_000)

  it("a photo version pointing at another event's player", async () => {
    const x = await newEventExport()
    const p = await player('MJWC 2025')
    x.rows.get('photo_versions')![0]!.upload_id = p.id
    await expectRefused(x, /points at player .* not one of this event's players/)
  }, 60_000)

  it("an object under another event's folder", async () => {
    const x = await newEventExport()
    const o = x.manifest.objects[0]!
    o.name = `mjwc2025/Belgium/planted_${randomBytes(8).toString('hex')}.jpg`
    await expectRefused(x, /object name "mjwc2025\/Belgium\/planted_.*" is not a photo key under the event's code \(evil-cup\/\)/)
  }, 60_000)

  it("an object name with '..' segments", async () => {
    const x = await newEventExport()
    x.manifest.objects[0]!.name = `${NEW.code}/../../../escape.jpg`
    await expectRefused(x, /object name ".*\.\.\/escape\.jpg" is not a photo key/)
  }, 60_000)

  it('an object in another bucket', async () => {
    const x = await newEventExport()
    x.manifest.objects[0]!.bucket = 'other'
    await expectRefused(x, /photos go to player-photos only/)
  }, 60_000)

  it("admins (or any table but the event's own) as a target", async () => {
    const x = await newEventExport()
    x.manifest.tables.push({ table: 'admins', file: 'rows/admins.json', rows: 1 })
    x.rows.set('admins', [{ user_id: '00000000-0000-4000-8000-00000000e111' }])
    await expectRefused(x, /it writes to "admins"; an import writes only events, team_access/)
  }, 60_000)

  it('a storage key in a row outside the event', async () => {
    const x = await newEventExport()
    const withPhoto = x.rows.get('event_uploads')!.find((r) => r.photo_path)!
    withPhoto.photo_path = 'mjwc2025/Belgium/someone_else.jpg'
    await expectRefused(x, /event_uploads.photo_path "mjwc2025\/Belgium\/someone_else.jpg" is not a storage key under the event's code/)
  }, 60_000)

  it('an existing event under a new name (its code)', async () => {
    const x = await newEventExport()
    x.manifest.event.code = 'mjwc2025'
    x.rows.get('events')![0]!.code = 'mjwc2025'
    for (const o of x.manifest.objects) o.name = o.name.replace(/^evil-cup\//, 'mjwc2025/')
    for (const r of x.rows.get('event_uploads')!)
      for (const c of ['photo_path', 'thumb_path'])
        if (typeof r[c] === 'string') r[c] = (r[c] as string).replace(/^evil-cup\//, 'mjwc2025/')
    for (const r of x.rows.get('photo_versions')!)
      for (const c of ['photo_path', 'thumb_path'])
        if (typeof r[c] === 'string') r[c] = (r[c] as string).replace(/^evil-cup\//, 'mjwc2025/')
    await expectRefused(x, /already has an event with the code "mjwc2025"/)
  }, 60_000)
})

describe('the same rules in SQL, for a direct caller of import_event_rows', () => {
  const rpc = async (fn: string, body: unknown) => {
    const res = await fetch(`${be.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: be.anonKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { message?: string } }
  }

  it("rows of an existing event, admins, another event's rows inside an import: refused, nothing written", async () => {
    const before = await everything()
    const intoExisting = await rpc('import_event_rows', {
      p_event: 'MJWC 2025',
      p_table: 'team_access',
      p_rows: [{ event_name: 'MJWC 2025', team: 'Intruders', code: 'CHOSENBYFILE2' }],
    })
    expect(intoExisting.status).toBeGreaterThanOrEqual(400)
    expect(intoExisting.body.message).toMatch(/No import of MJWC 2025 is under way/)
    const admins = await rpc('import_event_rows', {
      p_event: 'X',
      p_table: 'admins',
      p_rows: [{ user_id: '00000000-0000-4000-8000-00000000e112' }],
    })
    expect(admins.body.message).toMatch(/An import writes only an event's own tables .* not admins/)
    const existingEvent = await rpc('import_event_rows', {
      p_event: 'MJWC 2025',
      p_table: 'events',
      p_rows: [{ name: 'MJWC 2025', code: 'mjwc-again' }],
    })
    expect(existingEvent.body.message).toMatch(/already has an event named MJWC 2025/)
    const reserved = await rpc('import_event_rows', {
      p_event: 'Admin Cup',
      p_table: 'events',
      p_rows: [{ name: 'Admin Cup', code: 'admin' }],
    })
    expect(reserved.body.message).toMatch(/The code admin names one of the portal's own pages/)
    expect(await everything()).toEqual(before)

    // an import under way takes its own event's rows only, and none once finished
    expect(
      (await rpc('import_event_rows', { p_event: 'Side Cup', p_table: 'events', p_rows: [{ name: 'Side Cup', code: 'side-cup' }] })).status,
    ).toBe(200)
    const mid = await everything()
    const other = await rpc('import_event_rows', {
      p_event: 'Side Cup',
      p_table: 'team_access',
      p_rows: [{ event_name: 'MJWC 2025', team: 'Intruders', code: 'CHOSENBYFILE3' }],
    })
    expect(other.body.message).toMatch(/A row of team_access belongs to MJWC 2025, not to the event being imported/)
    const key = await rpc('import_event_rows', {
      p_event: 'Side Cup',
      p_table: 'event_uploads',
      p_rows: [{ id: 8_888_888, event_name: 'Side Cup', team: 'A', player_name: 'B', photo_path: 'side-cup/../mjwc2025/x.jpg' }],
    })
    expect(key.body.message).toMatch(/storage key side-cup\/\.\.\/mjwc2025\/x\.jpg is not under/)
    const p = await player('MJWC 2025')
    const version = await rpc('import_event_rows', {
      p_event: 'Side Cup',
      p_table: 'audit_log',
      p_rows: [{ event_name: 'Side Cup', upload_id: p.id, action: 'approve', actor: 'admin' }],
    })
    expect(version.body.message).toMatch(/points at player \d+ of another event/)
    expect(await everything()).toEqual(mid)
    expect((await rpc('finish_event_import', { p_event: 'Side Cup' })).status).toBeLessThan(300)
    const late = await rpc('import_event_rows', {
      p_event: 'Side Cup',
      p_table: 'team_access',
      p_rows: [{ event_name: 'Side Cup', team: 'Late', code: 'CHOSENBYFILE4' }],
    })
    expect(late.body.message).toMatch(/No import of Side Cup is under way/)
    const trail = await be.db.pg.query(`select actor from public.audit_log where event_name = 'Side Cup' and action = 'event-imported'`)
    expect(trail.rows).toEqual([{ actor: 'system' }])
  }, 60_000)
})

describe('the honest export of a new event still goes in', () => {
  it('imports whole, its import in its trail', async () => {
    const folder = await writeExport(await newEventExport(), join(dir, 'honest'))
    const r = await runCli('import', ['--url', be.url, '--service-key', serviceKey, folder])
    expect(r.code, r.out).toBe(0)
    const teams = await be.db.pg.query(`select 1 from public.team_access where event_name = $1`, [NEW.name])
    expect(teams.rows.length).toBeGreaterThan(0)
    const trail = await be.db.pg.query(`select 1 from public.audit_log where event_name = $1 and action = 'event-imported'`, [NEW.name])
    expect(trail.rows).toHaveLength(1)
  }, 120_000)
})
