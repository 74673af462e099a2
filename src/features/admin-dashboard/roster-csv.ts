// Reading a roster file organizers made in Excel, Numbers, Google Sheets or by hand: two columns
// (team, player name), with or without a header row, comma / semicolon (European Excel) / tab
// separated, quoted fields, BOM, CRLF. Every line of the file comes out, so the preview can show
// what happens to each one: nothing is silently dropped.

import { PLAYER_NAME_MAX_CHARS, TEAM_NAME_MAX_CHARS } from '@/config/constants'

export type Delimiter = ',' | ';' | '\t'

export type CsvRecord = { /** 1-based line in the file where the record starts */ line: number; cells: string[] }

export type RosterLineProblem = 'team-too-long' | 'name-too-long'

export type RosterCsvLine = {
  line: number
  team: string
  playerName: string
  /** found before asking the server; such a line is shown but not sent */
  problem?: RosterLineProblem
}

export type RosterCsv = {
  lines: RosterCsvLine[]
  delimiter: Delimiter
  /** the header row's text when the first line was one */
  header: string[] | null
  /** lines with more cells than team and player name (the rest is not read) */
  extraColumnLines: number[]
  /** a quote opened and never closed: the rest of the file became one cell */
  unclosedQuoteLine: number | null
}

/** Bytes of the file → text. UTF-8 (with or without BOM), UTF-16 from Excel's "Unicode text", else Windows-1252 (older Excel on Windows). */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  if (u8[0] === 0xff && u8[1] === 0xfe) return new TextDecoder('utf-16le').decode(u8)
  if (u8[0] === 0xfe && u8[1] === 0xff) return new TextDecoder('utf-16be').decode(u8)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(u8)
  } catch {
    return new TextDecoder('windows-1252').decode(u8)
  }
}

/** The separator of the first non-empty line: whichever of , ; TAB occurs most outside quotes. */
export function detectDelimiter(text: string): Delimiter {
  const first = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? ''
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const c of first) {
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';'
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t'
  return ','
}

/** RFC 4180 records, lenient the way spreadsheet apps are (text after a closing quote is kept). */
export function readCsvRecords(text: string, delimiter: Delimiter): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const src = text.replace(/^\uFEFF/, '')
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let inQuotes = false
  let quoteLine = 0
  let line = 1
  let recordLine = 1

  const endRecord = () => {
    cells.push(cell)
    records.push({ line: recordLine, cells })
    cells = []
    cell = ''
  }

  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    const next = src[i + 1]
    if (inQuotes) {
      if (c === '"' && next === '"') {
        cell += '"'
        i++
      } else if (c === '"') {
        inQuotes = false
      } else {
        if (c === '\n' || (c === '\r' && next !== '\n')) line++
        cell += c
      }
      continue
    }
    if (c === '"' && cell.trim() === '') {
      inQuotes = true
      quoteLine = line
      cell = ''
    } else if (c === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && next === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      cell += c
    }
  }
  // The last line without a final newline (a file ending in a newline has nothing left here).
  if (cell !== '' || cells.length > 0 || inQuotes) endRecord()
  return { records, unclosedQuoteLine: inQuotes ? quoteLine : null }
}

/** Names as people mean them: no line breaks from quoted cells, no doubled or edge spaces. */
const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
/** 'Player Name', 'player_name', 'PLAYER-NAME' → 'playername'; digits stay, so 'Player 1' is a name. */
const headerKey = (s: string) => clean(s).toLowerCase().replace(/[\s_\-.:]/g, '')
const TEAM_HEADERS = new Set(['team', 'teamname', 'country', 'nation', 'equipo', 'equipe'])
const PLAYER_HEADERS = new Set(['player', 'playername', 'name', 'fullname', 'players', 'jugador', 'joueur', 'nombre', 'nom'])

/** Which columns hold team and player: from a header row when there is one, else team then player. */
function columnsOf(first: string[] | undefined): { header: boolean; team: number; player: number } {
  const keys = (first ?? []).map(headerKey)
  const team = keys.findIndex((k) => TEAM_HEADERS.has(k))
  const player = keys.findIndex((k, i) => i !== team && PLAYER_HEADERS.has(k))
  if (team < 0 && player < 0) return { header: false, team: 0, player: 1 }
  const t = team >= 0 ? team : player === 0 ? 1 : 0
  const p = player >= 0 ? player : t === 0 ? 1 : 0
  return { header: true, team: t, player: p }
}

export function parseRosterCsv(text: string): RosterCsv {
  const delimiter = detectDelimiter(text)
  const { records, unclosedQuoteLine } = readCsvRecords(text, delimiter)
  const isBlank = (r: CsvRecord) => r.cells.every((c) => clean(c) === '')
  // Empty lines at the very end are how files end, not lines of the roster.
  while (records.length > 0 && isBlank(records[records.length - 1] as CsvRecord)) records.pop()

  const firstIndex = records.findIndex((r) => !isBlank(r))
  const cols = columnsOf(records[firstIndex]?.cells)
  const header = cols.header ? (records[firstIndex] as CsvRecord).cells.map(clean) : null
  const body = cols.header ? records.filter((_, i) => i !== firstIndex) : records

  const extraColumnLines: number[] = []
  const lines = body.map((r): RosterCsvLine => {
    const team = clean(r.cells[cols.team])
    const playerName = clean(r.cells[cols.player])
    if (r.cells.some((c, i) => i !== cols.team && i !== cols.player && clean(c) !== '')) extraColumnLines.push(r.line)
    const problem: RosterLineProblem | undefined =
      team.length > TEAM_NAME_MAX_CHARS ? 'team-too-long' : playerName.length > PLAYER_NAME_MAX_CHARS ? 'name-too-long' : undefined
    return problem ? { line: r.line, team, playerName, problem } : { line: r.line, team, playerName }
  })
  return { lines, delimiter, header, extraColumnLines, unclosedQuoteLine }
}
