// Which players' photos an export writes, under which paths, and who is left out and why. Pure:
// the page shows the plan's first names as a preview before anything is fetched.
import type { ExportDestination, ExportPlayer } from '@/lib/api'
import { sportsCode } from '@/components/flag/country-code'
import { exportPaths, parseTemplate, type NameValues } from './name-template'

export type SkipReason = 'no-photo' | 'not-approved' | 'fetch-failed' | 'over-cap' | 'render-failed'

export interface PlannedFile {
  player: ExportPlayer
  path: string
  values: NameValues
}

export interface Skipped {
  player: ExportPlayer
  reason: SkipReason
  /** e.g. the smallest size the cap allowed */
  detail?: string
}

export interface ExportPlan {
  files: PlannedFile[]
  skipped: Skipped[]
}

export function fileExtension(destination: Pick<ExportDestination, 'format'>): string {
  return destination.format === 'png' ? '.png' : '.jpg'
}

/**
 * A player without family and given names (a single-name roster) still fills {family} and
 * {given}: the display name's last word is the family name, the words before it the given name
 * ('Jonas Müller' → Müller, Jonas; 'Pelé' → Pelé, none). A player with either keeps what is stored.
 */
export function nameParts(player: Pick<ExportPlayer, 'player_name' | 'family_name' | 'given_name'>): { family: string; given: string } {
  if (player.family_name || player.given_name) return { family: player.family_name ?? '', given: player.given_name ?? '' }
  const words = player.player_name.trim().split(/\s+/)
  return { family: words.at(-1) ?? '', given: words.slice(0, -1).join(' ') }
}

/** The names a player gives a template, from the roster's identity fields. */
export function nameValues(eventName: string, player: ExportPlayer): NameValues {
  const { family, given } = nameParts(player)
  return {
    event: eventName,
    team: player.team,
    team_code: sportsCode(player.team) ?? '',
    number: player.shirt_number != null ? String(player.shirt_number) : '',
    family,
    given,
    name: player.player_name,
    id: player.external_id ?? '',
    role: player.role,
  }
}

/** Files in team, name order as listed; null when the template uses unknown fields. */
export function planExport(eventName: string, players: readonly ExportPlayer[], destination: ExportDestination): ExportPlan | null {
  const parsed = parseTemplate(destination.template)
  if (!parsed.ok) return null
  const skipped: Skipped[] = []
  const chosen: ExportPlayer[] = []
  for (const player of players) {
    if (!player.photoSrc) skipped.push({ player, reason: 'no-photo' })
    else if (destination.photos === 'approved' && player.review_state !== 'approved') skipped.push({ player, reason: 'not-approved' })
    else chosen.push(player)
  }
  const values = chosen.map((p) => nameValues(eventName, p))
  const paths = exportPaths(
    chosen.map((p, i) => ({ team: p.team, values: values[i]! })),
    parsed.tokens,
    destination.folders,
    fileExtension(destination),
  )
  return { files: chosen.map((player, i) => ({ player, path: paths[i]!, values: values[i]! })), skipped }
}
