// @vitest-environment node
// Two admins saving the same shirt number or external ID at the same instant, on PostgreSQL 15
// prepared like a hosted project. Each admin is its own connection in its own transaction, as two
// PostgREST requests are: the first has written and not yet committed, so the second's check
// can't see its row and passes; the second's write then waits on the unique index until the first
// commits, and is refused there. The test holds the first open until the second is seen waiting
// for that lock (pg_stat_activity), so the race happens every run. The second must be refused with
// the specific hint ('duplicate-number', 'duplicate-id') the app words for the organizer, and the
// first's row, and the rest of the second's import, must be stored.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBareCluster, type BareCluster } from './hosted-like-cluster'

const EVENT = 'MJWC 2025'
const TEAM = 'Spain'
const ADMIN = { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000a001', aud: 'authenticated' }
const SEED = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url))

let pg: BareCluster

const q = (s: string) => `'${s.replaceAll("'", "''")}'`
const one = (sql: string) => pg.exec(`\\pset format unaligned\n\\pset tuples_only on\n${sql}`).trim()

type Session = {
  /** resolves once every statement so far has run (the transaction stays open) */
  ready: Promise<void>
  commit(): void
  /** psql's exit: its stdout and stderr */
  done: Promise<{ code: number | null; out: string; err: string }>
}

/** An admin's request as PostgREST runs it: one transaction, role and claims set locally. With
 * `hold`, the transaction stays open after the statements until commit() is called. */
function adminSession(statements: string[], hold: boolean): Session {
  const child = spawn(
    join(pg.bin, 'psql'),
    ['-X', '-q', '-A', '-t', '-h', pg.socketDir, '-p', String(pg.port), '-U', 'authenticator', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let out = ''
  let err = ''
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString()
    if (out.includes('statements-ran')) markReady()
  })
  child.stderr.on('data', (b: Buffer) => (err += b.toString()))
  const done = new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => {
      markReady()
      resolve({ code, out, err })
    }),
  )
  child.stdin.write(
    [
      '\\set VERBOSITY verbose',
      'begin;',
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${q(JSON.stringify(ADMIN))}, true),
              set_config('request.jwt.claim.sub', ${q(ADMIN.sub)}, true) \\g /dev/null`,
      ...statements,
      "\\echo 'statements-ran'",
      '',
    ].join('\n'),
  )
  const commit = () => {
    child.stdin.write('commit;\n')
    child.stdin.end()
  }
  if (!hold) commit()
  return { ready, commit, done }
}

/** Waits until a backend other than ours waits for a lock: the second admin's write, blocked on
 * the first's uncommitted row in the unique index. */
async function untilSomeoneWaitsForALock(ended: () => boolean) {
  while (!ended()) {
    const waiting = Number(
      one(`select count(*) from pg_stat_activity where wait_event_type = 'Lock' and usename = 'authenticator' and pid <> pg_backend_pid()`),
    )
    if (waiting > 0) return
    await delay(20)
  }
}

/** First admin writes and holds; second starts, is seen blocked; first commits; second's outcome. */
async function race(first: string[], second: string[]) {
  const a = adminSession(first, true)
  await a.ready
  const b = adminSession(second, false)
  let bEnded = false
  void b.done.then(() => (bEnded = true))
  await untilSomeoneWaitsForALock(() => bEnded)
  // had the second ended without waiting, there was no race: the check below fails on its answer
  expect(bEnded).toBe(false)
  a.commit()
  const [ra, rb] = await Promise.all([a.done, b.done])
  expect(ra.err).not.toMatch(/ERROR/)
  expect(ra.code).toBe(0)
  return rb
}

const freeNumbers = (n: number) =>
  one(
    `select string_agg(g::text, ',') from (select g from generate_series(1, 99) g
      where not exists (select 1 from public.event_uploads u where u.event_name = ${q(EVENT)} and lower(u.team) = lower(${q(TEAM)}) and u.shirt_number = g)
      order by g limit ${n}) x`,
  )
    .split(',')
    .map(Number)

const player = (name: string) => {
  const [id, seen] = one(
    `select id || '|' || jsonb_build_object('player_name', player_name, 'shirt_number', shirt_number, 'family_name', family_name,
              'given_name', given_name, 'role', role, 'external_id', external_id)
       from public.event_uploads where event_name = ${q(EVENT)} and team = ${q(TEAM)} and player_name = ${q(name)}`,
  ).split('|')
  return { id: Number(id), seen: seen! }
}

const hintOf = (stderr: string) => /HINT:\s+(\S+)/.exec(stderr)?.[1]
const sqlstateOf = (stderr: string) => /ERROR:\s+([0-9A-Z]{5}):/.exec(stderr)?.[1]

beforeAll(async () => {
  pg = await startBareCluster()
  try {
    pg.prepareDatabase('postgres')
    pg.applyMigrations('postgres')
    pg.exec(readFileSync(SEED, 'utf8'), 'postgres')
  } catch (e) {
    pg.stop()
    throw e
  }
}, 240_000)

afterAll(() => pg?.stop())

describe('the same number or ID saved at the same instant', () => {
  it('add_player: the second admin hears the number is taken, and the first keeps it', async () => {
    const [n] = freeNumbers(1)
    const add = (name: string) => `select id from public.add_player(${q(EVENT)}, ${q(TEAM)}, ${q(name)}, false, ${n}) \\g /dev/null`
    const second = await race([add('Racer One')], [add('Racer Two')])
    expect(second.code).not.toBe(0)
    expect(sqlstateOf(second.err)).toBe('PT409')
    expect(hintOf(second.err)).toBe('duplicate-number')
    expect(second.err).toContain('Another player of this team has this number')
    expect(
      one(
        `select string_agg(player_name || '#' || coalesce(shirt_number::text, '-'), ',') from public.event_uploads where event_name = ${q(EVENT)} and player_name like 'Racer %'`,
      ),
    ).toBe(`Racer One#${n}`)
  })

  it('add_player: an external ID differing only in letter case is refused as duplicate-id', async () => {
    const add = (name: string, id: string) =>
      `select id from public.add_player(${q(EVENT)}, ${q(TEAM)}, ${q(name)}, false, null, null, null, 'player', ${q(id)}) \\g /dev/null`
    const second = await race([add('Id Racer One', 'OC-RACE-1')], [add('Id Racer Two', 'oc-race-1')])
    expect(hintOf(second.err)).toBe('duplicate-id')
    expect(one(`select string_agg(player_name, ',') from public.event_uploads where player_name like 'Id Racer %'`)).toBe('Id Racer One')
  })

  it('update_player_details: two players given the same number and the same ID', async () => {
    pg.exec(
      `insert into public.event_uploads (event_name, team, player_name) values (${q(EVENT)}, ${q(TEAM)}, 'Detail A'), (${q(EVENT)}, ${q(TEAM)}, 'Detail B'),
         (${q(EVENT)}, ${q(TEAM)}, 'Detail C'), (${q(EVENT)}, ${q(TEAM)}, 'Detail D')`,
      'postgres',
    )
    const [n] = freeNumbers(1)
    const save = (name: string, number: number | null, id: string | null) => {
      const p = player(name)
      return `select id from public.update_player_details(${p.id}, ${q(p.seen)}::jsonb, ${q(name)}, ${number ?? 'null'}, null, null, 'player', ${id === null ? 'null' : q(id)}) \\g /dev/null`
    }
    const byNumber = await race([save('Detail A', n!, null)], [save('Detail B', n!, null)])
    expect(hintOf(byNumber.err)).toBe('duplicate-number')
    const byId = await race([save('Detail C', null, 'ACC-77')], [save('Detail D', null, 'Acc-77')])
    expect(hintOf(byId.err)).toBe('duplicate-id')
    expect(
      one(
        `select string_agg(player_name || ':' || coalesce(shirt_number::text, '-') || ':' || coalesce(external_id, '-'), ',' order by player_name)
           from public.event_uploads where player_name like 'Detail %'`,
      ),
    ).toBe(`Detail A:${n}:-,Detail B:-:-,Detail C:-:ACC-77,Detail D:-:-`)
  })

  it('import_roster: the raced line is refused by name, the lines after it are imported', async () => {
    const [n, m] = freeNumbers(2)
    const line = (name: string, number: number, id?: string) => ({
      team: TEAM,
      player_name: name,
      number: String(number),
      ...(id && { external_id: id }),
      expect: 'add',
    })
    const apply = (rows: unknown[]) =>
      `select line, status from public.import_roster(${q(EVENT)}, ${q(JSON.stringify(rows))}::jsonb, true);`
    const second = await race(
      [`${apply([line('Import One', n!, 'IMP-1')])} \\g /dev/null`],
      [apply([line('Import Two', n!), line('Import Three', m!)])],
    )
    expect(second.err).not.toMatch(/ERROR/)
    expect(second.out.replace('statements-ran', '').trim().split('\n')).toEqual(['1|duplicate-number', '2|add'])
    expect(
      one(
        `select string_agg(player_name || '#' || shirt_number, ',' order by player_name) from public.event_uploads where player_name like 'Import %'`,
      ),
    ).toBe(`Import One#${n},Import Three#${m}`)
  })
})
