// @vitest-environment node
// The functions that guard the data, called as PostgREST calls them (one transaction per request,
// the caller's role and claims set locally, rolled back after) on PostgreSQL 15 prepared like a
// hosted project, migrations and seed applied: begin_upload and finish_upload (a team link's
// only way to store a photo), review_photo (an admin's decision on what they saw) and
// import_event_rows (`npm run import`, with the service-role key). Each refusal is checked by its
// SQLSTATE, which the app maps to a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHostedLikeCluster, type Cluster, type PsqlResult } from './hosted-like-cluster'

const EVENT = 'MJWC 2025'
const ADMIN = { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000a001', aud: 'authenticated' }
const ANON = { role: 'anon' }
const SERVICE = { role: 'service_role' }

let pg: Cluster
let spain: string
let germany: string
let player: number // a Spain player without a photo
let photographed: { id: number; path: string } // a Spain player with one

const q = (s: string) => `'${s.replaceAll("'", "''")}'`
const one = (sql: string) => pg.exec(`\\pset format unaligned\n\\pset tuples_only on\n${sql}`).trim()
const anon = (...steps: string[]) => pg.asRequest('anon', ANON, steps)
const admin = (...steps: string[]) => pg.asRequest('authenticated', ADMIN, steps)
const service = (...steps: string[]) => pg.asRequest('service_role', SERVICE, steps)
const refused = (r: PsqlResult) => (r.ok ? `ok ${JSON.stringify(r.json)}` : r.sqlstate)
const rows = (r: PsqlResult) => {
  if (!r.ok) throw new Error(`${r.sqlstate} ${r.message}`)
  return r.json as Record<string, unknown>[]
}

const begin = (code = spain, id = player) =>
  `create temporary table t on commit drop as select * from public.begin_upload(${q(EVENT)}, ${q(code)}, ${id})`
const store = `insert into storage.objects (bucket_id, name, metadata) select 'player-photos', k, '{"size": 1000}' from t, lateral (values (t.photo_key), (t.thumb_key)) x(k)`
// the seeded event asks for consent, which the player gives with the photo
const finish = (code = spain, consent = true) =>
  `select f.* from t, lateral public.finish_upload(${q(EVENT)}, ${q(code)}, t.ticket, ${consent}) f`

beforeAll(async () => {
  pg = await startHostedLikeCluster()
  // photo URLs are built from the project's URL, which an admin's first sign-in sets on hosted
  pg.exec(`select private.set_project_url('https://abcdefghijklmnop.supabase.co')`)
  spain = one(`select code from public.team_access where event_name = ${q(EVENT)} and team = 'Spain'`)
  germany = one(`select code from public.team_access where event_name = ${q(EVENT)} and team = 'Germany'`)
  player = Number(one(`select min(id) from public.event_uploads where event_name = ${q(EVENT)} and team = 'Spain' and photo_path is null`))
  const [id, path] = one(
    `select id || '|' || photo_path from public.event_uploads where event_name = ${q(EVENT)} and team = 'Spain' and photo_path is not null order by id limit 1`,
  ).split('|')
  photographed = { id: Number(id), path: path! }
}, 240_000)

afterAll(() => pg?.stop())

describe('begin_upload', () => {
  it('hands a team link a ticket for two new keys under the event code and team', () => {
    const [t] = rows(anon(`select * from public.begin_upload(${q(EVENT)}, ${q(spain)}, ${player})`))
    expect(t!.photo_key).toMatch(/^mjwc2025\/Spain\/[^/]+\.jpg$/)
    expect(t!.thumb_key).toMatch(/^mjwc2025\/Spain\//)
    expect(t!.thumb_key).not.toBe(t!.photo_key)
  })

  it('refuses a wrong code, and a player of another team', () => {
    expect(refused(anon(`select * from public.begin_upload(${q(EVENT)}, 'WRONGCODE123', ${player})`))).toBe('PT403')
    expect(refused(anon(`select * from public.begin_upload(${q(EVENT)}, ${q(germany)}, ${player})`))).toBe('PT404')
  })

  it('refuses a thirteenth upload for one player within the hour', () => {
    // `+ 0 * g`: one call per row (a call not depending on g would run once)
    const twelve = `select count(*) from generate_series(1, 12) g, lateral public.begin_upload(${q(EVENT)}, ${q(spain)}, ${player} + 0 * g)`
    expect(refused(anon(twelve, `select * from public.begin_upload(${q(EVENT)}, ${q(spain)}, ${player})`))).toBe('PT429')
  })

  it('refuses to replace a photo an admin approved', () => {
    const r = admin(
      `select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'approve')`,
      `select set_config('role', 'anon', true)`,
      `select * from public.begin_upload(${q(EVENT)}, ${q(spain)}, ${photographed.id})`,
    )
    expect(r).toMatchObject({ ok: false, sqlstate: 'PT409' })
  })
})

describe('finish_upload', () => {
  it("points the player at the ticket's photo once both objects are stored", () => {
    const [p] = rows(
      anon(
        begin(),
        store,
        `select f.id, f.upload_status, f.photo_path = t.photo_key as ours, f.review_state from t, lateral public.finish_upload(${q(EVENT)}, ${q(spain)}, t.ticket, true) f`,
      ),
    )
    expect(p).toEqual({ id: player, upload_status: true, ours: true, review_state: 'submitted' })
  })

  it('answers a retried finish as the first, changing nothing more', () => {
    const r = rows(
      anon(
        begin(),
        store,
        finish(),
        `create temporary table again on commit drop as ${finish()}`,
        // the player's versions are counted with the service role, which may read them
        'grant select on t, again to service_role',
        `select set_config('role', 'service_role', true)`,
        `select (select count(*) from again) as answered, (select bool_and(a.photo_path = t.photo_key) from again a, t) as same,
              (select count(*) from public.photo_versions v where v.upload_id = ${player}) as versions`,
      ),
    )
    expect(r[0]).toEqual({ answered: 1, same: true, versions: 1 })
  })

  it("refuses a ticket whose photo was not stored, an unknown ticket, and another team's code", () => {
    expect(refused(anon(begin(), finish()))).toBe('PT409')
    expect(refused(anon(`select * from public.finish_upload(${q(EVENT)}, ${q(spain)}, gen_random_uuid())`))).toBe('PT410')
    expect(refused(anon(begin(), store, finish(germany)))).toBe('PT404')
  })

  it('refuses without consent where the event asks for it', () => {
    expect(one(`select consent_required from public.events where name = ${q(EVENT)}`)).toBe('t')
    expect(refused(anon(begin(), store, finish(spain, false)))).toBe('PT422')
  })
})

describe('review_photo', () => {
  it('approves the photo the admin saw', () => {
    const [p] = rows(admin(`select id, review_state from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'approve')`))
    expect(p).toEqual({ id: photographed.id, review_state: 'approved' })
  })

  it('refuses a decision on a photo that changed since the admin saw it', () => {
    expect(refused(admin(`select * from public.review_photo(${photographed.id}, 'mjwc2025/Spain/older.jpg', 'approve')`))).toBe('PT409')
    expect(refused(admin(`select * from public.review_photo(${player}, null, 'approve')`))).toBe('PT409')
  })

  it("asks a reason for a retake, and keeps a person's approval from an automatic undo", () => {
    expect(refused(admin(`select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'retake')`))).toBe('22023')
    const [p] = rows(
      admin(
        `select review_state, retake_reason from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'retake', 'blurry', 'too dark')`,
      ),
    )
    expect(p).toEqual({ review_state: 'retake', retake_reason: 'blurry' })
    expect(
      refused(
        admin(
          `select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'approve')`,
          `select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'undo-approval')`,
        ),
      ),
    ).toBe('PT409')
  })

  it('is refused to anyone but an admin', () => {
    expect(refused(anon(`select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'approve')`))).toBe('42501')
    const stranger = pg.asRequest('authenticated', { ...ADMIN, sub: '00000000-0000-4000-8000-0000000000ff' }, [
      `select * from public.review_photo(${photographed.id}, ${q(photographed.path)}, 'approve')`,
    ])
    expect(refused(stranger)).toBe('42501')
  })
})

describe('import_event_rows', () => {
  const NEW = 'New Cup 2026'
  const event = `select public.import_event_rows(${q(NEW)}, 'events', '[{"name": "${NEW}", "code": "newcup2026"}]')`
  const rowsOf = (table: string, json: unknown[]) =>
    `select public.import_event_rows(${q(NEW)}, '${table}', ${q(JSON.stringify(json))}) as n`

  it('creates one new event with its own rows', () => {
    const r = rows(
      service(
        event,
        rowsOf('team_access', [{ event_name: NEW, team: 'Chile', code: 'CHILECODE0001' }]),
        rowsOf('event_uploads', [
          { id: 900001, event_name: NEW, team: 'Chile', player_name: 'Ana', upload_status: true, photo_path: 'newcup2026/Chile/ana.jpg' },
        ]),
        `select (select count(*) from public.event_uploads where event_name = ${q(NEW)}) as players,
              (select count(*) from public.team_access where event_name = ${q(NEW)}) as teams`,
      ),
    )
    expect(r[0]).toEqual({ players: 1, teams: 1 })
  })

  it('refuses an event the project has, a table outside the event, rows of another event and keys outside its code', () => {
    expect(refused(service(`select public.import_event_rows(${q(EVENT)}, 'events', '[{"name": "${EVENT}", "code": "mjwc2025"}]')`))).toBe(
      'PT422',
    )
    expect(refused(service(`select public.import_event_rows(${q(NEW)}, 'admins', '[]')`))).toBe('PT422')
    expect(refused(service(rowsOf('team_access', [{ event_name: NEW, team: 'Chile', code: 'CHILECODE0001' }])))).toBe('PT422')
    expect(refused(service(event, rowsOf('team_access', [{ event_name: EVENT, team: 'Spain', code: 'STOLENCODE001' }])))).toBe('PT422')
    expect(
      refused(
        service(
          event,
          rowsOf('event_uploads', [{ event_name: NEW, team: 'Chile', player_name: 'Ana', photo_path: 'mjwc2025/Spain/x.jpg' }]),
        ),
      ),
    ).toBe('PT422')
  })

  it("is the service role's alone", () => {
    expect(refused(admin(event))).toBe('42501')
    expect(refused(anon(event))).toBe('42501')
  })
})
