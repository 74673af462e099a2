import { dashboardTotals, isComplete } from '@/features/admin-dashboard/team-progress'
import { TEAMS, team } from './team-summary-fixtures'

describe('isComplete', () => {
  it('is complete only when every player of a non-empty team has a photo', () => {
    expect(isComplete(team('A', 20, 20))).toBe(true)
    expect(isComplete(team('B', 199, 200))).toBe(false)
    expect(isComplete(team('C', 0, 0))).toBe(false)
  })
})

describe('dashboardTotals', () => {
  it('adds up tiles and overall progress over all teams', () => {
    expect(dashboardTotals(TEAMS)).toEqual({
      teams: 6,
      complete: 2,
      photos: 63,
      players: 100,
      percent: 63,
      approved: 0,
      needsReview: 63,
      retake: 0,
    })
  })
  it('adds up the review counts; Complete stays every player has a photo, approved or not', () => {
    const teams = [
      team('A', 20, 20, { approved: 18, needsReview: 1, retake: 1 }),
      team('B', 5, 10, { approved: 0, needsReview: 5, retake: 0 }),
    ]
    expect(dashboardTotals(teams)).toMatchObject({ complete: 1, photos: 25, approved: 18, needsReview: 6, retake: 1 })
  })
  it('is all zero for an event without teams', () => {
    expect(dashboardTotals([])).toEqual({
      teams: 0,
      complete: 0,
      photos: 0,
      players: 0,
      percent: 0,
      approved: 0,
      needsReview: 0,
      retake: 0,
    })
  })
})
