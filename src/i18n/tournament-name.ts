import type { Tournament } from '@/config/tournaments'
import type { TFunction } from './translate'

// The tournament's name in the reader's language; English is the config's displayName (spec §3).
const NAME_KEYS = {
  mjwc2025: 'tournament.mjwc2025.name',
  wjwc2025: 'tournament.wjwc2025.name',
} as const

export function tournamentName(t: TFunction, tournament: Tournament): string {
  const key = NAME_KEYS[tournament.slug as keyof typeof NAME_KEYS]
  return key ? t(key) : tournament.displayName
}
