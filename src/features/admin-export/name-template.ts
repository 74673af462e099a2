// A destination's file names, from a template of fields: '{team}/{name}.jpg' is the spec's
// Download All, '{team_code}_{number}_{FAMILY}_{given}' an accreditation system's. A field written
// in capitals is upper-cased with the root locale's rules, never the computer's: accents stay
// (Núñez → NÚÑEZ), ß becomes SS, and a Turkish-language machine gives 'I' for 'i', not 'İ'; the
// result is then made file-safe like any other value. A field a player has no value for is left
// out together with the separator before it, so 'GER__MÜLLER_Jonas' never happens.
import { safeFileStem, uniqueFileNames } from '@/lib/file-names'

export const NAME_FIELDS = ['event', 'team', 'team_code', 'number', 'family', 'given', 'name', 'id', 'role'] as const
export type NameField = (typeof NAME_FIELDS)[number]
export type NameValues = Record<NameField, string>

type Token = { literal: string } | { field: NameField; upper: boolean }

export type ParsedTemplate = { ok: true; tokens: Token[] } | { ok: false; unknown: string[] }

const SEPARATORS = /^[\s_.\-–—]+/
const TRAILING_SEPARATORS = /[\s_.\-–—]+$/

/** The template's pieces, or the field names it uses that don't exist. */
export function parseTemplate(template: string): ParsedTemplate {
  const tokens: Token[] = []
  const unknown: string[] = []
  const re = /\{([^{}]*)\}/g
  let last = 0
  for (let m = re.exec(template); m; m = re.exec(template)) {
    if (m.index > last) tokens.push({ literal: template.slice(last, m.index) })
    const raw = m[1]!.trim()
    const field = raw.toLowerCase() as NameField
    if ((NAME_FIELDS as readonly string[]).includes(field))
      tokens.push({ field, upper: raw === raw.toUpperCase() && raw !== raw.toLowerCase() })
    else unknown.push(raw)
    last = re.lastIndex
  }
  if (last < template.length) tokens.push({ literal: template.slice(last) })
  return unknown.length ? { ok: false, unknown } : { ok: true, tokens }
}

/** One file's stem (no extension) from parsed tokens; the player's name when nothing usable is left. */
export function renderStem(tokens: readonly Token[], values: NameValues): string {
  let out = ''
  let skipSeparator = false
  for (const t of tokens) {
    if ('literal' in t) {
      out += skipSeparator ? t.literal.replace(SEPARATORS, '') : t.literal
      skipSeparator = false
      continue
    }
    const value = values[t.field].trim()
    if (value) out += t.upper ? value.toLocaleUpperCase('und') : value
    else {
      // the separator before an empty field goes, and so does the one after it at the start
      out = out.replace(TRAILING_SEPARATORS, '')
      skipSeparator = out === ''
    }
  }
  const stem = out.replace(SEPARATORS, '').replace(TRAILING_SEPARATORS, '')
  return safeFileStem(stem, safeFileStem(values.name))
}

export type FolderLayout = 'flat' | 'team'

export interface ExportFile {
  team: string
  values: NameValues
}

/**
 * Every file's path in the zip, in the order given: one folder per team or none, names made safe
 * and kept apart ('Ana Silva.jpg', 'Ana Silva (2).jpg', compared as Windows and macOS do).
 */
export function exportPaths(files: readonly ExportFile[], tokens: readonly Token[], layout: FolderLayout, extension: string): string[] {
  const folderOf = (f: ExportFile) => (layout === 'team' ? `${safeFileStem(f.team, 'team')}/` : '')
  const byFolder = new Map<string, number[]>()
  files.forEach((f, i) => {
    const folder = folderOf(f).toLocaleLowerCase('und')
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), i])
  })
  const paths: string[] = new Array(files.length)
  for (const indexes of byFolder.values()) {
    const names = uniqueFileNames(
      indexes.map((i) => renderStem(tokens, files[i]!.values)),
      extension,
    )
    indexes.forEach((i, n) => (paths[i] = folderOf(files[i]!) + names[n]))
  }
  return paths
}
