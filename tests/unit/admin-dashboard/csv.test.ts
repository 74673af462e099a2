import { csvCell, summaryCsv, summaryCsvFileName, summaryRows, toCsv, NOT_CONFIGURED } from '@/features/admin-dashboard/csv'
import { team, TEAMS } from './team-summary-fixtures'

const link = (code: string) => `https://photos.example.org/mjwc2025/${code}`

describe('summary CSV rows', () => {
  it('has the spec columns and one row per team, whatever the dashboard shows', () => {
    const csv = summaryCsv(TEAMS, link)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Team,Total Players,Photos Uploaded,Percentage,Status,Access Link,Approved,Needs Review,Retake Requested')
    expect(lines).toHaveLength(TEAMS.length + 2) // header, teams, and the final CRLF
    expect(lines.at(-1)).toBe('')
  })

  it('writes numbers, percentage, status and the access link', () => {
    const rows = summaryRows(
      [team('England', 20, 20, { accessCode: 'ENGCODE12345', approved: 17, needsReview: 2, retake: 1 }), team('Germany', 12, 20)],
      link,
    )
    expect(rows[0]).toEqual(['England', 20, 20, '100%', 'Complete', 'https://photos.example.org/mjwc2025/ENGCODE12345', 17, 2, 1])
    expect(rows[1]?.slice(0, 5)).toEqual(['Germany', 20, 12, '60%', 'Incomplete'])
  })

  it("keeps the spec's six columns first and unchanged, the review counts after them", () => {
    const [row] = summaryRows([team('Spain', 3, 4, { approved: 1, needsReview: 1, retake: 1, accessCode: 'SPAINCODE123' })], link)
    expect(row?.slice(0, 6)).toEqual(['Spain', 4, 3, '75%', 'Incomplete', 'https://photos.example.org/mjwc2025/SPAINCODE123'])
    expect(row?.slice(6)).toEqual([1, 1, 1])
  })

  it("says 'Not configured' for a team without an access code", () => {
    const [row] = summaryRows([team('Newcomers', 0, 0, { accessCode: null })], link)
    expect(row).toEqual(['Newcomers', 0, 0, '0%', 'Incomplete', NOT_CONFIGURED, 0, 0, 0])
  })

  it('never rounds an unfinished team up to 100 % Complete', () => {
    const [row] = summaryRows([team('Almost', 199, 200)], link)
    expect(row?.slice(3, 5)).toEqual(['99%', 'Incomplete'])
  })
})

describe('RFC 4180 escaping and formula injection', () => {
  it.each([
    ['plain', 'plain'],
    ['Côte d’Ivoire', 'Côte d’Ivoire'],
    ['Bosnia, Herzegovina', '"Bosnia, Herzegovina"'],
    ['The "Lions"', '"The ""Lions"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rHidden', '"\'\rHidden"'],
    ['Guinea-Bissau', 'Guinea-Bissau'],
  ])('%j is written as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('leaves numbers we write alone', () => {
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(0)).toBe('0')
  })

  it('joins cells with commas and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n')
  })

  it('escapes a malicious team name inside a whole summary', () => {
    const csv = summaryCsv([team('=cmd|" /C calc"!A0', 1, 2, { accessCode: null })], link)
    expect(csv.split('\r\n')[1]).toBe('"\'=cmd|"" /C calc""!A0",2,1,50%,Incomplete,Not configured,0,1,0')
  })
})

describe('file name', () => {
  it('is {eventCode}_upload_summary_{YYYY-MM-DD}.csv on the local calendar day', () => {
    const lateEvening = new Date(2025, 11, 9, 23, 45) // local time
    expect(summaryCsvFileName('mjwc2025', lateEvening)).toBe('mjwc2025_upload_summary_2025-12-09.csv')
    expect(summaryCsvFileName('mjwc2025', new Date(2026, 0, 2, 0, 5))).toBe('mjwc2025_upload_summary_2026-01-02.csv')
  })
})
