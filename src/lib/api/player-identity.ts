// A player's roster identity beside the display name (player_name): what other systems need to
// file the photo (accreditation, TV graphics, team sheets). The SQL keeps the rules
// (private.player_details_problem); the limits are repeated here for forms to say them early.

export const PLAYER_ROLES = ['player', 'goalkeeper', 'staff'] as const
export type PlayerRole = (typeof PLAYER_ROLES)[number]

/** Hockey's shirt numbers; a team gives each number to one player at most. */
export const SHIRT_NUMBER_MIN = 1
export const SHIRT_NUMBER_MAX = 99
export const NAME_PART_MAX_CHARS = 120
export const EXTERNAL_ID_MAX_CHARS = 64

export type PlayerIdentity = {
  shirt_number: number | null
  family_name: string | null
  given_name: string | null
  role: PlayerRole
  /** the accreditation system's ID; one player per ID in an event */
  external_id: string | null
}

export const isPlayerRole = (v: unknown): v is PlayerRole => (PLAYER_ROLES as readonly unknown[]).includes(v)

/** The identity fields of a row the backend answered (an unknown role reads as 'player'). */
export function toPlayerIdentity(row: {
  shirt_number?: number | null
  family_name?: string | null
  given_name?: string | null
  role?: string | null
  external_id?: string | null
}): PlayerIdentity {
  return {
    shirt_number: row.shirt_number ?? null,
    family_name: row.family_name ?? null,
    given_name: row.given_name ?? null,
    role: isPlayerRole(row.role) ? row.role : 'player',
    external_id: row.external_id ?? null,
  }
}
