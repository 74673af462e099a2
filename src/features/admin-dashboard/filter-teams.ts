import type { TeamSummary } from '@/lib/api'
import { matchesSearch } from '@/lib/search'
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

/** Case-insensitive (spec) and, beyond the spec, accent-insensitive: "cote" finds "Côte d'Ivoire". */
export function filterTeams(teams: readonly TeamSummary[], search: string, filter: TeamFilter): TeamSummary[] {
  return teams.filter((t) => {
    if (filter === 'complete' && !isComplete(t)) return false
    if (filter === 'incomplete' && isComplete(t)) return false
    return matchesSearch(t.name, search)
  })
}
