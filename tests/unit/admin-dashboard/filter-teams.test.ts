import { filterTeams } from '@/features/admin-dashboard/filter-teams'
import { TEAMS } from './team-summary-fixtures'

const names = (search: string, filter: 'all' | 'complete' | 'incomplete' = 'all') => filterTeams(TEAMS, search, filter).map((t) => t.name)

describe('filterTeams', () => {
  it('shows every team with no search and All Teams', () => {
    expect(names('')).toHaveLength(TEAMS.length)
  })
  it.each([
    ['ind', ['India']],
    ['IND', ['India']],
    ['  an  ', ['England', 'Germany']],
    ['cote', ["Côte d'Ivoire"]],
    ['Côte', ["Côte d'Ivoire"]],
    ['zzz', []],
  ])('search %j finds %j (case-insensitive substring)', (search, expected) => {
    expect(names(search)).toEqual(expected)
  })
  it('Complete keeps the teams at 100 %; Incomplete the others, including teams without players', () => {
    expect(names('', 'complete')).toEqual(['England', 'India'])
    expect(names('', 'incomplete')).toEqual(['Argentina', "Côte d'Ivoire", 'Germany', 'Newcomers'])
  })
  it('combines search and filter', () => {
    expect(names('an', 'complete')).toEqual(['England'])
  })
  it('folds case and accents', () => {
    expect(names('COTE', 'all')).toEqual(["Côte d'Ivoire"])
  })
})
