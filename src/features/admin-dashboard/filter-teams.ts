import type { TeamSummary } from '@/lib/api'
import { matchesSearch } from '@/lib/search'
import { isComplete } from './team-progress'

export type TeamFilter = 'all' | 'complete' | 'incomplete' | 'to-review'

const TEAM_FILTERS: ReadonlySet<string> = new Set<TeamFilter>(['all', 'complete', 'incomplete', 'to-review'])

export function isTeamFilter(value: string): value is TeamFilter {
  return TEAM_FILTERS.has(value)
}

function passes(t: TeamSummary, filter: TeamFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'complete':
      return isComplete(t)
    case 'incomplete':
      return !isComplete(t)
    case 'to-review':
      return t.needsReview > 0
  }
}

/** Case-insensitive (spec) and, beyond the spec, accent-insensitive: "cote" finds "Côte d'Ivoire". */
export function filterTeams(teams: readonly TeamSummary[], search: string, filter: TeamFilter): TeamSummary[] {
  return teams.filter((t) => passes(t, filter) && matchesSearch(t.name, search))
}
