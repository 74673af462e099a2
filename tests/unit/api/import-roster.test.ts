// Roster import in parts: PostgREST cuts a response at 1000 rows and import_roster answers one
// row per line, so importRoster sends 500 lines a call and reads the parts back as one file.
import { importRoster, reconcileChunks, type RosterImportLine } from '@/lib/api/import-roster'

const rpc = vi.fn()
vi.mock('@/lib/supabase', () => ({ adminClient: async () => ({ rpc }) }))

beforeEach(() => {
  rpc.mockReset()
})

describe('importRoster', () => {
  it('sends a 1,200-line file in parts of 500 and numbers the verdicts by file line', async () => {
    rpc.mockImplementation(async (_fn: string, { p_rows }: { p_rows: { team: string; player_name: string }[] }) => {
      return { data: p_rows.map((r, i) => ({ line: i + 1, team: r.team, player_name: r.player_name, status: 'add' })), error: null }
    })
    const rows = Array.from({ length: 1200 }, (_, i) => ({ team: 'Bigland', player_name: `Player ${i + 1}` }))
    const lines = await importRoster('MJWC 2025', rows, false)
    expect(rpc.mock.calls.map(([fn, a]) => [fn, a.p_rows.length, a.p_apply])).toEqual([
      ['import_roster', 500, false],
      ['import_roster', 500, false],
      ['import_roster', 200, false],
    ])
    expect(lines).toHaveLength(1200)
    expect(lines[700]).toEqual({ line: 701, team: 'Bigland', playerName: 'Player 701', status: 'add' })
  })

  it("a failed part is 'Failed to import roster'", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'boom' }, status: 500 })
    await expect(importRoster('MJWC 2025', [{ team: 'Spain', player_name: 'Pau' }], true)).rejects.toMatchObject({
      code: 'import-roster',
      message: 'Failed to import roster',
    })
  })
})

describe('reconcileChunks (a file sent in several calls reads as one)', () => {
  const line = (n: number, team: string, playerName: string, status: RosterImportLine['status']): RosterImportLine => ({
    line: n,
    team,
    playerName,
    status,
  })

  it('marks a line repeating an earlier part as a duplicate and a team new only once', () => {
    const fromServer = [
      line(1, 'Atlantis', 'Nemo', 'new-team'),
      line(2, 'Spain', 'Pau', 'exists'),
      // second call: the server did not see the first
      line(3, 'Atlantis', 'Marina', 'new-team'),
      line(4, 'atlantis', 'NEMO', 'new-team'),
      line(5, 'Spain', 'Pau', 'exists'),
      line(6, '', '', 'blank'),
      line(7, '', '', 'blank'),
    ]
    expect(reconcileChunks(fromServer).map((l) => l.status)).toEqual([
      'new-team',
      'exists',
      'add',
      'duplicate',
      'duplicate',
      'blank',
      'blank',
    ])
  })

  it("shows a new team's later lines with the spelling that will be stored", () => {
    const preview = [line(1, 'Lemuria', 'Ana', 'new-team'), line(2, 'lemuria', 'Zoë', 'add')]
    expect(reconcileChunks(preview).map((l) => l.team)).toEqual(['Lemuria', 'Lemuria'])
  })

  it('leaves a single call’s verdicts as they are', () => {
    const one = [
      line(1, 'Spain', 'Hugo', 'add'),
      line(2, 'Spain', 'Hugo', 'duplicate'),
      line(3, 'Ghana', 'Kofi', 'new-team'),
      line(4, 'Ghana', 'Ama', 'add'),
    ]
    expect(reconcileChunks(one)).toEqual(one)
  })
})
