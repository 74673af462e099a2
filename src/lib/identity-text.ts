// A player's roster identity in words, the same on the admin team page and in the import preview:
// '#7 · Goalkeeper · FISHER, Nemo · ID OC-100'. The default role (player) goes unsaid.
import type { PlayerIdentity, PlayerRole } from '@/lib/api'

export const ROLE_LABEL: Record<PlayerRole, string> = { player: 'Player', goalkeeper: 'Goalkeeper', staff: 'Staff' }

export function identityParts(p: Partial<PlayerIdentity>): string[] {
  const names = [p.family_name, p.given_name].filter(Boolean).join(', ')
  return [
    p.shirt_number != null ? `#${p.shirt_number}` : null,
    p.role && p.role !== 'player' ? ROLE_LABEL[p.role] : null,
    names || null,
    p.external_id ? `ID ${p.external_id}` : null,
  ].filter((x): x is string => x !== null)
}
