import { filterTeams, type TeamFilter } from '@/features/admin-dashboard/filter-teams'
import { team, TEAMS } from './team-summary-fixtures'

const names = (search: string, f: TeamFilter = 'all') => filterTeams(TEAMS, search, f).map((t) => t.name)

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
  it("'Teams with photos to review' keeps the teams with at least one photo waiting, complete or not", () => {
    const teams = [
      team('Done', 20, 20, { approved: 20, needsReview: 0 }),
      team('Waiting', 20, 20, { approved: 19, needsReview: 1 }),
      team('Retakes only', 3, 10, { approved: 0, needsReview: 0, retake: 3 }),
      team('Fresh', 2, 10, { approved: 0, needsReview: 2 }),
    ]
    expect(filterTeams(teams, '', 'to-review').map((t) => t.name)).toEqual(['Waiting', 'Fresh'])
    expect(filterTeams(teams, 'fre', 'to-review').map((t) => t.name)).toEqual(['Fresh'])
  })
  it('combines search and filter', () => {
    expect(names('an', 'complete')).toEqual(['England'])
  })
  it('folds case and accents', () => {
    expect(names('COTE', 'all')).toEqual(["Côte d'Ivoire"])
  })
})
