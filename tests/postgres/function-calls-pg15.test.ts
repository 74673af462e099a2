// @vitest-environment node
// How often the API's functions call their helpers, counted by PostgreSQL itself
// (pg_stat_xact_user_functions, track_functions = all on the test cluster). `(f(x)).*` in a
// select list calls f once per output column: private.admin_player has 17, and the admin team page
// reads admin_team_roster every 15 s. Each player's row must cost one call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { startHostedLikeCluster, type Cluster } from './hosted-like-cluster'
import { SCHEMAS } from '../../scripts/schema/layout.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Counting'
const PLAYERS = 30
const ADMIN = { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000a001', aud: 'authenticated' }

let pg: Cluster

beforeAll(async () => {
  pg = await startHostedLikeCluster()
  pg.exec(`insert into public.team_access (event_name, team, code) values ('${EVENT}', '${TEAM}', 'COUNTINGCODE01');
    insert into public.event_uploads (event_name, team, player_name)
      select '${EVENT}', '${TEAM}', 'Player ' || lpad(i::text, 2, '0') from generate_series(1, ${PLAYERS}) i;`)
}, 240_000)

afterAll(() => pg?.stop())

/** Runs `call` as the admin in one request and says how often each private helper ran in it. */
function callsDuring(call: string): Record<string, number> {
  const r = pg.asRequest('authenticated', ADMIN, [
    call,
    `select funcname, calls from pg_stat_xact_user_functions where schemaname = 'private'`,
  ])
  if (!r.ok) throw new Error(`${r.sqlstate} ${r.message}`)
  return Object.fromEntries((r.json as { funcname: string; calls: number }[]).map((f) => [f.funcname, f.calls]))
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]))

// `(anything(...)).*` or `(anything(...)).column` forms that expand to one call per column
const EXPANSION = /\(\s*[\w.]+\s*\([^()]*\)\s*\)\s*\.\s*\*/

describe('function calls per row', () => {
  it('admin_team_roster calls admin_player once per player', () => {
    const calls = callsDuring(`select * from public.admin_team_roster('${EVENT}', '${TEAM}')`)
    expect(calls.admin_player).toBe(PLAYERS)
  })

  it('an admin edit returning the player calls admin_player once', () => {
    const id = pg
      .exec(`\\pset format unaligned\n\\pset tuples_only on\nselect min(id) from public.event_uploads where team = '${TEAM}'`)
      .trim()
    expect(callsDuring(`select * from public.rename_player(${id}, 'Player 01', 'Renamed Player')`).admin_player).toBe(1)
    expect(callsDuring(`select * from public.add_player('${EVENT}', '${TEAM}', 'New Player')`).admin_player).toBe(1)
  })

  it('no function of the database or of the schema files expands a function call with .*', () => {
    const inDatabase = pg
      .exec(
        `\\pset format unaligned\n\\pset tuples_only on
      select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosrc ~ '\\(\\s*[\\w.]+\\s*\\([^()]*\\)\\s*\\)\\s*\\.\\s*\\*' order by 1`,
      )
      .trim()
    expect(inDatabase).toBe('')
    const inFiles = files(SCHEMAS)
      .filter((f) => EXPANSION.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SCHEMAS, f))
    expect(inFiles).toEqual([])
  })
})
