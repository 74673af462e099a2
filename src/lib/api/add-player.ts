import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import type { PlayerIdentity } from './player-identity'

/**
 * A name the team already has is refused ('duplicate-name') unless `allowDuplicate`. The identity
 * is optional: a number or external ID another player has is refused ('duplicate-number',
 * 'duplicate-id').
 */
export async function addPlayer(
  eventName: string,
  team: string,
  name: string,
  opts: { allowDuplicate?: boolean; identity?: Partial<PlayerIdentity> } = {},
): Promise<AdminPlayer> {
  const client = await adminClient()
  const id = opts.identity ?? {}
  const res = await client.rpc('add_player', {
    p_event: eventName,
    p_team: team,
    p_name: name,
    p_allow_duplicate: opts.allowDuplicate ?? false,
    ...(id.shirt_number != null && { p_number: id.shirt_number }),
    ...(id.family_name && { p_family: id.family_name }),
    ...(id.given_name && { p_given: id.given_name }),
    ...(id.role && { p_role: id.role }),
    ...(id.external_id && { p_external_id: id.external_id }),
  })
  return toAdminPlayer(firstRow(res, 'add-player'))
}
