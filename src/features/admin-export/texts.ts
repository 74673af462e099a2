// Every text of the hand-over page, in one place.
import type { DestinationShape, ExportDestination } from '@/lib/api'
import type { SkipReason } from './plan-export'

const count = (n: number, one: string, many: string) => `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? one : many}`

export const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('en', { maximumFractionDigits: bytes < 10_000_000 ? 1 : 0 }).format(bytes / 1_000_000)} MB`

export const SHAPE_LABELS: Record<DestinationShape, string> = {
  square: 'Square (1:1)',
  '35:45': 'Passport portrait (35:45)',
  '4:5': 'Portrait (4:5)',
  master: 'Head and shoulders, as kept',
}

export const SKIP_LABELS: Record<SkipReason, string> = {
  'no-photo': 'no photo yet',
  'not-approved': 'photo not approved yet',
  'fetch-failed': 'the photo could not be read',
  'over-cap': "doesn't fit under the size limit",
  'render-failed': 'the picture could not be made',
}

export const texts = {
  heading: 'Hand over photos',
  intro:
    'Each destination is a system the photos go to, with its own shape, size and file names: accreditation, TV graphics, team sheets. An export writes one zip for the whole event or the teams you choose.',
  memoryNote:
    'This browser can’t save a zip as it is made here, so each export is held in memory until it is complete: for a large event, export a few teams at a time, or use Chrome or Edge on a computer.',
  destinationsHeading: 'Destinations',
  noDestinations: 'No destinations yet. Start from one of these, then adjust it:',
  addDestination: 'Add destination',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete destination',
  deleteQuestion: (name: string) => `Delete the destination "${name}"? Its settings go; no photo is touched.`,
  saved: 'Destination saved',
  deleted: 'Destination deleted',
  formTitleNew: 'New destination',
  formTitleEdit: 'Edit destination',
  save: 'Save destination',
  cancel: 'Cancel',
  preview: 'First file names',
  previewNone: 'No player has a photo this destination would take yet.',
  templateHint:
    'Fields: {event} {team} {team_code} {number} {family} {given} {name} {id} {role}. Write a field in capitals ({FAMILY}) to upper-case it, accents kept and the same in every language (Núñez → NÚÑEZ, Straße → STRASSE, Yıldız → YILDIZ); a field a player has no value for is left out. A player without family and given names gets them from the name: its last word is {family}, the words before it {given}.',
  unknownFields: (fields: readonly string[]) =>
    `Unknown ${fields.length === 1 ? 'field' : 'fields'}: ${fields.map((f) => `{${f}}`).join(', ')}`,
  summary: (d: ExportDestination, height: number | null) =>
    [
      SHAPE_LABELS[d.shape],
      height === null ? `${d.width} px wide` : `${d.width}×${height} px`,
      d.format === 'png' ? 'PNG' : d.max_kb ? `JPEG ≤ ${d.max_kb} KB` : 'JPEG',
      d.photos === 'approved' ? 'approved photos' : 'every current photo',
      d.folders === 'team' ? 'a folder per team' : 'one folder',
      d.manifest ? 'with manifest.csv' : null,
    ]
      .filter(Boolean)
      .join(' · '),
  teamsLegend: 'Teams',
  allTeams: 'All teams',
  exportButton: (n: number) => `Export ${count(n, 'photo', 'photos')}`,
  nothingToExport: 'Nothing to export yet for these teams.',
  exporting: (done: number, total: number, bytes: number) =>
    `${count(done, 'photo', 'photos')} of ${new Intl.NumberFormat('en').format(total)} · ${megabytes(bytes)}`,
  preparing: 'Reading the players…',
  cancelExport: 'Cancel export',
  cancelled: 'Export cancelled. Nothing was saved.',
  done: (written: number, bytes: number, fileName: string) =>
    `Exported ${count(written, 'photo', 'photos')} (${megabytes(bytes)}) to ${fileName}.`,
  skippedHeading: (n: number) => `${count(n, 'player', 'players')} left out`,
  exportFailed: (reason: string) => `The export failed: ${reason}`,
  close: 'Close',
  presets: {
    spec: "Team folders: {team}/{name}.jpg (the dashboard's Download All, for every team)",
    accreditation: 'Accreditation: passport portrait 420×540 px, under 500 KB, {team_code}_{number}_{FAMILY}_{given}',
    tv: 'TV graphics: square of 1000 px, approved photos, a folder per team',
  },
}

export const PRESETS: Record<keyof typeof texts.presets, ExportDestination> = {
  spec: {
    name: 'Team folders',
    shape: 'square',
    width: 1024,
    format: 'jpeg',
    max_kb: null,
    template: '{name}',
    folders: 'team',
    photos: 'current',
    manifest: false,
  },
  accreditation: {
    name: 'Accreditation',
    shape: '35:45',
    width: 420,
    format: 'jpeg',
    max_kb: 500,
    // the accreditation systems' own pattern: IOC code, shirt number, FAMILY name, given name
    template: '{team_code}_{number}_{FAMILY}_{given}',
    folders: 'flat',
    photos: 'approved',
    manifest: true,
  },
  tv: {
    name: 'TV graphics',
    shape: 'square',
    width: 1000,
    format: 'jpeg',
    max_kb: null,
    template: '{team}_{name}',
    folders: 'team',
    photos: 'approved',
    manifest: true,
  },
}
