// Under a player's name on the team page: number, role (when not a player), family and given
// names, external ID ('#7 · Goalkeeper · FISHER, Nemo · ID OC-100'). Nothing for a name-only player.
import type { AdminPlayer } from '@/lib/api'
import { identityParts } from '@/lib/identity-text'

export function PlayerIdentityLine({ player, className = '' }: { player: AdminPlayer; className?: string }) {
  const parts = identityParts(player)
  if (parts.length === 0) return null
  return <p className={`text-sm break-words text-slate-600 ${className}`}>{parts.join(' · ')}</p>
}
