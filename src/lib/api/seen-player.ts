// Compare-and-set: an admin's change names what the admin's page showed, and the SQL refuses it
// ('This photo changed since you opened the page') if the row changed since.
import type { AdminPlayer } from './list-team-players'

export type SeenPlayer = Pick<AdminPlayer, 'id' | 'player_name' | 'photo_path'>

/** The photo the admin saw, as the SQL functions take it ('' = no photo). */
export const seenPhoto = (p: Pick<SeenPlayer, 'photo_path'>): string => p.photo_path ?? ''
