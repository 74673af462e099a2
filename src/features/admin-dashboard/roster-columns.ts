// Which column of a roster file holds what. A header row is recognised by its names, in English
// and the common variants organizers' spreadsheets use ('No.', '#', 'Jersey', 'Last name',
// 'Surname', 'Accreditation ID'…); the import dialog shows the guess and lets the organizer map
// any column to a field or ignore it. Without a header the file is read as team, then player name.

export const COLUMN_FIELDS = ['team', 'player_name', 'number', 'family_name', 'given_name', 'role', 'external_id', 'ignore'] as const
export type ColumnField = (typeof COLUMN_FIELDS)[number]
/** The fields a line can carry besides team and player name (text as written). */
export type IdentityField = Exclude<ColumnField, 'team' | 'player_name' | 'ignore'>
export type IdentityCells = Partial<Record<IdentityField, string>>

export const COLUMN_FIELD_LABEL: Record<ColumnField, string> = {
  team: 'Team',
  player_name: 'Player name',
  number: 'Shirt number',
  family_name: 'Family name',
  given_name: 'Given name',
  role: 'Role',
  external_id: 'External ID',
  ignore: 'Ignore this column',
}

/** 'Player Name', 'player_name', 'PLAYER-NAME', 'No.' → 'playername', 'no'; digits stay, so 'Player 1' is a name. */
export const headerKey = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.:]/g, '')

const HEADERS: Record<Exclude<ColumnField, 'ignore'>, readonly string[]> = {
  team: ['team', 'teamname', 'country', 'nation', 'equipo', 'equipe', 'équipe'],
  player_name: ['player', 'playername', 'name', 'fullname', 'players', 'displayname', 'jugador', 'joueur', 'nombre', 'nom'],
  number: [
    'number',
    'no',
    '#',
    'nr',
    'num',
    'shirt',
    'shirtnumber',
    'shirtno',
    'jersey',
    'jerseynumber',
    'jerseyno',
    'dorsal',
    'numero',
    'número',
    'nummer',
  ],
  family_name: ['family', 'familyname', 'lastname', 'last', 'surname', 'apellido', 'apellidos', 'nachname', 'nomdefamille'],
  given_name: ['given', 'givenname', 'firstname', 'first', 'forename', 'prenom', 'prénom', 'vorname'],
  role: ['role', 'position', 'pos', 'function', 'rol', 'poste'],
  external_id: [
    'id',
    'externalid',
    'extid',
    'accreditationid',
    'accreditation',
    'accreditationnumber',
    'accreditationno',
    'accid',
    'personid',
  ],
}
const FIELD_OF = new Map<string, ColumnField>(
  Object.entries(HEADERS).flatMap(([field, keys]) => keys.map((k) => [k, field as ColumnField])),
)

export const fieldForHeader = (header: string): ColumnField | undefined => FIELD_OF.get(headerKey(header))

/**
 * The columns of a file whose first line is `first` (width: the most cells any line has): a header
 * row when any of its cells names a field; each field goes to its first column. A header without
 * a team or player column gives those to the first columns it did not recognise.
 */
export function guessColumns(first: readonly string[], width: number): { header: boolean; fields: ColumnField[] } {
  const fields: ColumnField[] = Array.from({ length: width }, () => 'ignore')
  const used = new Set<ColumnField>()
  first.forEach((cell, i) => {
    const f = fieldForHeader(cell)
    if (f && !used.has(f)) {
      fields[i] = f
      used.add(f)
    }
  })
  if (used.size === 0) return { header: false, fields: fields.map((_, i) => (i === 0 ? 'team' : i === 1 ? 'player_name' : 'ignore')) }
  const hasNameParts = used.has('family_name') || used.has('given_name')
  for (const f of ['team', 'player_name'] as const) {
    if (used.has(f) || (f === 'player_name' && hasNameParts)) continue
    const free = fields.findIndex((x, i) => x === 'ignore' && (first[i] ?? '').trim() !== '' && !fieldForHeader(first[i] ?? ''))
    const i = free >= 0 ? free : fields.indexOf('ignore')
    if (i >= 0) fields[i] = f
  }
  return { header: true, fields }
}

/** One column per field: giving `field` to `column` takes it from any other column. */
export function assignColumn(fields: readonly ColumnField[], column: number, field: ColumnField): ColumnField[] {
  return fields.map((f, i) => (i === column ? field : field !== 'ignore' && f === field ? 'ignore' : f))
}

const ROLE_WORDS: Record<string, 'player' | 'goalkeeper' | 'staff'> = {
  player: 'player',
  players: 'player',
  fieldplayer: 'player',
  field: 'player',
  outfield: 'player',
  athlete: 'player',
  forward: 'player',
  defender: 'player',
  midfielder: 'player',
  striker: 'player',
  f: 'player',
  d: 'player',
  m: 'player',
  p: 'player',
  goalkeeper: 'goalkeeper',
  goalie: 'goalkeeper',
  keeper: 'goalkeeper',
  gk: 'goalkeeper',
  g: 'goalkeeper',
  goal: 'goalkeeper',
  portero: 'goalkeeper',
  gardien: 'goalkeeper',
  torwart: 'goalkeeper',
  staff: 'staff',
  coach: 'staff',
  headcoach: 'staff',
  assistantcoach: 'staff',
  manager: 'staff',
  teammanager: 'staff',
  official: 'staff',
  teamofficial: 'staff',
  physio: 'staff',
  physiotherapist: 'staff',
  doctor: 'staff',
  trainer: 'staff',
  analyst: 'staff',
  entrenador: 'staff',
  entraineur: 'staff',
}

/** 'GK', 'Goalie', 'Head coach' → the role the portal knows; anything else as written (the server refuses it). */
export function normalizeRole(text: string): string {
  return ROLE_WORDS[headerKey(text)] ?? text.trim()
}
