// The refusal table against the SQL that raises the refusals: every hint a function can raise has
// its row (so no refusal reaches an organizer or a player as a bare 'Failed to …'), no row is
// left for a hint the SQL no longer raises, and every player's text (of these tables and the image
// pipeline's) exists in both languages.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { en, type MessageKey } from '@/i18n/en'
import { es } from '@/i18n/es'
import { FAILURES } from '@/lib/api/failures'
import { REFUSALS } from '@/lib/api/refusals'
import { IMAGE_ERRORS } from '@/lib/image/errors'

const SCHEMAS = join(import.meta.dirname, '../../../supabase/schemas')

function sqlFiles(dir: string): { path: string; sql: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name)
    if (d.isDirectory()) return sqlFiles(path)
    return d.name.endsWith('.sql') ? [{ path, sql: readFileSync(path, 'utf8') }] : []
  })
}

/** The arguments of each call of `fn` in the SQL, split at top-level commas (quotes and parentheses kept whole). */
function callArguments(sql: string, fn: string): string[][] {
  const calls: string[][] = []
  for (let at = sql.indexOf(`${fn}(`); at !== -1; at = sql.indexOf(`${fn}(`, at + 1)) {
    if (/FUNCTION\s+$/i.test(sql.slice(0, at))) continue // its own definition or grant, not a call
    const args: string[] = []
    let depth = 0
    let quoted = false
    let current = ''
    for (const ch of sql.slice(at + fn.length + 1)) {
      if (quoted) {
        quoted = ch !== "'" // a doubled '' closes and reopens: the same text either way
      } else if (ch === "'") quoted = true
      else if (ch === '(') depth++
      else if (ch === ')' && depth-- === 0) break
      else if (ch === ',' && depth === 0) {
        args.push(current.trim())
        current = ''
        continue
      }
      current += ch
    }
    args.push(current.trim())
    calls.push(args)
  }
  return calls
}

const literal = (arg: string): string | null => /^'((?:[^']|'')*)'$/.exec(arg)?.[1] ?? null

const files = sqlFiles(SCHEMAS)
const isCode = (hint: string) => /^[a-z]+(-[a-z]+)*$/.test(hint)

/** Every hint the SQL can raise: `hint = '…'`, private.raise_event(message, hint, …), and the
 *  hints private.export_destination_problem answers for raise_event to raise. */
function raisedHints(): { codes: Set<string>; sentences: string[]; unread: string[] } {
  const raised: string[] = []
  /** hints taken from a variable, which this reading must know where they come from */
  const indirect: string[] = []
  for (const { path, sql } of files) {
    const file = path.slice(SCHEMAS.length + 1)
    for (const m of sql.matchAll(/\bhint\s*=\s*'((?:[^']|'')*)'/gi)) raised.push(m[1] ?? '')
    for (const m of sql.matchAll(/\bhint\s*=\s*([a-z_][\w.]*)/gi)) indirect.push(`${file}: ${m[1]}`)
    for (const args of callArguments(sql, 'private.raise_event')) {
      const hint = args[1] ?? ''
      const text = literal(hint)
      if (text !== null) raised.push(text)
      else indirect.push(`${file}: ${hint}`)
    }
    if (file.endsWith('private.export_destination_problem.sql')) {
      for (const m of sql.matchAll(/\breturn\s+'([^']*)'/g)) raised.push(m[1] ?? '')
    }
    if (file.endsWith('private.raise_details_problem.sql')) {
      for (const m of sql.matchAll(/\bwhen\s+'([^']*)'\s+then/g)) raised.push(m[1] ?? '')
    }
  }
  // raise_event raises its parameter (its callers are read above); the destinations' hint is
  // what private.export_destination_problem answers, a roster detail's the problems
  // private.raise_details_problem words (both read above)
  const known = [
    'functions/private/private.raise_event.sql: p_hint',
    'functions/admin/admin_set_export_destinations.sql: v_problem',
    'functions/private/private.raise_details_problem.sql: p_problem',
  ]
  return {
    codes: new Set(raised.filter(isCode)),
    sentences: raised.filter((h) => !isCode(h)),
    unread: indirect.filter((i) => !known.includes(i)),
  }
}

describe('the refusal table and the SQL', () => {
  const { codes, sentences, unread } = raisedHints()

  it('finds the hints the SQL raises (the reading of the schema files works)', () => {
    expect(files.length).toBeGreaterThan(50)
    // a hint raised from a variable this reading doesn't follow: teach it where the hint comes from
    expect(unread).toEqual([])
    // one of each way a hint is raised: directly, through raise_event, through the destination check
    expect([...codes]).toEqual(expect.arrayContaining(['player-removed', 'event-code-format', 'destination-width-invalid']))
  })

  it('has a row for every hint the SQL raises', () => {
    expect([...codes].filter((hint) => !(hint in REFUSALS)).sort()).toEqual([])
  })

  it('has no row for a hint the SQL no longer raises', () => {
    expect(
      Object.keys(REFUSALS)
        .filter((code) => !codes.has(code))
        .sort(),
    ).toEqual([])
  })

  it('a hint that is no code is a sentence for a person reading the server’s error, not a refusal', () => {
    for (const hint of sentences) expect(hint).toMatch(/ /)
  })

  it('no operation failure shares a name with a refusal (a code means one thing)', () => {
    expect(Object.keys(FAILURES).filter((code) => code in REFUSALS)).toEqual([])
  })
})

describe('what each reader is told', () => {
  const rows = Object.entries({ ...REFUSALS, ...FAILURES })

  it('every code has an organizer’s text', () => {
    for (const [code, row] of rows) expect(row.text.trim(), code).not.toBe('')
  })

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('every player’s text exists in %s', (_lang, messages: Record<MessageKey, string>) => {
    const keys = [
      ...rows.flatMap(([, row]) => ('player' in row ? [row.player] : [])),
      ...Object.values(IMAGE_ERRORS).map((row) => row.player),
    ]
    expect(keys.length).toBeGreaterThan(5)
    for (const key of keys) expect(messages[key]?.trim(), key).toBeTruthy()
  })

  it('only refusals a player can meet on their upload have a player’s text', () => {
    const playerCodes = rows
      .filter(([, row]) => 'player' in row)
      .map(([code]) => code)
      .sort()
    expect(playerCodes).toEqual([
      'consent-required',
      'missing-data',
      'photo-approved',
      'player-hourly-limit',
      'player-removed',
      'team-hourly-limit',
      'upload-failed',
      'upload-offline',
      'uploads-closed',
    ])
  })
})
