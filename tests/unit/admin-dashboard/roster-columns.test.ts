// Which column holds what: known headers (English and common variants) are recognised, unknown
// ones are ignored until the organizer maps them, and a file without a header stays team, player.
import { assignColumn, guessColumns, normalizeRole } from '@/features/admin-dashboard/roster-columns'
import { parseRosterCsv, readRosterFile, rosterLines } from '@/features/admin-dashboard/roster-csv'

describe('guessColumns', () => {
  it.each([
    [
      ['Team', 'Player', 'No.', 'Last name', 'First name', 'Position', 'Accreditation ID'],
      ['team', 'player_name', 'number', 'family_name', 'given_name', 'role', 'external_id'],
    ],
    [
      ['team', 'player_name', '#', 'surname', 'given', 'role', 'external id'],
      ['team', 'player_name', 'number', 'family_name', 'given_name', 'role', 'external_id'],
    ],
    [
      ['Country', 'Name', 'Jersey', 'Family', 'Forename', 'Role', 'ID'],
      ['team', 'player_name', 'number', 'family_name', 'given_name', 'role', 'external_id'],
    ],
    [
      ['Team', 'Shirt', 'Player', 'Notes'],
      ['team', 'number', 'player_name', 'ignore'],
    ],
  ])('reads the header %j', (header, fields) => {
    expect(guessColumns(header, header.length)).toEqual({ header: true, fields })
  })

  it('without a header: team, then player name, the rest ignored', () => {
    expect(guessColumns(['Spain', 'Pau', '7'], 3)).toEqual({ header: false, fields: ['team', 'player_name', 'ignore'] })
  })

  it("gives team to a column it did not recognise when the header names only the player's fields", () => {
    expect(guessColumns(['Club', 'Name', 'Number'], 3).fields).toEqual(['team', 'player_name', 'number'])
  })

  it('a field goes to one column: choosing it again moves it', () => {
    expect(assignColumn(['team', 'player_name', 'number', 'ignore'], 3, 'number')).toEqual(['team', 'player_name', 'ignore', 'number'])
    expect(assignColumn(['team', 'player_name', 'number'], 2, 'ignore')).toEqual(['team', 'player_name', 'ignore'])
  })
})

describe('reading lines through the columns', () => {
  const file = 'Team;Nr;Surname;Given name;Pos;Badge;Notes\nGermany;#7;Müller;Jonas;GK;ACR-42;captain\nGermany;;Schmidt;Ole;;;\n'

  it('names a player by given then family name when the file has no name column, and keeps the cells as written', () => {
    const lines = parseRosterCsv(file).lines
    expect(lines[0]).toEqual({
      line: 2,
      team: 'Germany',
      playerName: 'Jonas Müller',
      identity: { number: '#7', family_name: 'Müller', given_name: 'Jonas', role: 'GK' },
    })
    expect(lines[1]).toEqual({
      line: 3,
      team: 'Germany',
      playerName: 'Ole Schmidt',
      identity: { family_name: 'Schmidt', given_name: 'Ole' },
    })
  })

  it('an unrecognised column is ignored (and said so) until mapped', () => {
    const read = readRosterFile(file)
    expect(read.guessed).toEqual(['team', 'number', 'family_name', 'given_name', 'role', 'ignore', 'ignore'])
    expect(rosterLines(read, read.guessed).extraColumnLines).toEqual([2])
    const mapped = rosterLines(read, assignColumn(read.guessed, 5, 'external_id'))
    expect(mapped.lines[0]?.identity?.external_id).toBe('ACR-42')
  })

  it('single-name rosters read exactly as before', () => {
    expect(parseRosterCsv('Spain,Pau\nSpain,Hugo\n').lines).toEqual([
      { line: 1, team: 'Spain', playerName: 'Pau' },
      { line: 2, team: 'Spain', playerName: 'Hugo' },
    ])
  })
})

describe('normalizeRole', () => {
  it.each([
    ['GK', 'goalkeeper'],
    ['Goalie', 'goalkeeper'],
    ['Head coach', 'staff'],
    ['Team Manager', 'staff'],
    ['Field player', 'player'],
    ['Mascot', 'Mascot'],
  ])('%s → %s', (text, role) => expect(normalizeRole(text)).toBe(role))
})
