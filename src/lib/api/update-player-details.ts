// The team page's details form: a player's name and identity saved together, as one
// compare-and-set on everything the form showed ('player-changed' when any of it changed since).
import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import type { PlayerIdentity } from './player-identity'

export type PlayerDetails = PlayerIdentity & { player_name: string }

/** What the SQL compares: exactly these six fields of the player the form showed. */
export function seenDetails(p: PlayerDetails): PlayerDetails {
  return {
    player_name: p.player_name,
    shirt_number: p.shirt_number,
    family_name: p.family_name,
    given_name: p.given_name,
    role: p.role,
    external_id: p.external_id,
  }
}

/**
 * Saves `details` over the player `seen` (as the form showed them). A name the team already has is
 * refused ('duplicate-name') unless `allowDuplicate`; a taken number or external ID always is.
 */
export async function updatePlayerDetails(
  seen: PlayerDetails & { id: number },
  details: PlayerDetails,
  opts: { allowDuplicate?: boolean } = {},
): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('update_player_details', {
    p_id: seen.id,
    p_seen: seenDetails(seen),
    p_name: details.player_name,
    // the generated types can't say null for a function argument; the SQL takes it as "none"
    p_number: details.shirt_number as number,
    p_family: details.family_name ?? '',
    p_given: details.given_name ?? '',
    p_role: details.role,
    p_external_id: details.external_id ?? '',
    p_allow_duplicate: opts.allowDuplicate ?? false,
  })
  return toAdminPlayer(firstRow(res, 'save-player-details'))
}
