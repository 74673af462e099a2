// @vitest-environment node
// The SQL as it would run on a hosted project: every migration and the seed applied as the
// non-superuser `postgres` to a real PostgreSQL 15 with Supabase's roles, owners and classic
// default privileges — then the permission table run as PostgREST runs requests (a transaction,
// SET LOCAL ROLE, request.jwt.claims), compared case by case with the same table on PGlite
// (PostgreSQL 18, what every other test uses). A PG16+-only feature, a grant that only PGlite's
// missing default privileges hid, or a policy that needs supautils fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { startServer, type RunningServer } from '../../server/app.ts'
import { startHostedLikeCluster, type Cluster, type PsqlResult } from './hosted-like-cluster'

const EVENT = 'MJWC 2025'
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001'

type Ids = { spain: string; germany: string; spainPlayer: number; germanyPlayer: number }
type Case = { name: string; role: 'anon' | 'authenticated'; as?: 'admin' | 'stranger'; steps: (ids: Ids) => string[] }

const q = (s: string | number) => (typeof s === 'number' ? String(s) : `'${s.replaceAll("'", "''")}'`)
const anonCall = (fn: string, args: string) => `select * from public.${fn}(${args})`

const CASES: Case[] = [
  ...['event_uploads', 'team_access', 'admins', 'upload_tickets', 'storage_orphans'].map((t): Case => ({
    name: `anon reads ${t}`,
    role: 'anon',
    steps: () => [`select * from public.${t} limit 1`],
  })),
  { name: 'anon reads private.settings', role: 'anon', steps: () => ['select * from private.settings'] },
  {
    name: 'anon inserts a player',
    role: 'anon',
    steps: () => [`insert into public.event_uploads (event_name, team, player_name) values (${q(EVENT)}, 'Spain', 'X') returning id`],
  },
  { name: 'anon takes a sequence value', role: 'anon', steps: () => [`select nextval('public.event_uploads_id_seq')`] },
  { name: 'anon reads events', role: 'anon', steps: () => ['select code, name from public.events order by code'] },
  { name: 'a signed-in non-admin reads events', role: 'authenticated', as: 'stranger', steps: () => ['select code from public.events'] },
  { name: 'the admin reads events', role: 'authenticated', as: 'admin', steps: () => ['select code from public.events order by code'] },
  { name: 'anon lists open events', role: 'anon', steps: () => ['select * from public.list_open_events()'] },
  {
    name: 'anon opens a team link with a wrong code',
    role: 'anon',
    steps: () => [`select public.team_link('mjwc2025', 'WRONGCODE123') - 'event' as link`],
  },
  {
    name: 'anon opens its team link',
    role: 'anon',
    steps: (i) => [`select jsonb_array_length(public.team_link('MJWC2025', ${q(i.spain.toLowerCase())}) -> 'players') > 0 as ok`],
  },
  {
    name: 'anon begins an upload after the deadline',
    role: 'authenticated',
    as: 'admin',
    // the admin moves the deadline into the past, then a player (anon) asks, in one rolled-back request
    steps: (i) => [
      `select public.admin_update_event('mjwc2025', (select updated_at from public.events where code = 'mjwc2025'),
         'Men''s Junior World Cup 2025', 'MJWC 2025', 'Tamil Nadu, India', '2025-11-28', '2025-12-10',
         now() - interval '1 minute', 'Asia/Kolkata', null)`,
      `select set_config('role', 'anon', true)`,
      anonCall('begin_upload', `${q(EVENT)}, ${q(i.spain)}, ${i.spainPlayer}`),
    ],
  },
  { name: 'anon resolves a wrong code', role: 'anon', steps: () => [`select public.resolve_team(${q(EVENT)}, 'WRONGCODE123') as team`] },
  {
    name: 'anon resolves a right code',
    role: 'anon',
    steps: (i) => [`select public.resolve_team(${q(EVENT)}, ${q(i.spain.toLowerCase())}) as team`],
  },
  { name: 'anon reads a roster with a wrong code', role: 'anon', steps: () => [anonCall('team_roster', `${q(EVENT)}, 'WRONGCODE123'`)] },
  { name: 'anon reads its roster', role: 'anon', steps: (i) => [`select player_name from public.team_roster(${q(EVENT)}, ${q(i.spain)})`] },
  {
    name: 'anon begins an upload for another team',
    role: 'anon',
    steps: (i) => [anonCall('begin_upload', `${q(EVENT)}, ${q(i.spain)}, ${i.germanyPlayer}`)],
  },
  {
    name: 'anon begins an upload',
    role: 'anon',
    steps: (i) => [`select photo_key like 'mjwc2025/Spain/%' as ok from public.begin_upload(${q(EVENT)}, ${q(i.spain)}, ${i.spainPlayer})`],
  },
  {
    name: 'anon stores an object without a ticket',
    role: 'anon',
    steps: () => [`insert into storage.objects (bucket_id, name) values ('player-photos', 'mjwc2025/Spain/x.jpg') returning 1`],
  },
  {
    name: 'anon stores the object its ticket names',
    role: 'anon',
    steps: (i) => [
      `create temporary table t on commit drop as select * from public.begin_upload(${q(EVENT)}, ${q(i.spain)}, ${i.spainPlayer})`,
      `insert into storage.objects (bucket_id, name) select 'player-photos', photo_key from t`,
      `select count(*) as n from t`,
    ],
  },
  { name: 'anon lists objects', role: 'anon', steps: () => ['select name from storage.objects'] },
  ...[
    ['event_summary', `${q(EVENT)}`],
    ['admin_team_roster', `${q(EVENT)}, 'Spain'`],
    ['add_player', `${q(EVENT)}, 'Spain', 'Intruder'`],
    ['rename_player', '1, $$x$$, $$Hacked$$'],
    ['remove_player', '1, $$x$$, null'],
    ['admin_photo_keys', '1'],
    ['set_player_photo', `1, null, 'a.jpg', 'b.jpg'`],
    ['clear_player_photo', '1, null'],
    ['review_photo', `1, null, 'approve'`],
    ['approve_photos', `array[1]::bigint[], array['a.jpg']`],
    ['player_photo_versions', '1'],
    ['restore_photo_version', '1, null'],
    ['team_audit', `${q(EVENT)}, 'Spain'`],
    ['admin_leftover_files', `${q(EVENT)}`],
    ['purge_leftovers', `${q(EVENT)}, array[1]::bigint[], array[]::text[]`],
    ['set_event_consent', `${q(EVENT)}, false, 'x', 'x'`],
    ['set_event_auto_approve', `${q(EVENT)}, true, false`],
    ['event_auto_approve', `${q(EVENT)}`],
    ['add_team', `${q(EVENT)}, 'Atlantis'`],
    ['regenerate_team_code', `${q(EVENT)}, 'Spain'`],
    ['import_roster', `${q(EVENT)}, '[]'::jsonb, true`],
    ['event_storage_usage', `${q(EVENT)}`],
    ['admin_claim_project_url', `'https://attacker.example'`],
    ['admin_events', ''],
    ['admin_create_event', `'evil2026', 'Evil Cup'`],
    ['admin_update_event', `'mjwc2025', now(), 'Hacked'`],
    ['admin_set_event_state', `'mjwc2025', 'archived', 'open'`],
  ].flatMap(([fn, args]): Case[] => [
    { name: `anon calls ${fn}`, role: 'anon', steps: () => [anonCall(fn!, args!)] },
    { name: `a signed-in non-admin calls ${fn}`, role: 'authenticated', as: 'stranger', steps: () => [anonCall(fn!, args!)] },
  ]),
  {
    name: 'a signed-in non-admin reads uploads',
    role: 'authenticated',
    as: 'stranger',
    steps: () => ['select id from public.event_uploads'],
  },
  {
    name: 'a signed-in non-admin reads codes',
    role: 'authenticated',
    as: 'stranger',
    steps: () => ['select code from public.team_access'],
  },
  {
    name: 'a signed-in non-admin reads versions',
    role: 'authenticated',
    as: 'stranger',
    steps: () => ['select photo_path from public.photo_versions'],
  },
  {
    name: 'a signed-in non-admin reads the audit trail',
    role: 'authenticated',
    as: 'stranger',
    steps: () => ['select action from public.audit_log'],
  },
  { name: 'anon reads versions', role: 'anon', steps: () => ['select photo_path from public.photo_versions'] },
  { name: 'anon reads the consent', role: 'anon', steps: () => [`select required from public.event_consent(${q(EVENT)})`] },
  {
    name: 'a signed-in non-admin asks is_admin',
    role: 'authenticated',
    as: 'stranger',
    steps: () => ['select public.is_admin() as admin'],
  },
  { name: 'the admin asks is_admin', role: 'authenticated', as: 'admin', steps: () => ['select public.is_admin() as admin'] },
  {
    name: 'the admin reads the summary',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select team, total from public.event_summary(${q(EVENT)})`],
  },
  {
    name: 'the admin reads codes',
    role: 'authenticated',
    as: 'admin',
    steps: () => ['select team from public.team_access order by event_name, team'],
  },
  {
    name: 'the admin reads a roster',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select player_name from public.admin_team_roster(${q(EVENT)}, 'spain')`],
  },
  {
    name: 'the admin adds a player',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select player_name from public.add_player(${q(EVENT)}, 'Spain', 'Zoë O''Brien')`],
  },
  {
    name: 'the admin reads the audit trail',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select action from public.team_audit(${q(EVENT)}, 'Spain') limit 1`],
  },
  {
    name: 'the admin reads leftovers',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select count(*) >= 0 as ok from public.admin_leftover_files(${q(EVENT)})`],
  },
  {
    name: 'the admin reads objects',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select count(*) > 0 as some from storage.objects`],
  },
  { name: 'the admin lists events', role: 'authenticated', as: 'admin', steps: () => ['select code, state from public.admin_events()'] },
  {
    name: 'the admin creates an event',
    role: 'authenticated',
    as: 'admin',
    steps: () => [
      `select public.admin_create_event('cup2026', 'Cup 2026', null, '', '2026-01-01', '2026-01-05', null, 'Europe/Madrid', null) as code`,
    ],
  },
  {
    name: 'the admin creates an event with a reserved code',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select public.admin_create_event('assets', 'Assets Cup') as code`],
  },
  {
    name: 'the admin creates an event in an unknown time zone',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select public.admin_create_event('cup2026', 'Cup', p_time_zone => 'Mars/Base') as code`],
  },
  {
    name: 'the admin edits an event and closes it',
    role: 'authenticated',
    as: 'admin',
    steps: () => [
      `select public.admin_update_event('wjwc2025', (select updated_at from public.events where code = 'wjwc2025'), 'Women''s Cup', 'WJWC 2025', 'Santiago', '2025-12-01', '2025-12-13', null, 'America/Santiago', null)`,
      `select public.admin_set_event_state('wjwc2025', 'closed', 'open')`,
      `select code, state, upload_deadline is null as no_deadline from public.admin_events() where code = 'wjwc2025'`,
    ],
  },
  {
    name: 'the admin edits what changed meanwhile',
    role: 'authenticated',
    as: 'admin',
    steps: () => [`select public.admin_update_event('wjwc2025', '2000-01-01', 'X') as at`],
  },
]

/** What a case's outcome must agree on: success and the rows' shape, or the SQLSTATE. */
function outcome(r: PsqlResult): string {
  if (!r.ok) return `error ${r.sqlstate}`
  const rows = r.json as Record<string, unknown>[]
  return `ok ${rows.length} row(s) [${Object.keys(rows[0] ?? {}).join(',')}]`
}

function claimsFor(c: Case): Record<string, unknown> {
  if (c.role === 'anon') return { role: 'anon' }
  const sub = c.as === 'admin' ? ADMIN_ID : randomUUID()
  return { role: 'authenticated', sub, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }
}

let pg: Cluster
let local: RunningServer
const ids: { pg?: Ids; local?: Ids } = {}

async function pgliteRequest(role: string, claims: Record<string, unknown>, steps: string[]): Promise<PsqlResult> {
  return local.db.serial(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('role', $3, true)`,
      [JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', role],
    )
    let result: PsqlResult
    try {
      for (const s of steps.slice(0, -1)) await tx.query(s)
      // WITH at the top: the last step may be an INSERT … RETURNING, which a subquery can't hold
      const r = await tx.query<{ j: unknown }>(`with r as (${steps.at(-1)}) select coalesce(json_agg(r), '[]'::json) as j from r`)
      result = { ok: true, json: r.rows[0]!.j }
    } catch (e) {
      result = { ok: false, sqlstate: (e as { code?: string }).code ?? 'unknown', message: (e as Error).message }
    }
    await tx.rollback()
    return result
  })
}

function pgIds(): Ids {
  const one = (sql: string) => pg.exec(`\\pset format unaligned\n\\pset tuples_only on\n${sql}`).trim()
  return {
    spain: one(`select code from public.team_access where event_name = '${EVENT}' and team = 'Spain'`),
    germany: one(`select code from public.team_access where event_name = '${EVENT}' and team = 'Germany'`),
    spainPlayer: Number(
      one(`select min(id) from public.event_uploads where event_name = '${EVENT}' and team = 'Spain' and not upload_status`),
    ),
    germanyPlayer: Number(one(`select min(id) from public.event_uploads where event_name = '${EVENT}' and team = 'Germany'`)),
  }
}

async function localIds(): Promise<Ids> {
  const one = async (sql: string) => String(Object.values((await local.db.pg.query<Record<string, unknown>>(sql)).rows[0] ?? {})[0])
  return {
    spain: await one(`select code from public.team_access where event_name = '${EVENT}' and team = 'Spain'`),
    germany: await one(`select code from public.team_access where event_name = '${EVENT}' and team = 'Germany'`),
    spainPlayer: Number(
      await one(`select min(id) from public.event_uploads where event_name = '${EVENT}' and team = 'Spain' and not upload_status`),
    ),
    germanyPlayer: Number(await one(`select min(id) from public.event_uploads where event_name = '${EVENT}' and team = 'Germany'`)),
  }
}

beforeAll(async () => {
  ;[pg, local] = await Promise.all([startHostedLikeCluster(), startServer({ seed: true })])
  ids.pg = pgIds()
  ids.local = await localIds()
}, 240_000)

afterAll(async () => {
  pg?.stop()
  await local?.close()
})

describe('PostgreSQL 15 prepared like hosted Supabase', () => {
  it('applies every migration and the seed as postgres (not a superuser)', () => {
    expect(pg.exec(`\\pset format unaligned\n\\pset tuples_only on\nselect rolsuper from pg_roles where rolname = 'postgres'`).trim()).toBe(
      'f',
    )
    expect(pg.exec(`\\pset format unaligned\n\\pset tuples_only on\nselect count(*) from public.event_uploads`).trim()).not.toBe('0')
    expect(pg.exec(`\\pset format unaligned\n\\pset tuples_only on\nshow server_version_num`).trim()).toMatch(/^15/)
  })

  it('is no kinder than hosted: no storage DDL for postgres, inheriting API roles, their statement timeouts', () => {
    const one = (sql: string, user?: string) => pg.exec(`\\pset format unaligned\n\\pset tuples_only on\n${sql}`, user).trim()
    expect(one(`select pg_has_role('postgres', 'supabase_storage_admin', 'member')`)).toBe('f')
    // a future migration's storage DDL fails here as it would on hosted (revoked in April 2025)
    for (const ddl of [
      'create index objects_test_idx on storage.objects (name)',
      'alter table storage.objects add column test_col text',
      'create function storage.test_fn() returns int language sql as $$ select 1 $$',
    ]) {
      expect(() => pg.exec(ddl, 'postgres'), ddl).toThrow(/must be owner|permission denied/)
    }
    expect(
      one(
        `select string_agg(rolname || '=' || rolinherit, ',' order by rolname) from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`,
      ),
    ).toBe('anon=true,authenticated=true,service_role=true')
    const timeout = (role: string) =>
      pg.asRequest(role, role === 'anon' ? {} : { sub: ADMIN_ID, role }, [`select current_setting('statement_timeout') as t`])
    expect(timeout('anon')).toEqual({ ok: true, json: [{ t: '3s' }] })
    expect(timeout('authenticated')).toEqual({ ok: true, json: [{ t: '8s' }] })
  })

  it('answers the permission table exactly as PGlite does', async () => {
    const differences: string[] = []
    const seen: Record<string, string> = {}
    for (const c of CASES) {
      const claims = claimsFor(c)
      const there = outcome(pg.asRequest(c.role, claims, c.steps(ids.pg!)))
      const here = outcome(await pgliteRequest(c.role, claims, c.steps(ids.local!)))
      seen[c.name] = there
      if (there !== here) differences.push(`${c.name}: PostgreSQL 15 ${there}, PGlite ${here}`)
    }
    expect(differences).toEqual([])
    // and the table itself says what it should (so two equally wrong answers don't pass)
    expect(seen['anon reads event_uploads']).toBe('error 42501')
    expect(seen['anon takes a sequence value']).toBe('error 42501')
    expect(seen['anon reads private.settings']).toBe('error 42501')
    expect(seen['anon calls event_summary']).toBe('error 42501')
    expect(seen['a signed-in non-admin calls event_summary']).toBe('error 42501')
    expect(seen['anon stores an object without a ticket']).toBe('error 42501')
    expect(seen['anon inserts a player']).toBe('error 42501')
    expect(seen['anon stores the object its ticket names']).toBe('ok 1 row(s) [n]')
    expect(seen['anon lists objects']).toBe('ok 0 row(s) []')
    expect(seen['a signed-in non-admin reads codes']).toBe('ok 0 row(s) []')
    expect(seen['the admin reads codes']).toMatch(/^ok 32 row/)
    expect(seen['anon reads events']).toBe('error 42501')
    expect(seen['a signed-in non-admin reads events']).toBe('ok 0 row(s) []')
    expect(seen['the admin reads events']).toBe('ok 2 row(s) [code]')
    expect(seen['anon lists open events']).toMatch(/^ok 2 row\(s\) \[code,name,display_name,/)
    expect(seen['anon opens its team link']).toBe('ok 1 row(s) [ok]')
    expect(seen['anon begins an upload after the deadline']).toBe('error PT403')
    expect(seen['anon calls admin_create_event']).toBe('error 42501')
    expect(seen['a signed-in non-admin calls admin_set_event_state']).toBe('error 42501')
    expect(seen['the admin creates an event']).toBe('ok 1 row(s) [code]')
    expect(seen['the admin creates an event with a reserved code']).toBe('error PT422')
    expect(seen['the admin creates an event in an unknown time zone']).toBe('error PT422')
    expect(seen['the admin edits an event and closes it']).toBe('ok 1 row(s) [code,state,no_deadline]')
    expect(seen['the admin edits what changed meanwhile']).toBe('error PT409')
    // about a hundred cases, each a psql process on a machine shared with other test files
  }, 240_000)
})
