// A player and a destination as the export's tests start from; each test changes what it is about.
import type { ExportDestination, ExportPlayer } from '@/lib/api'

/** Player `id` of Germany, shirt `id`, with an approved photo and no master. */
export const exportPlayer = (id: number, changes: Partial<ExportPlayer> = {}): ExportPlayer => ({
  id,
  team: 'Germany',
  player_name: `Player ${String(id).padStart(3, '0')}`,
  photo_path: `mjwc2025/${id}.jpg`,
  photoSrc: `http://x/${id}.jpg`,
  review_state: 'approved',
  photo_at: '2026-11-28T10:00:00+00:00',
  shirt_number: id,
  family_name: null,
  given_name: null,
  role: 'player',
  external_id: null,
  masterSrc: null,
  masterSquare: null,
  ...changes,
})

/** Square JPEGs 100 px wide, named by shirt number and name, with a manifest. */
export const tvDestination: ExportDestination = {
  name: 'TV',
  shape: 'square',
  width: 100,
  format: 'jpeg',
  max_kb: null,
  template: '{number}_{name}',
  folders: 'flat',
  photos: 'current',
  manifest: true,
}
