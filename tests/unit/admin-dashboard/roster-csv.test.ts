import { decodeCsvBytes, detectDelimiter, parseRosterCsv, readCsvRecords } from '@/features/admin-dashboard/roster-csv'

const pairs = (text: string) => parseRosterCsv(text).lines.map((l) => [l.line, l.team, l.playerName])

describe('parseRosterCsv', () => {
  it.each<[string, string, (string | number)[][]]>([
    [
      'no header, comma',
      'India,Arjun Singh\nIndia,Rohan Khan\n',
      [
        [1, 'India', 'Arjun Singh'],
        [2, 'India', 'Rohan Khan'],
      ],
    ],
    ['header row', 'Team,Player Name\nIndia,Arjun Singh', [[2, 'India', 'Arjun Singh']]],
    ['semicolon (European Excel)', 'team;player\nSpain;Álvaro Núñez\n', [[2, 'Spain', 'Álvaro Núñez']]],
    ['tab separated', 'Spain\tPau\n', [[1, 'Spain', 'Pau']]],
    [
      'CRLF',
      'India,A\r\nIndia,B\r\n',
      [
        [1, 'India', 'A'],
        [2, 'India', 'B'],
      ],
    ],
    [
      'old Mac CR',
      'India,A\rIndia,B',
      [
        [1, 'India', 'A'],
        [2, 'India', 'B'],
      ],
    ],
    ['UTF-8 BOM before the header', '\uFEFFTeam,Player\nIndia,A', [[2, 'India', 'A']]],
    ['quoted comma', '"Korea, Republic of","Kim, Ji-woo"', [[1, 'Korea, Republic of', 'Kim, Ji-woo']]],
    ['quoted quotes', 'Ireland,"Seán ""The Wall"" O\'Brien"', [[1, 'Ireland', 'Seán "The Wall" O\'Brien']]],
    ['quoted semicolon in a semicolon file', 'Spain;"Pau; junior"', [[1, 'Spain', 'Pau; junior']]],
    [
      'line break inside quotes becomes a space; line numbers follow the file',
      'India,"Arjun\nSingh"\nIndia,Rohan',
      [
        [1, 'India', 'Arjun Singh'],
        [3, 'India', 'Rohan'],
      ],
    ],
    ['spaces trimmed and collapsed', '  New   Zealand ,  Tama  Walker ', [[1, 'New Zealand', 'Tama Walker']]],
    ['header with columns the other way round', 'Player;Team\nPau;Spain', [[2, 'Spain', 'Pau']]],
    ['header with extra columns', 'Number,Team,Name\n7,Spain,Pau', [[2, 'Spain', 'Pau']]],
  ])('%s', (_, text, expected) => {
    expect(pairs(text)).toEqual(expected)
  })

  it('keeps blank and incomplete lines in the middle (the preview shows them) but not the trailing ones', () => {
    expect(pairs('India,A\n\nIndia\n,B\n;\n\n\n')).toEqual([
      [1, 'India', 'A'],
      [2, '', ''],
      [3, 'India', ''],
      [4, '', 'B'],
      [5, ';', ''],
    ])
  })

  it('reports the header, the separator and lines with more columns', () => {
    const r = parseRosterCsv('Team;Player\nSpain;Pau;Captain\nSpain;Hugo\n')
    expect(r.header).toEqual(['Team', 'Player'])
    expect(r.delimiter).toBe(';')
    expect(r.extraColumnLines).toEqual([2])
  })

  it('a file without a header row is not mistaken for one', () => {
    expect(parseRosterCsv('India,Arjun').header).toBeNull()
    expect(parseRosterCsv('Team 1,Player 1').header).toBeNull()
    expect(parseRosterCsv('PLAYER_NAME;TEAM\nPau;Spain').header).toEqual(['PLAYER_NAME', 'TEAM'])
  })

  it('flags names longer than the database allows instead of sending them', () => {
    const long = 'x'.repeat(121)
    const [line] = parseRosterCsv(`India,${long}`).lines
    expect(line?.problem).toBe('name-too-long')
    expect(parseRosterCsv(`${'T'.repeat(81)},Pau`).lines[0]?.problem).toBe('team-too-long')
    expect(parseRosterCsv(`India,${'x'.repeat(120)}`).lines[0]?.problem).toBeUndefined()
  })

  it('reports a quote that never closes', () => {
    const r = parseRosterCsv('India,A\nIndia,"B\nIndia,C\n')
    expect(r.unclosedQuoteLine).toBe(2)
    expect(r.lines).toHaveLength(2)
  })

  it('an empty file has no lines', () => {
    expect(parseRosterCsv('').lines).toEqual([])
    expect(parseRosterCsv('\uFEFF\r\n\r\n').lines).toEqual([])
    expect(parseRosterCsv('Team,Player\n').lines).toEqual([])
  })
})

describe('detectDelimiter', () => {
  it.each([
    ['a,b', ','],
    ['a;b', ';'],
    ['"x,y";b', ';'],
    ['a\tb', '\t'],
    ['single', ','],
    ['\n\na;b;c,d', ';'],
  ])('%j → %j', (text, d) => {
    expect(detectDelimiter(text)).toBe(d)
  })
})

describe('readCsvRecords', () => {
  it('keeps text after a closing quote like spreadsheets do', () => {
    expect(readCsvRecords('"a" b,c', ',').records[0]?.cells).toEqual(['a b', 'c'])
  })
})

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without BOM', () => {
    const utf8 = new TextEncoder().encode('Spain,Álvaro')
    expect(decodeCsvBytes(utf8)).toBe('Spain,Álvaro')
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Spain,Álvaro')
  })
  it('falls back to Windows-1252 for old Excel files', () => {
    // "Müller" in Windows-1252: ü = 0xFC, not valid UTF-8
    expect(decodeCsvBytes(new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe('Müller')
  })
  it('reads UTF-16 LE with BOM (Excel "Unicode text")', () => {
    const text = 'Chile,Sofía'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i)
    expect(decodeCsvBytes(bytes)).toBe(text)
  })
})
