// What the roster shows for a search: a case-insensitive substring match on player_name (spec §5),
// accent-insensitive like every search of the portal (src/lib/search.ts), in name order.
// Sorting here too keeps a renamed or added player in its place without a reload.
import { matchesSearch } from '@/lib/search'

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

/** `keep`: a player shown whatever the search (the one whose name is being edited). */
export function visiblePlayers<T extends { player_name: string }>(
  players: readonly T[],
  search: string,
  keep?: (player: T) => boolean,
): T[] {
  const matching = players.filter((p) => matchesSearch(p.player_name, search) || keep?.(p))
  return matching.sort((a, b) => byName.compare(a.player_name, b.player_name))
}

export function uploadedCount(players: readonly { upload_status: boolean }[]): number {
  return players.filter((p) => p.upload_status).length
}
