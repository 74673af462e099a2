// `npm run export` of one event from a running local portal, `npm run import` (with --url and a
// service-role key, as against a hosted project) into a fresh backend that has the migrations
// but not that event: every exported row arrives identical (ids, audit trail, versions — the
// triggers stay quiet), every photo byte too, sequences move past the ids, a second import is refused.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { signJwt } from '../../server/api/jwt.ts'
import { dumpTables, runCli } from './ops-helpers.ts'

const EVENT = 'MJWC 2025'
const BUCKET = 'player-photos'

let dir: string
let src: RunningServer
let dst: RunningServer
const secret = randomBytes(32).toString('base64url')

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ops-export-'))
  src = await startServer({ dataDir: join(dir, 'src'), seed: true })
  // the target: migrations applied, no seed (no events at all), in memory
  dst = await startServer({ seed: false, jwtSecret: secret })
}, 240_000)

afterAll(async () => {
  await dst?.close()
  await src?.close()
  await rm(dir, { recursive: true, force: true })
})

type Manifest = { tables: { table: string; rows: number }[]; objects: { bucket: string; name: string; path: string }[] }

describe('export an event, import it into another backend', () => {
  it('arrives identical: every row of every event table, every photo', async () => {
    const out = join(dir, 'export')
    const exported = await runCli('export', ['--data-dir', join(dir, 'src'), '--event', EVENT, '--out', out])
    expect(exported.code, exported.out).toBe(0)
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as Manifest

    // the tables come from the schema: every public table with event_name but the two left out
    const expected = (
      await src.db.serial((tx) =>
        tx.query<{ t: string }>(
          `select c.table_name as t from information_schema.columns c join information_schema.tables x using (table_schema, table_name)
            where c.table_schema = 'public' and c.column_name = 'event_name' and x.table_type = 'BASE TABLE'
              and c.table_name not in ('upload_tickets', 'admins')`,
        ),
      )
    ).rows.map((r) => r.t)
    expect(manifest.tables.map((t) => t.table).sort()).toEqual([...expected, 'events'].sort())
    expect(expected).toEqual(expect.arrayContaining(['event_uploads', 'team_access', 'photo_versions', 'audit_log']))
    // parents before children
    const order = manifest.tables.map((t) => t.table)
    expect(order.indexOf('events')).toBeLessThan(order.indexOf('team_access'))
    expect(order.indexOf('event_uploads')).toBeLessThan(order.indexOf('photo_versions'))

    const now = Math.floor(Date.now() / 1000)
    const serviceKey = signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 600 }, secret)
    const imported = await runCli('import', ['--url', dst.url, '--service-key', serviceKey, out])
    expect(imported.code, imported.out).toBe(0)

    const filter = (s: string, t: string) => {
      if (s !== 'public') return null
      if (t === 'events') return `where r.name = '${EVENT}'`
      // the import's own entry is the one row the target has beyond the export
      if (t === 'audit_log') return `where r.event_name = '${EVENT}' and r.action <> 'event-imported'`
      return expected.includes(t) ? `where r.event_name = '${EVENT}'` : null
    }
    // audit rows take new ids in the target (in the same order): everything else is compared
    const omit = { 'public.audit_log': ['id'] }
    const before = await src.db.serial((tx) => dumpTables(tx, ['public'], filter, omit))
    const after = await dst.db.serial((tx) => dumpTables(tx, ['public'], filter, omit))
    expect(Object.keys(after).sort()).toEqual(manifest.tables.map((t) => `public.${t.table}`).sort())
    for (const t of manifest.tables) {
      expect((JSON.parse(after[`public.${t.table}`]!) as unknown[]).length, t.table).toBe(t.rows)
      expect(after[`public.${t.table}`], t.table).toBe(before[`public.${t.table}`])
    }
    expect(manifest.tables.find((t) => t.table === 'audit_log')!.rows).toBeGreaterThan(0)
    // the trail keeps its order (the activity list is newest id first)
    const trailOrder = (s: RunningServer) =>
      s.db.serial((tx) =>
        tx.query(`select action, at, upload_id from public.audit_log where event_name = $1 and action <> 'event-imported' order by id`, [
          EVENT,
        ]),
      )
    expect((await trailOrder(dst)).rows).toEqual((await trailOrder(src)).rows)
    // the event travels whole (the dumps above compare every column): what the landing page and
    // the deadline need, its state; the insert triggers stayed quiet (no second 'event-created')
    const ev = await dst.db.serial((tx) =>
      tx.query<Record<string, unknown>>(
        `select display_name, short_name, venue, start_date::text as start_date, end_date::text as end_date,
                upload_deadline is not null as has_deadline, time_zone, state
           from public.events where name = $1`,
        [EVENT],
      ),
    )
    expect(ev.rows).toEqual([
      {
        display_name: "Men's Junior World Cup 2025",
        short_name: 'MJWC 2025',
        venue: 'Tamil Nadu, India',
        start_date: '2025-11-28',
        end_date: '2025-12-10',
        has_deadline: true,
        time_zone: 'Asia/Kolkata',
        state: 'open',
      },
    ])
    const created = await dst.db.serial((tx) => tx.query(`select 1 from public.audit_log where action = 'event-created'`))
    expect(created.rows).toHaveLength(1)
    // the import itself is in the event's trail
    const importedRow = await dst.db.serial((tx) =>
      tx.query<{ actor: string }>(`select actor from public.audit_log where action = 'event-imported' and event_name = $1`, [EVENT]),
    )
    expect(importedRow.rows).toEqual([{ actor: 'system' }])

    // every photo under the event's code, byte for byte, served by the target
    const codes = await src.db.serial((tx) =>
      tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name like 'mjwc2025/%'`, [BUCKET]),
    )
    expect(manifest.objects.map((o) => o.name).sort()).toEqual(codes.rows.map((r) => r.name).sort())
    for (const o of manifest.objects) {
      const res = await fetch(`${dst.url}/storage/v1/object/public/${o.bucket}/${o.name}`)
      expect(res.status, o.name).toBe(200)
      const original = await readFile(join(dir, 'src', 'storage', o.bucket, o.name))
      expect(Buffer.from(await res.arrayBuffer()).equals(original), o.name).toBe(true)
    }

    // identity sequences are past the imported ids: a new row doesn't collide
    const seqs = await dst.db.serial((tx) =>
      tx.query<{ t: string; next: string; max: string }>(
        `select c.table_name as t,
                nextval(pg_get_serial_sequence('public.' || c.table_name, c.column_name))::text as next,
                (xpath('/row/m/text()', query_to_xml(format('select max(%I) as m from public.%I', c.column_name, c.table_name), false, true, '')))[1]::text as max
           from information_schema.columns c
          where c.table_schema = 'public' and c.is_identity = 'YES' and c.table_name = any($1::text[])`,
        [order],
      ),
    )
    expect(seqs.rows.length).toBeGreaterThanOrEqual(3)
    for (const s of seqs.rows) if (s.max !== null) expect(Number(s.next), s.t).toBeGreaterThan(Number(s.max))

    // the other event did not travel; a second import is refused
    expect((await dst.db.serial((tx) => tx.query(`select 1 from public.event_uploads where event_name <> $1`, [EVENT]))).rows).toEqual([])
    const again = await runCli('import', ['--url', dst.url, '--service-key', serviceKey, out])
    expect(again.code).not.toBe(0)
    expect(again.out).toMatch(/already has an event/)
  }, 300_000)

  it('an event exported before events were data arrives open, its name as display and short name', async () => {
    const now = Math.floor(Date.now() / 1000)
    const serviceKey = signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 600 }, secret)
    // the events row as an export of that time wrote it: no display name, dates or state
    const r = await fetch(`${dst.url}/rest/v1/rpc/import_event_rows`, {
      method: 'POST',
      headers: { apikey: dst.anonKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        p_event: 'OLD 2024',
        p_table: 'events',
        p_rows: [{ code: 'old2024', name: 'OLD 2024', consent_required: true }],
      }),
    })
    expect(r.status, await r.clone().text()).toBe(200)
    const rows = await dst.db.serial((tx) =>
      tx.query(`select display_name, short_name, state, time_zone, venue from public.events where code = 'old2024'`),
    )
    expect(rows.rows).toEqual([{ display_name: 'OLD 2024', short_name: 'OLD 2024', state: 'open', time_zone: 'UTC', venue: '' }])
  })

  it('import_event_rows is for the service role only', async () => {
    const r = await fetch(`${dst.url}/rest/v1/rpc/import_event_rows`, {
      method: 'POST',
      headers: { apikey: dst.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ p_event: 'Evil', p_table: 'events', p_rows: [{ code: 'evil', name: 'Evil' }] }),
    })
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect((await dst.db.serial((tx) => tx.query(`select 1 from public.events where code = 'evil'`))).rows).toEqual([])
  })

  it('an unknown event is refused with the names there are', async () => {
    const r = await runCli('export', ['--data-dir', join(dir, 'src'), '--event', 'No Such Cup', '--out', join(dir, 'nothing')])
    expect(r.code).not.toBe(0)
    expect(r.out).toMatch(/No event named "No Such Cup".*"MJWC 2025"/)
  }, 60_000)
})
