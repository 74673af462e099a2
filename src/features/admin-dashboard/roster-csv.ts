// Reading a roster file organizers made in Excel, Numbers, Google Sheets or by hand: team and
// player name, and maybe shirt number, family and given names, role and external ID (columns
// named by a header row, see roster-columns.ts), or two columns without a header row, comma / semicolon (European Excel) / tab
// separated, quoted fields, BOM, CRLF. Every line of the file comes out, so the preview can show
// what happens to each one: nothing is silently dropped.

import { PLAYER_NAME_MAX_CHARS, TEAM_NAME_MAX_CHARS } from '@/config/constants'
import { guessColumns, type ColumnField, type IdentityCells } from './roster-columns'

export type Delimiter = ',' | ';' | '\t'

export type CsvRecord = { /** 1-based line in the file where the record starts */ line: number; cells: string[] }

export type RosterLineProblem = 'team-too-long' | 'name-too-long'

export type RosterCsvLine = {
  line: number
  team: string
  playerName: string
  /** found before asking the server; such a line is shown but not sent */
  problem?: RosterLineProblem
  /** the line's number, names, role and ID cells as written (only those not empty) */
  identity?: IdentityCells
}

export type RosterCsv = {
  lines: RosterCsvLine[]
  delimiter: Delimiter
  /** the header row's text when the first line was one */
  header: string[] | null
  /** lines with cells in columns that are ignored (not read) */
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
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .find((l) => l.trim() !== '') ?? ''
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

/** A file read once; its lines are made (again) for whichever columns the organizer maps. */
export type RosterFile = {
  delimiter: Delimiter
  /** the header row's cells, or null */
  header: string[] | null
  /** the lines after the header */
  body: CsvRecord[]
  /** the most cells a line has */
  width: number
  /** the columns as guessed from the header (or team, player name without one) */
  guessed: ColumnField[]
  unclosedQuoteLine: number | null
}

export function readRosterFile(text: string): RosterFile {
  const delimiter = detectDelimiter(text)
  const { records, unclosedQuoteLine } = readCsvRecords(text, delimiter)
  const isBlank = (r: CsvRecord) => r.cells.every((c) => clean(c) === '')
  // Empty lines at the very end are how files end, not lines of the roster.
  while (records.length > 0 && isBlank(records[records.length - 1] as CsvRecord)) records.pop()
  const firstIndex = records.findIndex((r) => !isBlank(r))
  const width = Math.max(2, ...records.map((r) => r.cells.length))
  const first = (records[firstIndex]?.cells ?? []).map(clean)
  const { header, fields } = guessColumns(first, width)
  return {
    delimiter,
    header: header ? first : null,
    body: header ? records.filter((_, i) => i !== firstIndex) : records,
    width,
    guessed: fields,
    unclosedQuoteLine,
  }
}

/** Each column's name (its header, or 'Column 3') and the first value under it, for the column chooser. */
export function columnSamples(file: RosterFile): { label: string; sample: string }[] {
  return Array.from({ length: file.width }, (_, i) => ({
    label: clean(file.header?.[i]) || `Column ${i + 1}`,
    sample: clean(file.body.find((r) => clean(r.cells[i]) !== '')?.cells[i]),
  }))
}

/**
 * The file's lines read through `fields` (one per column). Without a player-name column the name
 * is the given name then the family name. Cells of ignored columns are not read.
 */
export function rosterLines(file: RosterFile, fields: readonly ColumnField[]): RosterCsv {
  const col = (f: ColumnField) => fields.indexOf(f)
  const [team, player, family, given] = [col('team'), col('player_name'), col('family_name'), col('given_name')]
  const cell = (r: CsvRecord, i: number) => (i >= 0 ? clean(r.cells[i]) : '')
  const extraColumnLines: number[] = []
  const lines = file.body.map((r): RosterCsvLine => {
    const t = cell(r, team)
    const playerName = player >= 0 ? cell(r, player) : clean(`${cell(r, given)} ${cell(r, family)}`)
    if (r.cells.some((c, i) => (fields[i] ?? 'ignore') === 'ignore' && clean(c) !== '')) extraColumnLines.push(r.line)
    const identity: IdentityCells = {}
    fields.forEach((f, i) => {
      const v = cell(r, i)
      if (v && f !== 'team' && f !== 'player_name' && f !== 'ignore') identity[f] = v
    })
    const problem: RosterLineProblem | undefined =
      t.length > TEAM_NAME_MAX_CHARS ? 'team-too-long' : playerName.length > PLAYER_NAME_MAX_CHARS ? 'name-too-long' : undefined
    return { line: r.line, team: t, playerName, ...(problem && { problem }), ...(Object.keys(identity).length > 0 && { identity }) }
  })
  return { lines, delimiter: file.delimiter, header: file.header, extraColumnLines, unclosedQuoteLine: file.unclosedQuoteLine }
}

/** The file read with the guessed columns. */
export function parseRosterCsv(text: string): RosterCsv {
  const file = readRosterFile(text)
  return rosterLines(file, file.guessed)
}
