// The dashboard's numbers. Organizers act on them ("chase the teams that aren't complete"), so
// a rounded figure must never claim more than is true: 199/200 is 99 %, not 100 % and 'Complete',
// and 1/300 is 1 %, not 0 %.
import type { TeamSummary } from '@/lib/api'

/** 0-100, rounded, but 100 only when every player has a photo and 0 only when none has. */
export function displayPercent(uploaded: number, total: number): number {
  if (total <= 0 || uploaded <= 0) return 0
  if (uploaded >= total) return 100
  return Math.min(99, Math.max(1, Math.round((uploaded / total) * 100)))
}

/** Spec: Complete at 100 %. A team without players is not complete. */
export function isComplete(team: Pick<TeamSummary, 'uploaded' | 'total'>): boolean {
  return team.total > 0 && team.uploaded >= team.total
}

export type DashboardTotals = {
  teams: number
  complete: number
  /** photos uploaded */
  photos: number
  players: number
  /** overall: uploaded / total players, rounded as displayPercent */
  percent: number
}

export function dashboardTotals(teams: readonly TeamSummary[]): DashboardTotals {
  let complete = 0
  let photos = 0
  let players = 0
  for (const t of teams) {
    if (isComplete(t)) complete++
    photos += t.uploaded
    players += t.total
  }
  return { teams: teams.length, complete, photos, players, percent: displayPercent(photos, players) }
}
