// The dashboard's numbers: every percentage follows progressPercent's rule.
import type { TeamSummary } from '@/lib/api'
import { progressPercent } from '@/lib/progress-percent'

/** Spec: Complete at 100 %, i.e. every player has a photo (approved or not). A team without players is not complete. */
export function isComplete(team: Pick<TeamSummary, 'uploaded' | 'total'>): boolean {
  return team.total > 0 && team.uploaded >= team.total
}

export type DashboardTotals = {
  teams: number
  complete: number
  /** photos uploaded */
  photos: number
  players: number
  /** overall: uploaded / total players, rounded as progressPercent */
  percent: number
  /** photos an organizer approved */
  approved: number
  /** photos waiting for an organizer's review */
  needsReview: number
  /** photos sent back for a retake */
  retake: number
}

export function dashboardTotals(teams: readonly TeamSummary[]): DashboardTotals {
  let complete = 0
  let photos = 0
  let players = 0
  let approved = 0
  let needsReview = 0
  let retake = 0
  for (const t of teams) {
    if (isComplete(t)) complete++
    photos += t.uploaded
    players += t.total
    approved += t.approved
    needsReview += t.needsReview
    retake += t.retake
  }
  return { teams: teams.length, complete, photos, players, percent: progressPercent(photos, players), approved, needsReview, retake }
}
