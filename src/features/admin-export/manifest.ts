// The manifest a destination may ask for: one CSV row per file written, for the receiving system
// to import, in the zip beside the photos.
import { toCsv, UTF8_BOM, type CsvCell } from '@/lib/csv'
import type { PlannedFile } from './plan-export'

export const MANIFEST_HEADER = [
  'file',
  'team',
  'team_code',
  'player_name',
  'number',
  'family_name',
  'given_name',
  'external_id',
  'role',
  'review_state',
  'photo_date',
  'width',
  'height',
  'bytes',
  'source',
  'note',
] as const

/** master: cut from the player's head-and-shoulders master; square: from the stored square alone (a photo kept before masters) */
export type PictureSource = 'master' | 'square'

export interface WrittenFile {
  file: PlannedFile
  source: PictureSource
  width: number
  height: number
  bytes: number
  /** the source had fewer pixels than asked / the shape was narrowed around the square */
  smaller: boolean
  narrowed: boolean
}

function note(w: WrittenFile): string {
  const notes = [
    w.smaller && 'smaller than asked: the photo has fewer pixels',
    w.narrowed && 'cut from the square photo: no portrait master',
  ]
  return notes.filter(Boolean).join('; ')
}

/** The player's fields as the roster stores them: a family or given name the file name guessed from the display name is not passed on as if it were known. */
export function manifestRow(w: WrittenFile): CsvCell[] {
  const { file } = w
  const v = file.values
  const p = file.player
  return [
    file.path,
    v.team,
    v.team_code,
    v.name,
    v.number,
    p.family_name ?? '',
    p.given_name ?? '',
    v.id,
    v.role,
    p.review_state ?? '',
    p.photo_at ?? '',
    w.width,
    w.height,
    w.bytes,
    w.source,
    note(w),
  ]
}

/** One file's row as CSV text: what an export keeps of a file once it is written, not the file's player. */
export function manifestLine(w: WrittenFile): string {
  return toCsv([manifestRow(w)])
}

/** The manifest from rows kept as `manifestLine` made them. */
export function manifestFromLines(lines: readonly string[]): string {
  return UTF8_BOM + toCsv([[...MANIFEST_HEADER]]) + lines.join('')
}

export function manifestCsv(written: readonly WrittenFile[]): string {
  return manifestFromLines(written.map(manifestLine))
}
