import type { RetakeReason, RosterPlayer } from '@/lib/api'

/** A roster row as getTeamRoster returns it; only what a test cares about needs giving. */
export function player(id: number, player_name: string, upload_status = false): RosterPlayer {
  const photo = upload_status ? `https://cdn.example/p/${id}.jpg` : null
  return {
    id,
    player_name,
    upload_status,
    photo_url: photo,
    photo_path: photo ? `mjwc2025/Belgium/${id}.jpg` : null,
    thumb_path: photo ? `mjwc2025/Belgium/${id}.thumb.jpg` : null,
    photoSrc: photo,
    thumbSrc: photo,
    updated_at: '2025-11-20T10:00:00Z',
    review_state: upload_status ? 'submitted' : null,
    retake_reason: null,
    retake_note: null,
    shirt_number: null,
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

/** A player whose photo the organizers approved. */
export function approved(id: number, player_name: string): RosterPlayer {
  return { ...player(id, player_name, true), review_state: 'approved' }
}

/** A player whose photo the organizers sent back, with a reason and maybe a note. */
export function retake(id: number, player_name: string, reason: RetakeReason = 'blurry', note: string | null = null): RosterPlayer {
  return { ...player(id, player_name, true), review_state: 'retake', retake_reason: reason, retake_note: note }
}
