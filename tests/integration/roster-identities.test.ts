// @vitest-environment node
// Roster identities (shirt number, family and given names, role, external ID) through the app's
// REAL data module against the local backend: the table's rules, the import's preview and apply
// (with its compare-and-set), the team page's details save (compare-and-set on all it showed),
// what the export reads and what a team link shows (the number only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from './helpers.ts'
import { importAppDataModule, type AppDataModule } from './app-data-module.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Atlantis'

let be: TestBackend
let api: AppDataModule

beforeAll(async () => {
  be = await startTestBackend()
  api = await importAppDataModule(be)
  await api.signInAdmin(be.adminPassword)
})
afterAll(async () => {
  await be?.close()
})

const rowOf = async (name: string) =>
  (
    await be.db.pg.query<{
      id: number
      shirt_number: number | null
      family_name: string | null
      given_name: string | null
      role: string
      external_id: string | null
    }>(
      'select id, shirt_number, family_name, given_name, role, external_id from event_uploads where event_name = $1 and player_name = $2',
      [EVENT, name],
    )
  ).rows[0]!

describe('the table keeps the rules', () => {
  it('refuses a number outside 1–99, an unknown role, a number twice in a team and an ID twice in an event', async () => {
    const insert = (cols: string, vals: unknown[]) =>
      be.db.pg.query(
        `insert into event_uploads (event_name, team, player_name, ${cols}) values ($1, 'Rules', $2, ${vals.map((_, i) => `$${i + 3}`).join(', ')})`,
        [EVENT, `P${Math.random()}`, ...vals],
      )
    await expect(insert('shirt_number', [0])).rejects.toThrow(/shirt_number_check/)
    await expect(insert('shirt_number', [100])).rejects.toThrow(/shirt_number_check/)
    await expect(insert('role', ['coach'])).rejects.toThrow(/role_check/)
    await expect(insert('external_id', [' A1'])).rejects.toThrow(/external_id_check/)
    await insert('shirt_number, external_id', [9, 'OC-9'])
    await expect(insert('shirt_number', [9])).rejects.toThrow(/team_number_key/)
    await expect(insert('external_id', ['oc-9'])).rejects.toThrow(/external_id_key/)
    // another team may wear 9
    await be.db.pg.query(`insert into event_uploads (event_name, team, player_name, shirt_number) values ($1, 'Other', 'Nine', 9)`, [EVENT])
  })
})

describe('import with identities', () => {
  const file = [
    {
      team: TEAM,
      player_name: 'Nemo Fisher',
      number: '#7',
      family_name: 'Fisher',
      given_name: 'Nemo',
      role: 'goalkeeper',
      external_id: 'OC-100',
    },
    { team: TEAM, player_name: 'Marina Deep', number: '8', family_name: 'Deep', given_name: 'Marina', external_id: 'OC-101' },
    { team: TEAM, player_name: 'Coral Reef', number: '7' },
    { team: TEAM, player_name: 'Kelp Forest', number: '120' },
    { team: TEAM, player_name: 'Ray Manta', role: 'mascot' },
    { team: TEAM, player_name: 'Sandy Shore', external_id: 'oc-100' },
    { team: TEAM, player_name: 'Plain Name' },
  ]

  it('previews each line without writing: adds, and refusals with their reason', async () => {
    const preview = await api.importRoster(EVENT, file, false)
    expect(preview.map((l) => l.status)).toEqual(['new-team', 'add', 'duplicate-number', 'bad-number', 'bad-role', 'duplicate-id', 'add'])
    expect(preview[0]!.identity).toEqual({
      shirt_number: 7,
      family_name: 'Fisher',
      given_name: 'Nemo',
      role: 'goalkeeper',
      external_id: 'OC-100',
    })
    expect(preview[6]!.identity).toEqual({ shirt_number: null, family_name: null, given_name: null, role: 'player', external_id: null })
    expect((await be.db.pg.query('select 1 from event_uploads where team = $1', [TEAM])).rows).toHaveLength(0)
  })

  it('applies what the preview said, storing numbers, names, roles and IDs', async () => {
    const preview = await api.importRoster(EVENT, file, false)
    const rows = file.flatMap((r, i) =>
      api.WRITING_STATUSES.has(preview[i]!.status) ? [{ ...r, expect: preview[i]!.status as 'add' }] : [],
    )
    const applied = await api.importRoster(EVENT, rows, true)
    expect(applied.map((l) => l.status)).toEqual(['new-team', 'add', 'add'])
    expect(await rowOf('Nemo Fisher')).toMatchObject({
      shirt_number: 7,
      family_name: 'Fisher',
      given_name: 'Nemo',
      role: 'goalkeeper',
      external_id: 'OC-100',
    })
    expect(await rowOf('Plain Name')).toMatchObject({ shirt_number: null, family_name: null, role: 'player', external_id: null })
  })

  it('a second file updates what its cells change, keeps what they leave empty, and says what was there', async () => {
    const again = [
      { team: TEAM, player_name: 'nemo fisher', number: '1' },
      { team: TEAM, player_name: 'Marina Deep', number: '8', given_name: 'Marina' },
      { team: TEAM, player_name: 'Plain Name' },
    ]
    const preview = await api.importRoster(EVENT, again, false)
    expect(preview.map((l) => l.status)).toEqual(['update', 'exists', 'exists'])
    expect(preview[0]!.was).toEqual({ shirt_number: 7 })
    expect(preview[0]!.identity).toMatchObject({ shirt_number: 1, family_name: 'Fisher', role: 'goalkeeper', external_id: 'OC-100' })

    // meanwhile another organizer gives Nemo number 5: the preview's line no longer holds
    await be.db.pg.query(`update event_uploads set shirt_number = 5 where player_name = 'Nemo Fisher'`)
    const stale = await api.importRoster(EVENT, [{ ...again[0]!, expect: 'update', seen: preview[0]!.was }], true)
    expect(stale.map((l) => l.status)).toEqual(['changed'])
    expect((await rowOf('Nemo Fisher')).shirt_number).toBe(5)

    const fresh = await api.importRoster(EVENT, [again[0]!], false)
    const applied = await api.importRoster(EVENT, [{ ...again[0]!, expect: 'update', seen: fresh[0]!.was }], true)
    expect(applied.map((l) => l.status)).toEqual(['update'])
    expect(await rowOf('Nemo Fisher')).toMatchObject({ shirt_number: 1, family_name: 'Fisher', external_id: 'OC-100' })
  })

  it('single-name rosters work as before: team and name only', async () => {
    const preview = await api.importRoster(
      EVENT,
      [
        { team: TEAM, player_name: 'Only Name' },
        { team: TEAM, player_name: 'Plain Name' },
      ],
      false,
    )
    expect(preview.map((l) => l.status)).toEqual(['add', 'exists'])
  })
})

describe('the team page edits details with compare-and-set', () => {
  it('saves all fields over what the form showed; refuses if any of it changed; refuses taken numbers and IDs', async () => {
    const players = await api.listTeamPlayers(EVENT, TEAM)
    const marina = players.find((p) => p.player_name === 'Marina Deep')!
    expect(marina).toMatchObject({ shirt_number: 8, family_name: 'Deep', given_name: 'Marina', role: 'player', external_id: 'OC-101' })

    const saved = await api.updatePlayerDetails(marina, {
      ...marina,
      shirt_number: 12,
      role: 'staff',
      external_id: 'OC-201',
      given_name: '  ',
    })
    expect(saved).toMatchObject({ shirt_number: 12, role: 'staff', external_id: 'OC-201', given_name: null, family_name: 'Deep' })

    // the form still shows number 8: refused, nothing written
    await expect(api.updatePlayerDetails(marina, { ...marina, shirt_number: 13 })).rejects.toMatchObject({ code: 'player-changed' })
    expect((await rowOf('Marina Deep')).shirt_number).toBe(12)

    await expect(api.updatePlayerDetails(saved, { ...saved, shirt_number: 1 })).rejects.toMatchObject({
      code: 'duplicate-number',
      message: 'Another player of this team has this number',
    })
    await expect(api.updatePlayerDetails(saved, { ...saved, external_id: 'oc-100' })).rejects.toMatchObject({ code: 'duplicate-id' })
    await expect(api.updatePlayerDetails(saved, { ...saved, shirt_number: 100 })).rejects.toMatchObject({ code: 'bad-number' })
    expect(await rowOf('Marina Deep')).toMatchObject({ shirt_number: 12, external_id: 'OC-201' })

    const audit = await be.db.pg.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where action = 'player-details' and player_name = 'Marina Deep'`,
    )
    expect(audit.rows).toEqual([
      {
        before: { shirt_number: 8, role: 'player', external_id: 'OC-101', given_name: 'Marina' },
        after: { shirt_number: 12, role: 'staff', external_id: 'OC-201', given_name: null },
      },
    ])
  })

  it('adds a player with an identity, refusing a taken number', async () => {
    const added = await api.addPlayer(EVENT, TEAM, 'Finn Shark', {
      identity: { shirt_number: 22, family_name: 'Shark', given_name: 'Finn', role: 'player', external_id: 'OC-300' },
    })
    expect(added).toMatchObject({ shirt_number: 22, family_name: 'Shark', external_id: 'OC-300' })
    await expect(api.addPlayer(EVENT, TEAM, 'Finn Two', { identity: { shirt_number: 22 } })).rejects.toMatchObject({
      code: 'duplicate-number',
    })
  })
})

describe('who reads the identity', () => {
  it('the export reads every field', async () => {
    const players = await api.listExportPlayers(EVENT, [TEAM])
    expect(players.find((p) => p.player_name === 'Nemo Fisher')).toMatchObject({
      shirt_number: 1,
      family_name: 'Fisher',
      given_name: 'Nemo',
      role: 'goalkeeper',
      external_id: 'OC-100',
    })
  })

  it('a team link shows the number and nothing else of it', async () => {
    const code = await be.codeFor(EVENT, TEAM)
    const { data, error } = await be.anon().rpc('team_roster', { p_event: EVENT, p_code: code })
    expect(error).toBeNull()
    const nemo = (data as Record<string, unknown>[]).find((p) => p.player_name === 'Nemo Fisher')!
    expect(nemo.shirt_number).toBe(1)
    expect(Object.keys(nemo).filter((k) => /family|given|role|external/.test(k))).toEqual([])
  })
})
