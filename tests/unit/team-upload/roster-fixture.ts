import type { RosterPlayer } from '@/lib/api'

/** A roster row as getTeamRoster returns it; only what a test cares about needs giving. */
export function player(id: number, player_name: string, upload_status = false): RosterPlayer {
  const photo = upload_status ? `https://cdn.example/p/${id}.jpg` : null
  return {
    id,
    player_name,
    upload_status,
    // the generated types call these strings; the roster sends '' / null alike for "none"
    photo_url: photo ?? '',
    photo_path: '',
    thumb_path: '',
    photoSrc: photo,
    thumbSrc: photo,
    updated_at: '2025-11-20T10:00:00Z',
  }
}

/** Belgium-ish: 3 pending, 2 done, in roster (alphabetical) order. */
export const ROSTER: RosterPlayer[] = [
  player(1, 'Arjun Núñez', true),
  player(2, 'Álvaro Schäfer'),
  player(3, 'Jonas Okafor'),
  player(4, 'Mateo Ng', true),
  player(5, 'Seán Ó Briain-Fitzgerald de la Vega y Montenegro'),
]
