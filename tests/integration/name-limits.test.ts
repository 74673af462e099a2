// @vitest-environment node
// Name limits (supabase/migrations/20251201000003_name_limits.sql): the admin functions refuse a
// player name over 120 characters and a team name over 80 with a clear message (22023), accept
// names exactly at the limit, and a roster import marks over-long lines 'too-long' in its preview
// and applies the rest of the file. The app's fields use the same numbers as maxLength.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { PLAYER_NAME_MAX_CHARS, TEAM_NAME_MAX_CHARS } from '@/config/constants'
import { startTestBackend, type TestBackend } from './helpers.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Spain'
const PLAYER_TOO_LONG = 'Player names can have at most 120 characters'
const TEAM_TOO_LONG = 'Team names can have at most 80 characters'

// Characters, not bytes or UTF-16 units: 'é' is two bytes in UTF-8, '😀' two UTF-16 units.
const name = (chars: number, letter = 'é') => Array.from({ length: chars }, () => letter).join('')

let be: TestBackend
let admin: SupabaseClient

beforeAll(async () => {
  be = await startTestBackend()
  admin = await be.admin()
})
afterAll(() => be?.close())

async function addPlayer(p_name: string) {
  return admin.rpc('add_player', { p_event: EVENT, p_team: TEAM, p_name })
}

describe('the app and the database agree on the limits', () => {
  it('uses 120 characters for player names and 80 for team names', () => {
    expect(PLAYER_NAME_MAX_CHARS).toBe(120)
    expect(TEAM_NAME_MAX_CHARS).toBe(80)
  })
})

describe('add_player', () => {
  it('accepts a name of exactly 120 characters (multi-byte and astral ones count as one)', async () => {
    for (const letter of ['é', '😀']) {
      const { data, error } = await addPlayer(name(PLAYER_NAME_MAX_CHARS, letter))
      expect(error).toBeNull()
      expect((data as { player_name: string }[])[0]?.player_name).toBe(name(PLAYER_NAME_MAX_CHARS, letter))
    }
  })

  it('refuses 121 characters with a clear message and adds nothing', async () => {
    const { data, error } = await addPlayer(name(PLAYER_NAME_MAX_CHARS + 1))
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '22023', message: PLAYER_TOO_LONG })
    const rows = await be.db.pg.query('select 1 from public.event_uploads where length(player_name) > 120')
    expect(rows.rows).toHaveLength(0)
  })

  it('measures the trimmed name', async () => {
    const { error } = await addPlayer(`   ${name(PLAYER_NAME_MAX_CHARS, 'a')}   `)
    expect(error).toBeNull()
  })
})

describe('rename_player', () => {
  it('refuses 121 characters with a clear message and keeps the old name', async () => {
    const added = await addPlayer('Short Name')
    const id = (added.data as { id: number }[])[0]!.id
    const { error } = await admin.rpc('rename_player', { p_id: id, p_seen_name: 'Short Name', p_name: name(PLAYER_NAME_MAX_CHARS + 1) })
    expect(error).toMatchObject({ code: '22023', message: PLAYER_TOO_LONG })
    const row = await be.db.pg.query<{ player_name: string }>('select player_name from public.event_uploads where id = $1', [id])
    expect(row.rows[0]?.player_name).toBe('Short Name')
  })

  it('accepts exactly 120 characters', async () => {
    const added = await addPlayer('Another Short Name')
    const id = (added.data as { id: number }[])[0]!.id
    const { error } = await admin.rpc('rename_player', {
      p_id: id,
      p_seen_name: 'Another Short Name',
      p_name: name(PLAYER_NAME_MAX_CHARS, 'b'),
    })
    expect(error).toBeNull()
  })
})

describe('add_team', () => {
  it('refuses 81 characters with a clear message and creates no team', async () => {
    const long = name(TEAM_NAME_MAX_CHARS + 1, 't')
    const { data, error } = await admin.rpc('add_team', { p_event: EVENT, p_team: long })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '22023', message: TEAM_TOO_LONG })
    const rows = await be.db.pg.query('select 1 from public.team_access where team = $1', [long])
    expect(rows.rows).toHaveLength(0)
  })

  it('accepts exactly 80 characters', async () => {
    const { data, error } = await admin.rpc('add_team', { p_event: EVENT, p_team: name(TEAM_NAME_MAX_CHARS, 'ü') })
    expect(error).toBeNull()
    expect(typeof data).toBe('string')
  })
})

describe('import_roster', () => {
  const rows = [
    { team: 'Atlantis', player_name: 'Nemo' },
    { team: 'Atlantis', player_name: name(PLAYER_NAME_MAX_CHARS + 1, 'n') },
    { team: name(TEAM_NAME_MAX_CHARS + 1, 'x'), player_name: 'Pau' },
    { team: 'Atlantis', player_name: name(PLAYER_NAME_MAX_CHARS, 'm') },
  ]

  it("previews over-long lines as 'too-long' and the others as usual", async () => {
    const { data, error } = await admin.rpc('import_roster', { p_event: EVENT, p_rows: rows, p_apply: false })
    expect(error).toBeNull()
    expect((data as { line: number; status: string }[]).map((r) => [r.line, r.status])).toEqual([
      [1, 'new-team'],
      [2, 'too-long'],
      [3, 'too-long'],
      [4, 'add'],
    ])
  })

  it('applies the other lines instead of failing the whole import', async () => {
    const { error } = await admin.rpc('import_roster', { p_event: EVENT, p_rows: rows, p_apply: true })
    expect(error).toBeNull()
    const stored = await be.db.pg.query<{ player_name: string }>(
      `select player_name from public.event_uploads where event_name = $1 and team = 'Atlantis' order by id`,
      [EVENT],
    )
    expect(stored.rows.map((r) => r.player_name)).toEqual(['Nemo', name(PLAYER_NAME_MAX_CHARS, 'm')])
    const teams = await be.db.pg.query('select 1 from public.team_access where length(team) > 80')
    expect(teams.rows).toHaveLength(0)
  })
})
