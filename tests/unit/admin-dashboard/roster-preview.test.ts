import type { RosterImportLine } from '@/lib/api'
import { parseRosterCsv } from '@/features/admin-dashboard/roster-csv'
import {
  mergePreview,
  previewCounts,
  previewSummaryItems,
  statusLabel,
  toApplyRows,
  toImportRows,
} from '@/features/admin-dashboard/roster-preview'

describe('statusLabel', () => {
  it.each([
    ['add', 'Spain', 'Pau', 'Will be added'],
    ['new-team', 'Atlantis', 'Pau', 'New team (gets a new access code)'],
    ['exists', 'Spain', 'Pau', 'Already on the roster'],
    ['duplicate', 'Spain', 'Pau', 'Duplicate in file'],
    ['blank', '', '', 'Blank line'],
    ['blank', 'Spain', '', 'Missing player name'],
    ['blank', '', 'Pau', 'Missing team'],
    ['name-too-long', 'Spain', 'x', 'Player name too long (max 120 characters)'],
    ['team-too-long', 'x', 'Pau', 'Team name too long (max 80 characters)'],
    ['too-long', 'Spain', 'x'.repeat(121), 'Player name too long (max 120 characters)'],
    ['too-long', 'x'.repeat(81), 'Pau', 'Team name too long (max 80 characters)'],
  ] as const)('%s (%j, %j) reads %j', (status, team, playerName, label) => {
    expect(statusLabel({ status, team, playerName })).toBe(label)
  })
})

describe('mergePreview', () => {
  const parsed = parseRosterCsv(`Team,Player\nspain,Pau\n\nIndia,${'x'.repeat(130)}\nAtlantis,Nemo\nspain,pau\n`)

  it('sends only lines the database can take', () => {
    expect(toImportRows(parsed.lines)).toEqual([
      { team: 'spain', player_name: 'Pau' },
      { team: '', player_name: '' },
      { team: 'Atlantis', player_name: 'Nemo' },
      { team: 'spain', player_name: 'pau' },
    ])
  })

  it('puts the server verdicts back on the file lines, keeping our own for unsent ones', () => {
    const server: RosterImportLine[] = [
      { line: 1, team: 'Spain', playerName: 'Pau', status: 'exists' },
      { line: 2, team: '', playerName: '', status: 'blank' },
      { line: 3, team: 'Atlantis', playerName: 'Nemo', status: 'new-team' },
      { line: 4, team: 'Spain', playerName: 'pau', status: 'duplicate' },
    ]
    const rows = mergePreview(parsed.lines, server)
    expect(rows.map((r) => [r.line, r.team, r.status])).toEqual([
      [2, 'Spain', 'exists'],
      [3, '', 'blank'],
      [4, 'India', 'name-too-long'],
      [5, 'Atlantis', 'new-team'],
      [6, 'Spain', 'duplicate'],
    ])
    expect(previewCounts(rows)).toEqual({
      toAdd: 1,
      toUpdate: 0,
      newTeams: 1,
      exists: 1,
      duplicate: 1,
      blank: 1,
      invalid: 1,
      refused: 0,
      unchecked: 0,
    })
    expect(previewSummaryItems(rows)).toEqual([
      '1 player will be added',
      '1 new team (each gets a new access code)',
      '1 already on the roster',
      '1 duplicate in the file',
      '1 blank or incomplete line',
      '1 line with a name too long',
    ])
  })

  it('never counts a line the server did not answer as added', () => {
    const rows = mergePreview(parseRosterCsv('Spain,Pau\nSpain,Hugo').lines, [{ line: 1, team: 'Spain', playerName: 'Pau', status: 'add' }])
    expect(rows.map((r) => r.status)).toEqual(['add', 'unchecked'])
  })
})

describe('identities in the preview', () => {
  const parsed = parseRosterCsv('Team,Player,Number,Role,ID\nSpain,Pau,1,GK,E-1\nSpain,Hugo,#7,,\nSpain,Leo,7,,\nSpain,Ana,x,,')
  const server: RosterImportLine[] = [
    {
      line: 1,
      team: 'Spain',
      playerName: 'Pau',
      status: 'update',
      identity: { shirt_number: 1, family_name: null, given_name: null, role: 'goalkeeper', external_id: 'E-1' },
      was: { shirt_number: 9, role: 'player' },
    },
    {
      line: 2,
      team: 'Spain',
      playerName: 'Hugo',
      status: 'add',
      identity: { shirt_number: 7, family_name: null, given_name: null, role: 'player', external_id: null },
    },
    {
      line: 3,
      team: 'Spain',
      playerName: 'Leo',
      status: 'duplicate-number',
      identity: { shirt_number: 7, family_name: null, given_name: null, role: 'player', external_id: null },
    },
    { line: 4, team: 'Spain', playerName: 'Ana', status: 'bad-number' },
  ]

  it('sends identity cells only where the file has them, roles in the portal’s words', () => {
    expect(toImportRows(parsed.lines)).toEqual([
      { team: 'Spain', player_name: 'Pau', number: '1', role: 'goalkeeper', external_id: 'E-1' },
      { team: 'Spain', player_name: 'Hugo', number: '#7' },
      { team: 'Spain', player_name: 'Leo', number: '7' },
      { team: 'Spain', player_name: 'Ana', number: 'x' },
    ])
  })

  it('says what an update changes and why a line is refused', () => {
    const rows = mergePreview(parsed.lines, server)
    expect(rows.map((r) => statusLabel(r))).toEqual([
      'Will change number 9 → 1, role Player → Goalkeeper',
      'Will be added',
      'Number 7 is taken in this team',
      'Number “x” is not 1–99',
    ])
    expect(previewSummaryItems(rows)).toEqual([
      '1 player will be added',
      '1 player will be updated',
      '2 lines refused (number, role or ID)',
    ])
  })

  it('applies only the lines that write, each with what its preview said', () => {
    const rows = mergePreview(parsed.lines, server)
    expect(toApplyRows(parsed.lines, rows)).toEqual([
      {
        team: 'Spain',
        player_name: 'Pau',
        number: '1',
        role: 'goalkeeper',
        external_id: 'E-1',
        expect: 'update',
        seen: { shirt_number: 9, role: 'player' },
      },
      { team: 'Spain', player_name: 'Hugo', number: '#7', expect: 'add' },
    ])
  })
})
